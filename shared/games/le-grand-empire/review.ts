// What Le Grand Empire tells the generic campaign review (shared/review): every battle closed (land,
// naval, siege) with the exact chance before the first die (the attacker's victory; for a siege, the
// fortress falling in that attempt), and every roll whose odds were known: each side's 2D6 on the
// group's combat results table (the enemy combat points it eliminates), the siege attempt (no effect,
// assault, breach, surrender), the loser's demoralisation check and the named procedures of a paying power.
import type { CampaignHeader, GameReview, KnownOddsRoll, LogEntry } from '../../engine/types';
import { LGE_ACTIONS } from './actions';
import { oncePer } from '../../review/luck';
import { landAct } from './actions/battles';
import { buildProcedure, procedureById } from './named-procedures';
import { computeLandOddsFromInput } from './battle/land-entry';
import { crtDistribution } from './battle/land';
import type { LandSetup } from './battle/land-odds';
import { analysis, demoralisationCheck, roundTable, type LandBattleState } from './battle/land-resolver';
import { computeNavalOdds } from './battle/naval-odds';
import { siegeAttemptDistribution, siegeOdds, SIEGE_RESULTS, type SiegeResult } from './battle/siege';
import { checkOptions } from './actions/common';
import { isPower, type Battle, type LgeState, type Power } from './state';

/** The exact chance the app showed before the first die (null when a table was missing: manual mode). */
export const startChance = oncePer(
  (b: Battle) => b.setup as object,
  (b: Battle): number | null => {
    try {
      if (b.kind === 'naval') return computeNavalOdds(b.setup).attackerWins;
      if (b.kind === 'siege') return siegeOdds(b.setup).falls;
      return computeLandOddsFromInput({ ...b.input, game: 'le-grand-empire', kind: 'land', tables: tablesOf(b.setup) }).attackerWins;
    } catch {
      return null;
    }
  },
);

/** The setup's tables in the `adc odds` inline form (the battle was started on them). */
function tablesOf(su: LandSetup) {
  return {
    ...(Object.keys(su.tables.crt).length ? { crt: su.tables.crt } : {}),
    ...(su.tables.ratio ? { ratio: su.tables.ratio } : {}),
    ...(su.tables.wound ? { wound: { dice: su.tables.wound.dice === 1 ? '1D6' : '2D6', rows: su.tables.wound.rows } } : {}),
  };
}

const SIEGE_SCORE: Record<SiegeResult, number> = { nothing: 0, assault: 1, breach: 2, surrender: 3 };

/** Each side's 2D6 on the results table: the distribution of enemy CP eliminated, and what it gave. */
function landRolls(st: LandBattleState, setup: LandSetup, after: LandBattleState | undefined, powers: Record<'attacker' | 'defender', Power>, where: string): KnownOddsRoll[] {
  if (st.stage !== 'roll' || !after?.results.attacker) return [];
  const a = analysis(setup, st);
  const table = roundTable(setup, a.size);
  if (!table) return [];
  return (['attacker', 'defender'] as const).map((side) => {
    const rows = crtDistribution(table, a.buildUp[side].total);
    const max = Math.max(...table.map((r) => r.losses));
    const dist = new Array<number>(max + 1).fill(0);
    for (const [i, p] of rows) dist[table[i]!.losses] = (dist[table[i]!.losses] ?? 0) + p;
    return { power: powers[side], what: `${where}, round ${st.round}: the ${side}’s 2D6 on the ${a.size} table (enemy combat points eliminated)`, dist, actual: after.results[side]!.losses };
  });
}

function demoralisationRoll(st: LandBattleState, setup: LandSetup, after: LandBattleState | undefined, powers: Record<'attacker' | 'defender', Power>, where: string): KnownOddsRoll[] {
  if (st.stage !== 'demoralisation' || !st.winner || after?.demoralised === null || after?.demoralised === undefined) return [];
  const loser = st.winner === 'attacker' ? 'defender' : 'attacker';
  const p = demoralisationCheck(setup, st).probability;
  return [{ power: powers[loser], what: `${where}: the ${loser}’s demoralisation check (in good order scores 1)`, dist: [p, 1 - p], actual: after.demoralised ? 0 : 1 }];
}

