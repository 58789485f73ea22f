// The sealed entry: each seat enters behind a "pass the laptop" screen, nothing sealed is ever shown to the next
// seat, and only the reveal hands every entry over (rendered with react-dom/server at each stage of the flow).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { passTo, SealedLook, SealedScreen, seatPlayer, type SealedEntryProps, type SealedSeat } from './SealedEntry';
import { initialSealed, sealedReducer, type SealedState } from './flow';

const seats: SealedSeat[] = [
  { id: 'fr', name: 'France', colour: '#2c4a70' },
  { id: 'gb', name: 'Britain', colour: '#8c2323' },
  { id: 'ru', name: 'Russia' },
];
const reduce = sealedReducer<number>(seats.map((s) => s.id));

const props: SealedEntryProps<number> = {
  title: 'Turn-order bids',
  seats,
  renderInput: (seat, value) => <input aria-label={`${seat.name} bid`} type="number" value={value ?? ''} readOnly />,
  validate: (_seat, value) => (value === undefined ? 'Enter a bid.' : value < 0 ? 'A bid cannot be negative.' : null),
  renderReveal: (entries) => (
    <table>
      <tbody>
        {Object.entries(entries).map(([k, v]) => (
          <tr key={k}>
            <td>{k}</td>
            <td>bid={v}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  onReveal: () => {},
};

function html(state: SealedState<number>, extra: Partial<SealedEntryProps<number>> = {}): string {
  return renderToStaticMarkup(<SealedScreen {...props} {...extra} state={state} dispatch={() => {}} send={() => {}} />);
}

describe('sealed entry', () => {
  it('walks each seat through pass, enter and seal, never showing a sealed entry to the next seat', () => {
    let s = initialSealed<number>();
    expect(html(s)).toContain('Pass the laptop to <strong>France</strong>');
    expect(html(s)).not.toContain('France bid'); // no input before France takes the laptop

    s = reduce(s, { type: 'show' });
    expect(html(s)).toContain('aria-label="France bid"');
    // Nothing entered: it cannot be sealed, and says why.
    expect(html(s)).toContain('Enter a bid.');
    expect(html(s)).toMatch(/<button type="submit"[^>]*disabled/);
    expect(reduce(s, { type: 'seal' })).toBe(s);

    s = reduce(s, { type: 'draft', value: -2 });
    expect(html(s)).toContain('A bid cannot be negative.');
    s = reduce(s, { type: 'draft', value: 737 });
    expect(html(s)).toContain('value="737"');
    expect(html(s)).not.toMatch(/<button type="submit"[^>]*disabled/);

    s = reduce(s, { type: 'seal' });
    expect(s.stage).toBe('pass');
    const britainPass = html(s);
    expect(britainPass).toContain('Pass the laptop to <strong>Britain</strong>');
    expect(britainPass).not.toContain('737');
    expect(britainPass).toMatch(/France<\/span><span class="sealed-mark">sealed/);

    s = reduce(s, { type: 'show' });
    const britainEnter = html(s);
    expect(britainEnter).toContain('aria-label="Britain bid"');
    expect(britainEnter).not.toContain('737');
    expect(britainEnter).toContain('value=""'); // Britain starts from nothing, not France's bid

    // Britain hides without sealing: the draft is dropped, and the laptop goes back to Britain's pass screen.
    s = reduce(reduce(s, { type: 'draft', value: 5 }), { type: 'hide' });
    expect(s.stage).toBe('pass');
    expect(s.draft).toBeUndefined();
    expect(s.entries).toEqual({ fr: 737 });

    s = reduce(reduce(reduce(s, { type: 'show' }), { type: 'draft', value: 912 }), { type: 'seal' });
    s = reduce(reduce(reduce(s, { type: 'show' }), { type: 'draft', value: 0 }), { type: 'seal' });
    expect(s.stage).toBe('ready');
    const ready = html(s);
    expect(ready).toContain('Every entry is sealed');
    expect(ready).not.toContain('737');
    expect(ready).not.toContain('912');
    expect(s.entries).toEqual({ fr: 737, gb: 912, ru: 0 });

    // Reveal: every entry at once, then recorded; the flow ends.
    s = reduce(s, { type: 'reveal' });
    const revealed = html(s);
    expect(revealed).toContain('bid=737');
    expect(revealed).toContain('bid=912');
    expect(revealed).toContain('bid=0');
    expect(revealed).toContain('Record in the log');
    s = reduce(s, { type: 'sent' });
    expect(html(s)).toContain('Revealed and recorded.');
    expect(reduce(s, { type: 'show' })).toBe(s);
  });

  it('offers Cancel until the reveal is sent, and no reveal before every seat has sealed', () => {
    const s0 = initialSealed<number>();
    expect(reduce(s0, { type: 'reveal' })).toBe(s0);
    expect(html(s0, { onCancel: () => {} })).toContain('>Cancel</button>');
    expect(html(s0)).not.toContain('>Cancel</button>');
    const sent: SealedState<number> = { stage: 'sent', index: 3, draft: undefined, entries: {} };
    expect(html(sent, { onCancel: () => {} })).not.toContain('>Cancel</button>');
  });

  it('passes the laptop to the player who holds the seat when the campaign names one: “Ann (France)”', () => {
    const out = html(initialSealed<number>(), { seats: [{ ...seats[0]!, player: 'Ann' }, seats[1]!, seats[2]!] });
    expect(out).toContain('Pass the laptop to <strong>Ann</strong> (France)');
    expect(out).toContain('I am Ann (France): show my entry');
    const view = { header: { players: [{ name: 'Ann', powers: ['france', 'spain'] }, { name: '', powers: ['austria'] }] } } as unknown as Parameters<typeof seatPlayer>[0];
    expect(seatPlayer(view, 'spain')).toBe('Ann');
    expect(seatPlayer(view, 'austria')).toBeUndefined();
    expect(seatPlayer(view, 'russia')).toBeUndefined();
    expect(passTo('Spain', 'Ann')).toBe('Ann (Spain)');
    expect(passTo('Spain')).toBe('Spain');
  });

  it('without validate, an entry can be sealed once something is entered', () => {
    const { validate: _v, ...noValidate } = props;
    let s = reduce(initialSealed<number>(), { type: 'show' });
    expect(renderToStaticMarkup(<SealedScreen {...noValidate} state={s} dispatch={() => {}} send={() => {}} />)).toContain('Nothing entered yet.');
    s = reduce(s, { type: 'draft', value: 3 });
    expect(renderToStaticMarkup(<SealedScreen {...noValidate} state={s} dispatch={() => {}} send={() => {}} />)).not.toContain('Nothing entered yet.');
  });
});

describe('sealed look', () => {
  it('shows only whose it is and what, never the contents, until the owner takes the laptop', () => {
    const html = renderToStaticMarkup(
      <SealedLook owner="France" what="secret events" title="1 secret event held">
        <strong>Talleyrand</strong>
      </SealedLook>,
    );
    expect(html).not.toContain('Talleyrand');
    expect(html).toContain('aria-label="France secret events: sealed"');
    expect(html).toContain('1 secret event held');
    expect(html).toContain('Sealed · France only: look');
    expect(renderToStaticMarkup(<SealedLook owner="France" player="Ann" what="secret events" title="1 secret event held">x</SealedLook>)).toContain('title="Only Ann (France) should look"');
  });

  it('records entries still sealed when the game keeps them (no reveal screen, its own last words)', () => {
    const s: SealedState<number> = { stage: 'ready', index: 3, draft: undefined, entries: { fr: 737 } };
    const out = html(s, { recordNote: 'Recorded sealed: only its owner sees it.' });
    expect(out).toContain('Recorded sealed: only its owner sees it.');
    expect(out).toContain('>Record sealed</button>');
    expect(out).not.toContain('737');
    expect(html({ ...s, stage: 'sent' }, { recordNote: 'x' })).toContain('Recorded, still sealed.');
  });
});
