// Step-by-step naval battle (§10): state + dice or decision -> next state. Pure and plain JSON; a bad
// action is refused with the reason (LgeActionError) and the state is left as it was. Each round:
// batteries (harbour combat) -> volleys -> loss allocation, loss by loss (odd by the owner, even by the
// firer, empty transport steps first) -> victory or the tie decisions (defender, then attacker) ->
// after the battle the admirals' death rolls and the capture of a step.
import { checkFaces, ProcedureInputError } from '../procedures';
import { LgeActionError } from './errors';
import {
  batteriesFire, CAPTURE_STEPS, captures, chooserOf, eligibleForLoss, pickFleet, roundVerdict, takeStep, total,
  type NavalFleet, type NavalSetup, type NavalSide,
} from './naval';

export type NavalStage = 'batteries' | 'volley' | 'losses' | 'tie-defender' | 'tie-attacker' | 'admirals' | 'capture' | 'over';

export interface PendingLosses {
  /** The side losing the points. */
  owner: NavalSide;
  remaining: number;
  /** Number of the next loss in this volley (1-based: odd chosen by the owner, even by the firer). */
  next: number;
}

export interface NavalBattleState {
  round: number;
  stage: NavalStage;
  attacker: NavalFleet[];
  defender: NavalFleet[];
  /** Points lost over the battle. */
  lost: Record<NavalSide, number>;
  /** This round: losses inflicted by each side (batteries count for the defender, A-23) and points lost. */
  inflicted: Record<NavalSide, number>;
  roundLost: Record<NavalSide, number>;
  pending: PendingLosses[];
  cargoLost: Record<NavalSide, number>;
  winner: NavalSide | 'draw' | null;
  capture: boolean;
  admiralsKilled: string[];
  log: string[];
}

export type NavalAction =
  | { type: 'batteries'; target: string; faces: number[] }
  | { type: 'volley'; attacker: Record<string, number[]>; defender: Record<string, number[]> }
  | { type: 'loss'; fleet: string }
  | { type: 'losses-by-policy' }
  | { type: 'tie'; side: NavalSide; choice: 'stay' | 'retreat' }
  | { type: 'admirals'; rolls: Record<string, number[]> }
  | { type: 'capture'; fleet: string };

const other = (s: NavalSide): NavalSide => (s === 'attacker' ? 'defender' : 'attacker');

export function startNavalBattle(setup: NavalSetup): NavalBattleState {
  const s: NavalBattleState = {
    round: 1,
    stage: 'volley',
    attacker: setup.attacker.map((f) => ({ ...f })),
    defender: setup.defender.map((f) => ({ ...f })),
    lost: { attacker: 0, defender: 0 },
    inflicted: { attacker: 0, defender: 0 },
    roundLost: { attacker: 0, defender: 0 },
    pending: [],
    cargoLost: { attacker: 0, defender: 0 },
    winner: null,
    capture: false,
    admiralsKilled: [],
    log: [],
  };
  s.stage = batteriesFire(setup, 1) ? 'batteries' : 'volley';
  return s;
}

/** What the battle waits for, in words and data. */
export function navalPendingDecision(setup: NavalSetup, s: NavalBattleState): { stage: NavalStage; who: NavalSide | 'both' | null; text: string; options?: string[] } {
  switch (s.stage) {
    case 'batteries':
      return { stage: s.stage, who: 'defender', text: `The coastal batteries fire ${2 * setup.batteries} dice (5-6 sinks a step): the defender names the attacking fleet fired at`, options: s.attacker.filter((f) => f.points > 0).map((f) => f.id) };
    case 'volley':
      return { stage: s.stage, who: 'both', text: 'Both sides roll one die per fleet point (die + admiral’s bonus ≥ 6 hits)' };
    case 'losses': {
      const p = s.pending[0]!;
      const chooser = chooserOf(p.next, p.owner);
      const fleets = s[p.owner];
      const ok = eligibleForLoss(fleets);
      return { stage: s.stage, who: chooser, text: `Loss ${p.next} of the ${p.owner}: chosen by the ${chooser === p.owner ? 'owner' : 'firer'} (${p.remaining} left)`, options: fleets.filter(ok).map((f) => f.id) };
    }
    case 'tie-defender':
      return { stage: s.stage, who: 'defender', text: 'Tied losses: the defender stays or retreats (retreat = loses)', options: ['stay', 'retreat'] };
    case 'tie-attacker':
      return { stage: s.stage, who: 'attacker', text: 'The defender stays: the attacker stays (another round) or retreats (loses)', options: ['stay', 'retreat'] };
    case 'admirals':
      return { stage: s.stage, who: 'both', text: 'Each named admiral rolls 2D6: a 12 kills him (§10.5)', options: [...s.attacker, ...s.defender].filter((f) => f.named).map((f) => f.id) };
    case 'capture':
      return { stage: s.stage, who: s.winner as NavalSide, text: `The loser lost ${CAPTURE_STEPS} or more steps: the winner captures a step and gives it to one of his fleets`, options: s[s.winner as NavalSide].map((f) => f.id) };
    case 'over':
      return { stage: s.stage, who: null, text: s.winner === 'draw' ? 'The battle is over: a draw' : `The battle is over: the ${s.winner} wins` };
  }
}

