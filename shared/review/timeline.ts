// History review: the campaign as it stood just after each log entry, built once by folding the log through
// the engine (Campaign.load's onEntry), so stepping to any entry is a lookup, not a fold: flat in the log's length.
// Entries' states share structure (the reducers are pure), so keeping one per entry costs little memory.
import { shownDice } from '../engine/random';
import { Campaign, META_BOOKMARK, META_REDO, META_UNDO } from '../engine/campaign';
import { currentStep } from '../engine/sequence';
import type { BaseState, CampaignFile, GameModule, LogEntry } from '../engine/types';
import type { CampaignView, LogRow } from '../ipc/contract';
import { LOG_TAIL, headParts, stateParts } from '../ipc/view';
import type { ReplayIndex, ReviewMark } from './types';

export type { ReplayIndex, ReviewMark } from './types';



function lastAtOrBefore<T>(list: ReadonlyArray<readonly [number, T]> | undefined, n: number): T | undefined {
  if (!list) return undefined;
  let out: T | undefined;
  for (const [at, v] of list) {
    if (at > n) break;
    out = v;
  }
  return out;
}

export class Timeline<S extends BaseState = BaseState> {
  readonly module: GameModule<S>;
  readonly file: CampaignFile;
  /** states[n]: the campaign as it stood just after entry n (states[0]: the set-up). */
  readonly states: S[] = [];
  /** Per entry n: the entry undo would take back then (0: none), and the entry redo would restore (0: none). */
  private readonly undoTop: number[] = [0];
  private readonly redoTop: number[] = [0];
  /** Per entry: the entries (n) at which it was undone or redone, in order; an odd count at n means undone then. */
  private readonly toggles = new Map<number, number[]>();
  /** Per bookmarked entry: [entry n that set it, label], in order. */
  private readonly bookmarks = new Map<number, Array<readonly [number, string]>>();
  /** The entries in force at the end, oldest first. */
  readonly activeSeqs: readonly number[];

  private constructor(module: GameModule<S>, file: CampaignFile) {
    this.module = module;
    this.file = file;
    let activeLen = 0;
    this.states.push(Campaign.load(module, { header: file.header, entries: [] }).state);
    const end = Campaign.load(module, file, (c, e) => this.record(c, e, activeLen, (n) => (activeLen = n)));
    this.activeSeqs = [...end.activeSeqs];
    // The entries as the fold keeps them: sealing follows the rules even for a file saved without it.
    this.file = { header: file.header, entries: [...end.entries] };
  }

  /** Folds a campaign file (as Campaign.load does, with the same checks) into its timeline. */
  static of<S extends BaseState>(module: GameModule<S>, file: CampaignFile): Timeline<S> {
    return new Timeline(module, file);
  }

  get total(): number {
    return this.file.entries.length;
  }

  private record(c: Campaign<S>, e: LogEntry, before: number, setLen: (n: number) => void): void {
    const n = e.seq;
    this.states[n] = c.state;
    const active = c.activeSeqs;
    const redo = c.redoSeqs;
    this.undoTop[n] = active[active.length - 1] ?? 0;
    this.redoTop[n] = redo[redo.length - 1] ?? 0;
    const flip = (seq: number) => {
      const t = this.toggles.get(seq);
      if (t) t.push(n);
      else this.toggles.set(seq, [n]);
    };
    if (e.type === META_UNDO) for (let i = active.length; i < before; i++) flip(redo[redo.length - 1 - (i - active.length)]!);
    else if (e.type === META_REDO) flip((e.payload as { seq: number }).seq);
    else if (e.type === META_BOOKMARK) {
      const p = e.payload as { seq: number; label: string };
      const list = this.bookmarks.get(p.seq);
      if (list) list.push([n, p.label]);
      else this.bookmarks.set(p.seq, [[n, p.label]]);
    }
    setLen(active.length);
  }

  /** The state just before entry n was applied (as it stood after entry n - 1). */
  before(n: number): S {
    return this.states[n - 1]!;
  }

  private status(e: LogEntry, n: number): LogRow['status'] {
    if (e.type.startsWith('meta.')) return 'meta';
    const t = this.toggles.get(e.seq);
    let flips = 0;
    if (t) for (const at of t) if (at <= n) flips++;
    return flips % 2 === 0 ? 'active' : 'undone';
  }

  /** The log as the table saw it just after entry n: its last entries up to n, statuses and bookmarks as they were. */
  logAt(n: number, limit = LOG_TAIL): LogRow[] {
    const rows: LogRow[] = [];
    const entries = this.file.entries;
    for (let i = n - 1; i >= Math.max(0, n - limit); i--) {
      const e = entries[i]!;
      if (e.type === META_BOOKMARK) continue;
      const row: LogRow = { seq: e.seq, at: e.at, type: e.type, title: e.title, when: e.when, status: this.status(e, n) };
      if (e.dice) row.dice = shownDice(e);
      const b = lastAtOrBefore(this.bookmarks.get(e.seq), n);
      if (b) row.bookmark = b;
      rows.push(row);
    }
    return rows.reverse();
  }

  /** The log and the undo / redo offers just after entry n, as the live view had them then. */
  history(n: number) {
    const u = this.undoTop[n]!;
    const r = this.redoTop[n]!;
    const entries = this.file.entries;
    return {
      log: this.logAt(n),
      logTotal: n,
      canUndo: u > 0,
      canRedo: r > 0,
      undoTitle: u ? entries[u - 1]!.title : null,
      redoTitle: r ? entries[r - 1]!.title : null,
    };
  }

  /** The read-only view just after entry n, as the live view was then. */
  view(n: number, path: string | null): CampaignView {
    if (!Number.isInteger(n) || n < 0 || n > this.total) throw new RangeError(`There is no entry ${n}: this campaign has ${this.total}.`);
    return {
      ...headParts(this.module, this.file.header, path),
      ...stateParts(this.module, this.states[n]!, this.file.header),
      ...this.history(n),
      reviewOf: n,
    };
  }

  /**
   * Bookmarks to jump to: every Year / turn / phase start along the entries in force (in the game's words, from
   * its sequence definition), and the group's own bookmarks. Sorted by entry.
   */
  marks(): ReviewMark[] {
    const m = this.module;
    const out: ReviewMark[] = [];
    const where = (s: S) => {
      const step = currentStep(m, s);
      return { turn: s.position.turn, label: m.turnLabel(s), phaseId: step.phaseId, phaseTitle: step.phaseTitle };
    };
    let prev = where(this.states[0]!);
    out.push({ seq: 0, kind: 'year', label: `${prev.label.full} · ${prev.phaseTitle} (set-up)` });
    for (const seq of this.activeSeqs) {
      const now = where(this.states[seq]!);
      const kind = now.label.year !== prev.label.year ? 'year' : now.turn !== prev.turn ? 'turn' : now.phaseId !== prev.phaseId ? 'phase' : null;
      if (kind) out.push({ seq, kind, label: `${now.label.full} · ${now.phaseTitle}` });
      prev = now;
    }
    for (const [seq, list] of this.bookmarks) out.push({ seq, kind: 'group', label: list[list.length - 1]![1] });
    return out.sort((a, b) => a.seq - b.seq || (a.kind === 'group' ? 1 : 0) - (b.kind === 'group' ? 1 : 0));
  }

  index(): ReplayIndex {
    return { total: this.total, marks: this.marks() };
  }
}
