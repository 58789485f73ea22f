// Napoleon's Imperium: the end of the game. Team totals, the result, game points per player and ranks
// [Objectives A-B, Battle Point Score Chart, Game Points Allocation, Game Ranks; digest A26].
import type { CampaignHeader } from '../../engine/types';
import { ALLIANCE_NAME, NATION_IDS, isNation, type Alliance, type NationId } from './data';
import { allianceOf, battlePoints, maybeNumber, packOf, teamTotals, type FinalResult, type NiState } from './state';

export function battlePointResult(s: NiState): FinalResult {
  const totals = teamTotals(s);
  const margin = Math.abs(totals.french - totals.british);
  const winner: Alliance | null = totals.french === totals.british ? null : totals.french > totals.british ? 'french' : 'british';
  return { kind: 'battle-points', totals, winner, margin };
}

export function capitalVictoryResult(s: NiState, alliance: Alliance): FinalResult {
  const totals = teamTotals(s);
  return { kind: 'capital-victory', totals, winner: alliance, margin: Math.abs(totals.french - totals.british) };
}

interface GpRow {
  key: string;
  label: string;
  side: string | null;
  points: number | null;
  min: number | null;
  max: number | null;
}

function gpRows(s: NiState): GpRow[] {
  const p = packOf(s);
  return (p.tables['game-points']?.rows ?? []).map((r) => ({
    key: r.key,
    label: r.label ?? r.key,
    side: typeof r.cells['side']?.v === 'string' ? (r.cells['side']!.v as string) : null,
    points: maybeNumber(p, 'game-points', r.key, 'points'),
    min: maybeNumber(p, 'game-points', r.key, 'minMargin'),
    max: maybeNumber(p, 'game-points', r.key, 'maxMargin'),
  }));
}

export interface PlayerPoints {
  player: string;
  alliance: Alliance;
  nations: NationId[];
  lines: Array<{ label: string; value: number; note?: string }>;
  total: number;
  career: number;
  rank: string | null;
}

function inRange(r: GpRow, m: number): boolean {
  return r.min !== null && m >= r.min && (r.max === null || m <= r.max);
}

/** The team row for each side by the margin, or the Capital Victory rows. */
function teamRow(s: NiState, res: FinalResult, side: Alliance): GpRow | { missing: string } {
  const rows = gpRows(s);
  const find = (key: string) => rows.find((r) => r.key === key);
  if (res.kind === 'capital-victory') {
    const r = find(res.winner === side ? 'capital-victory' : 'loss-capital-victory');
    return r ?? { missing: 'the Capital Victory rows' };
  }
  const draw = find('draw');
  const isDraw = res.winner === null || (draw ? res.margin <= (draw.max ?? 0) : false);
  if (isDraw) return draw ?? { missing: 'the Draw row' };
  const want = res.winner === side ? 'winner' : 'loser';
  const skip = new Set(['capital-victory', 'loss-capital-victory']);
  const r = rows.find((x) => x.side === want && !skip.has(x.key) && inRange(x, res.margin));
  return r ?? { missing: `a ${want} row for a margin of ${res.margin}` };
}

export function gamePoints(s: NiState, header: CampaignHeader, res: FinalResult): PlayerPoints[] {
  const rows = gpRows(s);
  const career = (header.settings['careerPoints'] as Record<string, number> | undefined) ?? {};
  const perPlayer = header.players.map((pl) => {
    const nations = pl.powers.filter(isNation);
    const alliance = allianceOf(s, nations[0]!);
    return { pl, nations, alliance };
  });
  // Individual bonuses: per nation (a player takes its best nation) or per player (sum), digest A26.
  const byPlayer = s.rules?.['highestIndividualScore'] === 'player';
  const scoreOf = (nations: NationId[], f: (n: NationId) => number) => (byPlayer ? nations.reduce((a, n) => a + f(n), 0) : Math.max(...nations.map(f)));
  const bonuses: Array<{ key: string; measure: (n: NationId) => number; capitalOnly: boolean }> = [
    { key: 'highest-overall-score', measure: (n) => battlePoints(s, n).total, capitalOnly: false },
    { key: 'highest-battle-flags', measure: (n) => s.nations[n].flags, capitalOnly: false },
    { key: 'highest-sea-victories', measure: (n) => s.nations[n].cards['sea-victory'], capitalOnly: true },
  ];
  return perPlayer.map(({ pl, nations, alliance }) => {
    const lines: PlayerPoints['lines'] = [];
    const tr = teamRow(s, res, alliance);
    if ('missing' in tr) lines.push({ label: 'Team result', value: 0, note: `fill in the table "Game Points Allocation": ${tr.missing}` });
    else if (tr.points === null) lines.push({ label: tr.label, value: 0, note: 'fill in its points in the table "Game Points Allocation"' });
    else lines.push({ label: tr.label, value: tr.points });
    for (const b of bonuses) {
      if (b.capitalOnly && res.kind !== 'capital-victory') continue;
      const row = rows.find((r) => r.key === b.key);
      if (!row) continue;
      const mine = scoreOf(nations, b.measure);
      const best = Math.max(...perPlayer.map((x) => scoreOf(x.nations, b.measure)));
      if (mine !== best || best <= 0) continue;
      if (row.points === null) lines.push({ label: row.label, value: 0, note: 'no value in the source: fill in the table "Game Points Allocation" (digest A26)' });
      else lines.push({ label: row.label, value: row.points });
    }
    const total = lines.reduce((a, l) => a + l.value, 0);
    const c = Number(career[pl.name] ?? 0) || 0;
    return { player: pl.name, alliance, nations, lines, total, career: c, rank: rankFor(s, c + total) };
  });
}

/** The highest rank whose points are reached [Game Ranks]; ranks with no value are skipped. */
export function rankFor(s: NiState, points: number): string | null {
  const p = packOf(s);
  const rows = (p.tables['game-ranks']?.rows ?? [])
    .map((r) => ({ label: r.label ?? r.key, points: maybeNumber(p, 'game-ranks', r.key, 'points') }))
    .filter((r): r is { label: string; points: number } => r.points !== null)
    .sort((a, b) => a.points - b.points);
  let rank: string | null = null;
  for (const r of rows) if (points >= r.points) rank = r.label;
  return rank;
}

export function resultText(s: NiState, res: FinalResult): string {
  const t = `${ALLIANCE_NAME.french} ${res.totals.french}, ${ALLIANCE_NAME.british} ${res.totals.british} Battle Points`;
  if (res.kind === 'capital-victory') return `Capital Victory for the ${ALLIANCE_NAME[res.winner!]}: three enemy capitals held for a full playing year (Objectives B). ${t}.`;
  if (res.winner === null) return `The final year is over: the alliances are level. ${t}.`;
  return `Battle Point Victory for the ${ALLIANCE_NAME[res.winner]} by ${res.margin} (Objectives A). ${t}.`;
}

export function winnersOf(s: NiState, res: FinalResult): string[] {
  if (!res.winner) return [];
  return NATION_IDS.filter((n) => allianceOf(s, n) === res.winner);
}
