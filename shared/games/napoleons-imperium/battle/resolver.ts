// Step-by-step Napoleon's Imperium battle resolver: pure functions over plain JSON state, for the campaign
// log. Each call takes (setup, state, action) and returns the new state, a plain-words log and the next
// pending decision: dice to roll (d10, 0 = 10), casualties to choose, units to leave behind in a chain.
// Forced steps (a casualty choice with only one legal answer, the end of a stage) happen automatically; the
// outcome lists its consequences as data (flags, territory, cards, commanders, sea prize...).
import type { DataPack } from '../../../data/tables';
import { NI_NATIONS, type NiNation } from '../tables';
import { landConsequences, seaConsequences, type Consequence, type LandResult } from './consequences';
import { BattleActionError } from './errors';
import { describeValue, type Commander, type ImperiumSetup, type Side, type UnitGroup, type UnitType } from './model';
import { expandOrder, orderGroups, unitsPerFleet } from './order';
import { parseImperiumInput, rulebookPack, type ParseOptions } from './schema';
import { imprisonOrParole } from './values';

export type Stage = 'avoid' | 'sea' | 'preemptive' | 'land' | 'followUp' | 'finished';
export type ListName = 'attacker' | 'defender' | 'defenderFleets' | 'landed';

export interface ImperiumOutcome {
  /** Who won the battle as a whole (an invasion: whether the territory was taken). */
  winner: 'attacker' | 'defender' | 'draw' | 'avoided' | 'stopped';
  /** Where it was decided: 'avoid', 'sea', 'preemptive', 'land', 'neutral', 'landing'. */
  decidedAt: string;
  /** Battles fought in a chain (1 otherwise). */
  battles: number;
  survivors: ImperiumBattleState['alive'];
}

export interface ImperiumBattleState {
  stage: Stage;
  /** Battle number inside a chain (0 = the first). */
  battle: number;
  /** Round of the current stage (1-based; 0 before the first roll). */
  round: number;
  /** Units alive per group id. `landed` = an invasion's cargo once ashore. */
  alive: { attacker: Record<string, number>; defender: Record<string, number>; defenderFleets: Record<string, number>; landed: Record<string, number> };
  /** After a roll: casualties each side must still remove (its owner chooses). */
  due: { attacker: number; defender: number } | null;
  /** Which lists take the `due` casualties (set with `due`). */
  dueLists: { attacker: ListName; defender: ListName } | null;
  /** Chain: units the attacker must leave behind before the next battle. */
  leaveDue: boolean;
  /** Hits of the last roll. */
  lastHits: { attacker: number; defender: number } | null;
  /** Units removed since the last roll, per list. */
  lastRemoved: Partial<Record<ListName, Record<string, number>>>;
  consequences: Consequence[];
  outcome: ImperiumOutcome | null;
  /** Number of actions applied so far. */
  step: number;
}

/** A group of d10 to roll: same shape as the campaign engine's dice requests, plus what they are for. */
export interface DiceGroupRequest {
  purpose: string;
  count: number;
  sides: 10;
  side: Side;
  /** Hit value: a die hits on a face <= value (0 = 10 always misses) [§5]. */
  value: number;
  kind: 'battle' | 'preemptive' | 'return-fire' | 'avoid' | 'sea-prize' | 'imprison-parole';
  /** Unit groups rolling these dice (or the consequence they settle). */
  groups: string[];
}

export interface CasualtyCandidate {
  id: string;
  name: string;
  type: UnitType;
  alive: number;
  value: number;
  /** Lower tiers must be removed first (allies, joined fleets, unladen fleets) [§6, §22C, §21]. */
  tier: number;
  /** Units aboard each fleet (lost with it) [§20 Note]. */
  cargoPerFleet?: number;
}

export type PendingDecision =
  | { kind: 'roll'; stage: Stage; round: number; requests: DiceGroupRequest[]; prompt: string }
  | { kind: 'casualties'; side: Side; list: ListName; count: number; candidates: CasualtyCandidate[]; suggested: Record<string, number>; decidedBy: string; prompt: string }
  | { kind: 'leave'; battle: number; candidates: CasualtyCandidate[]; suggested: Record<string, number>; prompt: string }
  | { kind: 'finished'; outcome: ImperiumOutcome; consequences: Consequence[]; prompt: string };

export type BattleAction =
  | { type: 'roll'; faces: number[][] }
  | { type: 'casualties'; side: Side; remove: Record<string, number> }
  | { type: 'leave'; leave: Record<string, number> };

export interface StepResult {
  state: ImperiumBattleState;
  pending: PendingDecision;
  log: string[];
}

