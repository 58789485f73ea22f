// The step-by-step battle resolver: a pure state machine (state + action -> next state) for fighting a
// battle at the table with the app's dice or physical ones. Each Battle Round [Chapter 2]: A. Cavalry
// positions (land), B. stances (Active Commander first), C./D. dice gathered and the faces entered,
// E. blocks and Hit assignment (only legal targets accepted), F. simultaneous damage, G. continue or end.
// An illegal action throws BattleActionError with the reason; the state given is never changed.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { BattleActionError } from './errors';
import {
  FORT_HP, MAX_ROUNDS, SHIP_HP, SIDES, canRoll, gatherDice, other, postBattle, shipOoa, slotOf,
  type BattleSetup, type BattleSide, type GatheredDice, type LandType, type LandZone, type PostBattle, type SideCounts, type SideName, type Stance,
} from './model';
import { UNIT_NAMES, pieceNamer } from './names';

export type Step = 'positions' | 'stance' | 'dice' | 'block' | 'assign' | 'continue' | 'over';
export type HitKind = 'double' | 'blast' | 'black-bar' | 'blue' | 'red' | 'white-bar';

export interface RolledFaces {
  black: { double: number; blast: number; bar: number; blank: number };
  white: { red: number; blue: number; bar: number; blank: number };
}
export interface HitToken {
  id: string;
  kind: HitKind;
  /** Hits it carries: 2 for a Double Blast, less once blocked. */
  hits: number;
}
export interface UnitState {
  id: string;
  nation?: string;
  type: LandType;
  elite: boolean;
  zone: LandZone;
  defeated: boolean;
}
export interface ShipState {
  id: string;
  damage: number;
}
export interface Casualty {
  /** The side that collects it. */
  collector: SideName;
  what: string;
  points: number;
}
export interface IbBattleState {
  setup: BattleSetup;
  round: number;
  step: Step;
  /** Whose decision it is (null once both sides act at once, e.g. dice, or when over). */
  side: SideName | null;
  units: Record<SideName, UnitState[]>;
  ships: Record<SideName, ShipState[]>;
  fortDamage: Record<SideName, number>;
  stances: Partial<Record<SideName, Stance>>;
  dice: Partial<Record<SideName, GatheredDice>>;
  faces: Partial<Record<SideName, RolledFaces>>;
  /** Hits each side rolled (against the other), after blocks. */
  hits: Record<SideName, HitToken[]>;
  bars: Record<SideName, number>;
  /** Assignments this round: target id per Hit (null = a miss), in the order given. */
  assigned: Partial<Record<SideName, { hit: string; targets: (string | null)[] }[]>>;
  start: Record<SideName, SideCounts>;
  log: string[];
  result: PostBattle | null;
}

export type BattleAction =
  | { type: 'positions'; side: SideName; cavalry?: Record<string, 'front' | 'rear'> }
  | { type: 'stance'; side: SideName; stance: Stance }
  | { type: 'dice'; side: SideName; faces: RolledFaces }
  | { type: 'block'; side: SideName; cancel: string[] }
  | { type: 'assign'; side: SideName; hits: { hit: string; target: string | null; second?: string | null }[] }
  | { type: 'continue' }
  | { type: 'end' };

const RANK: Record<LandType, number> = { 'half-infantry': 0, 'full-infantry': 1, cavalry: 2, cannon: 3 };
const HP: Record<LandType, number> = { 'half-infantry': 1, 'full-infantry': 2, cavalry: 1, cannon: 1 };
const cap = (s: SideName) => (s === 'attacker' ? 'Attacker' : 'Defender');

function countsFrom(s: IbBattleState, side: SideName): SideCounts {
  const kind = s.setup.kind;
  const z1 = new Array<number>(8).fill(0);
  const z2 = new Array<number>(8).fill(0);
  for (const u of s.units[side]) {
    if (u.defeated) continue;
    (kind === 'land' && u.zone === 'rear' ? z2 : z1)[slotOf(u.type, u.elite)]!++;
  }
  const f = s.setup[side].fortification;
  return { fort: f ? Math.max(0, FORT_HP[f.tier] - s.fortDamage[side]) : -1, z1, z2, ships: s.ships[side].map((x) => x.damage) };
}

