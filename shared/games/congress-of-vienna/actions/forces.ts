// Armies, Boxes and Force Pools as the table changes them: pieces received into a Capital and distributed
// [12.5, 12.6], Strategic Movement [13.3], battle losses and transfers, Military Operation and Military
// Support markers placed [13.1, 13.2], Army blocks advancing and retreating, space control [13.4.5, 13.5].
// Every refusal says the rule; a box limit or piece total the group has not entered names its table.
import { z } from 'zod';
import {
  BOX_1812, CAPITAL_NAME, PIECES, londonHeldCheck, PIECE_NAME, PIECE_POWER, countText, holderName, limitCheck, nationalityCheck, pieceWords, poolHasCheck, receivePieces, milOpCheck, movePieces, placementCheck, rearSpace, relocate, strategicCheck,
  PARIS_FRONTS, supportByFront, movingTogether, spacesBehind, armyRows, pairedFrontCheck, easternRoom, easternChoiceCheck, supportCheck, takeReplacements, replacementsDue, transfer, transferCheck, TRANSFER_NAME, type MilOpContext, type PieceMove, type Transfer,
} from '../forces';
import { addVp, issueDef, packOf, POWER_NAME, type CovState, type Power } from '../state';
import { define, pieceCountSchema, powerSchema } from './common';
import { cellValue } from '../../../data/access';

/** The campaign's state as the Military Operation checks read it (with the rule setting attackNeutralAustria). */
export function milOpContext(s: CovState): MilOpContext {
  return { armistice: s.armistice === 'in-effect', austriaAtWar: s.austriaAtWar, generalissimo: s.generalissimo, attackNeutralAustria: s.rules?.['attackNeutralAustria'] === 'yes' ? 'yes' : 'no' };
}

const holder = z.string().min(1).max(64);
/** `berthier`: France's Strategic Movement beyond two units with the Berthier card saved from the Diplomacy Phase [13.3]. */
const movePayload = z.strictObject({ piece: z.enum(PIECES), count: z.number().int().min(1).max(20), from: holder, to: holder, berthier: z.boolean().optional() });

export const US_MIL_OP = 'us-military-operation';

/** Napoleon may serve in this War Phase: not used in Diplomacy, and (by the rule reading) not on Turn 1 [8.4, 12.4.4, 13.2]. */
export function napoleonAvailable(s: CovState): boolean {
  if (s.napoleonInDiplomacy || s.dead.includes('Napoleon')) return false;
  return s.position.turn > 1 || s.rules?.['napoleonTurn1'] === 'turn-1';
}

/** Why Berthier (#3) cannot serve in this War Phase at all, or null: played in the Diplomacy Phase (only saved there
 *  does he serve) or killed in action [13.3, 13.4.4]. */
export function berthierGone(s: CovState): string | null {
  if (s.berthierInDiplomacy) return `Berthier (#3) was played in the Diplomacy Phase (${s.berthierInDiplomacy}): only if saved there does he serve in the War Phase [13.3].`;
  if (s.dead.some((d) => /^berthier$/i.test(d.trim()))) return 'Berthier (#3) was killed in action: his card is out of the game [13.4.4].';
  return null;
}

/** Why this move is refused now (the distribution's or Strategic Movement's rules, by the step), or null. */
export function moveCheck(s: CovState, m: PieceMove & { berthier?: boolean }): string | null {
  const pack = packOf(s);
  if (m.berthier && (s.position.stepId !== 'strategic-movement' || PIECE_POWER[m.piece] !== 'FR')) return 'Berthier moves additional French units during Strategic Movement only [13.3].';
  const gone = m.berthier ? berthierGone(s) : null;
  if (gone) return gone;
  if (s.position.stepId === 'strategic-movement') return strategicCheck(pack, s.forces, PIECE_POWER[m.piece], m, { berthier: !!m.berthier });
  return londonHeldCheck(s.forces, m) ?? placementCheck(pack, s.forces, m);
}