export interface ApplyOptions {
  /** Take casualties (and units left behind) in the setup's casualty order instead of asking. */
  autoCasualties?: boolean;
  /** Data pack for the imprison/parole table (default: the rulebook values). */
  pack?: DataPack;
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const sum = (r: Record<string, number>) => Object.values(r).reduce((s, n) => s + n, 0);
const other = (s: Side): Side => (s === 'attacker' ? 'defender' : 'attacker');
const face10 = (f: number) => (f === 0 ? 10 : f);

function chainDefender(setup: ImperiumSetup, battle: number): UnitGroup[] {
  return battle === 0 ? setup.defender : (setup.steps[battle - 1]?.defender ?? []);
}

/** Attacking land values in a chain battle (a step may give new values). */
function attackerGroups(setup: ImperiumSetup, battle: number): UnitGroup[] {
  if (setup.kind !== 'chain' || battle === 0) return setup.attacker;
  const values: Record<string, number> = {};
  for (let k = 0; k < battle; k++) Object.assign(values, setup.steps[k]?.hitValues ?? {});
  return setup.attacker.map((g) => (values[g.id] !== undefined ? { ...g, value: values[g.id] as number } : g));
}

/** The cargo that lands, as groups; `index` = position among all cargo entries, as in the odds engine. */
function landedGroups(setup: ImperiumSetup): UnitGroup[] {
  return setup.attacker
    .flatMap((f) => f.cargo)
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.lands)
    .map(({ c, index }): UnitGroup => ({
      id: c.id, name: c.name, type: c.type, nation: c.nation, count: 0, value: c.value, entered: c.entered, ally: false, joined: false,
      invasionValue: null, portDefenceValue: null, cargo: [], fightValue: null, index,
    }));
}

/** The groups of a list as they fight now. */
function groupsOf(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName): UnitGroup[] {
  switch (list) {
    case 'attacker':
      return attackerGroups(setup, state.battle);
    case 'defender':
      return setup.kind === 'chain' ? chainDefender(setup, state.battle) : setup.defender;
    case 'defenderFleets':
      return setup.defenderFleets;
    case 'landed':
      return landedGroups(setup);
  }
}

function orderRole(setup: ImperiumSetup, list: ListName) {
  if (list === 'defenderFleets') return 'fleets' as const;
  if (list === 'landed') return 'land-attacker' as const;
  if (list === 'attacker') return setup.kind === 'invasion' ? ('invading-fleets' as const) : setup.kind === 'sea' || setup.kind === 'avoid' ? ('fleets' as const) : ('land-attacker' as const);
  return setup.kind === 'sea' || setup.kind === 'avoid' ? ('fleets' as const) : ('land-defender' as const);
}

function tierOf(setup: ImperiumSetup, list: ListName, g: UnitGroup): number {
  const role = orderRole(setup, list);
  if (role === 'land-defender') return g.ally ? 0 : 1;
  if (role === 'fleets') return g.joined ? 0 : 1;
  if (role === 'invading-fleets') return g.joined ? 0 : unitsPerFleet(g) === 0 ? 1 : 2;
  return 0;
}

/** The policy's casualty order for a list (group ids). */
function policyOrder(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName): string[] {
  const custom = list === 'landed' || list === 'attacker' ? setup.customOrder.attacker : list === 'defender' ? setup.customOrder.defender : setup.customOrder.defenderFleets;
  return orderGroups(groupsOf(setup, state, list), orderRole(setup, list), custom);
}

function suggest(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName, count: number): Record<string, number> {
  const units = expandOrder(policyOrder(setup, state, list), state.alive[list]).slice(0, count);
  const out: Record<string, number> = {};
  for (const id of units) out[id] = (out[id] ?? 0) + 1;
  return out;
}

function candidates(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName): CasualtyCandidate[] {
  return groupsOf(setup, state, list)
    .filter((g) => (state.alive[list][g.id] ?? 0) > 0)
    .map((g) => {
      const c: CasualtyCandidate = { id: g.id, name: g.name, type: g.type, alive: state.alive[list][g.id] ?? 0, value: g.value, tier: tierOf(setup, list, g) };
      if (g.cargo.length) c.cargoPerFleet = unitsPerFleet(g);
      return c;
    });
}

/**
 * The part of a removal the rules force (whole lower tiers, or a single group), and whether that is all of
 * it; otherwise the owner chooses the rest [§8].
 */
function forcedPart(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName, count: number): { remove: Record<string, number>; left: number } {
  const cs = candidates(setup, state, list);
  const tiers = [...new Set(cs.map((c) => c.tier))].sort((a, b) => a - b);
  const remove: Record<string, number> = {};
  let left = count;
  for (const t of tiers) {
    if (left === 0) break;
    const inTier = cs.filter((c) => c.tier === t);
    const n = inTier.reduce((s, c) => s + c.alive, 0);
    if (n <= left) {
      for (const c of inTier) remove[c.id] = c.alive;
      left -= n;
    } else if (inTier.length === 1) {
      remove[(inTier[0] as CasualtyCandidate).id] = left;
      left = 0;
    } else break;
  }
  return { remove, left };
}

