// Government Phase actions: each Power's funding in the order clockwise from the left of the Diplomacy winner,
// the priorities 1st-4th paid first while Resources last (a skipped step is refused with the reason), the
// Issues' effects that have numbers, Military Support and Sound Government, and the Liberalism/Absolutism roll
// [12.0-12.7].
import { z } from 'zod';
import { cellOf } from '../../../data/tables';
import { checkFunding, checkPurchases, fundingList, libAbsBoxVp, paxRoll, peaceCongress, recruitment, trackRoll, type FundingItem } from '../government';
import { vpLeaders } from '../victory';
import { cellOf as cell } from '../../../data/tables';
import { actingNow, addVp, governmentOrder, issueDef, issueName, packOf, POWER_NAME, refusal, resourcesOf, wonIssues, type CovState, type Power, type VpEntry } from '../state';
import { define, fleetSourcesSchema, pieceCountSchema, powerSchema } from './common';
import { swedesToBoxCheck } from '../denmark-norway';
import { DENMARK_NORWAY, PIECE_NAME, defaultRecruits, fleetRemovalCheck, fleetSourcesText, minorUnit, movePieces, pieceWords, poolCount, receivePieces, recruitCheck, relocate, removeFleets, type Count } from '../forces';
import { fgofMoveCheck, fgofName, fgofVp, NO_AGREEMENT } from '../fgof';
import { POWERS } from '../diplomacy';
import { counted, signed } from '../../../format';

export function fundingItems(s: CovState, p: Power): FundingItem[] {
  const cost = s.rules?.['financialAidCost'] === 'winner-pays' ? 'winner-pays' : 'winner-free';
  const final = (p === 'FR' || p === 'BR' ? s.liberalism : s.absolutism) >= 4;
  return fundingList(p, wonIssues(s), { financialAidCost: cost, libAbsFinalNoPay: final && s.rules?.['libAbsFinalBox'] === 'no-pay' });
}

/** What a Power may spend on its Issues: Britain's Financial Aid is paid from its Resources as its 1st priority [12.2]. */
export function fundingAvailable(s: CovState, p: Power): number {
  const r = resourcesOf(s, p);
  const owed = p === 'BR' ? -(r.lines.find((l) => l.label.startsWith('British Financial Aid paid'))?.value ?? 0) : 0;
  return r.total + owed;
}

const fundPayload = z.strictObject({
  power: powerSchema,
  paid: z.array(z.string().min(1).max(60)).max(30),
  militarySupport: z.number().int().min(0).max(4),
  soundGovernment: z.boolean(),
  libAbsExtra: z.number().int().min(0).max(6).default(0),
  /** Austria, winning Austria at War: enter the war now or postpone it to a later turn [12.4.2]. */
  austriaEntry: z.enum(['now', 'postpone']).optional(),
  /** Britain, activating the Generalissimo: the Power it makes Generalissimo [12.4.7]. */
  generalissimoFor: z.enum(['RU', 'AU']).optional(),
  /** The space the Future Government of France pawn is moved into [12.4.8]. */
  fgofTo: z.string().min(1).max(80).optional(),
  /** The pieces its own Recruitment takes from the Force Pool (none named: its own units, as many as there are) [12.4.9.1]. */
  recruits: pieceCountSchema.optional(),
  /** Russia's choice of a Russian or Prussian unit for a Minor Country, by Issue [12.4.6]. */
  minorUnits: z.record(z.string().min(1).max(40), z.enum(['RU', 'PR'])).optional(),
  /** OHR 15.2: how many of the 3 Swedes go to the Denmark/Norway Box instead of the Northern Army [15.2]. */
  swedesToBox: z.number().int().min(0).max(3).optional(),
});
type FundPayload = z.infer<typeof fundPayload>;

function check(s: CovState, p: FundPayload) {
  const available = fundingAvailable(s, p.power);
  const c = checkFunding(p.power, available, fundingItems(s, p.power), p.paid, p.militarySupport + (p.soundGovernment ? 1 : 0) + p.libAbsExtra, { power: POWER_NAME[p.power], issue: issueName });
  checkPurchases(p.power, { militarySupport: p.militarySupport, soundGovernment: p.soundGovernment, leftover: available - p.paid.length - p.libAbsExtra });
  return c;
}

