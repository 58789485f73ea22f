// Chart data for the review: every per-power track over the entries in force, the battles the campaign fought,
// and the luck meter's rolls. One pass over the in-force entries of a Timeline: linear in the log's length.
import type { BaseState, CampaignHeader, GameReview, LogEntry, ReviewBattle } from '../engine/types';
import { luckReport } from './luck';
import type { BattleRow, LuckReport, LuckRoll, ReviewCharts, TrackSeries } from './types';

export type { BattleRow, ReviewCharts, TrackChart, TrackPoint, TrackSeries } from './types';
import type { Timeline } from './timeline';






/** Walks the entries in force with the state before and after each. */
function eachActive<S extends BaseState>(t: Timeline<S>, fn: (e: LogEntry, before: S, after: S) => void): void {
  const entries = t.file.entries;
  for (const seq of t.activeSeqs) fn(entries[seq - 1]!, t.before(seq), t.states[seq]!);
}

export function chartData<S extends BaseState>(t: Timeline<S>): ReviewCharts {
  const m = t.module;
  const h = t.file.header;
  // The (power, track) pairs the dashboard shows, at the start or the end; read each entry with readTrack
  // (cheaper than whole power views).
  const trackIds = new Set(m.tracks.filter((d) => d.scope === 'power').map((d) => d.id));
  const pairs: Array<{ key: string; track: string; power: string; name: string; colour: string }> = [];
  const series = new Map<string, Map<string, TrackSeries>>([...trackIds].map((id) => [id, new Map()]));
  const final = t.activeSeqs.length ? t.states[t.activeSeqs[t.activeSeqs.length - 1]!]! : t.states[0]!;
  for (const p of [...m.powerViews(t.states[0]!, h), ...m.powerViews(final, h)]) {
    for (const track of Object.keys(p.tracks)) {
      const key = `${track}\u0000${p.power}`;
      if (trackIds.has(track) && !pairs.some((x) => x.key === key)) pairs.push({ key, track, power: p.power, name: p.name, colour: p.colour });
    }
  }
  // A computed track whose inputs are not all entered has no value yet (as the dashboard and the summary say),
  // not the partial sum readTrack gives: its points are null. Only games with such tracks pay for derived().
  const derivedIds = new Set(m.tracks.filter((d) => d.derived).map((d) => d.id));
  const anyDerived = pairs.some((x) => derivedIds.has(x.track));
  const last = new Map<string, number | null>();
  const note = (seq: number, title: string, state: S) => {
    const missing = anyDerived ? new Set(m.derived(state, h).filter((d) => d.missing && d.power).map((d) => `${d.id}\u0000${d.power}`)) : null;
    for (const x of pairs) {
      const v = missing?.has(x.key) ? null : m.readTrack(state, x.track, x.power);
      if (last.get(x.key) === v) continue;
      last.set(x.key, v);
      const byPower = series.get(x.track)!;
      let s = byPower.get(x.power);
      if (!s) byPower.set(x.power, (s = { power: x.power, name: x.name, colour: x.colour, points: [] }));
      s.points.push({ seq, value: v, title });
    }
  };
  note(0, 'Set-up', t.states[0]!);
  const battles: BattleRow[] = [];
  const known = !!(m.review?.battle || m.review?.battles);
  eachActive(t, (e, before, after) => {
    note(e.seq, e.title, after);
    for (const x of battlesOf(m.review, e, before, after, h)) battles.push({ ...x, seq: e.seq, when: e.when });
  });
  const tracks = m.tracks
    .filter((d) => d.scope === 'power' && series.get(d.id)!.size > 0)
    .map((d) => ({ id: d.id, name: d.name, series: [...series.get(d.id)!.values()] }));
  const ticks = t
    .marks()
    .filter((k) => k.kind === 'year' || k.kind === 'turn')
    .map((k) => ({ seq: k.seq, label: k.label.replace(/ · [^·]*$/, '') }));
  return { total: t.total, ticks, tracks, battles, battlesKnown: known };
}

/** The battles an entry finished, through whichever of the game's hooks it gives. */
export function battlesOf<S>(r: GameReview<S> | undefined, e: LogEntry, before: S, after: S, h: CampaignHeader): ReviewBattle[] {
  if (r?.battles) return r.battles(e, before, after, h);
  const b = r?.battle?.(e, before, after, h);
  return b ? [b] : [];
}

export function luckOf<S extends BaseState>(t: Timeline<S>): LuckReport {
  const m = t.module;
  const rollsOf = m.review?.rolls;
  if (!rollsOf) return { powers: [], rolls: [], unsupported: `${m.name} does not yet say which of its rolls favour whom, so its luck cannot be measured.` };
  const rolls: LuckRoll[] = [];
  eachActive(t, (e, before) => {
    if (!e.dice?.length && !m.review?.typedDice?.(e)) return;
    for (const r of rollsOf(e, before, t.file.header)) rolls.push({ ...r, seq: e.seq, when: e.when });
  });
  return luckReport(rolls, m.powers.map((p) => ({ id: p.id, name: p.name, colour: p.colour })));
}
