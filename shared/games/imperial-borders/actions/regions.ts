// The group's per-region list [Registries, optional]: the rulebook prints no map list (digest §9.5), so the
// group adds regions as they come up, each with its controller, kind, Fort or Port tier, Damage Tokens and the
// Gold held there while its controller lacks its Capital [Phase 1: Lost Capital]. Its Revolt Token is read from
// the Revolts (one copy). Battles fought in a listed region update its Damage Tokens and control.
import { z } from 'zod';
import { FORT_HP, TIERS, type Tier } from '../battle';
import { REGION_KINDS, moveGold, nationName, updateNation, type IbState, type NationId, type RegionKind, type RegionRecord, type RevoltRecord } from '../state';
import { def, nationId } from './common';

export const REGION_KIND_WORDS: Record<RegionKind, string> = {
  capital: 'Capital Territory', major: 'Major Homeland Territory', annexed: 'Annexed Territory', independent: 'Independent Territory', port: 'Port',
};
const TIER_WORDS: Record<Tier, string> = { capital: 'Capital', major: 'Major', minor: 'Minor' };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const regionsOf = (s: IbState): RegionRecord[] => s.regions ?? [];
export const findRegion = (s: IbState, name: string): RegionRecord | null => regionsOf(s).find((r) => same(r.name, name)) ?? null;
/** The Revolt Token in a listed region (the Revolts list is the one copy). */
export const regionRevolt = (s: IbState, r: RegionRecord): RevoltRecord | null => s.revolts.find((x) => same(x.territory, r.name)) ?? null;

/** "Major Fort" / "Capital Port" / "no Fort". */
export function fortWords(r: Pick<RegionRecord, 'kind' | 'fort'>): string {
  return r.fort ? `${TIER_WORDS[r.fort]} ${r.kind === 'port' ? 'Port' : 'Fort'}` : r.kind === 'port' ? 'no Port tier' : 'no Fort';
}

function replaceRegion(s: IbState, name: string, f: (r: RegionRecord) => RegionRecord): IbState {
  return { ...s, regions: regionsOf(s).map((r) => (same(r.name, name) ? f(r) : r)) };
}

/** Null when the region as it would stand is consistent, else the reason. */
function regionIssue(s: IbState, r: RegionRecord, was: RegionRecord | null): string | null {
  if (r.kind === 'independent' && r.controller) return `An Independent Territory is no Nation’s: ${r.name} controlled by ${nationName(r.controller)} is Annexed (or Homeland).`;
  if (r.kind === 'independent' && r.fort) return `An Independent Territory has no Fort: a Minor Fort is placed in ${r.name} when it is annexed [Setup].`;
  if (r.kind !== 'independent' && r.kind !== 'port' && !r.controller) return `Name the Nation that controls ${r.name} (a ${REGION_KIND_WORDS[r.kind]} is always some Nation’s).`;
  if (!r.fort && r.damage > 0) return `${r.name} has no Fort or Port tier: Damage Tokens go on a Fort, Port or Ship.`;
  if (r.fort && r.damage > FORT_HP[r.fort]) return `A ${fortWords(r)} has ${FORT_HP[r.fort]} Hit ${FORT_HP[r.fort] === 1 ? 'Point' : 'Points'}: ${r.name} cannot carry ${r.damage} Damage Tokens.`;
  if (r.escrow > 0) {
    if (!r.controller) return `${r.name} is no Nation’s: no income is held there.`;
    const x = s.nations[r.controller];
    if (x.ownCapital) return `${nationName(r.controller)} holds its own Capital: its income goes to its Treasury, none is held in ${r.name} [Phase 1: Lost Capital].`;
    const elsewhere = regionsOf(s).filter((o) => o !== was && o.controller === r.controller).reduce((t, o) => t + o.escrow, 0);
    if (elsewhere + r.escrow > x.escrow)
      return `${nationName(r.controller)} has ${x.escrow} Gold held in its Territories in all${elsewhere ? ` (${elsewhere} already listed elsewhere)` : ''}: ${r.name} cannot hold ${r.escrow}.`;
  }
  return null;
}