function refuse(field: string, message: string): never {
  throw new LgeActionError(field, message);
}

function faces(raw: unknown, count: number, field: string): number[] {
  try {
    return checkFaces(raw, count, field);
  } catch (e) {
    if (e instanceof ProcedureInputError) refuse(e.field, e.message.slice(e.field.length + 2));
    throw e;
  }
}

function fleetIndex(fleets: readonly NavalFleet[], id: unknown, field: string): number {
  const i = fleets.findIndex((f) => f.id === id);
  if (i < 0) refuse(field, `"${String(id)}" is not a fleet of this side (${fleets.map((f) => f.id).join(', ')})`);
  return i;
}

/** After the losses: the verdict of the round. */
function afterLosses(setup: NavalSetup, s: NavalBattleState): void {
  const v = roundVerdict(s.inflicted.attacker, s.inflicted.defender, total(s.attacker), total(s.defender));
  s.log.push(`Round ${s.round}: the attacker inflicted ${s.inflicted.attacker}, the defender ${s.inflicted.defender}`);
  if (v === 'tie') s.stage = 'tie-defender';
  else end(setup, s, v === 'draw' ? 'draw' : v);
}

function end(setup: NavalSetup, s: NavalBattleState, winner: NavalSide | 'draw'): void {
  s.winner = winner;
  s.capture = winner === 'draw' ? false : captures(s.lost[other(winner)], s.roundLost[other(winner)], setup.rules);
  s.log.push(winner === 'draw' ? 'Draw' : `The ${winner} wins${s.capture ? ' and captures a step' : ''}`);
  s.stage = [...s.attacker, ...s.defender].some((f) => f.named) ? 'admirals' : s.capture ? 'capture' : 'over';
}

function nextRound(setup: NavalSetup, s: NavalBattleState): void {
  s.round++;
  s.inflicted = { attacker: 0, defender: 0 };
  s.roundLost = { attacker: 0, defender: 0 };
  s.stage = batteriesFire(setup, s.round) && total(s.attacker) > 0 ? 'batteries' : 'volley';
}

function loseOne(s: NavalBattleState, side: NavalSide, i: number): void {
  const r = takeStep(s[side], i);
  s[side] = r.fleets;
  s.lost[side]++;
  s.roundLost[side]++;
  if (r.cargoLost) s.cargoLost[side]++;
}

