// One random playout of a battle, for the seeded simulator.
import { ADV_PAUSED, type Compiled, PHASE_TERMINAL, ST_ELIMINATED, Work } from './compile';
import { ACT_ELIMINATE, ACT_RETREAT, type Decider, advance, diceFor, doRetreat, hitBlock, hitTarget, isReady, nextReady, policyAction, slotNeedsSequentialPlay, threshold } from './rules';
import { IntList } from './expander';

// ---------------------------------------------------------------------------------------------
// Monte Carlo kernel (kept in this module, next to the rules it uses)

/** Plays one battle from `start` with random dice; `die()` returns a face 1-6. Leaves the end state in w. */
export function playRandomBattle(b: Compiled, start: Work, w: Work, decider: Decider, firers: IntList, die: () => number): void {
  w.copyFrom(start);
  for (;;) {
    if (advance(b, w, decider) === ADV_PAUSED) throw new Error('decider paused');
    if (w.phase === PHASE_TERMINAL) return;
    const role = w.slot & 1 ? 0 : 1;
    firers.n = 0;
    if (slotNeedsSequentialPlay(b, w)) {
      const i = nextReady(b, w);
      w.acted[i] = 1;
      const a = policyAction(b, w, i);
      if (a === ACT_RETREAT) doRetreat(b, w, i);
      else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
      else firers.push(i);
    } else {
      const list = b.slotList[w.sw * 8 + w.slot] as number[];
      for (let j = 0; j < list.length; j++) {
        const i = list[j] as number;
        if (!isReady(b, w, i)) continue;
        w.acted[i] = 1;
        const a = policyAction(b, w, i);
        if (a === ACT_RETREAT) doRetreat(b, w, i);
        else if (a === ACT_ELIMINATE) w.st[i] = ST_ELIMINATED;
        else firers.push(i);
      }
    }
    let hits = 0;
    for (let j = 0; j < firers.n; j++) {
      const i = firers.a[j] as number;
      const dice = diceFor(b, w, i);
      const t = threshold(b, w, i);
      for (let d = 0; d < dice; d++) if (die() <= t) hits++;
    }
    const target = 1 - role;
    for (let h = 0; h < hits; h++) {
      const t = hitTarget(b, w, target);
      if (t < 0) break;
      hitBlock(b, w, t);
    }
  }
}
