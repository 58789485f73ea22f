// The review's shapes, as main sends them to the renderer (shared/ipc/contract.ts names them).
import type { KnownOddsRoll, ReviewBattle } from '../engine/types';

/** A place to jump to in the replay: a Year / turn / phase start (in the game's words), or the group's own. */
export interface ReviewMark {
  /** The entry after which the view shows it (0: the set-up). */
  seq: number;
  kind: 'year' | 'turn' | 'phase' | 'group';
  label: string;
}

export interface ReplayIndex {
  /** Entries in the log; the replay steps 0..total. */
  total: number;
  marks: ReviewMark[];
}

export interface TrackPoint {
  /** The entry after which the track has this value (0: the set-up). */
  seq: number;
  /** null: not entered (a computed track missing one of its inputs, DerivedValue.missing): a gap, not a 0. */
  value: number | null;
  /** That entry's title: what changed it. */
  title: string;
}

export interface TrackSeries {
  power: string;
  name: string;
  colour: string;
  /** Only where the value changed (a step line: it holds until the next point). */
  points: TrackPoint[];
}

export interface TrackChart {
  id: string;
  name: string;
  series: TrackSeries[];
}

export interface BattleRow extends ReviewBattle {
  seq: number;
  when: string;
}

export interface ReviewCharts {
  /** The last entry (the charts' x axis runs 0..total). */
  total: number;
  /** Year / turn starts along the x axis, in the game's words. */
  ticks: Array<{ seq: number; label: string }>;
  tracks: TrackChart[];
  battles: BattleRow[];
  /** Whether the game reports its battles (else the table says so). */
  battlesKnown: boolean;
}

export interface LuckRoll extends KnownOddsRoll {
  seq: number;
  when: string;
}

export interface PowerLuck {
  power: string;
  name: string;
  colour: string;
  rolls: number;
  expected: number;
  actual: number;
  /** Mid-percentile of the actual total: P(X < actual) + P(X = actual) / 2, as a percentage. */
  percentile: number;
  verdict: string;
  /** "France's dice: 84th percentile, luckier than expected". */
  sentence: string;
  /** Running actual minus expected after each of this power's rolls. */
  cumulative: Array<{ seq: number; value: number }>;
  exact: boolean;
}

export interface LuckReport {
  powers: PowerLuck[];
  rolls: LuckRoll[];
  /** Set when the game does not say which rolls favour whom, so nothing can be measured. */
  unsupported?: string;
}