/** Checks a removal: right total, no more than alive, lower tiers first. Returns an error text or null. */
function checkRemoval(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName, count: number, remove: Record<string, number>): string | null {
  const cs = candidates(setup, state, list);
  let total = 0;
  for (const [id, n] of Object.entries(remove)) {
    if (!Number.isInteger(n) || n < 0) return `remove.${id}: ${JSON.stringify(n)} is not a number of units`;
    if (n === 0) continue;
    const c = cs.find((x) => x.id === id);
    if (!c) return `remove.${id}: no such unit alive on this side`;
    if (n > c.alive) return `remove.${id}: only ${c.alive} left`;
    total += n;
  }
  if (total !== count) return `remove: ${count} casualt${count === 1 ? 'y' : 'ies'} to remove, got ${total}`;
  for (const c of cs) {
    if ((remove[c.id] ?? 0) === 0) continue;
    const before = cs.filter((x) => x.tier < c.tier && (remove[x.id] ?? 0) < x.alive);
    if (before.length) {
      const why = orderRole(setup, list) === 'land-defender' ? 'allied units die before the owner’s [§6, §24]' : orderRole(setup, list) === 'fleets' ? 'joined fleets are sunk before the host’s [§22C]' : 'joined and unladen fleets are lost before laden ones';
      return `remove.${c.id}: ${before.map((x) => x.id).join(', ')} must go first (${why})`;
    }
  }
  return null;
}

/** A nation as the table says it ("French"), not its code. */
function nationName(n: NiNation | null | undefined): string | null {
  return n ? (NI_NATIONS.find((x) => x.id === n)?.name ?? n) : null;
}

function listLabel(setup: ImperiumSetup, side: Side): string {
  const n = nationName(side === 'attacker' ? setup.attackerNation : setup.defenderNation);
  return n ? `${side} (${n})` : side;
}

/** A commander as the table says it: "the British Major Commander" for the campaign's ids ("gb-major", "fr-minor-1"). */
function commanderText(id: string): string {
  const m = /^([a-z]{2})-(major|minor)(?:-(\d+))?$/.exec(id);
  const n = m ? nationName(m[1] as NiNation) : null;
  if (!m || !n || n === m[1]) return id;
  return `the ${n} ${m[2] === 'major' ? 'Major' : 'Minor'} Commander${m[3] ? ` ${m[3]}` : ''}`;
}

const NOUN: Record<string, [string, string]> = { fleet: ['fleet', 'fleets'], camels: ['camel', 'camels'], riflemen: ['rifleman', 'riflemen'] };

/** A group as the log says it: its given name, else "Prussian infantry (ally)", "Spanish fleet (joined)" — never an internal id. */
function unitText(g: { id: string; name: string; type: string; nation: NiNation | null; ally?: boolean; joined?: boolean }, count: number): string {
  if (g.name && g.name !== g.id) return g.name;
  const noun = NOUN[g.type]?.[count === 1 ? 0 : 1] ?? g.type;
  const n = nationName(g.nation);
  return `${n ? `${n} ` : ''}${noun}${g.ally ? ' (ally)' : g.joined ? ' (joined)' : ''}`;
}

function applyRemoval(setup: ImperiumSetup, state: ImperiumBattleState, list: ListName, remove: Record<string, number>, log: string[]): void {
  const parts: string[] = [];
  const rec = (state.lastRemoved[list] ??= {});
  for (const [id, n] of Object.entries(remove)) {
    if (!n) continue;
    state.alive[list][id] = (state.alive[list][id] ?? 0) - n;
    rec[id] = (rec[id] ?? 0) + n;
    const g = groupsOf(setup, state, list).find((x) => x.id === id);
    let txt = `${n} × ${g ? unitText(g, n) : id}`;
    if (g && g.cargo.length) {
      const lost = g.cargo.map((c) => `${n * c.perFleet} ${unitText(c, n * c.perFleet)}`).join(', ');
      txt += ` (with ${lost} aboard) [§20 Note]`;
    }
    parts.push(txt);
  }
  if (parts.length) log.push(`Removed from the ${list === 'landed' ? 'landed army' : list === 'defenderFleets' ? 'defending fleets' : list}: ${parts.join(', ')}.`);
}

function commandersOf(setup: ImperiumSetup, side: Side, where: 'all' | 'sea' | 'land'): Commander[] {
  return setup.commanders.filter((c) => {
    if (c.side !== side) return false;
    if (where === 'all' || setup.kind !== 'invasion') return true;
    // Invasion: the attacker's commanders are all aboard during the sea battle; an Admiral of the Seas
    // stays with the fleets [§20]. A defender's commander on fleets fights at sea, the others on land.
    if (where === 'sea') return side === 'attacker' || c.assignedTo === 'fleet';
    return c.assignedTo !== 'fleet';
  });
}

// ---------------------------------------------------------------------------------------------------------
// Dice

function groupedRequests(groups: UnitGroup[], alive: Record<string, number>, side: Side, kind: DiceGroupRequest['kind'], valueOf: (g: UnitGroup) => number | null, what: string): DiceGroupRequest[] {
  const byValue = new Map<number, { count: number; ids: string[]; types: Set<string> }>();
  // A side of several nations (a joint defence, a combined fleet) says whose dice each roll is: the players roll their own.
  const mixed = new Set(groups.map((g) => g.nation)).size > 1;
  for (const g of groups) {
    const n = alive[g.id] ?? 0;
    const v = valueOf(g);
    if (n === 0 || v === null) continue;
    const e = byValue.get(v) ?? { count: 0, ids: [], types: new Set<string>() };
    e.count += n;
    e.ids.push(g.id);
    e.types.add(mixed && g.nation ? `${nationName(g.nation)} ${g.type}` : g.type);
    byValue.set(v, e);
  }
  // Units of the same value roll together [§5 Note]; higher values first.
  return [...byValue.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([v, e]) => ({
      purpose: `${side === 'attacker' ? 'Attacker' : 'Defender'} ${what}: ${e.count} ${[...e.types].map((t) => (e.count === 1 ? t.replace(/\briflemen$/, 'rifleman').replace(/\bcamels$/, 'camel') : t.replace(/\bfleet$/, 'fleets'))).join(' and ')} (${describeValue(v)})`,
      count: e.count,
      sides: 10 as const,
      side,
      value: v,
      kind,
      groups: e.ids,
    }));
}