const move = define<PieceMove & { berthier?: boolean }>({
  type: 'cov.forces.move',
  label: 'Move units or fleets',
  schema: movePayload,
  steps: 'all',
  validate: (s, p) => moveCheck(s, p),
  apply(s, p) {
    const forces = movePieces(s.forces, p);
    const counted = s.position.stepId === 'strategic-movement' && p.piece !== 'FLEET';
    const power = PIECE_POWER[p.piece];
    const moved = counted ? { ...forces, moved: { ...forces.moved, [power]: forces.moved[power] + p.count } } : forces;
    // Berthier's Strategic Movement is counted: one of his card's two War Phase effects [13.3].
    return { ...s, forces: p.berthier ? { ...moved, berthierMoved: true } : moved };
  },
  title(s, p) {
    const pack = packOf(s);
    const what = p.piece === 'FLEET' ? `${p.count} British fleet${p.count === 1 ? '' : 's'}` : `${p.count} ${PIECE_NAME[p.piece]} unit${p.count === 1 ? '' : 's'}`;
    const verb = s.position.stepId === 'strategic-movement' ? 'Strategic Movement' : p.from === 'pool' ? 'Received' : p.to === 'pool' ? 'To the Force Pool' : 'Placed';
    return `${verb}${p.berthier ? ` with Berthier (additional units, as his card allows${s.forces.berthierMoved ? '' : '; his Strategic Movement effect used this War Phase, his battle effect still to play [13.3]'})` : ''}: ${what} from ${holderName(pack, p.from)} to ${holderName(pack, p.to)}`;
  },
});

const replacements = define<Record<string, never>>({
  type: 'cov.forces.replacements',
  label: 'Take the replacements',
  schema: z.strictObject({}),
  steps: ['replacements'],
  validate(s) {
    if (s.forces.replacementsTaken) return 'This turn’s replacements are taken.';
    return replacementsDue(packOf(s), s.forces, s.surrendered).missing;
  },
  apply: (s) => ({ ...s, forces: takeReplacements(packOf(s), s.forces, s.surrendered) }),
  title(s) {
    const due = replacementsDue(packOf(s), s.forces, s.surrendered).due;
    const got = due.filter((d) => d.taken);
    return `Replacements: ${got.length ? got.map((d) => `${PIECE_NAME[d.piece]} (${d.space})`).join(', ') : 'none'}${due.length > got.length ? `; not received: ${due.filter((d) => !d.taken).map((d) => `${d.space} (${d.reason})`).join(', ')}` : ''} [12.5]`;
  },
});

const milOpPayload = z.strictObject({ issue: z.string().min(1).max(64), holder });
/** The Military Operations still to place: those paid this turn (and the US one from the IET) not yet with an Army. */
export function milOpsToPlace(s: CovState): string[] {
  const placed = new Set(Object.values(s.forces.milOps).flat());
  const free = napoleonMilOp(s);
  const paid = [...s.militaryOperations, ...(s.iet?.usMilOp && !s.war1812.ended ? [US_MIL_OP] : []), ...(free ? [free] : [])];
  return paid.filter((i) => !placed.has(i));
}

/** Napoleon's free French Military Operation: with Napoleon available for the War Phase, a French Mil-Op marker not
 *  activated this turn (on the Display or the Negotiation Table), at no Resource [12.4.4, 13.1]. */
export function napoleonMilOp(s: CovState): string | null {
  if (!napoleonAvailable(s)) return null;
  const placed = new Set(Object.values(s.forces.milOps).flat());
  const already = ['fr-military-operation-1', 'fr-military-operation-2'].find((i) => placed.has(i) && !s.militaryOperations.includes(i));
  if (already) return already;
  return ['fr-military-operation-1', 'fr-military-operation-2'].find((i) => !s.militaryOperations.includes(i) && s.issues[i]?.at !== 'removed') ?? null;
}
const milOpOwner = (issue: string): Power | 'US' | null => (issue === US_MIL_OP ? 'US' : (issueDef(issue)?.owner ?? null));

