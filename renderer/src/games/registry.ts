// The games the renderer knows: one line each. Generic screens (Campaign, Home, the calculator, the
// shortcuts) look a game up here and never name one.
import { allianceUi } from '../alliance/ui';
import { imperiumUi } from '../napoleons-imperium/ui';
import { covUi } from '../congress-of-vienna/ui';
import { imperialBordersUi } from '../imperial-borders/ui';
import { lgeUi } from '../le-grand-empire/ui';
import { APP_KEYS, shortcuts, type Shortcut } from '../lib/keys';
import type { GameUi } from './types';

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