/** Applies one action; returns the next state or throws LgeActionError (the input state is never changed). */
export function applyNavalAction(setup: NavalSetup, state: NavalBattleState, action: NavalAction): NavalBattleState {
  const s: NavalBattleState = structuredClone(state);
  if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') refuse('type', 'an action needs a type');
  const expected: Record<NavalAction['type'], NavalStage[]> = {
    batteries: ['batteries'],
    volley: ['volley'],
    loss: ['losses'],
    'losses-by-policy': ['losses'],
    tie: ['tie-defender', 'tie-attacker'],
    admirals: ['admirals'],
    capture: ['capture'],
  };
  const allowed = expected[action.type];
  if (!allowed) refuse('type', `unknown action "${action.type}"`);
  if (!allowed.includes(s.stage)) refuse('type', `the battle is not waiting for "${action.type}" but for: ${navalPendingDecision(setup, s).text}`);
  switch (action.type) {
    case 'batteries': {
      const i = fleetIndex(s.attacker, action.target, 'target');
      if (s.attacker[i]!.points === 0) refuse('target', `${action.target} has no points left to fire at`);
      const f = faces(action.faces, 2 * setup.batteries, 'faces');
      const hits = f.filter((x) => x >= 5).length;
      let sunk = 0;
      for (let k = 0; k < hits && s.attacker[i]!.points > 0; k++, sunk++) loseOne(s, 'attacker', i);
      if (setup.rules.coastalBatteries !== 'every-round-not-counted') s.inflicted.defender += sunk;
      s.log.push(`Coastal batteries: ${hits} hit${hits === 1 ? '' : 's'} on ${action.target}, ${sunk} step${sunk === 1 ? '' : 's'} sunk`);
      s.stage = 'volley';
      return s;
    }
    case 'volley': {
      const hitsOf = (side: NavalSide): number => {
        const given = (action as { attacker?: unknown; defender?: unknown })[side];
        if (!given || typeof given !== 'object') refuse(side, 'give the dice of each fleet: { "fleet id": [faces] }');
        const g = given as Record<string, unknown>;
        for (const id of Object.keys(g)) fleetIndex(s[side], id, `${side}.${id}`);
        let hits = 0;
        for (const fl of s[side]) {
          if (fl.points === 0) {
            if (g[fl.id] !== undefined && !(Array.isArray(g[fl.id]) && (g[fl.id] as unknown[]).length === 0)) refuse(`${side}.${fl.id}`, `${fl.id} has no points left and rolls no dice`);
            continue;
          }
          const f = faces(g[fl.id], fl.points, `${side}.${fl.id}`);
          hits += f.filter((x) => x + fl.bonus >= 6).length;
        }
        return hits;
      };
      const byA = Math.min(hitsOf('attacker'), total(s.defender));
      const byD = Math.min(hitsOf('defender'), total(s.attacker));
      s.inflicted.attacker += byA;
      s.inflicted.defender += byD;
      s.log.push(`Volleys: the attacker hits ${byA}, the defender ${byD}`);
      s.pending = [
        ...(byA > 0 ? [{ owner: 'defender' as const, remaining: byA, next: 1 }] : []),
        ...(byD > 0 ? [{ owner: 'attacker' as const, remaining: byD, next: 1 }] : []),
      ];
      if (s.pending.length) s.stage = 'losses';
      else afterLosses(setup, s);
      return s;
    }
    case 'loss':
    case 'losses-by-policy': {
      do {
        const p = s.pending[0]!;
        const fleets = s[p.owner];
        const ok = eligibleForLoss(fleets);
        const chooser = chooserOf(p.next, p.owner);
        let i: number;
        if (action.type === 'loss') {
          i = fleetIndex(fleets, action.fleet, 'fleet');
          if (!ok(fleets[i]!))
            refuse('fleet', fleets[i]!.points === 0 ? `${action.fleet} has no points left` : `${action.fleet} has only laden steps left while other fleets still have empty ones: empty steps are lost first (§5.3.2.5)`);
        } else i = pickFleet(fleets, ok, chooser === p.owner ? setup.policy.ownerLoss : setup.policy.firerLoss);
        const cargo = fleets[i]!.points <= fleets[i]!.laden;
        loseOne(s, p.owner, i);
        s.log.push(`Loss ${p.next} of the ${p.owner} (chosen by the ${chooser}): ${fleets[i]!.id}${cargo ? ', with its cargo' : ''}`);
        p.remaining--;
        p.next++;
        if (p.remaining === 0 || total(s[p.owner]) === 0) s.pending.shift();
      } while (action.type === 'losses-by-policy' && s.pending.length > 0);
      if (s.pending.length === 0) afterLosses(setup, s);
      return s;
    }
    case 'tie': {
      const side = s.stage === 'tie-defender' ? 'defender' : 'attacker';
      if (action.side !== side) refuse('side', `the ${side} decides now (the defender first, §10.2)`);
      if (action.choice !== 'stay' && action.choice !== 'retreat') refuse('choice', 'say "stay" or "retreat"');
      s.log.push(`The ${side} ${action.choice === 'stay' ? 'stays' : 'retreats'}`);
      if (action.choice === 'retreat') end(setup, s, other(side));
      else if (side === 'defender') s.stage = 'tie-attacker';
      else nextRound(setup, s);
      return s;
    }
    case 'admirals': {
      const named = [...s.attacker, ...s.defender].filter((f) => f.named);
      const rolls = action.rolls && typeof action.rolls === 'object' ? action.rolls : refuse('rolls', 'give each named admiral’s two dice: { "fleet id": [d1, d2] }');
      for (const id of Object.keys(rolls)) if (!named.some((f) => f.id === id)) refuse(`rolls.${id}`, `"${id}" is not a named admiral in this battle`);
      for (const f of named) {
        const d = faces(rolls[f.id], 2, `rolls.${f.id}`);
        if (d[0]! + d[1]! === 12) s.admiralsKilled.push(f.id);
      }
      s.log.push(s.admiralsKilled.length ? `Admirals killed: ${s.admiralsKilled.join(', ')}` : 'No admiral killed');
      s.stage = s.capture ? 'capture' : 'over';
      return s;
    }
    case 'capture': {
      const w = s.winner as NavalSide;
      const i = fleetIndex(s[w], action.fleet, 'fleet');
      s[w] = s[w].map((f, k) => (k === i ? { ...f, points: f.points + 1 } : f));
      s.log.push(`Captured step given to ${action.fleet}`);
      s.stage = 'over';
      return s;
    }
  }
}
