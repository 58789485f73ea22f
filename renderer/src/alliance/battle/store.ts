// Presentational state of Alliance's battle screens: the what-if battles being edited (kept while the
// calculator is closed, per campaign). Whether the calculator is open: calculator/store.ts. No rules live here.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DataPack } from '../../../../shared/data/tables';
import { emptyDraft, type BattleDraft } from './draft';

export interface BattleUi {
  /** What-if battles per context: 'standalone' or a campaign id. */
  drafts: Record<string, BattleDraft[]>;
  /** Set-up drafts of campaign battles, keyed "campaignId:battleId". */
  setups: Record<string, BattleDraft>;
  /** The rulebook template pack (data.catalogue), for the calculator outside a campaign. */
  template: DataPack | null;
  templateError: string | null;

  setDrafts(ctx: string, drafts: BattleDraft[]): void;
  setSetup(key: string, draft: BattleDraft | null): void;
  setTemplate(pack: DataPack | null, error?: string | null): void;
}

// The what-ifs survive a reload (this browser's storage; nothing of the campaign's own record lives here).
export const useBattleUi = create<BattleUi>()(
  persist(
    (set) => ({
  drafts: {},
  setups: {},
  template: null,
  templateError: null,
  setDrafts(ctx, drafts) {
    set((s) => ({ drafts: { ...s.drafts, [ctx]: drafts } }));
  },
  setSetup(key, draft) {
    set((s) => {
      const setups = { ...s.setups };
      if (draft) setups[key] = draft;
      else delete setups[key];
      return { setups };
    });
  },
  setTemplate(pack, error = null) {
    set({ template: pack, templateError: error });
  },
    }),
    {
      name: 'adc-alliance-calculator',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ drafts: s.drafts }),
    },
  ),
);

export function draftsFor(ctx: string): BattleDraft[] {
  return useBattleUi.getState().drafts[ctx] ?? [emptyDraft('a', 'Battle A')];
}
