// The battle as drafted in the Attack panel, turned into the battle engine's input (the \`adc odds\` JSON) for
// the exact odds, and into the 'battle.setup' input (the campaign completes the rest). Pure, no React.
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import type { CommanderInput, ImperiumOddsInput, UnitInput } from '../../../shared/games/napoleons-imperium/battle/model';
import { policyOf, type CustomOrder } from './casualty-order';
import { LAND_UNITS, NATION_IDS, capitalName, holderOf, isNation, territoryKey, yearOf, type NationId, type Unit, cellValue, maybeNumber, packOf } from './nations';

export type Kind = 'land' | 'sea' | 'neutral' | 'invasion' | 'avoid';
export const KIND_LABEL: Record<Kind, string> = { land: 'Land attack', invasion: 'Invasion from the sea', sea: 'Sea battle', neutral: 'Neutral territory', avoid: 'Avoid (passing fleets)' };
const BATTLE_RULES = ['invasionFireValues', 'invasionAllLadenSunk', 'invasionBothWiped', 'stolenAbilityInRain', 'jointDefenceCards', 'combinedFleetPrize', 'seaDraw', 'captureDiceBands', 'captureDiceAbove20', 'avoidRolls'];

export type Counts = Partial<Record<Unit, number>>;

export interface BattleDraft {
  kind: Kind;
  where: string;
  defenders: NationId[];
  allies: NationId[];
  atk: Counts;
  def: Counts;
  /** Joint defence and combined fleets: the units of every nation after the first on its side [§6, §22, §24]. */
  extra: Partial<Record<NationId, Counts>>;
  /** A land attack continued into further territories with the units left [§5C] (at most five). */
  steps: Array<{ where: string; def: Counts }>;
  cargo: Counts;
  defFleets: number;
  fleetName: string;
  cmd: Record<string, Unit | 'none' | 'off'>;
  eliminates: NationId[];
  /** Fleets surviving per nation, for the sea prize of whichever side wins [§19, A21]. */
  survivorsBy: Record<string, number>;
  sunk: number;
  note: string;
  /** The player's own loss priority per list (casualty-order.ts), checked against the rules before it is kept; none = default. */
  order?: CustomOrder;
}

export const EMPTY: BattleDraft = { kind: 'land', where: '', defenders: [], allies: [], atk: {}, def: {}, extra: {}, steps: [], cargo: {}, defFleets: 0, fleetName: '', cmd: {}, eliminates: [], survivorsBy: {}, sunk: 0, note: '' };

function groups(prefix: string, counts: Counts, types: Unit[]): UnitInput[] {
  return types.filter((u) => (counts[u] ?? 0) > 0).map((u) => ({ id: `${prefix}-${u}`, type: u, count: counts[u]! }));
}

function weatherOf(s: NiState): 'fine' | 'stormy' | 'rain' | 'snow' {
  if (s.rules?.['weather'] !== true) return 'fine';
  return (s.weather[String(yearOf(s.position.turn))] as 'fine' | 'stormy' | 'rain' | 'snow' | undefined) ?? 'fine';
}

/** Allied defenders in the owner's territory (killed first) or joined fleets (sunk first) [§6, §22C, §24]. */
function extraGroups(d: BattleDraft, side: 'a' | 'd', nations: NationId[], types: Unit[]): UnitInput[] {
  const sea = d.kind === 'sea' || d.kind === 'avoid';
  return nations.flatMap((n) =>
    types
      .filter((u) => (d.extra[n]?.[u] ?? 0) > 0)
      .map((u) => ({ id: `${side}-${n}-${u}`, type: u, count: d.extra[n]![u]!, nation: n, ...(sea ? { joined: true } : { ally: true }) })),
  );
}

