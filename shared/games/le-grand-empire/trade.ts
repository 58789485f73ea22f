// Winter resources counted per province and per harbour (§12.3.1-§12.3.3): each power's provinces and
// conquered minors from the group's Provinces table (owner changed by peace clauses and annexation),
// and the trade sheet: each harbour's value (Harbours table) to its owner and to Great Britain by the
// owner's relation with Great Britain, Great Britain's area total halved under a general peace, then
// what the surviving corsairs take (the group's Corsairs table). Pure.
import { MissingDataError } from '../../data/tables';
import { peaceOf } from './peace';
import { registriesOf } from './leaders';
import { corsairDetection, corsairSinking } from './procedures';
import { atWar, cellValue, isPower, needNumber, packOf, tableTitle, type LgeState, type Power } from './state';

/** The provinces a power collects from: its own by the table (unless they changed hands) and those it gained. */
export function provincesOf(s: LgeState, p: Power): Array<{ key: string; label: string; gained: boolean }> {
  const owners = peaceOf(s).owners;
  const rows = packOf(s).tables.provinces?.rows ?? [];
  const out: Array<{ key: string; label: string; gained: boolean }> = [];
  for (const r of rows) {
    const country = cellValue(packOf(s), 'provinces', r.key, 'country');
    const owner = owners[r.key] ?? (typeof country === 'string' && owners[country] ? owners[country] : country);
    if (owner === p) out.push({ key: r.key, label: r.label ?? r.key, gained: owner !== country });
  }
  // Conquered minors (§12.3.2.1): their provinces count as the conqueror's while the war goes on.
  for (const [m, v] of Object.entries(s.minors))
    if (v.status === 'conquered' && v.by === p)
      for (const r of rows.filter((x) => x.key === m || cellValue(packOf(s), 'provinces', x.key, 'country') === m)) if (!out.some((o) => o.key === r.key)) out.push({ key: r.key, label: `${r.label ?? r.key} (conquered)`, gained: true });
  return out;
}

export interface ProvinceLine {
  key: string;
  /** Its capital is controlled: otherwise nothing (§12.3.1). */
  capitalHeld: boolean;
  /** Troubles marker, insurgents or a partisan: nothing (§14.4, §14.5, §12.3.2.1). */
  noIncome: boolean;
  /** £ only: not adjacent, or the enemy's at the start of the war, or only the capital occupied (§12.3.2). */
  poundsOnly: boolean;
}

/** £ and Pr of each province line; a missing value throws MissingDataError naming the Provinces table. */
export function provinceIncome(s: LgeState, lines: ProvinceLine[]): Array<{ key: string; pounds: number; pr: number; why: string }> {
  return lines.map((l) => {
    if (!l.capitalHeld) return { key: l.key, pounds: 0, pr: 0, why: 'capital not controlled' };
    if (l.noIncome) return { key: l.key, pounds: 0, pr: 0, why: 'troubles, insurgents or partisans' };
    const pounds = needNumber(packOf(s), 'provinces', l.key, 'pounds', `${l.key}: its £`);
    const pr = l.poundsOnly ? 0 : needNumber(packOf(s), 'provinces', l.key, 'pr', `${l.key}: its Pr`);
    return { key: l.key, pounds, pr, why: l.poundsOnly ? '£ only' : '' };
  });
}

export type HarbourRelation = 'alliance' | 'neutral' | 'blockaded' | 'war' | 'war-gb-occupies' | 'continental-blockade';
export const RELATION_WORDS: Record<HarbourRelation, string> = {
  alliance: 'Allied with Great Britain',
  neutral: 'Neutral',
  blockaded: 'Blockaded or enemy-controlled',
  war: 'At war with Great Britain',
  'war-gb-occupies': 'At war, Great Britain occupies it',
  'continental-blockade': 'In the Continental Blockade',
};
export interface HarbourLine {
  harbour: string;
  /** The power that owns it, or a minor (it collects nothing in this ledger). */
  owner: string;
  relation: HarbourRelation;
}
export interface TradeResult {
  /** £ per owner (majors only matter for the ledger; France's blockade £ included). */
  owners: Record<string, number>;
  /** Great Britain's £ per sea area, after the general-peace halving and the corsairs. */
  gbByArea: Record<string, { gross: number; halved: boolean; robbed: number; net: number }>;
}

/**
 * The trade sheet as the campaign already knows it (§12.3.3): each harbour's owner from the Harbours table's
 * country, unless a peace clause or annexation gave the harbour or its country away or its minor is conquered;
 * its relation with Great Britain from the Continental Blockade, the wars and the statuses. `known` is false
 * when the country is not entered (Great Britain is then only a placeholder for the group to change).
 */
export function tradeSheetDefaults(s: LgeState): Array<HarbourLine & { known: boolean }> {
  const pack = packOf(s);
  const owners = peaceOf(s).owners;
  const blockade = new Set(blockadeApplies(s) ? [...peaceOf(s).blockade, ...Object.keys(registriesOf(s).blockade.participants)] : []);
  return (pack.tables.harbours?.rows ?? []).map((r) => {
    const c = cellValue(pack, 'harbours', r.key, 'country');
    const country = typeof c === 'string' && c.trim() ? c.trim() : null;
    const minor = country ? s.minors[country] : undefined;
    const owner = owners[r.key] ?? (country ? (owners[country] ?? (minor?.status === 'conquered' && minor.by ? minor.by : country)) : 'great-britain');
    return { harbour: r.key, owner, relation: relationWithBritain(s, owner, blockade), known: !!country };
  });
}