const fail = (field: string, message: string): never => {
  throw new BattleActionError(field, message);
};

/** Starts a battle at Chapter 2. Refuses a side with nothing that can roll dice (Chapter 2 is then skipped). */
export function createBattle(setup: BattleSetup): IbBattleState {
  const s: IbBattleState = {
    setup,
    round: 1,
    step: setup.kind === 'land' ? 'positions' : 'stance',
    side: 'attacker',
    units: { attacker: setup.attacker.units.map((u) => ({ ...u, defeated: false })), defender: setup.defender.units.map((u) => ({ ...u, defeated: false })) },
    ships: { attacker: setup.attacker.ships.map((x) => ({ id: x.id, damage: x.damage })), defender: setup.defender.ships.map((x) => ({ id: x.id, damage: x.damage })) },
    fortDamage: { attacker: setup.attacker.fortification?.damage ?? 0, defender: setup.defender.fortification?.damage ?? 0 },
    stances: {},
    dice: {},
    faces: {},
    hits: { attacker: [], defender: [] },
    bars: { attacker: 0, defender: 0 },
    assigned: {},
    start: { attacker: { fort: -1, z1: [], z2: [], ships: [] }, defender: { fort: -1, z1: [], z2: [], ships: [] } },
    log: [],
    result: null,
  };
  s.start = { attacker: countsFrom(s, 'attacker'), defender: countsFrom(s, 'defender') };
  for (const side of SIDES)
    if (!canRoll(setup[side], s.start[side]))
      fail(side, `the ${side} has no Forces that can roll dice (no Land Unit, no Ship in action, no Fortification with Hit Points), so there is no battle to fight: Chapter 2 is skipped and the outcome is ${outcomeWords(postBattle(setup, s.start, s.start).outcome)}`);
  s.log.push(`Battle Round 1 (Opening Salvo: Black dice only).`);
  return s;
}

function outcomeWords(o: PostBattle['outcome']): string {
  return o === 'attacker-victory' ? 'an attacker victory' : o === 'defender-victory' ? 'a defender victory' : o === 'mutual-defeat' ? 'a mutual defeat' : 'contested';
}

/** Dice each side gathers this round, with the breakdown [Chapter 2 C]. */
export function diceFor(s: IbBattleState, side: SideName): GatheredDice {
  return gatherDice(s.setup.kind, sideWithZones(s, side), countsFrom(s, side), s.round);
}

function sideWithZones(s: IbBattleState, side: SideName): BattleSide {
  return s.setup[side];
}

