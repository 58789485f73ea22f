// An independent, deliberately simple Monte Carlo simulator of an Alliance battle, written from the
// rules for the tests. It shares no code with the engine (no core.ts, no odds.ts): blocks are plain
// objects, every die is rolled and every hit is applied one at a time.
//
// It follows the same documented conventions as the engine: within one battle-turn slot the
// side's retreats are taken before its blocks fire (except with the strength-ratio retreat rule,
// where blocks act one by one in input order); the battle ends in round r when one side is gone.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

type Rng = ReturnType<typeof xoroshiro128plus>;
type SideName = 'attacker' | 'defender';

interface RuleJson {
  kind: string;
  round?: number;
  ratio?: number;
  strength?: number;
}

export interface SimInput {
  location: 'land' | 'coastal' | 'sea';
  blocks: {
    id: string;
    side: SideName;
    type: string;
    firepower: string;
    strength: number;
    reserve?: boolean;
    round1Modifier?: number;
    round1NoFire?: boolean;
    owner?: string;
  }[];
  policy?: {
    tieBreak?: { kind: string; order?: string[] };
    retreat?: { attacker?: RuleJson; defender?: RuleJson };
    hqExtension?: string;
    pursuit?: string;
    retreatCapacity?: { attacker?: number; defender?: number; byOwner?: Record<string, number> };
  };
}

/** Deliberate rule errors, used to show that the comparison can detect a wrong engine. */
export type Mutation = 'none' | 'attackerActsFirst' | 'noDoubleDefence' | 'reservesHittableInRound1' | 'lateForcedRetreat';

interface SimBlock {
  id: string;
  idx: number;
  side: SideName;
  type: string;
  letter: string;
  num: number;
  str: number;
  reserve: boolean;
  mod1: number;
  noFire1: boolean;
  group: string;
  state: 'in' | 'retreated' | 'dead';
  half: boolean;
}

export interface SimOutcome {
  attackerHolds: boolean;
  rounds: number;
  switched: boolean;
  strength: Record<string, number>;
  retreated: Record<string, boolean>;
  eliminated: Record<string, boolean>;
}

const other = (s: SideName): SideName => (s === 'attacker' ? 'defender' : 'attacker');