type Change = Omit<VpEntry, 'turn' | 'phase' | 'before' | 'after'>;

/** Reading minorCountryUnit "own-army": a Minor Country's unit only to the Power whose own Army took its space
 *  (who took what, as the app derived it); by default Allied control suffices [12.4.6, 13.5, digest 10.10]. */
const ownArmy = (s: CovState) => (s.rules?.['minorCountryUnit'] === 'own-army' ? s.takenBy ?? {} : undefined);

/** The effects of the Issues a Power pays for, where the Rulebook gives them in numbers [12.4]. */
function effects(s: CovState, power: Power, paid: string[], choice: Pick<FundPayload, 'austriaEntry' | 'generalissimoFor' | 'fgofTo' | 'recruits' | 'minorUnits' | 'swedesToBox'> = {}): { state: CovState; vp: Change[]; log: string[] } {
  let t = s;
  const vp: Change[] = [];
  const log: string[] = [];
  for (const id of paid) {
    const d = issueDef(id)!;
    switch (d.kind) {
      case 'austria-at-war':
        // Austria may postpone its entry: the Issue goes back to the Display for next turn's Negotiation Table [12.4.2].
        if (power === 'RU' || power === 'BR' || (power === 'AU' && choice.austriaEntry !== 'postpone')) {
          t = { ...t, austriaAtWar: true, armistice: 'ended', handSize: { ...t.handSize, AU: t.handSize.AU - 1 }, issues: { ...t.issues, 'austria-at-war': { at: 'removed' }, armistice: { at: 'removed' } } };
          // The Army of Bohemia joins the Army of Silesia's space on Track A [12.4.2, 13.6.2].
          const silesia = t.forces.armies['silesia'];
          if (silesia && t.forces.armies['bohemia']) t = { ...t, forces: relocate(t.forces, packOf(t), 'bohemia', silesia.space) };
        }
        break;
      case 'sweden-at-war':
        if (power !== 'FR') {
          t = { ...t, swedenAtWar: true, issues: { ...t.issues, 'sweden-at-war': { at: 'removed' } } };
          // The three Swedish units join the Northern Army at once; any excess over its limit is Russia's to move [12.4.3].
          const sw = Math.min(3, poolCount(packOf(t), t.forces, 'SW') ?? 3);
          // OHR 15.2: some may go to the Denmark/Norway Box instead, when a Russian or Prussian unit is there [15.2].
          const toBox = Math.min(sw, choice.swedesToBox ?? 0);
          if (toBox) t = { ...t, forces: movePieces(t.forces, { piece: 'SW', count: toBox, from: 'pool', to: DENMARK_NORWAY }) };
          if (sw - toBox && t.forces.armies['northern']) t = { ...t, forces: movePieces(t.forces, { piece: 'SW', count: sw - toBox, from: 'pool', to: 'northern' }) };
        }
        break;
      case 'treaty-of-ghent':
        if ((power === 'BR' && t.war1812.statusAtTurnStart === 2) || (power === 'FR' && t.war1812.statusAtTurnStart === -2)) {
          // The Hand Size marker +1 for the rest of the game, or (rule reading) one extra card at the next deal [11.1.1, 13.6.4.2-3].
          const oneOff = s.rules?.['war1812HandSize'] === 'one-off';
          t = {
            ...t,
            war1812: { ...t.war1812, ended: power === 'BR' ? 'ghent' : 'canada' },
            handSize: oneOff ? t.handSize : { ...t.handSize, [power]: t.handSize[power] + 1 },
            ...(oneOff ? { extraCard: { power, turn: t.position.turn + 1 } } : {}),
            issues: { ...t.issues, 'treaty-of-ghent': { at: 'removed' } },
          };
          // Canada Annexed: British units in the Box go to the Force Pool; its fleets must leave by Strategic Movement [13.6.4.3].
          const br = t.forces.boxes['war-of-1812']?.BR ?? 0;
          if (power === 'FR' && br) t = { ...t, forces: movePieces(t.forces, { piece: 'BR', count: br, from: 'war-of-1812', to: 'pool' }) };
        }
        break;
      case 'military-operation':
        t = { ...t, militaryOperations: [...t.militaryOperations, id] };
        break;
      case 'future-government-of-france': {
        const to = choice.fgofTo!;
        const swing = fgofVp(packOf(t), t.fgof, to)!;
        const name = fgofName(packOf(t), to);
        for (const x of POWERS) vp.push({ power: x, vp: swing[x], source: `Future Government of France: the pawn enters ${name}${to === NO_AGREEMENT ? ` from ${fgofName(packOf(t), t.fgof)}` : ''}`, rule: '12.4.8' });
        t = { ...t, fgof: to };
        break;
      }
      case 'generalissimo':
        // Russia or Austria become it; Britain names one of them; France removes it for this War Phase [12.4.7].
        t = { ...t, generalissimoActivated: true };
        if (power === 'RU' || power === 'AU') t = { ...t, generalissimo: power };
        else if (power === 'BR' && choice.generalissimoFor) t = { ...t, generalissimo: choice.generalissimoFor };
        else if (power === 'FR') t = { ...t, generalissimo: 'none' };
        break;
      case 'minor-country': {
        const code = cellOf(packOf(t), 'minor-countries', id, `code${power}`)?.v;
        if (code === true) vp.push({ power, vp: 1, source: `${issueName(id)}: its marker bears ${power}’s code`, rule: '12.4.6' });
        // A unit to the Capital when the space is under the winner's side's control and the Force Pool has one [12.4.6].
        const u = minorUnit(packOf(t), t.forces, power, id, { denmarkNorwayBox: s.rules?.['denmarkNorwayBox'] === true, piece: choice.minorUnits?.[id], takenBy: ownArmy(s) });
        if (u.piece) t = { ...t, forces: receivePieces(t.forces, { [u.piece]: 1 }) };
        log.push(`${issueName(id)}: ${u.piece ? u.why : `no unit (${u.why})`}`);
        break;
      }
      case 'recruitment': {
        const double = t.doubleRecruitment.includes(power);
        const r = recruitment(power, { double, armistice: t.armistice === 'in-effect', austriaAtWar: t.austriaAtWar, treatyOfGhent: t.war1812.ended === 'ghent', doubleDuringArmistice: s.rules?.['doubleRecruitmentArmistice'] === 'minus-3' ? 'minus-3' : 'minus-2' });
        const took = recruitsOf(t, power, choice.recruits);
        vp.push({ power, vp: r.vp, source: `${issueName(id)}${double ? ' (2x Recruit.)' : ''}: ${pieceWords(took)}`, rule: double ? '12.4.9.1' : '12.4.9' });
        t = { ...t, forces: receivePieces(t.forces, took) };
        log.push(`${issueName(id)}: ${pieceWords(took)} from the Force Pool to ${took.US ? 'the Capital and the War of 1812 Box' : 'the Capital'} [12.4.9.2]`);
        break;
      }
      default:
        break;
    }
  }
  return { state: t, vp, log };
}

