// The games the renderer knows: one line each. Generic screens (Campaign, Home, the calculator, the
// shortcuts) look a game up here and never name one. A game's screens are a chunk of their own, loaded
// the first time one of its campaigns, forms or calculators shows (useGameScreens, under a Suspense).
import { use } from 'react';
import { allianceUi } from '../alliance/entry';
import { imperiumUi } from '../napoleons-imperium/entry';
import { covUi } from '../congress-of-vienna/entry';
import { imperialBordersUi } from '../imperial-borders/entry';
import { lgeUi } from '../le-grand-empire/entry';
import { APP_KEYS, shortcuts, type Shortcut } from '../lib/keys';
import type { GameScreens, GameUi } from './types';

const GAME_UIS = new Map<string, GameUi>();

/** Adds a game's renderer side (the registry's own lines below; a test fixture adds its own). */
export function registerGameUi(ui: GameUi): void {
  const taken = ui.commands?.find((c) => APP_KEYS.includes(c.key));
  if (taken) throw new Error(`${ui.id}: the key "${taken.key}" is the app's own`);
  GAME_UIS.set(ui.id, ui);
}

registerGameUi(allianceUi);
registerGameUi(imperiumUi);
registerGameUi(covUi);
registerGameUi(imperialBordersUi);
registerGameUi(lgeUi);

/** A game's renderer side; a game with none gets the generic screens. */
export function gameUi(id: string | null | undefined): GameUi | undefined {
  return id ? GAME_UIS.get(id) : undefined;
}

const loading = new Map<string, Promise<GameScreens>>();

/** Loads a game's screens (once); undefined for a game the registry does not know. */
export function loadGameScreens(id: string): Promise<GameScreens> | undefined {
  const ui = GAME_UIS.get(id);
  if (!ui) return undefined;
  let p = loading.get(id);
  if (!p) {
    const q: Promise<GameScreens> & { status?: string; value?: GameScreens } = ui.screens().then((s) => {
      // Marked as React marks a settled thenable, so `use` returns it at once, never suspending again.
      q.status = 'fulfilled';
      q.value = s;
      return s;
    });
    p = q;
    // A chunk that failed to load is tried again next time, not remembered as failed.
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}

/** A game's screens; suspends (the nearest Suspense shows "Loading…") until they have loaded the first time. */
export function useGameScreens(id: string | null | undefined): GameScreens | undefined {
  if (!id) return undefined;
  // `use` on every render, loaded or not: a render React replays after the chunk arrives must call it as the
  // first try did, or the hooks after it break (React error 467).
  const p = loadGameScreens(id);
  return p ? use(p) : undefined;
}

export function gameUis(): GameUi[] {
  return [...GAME_UIS.values()];
}

/** The games with a calculator, in registry order. */
export function calculatorGames(): Array<GameUi & { calculator: NonNullable<GameUi['calculator']> }> {
  return gameUis().filter((g): g is GameUi & { calculator: NonNullable<GameUi['calculator']> } => !!g.calculator);
}

/** The shortcut list: the app's keys, every calculator's C, and the open campaign's game's own commands. */
export function shortcutList(game: string | null | undefined): Shortcut[] {
  return shortcuts({
    calculators: calculatorGames().map((g) => g.calculator.help),
    commands: (gameUi(game)?.commands ?? []).map((c) => ({ keys: [c.label], what: c.what })),
  });
}
