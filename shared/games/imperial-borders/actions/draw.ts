// The random draw of the Nation Cards in play, when the players cannot agree [Player Count and Nations]: a
// logged roll from the campaign's seeded dice (never unlogged randomness), taken before the first taxes.
import { z } from 'zod';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { CampaignHeader } from '../../../engine/types';
import type { DiceRoll } from '../../../engine/random';
import { headerTeams, inPlay, nationName, updateNation, type IbState, type NationId } from '../state';
import { def } from './common';

/** Three d1000 seed the shuffle, so the log holds the draw and a replay deals the same. */
const DRAW = { count: 3, sides: 1000 };

/** The Nation Cards in play shuffled by the logged dice (the same dice give the same order on replay). */
function shuffledBy(s: IbState, dice: readonly DiceRoll[]): NationId[] {
  const f = dice[0]?.faces ?? [1, 1, 1];
  const g = xoroshiro128plus(f.reduce((seed, x) => seed * DRAW.sides + (x - 1), 0));
  const pile = [...inPlay(s)];
  for (let i = pile.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    [pile[i], pile[j]] = [pile[j]!, pile[i]!];
  }
  return pile;
}

/** Each player's Nations after the draw: the Nation Cards in play shuffled, dealt in seat order, as many as each held. */
export function dealNations(s: IbState, header: CampaignHeader, dice: readonly DiceRoll[]): Record<string, NationId[]> {
  const pile = shuffledBy(s, dice);
  const out: Record<string, NationId[]> = {};
  let k = 0;
  for (const p of header.players) {
    out[p.name] = pile.slice(k, k + p.powers.length);
    k += p.powers.length;
  }
  return out;
}

export const drawNations = def<Record<string, never>>({
  type: 'ib.draw',
  label: 'Draw the Nations at random',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  steps: ['p1-taxes'],
  validate(s) {
    if (s.drawn) return 'The Nation Cards were already drawn: a draw is never repeated.';
    if (s.round !== 1 || s.taxed) return 'The Nations are drawn before play begins (Game Round 1, before the first taxes).';
    return null;
  },
  dice: () => [{ purpose: 'Random draw of the Nation Cards in play', ...DRAW }],
  apply(s, _p, ctx) {
    const hands = dealNations(s, ctx.header, ctx.dice);
    const teams = headerTeams(ctx.header);
    const drawn: Partial<Record<NationId, string>> = {};
    let next = s;
    for (const [player, ns] of Object.entries(hands))
      for (const n of ns) {
        drawn[n] = player;
        // A player's Nations are a team; agreed fixed teams stay with the Nation.
        next = updateNation(next, n, () => ({ team: teams[n] ?? (ns.length > 1 ? `player:${player}` : n) }));
      }
    return { ...next, drawn };
  },
  title(s, _p, ctx) {
    const hands = dealNations(s, ctx.header, ctx.dice);
    return `The Nation Cards are drawn at random: ${Object.entries(hands).map(([p, ns]) => `${p} ${ns.map(nationName).join(' and ')}`).join('; ')}`;
  },
});

/** Who plays a Nation: the draw's answer, else the set-up's. */
export function playerOf(s: IbState, header: CampaignHeader, n: NationId): string | null {
  return s.drawn?.[n] ?? header.players.find((p) => p.powers.includes(n))?.name ?? null;
}


/**
 * Setup Step D: the Nation Cards in play placed at random on the Turn Order Track (Neutrals after them), the
 * order for placing the starting Forces; Phase 3 of Game Round 1 sets the real one (digest A55). A logged roll,
 * taken once, before the first taxes.
 */
export const setupOrder = def<Record<string, never>>({
  type: 'ib.setup.order',
  label: 'Roll the set-up turn order',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  steps: ['p1-taxes'],
  validate(s) {
    if (s.setupOrder) return 'The set-up turn order was already rolled: a roll is never repeated.';
    if (s.round !== 1 || s.taxed) return 'The set-up turn order is rolled before play begins (Setup Step D, before the first taxes).';
    return null;
  },
  dice: () => [{ purpose: 'Set-up turn order (Setup Step D)', ...DRAW }],
  apply(s, _p, ctx) {
    const order = shuffledBy(s, ctx.dice);
    return { ...s, turnOrder: order, setupOrder: order };
  },
  title: (s, _p, ctx) => `Set-up turn order rolled (Setup Step D): ${shuffledBy(s, ctx.dice).map(nationName).join(', ')}${s.neutrals.length ? `, then the Neutrals (${s.neutrals.map(nationName).join(', ')})` : ''}; they place their starting Forces in this order`,
});
