// Attacking a neutral NPE or Minor [4.32, A-7]: each eligible player (not allied with the invader)
// rolls 2d6; high roll wins; ties among the leaders are rerolled (only the tied leaders reroll).
// One eligible player gets the ally without a roll; with none the target stays neutral.
import { ndm } from '../../../odds/distribution';
import { BattleActionError } from './errors';

export interface RollOffOdds {
  /** P(each player gains the NPE/Minor as an ally). */
  win: Record<string, number>;
  /** Expected number of rolling rounds (0 when no roll is needed). */
  expectedRounds: number;
  /** P(the first roll already decides). */
  decidedFirstRoll: number;
}

function checkPlayers(players: readonly string[]): void {
  const seen = new Set<string>();
  players.forEach((p, j) => {
    if (!p) throw new BattleActionError(`players[${j}]`, 'a player needs an id');
    if (seen.has(p)) throw new BattleActionError(`players[${j}]`, `duplicate player "${p}"`);
    seen.add(p);
  });
}

/** Exact roll-off odds, computed through the reroll process (symmetric: 1/k each). */
export function rollOffOdds(players: readonly string[]): RollOffOdds {
  checkPlayers(players);
  const k = players.length;
  const win: Record<string, number> = {};
  if (k === 0) return { win, expectedRounds: 0, decidedFirstRoll: 1 };
  if (k === 1) {
    win[players[0] as string] = 1;
    return { win, expectedRounds: 0, decidedFirstRoll: 1 };
  }
  const two = [...ndm(2).entries()].sort((a, b) => a[0] - b[0]);
  const binom = (n: number, r: number): number => {
    let x = 1;
    for (let i = 0; i < r; i++) x = (x * (n - i)) / (i + 1);
    return x;
  };
  // P(the top total is shared by exactly m of n players), m = 1..n.
  const topTie = (n: number): number[] => {
    const out = new Array<number>(n + 1).fill(0);
    let below = 0;
    for (const [, p] of two) {
      for (let m = 1; m <= n; m++) out[m] = (out[m] as number) + binom(n, m) * p ** m * below ** (n - m);
      below += p;
    }
    return out;
  };
  // Per-player win probability with n tied contenders (by symmetry and the reroll recursion),
  // and the expected number of rounds.
  const single: number[] = [0, 1];
  const rounds: number[] = [0, 0];
  for (let n = 2; n <= k; n++) {
    const t = topTie(n);
    // P(a given player wins) = P(unique top is them) + sum_m P(tie of m including them) * single[m]
    let pw = (t[1] as number) / n;
    let er = 1;
    for (let m = 2; m <= n; m++) {
      const pm = t[m] as number;
      if (m < n) {
        pw += pm * (m / n) * (single[m] as number);
        er += pm * (rounds[m] as number);
      }
    }
    // The all-tied case (m = n) restarts the same contest: solve x = a + p*x.
    const pn = t[n] as number;
    single[n] = pw / (1 - pn);
    rounds[n] = er / (1 - pn);
  }
  for (const p of players) win[p] = single[k] as number;
  return { win, expectedRounds: rounds[k] as number, decidedFirstRoll: topTie(k)[1] as number };
}

export interface RollOffState {
  /** Players still rolling. */
  contenders: string[];
  /** Rolling rounds done so far. */
  rounds: number;
  /** Set when decided; null when nobody is eligible (the target stays neutral, A-7). */
  winner?: string | null;
}

export interface RollOffStep {
  state: RollOffState;
  description: string;
}

/** Starts the roll-off among the eligible players. */
export function startRollOff(eligible: readonly string[]): RollOffStep {
  checkPlayers(eligible);
  if (eligible.length === 0) {
    return {
      state: { contenders: [], rounds: 0, winner: null },
      description: 'No player is eligible (everyone is allied with the invader): the target stays neutral and defends on its own (A-7).',
    };
  }
  if (eligible.length === 1) {
    return {
      state: { contenders: [...eligible], rounds: 0, winner: eligible[0] as string },
      description: `${eligible[0]} is the only eligible player and gains the ally without a roll [4.32, A-7].`,
    };
  }
  return { state: { contenders: [...eligible], rounds: 0 }, description: `${eligible.join(', ')} each roll 2d6; high roll wins [4.32].` };
}

/** Applies one round of 2d6 per contender; the tied leaders reroll. */
export function applyRollOff(state: RollOffState, dice: Record<string, readonly number[]>): RollOffStep {
  if (state.winner !== undefined) throw new BattleActionError('state', 'the roll-off is already decided');
  const totals: Record<string, number> = {};
  for (const p of state.contenders) {
    const f = dice[p];
    if (!f || f.length !== 2) throw new BattleActionError(`dice.${p}`, `${p} rolls 2d6: enter 2 faces`);
    f.forEach((x, j) => {
      if (!Number.isInteger(x) || x < 1 || x > 6) throw new BattleActionError(`dice.${p}[${j}]`, `${x} is not a face of a d6 (1-6)`);
    });
    totals[p] = (f[0] as number) + (f[1] as number);
  }
  for (const k of Object.keys(dice)) {
    if (!state.contenders.includes(k)) throw new BattleActionError(`dice.${k}`, `"${k}" is not rolling`);
  }
  const best = Math.max(...Object.values(totals));
  const top = state.contenders.filter((p) => totals[p] === best);
  const list = state.contenders.map((p) => `${p} ${totals[p]}`).join(', ');
  if (top.length === 1) {
    const winner = top[0] as string;
    return {
      state: { contenders: top, rounds: state.rounds + 1, winner },
      description: `${list}: ${winner} wins and the neutral immediately allies with ${winner} [4.32].`,
    };
  }
  return {
    state: { contenders: top, rounds: state.rounds + 1 },
    description: `${list}: tie at ${best} between ${top.join(', ')}, who reroll (A-7).`,
  };
}