/** The odds engine's input for the battle as drafted. */
export function oddsInput(s: NiState, attacker: NationId, d: BattleDraft): ImperiumOddsInput | null {
  const defender = d.defenders[0];
  const key = d.where ? territoryKey(s, d.where) : null;
  const orig = key ? cellValue(packOf(s), 'territories', key, 'originalOwner') : null;
  const territory = key
    ? {
        name: key,
        ...(maybeNumber(packOf(s), 'territories', key, 'value') !== null ? { value: maybeNumber(packOf(s), 'territories', key, 'value')! } : {}),
        capital: cellValue(packOf(s), 'territories', key, 'capital') === true || NATION_IDS.some((n) => capitalName(s, n).toLowerCase() === key.toLowerCase()),
        ...(orig === 'neutral' || (typeof orig === 'string' && isNation(orig)) ? { originalOwner: orig as NationId | 'neutral' } : {}),
      }
    : undefined;
  const involved = new Set<string>([attacker, ...d.allies, ...d.defenders]);
  const commanders: CommanderInput[] = s.commanders
    .filter((c) => involved.has(c.nation) && c.status === 'active' && d.cmd[c.id] && d.cmd[c.id] !== 'off')
    .map((c) => ({ id: c.id, side: c.nation === attacker || d.allies.includes(c.nation as NationId) ? 'attacker' : 'defender', rank: c.rank, nation: c.nation, assignedTo: d.cmd[c.id] === 'none' ? null : (d.cmd[c.id] as Unit) }));
  const stolen = s.rules?.['spies'] === true
    ? NATION_IDS.filter((n) => involved.has(n)).flatMap((n) => {
        const spy = s.nations[n].spy;
        return spy.alive && spy.stolen && spy.location.toLowerCase() === capitalName(s, n).toLowerCase() ? [{ nation: n, ability: spy.stolen.ability }] : [];
      })
    : [];
  const rules = Object.fromEntries(BATTLE_RULES.filter((r) => s.rules?.[r] !== undefined).map((r) => [r, s.rules![r]]));
  const policy = policyOf(d.order);
  const base = { game: 'napoleons-imperium' as const, weather: weatherOf(s), attackerNation: attacker, ...(defender ? { defenderNation: defender } : {}), commanders, stolen, rules, ...(territory ? { territory } : {}), ...(policy ? { policy: { casualtyOrder: policy } } : {}) };
  switch (d.kind) {
    case 'land': {
      const a = groups('a', d.atk, LAND_UNITS);
      const df = [...groups('d', d.def, LAND_UNITS), ...extraGroups(d, 'd', d.defenders.slice(1), LAND_UNITS)];
      if (!a.length || !df.length || !defender) return null;
      const steps = d.steps.flatMap((st, k) => {
        const sk = st.where.trim() ? territoryKey(s, st.where) : null;
        const h = sk ? holderOf(s, sk) : null;
        const g = groups(`s${k + 1}`, st.def, LAND_UNITS);
        if (!sk || !h || h === 'neutral' || !g.length) return [];
        const v = maybeNumber(packOf(s), 'territories', sk, 'value');
        return [{ defender: g, defenderNation: h, territory: { name: sk, ...(v !== null ? { value: v } : {}), holder: h } }];
      });
      if (steps.length) return { ...base, kind: 'chain', attacker: a, defender: df, steps };
      return { ...base, kind: 'land', attacker: a, defender: df };
    }
    case 'neutral': {
      const a = groups('a', d.atk, LAND_UNITS);
      if (!a.length) return null;
      return { ...base, kind: 'land', neutral: true, attacker: a, defender: [] };
    }
    case 'sea':
    case 'avoid': {
      if (!(d.atk.fleet ?? 0) || !(d.def.fleet ?? 0) || !defender) return null;
      return {
        ...base,
        kind: d.kind,
        attacker: [{ id: 'a-fleet', type: 'fleet', count: d.atk.fleet! }, ...extraGroups(d, 'a', d.allies, ['fleet'])],
        defender: [{ id: 'd-fleet', type: 'fleet', count: d.def.fleet! }, ...extraGroups(d, 'd', d.defenders.slice(1), ['fleet'])],
      };
    }
    case 'invasion': {
      const fleets = d.atk.fleet ?? 0;
      const cargo = LAND_UNITS.filter((u) => (d.cargo[u] ?? 0) > 0).map((u) => ({ id: `c-${u}`, type: u as 'infantry', count: d.cargo[u]! }));
      const df = [...groups('d', d.def, LAND_UNITS), ...extraGroups(d, 'd', d.defenders.slice(1), LAND_UNITS)];
      if (!fleets || !cargo.length || !df.length || !defender) return null;
      return {
        ...base,
        kind: 'invasion',
        attacker: [{ id: 'a-fleet', type: 'fleet', count: fleets, cargo }],
        defender: df,
        ...(d.defFleets > 0 ? { defenderFleets: [{ id: 'df-fleet', type: 'fleet', count: d.defFleets }] } : {}),
      };
    }
  }
}

/** The 'battle.setup' input: the engine's input less what the campaign fills in itself (attacker, weather, rules, spies, the territory's facts). */
export function stepInput(input: ImperiumOddsInput, kind: Kind, place: string): Record<string, unknown> {
  const { weather: _w, rules: _r, stolen: _s, attackerNation: _a, ...rest } = input;
  const sea = kind === 'sea' || kind === 'avoid';
  const out: Record<string, unknown> = { ...rest, ...(sea ? {} : { territory: { name: place } }) };
  if (!sea) delete out['defenderNation'];
  if (Array.isArray(out['steps'])) out['steps'] = (out['steps'] as Array<Record<string, unknown>>).map(({ defenderNation: _d, territory, ...st }) => ({ ...st, territory: { name: (territory as { name: string }).name } }));
  return out;
}