const fields = {
  controller: nationId.nullable(),
  kind: z.enum(REGION_KINDS),
  fort: z.enum(TIERS).nullable(),
  damage: z.number().int().min(0).max(4),
  escrow: z.number().int().min(0).max(200),
};
const addPayload = z.object({ name: z.string().trim().min(1).max(60), ...fields, damage: fields.damage.default(0), escrow: fields.escrow.default(0) });
type AddP = z.infer<typeof addPayload>;

const describe = (r: RegionRecord): string =>
  `${r.name} (${REGION_KIND_WORDS[r.kind]}${r.controller ? ` of ${nationName(r.controller)}` : ''}, ${fortWords(r)}${r.damage ? `, ${r.damage} Damage ${r.damage === 1 ? 'Token' : 'Tokens'}` : ''}${r.escrow ? `, ${r.escrow} Gold held there` : ''})`;

const recordOf = (p: AddP): RegionRecord => ({ name: p.name.trim(), controller: p.controller, kind: p.kind, fort: p.fort, damage: p.damage, escrow: p.escrow });

export const regionAdd = def<AddP>({
  type: 'ib.region.add',
  label: 'Add a region',
  schema: addPayload as unknown as z.ZodType<AddP>,
  steps: 'all',
  validate(s, p) {
    const had = findRegion(s, p.name);
    if (had) return `${had.name} is already in the region list: correct it instead.`;
    return regionIssue(s, recordOf(p), null);
  },
  apply: (s, p) => ({ ...s, regions: [...regionsOf(s), recordOf(p)] }),
  title: (_s, p) => `Region added: ${describe(recordOf(p))}`,
});

const correctPayload = z.object({ name: z.string().trim().min(1).max(60), ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) } as {
  name: z.ZodString;
  controller: z.ZodOptional<typeof fields.controller>;
  kind: z.ZodOptional<typeof fields.kind>;
  fort: z.ZodOptional<typeof fields.fort>;
  damage: z.ZodOptional<typeof fields.damage>;
  escrow: z.ZodOptional<typeof fields.escrow>;
});
type CorrectP = z.infer<typeof correctPayload>;

const corrected = (r: RegionRecord, p: CorrectP): RegionRecord => ({
  ...r,
  ...(p.controller !== undefined ? { controller: p.controller } : {}),
  ...(p.kind !== undefined ? { kind: p.kind } : {}),
  ...(p.fort !== undefined ? { fort: p.fort } : {}),
  ...(p.damage !== undefined ? { damage: p.damage } : {}),
  ...(p.escrow !== undefined ? { escrow: p.escrow } : {}),
});

/** What a correction changes, in words ("Damage Tokens 2 → 0"). */
function changes(a: RegionRecord, b: RegionRecord): string[] {
  const out: string[] = [];
  if (a.controller !== b.controller) out.push(`controller ${a.controller ? nationName(a.controller) : 'none'} → ${b.controller ? nationName(b.controller) : 'none'}`);
  if (a.kind !== b.kind) out.push(`${REGION_KIND_WORDS[a.kind]} → ${REGION_KIND_WORDS[b.kind]}`);
  if (a.fort !== b.fort) out.push(`${fortWords(a)} → ${fortWords(b)}`);
  if (a.damage !== b.damage) out.push(`Damage Tokens ${a.damage} → ${b.damage}`);
  if (a.escrow !== b.escrow) out.push(`Gold held there ${a.escrow} → ${b.escrow}`);
  return out;
}

export const regionCorrect = def<CorrectP>({
  type: 'ib.region.correct',
  label: 'Correct a region',
  schema: correctPayload as unknown as z.ZodType<CorrectP>,
  steps: 'all',
  validate(s, p) {
    const r = findRegion(s, p.name);
    if (!r) return `${p.name.trim()} is not in the region list: add it first.`;
    const next = corrected(r, p);
    if (!changes(r, next).length) return `${r.name} already stands so in the region list: nothing to correct.`;
    return regionIssue(s, next, r);
  },
  apply: (s, p) => replaceRegion(s, p.name, (r) => corrected(r, p)),
  title(s, p) {
    const r = findRegion(s, p.name)!;
    return `Region corrected: ${r.name}: ${changes(r, corrected(r, p)).join('; ')}`;
  },
});

