// Battles fought step by step inside a campaign [Battle Resolution]: 'ib.battle.setup' builds the battle from
// the Forces the table enters (Medals held and the rule settings from the campaign), 'ib.battle.step' applies
// one resolver action (the dice from the app's seeded dice or the faces of the table's dice), and
// 'ib.battle.record' writes Chapter 3 into the round's casualty ledger and the control registry.
import { z } from 'zod';
import type { DiceRequest, DiceRoll } from '../../../engine/random';
import {
  BattleActionError, FORT_HP, LAND_TYPES, MORALE_POINTS, POINTS, SHIP_TYPES, SIDES, TIERS, applyAction, createBattle, diceFor, shipOoa, shipSunk,
  type BattleAction, type BattleSetup, type BattleSide, type IbBattleState, type LandType, type Medal, type RolledFaces, type SideName,
} from '../battle';
import { activeNation, blackOf, diceFaces, moveGold, nationName, updateNation, whiteOf, type IbFight, type IbState, type NationId } from '../state';
import { def, inPlayCheck, names, nationId } from './common';
import { countTypes, groupWords } from '../movement';
import { addTagSets, cargoGone, takeFrom } from './movement';
import { regionAfterBattle, regionsReleased } from './regions';

/** An Arrow Tag on a Force this round [Arrow Tags]: Red or White keep it off the Active Nation's side. */
const arrow = z.enum(['blue', 'red', 'white']).optional();
const unit = z.object({
  id: z.string().min(1).max(40).optional(),
  nation: nationId,
  type: z.enum(LAND_TYPES),
  elite: z.boolean().default(false),
  zone: z.enum(['front', 'rear', 'land']).optional(),
  arrow,
});
const ship = z.object({
  id: z.string().min(1).max(40).optional(),
  nation: nationId,
  type: z.enum(SHIP_TYPES),
  elite: z.boolean().default(false),
  damage: z.number().int().min(0).max(2).default(0),
  cargo: z.array(z.enum(LAND_TYPES)).max(4).default([]),
  arrow,
});
const side = z.object({
  /** The side's Nations; the first commands it. */
  nations: z.array(nationId).min(1).max(6),
  units: z.array(unit).max(60).default([]),
  ships: z.array(ship).max(30).default([]),
  fortification: z.object({ tier: z.enum(TIERS), damage: z.number().int().min(0).max(4).default(0), nation: nationId }).nullable().default(null),
});
const setupPayload = z.object({
  where: z.string().trim().min(1).max(60),
  kind: z.enum(['land', 'sea', 'port']),
  /** Port battles: the connected Territory, where the Land Units come from and their survivors return [Port Battles]. */
  interior: z.string().trim().min(1).max(60).optional(),
  attacker: side,
  defender: side,
  /** The Fortification is the Original Capital of this Nation (its capture moves that Treasury) [Phase 1]. */
  capitalOf: nationId.nullable().default(null),
  /** Optional Call to Arms: the Nation whose Homeland is attacked for the first time gets a free Full Infantry (absent: derived from homelandOf). */
  callToArms: nationId.nullable().optional(),
  /** The region is one of this Nation's 5 Original Homeland Territories (Capital included). */
  homelandOf: nationId.nullable().optional(),
  /** How the Nations present chose sides [Chapter 1 B]: in secret, who abstains fully, who takes part with only some Forces. */
  sides: z
    .object({
      secret: z.boolean().default(false),
      abstain: z.array(nationId).max(5).default([]),
      partial: z.array(nationId).max(6).default([]),
    })
    .optional(),
  /** The region's Fortification abstains, with the Active Nation's permission: the region cannot be captured in this battle. */
  abstainingFort: z.object({ nation: nationId, tier: z.enum(TIERS) }).nullable().optional(),
});
export type BattleSetupP = z.infer<typeof setupPayload>;

/**
 * The Nation whose Call to Arms this battle triggers [Optional: Call to Arms]: named, or derived from the
 * region's Homeland: the first land battle in a Nation's Homeland Territory while that Nation defends (A32).
 */
export function callToArmsOf(s: IbState, p: Pick<BattleSetupP, 'callToArms' | 'homelandOf' | 'kind' | 'defender'>): NationId | null {
  if (p.callToArms !== undefined) return p.callToArms;
  const n = p.homelandOf;
  if (!n || s.rules?.['callToArms'] !== true || p.kind !== 'land') return null;
  if ((s.callToArmsUsed ?? []).includes(n) || !p.defender.nations.includes(n)) return null;
  return n;
}

const SHORT: Record<string, string> = { 'half-infantry': 'hi', 'full-infantry': 'fi', cavalry: 'cav', cannon: 'can', frigate: 'fr', 'ship-of-the-line': 'sol' };