/**
 * Whether a country's part in the Continental Blockade has its trade effects now (rule setting continentalBlockadeScope,
 * per country, from the clause or France's imposition; or only once the whole blockade is in effect (Gloss.).
 */
export const blockadeApplies = (s: LgeState): boolean => s.rules?.continentalBlockadeScope !== 'global-only' || registriesOf(s).blockade.inEffect;

/** Why harbours marked as in the Continental Blockade cannot be counted so yet, or null. */
export function blockadeRefusal(s: LgeState, lines: HarbourLine[]): string | null {
  if (blockadeApplies(s)) return null;
  const under = lines.filter((l) => l.relation === 'continental-blockade').map((l) => l.harbour);
  if (!under.length) return null;
  return `The Continental Blockade is not in effect (not every trade harbour from St Petersbourg to Triest is covered, Gloss.), and the rule setting says its trade effects apply only once it is (§12.3.3.1, A-46): set the relation of ${under.join(', ')} with Great Britain by its owner's war or alliance.`;
}

function relationWithBritain(s: LgeState, owner: string, blockade: Set<string>): HarbourRelation {
  if (owner === 'great-britain') return 'alliance';
  if (blockade.has(owner)) return 'continental-blockade';
  // A minor follows the wars and alliance of the major it is allied to.
  const m = isPower(owner) ? null : s.minors[owner];
  const major = m && (m.status === 'allied' || m.status === 'temporary-ally') && m.by ? m.by : null;
  if (atWar(s, owner, 'great-britain') || (major && atWar(s, major, 'great-britain'))) return 'war';
  if (isPower(owner) ? s.majors[owner] === 'allied-great-britain' : major && (major === 'great-britain' || s.majors[major as Power] === 'allied-great-britain')) return 'alliance';
  return 'neutral';
}

/** The trade sheet (§12.3.3.1, A-26, A-27). Robbed: £ the surviving corsairs take per area (corsairs table). */
export function tradeIncome(s: LgeState, lines: HarbourLine[], generalPeace: string[], robbed: Record<string, number>): TradeResult {
  const pack = packOf(s);
  const owners: Record<string, number> = {};
  const gross: Record<string, number> = {};
  const minBlockade = needNumberOr(s, 'costs', 'blockade-harbour-value', 4);
  for (const l of lines) {
    const value = needNumber(pack, 'harbours', l.harbour, 'tradeValue', `${l.harbour}: its trade value`);
    const area = cellValue(pack, 'harbours', l.harbour, 'seaArea');
    if (typeof area !== 'string' || !area) throw new MissingDataError('harbours', tableTitle('harbours'), [`${l.harbour}: its sea area`]);
    let own = 0;
    let gb = 0;
    const neutralNothing = s.rules?.neutralHarbourTrade === 'nothing';
    switch (l.relation) {
      case 'alliance':
        own = value;
        gb = value;
        break;
      case 'neutral':
        own = neutralNothing ? 0 : value;
        gb = neutralNothing ? 0 : value;
        break;
      case 'war-gb-occupies':
        gb = value;
        break;
      case 'continental-blockade':
        // Nobody trades; France gets 1 £ per blockaded harbour of basic value 4 or more (§12.3.3.1).
        if (value >= minBlockade) owners.france = (owners.france ?? 0) + 1;
        break;
      default:
        break;
    }
    if (own && l.owner !== 'great-britain') owners[l.owner] = (owners[l.owner] ?? 0) + own;
    // Great Britain's own harbour gives its value once.
    gross[area] = (gross[area] ?? 0) + (l.owner === 'great-britain' ? Math.max(gb, own) : gb);
  }
  const gbByArea: TradeResult['gbByArea'] = {};
  for (const [area, g] of Object.entries(gross)) {
    const halved = generalPeace.includes(area);
    const after = halved ? Math.floor(g / 2) : g;
    const r = s.rules?.corsairEffect === 'area-yields-nothing' && (robbed[area] ?? 0) > 0 ? after : Math.min(after, robbed[area] ?? 0);
    gbByArea[area] = { gross: g, halved, robbed: r, net: after - r };
  }
  return { owners, gbByArea };
}

function needNumberOr(s: LgeState, table: string, key: string, d: number): number {
  const v = cellValue(packOf(s), table, key, 'value');
  return typeof v === 'number' ? v : d;
}

/** P(at least one fleet detects the corsair): each fleet 1D6 + its admiral's maneuver + the corsair's value ≥ 5 (§12.3.2.2). */
export function detectionChance(fleets: number[], value: number): number {
  return 1 - fleets.reduce((q, m) => q * (1 - corsairDetection(m, value).probability), 1);
}
/** P(a detected corsair is sunk): each fleet fires once, 1D6 + its admiral's maneuver ≥ 5 (§12.3.2.2). */
export function sinkingChance(fleets: number[]): number {
  return 1 - fleets.reduce((q, m) => q * (1 - corsairSinking(m).probability), 1);
}
