// The career rank ledger at the end of a Napoleon's Imperium game: each player's game points for this game
// (score.ts: team result by margin + individual bonuses), the career points before it and after, and the rank
// the points reach on the Game Ranks table of the data pack in force. A rank whose points are not entered
// (the source stops at Major, digest A26) is never given a value: a player past the last known threshold is
// "at least" that rank until the group enters it. Pure, no React.
import type { CampaignHeader } from '../../../shared/engine/types';
import type { CellSource, DataPack } from '../../../shared/data/tables';
import { battlePointResult, gamePoints, type PlayerPoints } from '../../../shared/games/napoleons-imperium/score';
import { packOf, type FinalResult, type NiState } from '../../../shared/games/napoleons-imperium/state';

export interface RankRow {
  key: string;
  label: string;
  french: string | null;
  /** Career points needed; null = not entered (missing in the source). */
  points: number | null;
  src: CellSource;
}

/** The Game Ranks table as the pack has it, in its own order (lowest rank first). */
export function rankLadder(pack: DataPack | null | undefined): RankRow[] {
  return (pack?.tables['game-ranks']?.rows ?? []).map((r) => {
    const p = r.cells['points'];
    const f = r.cells['french'];
    const points = p && p.src !== 'missing' && typeof p.v === 'number' ? p.v : null;
    return { key: r.key, label: r.label ?? r.key, french: f && f.src !== 'missing' && typeof f.v === 'string' ? f.v : null, points, src: points === null ? 'missing' : (p?.src ?? 'missing') };
  });
}

export interface RankReached {
  /** The highest rank whose entered points are reached (null: below the first). */
  rank: RankRow | null;
  /** Ranks above it whose points are not entered and that the career points might reach. */
  unknown: RankRow[];
  /** The next rank with points entered above the career points, and the points still to go. */
  next: RankRow | null;
  toNext: number | null;
}

/** The rank `points` reach on the ladder; ranks without points are neither assumed reached nor skipped silently. */
export function rankReached(ladder: readonly RankRow[], points: number): RankReached {
  let at = -1;
  ladder.forEach((r, i) => {
    if (r.points !== null && points >= r.points) at = i;
  });
  const nextIdx = ladder.findIndex((r, i) => i > at && r.points !== null && points < r.points);
  const stop = nextIdx === -1 ? ladder.length : nextIdx;
  const unknown = ladder.slice(at + 1, stop).filter((r) => r.points === null);
  const next = nextIdx === -1 ? null : (ladder[nextIdx] as RankRow);
  return { rank: at >= 0 ? (ladder[at] as RankRow) : null, unknown, next, toNext: next && next.points !== null ? next.points - points : null };
}

export interface LedgerRow extends RankReached {
  player: string;
  nations: PlayerPoints['nations'];
  alliance: PlayerPoints['alliance'];
  /** Game points won in this game, and how. */
  game: number;
  lines: PlayerPoints['lines'];
  careerBefore: number;
  careerNow: number;
}

/** The result the ledger counts: the game's final result, or at the final scoring the result as it stands. */
export function ledgerResult(s: NiState): FinalResult | null {
  return s.finalResult ?? (s.position.stepId === 'final-scoring' ? battlePointResult(s) : null);
}

export function ledgerRows(s: NiState, header: CampaignHeader, res: FinalResult): LedgerRow[] {
  const ladder = rankLadder(packOf(s));
  return gamePoints(s, header, res).map((p) => ({
    player: p.player,
    nations: p.nations,
    alliance: p.alliance,
    game: p.total,
    lines: p.lines,
    careerBefore: p.career,
    careerNow: p.career + p.total,
    ...rankReached(ladder, p.career + p.total),
  }));
}
