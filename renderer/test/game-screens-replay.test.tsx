// @vitest-environment happy-dom
// A component that reads a game's screens and has hooks after them: when its screens load while React is still
// rendering (the chunk arrives before React yields), React replays the component. useGameScreens must call `use`
// on that replay as on the first try, or the hooks after it break the replay (React error 467, "recovered" as a
// page error: the e2e flake of 2026-12-02).
import { describe, expect, it, vi } from 'vitest';
import { Suspense, act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerGameUi, useGameScreens } from '../src/games/registry';
import type { GameScreens, GameUi } from '../src/games/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Reader({ id }: { id: string }) {
  const [before] = useState('hooks before');
  const screens = useGameScreens(id);
  const [after] = useState('hooks after');
  return <p>{`${before}, ${screens ? 'screens' : 'none'}, ${after}`}</p>;
}

describe('useGameScreens', () => {
  it('a component with hooks after it renders once its screens load mid-render, with no recovered error', async () => {
    const ui = { id: 'replay-test', name: 'Replay test', screens: () => Promise.resolve({} as GameScreens) } as unknown as GameUi;
    registerGameUi(ui);
    const recovered: unknown[] = [];
    // React's development build names the mistake on the console ("called use() to suspend ... but did not call use()").
    const errors = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void recovered.push(a.join(' ')));
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container, { onRecoverableError: (e) => recovered.push(e), onUncaughtError: (e) => recovered.push(e) });
    await act(async () => root.render(<Suspense fallback={<p>Loading…</p>}><Reader id="replay-test" /></Suspense>));
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('hooks before, screens, hooks after');
    // Loaded: drawn straight away (no "Loading…"), again with no error.
    await act(async () => root.render(<Suspense fallback={<p>Loading…</p>}><Reader id="replay-test" /></Suspense>));
    expect(container.textContent).toBe('hooks before, screens, hooks after');
    expect(recovered).toEqual([]);
    await act(async () => root.unmount());
    errors.mockRestore();
  });
});
