// The choice of screen beside the Table display button: shown only when the host reports several screens
// (Electron), with the remembered one selected; never in the browser host, whose display is a tab.
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DisplayScreenSelect } from './TableButtons';
import { useTableUi } from './store';

// react-dom/server reads the store's initial state.
const show = (screens: ReturnType<typeof useTableUi.getState>['screens']) => {
  Object.assign(useTableUi.getInitialState(), { screens });
  return renderToStaticMarkup(<DisplayScreenSelect />);
};
afterEach(() => void Object.assign(useTableUi.getInitialState(), { screens: [] }));

describe('the table display’s screen beside its button', () => {
  it('lists Automatic and every screen, the remembered one selected', () => {
    const html = show([
      { id: null, label: 'Automatic: LG TV (1920×1080)', checked: false },
      { id: 1, label: 'Built-in (1440×900), with the app', checked: false },
      { id: 2, label: 'LG TV (1920×1080)', checked: true },
    ]);
    expect(html).toContain('aria-label="Table display on"');
    expect([...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['auto', 'Automatic: LG TV (1920×1080)'],
      ['1', 'Built-in (1440×900), with the app'],
      ['2', 'LG TV (1920×1080)'],
    ]);
    expect(html).toMatch(/<option value="2" selected="">/);
  });

  it('Automatic selected when nothing is remembered (or the remembered screen is gone)', () => {
    const html = show([
      { id: null, label: 'Automatic: Screen 2 (1280×1024)', checked: true },
      { id: 1, label: 'Built-in (1440×900), with the app', checked: false },
      { id: 3, label: 'Screen 2 (1280×1024)', checked: false },
    ]);
    expect(html).toMatch(/<option value="auto" selected="">/);
  });

  it('nothing to choose with one screen, or in the browser host', () => {
    expect(show([])).toBe('');
    expect(show([{ id: null, label: 'Automatic: Built-in (1440×900)', checked: true }, { id: 1, label: 'Built-in (1440×900), with the app', checked: false }])).toBe('');
  });
});
