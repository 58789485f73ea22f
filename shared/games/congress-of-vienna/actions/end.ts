// End of Turn and Victory Check actions: the end-of-turn VP with the cards that negate them, Early Triumph at
// 80, the end-of-game bonuses with Napoleon's Survival dice, the winner with the tie order France > Austria >
// Britain > Russia [14.1-14.2].
import { z } from 'zod';
import { earlyTriumph, endOfGameBonuses, endOfTurnVp, winnerByVp, type EndOfTurnState } from '../victory';
import { addVp, EARLY_TRIUMPH, POWER_NAME, POWERS, packOf, refusal, type CovState, type Power } from '../state';
import { armyRows, holderName } from '../forces';
import { cellValue } from '../../../data/access';
import { define } from './common';
import { signed } from '../../../format';

const negations = z.strictObject({ fernandoVII: z.boolean().optional(), josephBonaparte: z.boolean().optional(), andrewJackson: z.boolean().optional(), sherbrooke: z.boolean().optional() });
const vpPayload = z.strictObject({
  castile: z.enum(['FR', 'BR']),
  prussiaAlliedControlled: z.boolean(),
  negations: negations.default({}),
  amourSacre: z.boolean().default(false),
});
type VpPayload = z.infer<typeof vpPayload>;

/** An Allied Army in a French (FR) homeland space as the board records it: Paris by the reading amourSacre
 *  ("paris-counts" by default), other spaces by their nationality code; 'unknown' when an Allied Army stands in a
 *  space whose code is not entered (the group then says it); null when none [14.1, digest 10.29]. */
export function amourSacreOnBoard(s: CovState): { army: string; space: string } | 'unknown' | null {
  const pack = packOf(s);
  let unknown = false;
  for (const a of armyRows(pack)) {
    const at = s.forces.armies[a.key];
    if (!a.owner || a.owner === 'FR' || !at || at.removed || !at.space) continue;
    if (at.space === 'Paris') {
      if (s.rules?.['amourSacre'] !== 'paris-excluded') return { army: a.key, space: at.space };
      continue;
    }
    const nation = cellValue(pack, 'map-spaces', at.space, 'nation');
    if (nation === 'fr') return { army: a.key, space: at.space };
    if (typeof nation !== 'string') unknown = true;
  }
  return unknown ? 'unknown' : null;
}

/** Records the first Allied Army the board shows in a French homeland space, whatever moved it there. */
export function watchAmourSacre(s: CovState): CovState {
  if (s.amourSacreUsed || s.amourSacreSeen) return s;
  const seen = amourSacreOnBoard(s);
  return seen && seen !== 'unknown' ? { ...s, amourSacreSeen: { turn: s.position.turn, ...seen } } : s;
}

/** "Amour sacré" at this end of turn: by the board (an older version's entry: the group's tick as logged), or the
 *  group's tick where the board cannot know; never on Turn 9 or later of a game ending after Turn 9 [14.1, 15.4]. */
function amourNow(s: CovState, p: VpPayload, legacy = false): boolean {
  if (legacy) return p.amourSacre;
  if (s.amourSacreUsed) return false;
  if (s.rules?.['gameLength'] === '9' && s.position.turn >= 9) return p.amourSacre;
  return !!s.amourSacreSeen || p.amourSacre;
}

function eotState(s: CovState, p: VpPayload, die?: number): EndOfTurnState {
  return {
    castile: p.castile,
    prussiaAlliedControlled: p.prussiaAlliedControlled,
    austriaAtWar: s.austriaAtWar,
    treatyOfGhent: s.war1812.ended === 'ghent',
    canadaAnnexed: s.war1812.ended === 'canada',
    war1812Status: s.war1812.status,
    generalissimo: s.generalissimo,
    negations: p.negations,
    ...(die !== undefined ? { amourSacreDie: die } : {}),
    amourSacreIgnored: s.rules?.['gameLength'] === '9' && s.position.turn >= 9,
  };
}