/** The resolver's setup from the payload: ids filled in ("prussia-fi-1"), zones by the rules, the side's Medals. */
export function battleSetupOf(s: IbState, p: BattleSetupP): BattleSetup {
  const seen = new Map<string, number>();
  const idFor = (nation: string, type: string, given?: string) => {
    if (given) return given;
    const k = `${nation}-${SHORT[type]}`;
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return `${k}-${n}`;
  };
  const mk = (x: z.infer<typeof side>): BattleSide => {
    const medals = [...new Set(x.nations.flatMap((n) => s.nations[n].medals))] as Medal[];
    return {
      nations: x.nations,
      units: x.units.map((u) => ({
        id: idFor(u.nation, u.type, u.id), nation: u.nation, type: u.type, elite: u.elite,
        zone: p.kind === 'port' ? 'land' : u.type === 'cannon' ? 'rear' : u.type === 'cavalry' ? (u.zone === 'rear' ? 'rear' : 'front') : 'front',
      })),
      ships: x.ships.map((sh) => ({ id: idFor(sh.nation, sh.type, sh.id), nation: sh.nation, type: sh.type, elite: sh.elite, damage: sh.damage, cargo: sh.cargo })),
      fortification: x.fortification ? { tier: x.fortification.tier, damage: x.fortification.damage, nation: x.fortification.nation } : null,
      medals,
    };
  };
  const r = s.rules ?? {};
  // Call to Arms: a Full Infantry of the defending Nation placed without cost, ready for this battle.
  const call = callToArmsOf(s, p);
  const defender = call ? { ...p.defender, units: [...p.defender.units, { id: `${call}-call-to-arms`, nation: call, type: 'full-infantry' as const, elite: false }] } : p.defender;
  return {
    kind: p.kind,
    attacker: mk(p.attacker),
    defender: mk(defender),
    rules: {
      doubleBlastAfterFort: r['doubleBlastAfterFort'] === 'lost-unless-fort' ? 'lost-unless-fort' : 'either-zone',
      eliteUnitPennantValue: r['eliteUnitPennantValue'] === 'unit-only' ? 'unit-only' : 'unit-plus-pennant',
      capturedShipsCasualties: r['capturedShipsCasualties'] === 'not-counted' ? 'not-counted' : 'counted',
    },
  };
}

function checkSetup(s: IbState, p: BattleSetupP): string | null {
  if (s.fight && !s.fight.recorded) return `The battle in ${s.fight.where} is not finished: fight it out and record its Post-Battle first.`;
  const active = activeNation(s);
  if (p.attacker.nations[0] !== active) return `The Active Nation (${active ? nationName(active) : 'none'}) commands the attacking side and is named first.`;
  const all = [...p.attacker.nations, ...p.defender.nations];
  const bad = inPlayCheck(s, ...all);
  if (bad) return bad;
  if (new Set(all).size !== all.length) return 'A Nation fights on one side only (sides are fixed for the whole battle).';
  const teamA = new Set(p.attacker.nations.map((n) => s.nations[n].team));
  const mate = p.defender.nations.find((n) => teamA.has(s.nations[n].team));
  if (mate) return `${nationName(mate)} is on a team with the attacking side: no battles inside a team [Team Play].`;
  for (const sd of SIDES) {
    const x = p[sd];
    const stranger = [...x.units, ...x.ships].find((u) => !x.nations.includes(u.nation));
    if (stranger) return `${nationName(stranger.nation)} has Forces on the ${sd}’s side but is not one of its Nations (${names(x.nations)}).`;
    if (x.fortification && !x.nations.includes(x.fortification.nation)) return `The ${sd}’s Fortification belongs to ${nationName(x.fortification.nation)}, which is not on that side.`;
    if (x.fortification && x.fortification.damage > FORT_HP[x.fortification.tier]) return `A ${x.fortification.tier} Fortification has ${FORT_HP[x.fortification.tier]} Hit Points; it cannot carry ${x.fortification.damage} Damage Tokens.`;
    if (p.kind === 'sea' && (x.units.length || x.fortification)) return 'An Open Sea battle has Ships only.';
    if (p.kind === 'land' && x.ships.length) return 'A land battle has no Ships (fight the Port battle for them).';
    if (p.kind === 'port' && x.units.length && p[sd === 'attacker' ? 'defender' : 'attacker'].units.length) return 'In a Port battle all Land Units must be on the same side [Port Battles].';
  }
  const sides = p.sides;
  if (sides) {
    const fighting = sides.abstain.find((n) => all.includes(n));
    if (fighting) return `${nationName(fighting)} abstains, so it has no Forces on either side [Chapter 1 B].`;
    const bad2 = inPlayCheck(s, ...sides.abstain);
    if (bad2) return bad2;
    const absent = sides.partial.find((n) => !all.includes(n));
    if (absent) return `${nationName(absent)} takes part partly, so some of its Forces must be on a side.`;
  }
  // Forces tagged with a Red or White Arrow can't join the Active Nation's side; defenders fight whatever their tags [Arrow Tags].
  const tagged = [...p.attacker.units, ...p.attacker.ships].find((u) => u.arrow === 'red' || u.arrow === 'white');
  if (tagged)
    return `${nationName(tagged.nation)}’s ${tagged.type.replace(/-/g, ' ')} carries a ${tagged.arrow === 'red' ? 'Red Arrow (it fought on the Active side this round)' : 'White Arrow (its order was cancelled or dismissed)'}: it can’t join the Active Nation’s side; it may fight only against the Active Nation [Arrow Tags].`;
  if (p.abstainingFort) {
    if (p.kind === 'sea') return 'There is no Fortification in an Open Sea battle.';
    if (p.attacker.fortification || p.defender.fortification) return 'The region’s Fortification either fights on a side or abstains, not both.';
    const bad3 = inPlayCheck(s, p.abstainingFort.nation);
    if (bad3) return bad3;
  }
  if (p.callToArms) {
    const n = p.callToArms;
    if (s.rules?.['callToArms'] !== true) return 'Call to Arms is an optional rule that is off in this game.';
    if (p.kind !== 'land') return 'Call to Arms happens only in a Homeland Territory: it does not affect Ports or the sea [Optional: Call to Arms].';
    if ((s.callToArmsUsed ?? []).includes(n)) return `${nationName(n)}’s Call to Arms has already happened: it occurs once for each Nation, not for each Homeland Territory.`;
    if (!p.defender.nations.includes(n)) return `Call to Arms gives the free Full Infantry to the defending Nation; ${nationName(n)} is not on the defending side.`;
  }
  createBattle(battleSetupOf(s, p)); // refuses a side with nothing that can roll dice, in plain words
  return null;
}

