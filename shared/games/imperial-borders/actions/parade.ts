// Phase 5 annexations, Phase 6 On Parade and the Congress of Vienna, and Final Scoring.
import { z } from 'zod';
import type { DiceRoll } from '../../../engine/random';
import { MEDALS, type Medal } from '../battle';
import {
  MEDAL_COLUMNS, annexationChance, annexationDice, annexationWinner, blastChance, contestedByBlasts, awardMedals, congress as congressOf, finalScore, medalGold, medalPoints, prestigeAwards, teamWinners, winners, type MedalColumns,
} from '../phases';
import {
  NATION_IDS, diceFaces, faceCounts, inPlay, moveGold, nationName, roundCasualties, teamCount, teamsOf, updateNation, whiteOf,
  type FinalRow, type IbState, type NationId, type ParadeRecord,
} from '../state';
import { binomial, sumOf } from '../../../review/luck';
import { def, inPlayCheck, names, nationId } from './common';
import { regionTaken } from './regions';

// ---------------------------------------------------------------------------------------------
// Phase 5: Attempt Annexations

const whiteFaces = z.object({ red: z.number().int().min(0), blue: z.number().int().min(0), bar: z.number().int().min(0), blank: z.number().int().min(0) });
const contributor = { nation: nationId, landUnits: z.number().int().min(1).max(40), eliteLandUnits: z.number().int().min(0).max(40).default(0), faces: whiteFaces.optional() };
const annexPayload = z.object({
  territory: z.string().trim().min(1).max(60),
  /** A connected Independent Port goes with the Territory. */
  port: z.boolean().default(false),
  rollers: z
    .array(
      z.object({
        ...contributor,
        /** Allies present who combine their dice with this Nation's by agreement; this Nation gains the benefits [Phase 5 Step B: Multiple Nations]. */
        with: z.array(z.object(contributor)).max(5).default([]),
      }),
    )
    .min(1)
    .max(6),
});
type AnnexP = z.infer<typeof annexPayload>;
type Contributor = { nation: NationId; landUnits: number; eliteLandUnits: number; faces?: z.infer<typeof whiteFaces> | undefined };

/** White dice of one Nation's Land Units present: 1 each, +1 per Elite, the Elite bonus doubled by DOMINUS EXERCITUS. */
export function rollerDice(s: IbState, r: Contributor): number {
  return annexationDice(r.landUnits, r.eliteLandUnits, s.nations[r.nation].medals.includes('dominus-exercitus'));
}

export interface AnnexPart {
  nation: NationId;
  dice: number;
  blasts: number;
  /** Bars count as Blasts on these dice (AD VICTORIAM IMPERIALIS). */
  avi: boolean;
}

/** Each Nation's own dice, in the order the app rolls them (a roller, then its allies combining dice). */
export function annexParts(s: IbState, p: AnnexP, dice: readonly DiceRoll[]): AnnexPart[][] {
  let i = 0;
  const all = p.rollers.flatMap((r) => [r, ...(r.with ?? [])]);
  const codes = all.some((r) => !r.faces) ? diceFaces(s).white : [];
  const holds = (n: NationId) => s.nations[n].medals.includes('ad-victoriam-imperialis');
  return p.rollers.map((r) => {
    const group: Contributor[] = [r, ...(r.with ?? [])];
    // AD VICTORIAM IMPERIALIS on combined dice: the holder's own dice only, or all of them (digest A25).
    const groupAvi = s.rules?.['aviCombinedAnnexation'] === 'all-combined' && group.some((c) => holds(c.nation));
    return group.map((c) => {
      const f = c.faces ?? whiteOf(dice[i++]!.faces.map((x) => codes[x - 1]!));
      const avi = groupAvi || holds(c.nation);
      return { nation: c.nation, dice: rollerDice(s, c), blasts: f.red + f.blue + (avi ? f.bar : 0), avi };
    });
  });
}

/** Blasts per rolling Nation (its allies' combined dice included). */
export function annexBlasts(s: IbState, p: AnnexP, dice: readonly DiceRoll[]): { nation: NationId; dice: number; blasts: number; with?: NationId[] }[] {
  return annexParts(s, p, dice).map((parts, k) => {
    const allies = (p.rollers[k]!.with ?? []).map((c) => c.nation);
    return { nation: p.rollers[k]!.nation, dice: parts.reduce((a, x) => a + x.dice, 0), blasts: parts.reduce((a, x) => a + x.blasts, 0), ...(allies.length ? { with: allies } : {}) };
  });
}