function fightLists(setup: ImperiumSetup, state: ImperiumBattleState): { attacker: ListName; defender: ListName } {
  if (state.stage === 'preemptive') return { attacker: 'attacker', defender: 'defender' };
  if (setup.kind === 'invasion') return state.stage === 'sea' ? { attacker: 'attacker', defender: 'defenderFleets' } : { attacker: 'landed', defender: 'defender' };
  return { attacker: 'attacker', defender: 'defender' };
}

function rollRequests(setup: ImperiumSetup, state: ImperiumBattleState): DiceGroupRequest[] {
  if (state.stage === 'avoid') {
    return [{ purpose: `Avoid roll for the whole fleet: 1 d10, slips past on 1-${setup.avoidRate ?? 0} [§17B]`, count: 1, sides: 10, side: 'attacker', value: setup.avoidRate ?? 0, kind: 'avoid', groups: setup.attacker.map((g) => g.id) }];
  }
  if (state.stage === 'preemptive') {
    return [
      ...groupedRequests(setup.attacker, state.alive.attacker, 'attacker', 'preemptive', (g) => g.invasionValue, 'pre-emptive strike, one shot per fleet [§21]'),
      ...groupedRequests(setup.defender.filter((g) => g.type === 'artillery'), state.alive.defender, 'defender', 'return-fire', (g) => g.portDefenceValue, 'return fire, one shot per artillery [§21]'),
    ];
  }
  if (state.stage === 'followUp') return followUpRequests(state);
  const l = fightLists(setup, state);
  return [
    ...groupedRequests(groupsOf(setup, state, l.attacker), state.alive[l.attacker], 'attacker', 'battle', (g) => g.value, 'fires'),
    ...groupedRequests(groupsOf(setup, state, l.defender), state.alive[l.defender], 'defender', 'battle', (g) => g.value, 'fires'),
  ];
}

function followUpRequests(state: ImperiumBattleState): DiceGroupRequest[] {
  const out: DiceGroupRequest[] = [];
  state.consequences.forEach((c, k) => {
    if (c.kind === 'sea-prize' && c.captured === null && c.dice > 0 && c.rate !== null && c.maxCaptures > 0) {
      out.push({ purpose: `Sea prize: ${nationName(c.nation) ?? 'the winner'} rolls ${c.dice} d10, each 1-${c.rate} captures a fleet (at most ${c.maxCaptures}) [§19]`, count: c.dice, sides: 10, side: 'attacker', value: c.rate, kind: 'sea-prize', groups: [String(k)] });
    }
    if (c.kind === 'commander-captured' && c.result === null) {
      out.push({ purpose: `Imprison or parole ${commanderText(c.commander)}: ${nationName(c.by) ?? 'the victor'} rolls 1 d10 (1-6 imprison, 7-0 parole) [§14]`, count: 1, sides: 10, side: 'attacker', value: 6, kind: 'imprison-parole', groups: [String(k)] });
    }
  });
  return out;
}

/** Checks dice entered at the table against the requests: one list per request, faces 0-10 (0 = 10). */
export function validateFaces(requests: readonly DiceGroupRequest[], faces: unknown, field = 'faces'): number[][] {
  if (!Array.isArray(faces)) throw new BattleActionError(field, `expected ${requests.length} list(s) of d10 faces`);
  if (faces.length !== requests.length) throw new BattleActionError(field, `expected ${requests.length} group(s) of dice (${requests.map((r) => r.purpose).join('; ')}), got ${faces.length}`);
  return requests.map((r, i) => {
    const f = faces[i] as unknown;
    if (!Array.isArray(f)) throw new BattleActionError(`${field}[${i}]`, `expected a list of ${r.count} d10 face(s)`);
    if (f.length !== r.count) throw new BattleActionError(`${field}[${i}]`, `${r.purpose}: enter ${r.count} d10, got ${f.length}`);
    return f.map((x, j) => {
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > 10) throw new BattleActionError(`${field}[${i}][${j}]`, `${JSON.stringify(x)} is not a face of a d10 (1-9, and 0 or 10 for the ten)`);
      return face10(x);
    });
  });
}

const hitsOf = (faces: number[], value: number) => faces.filter((f) => f <= value).length;

// ---------------------------------------------------------------------------------------------------------
// Progress