const placeMilOp = define<{ issue: string; holder: string }>({
  type: 'cov.forces.mil-op',
  label: 'Place a Military Operation',
  schema: milOpPayload,
  steps: ['military-operations'],
  validate(s, p, _h, legacy) {
    if (!milOpsToPlace(s).includes(p.issue)) {
      if (Object.values(s.forces.milOps).flat().includes(p.issue)) return 'That Military Operation is already placed.';
      if (p.issue.startsWith('fr-military-operation') && !napoleonAvailable(s)) return `That Military Operation was not won and paid this turn; Napoleon’s free one needs Napoleon available for the War Phase (${s.napoleonInDiplomacy ? 'he was used in the Diplomacy Phase' : s.position.turn === 1 ? 'not on Turn 1' : 'he is not'}) [12.4.4, 8.4].`;
      return 'That Military Operation was not won and paid this turn [12.4.4].';
    }
    const owner = milOpOwner(p.issue);
    if (!owner) return 'That is not a Military Operation.';
    // An entry an older version logged, before neutral Austria's Armies were checked, folds as logged.
    return milOpCheck(packOf(s), s.forces, owner, p.holder, { ...milOpContext(s), ...(legacy ? { attackNeutralAustria: 'yes' as const } : {}) });
  },
  apply: (s, p) => ({ ...s, forces: { ...s.forces, milOps: { ...s.forces.milOps, [p.holder]: [...(s.forces.milOps[p.holder] ?? []), p.issue] } } }),
  title: (s, p) => `${p.issue === US_MIL_OP ? 'US Military Operation' : (issueDef(p.issue)?.name ?? p.issue)}${p.issue === napoleonMilOp(s) && !s.militaryOperations.includes(p.issue) ? ' (Napoleon’s free one, no Resource)' : ''} placed with ${holderName(packOf(s), p.holder)} [13.1${p.issue === napoleonMilOp(s) && !s.militaryOperations.includes(p.issue) ? ', 12.4.4' : ''}]`,
});

/** `front`: with the Grande Armée in Paris, the Front whose battle France's marker serves [13.6.5]. */
const supportPayload = z.strictObject({ power: powerSchema, holder, front: z.enum(PARIS_FRONTS).optional() });
export const supportToPlace = (s: CovState, p: Power) => s.militarySupport[p] - Object.values(s.forces.support).reduce((a, x) => a + (x[p] ?? 0), 0);

const placeSupport = define<{ power: Power; holder: string; front?: (typeof PARIS_FRONTS)[number] }>({
  type: 'cov.forces.support',
  label: 'Place a Military Support marker',
  schema: supportPayload,
  steps: ['military-support'],
  validate(s, p) {
    if (supportToPlace(s, p.power) < 1) return `${POWER_NAME[p.power]} has no Military Support marker left to place this turn (bought: ${s.militarySupport[p.power]}) [12.4.10].`;
    return supportCheck(packOf(s), s.forces, p.power, p.holder, p.power === 'FR' && napoleonAvailable(s), p.front);
  },
  apply(s, p) {
    const at = s.forces.support[p.holder] ?? {};
    const forces = { ...s.forces, support: { ...s.forces.support, [p.holder]: { ...at, [p.power]: (at[p.power] ?? 0) + 1 } } };
    if (p.front) forces.parisSupport = { ...s.forces.parisSupport, [p.front]: (s.forces.parisSupport?.[p.front] ?? 0) + 1 };
    return { ...s, forces };
  },
  title: (s, p) => `${POWER_NAME[p.power]}: Military Support with ${holderName(packOf(s), p.holder)}${p.front ? ` in Paris, for the battle on Front ${p.front} [13.2, 13.6.5]` : ' [13.2]'}`,
});

