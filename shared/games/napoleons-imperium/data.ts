// Napoleon's Imperium: the game's fixed facts the module needs that are not table values (powers, scenarios,
// unit kinds and the few procedural constants the rulebook states in its text). Every number that lives in a
// data table (incomes, costs, rates, Battle Points...) is read from the campaign's data pack (state.data).
import type { PowerDef, ScenarioDef } from '../../engine/types';
import { NI_NATIONS, type NiNation } from './tables';

export type NationId = NiNation;
export type Alliance = 'french' | 'british';
export const NATION_IDS = NI_NATIONS.map((n) => n.id) as NationId[];
export const ALLIANCES: Alliance[] = ['french', 'british'];

export function isNation(id: string): id is NationId {
  return (NATION_IDS as string[]).includes(id);
}

/** Counter colours on the map [Capitals]; hex for the dashboard. */
const HEX: Record<NationId, string> = {
  fr: '#2f5fb3', gb: '#c0392b', ot: '#e0b422', no: '#7b3fa0',
  sp: '#8bc34a', pr: '#2b2b2b', au: '#e8e4d8', ru: '#2e7d32',
};

export const POWERS: PowerDef[] = NI_NATIONS.map((n) => ({ id: n.id, name: n.empire, colour: HEX[n.id], kind: 'major' as const }));

export const ALLIANCE_NAME: Record<Alliance, string> = {
  french: 'French Imperial Alliance',
  british: 'British Coalition Alliance',
};

export const SCENARIOS: ScenarioDef[] = [
  {
    id: 'battle-point',
    name: 'Battle Point Game',
    cite: ['Objectives A', 'Product Information'],
    description: 'Eight empires in two alliances from 1798; 5-6 hours. Agree the final year (rule setting) or give notice during play; the alliance with more Battle Points wins, unless one takes three enemy capitals for a full year.',
    playable: NI_NATIONS.map((n) => n.id),
    minPlayers: 2,
    maxPlayers: 8,
  },
  {
    id: 'campaign',
    name: 'Campaign Game 1798-1815',
    cite: ['Objectives B', 'Product Information'],
    description: 'The same rules played up to the completion of 1815 over several sittings; the usual way to reach a Capital Victory.',
    playable: NI_NATIONS.map((n) => n.id),
    minPlayers: 2,
    maxPlayers: 8,
  },
];

export const STANDARD_UNITS = ['infantry', 'cavalry', 'artillery', 'fleet'] as const;
export const SPECIAL_UNITS = ['camels', 'riflemen'] as const;
export const UNITS = [...STANDARD_UNITS, ...SPECIAL_UNITS] as const;
export type StandardUnit = (typeof STANDARD_UNITS)[number];
export type SpecialUnit = (typeof SPECIAL_UNITS)[number];
export type Unit = (typeof UNITS)[number];
export const LAND_UNITS: Unit[] = ['infantry', 'cavalry', 'artillery', 'camels', 'riflemen'];

export const UNIT_LABEL: Record<Unit, [string, string]> = {
  infantry: ['infantry', 'infantry'],
  cavalry: ['cavalry', 'cavalry'],
  artillery: ['artillery', 'artillery'],
  fleet: ['fleet', 'fleets'],
  camels: ['camel', 'camels'],
  riflemen: ['rifleman', 'riflemen'],
};

export type Weather = 'fine' | 'stormy' | 'rain' | 'snow';
export const WEATHER_LABEL: Record<Weather, string> = { fine: 'Fine', stormy: 'Stormy', rain: 'Rain', snow: 'Snow' };

export type BpCard = 'successful-land-defence' | 'captured-capital' | 'sea-victory' | 'spy-death' | 'captured-commander';
export const BP_CARDS: BpCard[] = ['successful-land-defence', 'captured-capital', 'sea-victory', 'spy-death', 'captured-commander'];
export const BP_CARD_LABEL: Record<BpCard, string> = {
  'successful-land-defence': 'Successful Land Defence',
  'captured-capital': 'Captured Capital',
  'sea-victory': 'Sea Victory',
  'spy-death': 'Spy Death',
  'captured-commander': 'Captured Commander',
};

// Procedural constants stated in the rulebook's text (not in any table) ---------------------------------
/** The preparation year [§2]. */
export const FIRST_YEAR = 1798;
/** The game must finish at the completion of 1815 [Objectives A]. */
export const LAST_YEAR = 1815;
/** Nations per playing year: one turn each [Game Setup]. */
export const NATIONS_PER_YEAR = 8;
/** Minimum income with the capital lost, while at least one territory is owned [§10.1 Note]. */
export const MIN_EXILE_INCOME = 2;
/** A notice to end is given at the end of a year from 1799: majority 2 years, 50/50 3 years [Objectives A]. */
export const NOTICE_EARLIEST_YEAR = 1799;
export const NOTICE_YEARS = { majority: 2, tie: 3 } as const;
/** Two invasions per fleet per year [§20B]; two transportations per fleet per year [§33B]. */
export const INVASIONS_PER_FLEET = 2;
export const TRANSPORTS_PER_FLEET = 2;
/** A neutral territory is taken at the loss of one unit, so at least two are needed [§25]. */
export const NEUTRAL_MIN_UNITS = 2;
/** Spy steal, spy discovery, rebellion and frozen-fleet capture all need a 1 on the d10 [§40, §42A, §43, §44, §49]. */
export const SUCCESS_FACE = 1;
/** The 1798 movement timer: 10 minutes, +5 for each nation beyond two one player plays, at most 20 [§2B.4]. */
export const TIMER_1798 = { base: 10, perExtraNation: 5, freeNations: 2, max: 20 } as const;
/** Optional movement time limit [§41]. */
export const MOVEMENT_LIMIT_MINUTES = 5;
/** Free units [§7, §10B.2, §11B, §12B, §40]. */
export const FREE_UNITS = {
  draw: { infantry: 1 },
  anniversary: { infantry: 1 },
  selfLiberatedCapital: { artillery: 1 },
  alliedLiberatedCapital: { infantry: 1, artillery: 1 },
  alliedLiberatedTerritory: { infantry: 1 },
  rebellion: { infantry: 1, cavalry: 1, artillery: 1 },
} as const satisfies Record<string, Partial<Record<Unit, number>>>;
/** The Gibraltar port follows England [§4B]. */
export const GIBRALTAR_NATION: NationId = 'gb';

export function unitsText(units: Partial<Record<Unit, number>>): string {
  const parts = UNITS.filter((u) => (units[u] ?? 0) > 0).map((u) => `${units[u]} ${UNIT_LABEL[u][units[u] === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

/** The economy line's two Gold Coins: one on min(S, 30), the second on S − 30 above 30 [Economy Line]. */
export function economyCoins(s: number): number[] {
  if (s <= 30) return [s];
  return [30, s - 30];
}