const recruitPieces = (s: CovState, p: Power) => (s.doubleRecruitment.includes(p) ? 4 : 2);
const recruitSubs = (s: CovState, p: Power) => (s.doubleRecruitment.includes(p) && s.rules?.['doubleRecruitmentSubstitutions'] === 'scales' ? 2 : 1);
/** The pieces a Recruitment takes: those named, or the Power's own units as the Force Pool allows. */
function recruitsOf(s: CovState, p: Power, named: Count | undefined): Count {
  return named ?? defaultRecruits(packOf(s), s.forces, p, recruitPieces(s, p));
}
/** Why Russia's choice of a Russian or Prussian unit for its Minor Country Issues does not stand: only Russia
 *  chooses, only for a Minor Country it funds, and only a unit its Force Pool has when the other is there [12.4.6]. */
function minorChoiceCheck(s: CovState, p: FundPayload): string | null {
  const chosen = Object.entries(p.minorUnits ?? {});
  if (chosen.length && p.power !== 'RU') return `Only Russia chooses its Minor Country unit (a Russian or a Prussian one); ${POWER_NAME[p.power]} receives its own [12.4.6].`;
  for (const [id] of chosen) {
    if (issueDef(id)?.kind !== 'minor-country') return `${issueDef(id)?.name ?? id} is not a Minor Country Issue [12.4.6].`;
    if (!p.paid.includes(id)) return `Russia chooses a unit only for a Minor Country Issue it funds: ${issueName(id)} is not funded [12.4.6].`;
  }
  if (p.power !== 'RU') return null;
  // Each funded Minor Country in turn, as the units are taken (two Prussian picks need two Prussian units).
  let f = s.forces;
  const box = s.rules?.['denmarkNorwayBox'] === true;
  for (const id of p.paid.filter((x) => issueDef(x)?.kind === 'minor-country')) {
    const want = p.minorUnits?.[id] ?? 'RU';
    const u = minorUnit(packOf(s), f, 'RU', id, { denmarkNorwayBox: box, piece: want, takenBy: ownArmy(s) });
    if (u.piece) {
      f = receivePieces(f, { [u.piece]: 1 });
      continue;
    }
    const other = want === 'RU' ? 'PR' : 'RU';
    if (/Force Pool has no/.test(u.why) && minorUnit(packOf(s), f, 'RU', id, { denmarkNorwayBox: box, piece: other, takenBy: ownArmy(s) }).piece)
      return `Russia’s Force Pool has no ${PIECE_NAME[want]} unit for ${issueName(id)}: choose a ${PIECE_NAME[other]} one [12.4.6].`;
  }
  return null;
}