const relocatePayload = z.strictObject({ army: z.string().min(1).max(64), space: z.string().min(1).max(80), why: z.enum(['advance', 'retreat', 'withdraw', 'transfer']) });
const WHY: Record<string, string> = { advance: 'advances into', retreat: 'retreats to', withdraw: 'withdraws to', transfer: 'is moved to' };
const WHY_PLURAL: Record<string, string> = { advance: 'advance into', retreat: 'retreat to', withdraw: 'withdraw to', transfer: 'are moved to' };

const moveArmy = define<{ army: string; space: string; why: 'advance' | 'retreat' | 'withdraw' | 'transfer' }>({
  type: 'cov.forces.army',
  label: 'Move an Army block',
  schema: relocatePayload,
  steps: ['battles'],
  validate(s, p) {
    const at = s.forces.armies[p.army];
    if (!at) return `There is no Army "${p.army}".`;
    if (at.removed) return `${holderName(packOf(s), p.army)} is out of the game.`;
    if (at.space === p.space) return `${holderName(packOf(s), p.army)} is already in ${p.space}.`;
    if (p.army === 'grande-armee' && at.space === 'Paris') return 'The Grande Armée in Paris never leaves it [13.6.5].';
    const pack = packOf(s);
    if (p.why === 'retreat') {
      const rear = rearSpace(pack, s.forces, p.army);
      if (rear && rear !== p.space) return `${holderName(pack, p.army)} retreats into the next space to its rear, ${rear} [13.4.5].`;
    }
    return null;
  },
  apply: (s, p) => ({ ...s, forces: relocate(s.forces, packOf(s), p.army, p.space) }),
  title: (s, p) => {
    const pack = packOf(s);
    const names = movingTogether(s.forces, p.army).map((a) => holderName(pack, a));
    const gained = spacesBehind(pack, p.army, p.space).filter((x) => x !== 'Paris' && s.forces.control[x] !== (ownerOf(pack, p.army) === 'FR' ? 'FR' : 'allied'));
    return `${names.join(' and ')} ${(names.length > 1 ? WHY_PLURAL : WHY)[p.why]} ${p.space}${gained.length ? `; ${gained.join(', ')} now ${ownerOf(pack, p.army) === 'FR' ? 'French' : 'Allied'}` : ''} [${p.why === 'withdraw' ? '13.4.2' : p.why === 'transfer' ? '13.6' : '13.4.5'}${names.length > 1 ? ', 13.6.2' : ''}${gained.length ? ', 4.2' : ''}]`;
  },
});

const control = define<{ space: string; side: 'FR' | 'allied' }>({
  type: 'cov.forces.control',
  label: 'Record a space’s control',
  schema: z.strictObject({ space: z.string().min(1).max(80), side: z.enum(['FR', 'allied']) }),
  steps: 'all',
  validate: (s, p) => (s.forces.control[p.space] === p.side ? `${p.space} is already recorded as ${p.side === 'FR' ? 'French' : 'Allied'}.` : null),
  apply: (s, p) => ({ ...s, forces: { ...s.forces, control: { ...s.forces.control, [p.space]: p.side } } }),
  title: (_s, p) => `${p.space} recorded as ${p.side === 'FR' ? 'French' : 'Allied'}-controlled [13.5]`,
});

const transferPayload = z.strictObject({
  transfer: z.enum(['toulouse', 'eastern-to-portugal', 'naples-landing', 'naples-by-italy', 'grande-armee-to-paris']),
  /** Britain's choice of the Eastern Army units that join the Army of Portugal when not all fit [13.6.1.3]. */
  keep: pieceCountSchema.optional(),
});
type TransferPayload = z.infer<typeof transferPayload>;
const fate = (s: CovState) => (s.rules?.['mediterraneanFate'] === 'joins-grande-armee' ? 'joins-grande-armee' : 'stays');
// Bohemia goes to Alsace with Silesia only while Austria is at war, unless the group reads 13.6.5 as always [13.6.5].
const bohemiaMoves = (s: CovState) => s.rules?.['bohemiaToAlsace'] === 'always' || !!s.austriaAtWar;
/** Who gains the black VP of the Track A spaces France abandons: the Powers whose Armies advance to Alsace; under the
 *  literal reading of 13.5 Austria too once the Armistice has taken effect, at war or not. An entry an older version
 *  logged keeps the reading it was made with [13.5, 13.6.5]. */