/**
 * After a battle in a listed region [Chapter 2 F: Fortifications; Chapter 3 B]: its Damage Tokens as the battle
 * left them, and on capture the new controller; Gold held there moves to the captor's Treasury [Phase 1: Lost
 * Capital: "Once recovered or captured, the Gold is transferred immediately to the controller's Treasury"].
 */
export function regionAfterBattle(s: IbState, where: string, fort: { tier: Tier; damage: number } | null, captor: NationId | null): { state: IbState; lines: string[] } {
  const r = findRegion(s, where);
  if (!r) return { state: s, lines: [] };
  let next = s;
  const lines: string[] = [];
  let after: RegionRecord = { ...r };
  if (fort) after = { ...after, fort: fort.tier, damage: Math.min(FORT_HP[fort.tier], fort.damage) };
  if (captor && captor !== r.controller) {
    const t = takeRegion(next, after, captor);
    next = t.state;
    after = t.after;
    lines.push(...t.lines);
  }
  const changed = changes(r, after);
  if (changed.length) lines.push(`Region list, ${r.name}: ${changed.join('; ')}`);
  return { state: replaceRegion(next, r.name, () => after), lines };
}

/** A Nation that recovers its Capital takes the Gold held in its Territories: none stays in its listed regions. */
export function regionsReleased(s: IbState, n: NationId): IbState {
  if (!regionsOf(s).some((r) => r.controller === n && r.escrow > 0)) return s;
  return { ...s, regions: regionsOf(s).map((r) => (r.controller === n ? { ...r, escrow: 0 } : r)) };
}

/** A listed region passes to `captor`; Gold held there goes to the captor's Treasury (or stays held, if it lacks its own Capital). */
function takeRegion(s: IbState, r: RegionRecord, captor: NationId): { state: IbState; after: RegionRecord; lines: string[] } {
  let next = s;
  // An annexed Independent Territory gets a Minor Fort [Setup: "A Minor Fort is placed in an Independent Territory if it is annexed"].
  let after: RegionRecord = { ...r, controller: captor, ...(r.kind === 'independent' ? { kind: 'annexed' as const, fort: r.fort ?? ('minor' as const) } : {}) };
  const lines: string[] = [];
  if (r.escrow > 0 && r.controller) {
    const held = Math.min(r.escrow, next.nations[r.controller].escrow);
    next = updateNation(next, r.controller, (x) => ({ escrow: Math.max(0, x.escrow - held) }));
    if (next.nations[captor].ownCapital) {
      next = moveGold(next, captor, held, `Gold held in ${r.name} (captured)`);
      after = { ...after, escrow: 0 };
    } else {
      next = updateNation(next, captor, (x) => ({ escrow: x.escrow + held }));
      after = { ...after, escrow: held };
    }
    lines.push(`${nationName(captor)} takes the ${held} Gold held in ${r.name}`);
  }
  return { state: next, after, lines };
}

/** A listed region changes hands outside a battle (a Revolt ended by capture, an annexation). */
export function regionTaken(s: IbState, name: string, by: NationId): IbState {
  const r = findRegion(s, name);
  if (!r || r.controller === by) return s;
  const t = takeRegion(s, r, by);
  return replaceRegion(t.state, r.name, () => t.after);
}

/**
 * A traded Port or Territory that is in the region list [Optional: Trading Tangibles]: it must be the giver's
 * there; one holding Gold of a Nation without its Capital is refused (the rulebook moves that Gold on recovery or
 * capture only, never in a trade: the group settles it and corrects the list first).
 */
export function listedTradeRefusal(s: IbState, name: string, giver: NationId): string | null {
  const r = findRegion(s, name);
  if (!r) return null;
  if (r.controller !== giver) return `The region list has ${r.name} ${r.controller ? `controlled by ${nationName(r.controller)}` : 'controlled by no Nation'}, not ${nationName(giver)}.`;
  if (r.escrow > 0) return `${r.name} holds ${r.escrow} Gold of ${nationName(giver)}’s income; the rulebook moves it only when the Capital is recovered or the Territory captured, not in a trade: settle it and correct the region list first.`;
  return null;
}