const fund = define<FundPayload>({
  type: 'cov.fund',
  label: 'Fund the Issues',
  schema: fundPayload,
  steps: ['funding'],
  validate(s, p) {
    const next = actingNow(s)[0];
    if (!next) return 'Every Power has funded its Issues this turn.';
    if (p.power !== next) return `${POWER_NAME[next]} funds now (clockwise from the left of the Diplomacy winner) [12.0].`;
    if (p.libAbsExtra && !p.paid.includes('liberalism-absolutism')) return 'Extra Resources for the Liberalism/Absolutism roll need the Issue funded [12.4.5].';
    if (p.power === 'AU' && p.paid.includes('austria-at-war') && !p.austriaEntry) return 'Austria decides: enter the war now, or postpone and return the Issue to the Display for next turn [12.4.2].';
    if (p.swedesToBox) {
      if (!p.paid.includes('sweden-at-war') || p.power === 'FR') return 'Only the Power bringing Sweden into the war sends the Swedes [12.4.3, 15.2].';
      const why = swedesToBoxCheck(packOf(s), s.forces, p.swedesToBox);
      if (why) return why;
    }
    if (p.power === 'BR' && p.paid.includes('generalissimo') && !p.generalissimoFor) return 'Britain decides who becomes Generalissimo: Russia or Austria [12.4.7].';
    if (p.paid.includes('future-government-of-france')) {
      if (!p.fgofTo) return `${POWER_NAME[p.power]} moves the Future Government of France pawn: choose the space [12.4.8].`;
      const why = fgofMoveCheck(packOf(s), p.power, s.fgof, p.fgofTo);
      if (why) return why;
    }
    const minor = minorChoiceCheck(s, p);
    if (minor) return minor;
    if (p.recruits && !p.paid.includes(`recruitment-${p.power.toLowerCase()}`)) return `${POWER_NAME[p.power]} names recruits only when funding its own Recruitment [12.4.9].`;
    if (p.paid.includes(`recruitment-${p.power.toLowerCase()}`)) {
      const why = recruitCheck(packOf(s), s.forces, p.power, recruitPieces(s, p.power), recruitsOf(s, p.power, p.recruits), recruitSubs(s, p.power), !!s.war1812.ended);
      if (why) return why;
    }
    if (p.power === 'BR' && p.soundGovernment && !s.paxRolled && s.pax < 5) return 'Sound Government comes after the Pax Britannica roll [12.4.11, 12.4.12]: fund Britain’s Issues, roll (or forgo) Pax Britannica, then buy Sound Government.';
    return refusal(() => check(s, p));
  },
  apply(s, p) {
    const c = check(s, p);
    const e = effects(s, p.power, p.paid, p);
    const vp: Change[] = [...e.vp];
    if (p.soundGovernment) vp.push({ power: p.power, vp: 1, source: 'Sound Government', rule: '12.4.12' });
    let t: CovState = {
      ...e.state,
      funding: { ...e.state.funding, [p.power]: { paid: p.paid, militarySupport: p.militarySupport, soundGovernment: p.soundGovernment, libAbsExtra: p.libAbsExtra, unfunded: c.unfunded, leftover: c.leftover } },
      militarySupport: { ...e.state.militarySupport, [p.power]: p.militarySupport },
    };
    t = addVp(t, 'Government Phase', vp.map((v) => ({ ...v, power: v.power as Power })));
    return t;
  },
  title(s, p) {
    const c = check(s, p);
    const parts = [p.paid.length ? `funds ${p.paid.map(issueName).join(', ')}` : 'funds no Issue'];
    if (p.militarySupport) parts.push(`${p.militarySupport} Military Support`);
    if (p.soundGovernment) parts.push('Sound Government (+1 VP)');
    if (p.austriaEntry && p.paid.includes('austria-at-war')) parts.push(p.austriaEntry === 'now' ? 'Austria enters the war' : 'Austria postpones its entry');
    if (p.generalissimoFor && p.paid.includes('generalissimo')) parts.push(`${POWER_NAME[p.generalissimoFor]} becomes Generalissimo`);
    if (p.fgofTo && p.paid.includes('future-government-of-france')) parts.push(`the Future Government of France pawn to ${fgofName(packOf(s), p.fgofTo)}`);
    parts.push(...effects(s, p.power, p.paid, p).log);
    if (c.unfunded.length) parts.push(`unfunded for lack of Resources: ${c.unfunded.map(issueName).join(', ')}`);
    if (c.leftover) parts.push(unspentWords(s, p.power, c.leftover, p.soundGovernment));
    return `${POWER_NAME[p.power]} ${parts.join('; ')}`;
  },
});