/**
 * The exact chance of each rolling Nation annexing before the dice are thrown [Phase 5 Step B]: alone, at least 1
 * Blast (Sweden or Portugal: 2, or a lone die and its follow-up); several Nations, the unique most; a Nation's
 * allies combining dice add their own Blast chances (AD VICTORIAM IMPERIALIS Bars on the holder's dice, A25).
 */
export function annexOdds(s: IbState, p: { territory: string; rollers: (Contributor & { with?: Contributor[] })[] }): { win: Record<string, number>; none: number } {
  const white = faceCounts(s).white;
  const holds = (n: NationId) => s.nations[n].medals.includes('ad-victoriam-imperialis');
  const sp = specialTerritory(s, p.territory);
  const groups = p.rollers.map((r) => {
    const group: Contributor[] = [r, ...(r.with ?? [])];
    const groupAvi = s.rules?.['aviCombinedAnnexation'] === 'all-combined' && group.some((c) => holds(c.nation));
    return { nation: r.nation, parts: group.map((c) => ({ dice: rollerDice(s, c), p: blastChance(white, groupAvi || holds(c.nation)) })) };
  });
  if (groups.length === 1 && groups[0]!.parts.length === 1) {
    const { dice, p: q } = groups[0]!.parts[0]!;
    const win = annexationChance(dice, q, sp);
    return { win: { [groups[0]!.nation]: win }, none: 1 - win };
  }
  const need2 = sp && (groups.length === 1 || s.rules?.['swedenPortugalMultiNation'] !== 'most-blasts');
  return contestedByBlasts(groups.map((g) => ({ nation: g.nation, dist: sumOf(g.parts.map((x) => binomial(x.dice, x.p))) })), need2);
}

/** Sweden or Portugal under the optional rule: 2 Blasts in one attempt [Optional: Sweden and Portugal]. */
export const specialTerritory = (s: IbState, territory: string): boolean => s.rules?.['swedenAndPortugal'] === true && /^\s*(sweden|portugal)\s*$/i.test(territory);

/** The Nation annexing from the Blasts rolled, or a pending follow-up roll (a lone die's Blast on Sweden or Portugal). */
export function annexOutcome(s: IbState, p: AnnexP, rolls: { nation: NationId; dice: number; blasts: number }[]): { winner: NationId | null; followUp: NationId | null } {
  const special = specialTerritory(s, p.territory);
  if (special && rolls.length === 1 && rolls[0]!.dice === 1 && rolls[0]!.blasts === 1) return { winner: null, followUp: rolls[0]!.nation };
  const need2 = special && (rolls.length === 1 || s.rules?.['swedenPortugalMultiNation'] !== 'most-blasts');
  if (special && !need2) {
    // Several Nations, "the most Blasts is enough" (A38): the unique top scorer annexes.
    return { winner: annexationWinner(Object.fromEntries(rolls.map((r) => [r.nation, r.blasts]))) as NationId | null, followUp: null };
  }
  return { winner: annexationWinner(Object.fromEntries(rolls.map((r) => [r.nation, r.blasts])), need2) as NationId | null, followUp: null };
}

/** A successful annexation: the Territory (and its Port) to the winner; Sweden or Portugal also give it a free Half Infantry there [Optional: Sweden and Portugal]. */
const annexed = (s: IbState, territory: string, winner: NationId, port: boolean, special: boolean): IbState =>
  updateNation(regionTaken(s, territory, winner), winner, (x) => ({ annexed: x.annexed + 1, ports: x.ports + (port ? 1 : 0), ...(special ? { landUnits: (x.landUnits ?? 0) + 1 } : {}) }));