function blackVpTo(s: CovState, legacy = false): Power[] {
  const advancing: Power[] = ['RU', ...(bohemiaMoves(s) ? (['AU'] as Power[]) : [])];
  if (legacy || s.rules?.['abandonedBlackVp'] === 'advancing-armies') return advancing;
  return s.armistice !== 'not-yet' && !advancing.includes('AU') ? [...advancing, 'AU'] : advancing;
}
const carry = (s: CovState, p: TransferPayload, legacy = false) =>
  transfer(packOf(s), s.forces, p.transfer, fate(s), p.keep, bohemiaMoves(s), p.transfer === 'grande-armee-to-paris' ? blackVpTo(s, legacy) : undefined);

/** A special transfer as part of the battle (or confirmed move) that triggers it, on forces `f` [13.6.3, 13.6.5]. */
export function battleTransfer(s: CovState, f: CovState['forces'], t: 'grande-armee-to-paris' | 'naples-landing') {
  return transfer(packOf(s), f, t, fate(s), undefined, bohemiaMoves(s), t === 'grande-armee-to-paris' ? blackVpTo({ ...s, forces: f }) : undefined);
}

/** The battle this turn that already made the transfer itself, not yet confirmed by a transfer entry (saves made before
 *  the battle made it logged the transfer as its own entry after the battle: it folds as that confirmation). */
export const madeByBattle = (s: CovState, t: string) => s.battles.find((b) => b.armies?.transfers?.includes(t as never)) ?? null;
const transferAction = define<TransferPayload>({
  type: 'cov.forces.transfer',
  label: 'Special transfer',
  schema: transferPayload,
  steps: ['battles', 'strategic-movement', 'distribution'],
  validate(s, p) {
    if (madeByBattle(s, p.transfer) && !p.keep) return null;
    const why = transferCheck(packOf(s), s.forces, p.transfer);
    if (why) return why;
    if (p.transfer !== 'toulouse' && p.transfer !== 'eastern-to-portugal') return p.keep ? 'Only the Eastern Army’s transfer to the Army of Portugal asks Britain which units join [13.6.1.3].' : null;
    const { units, room } = easternRoom(packOf(s), s.forces);
    if (p.keep) return easternChoiceCheck(packOf(s), s.forces, p.keep);
    if (room !== null && units > room && unitsByKind(s.forces) > 1) return `Only ${room} of the Eastern Army’s ${units} units fit in the Army of Portugal: Britain chooses which join (the rest go to the Force Pool) [13.6.1.3].`;
    return null;
  },
  apply(s, p, ctx) {
    const by = madeByBattle(s, p.transfer);
    if (by) return { ...s, battles: s.battles.map((b) => (b.id === by.id ? { ...b, armies: { ...b.armies!, transfers: b.armies!.transfers!.filter((x) => x !== p.transfer) } } : b)) };
    const r = carry(s, p, ctx.legacy);
    return addVp({ ...s, forces: r.forces }, 'War Phase', r.vp);
  },
  title(s, p, ctx) {
    const by = madeByBattle(s, p.transfer);
    if (by) return `${TRANSFER_NAME[p.transfer]}: already made with the battle on Front ${by.front}; nothing more changes`;
    const r = carry(s, p, ctx.legacy);
    return `${TRANSFER_NAME[p.transfer]}${r.log.length ? `: ${r.log.join(' ')}` : ''}${p.keep ? ' (Britain chose the units kept)' : ''}`;
  },
});
/** How many nationalities the Eastern Army holds (one: nothing to choose). */
const unitsByKind = (f: CovState['forces']) => PIECES.filter((k) => k !== 'FLEET' && (f.armies['eastern']?.pieces[k] ?? 0) > 0).length;