/** A Power's Resources left after its funding: what they may still buy this turn, else lost at the turn's end —
 *  its partner's Liberalism/Absolutism roll (before the die), Britain's Pax Britannica roll, Sound Government [12.3]. */
export function unspentWords(s: CovState, p: Power, n: number, soundGovernment: boolean): string {
  const q = libAbsPartner(p);
  const qRolls = !s.libAbsRolls.some((r) => r.power === q) && (s.funding[q] ? s.funding[q]!.paid.includes('liberalism-absolutism') : fundingItems(s, q).some((i) => i.issue.id === 'liberalism-absolutism'));
  const uses = [
    qRolls ? `${POWER_NAME[q]}’s ${sideOf(q) === 'liberalism' ? 'Liberalism' : 'Absolutism'} roll (+1 each) [12.4.5]` : '',
    p === 'BR' && !s.paxRolled && s.pax < 5 ? 'the Pax Britannica roll (+1 each) [12.4.11]' : '',
    soundGovernment ? '' : 'Sound Government (1 for +1 VP) [12.4.12]',
  ].filter(Boolean);
  return `${counted(n, 'Resource')} unspent: ${uses.length ? `${POWER_NAME[p]} may still spend ${n === 1 ? 'it' : 'them'} on ${uses.join(', or ')}; otherwise ` : ''}lost at the end of the turn [12.3]`;
}