export const annex = def<AnnexP>({
  type: 'ib.annex',
  label: 'Attempt an annexation',
  schema: annexPayload as unknown as z.ZodType<AnnexP>,
  steps: ['p5-annex'],
  validate(s, p) {
    const bad = inPlayCheck(s, ...p.rollers.map((r) => r.nation));
    if (bad) return bad;
    const everyone = p.rollers.flatMap((r) => [r, ...(r.with ?? [])]);
    const bad2 = inPlayCheck(s, ...everyone.map((r) => r.nation));
    if (bad2) return bad2;
    if (new Set(everyone.map((r) => r.nation)).size !== everyone.length) return 'Each Nation rolls once (allies that combine dice roll as one Nation).';
    const waiting = pendingFollowUp(s);
    if (waiting) return `${nationName(waiting.followUp!)} rolls its follow-up die for ${waiting.territory} first.`;
    if (s.annexations.some((a) => a.round === s.round && a.territory.toLowerCase() === p.territory.toLowerCase())) return `${p.territory} was already rolled for this Game Round.`;
    for (const r of everyone) {
      if (r.eliteLandUnits > r.landUnits) return `${nationName(r.nation)} has ${r.landUnits} Land Units there, so at most ${r.landUnits} Elite.`;
      if (!r.faces) continue;
      const n = r.faces.red + r.faces.blue + r.faces.bar + r.faces.blank;
      const want = rollerDice(s, r);
      if (n !== want) return `${nationName(r.nation)} rolls ${want} White ${want === 1 ? 'die' : 'dice'} (1 per Land Unit, +1 per Elite${s.nations[r.nation].medals.includes('dominus-exercitus') ? ', doubled by DOMINUS EXERCITUS' : ''}), but ${n} ${n === 1 ? 'face was' : 'faces were'} entered.`;
    }
    if (everyone.some((r) => !r.faces)) diceFaces(s);
    return null;
  },
  dice: (s, p) => p.rollers.flatMap((r) => [r, ...(r.with ?? [])]).filter((r) => !r.faces).map((r) => ({ purpose: `Annexation of ${p.territory}: ${nationName(r.nation)}`, count: rollerDice(s, r), sides: diceFaces(s).white.length })),
  apply(s, p, ctx) {
    const rolls = annexBlasts(s, p, ctx.dice);
    const { winner, followUp } = annexOutcome(s, p, rolls);
    const special = specialTerritory(s, p.territory);
    const next: IbState = { ...s, annexations: [...s.annexations, { round: s.round, territory: p.territory, rollers: rolls, winner, port: p.port, ...(special ? { special, followUp } : {}) }] };
    return winner ? annexed(next, p.territory, winner, p.port, special) : next;
  },
  title(s, p, ctx) {
    const rolls = annexBlasts(s, p, ctx.dice);
    const { winner, followUp } = annexOutcome(s, p, rolls);
    const shown = rolls.map((r) => `${nationName(r.nation)}${r.with ? ` (dice combined with ${names(r.with)})` : ''} ${r.blasts} ${r.blasts === 1 ? 'Blast' : 'Blasts'} on ${r.dice}`).join(', ');
    const bonus = specialTerritory(s, p.territory) ? ` and gains 1 Half Infantry there` : '';
    const result = followUp
      ? `a Blast on its one die: ${nationName(followUp)} rolls a follow-up die`
      : winner ? `${nationName(winner)} annexes it${p.port ? ' and its Port' : ''}${bonus}` : 'no annexation (Annex Token on its side)';
    return `Annexation of ${p.territory}${specialTerritory(s, p.territory) ? ' (2 Blasts needed)' : ''}: ${shown}: ${result}`;
  },
});

/** The annexation of Sweden or Portugal waiting for its follow-up die, if any. */
export const pendingFollowUp = (s: IbState) => s.annexations.find((a) => a.round === s.round && a.followUp) ?? null;

const followUpPayload = z.object({ faces: whiteFaces.optional() });
type FollowUpP = z.infer<typeof followUpPayload>;

function followUpBlasts(s: IbState, p: FollowUpP, dice: readonly DiceRoll[]): number {
  const a = pendingFollowUp(s)!;
  const f = p.faces ?? whiteOf(dice[0]!.faces.map((x) => diceFaces(s).white[x - 1]!));
  const avi = s.nations[a.followUp!].medals.includes('ad-victoriam-imperialis');
  return f.red + f.blue + (avi ? f.bar : 0);
}

