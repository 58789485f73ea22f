// The review's own state: where the replay stands, whether it plays and at what pace, and the charts screen.
// Each step asks main for the view as it stood (a lookup in the campaign's timeline, shared/review/timeline.ts).
import { create } from 'zustand';
import type { LuckReport, ReplayIndex, ReviewCharts } from '../../../shared/review/types';
import type { ExportFormat } from '../../../shared/ipc/contract';
import { downloadText } from '../lib/download';
import { useApp } from '../lib/store';

export type ReviewTab = 'tracks' | 'battles' | 'luck';

/** Seconds per entry the table can choose for Play. */
export const PACES = [0.25, 0.5, 1, 2, 4] as const;

interface ReviewUi {
  index: ReplayIndex | null;
  playing: boolean;
  pace: number;
  screen: ReviewTab | null;
  charts: ReviewCharts | null;
  luck: LuckReport | null;
  loading: boolean;
  /** The replay step that could not be shown, and why (the banner offers Try again). */
  error: { seq: number; message: string } | null;
  /** The printable summary, while its print page is open. */
  report: { title: string; html: string } | null;
  openReport(): Promise<void>;
  closeReport(): void;
  /** Saves (desktop) or downloads (browser) the summary or the history. */
  exportAs(format: ExportFormat): Promise<void>;
  /** Loads the replay's length and bookmarks (again, if the log has grown). */
  loadIndex(): Promise<void>;
  goTo(seq: number): Promise<void>;
  step(delta: number): Promise<void>;
  play(): void;
  stop(): void;
  setPace(p: number): void;
  openScreen(tab: ReviewTab): Promise<void>;
  /** Opens a file read-only to review it (nothing is written to it, its journal or its backups). */
  openForReview(path: string): Promise<void>;
  closeScreen(): void;
}

let request = 0;
/** The entry the latest unanswered step asked for (null once it is shown). */
let asked: number | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

async function invoke<K extends 'campaign.review' | 'review.index' | 'review.charts' | 'review.luck' | 'review.report' | 'review.export'>(
  name: K,
  input: K extends 'campaign.review' ? { seq: number } : K extends 'review.export' ? { format: ExportFormat } : Record<string, never>,
) {
  const bridge = useApp.getState().bridge;
  if (!bridge) return null;
  const r = await bridge.invoke(name, input as never);
  if (!r.ok) {
    if (r.error.kind !== 'cancelled') useApp.getState().toast('error', r.error.message);
    return null;
  }
  return r.value;
}

export const useReview = create<ReviewUi>((set, get) => ({
  index: null,
  playing: false,
  pace: 1,
  screen: null,
  charts: null,
  luck: null,
  loading: false,
  error: null,
  report: null,

  async openReport() {
    const r = await invoke('review.report', {});
    if (r) set({ report: r });
  },

  closeReport() {
    set({ report: null });
  },

  async exportAs(format) {
    const r = await invoke('review.export', { format });
    if (!r) return;
    if (r.content !== undefined) {
      downloadText(r.fileName, r.content, r.mime);
      useApp.getState().toast('success', `Downloaded ${r.fileName}.`);
    } else if (r.savedTo) useApp.getState().toast('success', `Saved ${r.savedTo}.`);
  },

  async loadIndex() {
    const idx = await invoke('review.index', {});
    if (idx) set({ index: idx });
  },

  async goTo(seq) {
    const total = get().index?.total ?? useApp.getState().view?.logTotal ?? 0;
    const n = Math.max(0, Math.min(total, seq));
    const mine = ++request;
    const bridge = useApp.getState().bridge;
    if (!bridge) return;
    asked = n;
    let r: Awaited<ReturnType<typeof bridge.invoke<'campaign.review'>>>;
    try {
      r = await bridge.invoke('campaign.review', { seq: n });
    } catch (e) {
      r = { ok: false, error: { message: e instanceof Error ? e.message : String(e) } } as typeof r;
    }
    // A later step was asked for meanwhile: its answer wins.
    if (mine !== request) return;
    asked = null;
    if (!r.ok) {
      get().stop();
      set({ error: { seq: n, message: r.error.message } });
      return;
    }
    set({ error: null });
    if (useApp.getState().view) useApp.setState({ review: r.value });
  },

  async step(delta) {
    // From the entry last asked for, so two quick presses of → go two entries even before the first answers.
    const at = asked ?? useApp.getState().review?.reviewOf ?? 0;
    await get().goTo(at + delta);
  },

  play() {
    const total = get().index?.total ?? 0;
    if ((useApp.getState().review?.reviewOf ?? 0) >= total) void get().goTo(0);
    set({ playing: true });
    const tick = async () => {
      if (!get().playing) return;
      const at = useApp.getState().review?.reviewOf ?? 0;
      if (!useApp.getState().review || at >= (get().index?.total ?? 0)) {
        set({ playing: false });
        return;
      }
      await get().step(1);
      timer = setTimeout(() => void tick(), get().pace * 1000);
    };
    timer = setTimeout(() => void tick(), get().pace * 1000);
  },

  stop() {
    if (timer) clearTimeout(timer);
    timer = null;
    set({ playing: false });
  },

  setPace(p) {
    set({ pace: p });
  },

  async openScreen(tab) {
    set({ screen: tab });
    const view = useApp.getState().view;
    const total = view?.logTotal ?? 0;
    const { charts, luck } = get();
    // Built once per log length: the charts follow the campaign as it grows.
    if (charts && luck && charts.total === total) return;
    set({ loading: true });
    const [c, l] = await Promise.all([invoke('review.charts', {}), invoke('review.luck', {})]);
    set({ charts: c, luck: l, loading: false });
  },

  closeScreen() {
    set({ screen: null, report: null });
  },

  async openForReview(path) {
    const r = await useApp.getState().call('campaign.openReview', { path }, 'Opening the campaign for review');
    if (r.ok && r.value) useApp.setState({ view: r.value, olderLog: [], review: null });
    set({ index: null, charts: null, luck: null, screen: null, report: null });
  },
}));

/** Leaving the review (Back to the present, Esc, any action) stops the replay. */
useApp.subscribe((s, prev) => {
  if (prev.review && !s.review && useReview.getState().playing) useReview.getState().stop();
  // Another campaign (or none): nothing of the last one's figures is kept.
  if (s.view?.header.id !== prev.view?.header.id) {
    useReview.getState().stop();
    useReview.setState({ index: null, charts: null, luck: null, screen: null, report: null });
  }
});