/** The app's dice: faces for the gathered dice from the seeded generator. */
export function rollFaces(dice: { black: number; white: number }, def: RolledFaces, rng: ReturnType<typeof xoroshiro128plus>): RolledFaces {
  const out: RolledFaces = { black: { double: 0, blast: 0, bar: 0, blank: 0 }, white: { red: 0, blue: 0, bar: 0, blank: 0 } };
  const roll = <K extends string>(n: number, counts: Record<K, number>, into: Record<K, number>) => {
    const keys = Object.keys(counts) as K[];
    const total = keys.reduce((a, k) => a + counts[k], 0);
    for (let i = 0; i < n; i++) {
      let v = uniformInt(rng, 0, total - 1);
      for (const k of keys) {
        if (v < counts[k]) {
          into[k]++;
          break;
        }
        v -= counts[k];
      }
    }
  };
  roll(dice.black, def.black, out.black);
  roll(dice.white, def.white, out.white);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Legal targets [Chapter 2 E: Hit Hierarchy]

interface Pending {
  units: Map<string, number>;
  ships: Map<string, number>;
  fort: number;
}
const noPending = (): Pending => ({ units: new Map(), ships: new Map(), fort: 0 });

function zonesFor(kind: BattleSetup['kind'], hit: HitKind): string[] {
  const white = hit === 'blue' || hit === 'red' || hit === 'white-bar';
  if (kind === 'sea') return white ? [] : ['sea'];
  if (kind === 'port') return white ? ['land'] : ['land', 'sea'];
  if (hit === 'blue') return ['front'];
  if (hit === 'red') return ['rear'];
  return ['front', 'rear'];
}

function fortLeft(s: IbBattleState, target: SideName, p: Pending): number {
  const f = s.setup[target].fortification;
  return f ? FORT_HP[f.tier] - s.fortDamage[target] - p.fort : 0;
}

function zoneTargets(s: IbBattleState, target: SideName, zone: string, p: Pending): string[] {
  if (zone === 'sea') {
    const lineup = s.setup[target].ships;
    for (let i = 0; i < lineup.length; i++) {
      const sh = s.ships[target][i]!;
      if (sh.damage + (p.ships.get(sh.id) ?? 0) < SHIP_HP[lineup[i]!.type]) return [sh.id];
    }
    return [];
  }
  const live = s.units[target].filter((u) => !u.defeated && u.zone === zone && (p.units.get(u.id) ?? 0) < HP[u.type]);
  const damaged = live.filter((u) => (p.units.get(u.id) ?? 0) > 0);
  if (damaged.length) return damaged.map((u) => u.id); // damaged Forces are finished off first
  if (!live.length) return [];
  const best = Math.min(...live.map((u) => RANK[u.type] * 2 + (u.elite ? 1 : 0)));
  return live.filter((u) => RANK[u.type] * 2 + (u.elite ? 1 : 0) === best).map((u) => u.id);
}

function legalFor(s: IbBattleState, roller: SideName, hit: HitKind, p: Pending, onlyZone?: string | null): string[] {
  const target = other(roller);
  if (fortLeft(s, target, p) > 0 && onlyZone === undefined) return ['fortification'];
  const zones = zonesFor(s.setup.kind, hit).filter((z) => onlyZone === undefined || onlyZone === null || z === onlyZone);
  return zones.flatMap((z) => zoneTargets(s, target, z, p));
}

function zoneOf(s: IbBattleState, target: SideName, id: string): string {
  if (s.ships[target].some((x) => x.id === id)) return 'sea';
  return s.units[target].find((u) => u.id === id)!.zone;
}

function mark(s: IbBattleState, target: SideName, id: string, p: Pending): void {
  if (id === 'fortification') p.fort++;
  else if (s.ships[target].some((x) => x.id === id)) p.ships.set(id, (p.ships.get(id) ?? 0) + 1);
  else p.units.set(id, (p.units.get(id) ?? 0) + 1);
}

/**
 * The targets a Hit may take now, given the assignments already made this round by the roller (in order).
 * For a Double Blast's second Hit, pass `first` = the first Hit's target.
 */
export function legalTargets(s: IbBattleState, roller: SideName, hitId: string, before: { hit: string; targets: (string | null)[] }[] = [], first?: string | null): string[] {
  const token = s.hits[roller].find((h) => h.id === hitId);
  if (!token) return [];
  const p = noPending();
  const target = other(roller);
  for (const a of before) for (const t of a.targets) if (t) mark(s, target, t, p);
  if (first === undefined) return legalFor(s, roller, token.kind, p);
  if (first === null) return [];
  mark(s, target, first, p);
  return secondTargets(s, roller, token.kind, first, p);
}

function secondTargets(s: IbBattleState, roller: SideName, kind: HitKind, first: string, p: Pending): string[] {
  const target = other(roller);
  if (first === 'fortification') {
    if (fortLeft(s, target, p) > 0) return ['fortification'];
    // The Fort spans both zones: the second Hit may go to either (A17), unless the strict reading is chosen.
    return s.setup.rules.doubleBlastAfterFort === 'either-zone' ? legalFor(s, roller, kind, p, null) : [];
  }
  return legalFor(s, roller, kind, p, zoneOf(s, target, first));
}

// ---------------------------------------------------------------------------------------------
// What is asked next

export interface PendingDecision {
  step: Step;
  side: SideName | null;
  round: number;
  prompt: string;
}

export function pendingDecision(s: IbBattleState): PendingDecision {
  const who = s.side ? cap(s.side) : 'Both Commanders';
  const prompt: Record<Step, string> = {
    positions: `${who}: place your Cavalry in the Front or the Rear (Active Commander first).`,
    stance: `${who}: choose your Battle Stance (Aggressive or Defensive).`,
    dice: `Both Commanders roll at once: enter the faces of ${[!s.faces.attacker ? 'the attacker’s' : '', !s.faces.defender ? 'the defender’s' : ''].filter(Boolean).join(' and ')} dice.`,
    block: `${who}: your Bars block ${s.side ? Math.min(s.bars[s.side], s.hits[other(s.side)].reduce((n, h) => n + h.hits, 0)) : 0} enemy Hits: choose which.`,
    assign: `${who}: assign your Hits to enemy Forces (only legal targets).`,
    continue: 'Attacker (Active Commander): continue the battle or end it?',
    over: 'The battle is over.',
  };
  return { step: s.step, side: s.side, round: s.round, prompt: prompt[s.step] };
}

// ---------------------------------------------------------------------------------------------
// Actions

export function applyAction(state: IbBattleState, action: BattleAction): IbBattleState {
  const s: IbBattleState = structuredClone(state);
  const expectSide = (side: SideName) => {
    if (s.side !== null && side !== s.side) fail('side', `it is the ${s.side}’s turn to decide (${pendingDecision(state).prompt})`);
  };
  switch (action.type) {
    case 'positions': {
      if (s.step !== 'positions') fail('type', `Cavalry positions are set at the start of a land Battle Round; now: ${pendingDecision(state).prompt}`);
      expectSide(action.side);
      for (const [id, zone] of Object.entries(action.cavalry ?? {})) {
        const u = s.units[action.side].find((x) => x.id === id && !x.defeated);
        if (!u) fail(`cavalry.${id}`, `the ${action.side} has no Land Unit "${id}" in the battle`);
        if (u!.type !== 'cavalry') fail(`cavalry.${id}`, `only Cavalry may be repositioned; "${id}" is ${UNIT_NAMES[u!.type]}`);
        if (zone !== 'front' && zone !== 'rear') fail(`cavalry.${id}`, 'Cavalry go in the Front or the Rear');
        u!.zone = zone;
      }
      if (action.side === 'attacker') s.side = 'defender';
      else {
        s.step = 'stance';
        s.side = 'attacker';
      }
      return s;
    }
    case 'stance': {
      if (s.step !== 'stance') fail('type', `not the time to choose a stance; now: ${pendingDecision(state).prompt}`);
      expectSide(action.side);
      s.stances[action.side] = action.stance;
      s.log.push(`${cap(action.side)} stands ${action.stance === 'aggressive' ? 'Aggressive' : 'Defensive'}.`);
      if (action.side === 'attacker') s.side = 'defender';
      else {
        s.step = 'dice';
        s.side = null;
        for (const side of SIDES) s.dice[side] = diceFor(s, side);
        // A side with no dice this round (e.g. Infantry in the Opening Salvo) rolls nothing.
        for (const side of SIDES) if (s.dice[side]!.black + s.dice[side]!.white === 0) s.faces[side] = { black: { double: 0, blast: 0, bar: 0, blank: 0 }, white: { red: 0, blue: 0, bar: 0, blank: 0 } };
        if (s.faces.attacker && s.faces.defender) afterDice(s);
      }
      return s;
    }
    case 'dice': {
      if (s.step !== 'dice') fail('type', `not the time to roll; now: ${pendingDecision(state).prompt}`);
      if (s.faces[action.side]) fail('side', `the ${action.side}’s faces are already entered`);
      const d = s.dice[action.side]!;
      const f = action.faces;
      const nb = f.black.double + f.black.blast + f.black.bar + f.black.blank;
      const nw = f.white.red + f.white.blue + f.white.bar + f.white.blank;
      for (const v of [...Object.values(f.black), ...Object.values(f.white)]) if (!Number.isInteger(v) || v < 0) fail('faces', 'each face count must be a whole number, 0 or more');
      if (nb !== d.black) fail('faces.black', `the ${action.side} rolls ${d.black} Black ${d.black === 1 ? 'die' : 'dice'} this round, but ${nb} ${nb === 1 ? 'face was' : 'faces were'} entered`);
      if (nw !== d.white) fail('faces.white', `the ${action.side} rolls ${d.white} White ${d.white === 1 ? 'die' : 'dice'} this round${s.round === 1 ? ' (none in the Opening Salvo)' : ''}, but ${nw} ${nw === 1 ? 'face was' : 'faces were'} entered`);
      s.faces[action.side] = f;
      if (s.faces.attacker && s.faces.defender) afterDice(s);
      return s;
    }
    case 'block': {
      if (s.step !== 'block') fail('type', `no blocks are due; now: ${pendingDecision(state).prompt}`);
      expectSide(action.side);
      const enemy = other(action.side);
      const need = Math.min(s.bars[action.side], s.hits[enemy].reduce((n, h) => n + h.hits, 0));
      if (action.cancel.length !== need) fail('cancel', `the ${action.side}’s ${s.bars[action.side]} Bars must block ${need} enemy ${need === 1 ? 'Hit' : 'Hits'} (Bars may not be held back while Hits remain), not ${action.cancel.length}`);
      const hits = s.hits[enemy];
      for (const id of action.cancel) {
        const t = hits.find((h) => h.id === id);
        if (!t) fail('cancel', `there is no enemy Hit "${id}" to block`);
        if (t!.hits === 0) fail('cancel', `Hit "${id}" is already blocked${t!.kind === 'double' ? ' (a Double Blast takes 2 blocks at most)' : ''}`);
        t!.hits--;
      }
      s.hits[enemy] = hits.filter((h) => h.hits > 0);
      s.log.push(`${cap(action.side)} blocks ${need} ${need === 1 ? 'Hit' : 'Hits'}.`);
      nextBlockOrAssign(s, action.side);
      return s;
    }
    case 'assign': {
      if (s.step !== 'assign') fail('type', `not the time to assign Hits; now: ${pendingDecision(state).prompt}`);
      expectSide(action.side);
      const roller = action.side;
      const target = other(roller);
      const tokens = s.hits[roller];
      const seen = new Set<string>();
      const done: { hit: string; targets: (string | null)[] }[] = [];
      const p = noPending();
      action.hits.forEach((a, i) => {
        const field = `hits[${i}]`;
        const t = tokens.find((h) => h.id === a.hit);
        if (!t) fail(`${field}.hit`, `the ${roller} has no Hit "${a.hit}" left`);
        if (seen.has(a.hit)) fail(`${field}.hit`, `Hit "${a.hit}" is assigned twice`);
        seen.add(a.hit);
        const legal = legalFor(s, roller, t!.kind, p);
        const check = (want: string | null, options: string[], f: string) => {
          if (options.length === 0) {
            if (want !== null) fail(f, `Hit "${a.hit}" has no valid target (${missReason(s, roller, t!.kind)}): it is a miss, enter no target`);
            return;
          }
          if (want === null) fail(f, `Hit "${a.hit}" must be assigned (Hits can’t be withheld): it may go to ${options.join(' or ')}`);
          if (!options.includes(want!)) fail(f, `Hit "${a.hit}" may not go to "${want}": ${illegalReason(s, roller, t!.kind, want!, options)}`);
          mark(s, target, want!, p);
        };
        check(a.target, legal, `${field}.target`);
        const targets: (string | null)[] = [a.target];
        if (t!.hits === 2) {
          const second = a.second ?? null;
          const options = a.target === null ? [] : secondTargets(s, roller, t!.kind, a.target, p);
          if (options.length === 0 && second !== null) fail(`${field}.second`, `the second Hit of Double Blast "${a.hit}" has no valid target in the same Battle Zone: it is lost, enter no target`);
          if (options.length > 0) check(second, options, `${field}.second`);
          targets.push(second);
        } else if (a.second !== undefined && a.second !== null) fail(`${field}.second`, `Hit "${a.hit}" carries only one Hit`);
        done.push({ hit: a.hit, targets });
      });
      for (const t of tokens) if (!seen.has(t.id)) fail('hits', `Hit "${t.id}" (${t.kind}) is not assigned: every Hit must be assigned or marked a miss`);
      s.assigned[roller] = done;
      if (roller === 'attacker' && needsAssign(s, 'defender')) s.side = 'defender';
      else applyDamage(s);
      return s;
    }
    case 'continue':
    case 'end': {
      if (s.step !== 'continue') fail('type', `the battle cannot be ${action.type === 'end' ? 'ended' : 'continued'} now; now: ${pendingDecision(state).prompt}`);
      if (action.type === 'end') {
        s.log.push('The Active Commander ends the battle.');
        finish(s);
      } else nextRound(s);
      return s;
    }
  }
}

function missReason(s: IbBattleState, roller: SideName, kind: HitKind): string {
  const zones = zonesFor(s.setup.kind, kind);
  if (zones.length === 0) return 'White dice never hit Ships';
  return `the enemy has nothing it may hit in the ${zones.join(' or ')} ${zones.length > 1 ? 'zones' : 'zone'} and no Fortification with Hit Points`;
}

function illegalReason(s: IbBattleState, roller: SideName, kind: HitKind, want: string, options: string[]): string {
  if (options[0] === 'fortification') return 'the enemy Fortification must be defeated first';
  const target = other(roller);
  const u = s.units[target].find((x) => x.id === want);
  const ship = s.ships[target].find((x) => x.id === want);
  if (!u && !ship && want !== 'fortification') return `the enemy has no Force "${want}"`;
  if (ship && (kind === 'blue' || kind === 'red' || kind === 'white-bar')) return 'White dice never hit Ships';
  if (ship) return `Ships are hit in lineup order: ${options.join(' or ')} first`;
  if (u && !zonesFor(s.setup.kind, kind).includes(u.zone)) return kind === 'blue' ? 'Blue Hits only hit the Front' : kind === 'red' ? 'Red Hits only hit the Rear' : `it is not in the Battle Zone of the Double Blast's first Hit`;
  return `the Hit Hierarchy comes first (damaged Forces finished off, then Half Infantry, Full Infantry, Cavalry, Cannon, Elite last): ${options.join(' or ')}`;
}

function tokensOf(side: SideName, f: RolledFaces, stance: Stance): { hits: HitToken[]; bars: number } {
  const hits: HitToken[] = [];
  let n = 0;
  const add = (kind: HitKind, count: number, h = 1) => {
    for (let i = 0; i < count; i++) hits.push({ id: `${side === 'attacker' ? 'a' : 'd'}${++n}-${kind}`, kind, hits: h });
  };
  add('double', f.black.double, 2);
  add('blast', f.black.blast);
  add('blue', f.white.blue);
  add('red', f.white.red);
  let bars = 0;
  if (stance === 'aggressive') {
    add('black-bar', f.black.bar);
    add('white-bar', f.white.bar);
  } else bars = f.black.bar + f.white.bar;
  return { hits, bars };
}

function afterDice(s: IbBattleState): void {
  for (const side of SIDES) {
    const t = tokensOf(side, s.faces[side]!, s.stances[side]!);
    s.hits[side] = t.hits;
    s.bars[side] = t.bars;
  }
  s.step = 'block';
  nextBlockOrAssign(s, null);
}

const totalOf = (hs: HitToken[]) => hs.reduce((n, h) => n + h.hits, 0);

function nextBlockOrAssign(s: IbBattleState, after: SideName | null): void {
  const order: SideName[] = after === null ? ['attacker', 'defender'] : after === 'attacker' ? ['defender'] : [];
  for (const side of order) {
    if (s.stances[side] === 'defensive' && s.bars[side] > 0 && totalOf(s.hits[other(side)]) > 0) {
      s.step = 'block';
      s.side = side;
      return;
    }
  }
  s.step = 'assign';
  s.assigned = {};
  if (needsAssign(s, 'attacker')) s.side = 'attacker';
  else if (needsAssign(s, 'defender')) s.side = 'defender';
  else applyDamage(s);
}

const needsAssign = (s: IbBattleState, side: SideName) => s.hits[side].length > 0;

function applyDamage(s: IbBattleState): void {
  const casualties: string[] = [];
  const name = pieceNamer(s.setup);
  for (const roller of SIDES) {
    const target = other(roller);
    const count = new Map<string, number>();
    for (const a of s.assigned[roller] ?? []) for (const t of a.targets) if (t) count.set(t, (count.get(t) ?? 0) + 1);
    for (const [id, n] of count) {
      if (id === 'fortification') {
        s.fortDamage[target] += n;
        casualties.push(`${cap(target)} Fortification takes ${n} Damage ${n === 1 ? 'Token' : 'Tokens'}`);
        continue;
      }
      const sh = s.ships[target].find((x) => x.id === id);
      if (sh) {
        const def = s.setup[target].ships.find((x) => x.id === id)!;
        sh.damage += n;
        casualties.push(`${name(def)} ${sh.damage >= SHIP_HP[def.type] ? 'sunk' : shipOoa(def, sh.damage) ? 'Out-of-Action' : 'damaged'}`);
        continue;
      }
      const u = s.units[target].find((x) => x.id === id)!;
      if (u.type === 'full-infantry' && n === 1) {
        casualties.push(`${name(u)} loses half: 1 Half Infantry stands`);
        u.type = 'half-infantry'; // "making change": 1 Half stands (keeping any pennant), 1 is defeated
      } else {
        u.defeated = true;
        casualties.push(`${name(u)} defeated`);
      }
    }
  }
  s.log.push(casualties.length ? `Damage: ${casualties.join('; ')}.` : 'No damage.');
  const able = SIDES.map((x) => canRoll(s.setup[x], countsFrom(s, x)));
  if (!able[0] || !able[1] || s.round >= MAX_ROUNDS) finish(s);
  else {
    s.step = 'continue';
    s.side = 'attacker';
  }
}

function nextRound(s: IbBattleState): void {
  s.round++;
  s.stances = {};
  s.dice = {};
  s.faces = {};
  s.hits = { attacker: [], defender: [] };
  s.bars = { attacker: 0, defender: 0 };
  s.assigned = {};
  s.step = s.setup.kind === 'land' ? 'positions' : 'stance';
  s.side = 'attacker';
  s.log.push(`Battle Round ${s.round} (Assault: Black and White dice).`);
}

function finish(s: IbBattleState): void {
  s.step = 'over';
  s.side = null;
  const end = { attacker: countsFrom(s, 'attacker'), defender: countsFrom(s, 'defender') };
  s.result = postBattle(s.setup, s.start, end);
  s.log.push(`The battle is over: ${outcomeWords(s.result.outcome)}.`);
}

/** Counts of a side now (for odds from this position: exactOdds with position.round). */
export function currentCounts(s: IbBattleState): Record<SideName, SideCounts> {
  return { attacker: countsFrom(s, 'attacker'), defender: countsFrom(s, 'defender') };
}