// --- Units a card gives: the Initial Situation card's bands, a card's black-circle bonus [10.1, 5.3, 12.6] -------
const receivePayload = z.strictObject({
  power: powerSchema,
  pieces: pieceCountSchema,
  source: z.enum(['initial-situation', 'card']),
  /** The card, in the table's words (its number or name). */
  card: z.string().trim().min(1).max(80),
  /** Where the card places them; none: the Power's Capital, for the distribution [12.6]. */
  to: holder.optional(),
});
type ReceivePayload = z.infer<typeof receivePayload>;
const received = (p: ReceivePayload) => Object.values(p.pieces).reduce<number>((a, n) => a + (n ?? 0), 0);
const receive = define<ReceivePayload>({
  type: 'cov.forces.receive',
  label: 'Units from a card',
  schema: receivePayload,
  steps: ['initial-situation', 'initial-environment', 'rounds', 'diplomacy-winner', 'resources', 'funding', 'replacements', 'distribution'],
  validate(s, p) {
    const pack = packOf(s);
    if (!received(p)) return 'Name at least one piece the card gives.';
    const other = PIECES.find((k) => (p.pieces[k] ?? 0) > 0 && PIECE_POWER[k] !== p.power);
    if (other) return `${PIECE_NAME[other]} pieces come from ${POWER_NAME[PIECE_POWER[other]]}’s Force Pool, not ${POWER_NAME[p.power]}’s [4.1].`;
    if (p.source === 'initial-situation' && s.position.stepId !== 'initial-situation') return 'The Initial Situation card’s units are placed while its bands are carried out [10.1].';
    const pool = poolHasCheck(pack, s.forces, p.pieces);
    if (pool) return `${pool} The card’s units are placed only if available [10.1].`;
    if (p.to) {
      let f = s.forces;
      for (const k of PIECES) {
        const n = p.pieces[k] ?? 0;
        if (!n) continue;
        const why = nationalityCheck(pack, k, p.to) ?? limitCheck(pack, f, k, p.to, n);
        if (why) return why;
        f = movePieces(f, { piece: k, count: n, from: 'pool', to: p.to });
      }
    }
    return null;
  },
  apply(s, p) {
    if (!p.to) return { ...s, forces: receivePieces(s.forces, p.pieces) };
    let f = s.forces;
    for (const k of PIECES) if (p.pieces[k]) f = movePieces(f, { piece: k, count: p.pieces[k]!, from: 'pool', to: p.to });
    return { ...s, forces: f };
  },
  title: (s, p) => `${POWER_NAME[p.power]}: ${pieceWords(p.pieces)} from the Force Pool to ${p.to ? holderName(packOf(s), p.to) : p.pieces.US ? 'the Capital and the War of 1812 Box' : CAPITAL_NAME[p.power]}, by ${p.source === 'initial-situation' ? 'the Initial Situation card' : 'the card'} ${p.card} [${p.source === 'initial-situation' ? '10.1' : '5.3, 12.6'}]`,
});

const ownerOf = (pack: ReturnType<typeof packOf>, army: string) => armyRows(pack).find((a) => a.key === army)?.owner ?? null;

export const FORCES_ACTIONS = [receive, move, replacements, placeMilOp, placeSupport, moveArmy, control, transferAction];
export { BOX_1812, countText };

// --- A battle read from the board: what the tracked Armies hold [13.1, 13.2, 13.4.1] ------------------------------
type SideIn = { army?: string; units?: Record<string, number>; fleets?: number; milOp?: boolean; support?: number; space?: unknown };
const keyOfArmy = (id: string) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^army-of-(the-)?/, '').replace(/-army$/, '');