export const battleSetup = def<BattleSetupP>({
  type: 'ib.battle.setup',
  label: 'Set up a battle',
  schema: setupPayload as unknown as z.ZodType<BattleSetupP>,
  steps: ['p4-pre', 'p4-post'],
  validate: checkSetup,
  apply(s, p) {
    const setup = battleSetupOf(s, p);
    const state = createBattle(setup);
    const fortNation = p.defender.fortification?.nation ?? p.attacker.fortification?.nation ?? null;
    const call = callToArmsOf(s, p);
    // The Active side's Blue-tagged Forces, by id: their Red Arrow joins the Blue one after the battle.
    const blue = Object.fromEntries([
      ...p.attacker.units.flatMap((u, i) => (u.arrow === 'blue' ? [[setup.attacker.units[i]!.id, 'blue' as const]] : [])),
      ...p.attacker.ships.flatMap((x, i) => (x.arrow === 'blue' ? [[setup.attacker.ships[i]!.id, 'blue' as const]] : [])),
    ]);
    const fight: IbFight = {
      round: s.round, march: s.march, where: p.where, nations: { attacker: p.attacker.nations, defender: p.defender.nations }, fortNation, capitalOf: p.capitalOf, state, lastLog: state.log, recorded: false, openingStances: {}, callToArms: call,
      ...(Object.keys(blue).length ? { arrows: blue } : {}),
      ...(p.abstainingFort ? { fortAbstained: p.abstainingFort } : {}),
      ...(p.kind === 'port' && p.interior ? { interior: p.interior } : {}),
      ...(p.sides && (p.sides.abstain.length || p.sides.partial.length || p.sides.secret) ? { sides: p.sides } : {}),
    };
    const next = call ? updateNation(s, call, (x) => ({ landUnits: (x.landUnits ?? 0) + 1 })) : s; // the free Full Infantry stays on the map
    return { ...next, fight, callToArmsUsed: call ? [...(s.callToArmsUsed ?? []), call] : s.callToArmsUsed };
  },
  title: (s, p) => {
    const call = callToArmsOf(s, p);
    const extra = [
      p.sides?.secret ? 'sides chosen in secret' : '',
      p.sides?.abstain.length ? `${names(p.sides.abstain)} ${p.sides.abstain.length > 1 ? 'abstain' : 'abstains'}` : '',
      p.sides?.partial.length ? `${names(p.sides.partial)} ${p.sides.partial.length > 1 ? 'take' : 'takes'} part with only some Forces (the rest abstain)` : '',
      p.abstainingFort ? `${nationName(p.abstainingFort.nation)}’s ${FORT_WORD[p.abstainingFort.tier]} ${p.kind === 'port' ? 'Port' : 'Fort'} abstains: the region cannot be captured in this battle` : '',
      call ? `Call to Arms: ${nationName(call)} places a free Full Infantry` : '',
    ].filter(Boolean);
    return `Battle in ${p.where} (${p.kind === 'sea' ? 'Open Sea' : p.kind === 'port' ? `Port${p.interior ? `, Interior ${p.interior}` : ''}` : 'land'}): ${names(p.attacker.nations)} against ${names(p.defender.nations)}${extra.map((x) => `; ${x}`).join('')}`;
  },
});

// ---------------------------------------------------------------------------------------------
// One step of the battle

const faces = z.object({
  black: z.object({ double: z.number().int().min(0), blast: z.number().int().min(0), bar: z.number().int().min(0), blank: z.number().int().min(0) }),
  white: z.object({ red: z.number().int().min(0), blue: z.number().int().min(0), bar: z.number().int().min(0), blank: z.number().int().min(0) }),
});
const sideName = z.enum(['attacker', 'defender']);
const stepPayload = z.discriminatedUnion('type', [
  z.object({ type: z.literal('positions'), side: sideName, cavalry: z.record(z.string(), z.enum(['front', 'rear'])).optional() }),
  z.object({ type: z.literal('stance'), side: sideName, stance: z.enum(['aggressive', 'defensive']) }),
  /** Without faces: the app rolls the side's dice from the campaign's seeded stream. */
  z.object({ type: z.literal('dice'), side: sideName, faces: faces.optional() }),
  z.object({ type: z.literal('block'), side: sideName, cancel: z.array(z.string()).max(60) }),
  z.object({ type: z.literal('assign'), side: sideName, hits: z.array(z.object({ hit: z.string(), target: z.string().nullable(), second: z.string().nullable().optional() })).max(80) }),
  z.object({ type: z.literal('continue') }),
  z.object({ type: z.literal('end') }),
]);
export type BattleStepP = z.infer<typeof stepPayload>;

