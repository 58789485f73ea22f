// The data editor's presentational state: which workspace tab is open, the selected table, the game
// catalogues read from main, the pack library, and the library pack being edited from Home.
import { useEffect } from 'react';
import { create } from 'zustand';
import type { DataPack } from '../../../shared/data/tables';
import type { GameId } from '../../../shared/engine/types';
import { GAME_IDS, GAME_NAMES } from '../../../shared/games/ids';
import type { DataCatalogue, PackEntry } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';

export type WorkspaceTab = 'data' | 'rules' | 'packs';

/** Every game with data tables, playable here or not yet, as the game registry lists them: a group can prepare its packs ahead. */
export const DATA_GAMES: Array<{ id: GameId; name: string }> = GAME_IDS.map((id) => ({ id, name: GAME_NAMES[id] }));

export interface LibraryDraft {
  game: GameId;
  /** The library pack being edited; null for a new pack started from the rulebook values. */
  packId: string | null;
  pack: DataPack;
  /** Changed since it was opened or last saved. */
  dirty: boolean;
}

export interface DataUiStore {
  /** The campaign's data workspace: which tab is open, or null when closed. */
  open: WorkspaceTab | null;
  /** The table shown in the editor, per game. */
  table: Partial<Record<GameId, string>>;
  catalogues: Partial<Record<GameId, DataCatalogue>>;
  library: PackEntry[];
  libraryLoaded: boolean;
  draft: LibraryDraft | null;
  /** Rows another screen asked to see (the battle calculator's blocks to fill in). */
  focus: { game: GameId; table: string; rows: string[] } | null;

  show(tab: WorkspaceTab, table?: { game: GameId; id: string }): void;
  toggle(tab: WorkspaceTab): void;
  close(): void;
  selectTable(game: GameId, id: string): void;
  catalogue(game: GameId): Promise<DataCatalogue | null>;
  loadLibrary(): Promise<void>;
  editDraft(d: LibraryDraft | null): void;
  /** Opens the campaign's editor on a table, showing only the given rows (none: all of them). */
  openTable(game: GameId, table: string, rows?: string[]): void;
  clearFocus(): void;
}

const inflight = new Map<GameId, Promise<DataCatalogue | null>>();

export const useDataUi = create<DataUiStore>((set, get) => ({
  open: null,
  table: {},
  catalogues: {},
  library: [],
  libraryLoaded: false,
  draft: null,
  focus: null,

  show(tab, table) {
    set((s) => ({ open: tab, ...(table ? { table: { ...s.table, [table.game]: table.id } } : {}) }));
  },
  toggle(tab) {
    set((s) => ({ open: s.open === tab ? null : tab }));
  },
  close() {
    set({ open: null, focus: null });
  },
  selectTable(game, id) {
    set((s) => ({ table: { ...s.table, [game]: id } }));
  },
  async catalogue(game) {
    const have = get().catalogues[game];
    if (have) return have;
    let p = inflight.get(game);
    if (!p) {
      p = useApp
        .getState()
        .call('data.catalogue', { game }, 'Reading the game’s tables')
        .then((r) => {
          inflight.delete(game);
          if (!r.ok) return null;
          set((s) => ({ catalogues: { ...s.catalogues, [game]: r.value } }));
          return r.value;
        });
      inflight.set(game, p);
    }
    return p;
  },
  async loadLibrary() {
    const r = await useApp.getState().call('packs.list', {}, 'Reading the data packs');
    if (r.ok) set({ library: r.value, libraryLoaded: true });
  },
  editDraft(d) {
    set({ draft: d });
  },
  openTable(game, table, rows = []) {
    set((s) => ({ open: 'data', table: { ...s.table, [game]: table }, focus: rows.length ? { game, table, rows } : null }));
  },
  clearFocus() {
    set({ focus: null });
  },
}));

/** The catalogue of a game, read once from main. */
export function useCatalogue(game: GameId | undefined): DataCatalogue | null {
  const cat = useDataUi((s) => (game ? s.catalogues[game] : undefined));
  useEffect(() => {
    if (game && !cat) void useDataUi.getState().catalogue(game);
  }, [game, cat]);
  return cat ?? null;
}