const endVp = define<VpPayload>({
  type: 'cov.end.vp',
  label: 'Award the end-of-turn VP',
  schema: vpPayload,
  steps: ['end-of-turn-vp'],
  validate(s, p) {
    if (s.endOfTurnVp) return 'The end-of-turn VP are awarded.';
    if (p.amourSacre && s.amourSacreUsed) return '"Amour sacré de la Patrie" happens once per game [14.1].';
    if (p.amourSacre && !s.amourSacreSeen && amourSacreOnBoard(s) === null && !(s.rules?.['gameLength'] === '9' && s.position.turn >= 9))
      return 'No Allied Army has occupied a French homeland space as the board records it: "Amour sacré de la Patrie" is not due [14.1].';
    return refusal(() => endOfTurnVp(eotState(s, p, amourNow(s, p) ? 1 : undefined)));
  },
  dice: (s, p, _h, legacy) => (amourNow(s, p, legacy) ? [{ purpose: '"Amour sacré de la Patrie": France gains the die', count: 1, sides: 6 }] : []),
  apply(s, p, ctx) {
    const award = amourNow(s, p, ctx.legacy);
    const changes = endOfTurnVp(eotState(s, p, award ? ctx.dice[0]!.faces[0]! : undefined));
    const { amourSacreSeen: _seen, ...rest } = s;
    return { ...addVp(rest, 'End of Turn', changes), endOfTurnVp: true, amourSacreUsed: s.amourSacreUsed || award };
  },
  title(s, p, ctx) {
    const award = amourNow(s, p, ctx.legacy);
    const changes = endOfTurnVp(eotState(s, p, award ? ctx.dice[0]!.faces[0]! : undefined));
    const seen = award && !p.amourSacre && s.amourSacreSeen ? ` (Amour sacré: ${holderName(packOf(s), s.amourSacreSeen.army)} in ${s.amourSacreSeen.space}, as the board records it)` : '';
    return `End-of-turn VP: ${changes.map((c) => `${c.power} ${signed(c.vp)} (${c.source})`).join(', ') || 'none'}${seen}`;
  },
});

/** What the board as recorded says for the end-of-turn VP and the Armies in Paris (null: control not recorded;
 *  the group then says it). Castile Allied-controlled is British: only Britain's Armies fight on Front C [14.1, 4.2]. */
export function endOfTurnFromBoard(s: CovState): { castile: 'FR' | 'BR' | null; prussiaAlliedControlled: boolean | null; alliedArmiesInParis: Partial<Record<'RU' | 'BR' | 'AU', number>> } {
  const c = s.forces.control;
  const inParis: Partial<Record<'RU' | 'BR' | 'AU', number>> = {};
  for (const a of armyRows(packOf(s))) {
    const at = s.forces.armies[a.key];
    if (!at || at.removed || at.space !== 'Paris' || !a.owner || a.owner === 'FR') continue;
    const o = a.owner as 'RU' | 'BR' | 'AU';
    inParis[o] = (inParis[o] ?? 0) + 1;
  }
  return {
    castile: c['Castile'] === 'FR' ? 'FR' : c['Castile'] === 'allied' ? 'BR' : null,
    prussiaAlliedControlled: c['Prussia'] ? c['Prussia'] === 'allied' : null,
    alliedArmiesInParis: inParis,
  };
}

export const lastTurnOf = (s: CovState) => s.lastTurn;
const checkPayload = z.strictObject({ alliedArmiesInParis: z.strictObject({ RU: z.number().int().min(0).max(3).optional(), BR: z.number().int().min(0).max(3).optional(), AU: z.number().int().min(0).max(3).optional() }).default({}) });
type CheckPayload = z.infer<typeof checkPayload>;

/** What the victory check does now: an Early Triumph, the game's end (bonuses, Survival dice) or nothing. */
export function victoryOutlook(s: CovState, p: CheckPayload = { alliedArmiesInParis: {} }): { kind: 'triumph'; winner: Power } | { kind: 'end'; survivalDice: number } | { kind: 'continue' } {
  const t = earlyTriumph(s.vp);
  if (t) return { kind: 'triumph', winner: t };
  if (s.surrendered || s.position.turn >= s.lastTurn) {
    const inParis = Object.values(p.alliedArmiesInParis).reduce((a, n) => a + (n ?? 0), 0);
    return { kind: 'end', survivalDice: s.surrendered ? 0 : inParis ? 1 : 2 };
  }
  return { kind: 'continue' };
}