const fightOn = (s: IbState): IbFight | null => (s.fight && !s.fight.recorded ? s.fight : null);

/** The app's dice for a side's roll: one request per colour, as many sides as the group's die has faces. */
export function battleDiceRequests(s: IbState, p: BattleStepP): DiceRequest[] {
  const f = fightOn(s);
  if (!f || p.type !== 'dice' || p.faces || f.state.step !== 'dice' || f.state.faces[p.side]) return [];
  const d = f.state.dice[p.side] ?? diceFor(f.state, p.side);
  const codes = diceFaces(s);
  const who = `${f.where}, Battle Round ${f.state.round}, ${p.side}`;
  const out: DiceRequest[] = [];
  if (d.black > 0) out.push({ purpose: `${who}: Black dice`, count: d.black, sides: codes.black.length });
  if (d.white > 0) out.push({ purpose: `${who}: White dice`, count: d.white, sides: codes.white.length });
  return out;
}

/** The resolver's action for a step: rolled dice become face counts through the group's dice table. */
function resolverAction(s: IbState, p: BattleStepP, dice: readonly DiceRoll[]): BattleAction {
  if (p.type !== 'dice') return p as BattleAction;
  if (p.faces) return { type: 'dice', side: p.side, faces: p.faces as RolledFaces };
  const f = fightOn(s)!;
  const d = f.state.dice[p.side]!;
  const codes = diceFaces(s);
  let i = 0;
  const black = d.black > 0 ? dice[i++]!.faces.map((x) => codes.black[x - 1]!) : [];
  const white = d.white > 0 ? dice[i++]!.faces.map((x) => codes.white[x - 1]!) : [];
  return { type: 'dice', side: p.side, faces: { black: blackOf(black), white: whiteOf(white) } };
}

function stepFight(s: IbState, p: BattleStepP, dice: readonly DiceRoll[]): IbBattleState {
  return applyAction(fightOn(s)!.state, resolverAction(s, p, dice));
}

export const battleStep = def<BattleStepP>({
  type: 'ib.battle.step',
  label: 'Battle step',
  schema: stepPayload as unknown as z.ZodType<BattleStepP>,
  steps: ['p4-pre', 'p4-post'],
  validate(s, p) {
    const f = fightOn(s);
    if (!f) return 'There is no battle under way: set one up first.';
    if (p.type === 'dice' && !p.faces) {
      if (f.state.step !== 'dice') return `Not the time to roll: ${f.state.step === 'over' ? 'the battle is over' : `the battle waits for ${f.state.step}`}.`;
      diceFaces(s); // the app can roll only the group's own dice
      return null;
    }
    try {
      applyAction(f.state, resolverAction(s, p, []));
    } catch (e) {
      if (e instanceof BattleActionError) return `${f.where}: ${e.message}.`;
      throw e;
    }
    return null;
  },
  dice: (s, p) => battleDiceRequests(s, p),
  apply(s, p, ctx) {
    const f = fightOn(s)!;
    const state = stepFight(s, p, ctx.dice);
    const openingStances = p.type === 'stance' && f.state.round === 1 ? { ...f.openingStances, [p.side]: p.stance } : f.openingStances;
    return { ...s, fight: { ...f, state, lastLog: state.log.slice(f.state.log.length), ...(openingStances ? { openingStances } : {}) } };
  },
  title(s, p, ctx) {
    const f = fightOn(s)!;
    const state = stepFight(s, p, ctx.dice);
    const said = state.log.slice(f.state.log.length).join(' ');
    const what =
      p.type === 'dice'
        ? `${p.side} rolls ${diceText(state.faces[p.side]!)}${p.faces ? ' (table dice)' : ''}`
        : p.type === 'stance' ? `${p.side} stands ${p.stance}`
        : p.type === 'positions' ? `${p.side} places its Cavalry`
        : p.type === 'block' ? `${p.side} blocks ${p.cancel.length}`
        : p.type === 'assign' ? `${p.side} assigns ${p.hits.length} ${p.hits.length === 1 ? 'Hit' : 'Hits'}`
        : p.type === 'end' ? 'the Active Commander ends the battle' : 'the battle continues';
    return `${f.where}, Battle Round ${f.state.round}: ${p.type === 'dice' || !said ? `${what}.${said ? ` ${said}` : ''}` : said}`;
  },
});