function initialState(setup: ImperiumSetup): ImperiumBattleState {
  const rec = (gs: UnitGroup[]) => Object.fromEntries(gs.map((g) => [g.id, g.count]));
  const s: ImperiumBattleState = {
    stage: 'land',
    battle: 0,
    round: 0,
    alive: { attacker: rec(setup.attacker), defender: rec(setup.defender), defenderFleets: rec(setup.defenderFleets), landed: {} },
    due: null,
    dueLists: null,
    leaveDue: false,
    lastHits: null,
    lastRemoved: {},
    consequences: [],
    outcome: null,
    step: 0,
  };
  if (setup.kind === 'sea') s.stage = 'sea';
  else if (setup.kind === 'avoid') s.stage = 'avoid';
  else if (setup.kind === 'invasion') s.stage = setup.defenderFleets.length > 0 ? 'sea' : 'preemptive';
  return s;
}

function finish(setup: ImperiumSetup, state: ImperiumBattleState, winner: ImperiumOutcome['winner'], decidedAt: string, log: string[]): void {
  state.outcome = { winner, decidedAt, battles: state.battle + 1, survivors: clone(state.alive) };
  state.due = null;
  state.dueLists = null;
  state.stage = followUpRequests(state).length > 0 ? 'followUp' : 'finished';
  const w = winner === 'attacker' ? `the ${listLabel(setup, 'attacker')} wins` : winner === 'defender' ? `the ${listLabel(setup, 'defender')} wins` : winner === 'draw' ? 'a draw: both sides are wiped out' : winner === 'avoided' ? 'the fleet slipped past' : 'the attack stops';
  log.push(`Battle over (${decidedAt}): ${w}.`);
  if (state.stage === 'followUp') log.push('Follow-up rolls: sea prize and/or imprison-or-parole.');
}

function landDone(setup: ImperiumSetup, state: ImperiumBattleState, result: LandResult, decidedAt: string, log: string[], extra: { neutralEmpty?: boolean; forfeited?: string | null; repulsedWithoutBattle?: boolean } = {}): void {
  const territory = setup.kind === 'chain' && state.battle > 0 ? (setup.steps[state.battle - 1]?.territory ?? null) : setup.territory;
  const defenderNation = setup.kind === 'chain' && state.battle > 0 ? (setup.steps[state.battle - 1]?.defenderNation ?? null) : setup.defenderNation;
  const cons = landConsequences(setup, result, {
    territory: territory ?? (defenderNation ? { name: 'the territory', value: null, capital: false, originalOwner: null, holder: defenderNation } : null),
    defenderNation,
    commanders: { attacker: commandersOf(setup, 'attacker', 'land'), defender: state.battle === 0 ? commandersOf(setup, 'defender', 'land') : [] },
    invasion: setup.kind === 'invasion',
    ...extra,
  });
  state.consequences.push(...cons);
  const moreSteps = setup.kind === 'chain' && state.battle < setup.steps.length;
  if (result === 'attacker' && moreSteps) {
    state.leaveDue = true;
    log.push(`Battle ${state.battle + 1} won; one unit at least must stay to hold it before the attack continues [§5C].`);
    return;
  }
  finish(setup, state, result, decidedAt, log);
}

function enterLanding(setup: ImperiumSetup, state: ImperiumBattleState, log: string[]): void {
  const landed: Record<string, number> = {};
  for (const f of setup.attacker) {
    const n = state.alive.attacker[f.id] ?? 0;
    for (const c of f.cargo) if (c.lands && n > 0) landed[c.id] = (landed[c.id] ?? 0) + n * c.perFleet;
  }
  state.alive.landed = landed;
  const L = sum(landed);
  const R = sum(state.alive.defender);
  const neutralEmpty = setup.neutral && setup.defender.length === 0;
  log.push(L > 0 ? `${L} land unit(s) land: ${Object.entries(landed).filter(([, n]) => n > 0).map(([id, n]) => `${n} ${id}`).join(', ')}. The fleets take no further part [§21].` : 'Nobody lands: every laden fleet was sunk.');
  if (neutralEmpty) {
    if (L < 2) {
      state.consequences.push({ kind: 'no-consequence', reason: 'Fewer than two land units left to land: the neutral territory cannot be taken [§25].', cite: '§25' });
      finish(setup, state, 'defender', 'landing', log);
      return;
    }
    state.stage = 'land';
    state.due = { attacker: 1, defender: 0 };
    state.dueLists = { attacker: 'landed', defender: 'defender' };
    log.push('Empty neutral territory: no fire-in; the invader forfeits one unit of its choice [§25].');
    return;
  }
  if (L === 0) {
    if (R === 0) {
      const res: LandResult = setup.rules.invasionBothWiped === 'draw' ? 'draw' : 'defender';
      landDone(setup, state, res, 'landing', log, { repulsedWithoutBattle: res === 'defender' });
    } else landDone(setup, state, 'defender', 'landing', log, { repulsedWithoutBattle: true });
    return;
  }
  if (R === 0) {
    log.push('The pre-emptive strike killed every defender: the landed units take the territory [§21, A17].');
    landDone(setup, state, 'attacker', 'preemptive', log);
    return;
  }
  state.stage = 'land';
  state.round = 0;
}