const sideOf = (p: Power) => (p === 'FR' || p === 'BR' ? 'liberalism' : 'absolutism');
/** The other Power of the pair whose pawn the roll moves (France and Britain; Russia and Austria) [12.4.5]. */
export const libAbsPartner = (p: Power): Power => ({ FR: 'BR', BR: 'FR', RU: 'AU', AU: 'RU' } as const)[p];
/** The roll's modifier: the winner's extra Resources, its partner's, and the cards' bonuses [12.4.5]. */
const libAbsDrm = (s: CovState, p: LibAbsPayload) => (s.funding[p.power]?.libAbsExtra ?? 0) + (p.partnerResources ?? 0) + (p.cardBonus ?? 0);
interface LibAbsPayload { power: Power; cardBonus?: number; partnerResources?: number }
const libAbs = define<LibAbsPayload>({
  type: 'cov.libabs.roll',
  label: 'Roll for Liberalism/Absolutism',
  // cardBonus: Gentz, Stein, Gaudin, Huskisson played this turn; partnerResources: "either player of the pair" pays +1 each [12.4.5].
  schema: z.strictObject({ power: powerSchema, cardBonus: z.number().int().min(0).max(3).optional(), partnerResources: z.number().int().min(0).max(6).optional() }),
  steps: ['funding'],
  validate(s, p, _h, legacy) {
    if (!s.funding[p.power]?.paid.includes('liberalism-absolutism')) return `${POWER_NAME[p.power]} has not funded the Liberalism/Absolutism Issue this turn [12.4.5].`;
    if (s.libAbsRolls.some((r) => r.power === p.power)) return `${POWER_NAME[p.power]} has rolled for it this turn.`;
    const q = libAbsPartner(p.power);
    // The partner's +1 per Resource comes from what it has left "at the conclusion of Issues Resolution" (12.3) and
    // "must be done before the die roll is made" (12.4.5): the die waits for the partner's funding. An entry an
    // older version logged (rolled before) folds as played.
    if (!legacy && !s.funding[q]) return `${POWER_NAME[q]}, ${POWER_NAME[p.power]}’s partner, funds its Issues first: it may then add Resources it has left to the roll, before the die is thrown [12.3, 12.4.5].`;
    if (p.partnerResources) {
      const f = s.funding[q];
      if (!f) return `${POWER_NAME[q]} has not funded its Issues yet: its Resources for the roll come from what it has left after funding [12.3, 12.4.5].`;
      if (p.partnerResources > f.leftover) return `${POWER_NAME[q]} has ${f.leftover} Resource${f.leftover === 1 ? '' : 's'} left, not ${p.partnerResources} [12.4.5].`;
    }
    return null;
  },
  dice: (_s, p) => [{ purpose: `${POWER_NAME[p.power]}: ${sideOf(p.power) === 'liberalism' ? 'Liberalism' : 'Absolutism'} roll (4+ advances)`, count: 1, sides: 6 }],
  apply(s, p, ctx) {
    const side = sideOf(p.power);
    const die = ctx.dice[0]!.faces[0]!;
    const drm = libAbsDrm(s, p);
    const box = s[side];
    const success = box < 4 && trackRoll(die, drm);
    let t: CovState = { ...s, libAbsRolls: [...s.libAbsRolls, { power: p.power, side, die, drm, success }] };
    if (p.partnerResources) {
      const q = libAbsPartner(p.power);
      t = { ...t, funding: { ...t.funding, [q]: { ...t.funding[q]!, leftover: t.funding[q]!.leftover - p.partnerResources } } };
    }
    if (success) {
      t = { ...t, [side]: box + 1 };
      const vp = libAbsBoxVp(packOf(s), side, (box + 1) as 1 | 2 | 3 | 4);
      const pair: Power[] = side === 'liberalism' ? ['FR', 'BR'] : ['RU', 'AU'];
      if (vp !== null) t = addVp(t, 'Government Phase', pair.map((x) => ({ power: x, vp, source: `${side === 'liberalism' ? 'Liberalism' : 'Absolutism'} box ${box + 1}`, rule: '12.4.5' })));
    }
    return t;
  },
  title(s, p, ctx) {
    const die = ctx.dice[0]!.faces[0]!;
    const drm = libAbsDrm(s, p);
    const side = sideOf(p.power);
    const ok = s[side] < 4 && trackRoll(die, drm);
    const partner = p.partnerResources ? ` (${POWER_NAME[libAbsPartner(p.power)]} pays ${p.partnerResources} Resource${p.partnerResources === 1 ? '' : 's'})` : '';
    return `${POWER_NAME[p.power]} rolls ${die}${drm ? ` +${drm}` : ''} for ${side === 'liberalism' ? 'Liberalism' : 'Absolutism'}${partner}: ${ok ? `the pawn advances to box ${s[side] + 1}` : 'the pawn stays'}`;
  },
});

// --- Peace Congress [12.4.1.1] ----------------------------------------------------------------------------------
/** Who paid for the Peace Congress this turn (it occurs only when funded). */
export const peaceCongressPayer = (s: CovState): Power | null => (Object.entries(s.funding).find(([, f]) => f?.paid.includes('peace-congress'))?.[0] as Power | undefined) ?? null;