/** +5 per Allied Army in Paris on an Early Triumph, only under the rule setting paris5VP 'once-always' [14.1, 14.2.1]. */
function triumphParisVp(s: CovState, p: CheckPayload): Array<{ power: Power; vp: number; source: string; rule: string }> {
  if (s.rules?.['paris5VP'] !== 'once-always') return [];
  return (Object.entries(p.alliedArmiesInParis) as Array<[Power, number]>).filter(([, n]) => n).map(([power, n]) => ({ power, vp: 5 * n, source: `${n} ${n > 1 ? 'Armies' : 'Army'} in Paris (rule setting: on an Early Triumph too)`, rule: '14.1' }));
}

const check = define<CheckPayload>({
  type: 'cov.victory.check',
  label: 'Victory check',
  schema: checkPayload,
  steps: ['victory-check'],
  validate: (s) => (s.victoryChecked ? 'The victory check is done for this turn.' : !s.endOfTurnVp ? 'Award the end-of-turn VP first [14.1].' : null),
  dice: (s, p) => {
    const o = victoryOutlook(s, p);
    return o.kind === 'end' && o.survivalDice ? [{ purpose: 'Napoleon’s Survival (each die halved, rounded up)', count: o.survivalDice, sides: 6 }] : [];
  },
  apply(s, p, ctx) {
    const o = victoryOutlook(s, p);
    if (o.kind === 'continue') return { ...s, victoryChecked: true };
    if (o.kind === 'triumph') {
      // The Allied Armies in Paris are scored on an Early Triumph too under the rule setting paris5VP 'once-always'.
      const paris = triumphParisVp(s, p);
      const t = paris.length ? addVp(s, 'End of Game', paris) : s;
      const w = earlyTriumph(t.vp)!;
      return { ...t, victoryChecked: true, gameOver: { reason: `Early Triumph: ${POWER_NAME[w]} reaches ${t.vp[w]} VP (${EARLY_TRIUMPH} or more) [14.2].`, winners: [w] } };
    }
    const bonuses = endOfGameBonuses({
      liberalismFinal: s.liberalism >= 4,
      absolutismFinal: s.absolutism >= 4,
      surrendered: s.surrendered,
      alliedArmiesInParis: p.alliedArmiesInParis,
      ...(o.survivalDice ? { survivalDice: ctx.dice[0]!.faces } : {}),
    });
    const t = addVp(s, 'End of Game', bonuses);
    const w = winnerByVp(t.vp);
    const tied = POWERS.filter((x) => x !== w && t.vp[x] === t.vp[w]);
    return {
      ...t,
      victoryChecked: true,
      gameOver: { reason: `${s.surrendered ? 'Napoleon has surrendered' : `Turn ${s.position.turn} was the last`}: ${POWER_NAME[w]} wins with ${t.vp[w]} VP${tied.length ? ` (tie with ${tied.map((x) => POWER_NAME[x]).join(', ')}: France > Austria > Britain > Russia)` : ''} [14.2.2].`, winners: [w] },
    };
  },
  title(s, p, ctx) {
    const o = victoryOutlook(s, p);
    if (o.kind === 'continue') return `Victory check: no Power at ${EARLY_TRIUMPH} VP, the game goes on`;
    if (o.kind === 'triumph') {
      const paris = triumphParisVp(s, p);
      return `Early Triumph: ${POWER_NAME[paris.length ? earlyTriumph(addVp(s, 'End of Game', paris).vp)! : o.winner]} wins${paris.length ? ` (${paris.map((c) => `${c.power} +${c.vp}, Armies in Paris`).join(', ')})` : ''}`;
    }
    return `End of the game: bonuses${o.survivalDice ? `, Napoleon’s Survival ${ctx.dice[0]!.faces.join(' and ')}` : ''}`;
  },
});

export const END_ACTIONS = [endVp, check];
