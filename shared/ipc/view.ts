// Builds what the renderer shows from a campaign. Pure; used by main and by tests.
import { shownDice } from '../engine/random';
import { Campaign, META_BOOKMARK } from '../engine/campaign';
import { GAME_OVER, canLeaveStep, currentStep, previousApplicableStep, sequenceView, stepChecklist, stepPrompt } from '../engine/sequence';
import type { BaseState, CampaignHeader, GameModule, LogEntry } from '../engine/types';
import type { CampaignView, LogRow } from './contract';

export const LOG_TAIL = 300;

/** activeSeqs is increasing, so membership is a binary search: no per-view set of the whole log. */
function inForce(active: readonly number[], seq: number): boolean {
  let lo = 0;
  let hi = active.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = active[mid]!;
    if (v === seq) return true;
    if (v < seq) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export function logRow(c: Campaign<any>, e: LogEntry, active: readonly number[]): LogRow {
  const row: LogRow = {
    seq: e.seq,
    at: e.at,
    type: e.type,
    title: e.title,
    when: e.when,
    status: e.type.startsWith('meta.') ? 'meta' : inForce(active, e.seq) ? 'active' : 'undone',
  };
  if (e.dice) row.dice = shownDice(e);
  const b = c.bookmarkList.get(e.seq);
  if (b) row.bookmark = b;
  return row;
}

export function logRows(c: Campaign<any>, before?: number, limit = 200): LogRow[] {
  const active = c.activeSeqs;
  const end = Math.min(before ? before - 1 : c.entries.length, c.entries.length);
  const start = Math.max(0, end - limit);
  return c.entries.slice(start, end).filter((e) => e.type !== META_BOOKMARK).map((e) => logRow(c, e, active));
}

/** The parts of a view that come from one state: shared by the live view and history review (shared/review). */
export function stateParts<S extends BaseState>(m: GameModule<S>, state: S, h: CampaignHeader) {
  const step = currentStep(m, state);
  return {
    turn: m.turnLabel(state),
    step: { id: step.id, title: step.title, phaseId: step.phaseId, phaseTitle: step.phaseTitle, summary: step.summary, checklist: stepChecklist(m, state), cite: step.cite, who: step.who },
    prompt: stepPrompt(m, state, h),
    reminders: m.reminders(state, h),
    sequence: sequenceView(m, state).phases,
    units: m.sequence.units,
    canLeaveStep: state.gameOver ? GAME_OVER : canLeaveStep(m, state, h),
    canBack: !state.gameOver && previousApplicableStep(m, state) !== null,
    powers: m.powerViews(state, h),
    derived: m.derived(state, h),
    statusBoard: m.statusBoard(state, h),
    tracks: m.tracks,
    usualRoll: m.usualRoll,
    beforeYouPlay: m.beforeYouPlay && !state.gameOver ? m.beforeYouPlay(state, h) : [],
    gameOver: state.gameOver,
    state,
  } satisfies Partial<CampaignView>;
}

export function headParts(m: GameModule<any>, h: CampaignHeader, path: string | null) {
  return {
    path,
    fileName: path ? path.split(/[\\/]/).pop()! : 'Unsaved campaign',
    header: h,
    gameName: m.name,
    scenarioName: m.scenarios.find((s) => s.id === h.scenario)?.name ?? h.scenario,
  };
}

export function buildView<S extends BaseState>(c: Campaign<S>, path: string | null, reviewSeq?: number): CampaignView {
  const m = c.module;
  const state = reviewSeq === undefined ? c.state : c.stateAfter(reviewSeq);
  const undoSeq = c.activeSeqs[c.activeSeqs.length - 1];
  const redoSeq = c.redoSeqs[c.redoSeqs.length - 1];
  const { turn, step, prompt, reminders, sequence, units, canLeaveStep, canBack, powers, derived, statusBoard, tracks, usualRoll, beforeYouPlay, gameOver } = stateParts(m, state, c.header);
  return {
    ...headParts(m, c.header, path),
    turn,
    step,
    prompt,
    reminders,
    sequence,
    units,
    canLeaveStep,
    canBack,
    powers,
    derived,
    statusBoard,
    tracks,
    usualRoll,
    beforeYouPlay,
    log: logRows(c, undefined, LOG_TAIL),
    logTotal: c.entries.length,
    canUndo: c.canUndo,
    canRedo: c.canRedo,
    undoTitle: undoSeq ? c.entries[undoSeq - 1]!.title : null,
    redoTitle: redoSeq ? c.entries[redoSeq - 1]!.title : null,
    gameOver,
    state,
    ...(reviewSeq !== undefined ? { reviewOf: reviewSeq } : {}),
  };
}