/** Stage end checks after casualties; returns when a decision or a roll is needed. */
function afterCasualties(setup: ImperiumSetup, state: ImperiumBattleState, log: string[]): void {
  const stage = state.stage;
  if (stage === 'preemptive') {
    enterLanding(setup, state, log);
    return;
  }
  const l = fightLists(setup, state);
  const a = sum(state.alive[l.attacker]);
  const d = sum(state.alive[l.defender]);
  const neutralForfeit = setup.neutral && (setup.kind === 'invasion' ? setup.defender.length === 0 : chainDefender(setup, state.battle).length === 0);
  if (stage === 'land' && neutralForfeit) {
    const forfeited = Object.keys(state.lastRemoved[l.attacker] ?? {})[0] ?? null;
    landDone(setup, state, 'attacker', 'neutral', log, { neutralEmpty: true, forfeited });
    return;
  }
  if (a > 0 && d > 0) return;
  const result: LandResult = a === 0 && d === 0 ? 'draw' : d === 0 ? 'attacker' : 'defender';
  if (stage === 'sea') {
    const survivors = result === 'attacker' ? a : d;
    const lostList = result === 'attacker' ? l.defender : l.attacker;
    const sunk = groupsOf(setup, state, lostList).reduce((s, g) => s + g.count, 0);
    const winnerNation = result === 'attacker' ? setup.attackerNation : result === 'defender' ? setup.defenderNation : null;
    state.consequences.push(...seaConsequences(setup, result, { survivors, sunk, winnerNation, commanders: { attacker: commandersOf(setup, 'attacker', 'sea'), defender: commandersOf(setup, 'defender', 'sea') } }));
    if (setup.kind === 'invasion') {
      if (result !== 'attacker') {
        state.consequences.push({ kind: 'no-consequence', reason: 'The invasion is over: the fleets and every unit aboard are lost [§20].', cite: '§20' });
        finish(setup, state, 'defender', 'sea', log);
        return;
      }
      log.push('The sea battle is won: the surviving fleets go on to the invasion [§20].');
      state.round = 0;
      if (setup.neutral && setup.defender.length === 0) enterLanding(setup, state, log);
      else state.stage = 'preemptive';
      return;
    }
    finish(setup, state, result, 'sea', log);
    return;
  }
  landDone(setup, state, result, 'land', log);
}

/** Runs forced steps; stops at a decision, a roll or the end. */
function progress(setup: ImperiumSetup, state: ImperiumBattleState, log: string[], auto: boolean): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (state.stage === 'finished' || state.stage === 'followUp') return;
    if (state.leaveDue) {
      const forced = leaveForced(setup, state);
      if (!forced && !auto) return;
      doLeave(setup, state, forced ?? leaveSuggestion(setup, state), log);
      continue;
    }
    if (state.due && state.dueLists) {
      let waiting = false;
      for (const side of ['attacker', 'defender'] as const) {
        const n = state.due[side];
        if (n === 0) continue;
        const list = state.dueLists[side];
        const forced = forcedPart(setup, state, list, n);
        if (Object.keys(forced.remove).length) applyRemoval(setup, state, list, forced.remove, log);
        state.due[side] = forced.left;
        if (forced.left > 0) {
          if (!auto) {
            waiting = true;
            break;
          }
          applyRemoval(setup, state, list, suggest(setup, state, list, forced.left), log);
          state.due[side] = 0;
        }
      }
      if (waiting) return;
      state.due = null;
      state.dueLists = null;
      afterCasualties(setup, state, log);
      continue;
    }
    // Start of an empty-neutral land attack: the forfeit is a casualty decision.
    if (state.stage === 'land' && state.round === 0 && setup.kind !== 'invasion' && setup.neutral && chainDefender(setup, state.battle).length === 0) {
      state.due = { attacker: 1, defender: 0 };
      state.dueLists = { attacker: 'attacker', defender: 'defender' };
      state.round = 1;
      log.push('Empty neutral territory: no dice; the attacker forfeits one unit of its choice [§25].');
      continue;
    }
    return;
  }
}

function leaveSuggestion(setup: ImperiumSetup, state: ImperiumBattleState): Record<string, number> {
  const declared = setup.steps[state.battle]?.leave;
  if (declared) return Object.fromEntries(declared.map((l) => [l.id, l.count]));
  return suggest(setup, state, 'attacker', 1);
}

function leaveForced(setup: ImperiumSetup, state: ImperiumBattleState): Record<string, number> | null {
  if (setup.steps[state.battle]?.leave) return leaveSuggestion(setup, state);
  // Units with no movement left hold the territory: nobody else has to stay [§5C].
  const spent = setup.steps[state.battle]?.spent ?? [];
  if (spent.some((id) => (state.alive.attacker[id] ?? 0) > 0)) return {};
  const alive = Object.entries(state.alive.attacker).filter(([, n]) => n > 0);
  if (alive.length === 1) return { [(alive[0] as [string, number])[0]]: 1 };
  return null;
}