/** The highest-VP Powers, read before or after the Diplomacy winner's VP (rule setting peaceCongressLeader). */
function congressLeaders(s: CovState): Power[] {
  if (s.rules?.['peaceCongressLeader'] !== 'before-diplomacy-vp' || !s.diplomacy) return vpLeaders(s.vp);
  return vpLeaders({ ...s.vp, [s.diplomacy.winner]: s.vp[s.diplomacy.winner] - s.diplomacy.vp });
}
export function peaceCongressDice(s: CovState, metternich: boolean): number {
  const winner = peaceCongressPayer(s);
  const leaders = congressLeaders(s);
  const dw = s.diplomacy?.winner ?? null;
  return (winner === 'AU' && metternich ? 1 : 0) + leaders.length + (dw && !(s.rules?.['peaceCongressStacking'] === 'one' && leaders.includes(dw)) ? 1 : 0);
}
function congress(s: CovState, metternich: boolean, dice: number[]) {
  return peaceCongress({ winner: peaceCongressPayer(s)!, metternich, vpLeaders: congressLeaders(s), diplomacyWinner: s.diplomacy!.winner, dice, stacking: s.rules?.['peaceCongressStacking'] === 'one' ? 'one' : 'both' });
}
const peace = define<{ metternich: boolean }>({
  type: 'cov.peace-congress',
  label: 'Roll for the Peace Congress',
  schema: z.strictObject({ metternich: z.boolean() }),
  steps: ['funding'],
  validate(s, p) {
    if (!peaceCongressPayer(s)) return 'Nobody funded the Peace Congress this turn [12.4.1.1].';
    if (s.peaceCongressRolled) return 'The Peace Congress has been rolled for this turn.';
    if (!s.diplomacy) return 'Record the Diplomacy winner first.';
    if (p.metternich && peaceCongressPayer(s) !== 'AU') return 'Metternich’s bonus needs Austria to have won the Peace Congress [12.4.1.1].';
    return null;
  },
  dice: (s, p) => [{ purpose: 'Peace Congress: each die halved, rounded up', count: peaceCongressDice(s, p.metternich), sides: 6 }],
  apply: (s, p, ctx) => ({ ...addVp(s, 'Government Phase', congress(s, p.metternich, ctx.dice[0]!.faces).map((c) => ({ ...c, rule: '12.4.1.1' }))), peaceCongressRolled: true }),
  title: (s, p, ctx) => `Peace Congress ${ctx.dice[0]!.faces.join(', ')}: ${congress(s, p.metternich, ctx.dice[0]!.faces).map((c) => `${c.power} ${signed(c.vp)}`).join(', ')}`,
});

// --- Pax Britannica [12.4.11] --------------------------------------------------------------------------------------
/** `fleets`: the British fleets removed from the map to the Force Pool for the drm, by where they stood [12.4.11]. */
const paxPayload = z.strictObject({ prerequisiteMet: z.boolean(), resources: z.number().int().min(0).max(10), fleets: fleetSourcesSchema, cardBonus: z.number().int().min(0).max(3) });
type PaxPayload = z.infer<typeof paxPayload>;
/** The Pax Britannica prerequisite Britain checks before rolling, by the rule setting paxPrerequisite (digest 10.9):
 *  the next box's (either one, or all, when it lists two) or the current box's [12.4.11]. */
export function paxPrerequisite(s: CovState): { box: number; text: string | null; how: string } {
  const reading = s.rules?.['paxPrerequisite'];
  const box = reading === 'current-box-any' ? s.pax : s.pax + 1;
  const v = box >= 1 ? cell(packOf(s), 'pax-britannica', String(box), 'prerequisite')?.v : null;
  const how = reading === 'next-box-all' ? 'all of them when it lists two' : 'either one suffices when it lists two';
  return { box, text: typeof v === 'string' && v.trim() ? v : null, how: `${box === s.pax ? 'the current box' : 'the next box'} (box ${box})${box >= 1 ? `: ${how}` : ''}` };
}