export function simulateOnce(input: SimInput, rng: Rng, mutation: Mutation = 'none'): SimOutcome {
  const pol = input.policy ?? {};
  const blocks: SimBlock[] = input.blocks.map((b, idx) => ({
    id: b.id,
    idx,
    side: b.side,
    type: b.type,
    letter: b.firepower[0] as string,
    num: Number(b.firepower.slice(1)),
    str: b.strength,
    reserve: b.reserve ?? false,
    mod1: b.round1Modifier ?? 0,
    noFire1: b.round1NoFire ?? false,
    group: b.owner ?? b.side,
    state: 'in',
    half: false,
  }));
  const extensions = new Map<string, number>();
  let attacking: SideName = 'attacker';
  let switched = false;
  let round = 1;
  let winner: SideName | null = null;
  let retreatsThisRound = new Map<string, number>();

  const present = (b: SimBlock) =>
    b.state === 'in' && (round >= 2 || !b.reserve || mutation === 'reservesHittableInRound1');
  const ofSide = (s: SideName) => blocks.filter((b) => b.side === s);

  // Battle over? (the attacking side has nothing left; the defending side has nothing present,
  // unless defending reserves will arrive in round 2)
  const checkOver = (): boolean => {
    const def = other(attacking);
    if (!ofSide(attacking).some((b) => b.state === 'in')) winner = def;
    else if (!ofSide(def).some(present)) {
      const pendingReserves = round === 1 && ofSide(def).some((b) => b.state === 'in' && b.reserve);
      if (!pendingReserves) winner = attacking;
    }
    return winner !== null;
  };

  const tieOrder = (a: SimBlock, b: SimBlock): number => {
    const tb = pol.tieBreak ?? { kind: 'lowestFirepowerFirst' };
    if (tb.kind === 'inputOrder') return a.idx - b.idx;
    if (tb.kind === 'priority') {
      const order = tb.order ?? [];
      const pa = order.indexOf(a.id);
      const pb = order.indexOf(b.id);
      if (pa >= 0 && pb >= 0) return pa - pb;
      if (pa >= 0) return -1;
      if (pb >= 0) return 1;
    }
    if (a.num !== b.num) return a.num - b.num;
    if (a.letter !== b.letter) return a.letter < b.letter ? 1 : -1;
    const fa = a.type === 'fortress' ? 1 : 0;
    const fb = b.type === 'fortress' ? 1 : 0;
    if (fa !== fb) return fa - fb;
    return a.idx - b.idx;
  };

  const takeHit = (target: SideName): boolean => {
    const cands = ofSide(target).filter(present);
    if (cands.length === 0) return false;
    let victim = cands.find((b) => b.half);
    if (!victim) {
      const top = Math.max(...cands.map((b) => b.str));
      victim = cands.filter((b) => b.str === top).sort(tieOrder)[0] as SimBlock;
    }
    if (victim.half) {
      victim.half = false;
      victim.str -= 1;
      if (victim.str === 0) victim.state = 'dead';
    } else if (victim.type === 'fortress' && mutation !== 'noDoubleDefence') {
      victim.half = true;
    } else if (victim.type === 'fleet' && victim.str === 0) {
      victim.state = 'dead';
    } else {
      victim.str -= 1;
      if (victim.str === 0 && victim.type !== 'fleet') victim.state = 'dead';
    }
    return true;
  };

  const fire = (b: SimBlock): void => {
    if (round === 1 && b.noFire1) return;
    let t = b.num - (input.location === 'coastal' && b.type === 'fleet' ? 1 : 0) + (round === 1 ? b.mod1 : 0);
    t = Math.max(0, Math.min(6, t));
    let hits = 0;
    for (let d = 0; d < b.str; d++) if (uniformInt(rng, 1, 6) <= t) hits++;
    const enemy = other(b.side);
    for (let h = 0; h < hits; h++) if (!takeHit(enemy)) break;
  };

  const capKey = (b: SimBlock): string | null => {
    const cap = pol.retreatCapacity;
    if (!cap) return null;
    const sideOrig = input.blocks[b.idx]?.side as SideName;
    const owner = input.blocks[b.idx]?.owner;
    if (owner !== undefined && cap.byOwner?.[owner] !== undefined) return `o:${owner}`;
    if (cap[sideOrig] !== undefined) return `s:${sideOrig}`;
    return null;
  };
  const capLimit = (k: string): number => {
    const cap = pol.retreatCapacity ?? {};
    return k.startsWith('o:') ? (cap.byOwner?.[k.slice(2)] ?? Infinity) : (cap[k.slice(2) as SideName] ?? Infinity);
  };
  const canRetreat = (b: SimBlock): boolean => {
    if (b.type === 'fortress') return false;
    const k = capKey(b);
    return k === null || (retreatsThisRound.get(k) ?? 0) < capLimit(k);
  };
  const retreat = (b: SimBlock): void => {
    const k = capKey(b);
    if (k !== null) retreatsThisRound.set(k, (retreatsThisRound.get(k) ?? 0) + 1);
    b.state = 'retreated';
  };
  const strengthOf = (s: SideName) => ofSide(s).filter(present).reduce((a, b) => a + b.str, 0);
  const wantsRetreat = (b: SimBlock): boolean => {
    if (round < 2 || b.type === 'fortress') return false;
    const rule = pol.retreat?.[input.blocks[b.idx]?.side as SideName] ?? { kind: 'never' };
    if (rule.kind === 'withdrawAtRound') return round >= (rule.round ?? 99);
    if (rule.kind === 'blockStrengthAtMost') return b.str <= (rule.strength ?? -1);
    if (rule.kind === 'strengthRatio') return strengthOf(b.side) < (rule.ratio ?? 0) * strengthOf(other(b.side));
    return false;
  };
  const mustRetreat = (b: SimBlock): boolean =>
    b.side === attacking && round >= (mutation === 'lateForcedRetreat' ? 5 : 4) + (extensions.get(b.group) ?? 0);

  /** One block's battle turn. Returns true if it fires (for the pooled order). */
  const decide = (b: SimBlock): 'fire' | 'retreat' | 'die' => {
    if (mustRetreat(b)) return canRetreat(b) ? 'retreat' : 'die';
    if (wantsRetreat(b) && canRetreat(b)) return 'retreat';
    return 'fire';
  };

  for (; round <= 12; round++) {
    retreatsThisRound = new Map();
    if (round === 2 && !switched) {
      const def = ofSide('defender');
      if (!def.some((b) => b.state === 'in' && !b.reserve) && def.some((b) => b.state === 'in' && b.reserve)) {
        for (const b of def) {
          if (b.state !== 'in') continue;
          if (b.type === 'fleet' && b.str === 0) b.state = 'dead';
          else {
            b.str -= 1;
            if (b.str === 0 && b.type !== 'fleet') b.state = 'dead';
          }
        }
        switched = true;
        attacking = 'defender';
      }
    }
    if (checkOver()) break;
    for (const letter of ['A', 'B', 'C', 'D']) {
      const roles: SideName[] = mutation === 'attackerActsFirst' ? [attacking, other(attacking)] : [other(attacking), attacking];
      for (const side of roles) {
        if (winner) break;
        const acting = blocks.filter((b) => b.side === side && b.letter === letter && present(b));
        const rule = pol.retreat?.[side];
        if (round >= 2 && rule?.kind === 'strengthRatio') {
          for (const b of acting) {
            if (winner || !present(b)) continue;
            const a = decide(b);
            if (a === 'retreat') retreat(b);
            else if (a === 'die') b.state = 'dead';
            else fire(b);
            checkOver();
          }
        } else {
          const firing: SimBlock[] = [];
          for (const b of acting) {
            const a = decide(b);
            if (a === 'retreat') retreat(b);
            else if (a === 'die') b.state = 'dead';
            else firing.push(b);
          }
          if (checkOver()) break;
          for (const b of firing) {
            fire(b);
            if (checkOver()) break;
          }
        }
      }
      if (winner) break;
    }
    if (winner) break;
    // End of the round: an attacking HQ (2+ steps) may extend the battle before its side's last round.
    if (pol.hqExtension === 'always') {
      const groups = [...new Set(blocks.map((b) => b.group))];
      for (const g of groups) {
        const members = blocks.filter((b) => b.group === g);
        if (members[0]?.side !== attacking) continue;
        if (4 + (extensions.get(g) ?? 0) !== round + 1) continue;
        const hqs = members.filter((b) => b.type === 'hq' && b.state === 'in' && b.str >= 2);
        if (hqs.length === 0) continue;
        const hq = hqs.reduce((x, y) => (y.str > x.str ? y : x));
        hq.str -= 1;
        extensions.set(g, (extensions.get(g) ?? 0) + 1);
      }
    }
  }
  if (!winner) throw new Error('battle did not end');
  for (const b of blocks) b.half = false;
  if (pol.pursuit === 'always') {
    const groups = [...new Set(blocks.filter((b) => b.side === winner).map((b) => b.group))];
    for (const g of groups) {
      const hqs = blocks.filter((b) => b.group === g && b.type === 'hq' && b.state === 'in' && b.str >= 2);
      if (hqs.length === 0) continue;
      const hq = hqs.reduce((x, y) => (y.str > x.str ? y : x));
      hq.str -= 1;
    }
  }
  const strength: Record<string, number> = {};
  const retreated: Record<string, boolean> = {};
  const eliminated: Record<string, boolean> = {};
  for (const b of blocks) {
    strength[b.id] = b.state === 'dead' ? 0 : b.str;
    retreated[b.id] = b.state === 'retreated';
    eliminated[b.id] = b.state === 'dead';
  }
  return { attackerHolds: winner === 'attacker', rounds: round, switched, strength, retreated, eliminated };
}
