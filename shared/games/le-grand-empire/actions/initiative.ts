// The initiative pool (§3.1, §3.2, §5.1.3): Naval 2 markers bought for 25 £, the cup built at the
// Activation Phase, each draw a die among the markers that may come out (the same-side land markers
// go back), a marker drawn from the physical cup entered, and the first turn's chosen marker.
import { z } from 'zod';
import { markerName, marker, playable, playMarker, whyNotPlayable } from '../initiative';
import { BLOCK_NAMES, BLOCK_PAYER, POWER_NAMES, type Block } from '../state';
import { cannotPay, drawRules, move, type Action } from './common';

const NAVAL2 = 25;
const blockEnum = z.enum(['empire', 'coalition'], { error: 'the side is empire or coalition' });

const buyNaval2: Action<{ side: Block }> = {
  type: 'lge.initiative.naval2',
  label: 'Buy a Naval 2 marker',
  schema: z.strictObject({ side: blockEnum }),
  steps: ['initiative-pool'],
  validate(s, p) {
    if (s.initiative.naval2[p.side]) return `The ${BLOCK_NAMES[p.side]} has bought its Naval 2 marker this turn.`;
    return cannotPay(s, BLOCK_PAYER[p.side], '£', NAVAL2);
  },
  apply(s, p) {
    const t = move(s, BLOCK_PAYER[p.side], '£', -NAVAL2, `${BLOCK_NAMES[p.side]} Naval 2 marker (§3.1)`);
    return { ...t, initiative: { ...t.initiative, naval2: { ...t.initiative.naval2, [p.side]: true } } };
  },
  title: (_s, p) => `${POWER_NAMES[BLOCK_PAYER[p.side]]} buys the ${BLOCK_NAMES[p.side]} Naval 2 marker (${NAVAL2} £)`,
};

const drawSchema = z.strictObject({
  /** A marker chosen (first turn) or drawn from the physical cup; absent: the app draws. */
  marker: z.string().min(1).max(4).optional(),
});

/** The first turn's first marker is chosen by the scenario's first player (§3.2). */
const mustChoose = (s: Parameters<Action<unknown>['validate']>[0]) => s.position.turn === 1 && !s.initiative.activationDrawn && s.initiative.drawn.length === 0;

const draw: Action<z.infer<typeof drawSchema>> = {
  type: 'lge.initiative.draw',
  label: 'Draw an initiative marker',
  schema: drawSchema,
  steps: ['activations'],
  validate(s, p) {
    const ini = s.initiative;
    if (!ini.built) return 'The cup has not been filled yet.';
    if (ini.ended) return 'The Operations Phase is over: no more markers are drawn this turn.';
    if (s.battle) return 'Finish the battle in progress first.';
    if (mustChoose(s)) {
      if (!p.marker) return `First turn of the scenario: ${POWER_NAMES[s.scenario.firstPlayer]} chooses the first marker (§3.2).`;
      if (p.marker === 'WQ') return 'The first marker chosen cannot be Winter Quarters (§3.2).';
    }
    if (p.marker) {
      if (!marker(p.marker)) return `"${p.marker}" is not an initiative marker.`;
      return whyNotPlayable(ini, p.marker, drawRules(s));
    }
    return playable(ini, drawRules(s)).length ? null : 'No marker can come out of the cup.';
  },
  dice(s, p) {
    if (p.marker) return [];
    const n = playable(s.initiative, drawRules(s)).length;
    return n > 1 ? [{ purpose: `Initiative draw (1 of ${n} markers)`, count: 1, sides: n }] : [];
  },
  apply(s, p, ctx) {
    const list = playable(s.initiative, drawRules(s));
    const id = p.marker ?? list[ctx.dice.length ? ctx.dice[0]!.faces[0]! - 1 : 0]!;
    const how = p.marker ? (mustChoose(s) ? 'chosen' : 'entered') : 'drawn';
    return { ...s, initiative: playMarker(s.initiative, id, how, drawRules(s)) };
  },
  title(s, p, ctx) {
    const list = playable(s.initiative, drawRules(s));
    const id = p.marker ?? list[ctx.dice.length ? ctx.dice[0]!.faces[0]! - 1 : 0]!;
    return `${mustChoose(s) ? `${POWER_NAMES[s.scenario.firstPlayer]} chooses` : p.marker ? 'Drawn from the cup' : 'Drawn'}: ${markerName(id)}`;
  },
};

export const INITIATIVE_ACTIONS = [buyNaval2, draw];