function doLeave(setup: ImperiumSetup, state: ImperiumBattleState, leave: Record<string, number>, log: string[]): void {
  const all = { ...leave };
  // Units whose movement is used up stay too [§5C "if your unit movement allows"].
  for (const id of setup.steps[state.battle]?.spent ?? []) {
    const left = Math.max(0, (state.alive.attacker[id] ?? 0) - (leave[id] ?? 0));
    if (left > 0) all[id] = (all[id] ?? 0) + left;
  }
  for (const [id, n] of Object.entries(all)) state.alive.attacker[id] = Math.max(0, (state.alive.attacker[id] ?? 0) - n);
  state.leaveDue = false;
  log.push(`Left to hold the territory: ${Object.entries(all).filter(([, n]) => n > 0).map(([id, n]) => `${n} ${id}`).join(', ')} [§5C].`);
  if (sum(state.alive.attacker) === 0) {
    state.consequences.push({ kind: 'chain-stopped', reason: 'No unit left to continue after holding the territory.', cite: '§5C' });
    finish(setup, state, 'stopped', 'land', log);
    return;
  }
  state.battle += 1;
  state.round = 0;
  state.alive.defender = Object.fromEntries(chainDefender(setup, state.battle).map((g) => [g.id, g.count]));
  log.push(`The attack continues: battle ${state.battle + 1}.`);
}