/** The follow-up roll of a lone die on Sweden or Portugal: a second Blast annexes [Optional: Sweden and Portugal]. */
export const annexFollowUp = def<FollowUpP>({
  type: 'ib.annex.followup',
  label: 'Roll the follow-up die (Sweden or Portugal)',
  schema: followUpPayload as unknown as z.ZodType<FollowUpP>,
  steps: ['p5-annex'],
  validate(s, p) {
    if (!pendingFollowUp(s)) return 'No annexation waits for a follow-up die.';
    if (p.faces) {
      const n = p.faces.red + p.faces.blue + p.faces.bar + p.faces.blank;
      if (n !== 1) return `The follow-up roll is 1 White die, but ${n} faces were entered.`;
    } else diceFaces(s);
    return null;
  },
  dice: (s, p) => (p.faces ? [] : [{ purpose: `Follow-up roll for ${pendingFollowUp(s)?.territory ?? ''}`, count: 1, sides: diceFaces(s).white.length }]),
  apply(s, p, ctx) {
    const a = pendingFollowUp(s)!;
    const won = followUpBlasts(s, p, ctx.dice) > 0;
    const who = a.followUp!;
    const next: IbState = { ...s, annexations: s.annexations.map((x) => (x === a ? { ...x, followUp: null, winner: won ? who : null, rollers: x.rollers.map((r) => ({ ...r, dice: r.dice + 1, blasts: r.blasts + (won ? 1 : 0) })) } : x)) };
    return won ? annexed(next, a.territory, who, a.port, true) : next;
  },
  title(s, p, ctx) {
    const a = pendingFollowUp(s)!;
    const won = followUpBlasts(s, p, ctx.dice) > 0;
    return `Follow-up roll for ${a.territory}: ${won ? `a second Blast: ${nationName(a.followUp!)} annexes it${a.port ? ' and its Port' : ''} and gains 1 Half Infantry there` : 'no Blast: no annexation (Annex Token on its side)'}`;
  },
});

// ---------------------------------------------------------------------------------------------
// Phase 6: On Parade

/** Nations on the Medals Chart: those in play (and Neutrals too if the group scores them, A47). */
export const scored = (s: IbState): NationId[] => (s.rules?.['neutralsScored'] === 'scored' ? [...NATION_IDS] : inPlay(s));

export interface ParadePreview {
  chart: Record<string, MedalColumns>;
  prestige: Record<string, number>;
  medals: Record<Medal, string | null>;
  gold: Record<string, number>;
  /** The AD VICTORIAM IMPERIALIS holder must give 1 Prestige Point to another Nation (not with 2 teams). */
  aviGiver: NationId | null;
}

/** Phase 6 Steps A-C from the registry and this round's casualty ledger. */
export function paradePreview(s: IbState): ParadePreview {
  const cas = roundCasualties(s);
  const chart: Record<string, MedalColumns> = {};
  for (const n of scored(s)) {
    const x = s.nations[n];
    chart[n] = medalPoints({ casualtyPoints: cas[n], annexed: x.annexed, majors: x.majors, capitals: x.capitals, eliteLand: x.eliteLand, eliteShips: x.eliteShips });
  }
  const prestige = prestigeAwards(Object.fromEntries(Object.entries(chart).map(([n, c]) => [n, c[5]])), s.rules?.['prestigeTies'] === 'competition' ? 'competition' : 'dense');
  const medals = awardMedals(chart, { teamOf: teamsOf(s), turnOrder: s.turnOrder });
  const gold: Record<string, number> = {};
  for (const n of Object.keys(chart)) {
    const won = MEDAL_COLUMNS.filter((m) => medals[m] === n);
    gold[n] = medalGold(won, s.nations[n as NationId].ownCapital);
  }
  const avi = medals['ad-victoriam-imperialis'] as NationId | null;
  return { chart, prestige, medals, gold, aviGiver: avi && teamCount(s) > 2 ? avi : null };
}

const paradePayload = z.object({ aviGift: nationId.nullable().default(null) });

