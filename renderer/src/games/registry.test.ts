// The renderer's game registry: what the shortcut list and the calculator keys read from it, and the keys a
// game may not take.
import { describe, expect, it } from 'vitest';
import { calculatorGames, gameUi, gameUis, registerGameUi, shortcutList } from './registry';

describe('the renderer game registry', () => {
  it('gives every registered game its panels, and nothing for a game it does not know', () => {
    expect(gameUis().length).toBeGreaterThanOrEqual(2);
    for (const g of gameUis()) expect(gameUi(g.id)).toBe(g);
    expect(gameUi('no-such-game')).toBeUndefined();
    expect(gameUi(null)).toBeUndefined();
  });

  it('lists each calculator’s C key once in the shortcut list, and a game’s own commands only in its campaigns', () => {
    registerGameUi({ id: 'test-commands', panels: {}, commands: [{ key: 'm', label: 'M', what: 'Mark the map', run: () => {} }] });
    const calcs = calculatorGames();
    expect(calcs.length).toBeGreaterThan(0);
    const home = shortcutList(null);
    expect(home.filter((s) => s.keys.includes('C')).map((s) => s.what)).toEqual(calcs.map((g) => g.calculator.help));
    expect(home.some((s) => s.what === 'Mark the map')).toBe(false);
    expect(shortcutList('test-commands').find((s) => s.what === 'Mark the map')?.keys).toEqual(['M']);
    // The app's own keys come first and last, as before.
    expect(home[0]!.what).toBe('Next step');
    expect(home[home.length - 1]!.what).toBe('Close a dialog or message');
  });

  it('refuses a game command on a key the app uses', () => {
    expect(() => registerGameUi({ id: 'test-bad-key', panels: {}, commands: [{ key: 'n', label: 'N', what: 'Nudge', run: () => {} }] })).toThrow(/the key "n" is the app's own/);
    expect(gameUi('test-bad-key')).toBeUndefined();
    // D opens the campaign's data editor.
    expect(() => registerGameUi({ id: 'test-bad-key', panels: {}, commands: [{ key: 'd', label: 'D', what: 'Draw', run: () => {} }] })).toThrow(/the key "d" is the app's own/);
  });
});