export const paxVp = (s: CovState, box: number): number | null => {
  const v = cell(packOf(s), 'pax-britannica', String(box), 'vp')?.v;
  return typeof v === 'number' ? v : null;
};
export const paxFleets = (p: Pick<PaxPayload, 'fleets'>) => p.fleets.reduce((a, x) => a + x.count, 0);
const paxDrm = (p: PaxPayload) => p.resources + paxFleets(p) + p.cardBonus;
const pax = define<PaxPayload>({
  type: 'cov.pax.roll',
  label: 'Pax Britannica',
  schema: paxPayload,
  steps: ['funding'],
  validate(s, p) {
    const br = s.funding.BR;
    if (!br) return 'Britain rolls for Pax Britannica after its Issues are resolved [12.4.11].';
    if (s.paxRolled) return 'Britain has consulted the Pax Britannica Track this turn.';
    if (s.pax >= 5) return 'Pax Britannica is complete.';
    if (br.soundGovernment) return 'Pax Britannica comes before Sound Government [12.4.11, 12.4.12]: Britain has bought Sound Government already; undo it to roll first.';
    if (p.resources > br.leftover) return `Britain has ${br.leftover} Resource${br.leftover === 1 ? '' : 's'} left [12.4.11].`;
    if (!p.prerequisiteMet && paxDrm(p)) return 'With the prerequisite not met the roll is forfeit: nothing to spend on it [12.4.11].';
    return fleetRemovalCheck(packOf(s), s.forces, p.fleets);
  },
  dice: (_s, p) => (p.prerequisiteMet ? [{ purpose: 'Pax Britannica (4+ advances)', count: 1, sides: 6 }] : []),
  apply(s, p, ctx) {
    const r = paxRoll(s.pax, p.prerequisiteMet, ctx.dice[0]?.faces[0] ?? 1, paxDrm(p));
    let t: CovState = { ...s, forces: removeFleets(s.forces, p.fleets), paxRolled: true, pax: r.box, funding: { ...s.funding, BR: { ...s.funding.BR!, leftover: s.funding.BR!.leftover - p.resources } } };
    const vp = r.box > s.pax ? paxVp(s, r.box) : null;
    if (vp !== null) t = addVp(t, 'Government Phase', [{ power: 'BR', vp, source: `Pax Britannica box ${r.box}`, rule: '12.4.11' }]);
    return t;
  },
  title(s, p, ctx) {
    const r = paxRoll(s.pax, p.prerequisiteMet, ctx.dice[0]?.faces[0] ?? 1, paxDrm(p));
    const spent = [p.resources ? `${p.resources} Resource${p.resources === 1 ? '' : 's'}` : '', paxFleets(p) ? `${paxFleets(p)} fleet${paxFleets(p) === 1 ? '' : 's'} removed to the Force Pool (${fleetSourcesText(packOf(s), p.fleets)})` : ''].filter(Boolean).join(', ');
    return `Pax Britannica${p.prerequisiteMet ? ` ${ctx.dice[0]!.faces[0]}${paxDrm(p) ? ` +${paxDrm(p)}` : ''}` : ''}: ${r.note}${spent ? ` (${spent})` : ''}`;
  },
});

// --- Sound Government, after the Pax Britannica Track [12.4.12] ----------------------------------------------------
const sound = define<{ power: Power }>({
  type: 'cov.sound-government',
  label: 'Sound Government',
  schema: z.strictObject({ power: powerSchema }),
  steps: ['funding'],
  validate(s, p) {
    const f = s.funding[p.power];
    if (!f) return `${POWER_NAME[p.power]} funds its Issues first [12.3].`;
    if (f.soundGovernment) return `${POWER_NAME[p.power]} has bought Sound Government this turn (once per turn) [12.4.12].`;
    if (f.leftover < 1) return `${POWER_NAME[p.power]} has no Resource left [12.4.12].`;
    if (s.funding.BR && !s.paxRolled && s.pax < 5 && p.power === 'BR') return 'Britain consults the Pax Britannica Track first (roll, or forgo the roll) [12.4.11, 12.4.12].';
    return null;
  },
  apply: (s, p) => addVp({ ...s, funding: { ...s.funding, [p.power]: { ...s.funding[p.power]!, soundGovernment: true, leftover: s.funding[p.power]!.leftover - 1 } } }, 'Government Phase', [{ power: p.power, vp: 1, source: 'Sound Government', rule: '12.4.12' }]),
  title: (_s, p) => `${POWER_NAME[p.power]}: Sound Government (1 Resource, +1 VP)`,
});

/** Government Phase orders, for the screens. */
export { governmentOrder };
export const GOVERNMENT_ACTIONS = [fund, libAbs, peace, pax, sound];