export const parade = def<z.infer<typeof paradePayload>>({
  type: 'ib.parade',
  label: 'On Parade: Medal Points, Prestige and Medals',
  schema: paradePayload,
  steps: ['p6-parade'],
  validate(s, p) {
    if (s.parades.some((x) => x.round === s.round)) return `On Parade is done for Game Round ${s.round}.`;
    const v = paradePreview(s);
    if (!v.aviGiver) return p.aviGift ? 'Nobody gives the AD VICTORIAM IMPERIALIS Prestige Point this round.' : null;
    if (!p.aviGift) return `${nationName(v.aviGiver)} holds AD VICTORIAM IMPERIALIS and must give 1 Prestige Point to another Nation: choose which.`;
    const bad = inPlayCheck(s, p.aviGift);
    if (bad) return `The AD VICTORIAM IMPERIALIS gift: ${bad}`;
    if (s.nations[p.aviGift].team === s.nations[v.aviGiver].team) return `${nationName(v.aviGiver)} cannot give its Prestige Point to its own team.`;
    return null;
  },
  apply(s, p) {
    const v = paradePreview(s);
    let next = s;
    for (const n of NATION_IDS) next = updateNation(next, n, (x) => ({ prestige: x.prestige + (v.prestige[n] ?? 0), medals: MEDALS.filter((m) => v.medals[m] === n) }));
    for (const [n, g] of Object.entries(v.gold)) next = moveGold(next, n as NationId, g, 'Medal Gold (+5 per Medal with the own Capital)');
    if (v.aviGiver && p.aviGift) next = updateNation(next, p.aviGift, (x) => ({ prestige: x.prestige + 1 }));
    const record: ParadeRecord = { round: s.round, chart: v.chart, prestige: v.prestige, medals: v.medals as ParadeRecord['medals'], gold: v.gold, aviGift: v.aviGiver ? p.aviGift : null };
    // Round 8 with the end still open: no vote, the game ends after Round 9 [Phase 6 Step D].
    const lastRound = s.lastRound === null && s.round >= 8 ? 9 : s.lastRound;
    return { ...next, parades: [...next.parades, record], lastRound };
  },
  title(s, p) {
    const v = paradePreview(s);
    const pp = Object.entries(v.prestige).filter(([, x]) => x > 0).map(([n, x]) => `${nationName(n)} +${x}`).join(', ');
    const medals = MEDALS.filter((m) => v.medals[m]).map((m) => `${MEDAL_NAMES[m]} to ${nationName(v.medals[m]!)}`).join(', ');
    return `On Parade, Game Round ${s.round}: Prestige ${pp || 'none'}; Medals: ${medals || 'none (ties)'}${v.aviGiver && p.aviGift ? `; ${nationName(v.aviGiver)} gives 1 PP to ${nationName(p.aviGift)}` : ''}`;
  },
});

export const MEDAL_NAMES: Record<Medal, string> = {
  'laetissima-natione': 'LAETISSIMA NATIONE', 'terra-aliena': 'TERRA ALIENA', 'maxime-patrias': 'MAXIME PATRIAS',
  'dominus-exercitus': 'DOMINUS EXERCITUS', 'dominus-maris': 'DOMINUS MARIS', 'ad-victoriam-imperialis': 'AD VICTORIAM IMPERIALIS',
};

const congressPayload = z.object({ votes: z.record(z.string(), z.enum(['peace', 'war'])) });

export const congress = def<z.infer<typeof congressPayload>>({
  type: 'ib.congress',
  label: 'Congress of Vienna: reveal the votes',
  schema: congressPayload,
  steps: ['p6-congress', 'p7-congress'],
  validate(s, p) {
    if (s.congresses.some((c) => c.round === s.round)) return `The Congress of Vienna has voted in Game Round ${s.round}.`;
    for (const n of Object.keys(p.votes)) {
      const bad = inPlayCheck(s, n);
      if (bad) return bad;
    }
    const missing = scored(s).filter((n) => !p.votes[n]);
    if (missing.length) return `Every Nation votes Peace or War: ${names(missing)} ${missing.length === 1 ? 'has' : 'have'} not.`;
    return null;
  },
  apply(s, p) {
    const peace = Object.values(p.votes).filter((v) => v === 'peace').length;
    const war = Object.values(p.votes).length - peace;
    const r = congressOf(s.round, { peace, war }, s.lastRound);
    const extra = s.round === 6 ? 1 : s.round === 7 ? 2 : 0;
    return { ...s, lastRound: r.lastRound, congresses: [...s.congresses, { round: s.round, votes: p.votes as Partial<Record<NationId, 'peace' | 'war'>>, extraPeace: extra, peace: r.peace }] };
  },
  title(s, p) {
    const peace = Object.values(p.votes).filter((v) => v === 'peace').length;
    const war = Object.values(p.votes).length - peace;
    const r = congressOf(s.round, { peace, war }, s.lastRound);
    const extra = s.round === 6 ? 1 : s.round === 7 ? 2 : 0;
    return `Congress of Vienna, Game Round ${s.round}: ${peace} Peace${extra ? ` + ${extra} ${extra === 1 ? 'dove' : 'doves'}` : ''} against ${war} War: ${r.peace ? `Peace. Game Round ${r.lastRound} is the last` : 'War continues'}`;
  },
});

