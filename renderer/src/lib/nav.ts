// Links from the calculators and battle screens to other screens.
//
// The data editor belongs to renderer/src/data/** (being built alongside). openDataEditor() uses
// whichever entry point the app offers, in this order: a store action `openDataEditor(table, rows)`,
// a store action `navigate('data-editor', { table, rows })`, or the window event
// 'adc:open-data-editor' (detail { table, rows }; a listener calls preventDefault() to say it
// handled it: the campaign's data workspace listens while a campaign is open). It returns false when
// nothing could open the editor. The calculator is an overlay, so the campaign screen underneath
// (and its listener) stays mounted; the calculator closes once the editor is open.
import { useCalculatorUi } from '../calculator/store';
import { useApp } from './store';

export const DATA_EDITOR_ROUTE = 'data-editor';
export const OPEN_DATA_EDITOR_EVENT = 'adc:open-data-editor';

export function openDataEditor(table: string, rows: string[] = []): boolean {
  const s = useApp.getState() as unknown as Record<string, unknown>;
  const direct = s['openDataEditor'];
  const navigate = s['navigate'];
  let done = false;
  if (typeof direct === 'function') {
    (direct as (t: string, r: string[]) => void)(table, rows);
    done = true;
  } else if (typeof navigate === 'function') {
    (navigate as (route: string, params: unknown) => void)(DATA_EDITOR_ROUTE, { table, rows });
    done = true;
  } else {
    const ev = new CustomEvent(OPEN_DATA_EDITOR_EVENT, { detail: { table, rows }, cancelable: true });
    window.dispatchEvent(ev);
    done = ev.defaultPrevented;
  }
  if (done) useCalculatorUi.getState().closeCalculator();
  else
    useApp
      .getState()
      .toast('info', useApp.getState().view ? 'The data editor could not be opened: type the values into the blocks here for now.' : 'Fill these in a data pack (Home: data packs), or in an open campaign’s data editor; meanwhile type them into the blocks here.');
  return done;
}