/** The declared battle with what the board shows filled in where the declaration is silent (units, fleets, the
 *  Military Operation, Military Support), why it cannot stand (a Mil-Op claimed where the board placed none), and
 *  notes where the declaration differs from the board. */
export function battleFromBoard(s: CovState, input: Record<string, unknown>): { input: Record<string, unknown>; refusal: string | null; notes: string[] } {
  const pack = packOf(s);
  const f = s.forces;
  const out: Record<string, unknown> = { ...input };
  const notes: string[] = [];
  let refusal: string | null = null;
  const anyPlaced = Object.values(f.milOps).some((x) => x.length);
  for (const side of ['french', 'allied'] as const) {
    const v = input[side] as SideIn | undefined;
    if (!v?.army) continue;
    const k = keyOfArmy(v.army);
    const at = f.armies[k];
    if (!at || at.removed) continue;
    const units = Object.fromEntries(PIECES.filter((x) => x !== 'FLEET' && (at.pieces[x] ?? 0) > 0).map((x) => [x, at.pieces[x]!]));
    // The Grande Armée in Paris fights each Front with the markers France put on that Front [13.6.5].
    const front = String(input['front'] ?? '').toUpperCase();
    const byFront = supportByFront(f, 'FR', k);
    const support = byFront ? (f.parisSupport?.[front] ?? 0) : Object.values(f.support[k] ?? {}).reduce<number>((a, n) => a + (n ?? 0), 0);
    const milOp = movingTogether(f, k).some((a) => (f.milOps[a] ?? []).length > 0);
    const w: SideIn = { ...v };
    if (!v.units || !Object.keys(v.units).length) w.units = units;
    else if (countText(v.units) !== countText(units)) notes.push(`${holderName(pack, k)}: declared ${countText(v.units)}, the board shows ${countText(units)}`);
    if (v.fleets === undefined && at.pieces.FLEET) w.fleets = at.pieces.FLEET;
    if (v.support === undefined) w.support = support;
    else if (byFront && Object.keys(f.support).length && v.support > support && !refusal) refusal = `France placed ${support} Military Support marker${support === 1 ? '' : 's'} in Paris for the battle on Front ${front}, not ${v.support}: each marker serves the Front it was placed on [13.6.5].`;
    if (v.milOp === undefined) w.milOp = milOp;
    else if (v.milOp && !milOp && anyPlaced && !refusal) refusal = `${holderName(pack, k)} has no Military Operation placed this turn: place it first (Military Operations) [13.1].`;
    if (v.space === undefined && at.space && at.space !== 'Paris' && pack.tables['map-spaces']?.rows.some((r) => r.key === at.space)) {
      const cell = (c: string) => cellValue(pack, 'map-spaces', at.space, c);
      const nation = cell('nation');
      const minor = cell('minorCountry');
      w.space = { id: at.space, nation: typeof nation === 'string' && nation !== 'none' ? nation.toUpperCase() : 'NONE', mountain: cell('mountain') === true, minorCountry: typeof minor === 'string' && minor !== 'none' };
    }
    out[side] = w;
  }
  return { input: out, refusal, notes };
}

/** Why the battle cannot be fought at this instant: an Allied attack (France without a Mil-Op there) on a space
 *  whose paired-front space the Allies do not control [13.6.1, 13.6.1.4]. */
export function pairedAtBattle(s: CovState, input: { french?: SideIn; allied?: SideIn }, legacy = false): string | null {
  const a = input.allied;
  if (!a?.army || !a.milOp || input.french?.milOp) return null;
  const k = keyOfArmy(a.army);
  return s.forces.armies[k] ? pairedFrontCheck(packOf(s), s.forces, k, legacy ? 'as-printed' : s.rules?.['saxonyPrerequisite'] === 'hanover-only' ? 'hanover-only' : 'hanover-holland-belgium') : null;
}