function rolls(entry: LogEntry, before: LgeState, header: CampaignHeader): KnownOddsRoll[] {
  const b = before.battle;
  const apply = () => entryAfter(entry, before, header);
  if (entry.type === 'lge.land.act' && b?.kind === 'land') {
    const p = landAct.parse(entry.payload);
    if (p.type !== 'roll' && p.type !== 'demoralisation') return [];
    const after = apply()?.battle;
    const st = after && after.kind === 'land' ? after.state : undefined;
    const powers = { attacker: b.attacker, defender: b.defender };
    return p.type === 'roll' ? landRolls(b.state, b.setup, st, powers, b.where) : demoralisationRoll(b.state, b.setup, st, powers, b.where);
  }
  if (entry.type === 'lge.siege.act' && b?.kind === 'siege') {
    const p = entry.payload as { type?: string; step?: { type?: string } };
    const after = apply()?.battle;
    const sa = after && after.kind === 'siege' ? after.state : undefined;
    if (p.type === 'attempt' && b.setup.table && sa?.attempt.result) {
      const d = siegeAttemptDistribution(b.setup.table, b.setup.level, b.setup.drm);
      return [{ power: b.attacker, what: `Siege of ${b.where}: the attempt (no effect, assault, breach, surrender)`, dist: SIEGE_RESULTS.map((r) => d[r]), actual: SIEGE_SCORE[sa.attempt.result] }];
    }
    if (p.type === 'combat' && b.state.combat && sa?.combat) {
      const powers = { attacker: b.attacker, defender: b.defender };
      const st = b.state.combat.state;
      const t = p.step?.type;
      if (t === 'roll') return landRolls(st, b.state.combat.setup, sa.combat.state, powers, `Siege of ${b.where}`);
      if (t === 'demoralisation') return demoralisationRoll(st, b.state.combat.setup, sa.combat.state, powers, `Siege of ${b.where}`);
    }
    return [];
  }
  if (entry.type === 'lge.procedure') {
    const p = entry.payload as { id: string; input?: Record<string, unknown>; extra?: Array<{ label: string; value: number }> };
    const def = procedureById(p.id);
    if (!def?.payer || !entry.dice?.length) return [];
    const who = 'field' in def.payer ? ((p.input?.[def.payer.field] as string | undefined) ?? (def.fields.find((f) => f.id === (def.payer as { field: string }).field)?.default as string)) : def.payer.power;
    if (!who || !isPower(who)) return [];
    const after = apply();
    const rec = after?.procedures.at(-1);
    if (!rec || rec.success === null) return [];
    const c = buildProcedure(p.id, p.input ?? {}, p.extra ?? [], checkOptions(before));
    return [{ power: who, what: `${def.title}: success`, dist: [1 - c.probability, c.probability], actual: rec.success ? 1 : 0 }];
  }
  return [];
}

/** The state after an entry, folded by the module's own action (the rolls hook gets only `before`). */
function entryAfter(entry: LogEntry, before: LgeState, header: CampaignHeader): LgeState | undefined {
  const def = LGE_ACTIONS[entry.type];
  if (!def) return undefined;
  return def.apply(before, def.schema.parse(entry.payload), { header, dice: entry.dice ?? [] });
}

export const LGE_REVIEW: GameReview<LgeState> = {
  rolls: (entry, before, header) => {
    try {
      return rolls(entry, before, header);
    } catch {
      return [];
    }
  },
  battle(entry, before, after) {
    if (entry.type !== 'lge.battle.close' || !before.battle) return null;
    const b = before.battle;
    const rec = after.battles.at(-1);
    const w = b.state.winner;
    return {
      where: b.where,
      attacker: [b.attacker],
      defender: [b.defender],
      attackerChance: startChance(b),
      ...(b.kind === 'siege' ? { chanceOf: 'the fortress falls in this attempt' } : {}),
      result: rec?.summary ?? '',
      winner: w === 'attacker' || w === 'defender' ? w : null,
    };
  },
};
