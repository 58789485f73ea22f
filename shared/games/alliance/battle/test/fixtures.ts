// Test helpers and the rulebook's battles as `adc odds` inputs.
import { applyAction, type BattleAction, type StepResult } from '../resolver';
import type { BattleSetup } from '../model';

export type BlockJson = Record<string, unknown>;

export function blk(id: string, side: 'attacker' | 'defender', type: string, firepower: string, strength: number, extra: BlockJson = {}): BlockJson {
  return { id, side, type, firepower, strength, ...extra };
}

export function battle(location: 'land' | 'coastal' | 'sea', blocks: BlockJson[], extra: Record<string, unknown> = {}) {
  return { game: 'alliance', location, blocks, ...extra };
}

/** Rulebook Battle Example [BE] / digest A16 and B3. */
export const BATTLE_EXAMPLE = battle('land', [
  blk('gb-art', 'defender', 'artillery', 'A3', 2, { name: 'British artillery', owner: 'britain' }),
  blk('wellington', 'defender', 'hq', 'B4', 2, { name: 'Wellington', owner: 'britain' }),
  blk('gb-inf', 'defender', 'infantry', 'C3', 4, { name: 'British infantry', owner: 'britain' }),
  blk('es-inf', 'defender', 'infantry', 'C2', 3, { name: 'Spanish infantry', owner: 'britain' }),
  blk('napoleon', 'attacker', 'hq', 'B4', 3, { name: 'Napoléon', maxStrength: 3, owner: 'france' }),
  blk('fr-c3a', 'attacker', 'infantry', 'C3', 4, { name: 'French infantry (4C3)', owner: 'france' }),
  blk('fr-c3b', 'attacker', 'infantry', 'C3', 3, { name: 'French infantry (3C3)', owner: 'france' }),
  blk('fr-b3', 'attacker', 'cavalry', 'B3', 3, { name: 'French cavalry (reserve)', reserve: true, owner: 'france' }),
  blk('fr-c4', 'attacker', 'infantry', 'C4', 3, { name: 'French infantry (reserve)', reserve: true, owner: 'france' }),
]);

/** Digest §8 Group B battles. */
export const GROUP_B = {
  B1: battle('land', [blk('d', 'defender', 'infantry', 'C2', 1), blk('a', 'attacker', 'cavalry', 'B1', 1)]),
  B2: battle('land', [blk('d', 'defender', 'infantry', 'C3', 4), blk('a', 'attacker', 'infantry', 'C3', 4)]),
  B3: BATTLE_EXAMPLE,
  B4: battle('land', [blk('fort', 'defender', 'fortress', 'C2', 3), blk('a1', 'attacker', 'infantry', 'C3', 4), blk('a2', 'attacker', 'infantry', 'C3', 4)]),
  "B4'": battle('land', [blk('inf', 'defender', 'infantry', 'C2', 3), blk('a1', 'attacker', 'infantry', 'C3', 4), blk('a2', 'attacker', 'infantry', 'C3', 4)]),
  B5: battle('land', [
    blk('main', 'defender', 'infantry', 'C1', 1),
    blk('res', 'defender', 'infantry', 'C3', 3, { reserve: true }),
    blk('a', 'attacker', 'infantry', 'C3', 4),
  ]),
  B6: battle('sea', [blk('d', 'defender', 'fleet', 'D3', 3), blk('a1', 'attacker', 'fleet', 'D2', 3), blk('a0', 'attacker', 'fleet', 'D3', 0)]),
  B7: battle('coastal', [blk('d', 'defender', 'fleet', 'D2', 3), blk('a', 'attacker', 'fleet', 'D2', 3)]),
  B8: battle('land', [blk('d', 'defender', 'infantry', 'C2', 1), blk('a', 'attacker', 'cavalry', 'B1', 1, { round1Modifier: 1 })]),
};

/**
 * Drives the resolver: answers each pending decision with `choose` until `stop` says so or the
 * battle ends. Returns the last step and the full log.
 */
export function drive(
  setup: BattleSetup,
  start: StepResult,
  choose: (r: StepResult) => BattleAction,
  stop: (r: StepResult) => boolean = () => false,
  maxSteps = 500,
): { r: StepResult; log: string[]; turns: string[] } {
  let r = start;
  const log = [...r.log];
  const turns: string[] = [];
  for (let k = 0; k < maxSteps && r.pending.kind !== 'finished' && !stop(r); k++) {
    if (r.pending.kind === 'turn') turns.push(`${r.pending.round}:${r.pending.slot}:${r.pending.blockId}`);
    r = applyAction(setup, r.state, choose(r));
    log.push(...r.log);
  }
  return { r, log, turns };
}

/** Answers every turn by firing with all dice showing `face` (6 = all miss), ties by policy. */
export function fireWith(face: number): (r: StepResult) => BattleAction {
  return (r) => {
    const p = r.pending;
    if (p.kind === 'turn') return { type: 'fire', blockId: p.blockId, dice: Array.from({ length: p.dice }, () => face) };
    if (p.kind === 'assignHit') return { type: 'assignHit', blockId: p.candidates[0] as string };
    if (p.kind === 'extend') return { type: 'extend', group: p.group, extend: false };
    if (p.kind === 'pursue') return { type: 'pursue', group: p.group, pursue: false };
    throw new Error('finished');
  };
}