// ---------------------------------------------------------------------------------------------
// Final Scoring

/** The last Medals Chart's columns 2-5, Prestige after 1 PP per 10 Gold, eligibility (own Capital). */
export function finalRows(s: IbState): FinalRow[] {
  const last = [...s.parades].reverse()[0];
  return scored(s).map((n) => {
    const c = last?.chart[n] ?? [0, 0, 0, 0, 0, 0];
    const x = s.nations[n];
    const f = finalScore({ nation: n, columns: [c[1], c[2], c[3], c[4]], prestige: x.prestige, gold: x.gold, controlsOwnCapital: x.ownCapital });
    return { nation: n, columns: [c[1], c[2], c[3], c[4]], prestige: f.prestige, gold: x.gold, score: f.score, eligible: f.eligible };
  });
}

/** Teams are in play when any team has 2 or more Nations (a player's Nations, or agreed fixed teams) [Team Play]. */
export const teamsInPlay = (s: IbState): boolean => teamCount(s) < scored(s).length;

/** The winners and the reason, for Nations alone or for teams [Final Scoring]. */
export function finalResult(s: IbState, rows: FinalRow[]): { winners: string[]; reason: string } {
  const inputs = rows.map((r) => ({ nation: r.nation, columns: r.columns, prestige: r.prestige - Math.floor(r.gold / 10), gold: r.gold, controlsOwnCapital: r.eligible }));
  if (teamsInPlay(s)) {
    const t = teamWinners(inputs, teamsOf(s), s.rules?.['teamFinalTieBreak'] === 'shared' ? 'shared' : 'team-gold-then-shared');
    if (!t.winners.length) return { winners: [], reason: 'No Nation holds its own Capital: no team can win.' };
    const best = t.standings.filter((x) => x.nations.some((n) => t.winners.includes(n)));
    const shown = best.map((x) => names(x.nations as NationId[])).join(' and ');
    return {
      winners: t.winners,
      reason: `${shown} ${best.length > 1 ? 'share the victory' : 'win as a team'}: ${best[0]!.capitals} ${best[0]!.capitals === 1 ? 'Nation holds its' : 'Nations hold their'} own Capital, combined score ${best[0]!.score}.`,
    };
  }
  const won = winners(inputs);
  const best = rows.filter((r) => won.includes(r.nation));
  return {
    winners: won,
    reason: won.length ? `${names(won as NationId[])} ${won.length > 1 ? 'share the victory' : 'wins'} with ${best[0]!.score} (columns 2-5 + Prestige).` : 'No Nation holds its own Capital: nobody can win.',
  };
}

export const final = def<Record<string, never>>({
  type: 'ib.final',
  label: 'Final Scoring',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  steps: ['final'],
  validate: (s) => (s.parades.some((p) => p.round === s.round) ? null : 'Hold On Parade for the last Game Round first: Final Scoring uses its Medals Chart.'),
  apply(s) {
    const rows = finalRows(s);
    const { winners: won, reason } = finalResult(s, rows);
    let next = s;
    for (const r of rows) next = updateNation(next, r.nation, () => ({ prestige: r.prestige }));
    return { ...next, final: rows, gameOver: { reason, winners: won } };
  },
  title: (s) => `Final Scoring: ${finalRows(s).sort((a, b) => b.score - a.score).map((r) => `${nationName(r.nation)} ${r.score}${r.eligible ? '' : ' (no Capital)'}`).join(', ')}`,
});