export function diceText(f: RolledFaces): string {
  const parts = [
    [f.black.double, 'Double Blast'], [f.black.blast, 'Blast'], [f.black.bar, 'Black Bar'], [f.black.blank, 'Black Blank'],
    [f.white.blue, 'Blue'], [f.white.red, 'Red'], [f.white.bar, 'White Bar'], [f.white.blank, 'White Blank'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`);
  return shown.length ? shown.join(', ') : 'no dice';
}

export const battleCancel = def<Record<string, never>>({
  type: 'ib.battle.cancel',
  label: 'Call off the battle',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  steps: ['p4-pre', 'p4-post'],
  validate(s) {
    const f = fightOn(s);
    if (!f) return 'There is no battle under way.';
    if (f.state.round > 1 || f.state.faces.attacker || f.state.faces.defender) return 'Once the dice are rolled the battle must be fought out; the Active Commander may end it after a Battle Round [Chapter 1 A].';
    return null;
  },
  apply: (s) => ({ ...s, fight: null }),
  title: (s) => `The Active Nation calls off the battle in ${s.fight?.where ?? ''} (Negotiations)`,
});

// ---------------------------------------------------------------------------------------------
// Chapter 3: Post-Battle into the ledger and the registry

const recordPayload = z.object({
  /** Casualty points each Nation takes into its Treasury (default: all to its side's Commander). */
  shares: z.record(z.string(), z.number().int()).optional(),
  /** Who of the Victor's side takes the region's flag (default: the Victor Commander) [Chapter 3 B]. */
  capturedBy: nationId.optional(),
  /** Who receives each side's new Elite Pennant, and on what (default: the Commander, a Land Unit if any). */
  pennants: z.object({ attacker: z.object({ nation: nationId, kind: z.enum(['land', 'ship']) }).optional(), defender: z.object({ nation: nationId, kind: z.enum(['land', 'ship']) }).optional() }).default({}),
});
type RecordP = z.infer<typeof recordPayload>;

const FORT_WORD = { capital: 'Capital', major: 'Major', minor: 'Minor' } as const;

/** What became of one Ship's Cargo: sunk with it, captured with it (Gold to the captor), or still aboard. */
export interface CargoFate {
  side: SideName;
  ship: string;
  nation: NationId | null;
  cargo: LandType[];
  fate: 'sunk' | 'captured' | 'aboard';
  /** Captured Cargo converted at half its purchase cost, for the Victor Commander. */
  gold: number;
  captor: NationId | null;
}

/**
 * The Cargo of every Ship in the battle once it is over [Ships: "If a Ship sinks, so does its Cargo"; Chapter 3 A
 * Lost/Captured Cargo: "Cargo from captured Ships may be converted to Gold at half purchase cost ... Cargo lost
 * with sunk Ships and Cargo converted to Gold are both tracked as Casualties"]. An Out-of-Action Ship not
 * captured keeps its Cargo aboard ("Keep any Cargo with its respective Ship").
 */
export function cargoFates(f: IbFight): CargoFate[] {
  const b = f.state;
  const r = b.result;
  const victor: SideName | null = r?.outcome === 'attacker-victory' ? 'attacker' : r?.outcome === 'defender-victory' ? 'defender' : null;
  return SIDES.flatMap((sd) =>
    b.setup[sd].ships.flatMap((sh, i): CargoFate[] => {
      if (!sh.cargo.length) return [];
      const captured = !!r && !!victor && victor !== sd && r[victor].captured.includes(i);
      const fate = shipSunk(sh, b.ships[sd][i]!.damage) ? 'sunk' : captured ? 'captured' : 'aboard';
      return [{ side: sd, ship: sh.id, nation: (sh.nation as NationId | undefined) ?? null, cargo: sh.cargo, fate, gold: fate === 'captured' ? sh.cargo.reduce((g, t) => g + POINTS[t] / 2, 0) : 0, captor: fate === 'captured' ? f.nations[victor!][0]! : null }];
    }),
  );
}

/** What the Post-Battle changes: casualty shares, elite and Ship losses, control, Treasury moves; lines to log. */
export function postBattleOf(s: IbState, p: RecordP): { state: IbState; lines: string[] } | string {
  const f = s.fight;
  if (!f || f.recorded) return 'There is no battle to record.';
  const b = f.state;
  if (!b.result) return `The battle in ${f.where} is not over yet.`;
  const r = b.result;
  const lines: string[] = [];
  let next: IbState = s;
  const victor: SideName | null = r.outcome === 'attacker-victory' ? 'attacker' : r.outcome === 'defender-victory' ? 'defender' : null;
  // Casualty shares per side: whole points, among the side's Nations, adding up to what the side collected.
  for (const sd of SIDES) {
    const total = r[sd].points;
    const mine = f.nations[sd];
    const given = p.shares ? mine.filter((n) => p.shares![n] !== undefined) : [];
    const split: Partial<Record<NationId, number>> = given.length ? Object.fromEntries(given.map((n) => [n, p.shares![n]!])) : { [mine[0]!]: total };
    const sum = Object.values(split).reduce((a, b2) => a + (b2 ?? 0), 0);
    if (p.shares && given.length && sum !== total) return `The ${sd}’s Nations collected ${total} casualty points in this battle; the shares entered add up to ${sum}.`;
    for (const [n, pts] of Object.entries(split)) {
      if (!pts) continue;
      next = { ...next, casualties: [...next.casualties, { round: s.round, nation: n as NationId, points: pts, what: `Battle in ${f.where}` }] };
      lines.push(`${nationName(n)} collects ${pts} casualty points`);
    }
  }
  if (p.shares) for (const n of Object.keys(p.shares)) if (![...f.nations.attacker, ...f.nations.defender].includes(n as NationId)) return `${nationName(n)} did not take part in this battle.`;
  // Elite Pennants lost with defeated units and Ships going Out-of-Action; Ships sunk.
  for (const sd of SIDES) {
    for (const u of b.units[sd]) if (u.defeated && u.elite && u.nation) next = updateNation(next, u.nation as NationId, (x) => ({ eliteLand: Math.max(0, x.eliteLand - 1) }));
    // Land Units lost: each defeated one (a Full Infantry hit once stands as a Half, still one unit).
    for (const u of b.units[sd]) if (u.defeated && u.nation) next = updateNation(next, u.nation as NationId, (x) => ({ landUnits: Math.max(0, (x.landUnits ?? 0) - 1) }));
    b.setup[sd].ships.forEach((sh, i) => {
      const now = b.ships[sd][i]!.damage;
      if (!sh.nation) return;
      if (sh.elite && shipOoa(sh, now) && !shipOoa(sh, sh.damage)) next = updateNation(next, sh.nation as NationId, (x) => ({ eliteShips: Math.max(0, x.eliteShips - 1) }));
      if (shipSunk(sh, now)) next = updateNation(next, sh.nation as NationId, (x) => ({ ships: Math.max(0, x.ships - 1) }));
    });
  }
  // A sunk Ship takes its Cargo down with it; a captured one's Cargo becomes the captor's Gold (below).
  const fates = cargoFates(f);
  for (const c of fates) {
    if (c.fate === 'aboard' || !c.nation) continue;
    next = updateNation(next, c.nation, (x) => ({ landUnits: Math.max(0, (x.landUnits ?? 0) - c.cargo.length) }));
    if (c.fate === 'sunk') lines.push(`${c.ship} sinks with its Cargo (${groupWords(c.cargo)})`);
    // The Cargo's Arrow Tag Set leaves the table with it [Arrow Tags; Chapter 3 A: Lost/Captured Cargo].
    const sh = b.setup[c.side].ships.find((x) => x.id === c.ship)!;
    const lost = cargoGone(next, c.nation, f.where, sh.type, c.cargo);
    next = lost.state;
    if (lost.gone.length) lines.push(`Arrow Tags off ${nationName(c.nation)}’s Cargo ${c.fate === 'sunk' ? 'lost' : 'captured'} with ${c.ship} (${groupWords(lost.gone)}) in ${f.where}`);
  }
  // Captured Out-of-Action Ships change hands (replaced by the Victor's own).
  if (victor) {
    const loser = victor === 'attacker' ? 'defender' : 'attacker';
    for (const i of r[victor].captured) {
      const sh = b.setup[loser].ships[i]!;
      if (sh.nation) next = updateNation(next, sh.nation as NationId, (x) => ({ ships: Math.max(0, x.ships - 1) }));
      const captor = f.nations[victor][0]!;
      next = updateNation(next, captor, (x) => ({ ships: x.ships + 1 }));
      lines.push(`${sh.id} captured`);
      // Its Cargo becomes Gold at half the purchase cost [Chapter 3 A] (casualty points already counted).
      const cargoGold = fates.find((c) => c.ship === sh.id)?.gold ?? 0;
      if (cargoGold > 0) {
        if (next.nations[captor].ownCapital) next = moveGold(next, captor, cargoGold, `Captured Cargo of ${sh.id} (half its cost)`);
        else next = updateNation(next, captor, (x) => ({ escrow: x.escrow + cargoGold }));
        lines.push(`${nationName(captor)} converts its Cargo to ${cargoGold} Gold`);
      }
    }
  }
  // Control [Chapter 3 B]: Morale Tokens, the flag, a captured Original Capital's Treasury.
  if (r.capture && victor && f.fortNation) {
    const fort = b.setup[victor === 'attacker' ? 'defender' : 'attacker'].fortification!;
    const captor = p.capturedBy ?? f.nations[victor][0]!;
    if (!f.nations[victor].includes(captor)) return `${nationName(captor)} is not on the Victor’s side.`;
    const loserNation = f.fortNation;
    next = { ...next, casualties: [...next.casualties, { round: s.round, nation: loserNation, points: -MORALE_POINTS * FORT_HP[fort.tier], what: `${FORT_HP[fort.tier]} Red Morale Tokens: ${f.where} lost` }] };
    lines.push(`${nationName(loserNation)} takes ${FORT_HP[fort.tier]} Red Morale Tokens (−${MORALE_POINTS * FORT_HP[fort.tier]})`);
    const kind = b.setup.kind === 'port' ? 'ports' : fort.tier === 'capital' ? 'capitals' : fort.tier === 'major' ? 'majors' : 'annexed';
    next = updateNation(next, loserNation, (x) => ({ [kind]: Math.max(0, x[kind] - 1) }));
    next = updateNation(next, captor, (x) => ({ [kind]: x[kind] + 1 }));
    lines.push(`${nationName(captor)} takes ${f.where} (${FORT_WORD[fort.tier]} ${b.setup.kind === 'port' ? 'Port' : 'Fort'})`);
    const capitalOf = f.capitalOf;
    if (capitalOf && b.setup.kind === 'land' && fort.tier === 'capital') {
      if (capitalOf === captor) {
        const esc = next.nations[captor].escrow;
        next = updateNation(next, captor, () => ({ ownCapital: true, escrow: 0 }));
        next = regionsReleased(moveGold(next, captor, esc, 'Capital recovered: escrow released'), captor);
        lines.push(`${nationName(captor)} recovers its Capital${esc ? ` and its ${esc} Gold held in escrow` : ''}`);
      } else {
        const g = next.nations[capitalOf].gold;
        next = updateNation(next, capitalOf, () => ({ ownCapital: false }));
        next = moveGold(moveGold(next, capitalOf, -g, `Capital captured by ${nationName(captor)}`), captor, g, `${nationName(capitalOf)}’s Treasury (its Capital captured)`);
        lines.push(`${nationName(captor)} captures ${nationName(capitalOf)}’s Capital and its Treasury of ${g} Gold; its income now stays in its Territories`);
      }
    }
  }
  // Elite Pennants [Chapter 3 C].
  for (const sd of SIDES) {
    if (!r[sd].pennant) continue;
    const who = p.pennants[sd] ?? { nation: f.nations[sd][0]!, kind: b.setup.kind === 'sea' ? ('ship' as const) : ('land' as const) };
    if (!f.nations[sd].includes(who.nation)) return `${nationName(who.nation)} is not on the ${sd}’s side: its Elite Pennant goes to one of its own surviving Forces.`;
    next = updateNation(next, who.nation, (x) => (who.kind === 'land' ? { eliteLand: x.eliteLand + 1 } : { eliteShips: x.eliteShips + 1 }));
    lines.push(`${nationName(who.nation)} gains an Elite Pennant (${who.kind === 'land' ? 'Land Unit' : 'Ship'})`);
  }
  // Balance of Power [Optional]: beating the unique Prestige leader (a Commander, or the region's controller) gains 1 PP at once.
  if (victor) {
    const gain = balanceOfPower(s, f, victor);
    for (const n of gain.gainers) next = updateNation(next, n, (x) => ({ prestige: x.prestige + 1 }));
    if (gain.gainers.length) lines.push(`Balance of Power: ${names(gain.gainers)} ${gain.gainers.length > 1 ? 'gain' : 'gains'} 1 Prestige Point for beating the leader, ${nationName(gain.leader!)}`);
  }
  if (f.fortAbstained && victor) lines.push(`No capture: ${nationName(f.fortAbstained.nation)}’s ${FORT_WORD[f.fortAbstained.tier]} ${b.setup.kind === 'port' ? 'Port' : 'Fort'} abstained [Chapter 1 B]`);
  // Red Arrows [Arrow Tags; Chapter 3 A]: the Active side's surviving Forces fought on its side this round.
  // In a Port battle the surviving Land Units return to the Interior, so their Red Arrows go there [Port Battles; Chapter 3 A].
  const landAt = b.setup.kind === 'port' ? (f.interior?.trim() || `the Interior of ${f.where}`) : f.where;
  const red = f.nations.attacker.flatMap((n) => {
    const land = b.units.attacker.filter((u) => u.nation === n && !u.defeated).length;
    const ships = b.setup.attacker.ships.filter((sh, i) => sh.nation === n && !shipSunk(sh, b.ships.attacker[i]!.damage) && !(victor === 'defender' && r.defender.captured.includes(i))).length;
    const why = `fought on the Active side in ${f.where}`;
    const words = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
    if (landAt === f.where) {
      const what = [land ? words(land, 'Land Unit', 'Land Units') : '', ships ? words(ships, 'Ship', 'Ships') : ''].filter(Boolean).join(' + ');
      return land + ships ? [{ region: f.where, nation: n, count: land + ships, colours: ['red' as const], what, why }] : [];
    }
    return [
      ...(ships ? [{ region: f.where, nation: n, count: ships, colours: ['red' as const], what: words(ships, 'Ship', 'Ships'), why }] : []),
      ...(land ? [{ region: landAt, nation: n, count: land, colours: ['red' as const], what: words(land, 'Land Unit', 'Land Units'), why }] : []),
    ];
  });
  if (red.length) {
    // The sets by type, a Blue-tagged survivor's Blue set becoming Blue + Red (its tags are all kept) [Arrow Tags].
    for (const n of f.nations.attacker) {
      const why = `fought on the Active side in ${f.where}`;
      const survivors = [
        ...b.setup.attacker.ships.filter((sh, i) => sh.nation === n && !shipSunk(sh, b.ships.attacker[i]!.damage) && !(victor === 'defender' && r.defender.captured.includes(i))).map((sh) => ({ id: sh.id, type: sh.type, region: f.where })),
        ...b.units.attacker.filter((u) => u.nation === n && !u.defeated).map((u) => ({ id: u.id, type: u.type, region: landAt })),
      ];
      for (const region of [...new Set(survivors.map((x) => x.region))])
        for (const blue of [false, true]) {
          const types = survivors.filter((x) => x.region === region && (f.arrows?.[x.id] === 'blue') === blue).map((x) => x.type);
          if (!types.length) continue;
          if (blue) next = takeFrom(next, n, region, ['blue'], types.length, types);
          const ships = types.filter((t) => (SHIP_TYPES as readonly string[]).includes(t)).length;
          const land = types.length - ships;
          const what = [land ? `${land} ${land === 1 ? 'Land Unit' : 'Land Units'}` : '', ships ? `${ships} ${ships === 1 ? 'Ship' : 'Ships'}` : ''].filter(Boolean).join(' + ');
          next = addTagSets(next, [{ region, nation: n, count: types.length, colours: blue ? ['red', 'blue'] : ['red'], what, why, types: countTypes(types) }]);
        }
    }
    lines.push(`Red Arrows on ${red.map((x) => `${nationName(x.nation)}’s ${x.what}${x.region === f.where ? '' : ` in ${x.region}`}`).join(', ')}`);
  }
  // The group's region list, where it names this region: Damage Tokens and control as the battle left them.
  const fortSide = SIDES.find((sd) => b.setup[sd].fortification);
  const listed = regionAfterBattle(
    next,
    f.where,
    fortSide ? { tier: b.setup[fortSide].fortification!.tier, damage: b.fortDamage[fortSide] } : null,
    r.capture && victor && f.fortNation ? (p.capturedBy ?? f.nations[victor][0]!) : null,
  );
  next = listed.state;
  lines.push(...listed.lines);
  const outcome = r.outcome === 'contested' ? 'Contested' : r.outcome === 'mutual-defeat' ? 'Mutual defeat' : `Victory for ${names(f.nations[victor!])}`;
  const damage = {
    forts: SIDES.flatMap((sd) => {
      const fort = b.setup[sd].fortification;
      const d = fort ? Math.min(FORT_HP[fort.tier], b.fortDamage[sd]) : 0;
      // A captured Fortification changes hands; its Damage Tokens stay for Phase 7.
      return fort && d > 0 ? [{ nation: r.capture && victor && victor !== sd ? (p.capturedBy ?? f.nations[victor][0]!) : (fort.nation ?? null), tier: fort.tier, damage: d }] : [];
    }),
    ships: SIDES.flatMap((sd) =>
      b.setup[sd].ships.flatMap((sh, i) => {
        const d = b.ships[sd][i]!.damage;
        return d > 0 && !shipSunk(sh, d) ? [{ id: sh.id, nation: sh.nation ?? null, damage: d, outOfAction: shipOoa(sh, d) }] : [];
      }),
    ),
  };
  next = {
    ...next,
    fight: { ...f, recorded: true },
    battles: [
      ...next.battles,
      { round: s.round, where: f.where, kind: b.setup.kind, nations: f.nations, outcome: r.outcome, capture: r.capture, points: { attacker: r.attacker.points, defender: r.defender.points }, lines: [outcome, ...lines], damage, setup: b.setup, ...(f.openingStances ? { openingStances: f.openingStances } : {}) },
    ],
  };
  return { state: next, lines: [outcome, ...lines] };
}

/** Who gains under Balance of Power: nobody with teams, a tied lead, or when the leader is not beaten [Optional: Balance of Power]. */
export function balanceOfPower(s: IbState, f: IbFight, victor: SideName): { leader: NationId | null; gainers: NationId[] } {
  const none = { leader: null, gainers: [] };
  if (s.rules?.['balanceOfPower'] !== true) return none;
  const playing = (Object.keys(s.nations) as NationId[]).filter((n) => s.nations[n].inPlay);
  if (new Set(playing.map((n) => s.nations[n].team)).size < playing.length) return none; // playing with teams
  const top = Math.max(...playing.map((n) => s.nations[n].prestige));
  const leaders = playing.filter((n) => s.nations[n].prestige === top);
  if (leaders.length !== 1) return none;
  const leader = leaders[0]!;
  const loser: SideName = victor === 'attacker' ? 'defender' : 'attacker';
  // The leader must be the beaten side's Commander or the controller of the region fought over.
  const targeted = f.nations[loser][0] === leader || (f.fortNation === leader && f.nations[loser].includes(leader));
  if (!targeted) return { leader, gainers: [] };
  return { leader, gainers: s.rules?.['balanceOfPowerGain'] === 'every-victor' ? f.nations[victor] : [f.nations[victor][0]!] };
}

export const battleRecord = def<RecordP>({
  type: 'ib.battle.record',
  label: 'Record the Post-Battle',
  schema: recordPayload as unknown as z.ZodType<RecordP>,
  steps: ['p4-pre', 'p4-post'],
  validate(s, p) {
    const r = postBattleOf(s, p);
    return typeof r === 'string' ? r : null;
  },
  apply: (s, p) => (postBattleOf(s, p) as { state: IbState }).state,
  title: (s, p) => `Post-Battle, ${s.fight?.where}: ${(postBattleOf(s, p) as { lines: string[] }).lines.join('; ')}`,
});