function pendingOf(setup: ImperiumSetup, state: ImperiumBattleState): PendingDecision {
  if (state.stage === 'finished' && state.outcome) {
    const o = state.outcome;
    return { kind: 'finished', outcome: o, consequences: state.consequences, prompt: `The battle is over: ${o.winner === 'draw' ? 'a draw' : o.winner === 'avoided' ? 'the fleet slipped past' : o.winner === 'stopped' ? 'the attack had to stop' : `the ${o.winner} wins`}.` };
  }
  if (state.leaveDue) {
    return { kind: 'leave', battle: state.battle, candidates: candidates(setup, state, 'attacker'), suggested: leaveSuggestion(setup, state), prompt: 'Choose the unit(s) left to hold the territory just won (at least one) before the attack continues [§5C].' };
  }
  if (state.due && state.dueLists) {
    for (const side of ['attacker', 'defender'] as const) {
      const n = state.due[side];
      if (n === 0) continue;
      const list = state.dueLists[side];
      const nation = side === 'attacker' ? setup.attackerNation : setup.defenderNation;
      return {
        kind: 'casualties',
        side,
        list,
        count: n,
        candidates: candidates(setup, state, list),
        suggested: suggest(setup, state, list, n),
        decidedBy: nation ?? side,
        prompt: `The ${side} removes ${n} unit(s) of its choice [§5B, §8]${list === 'attacker' && setup.kind === 'invasion' ? '; cargo sinks with its fleet [§20 Note]' : ''}.`,
      };
    }
  }
  const requests = rollRequests(setup, state);
  const what = state.stage === 'followUp' ? 'Follow-up rolls' : state.stage === 'avoid' ? 'Avoid roll' : state.stage === 'preemptive' ? 'Pre-emptive strike and return fire (simultaneous)' : `Round ${state.round + 1}${setup.kind === 'invasion' && state.stage === 'sea' ? ' of the sea battle' : ''}: both sides roll, then remove casualties`;
  return { kind: 'roll', stage: state.stage, round: state.round + 1, requests, prompt: `${what}: ${requests.map((r) => r.purpose).join('; ')}.` };
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/** Starts a battle from a validated setup. */
export function startBattle(setup: ImperiumSetup, options: ApplyOptions = {}): StepResult {
  const state = initialState(setup);
  const log: string[] = [`${setup.kind[0]?.toUpperCase()}${setup.kind.slice(1)} battle begins.`];
  if (setup.kind === 'invasion' && state.stage === 'preemptive' && setup.neutral && setup.defender.length === 0) enterLanding(setup, state, log);
  progress(setup, state, log, options.autoCasualties ?? false);
  return { state, pending: pendingOf(setup, state), log };
}

/** Validates the `adc odds`-style JSON and starts the battle. */
export function createBattle(input: unknown, options: ParseOptions & ApplyOptions = {}): StepResult & { setup: ImperiumSetup } {
  const { setup } = parseImperiumInput(input, options);
  return { setup, ...startBattle(setup, options) };
}

/** The decision the battle is waiting for. */
export function pendingDecision(setup: ImperiumSetup, state: ImperiumBattleState): PendingDecision {
  return pendingOf(setup, state);
}

/** The dice the table must roll now (empty unless a roll is pending). */
export function diceNeeded(setup: ImperiumSetup, state: ImperiumBattleState): DiceGroupRequest[] {
  const p = pendingOf(setup, state);
  return p.kind === 'roll' ? p.requests : [];
}

/** Applies one action and the forced steps that follow. Throws BattleActionError naming the field. */
export function applyAction(setup: ImperiumSetup, prev: ImperiumBattleState, action: BattleAction, options: ApplyOptions = {}): StepResult {
  const state = clone(prev);
  const pending = pendingOf(setup, state);
  const log: string[] = [];
  const auto = options.autoCasualties ?? false;
  const mismatch = (): never => {
    throw new BattleActionError('type', `the battle is waiting for: ${pending.prompt}`);
  };
  switch (action.type) {
    case 'roll': {
      if (pending.kind !== 'roll') mismatch();
      if (pending.kind !== 'roll') break;
      const faces = validateFaces(pending.requests, action.faces);
      if (state.stage === 'followUp') {
        resolveFollowUps(state, pending.requests, faces, options.pack ?? rulebookPack(), log);
        state.stage = 'finished';
        break;
      }
      if (state.stage === 'avoid') {
        const f = faces[0]?.[0] ?? 10;
        const ok = f <= (setup.avoidRate ?? 0);
        log.push(`Avoid roll ${f === 10 ? '0' : f}: ${ok ? 'success, the fleet passes undamaged' : 'failure, the enemy has sighted the fleet: it must fight at its Defence values, the enemy at Attack [§17B]'}.`);
        if (ok) {
          state.consequences.push({ kind: 'avoided', cite: '§17B' });
          finish(setup, state, 'avoided', 'avoid', log);
        } else {
          state.stage = 'sea';
          state.round = 0;
        }
        break;
      }
      const hits = { attacker: 0, defender: 0 };
      pending.requests.forEach((r, i) => {
        const fs = faces[i] as number[];
        const h = hitsOf(fs, r.value);
        hits[r.side] += h;
        log.push(`${r.purpose}: [${fs.map((f) => (f === 10 ? 0 : f)).join(', ')}] → ${h} hit${h === 1 ? '' : 's'}.`);
      });
      state.round += 1;
      state.lastHits = hits;
      state.lastRemoved = {};
      const lists = fightLists(setup, state);
      const due = {
        attacker: Math.min(hits.defender, sum(state.alive[lists.attacker])),
        defender: Math.min(hits.attacker, sum(state.alive[lists.defender])),
      };
      log.push(`Casualties are removed only now that both sides have fired [§5B, §6]: the attacker loses ${due.attacker}, the defender ${due.defender}.`);
      state.due = due;
      state.dueLists = lists;
      break;
    }
    case 'casualties': {
      if (pending.kind !== 'casualties') mismatch();
      if (pending.kind !== 'casualties') break;
      if (action.side !== pending.side) throw new BattleActionError('side', `the ${pending.side} chooses its casualties now`);
      const bad = checkRemoval(setup, state, pending.list, pending.count, action.remove ?? {});
      if (bad) throw new BattleActionError(bad.split(':')[0] ?? 'remove', bad);
      applyRemoval(setup, state, pending.list, action.remove, log);
      if (state.due) state.due[pending.side] = 0;
      // The other side may still have to choose; progress handles it.
      if (state.due && state.due[other(pending.side)] === 0) {
        state.due = null;
        state.dueLists = null;
        afterCasualties(setup, state, log);
      }
      break;
    }
    case 'leave': {
      if (pending.kind !== 'leave') mismatch();
      if (pending.kind !== 'leave') break;
      const entries = Object.entries(action.leave ?? {}).filter(([, n]) => n > 0);
      if (entries.length === 0) throw new BattleActionError('leave', 'at least one unit must stay to hold the territory [§5C]');
      for (const [id, n] of entries) {
        if (!Number.isInteger(n) || n > (state.alive.attacker[id] ?? 0)) throw new BattleActionError(`leave.${id}`, `only ${state.alive.attacker[id] ?? 0} ${id} left`);
      }
      doLeave(setup, state, Object.fromEntries(entries), log);
      break;
    }
    default:
      throw new BattleActionError('type', `unknown action type "${(action as { type?: unknown }).type as string}"`);
  }
  progress(setup, state, log, auto);
  state.step = prev.step + 1;
  return { state, pending: pendingOf(setup, state), log };
}

function resolveFollowUps(state: ImperiumBattleState, requests: DiceGroupRequest[], faces: number[][], pack: DataPack, log: string[]): void {
  requests.forEach((r, i) => {
    const k = Number(r.groups[0]);
    const c = state.consequences[k];
    const fs = faces[i] as number[];
    if (!c) return;
    if (c.kind === 'sea-prize' && c.rate !== null) {
      const successes = fs.filter((f) => f <= (c.rate as number)).length;
      c.captured = Math.min(successes, c.maxCaptures);
      c.faces = fs.map((f) => (f === 10 ? 0 : f));
      log.push(`Sea prize: [${c.faces.join(', ')}] → ${successes} success(es): ${c.captured} new ${nationName(c.nation) ?? ''} fleet(s) to the Purchase Tray, placed at the next placement [§19].`);
    } else if (c.kind === 'commander-captured') {
      const f = fs[0] as number;
      const r2 = imprisonOrParole(pack, f);
      c.result = r2.result;
      c.face = f === 10 ? 0 : f;
      log.push(`${commanderText(c.commander)}: roll ${c.face} → ${r2.result === 'imprison' ? 'IMPRISONED in the victor’s Purchase Tray until the victor’s next full turn' : 'PAROLED to its own Purchase Tray until its own next full turn'} [§14].`);
    }
  });
}

/**
 * The action the setup's policy would take (dice from roll(), which must return faces 1-10). Lets an app
 * auto-play a battle; tests use it to replay the exact engine's assumptions step by step.
 */
export function policyChoice(setup: ImperiumSetup, state: ImperiumBattleState, roll: () => number): BattleAction | null {
  const p = pendingOf(setup, state);
  switch (p.kind) {
    case 'finished':
      return null;
    case 'roll':
      return { type: 'roll', faces: p.requests.map((r) => Array.from({ length: r.count }, () => roll())) };
    case 'casualties':
      return { type: 'casualties', side: p.side, remove: p.suggested };
    case 'leave':
      return { type: 'leave', leave: p.suggested };
  }
}

export type { Consequence, NiNation };
