// The referee's step-by-step battle resolver: state + decision or dice -> next state, in the rules' order:
// Withdrawal (France first) [13.4.2], military cards (in the decision order of 13.4.3), 2d6 per side (four
// dice for a side that chooses between two 2d6), or the losses typed by the referee (manual mode, for a
// group that has not filled in the Battle DRM Track), the mountain cancel [13.4.5], killed-in-action rolls.
// A bad action is refused with the reason (BattleActionError) and the state is never changed.
import type { DataPack } from '../../../data/tables';
import { fullSentence, plain, sentence, signed } from '../../../format';
import { BattleActionError, CovInputError } from './errors';
import { buildDrm, cardDecisionOrder, piecesPresent, unitsPresent, withdrawalEligibility } from './drm';
import { alliedPowers, entersParis, majorBattleVp, outcomeOf, retreatBlocked, spaceVpEffects, specialVp, type BattleOutcome } from './exact';
import { other, sideSays, trackLookup, type BattleSetup, type DrmLine, type Power, type Side } from './model';
import { parseCovBattle, spaceVp, type CovBattleInput } from './schema';
import type { DiceRequest } from '../../../engine/random';
import { cellOf as tacticalCell, chitIndex, reselectBy, tacticsEligibility } from './tactics';
import type { TacticalCell, TacticalResult } from './model';

type CardInput = { id: string; own?: number; enemy?: number };

export type CovBattleStep = 'withdrawal' | 'cards' | 'tactics' | 'reselect' | 'dice' | 'mountain-cancel' | 'killed-in-action' | 'done';

export interface CovBattleState {
  /** The battle as entered, without the decisions (they are below). */
  input: CovBattleInput;
  step: CovBattleStep;
  /** The side whose decision is awaited (withdrawal and cards). */
  side: Side | null;
  withdraw: { french: boolean | null; allied: boolean | null };
  cards: { french: CardInput[] | null; allied: CardInput[] | null };
  /** Dice faces per side: 2, or 4 for the choice between two 2d6. */
  faces: { french: number[] | null; allied: number[] | null };
  /** Manual mode: the losses each side inflicts, typed by the referee. */
  manual: boolean;
  inflicted: { french: number; allied: number } | null;
  /** Final totals (dice rolled); null in manual mode. */
  totals: { french: number; allied: number } | null;
  cancelRetreat: boolean | null;
  /** Killed-in-action die per killable card used (card name -> die). */
  kia: Record<string, number>;
  /** OHR 15.5: the Tactical Chits revealed (0-based), a cell typed from the back page, a reselection demanded. Absent in older saves. */
  tactics?: TacticsState | null;
  result: CovBattleResult | null;
  log: string[];
}

export interface TacticsState {
  french: number | null;
  allied: number | null;
  /** The pair's matrix cell as typed by the referee (the group has not entered that cell). */
  cell: TacticalCell | null;
  reselected: boolean;
}

export interface CovBattleResult {
  drm: { french: { total: number; lines: DrmLine[] }; allied: { total: number; lines: DrmLine[] } };
  finalTotals: { french: number; allied: number } | null;
  inflicted: { french: number; allied: number };
  /** Units (and fleets) each side removes, including the extra mountain-cancel loss. */
  lost: { french: number; allied: number };
  winner: Side | 'none';
  movement: string;
  spaceTaken: { side: Side; id: string } | null;
  vp: Array<{ power: Power; vp: number; source: string }>;
  /** Who allocates the Allied losses: the owner; on Front A the Generalissimo, or France without one [13.4.4]. */
  allocatesAlliedLosses: string;
  killed: string[];
  war1812: number;
  automatic: string | null;
  /** OHR 15.5: the chits revealed and the matrix's result, when used. */
  tactics?: { french: string; allied: string; result: TacticalResult } | null;
}

export type CovBattleAction =
  | { type: 'withdraw'; side: Side; withdraw: boolean }
  | { type: 'cards'; side: Side; cards: CardInput[] }
  | { type: 'roll'; side: Side; faces: number[] }
  | { type: 'losses'; french: number; allied: number }
  | { type: 'cancel-retreat'; cancel: boolean }
  | { type: 'kia'; card: string; die: number }
  | { type: 'tactics'; french: number | string; allied: number | string; cell?: TacticalCell }
  | { type: 'reselect'; demand: boolean };

export interface ResolverOptions {
  pack?: DataPack;
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const refuse = (field: string, msg: string): never => {
  throw new BattleActionError(field, fullSentence(msg));
};
const SIDE_NAME: Record<Side, string> = { french: 'France', allied: 'the Allies' };

/** The setup with the decisions taken so far. */
export function setupOf(state: CovBattleState, options: ResolverOptions = {}): BattleSetup {
  const i = state.input;
  const merged = {
    ...i,
    french: { ...i.french, withdraw: state.withdraw.french ?? false, cards: state.cards.french ?? [] },
    allied: { ...i.allied, withdraw: state.withdraw.allied ?? false, cards: state.cards.allied ?? [] },
  };
  if (i.tactics) {
    const t = state.tactics;
    (merged as CovBattleInput).tactics = { ...i.tactics, ...(t?.french != null && t.allied != null ? { french: t.french + 1, allied: t.allied + 1 } : {}), reselected: t?.reselected ?? false };
  }
  const setup = parseCovBattle(merged, options);
  // A cell typed by the referee stands in for one the group has not entered [15.5].
  const cell = state.tactics?.cell;
  if (cell && setup.tactics && state.tactics!.french != null && state.tactics!.allied != null) setup.tactics.matrix[state.tactics!.french]![state.tactics!.allied] = cell;
  return setup;
}

/** Starts a battle; refuses bad input (an Army over its box limit, a card off its front) with CovInputError. */
export function createBattle(input: unknown, options: ResolverOptions = {}): CovBattleState {
  const setup = parseCovBattle(input, options);
  const raw = input as CovBattleInput;
  for (const s of ['french', 'allied'] as const) {
    if (raw[s].withdraw !== undefined || raw[s].cards !== undefined)
      throw new CovInputError(`${s}.${raw[s].withdraw !== undefined ? 'withdraw' : 'cards'}`, 'the resolver takes the Withdrawal and the cards as steps, in the rules’ order; leave them out of the battle');
    if (raw.tactics?.[s] !== undefined) throw new CovInputError(`tactics.${s}`, 'the resolver takes the Tactical Chits as a step, after the cards; leave them out of the battle');
  }
  const state: CovBattleState = {
    input: clone(raw),
    step: 'withdrawal',
    side: 'french',
    withdraw: { french: null, allied: null },
    cards: { french: null, allied: null },
    faces: { french: null, allied: null },
    manual: false,
    inflicted: null,
    totals: null,
    cancelRetreat: null,
    kia: {},
    tactics: raw.tactics ? { french: null, allied: null, cell: null, reselected: false } : null,
    result: null,
    log: [],
  };
  const present = { french: piecesPresent(setup, 'french'), allied: piecesPresent(setup, 'allied') };
  if (present.french === 0 || present.allied === 0) {
    // An Army with no units retreats at once; the attacker wins and advances [13.4].
    const winner: Side = present.allied === 0 ? 'french' : 'allied';
    const o: BattleOutcome = { inflicted: { french: 0, allied: 0 }, lost: { french: 0, allied: 0 }, winner, majorBattle: false, mountainCancel: false, spaceTaken: setup[winner].milOp && !retreatBlocked(setup, other(winner)) ? other(winner) : null };
    state.step = 'done';
    state.side = null;
    state.result = resultOf(setup, state, o, null, `${sideSays(other(winner), 'have')} no unit or fleet to oppose: ${sideSays(winner, 'win', false)} at once [13.4].`);
    state.log.push(state.result.automatic!);
    return state;
  }
  return advanceWithdrawal(setup, state);
}

function advanceWithdrawal(setup: BattleSetup, s: CovBattleState): CovBattleState {
  // France decides first; the Allies only if France does not withdraw; ineligible sides are skipped [13.4.2].
  for (const side of ['french', 'allied'] as const) {
    if (s.withdraw[side] !== null) {
      if (s.withdraw[side]) break;
      continue;
    }
    if (side === 'allied' && s.withdraw.french) break;
    if (!withdrawalEligibility(setup, side).eligible) {
      s.withdraw[side] = false;
      s.log.push(withdrawalEligibility(setup, side).reason);
      continue;
    }
    s.step = 'withdrawal';
    s.side = side;
    return s;
  }
  s.withdraw.french ??= false;
  s.withdraw.allied ??= false;
  const order = cardDecisionOrder(setupOf(s, { pack: setup.pack }));
  s.step = 'cards';
  s.side = order[0];
  return s;
}

/** What the resolver waits for, in words. */
export function pendingDecision(state: CovBattleState, options: ResolverOptions = {}): string {
  switch (state.step) {
    case 'withdrawal':
      return `${sideSays(state.side!, 'decide')}: withdraw or fight? ${withdrawalEligibility(setupOf(state, options), state.side!).reason}`;
    case 'cards':
      return `${sideSays(state.side!, 'choose')} military cards and their use (+own or −enemy) [13.4.3]`;
    case 'tactics':
      return 'Each side secretly picks one Tactical Chit; both are revealed together [15.5]';
    case 'reselect': {
      const setup = setupOf(state, options);
      const r = reselectBy(setup, state.tactics!.french!, state.tactics!.allied!);
      return `${sideSays(state.side!, 'decide')} (${r?.commander ?? 'the commander'} on the preferred tactic): demand that both sides reselect their Tactical Chits? Once per battle [15.5c]`;
    }
    case 'dice':
      return 'Roll 2d6 for each side (four dice for a side that chooses between two 2d6), or type the losses each side inflicts';
    case 'mountain-cancel':
      return 'The defeated defender in the mountains: cancel the retreat by losing one more unit? [13.4.5]';
    case 'killed-in-action':
      return `Roll 1d6 for each killable card (1-2: removed from the game) [13.4.5]: ${killable(setupOf(state, options)).filter((c) => !(c in state.kia)).join(', ')}`;
    default:
      return 'The battle is over';
  }
}

/** The dice still to be thrown (for the seeded generator or the table's dice). */
export function diceNeeded(state: CovBattleState, options: ResolverOptions = {}): Array<DiceRequest & { side?: Side; card?: string }> {
  const setup = setupOf(state, options);
  if (state.step === 'dice')
    return (['french', 'allied'] as const)
      .filter((s) => state.faces[s] === null)
      .map((s) => ({ purpose: `Battle: ${SIDE_NAME[s]}${setup[s].bestOfTwo ? ' (two 2d6, the better kept)' : ''}`, count: setup[s].bestOfTwo ? 4 : 2, sides: 6, side: s }));
  if (state.step === 'killed-in-action') return killable(setup).filter((c) => !(c in state.kia)).map((c) => ({ purpose: `Killed in action: ${c}`, count: 1, sides: 6, card: c }));
  return [];
}

const killable = (b: BattleSetup) => [...b.french.cards, ...b.allied.cards].filter((c) => c.killable).map((c) => c.name);

/** Applies one decision or roll; returns the new state (the old one is untouched) or throws BattleActionError. */
export function applyAction(state: CovBattleState, action: CovBattleAction, options: ResolverOptions = {}): CovBattleState {
  const s = clone(state);
  const setup = setupOf(s, options);
  const pack = setup.pack;
  switch (action.type) {
    case 'withdraw': {
      if (s.step !== 'withdrawal') refuse('type', `Not now: the battle is at the ${s.step} step`);
      if (action.side !== s.side) refuse('side', `${sideSays(s.side!, 'decide')} on withdrawal now (France decides first) [13.4.2]`);
      const e = withdrawalEligibility(setup, action.side);
      if (action.withdraw && !e.eligible) refuse('withdraw', e.reason);
      s.withdraw[action.side] = action.withdraw;
      s.log.push(`${action.withdraw ? `${sideSays(action.side, 'withdraw')}: −6 to both sides` : `${sideSays(action.side, 'do')} not withdraw`} [13.4.2].`);
      return advanceWithdrawal(setupOf(s, { pack }), s);
    }
    case 'cards': {
      if (s.step !== 'cards') refuse('type', `Not now: the battle is at the ${s.step} step`);
      const order = cardDecisionOrder(setup);
      if (action.side !== s.side)
        refuse('side', `${sideSays(s.side!, 'decide')} first how to use its cards here${order[0] === 'french' ? ': France attacks an Allied homeland space' : ''} [13.4.3]`);
      s.cards[action.side] = action.cards;
      try {
        setupOf(s, { pack });
      } catch (e) {
        if (e instanceof CovInputError) refuse(`cards${e.field.replace(/^(french|allied)\.cards/, '')}`, e.message.replace(/^[^:]*: /, ''));
        throw e;
      }
      s.log.push(`${sideSays(action.side, 'play')} ${action.cards.length ? action.cards.map((c) => c.id).join(', ') : 'no card'}.`);
      if (s.cards[other(action.side)] === null) s.side = other(action.side);
      else {
        s.side = null;
        const after = setupOf(s, { pack });
        s.step = after.tactics && tacticsEligibility(after).used ? 'tactics' : 'dice';
      }
      return s;
    }
    case 'tactics': {
      if (s.step !== 'tactics') refuse('type', `Not now: the battle is at the ${s.step} step`);
      const t = setup.tactics!;
      const f = chitIndex(t.chits.french, action.french);
      const a = chitIndex(t.chits.allied, action.allied);
      if (f === null) refuse('french', `No French Tactical Chit "${action.french}" (1-7, or one of: ${t.chits.french.join(', ')}) [15.5]`);
      if (a === null) refuse('allied', `No Allied Tactical Chit "${action.allied}" (1-7, or one of: ${t.chits.allied.join(', ')}) [15.5]`);
      if (!action.cell && !t.matrix[f!]?.[a!])
        refuse('cell', `The Tactical Matrix in the data pack lacks ${t.chits.french[f!]} × ${t.chits.allied[a!]}: fill in the table "Tactical Matrix for Battles (OHR 15.5)", or type this pair's result from the Rulebook's back page`);
      s.tactics = { french: f!, allied: a!, cell: action.cell ? { ...action.cell } : null, reselected: s.tactics?.reselected ?? false };
      const now = setupOf(s, { pack });
      const cell = tacticalCell(now.tactics!, f!, a!);
      const drm = buildDrm(now);
      const extra = (side: Side) => drm[side].lines.filter((l) => l.code === 'tactics').reduce((x, l) => x + l.value, 0);
      const what = cell.result === 'no-battle' ? ': No Battle' : cell.result === 'no-major' ? ': no major victory or defeat' : '';
      s.log.push(`Tactical Chits revealed: France ${t.chits.french[f!]}, the Allies ${t.chits.allied[a!]} (France ${signed(extra('french'))}, the Allies ${signed(extra('allied'))})${what} [15.5].`);
      const re = reselectBy(now, f!, a!);
      if (re) {
        s.step = 'reselect';
        s.side = re.side;
        return s;
      }
      return afterTactics(now, s);
    }
    case 'reselect': {
      if (s.step !== 'reselect') refuse('type', 'No reselection can be demanded now');
      const re = reselectBy(setup, s.tactics!.french!, s.tactics!.allied!)!;
      if (action.demand) {
        s.tactics = { french: null, allied: null, cell: null, reselected: true };
        s.step = 'tactics';
        s.side = null;
        s.log.push(`${re.commander} demands a reselection: both sides pick their Tactical Chits again; the first pair and its DRMs are disregarded [15.5c].`);
        return s;
      }
      s.log.push(`${re.commander}: no reselection.`);
      return afterTactics(setup, s);
    }
    case 'roll': {
      if (s.step !== 'dice') refuse('type', `Not now: the battle is at the ${s.step} step`);
      if (s.faces[action.side] !== null) refuse('side', `${sideSays(action.side, 'have')} already rolled`);
      const need = setup[action.side].bestOfTwo ? 4 : 2;
      if (action.faces.length !== need) refuse('faces', `${sideSays(action.side, 'roll')} ${need} dice${need === 4 ? ' (two 2d6, the better kept)' : ''}`);
      if (action.faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) refuse('faces', 'Each die is a whole number from 1 to 6');
      s.faces[action.side] = [...action.faces];
      if (s.faces.french && s.faces.allied) {
        const drm = buildDrm(setup);
        const totals = { french: drm.french.total + diceTotal(s.faces.french), allied: drm.allied.total + diceTotal(s.faces.allied) };
        const read = { french: trackLookup(setup.lossTrack, 'french', totals.french), allied: trackLookup(setup.lossTrack, 'allied', totals.allied) };
        if (read.french === null || read.allied === null) {
          s.faces[action.side] = null;
          refuse('faces', `The Battle DRM Track in the data pack lacks ${read.french === null ? `France (blue) ${totals.french}` : `Allies (red) ${totals.allied}`}: fill in the table "Battle DRM Track: losses inflicted", or type the losses (manual mode)`);
        }
        s.log.push(`Dice: France ${describeFaces(s.faces.french)} → ${plain(totals.french)}, the Allies ${describeFaces(s.faces.allied)} → ${plain(totals.allied)}.`);
        return settle(setup, s, { french: read.french!, allied: read.allied! }, totals);
      }
      return s;
    }
    case 'losses': {
      if (s.step !== 'dice') refuse('type', `Not now: the battle is at the ${s.step} step`);
      for (const k of ['french', 'allied'] as const) if (!Number.isInteger(action[k]) || action[k] < 0 || action[k] > 5) refuse(k, 'losses inflicted are a whole number from 0 to 5 [13.4.4]');
      s.manual = true;
      s.log.push(`Losses typed by the referee: France inflicts ${action.french}, the Allies inflict ${action.allied}.`);
      return settle(setup, s, { french: action.french, allied: action.allied }, null);
    }
    case 'cancel-retreat': {
      if (s.step !== 'mountain-cancel') refuse('type', 'No retreat can be cancelled now');
      s.cancelRetreat = action.cancel;
      s.log.push(action.cancel ? 'The defender cancels its retreat by losing one more unit [13.4.5].' : 'The defender retreats.');
      return afterCancel(setup, s);
    }
    case 'kia': {
      if (s.step !== 'killed-in-action') refuse('type', 'No killed-in-action roll is due now');
      const names = killable(setup).filter((c) => !(c in s.kia));
      const name = names.find((c) => c.toLowerCase() === action.card.toLowerCase()) ?? refuse('card', `Roll for one of: ${names.join(', ')}`);
      if (!Number.isInteger(action.die) || action.die < 1 || action.die > 6) refuse('die', 'The die is a whole number from 1 to 6');
      s.kia[name] = action.die;
      s.log.push(`${name}: ${action.die} → ${action.die <= 2 ? 'killed in action, removed from the game' : 'survives'} [13.4.5].`);
      if (names.length === 1) finish(setup, s);
      return s;
    }
  }
}


/** After the chits: "No Battle" ends the battle with no casualties and no VP; otherwise the dice [15.5]. */
function afterTactics(setup: BattleSetup, s: CovBattleState): CovBattleState {
  s.side = null;
  const t = s.tactics!;
  if (tacticalCell(setup.tactics!, t.french!, t.allied!).result === 'no-battle') {
    s.inflicted = { french: 0, allied: 0 };
    s.totals = null;
    const o: BattleOutcome = { inflicted: { french: 0, allied: 0 }, lost: { french: 0, allied: 0 }, winner: 'none', majorBattle: false, mountainCancel: false, spaceTaken: null };
    s.result = resultOf(setup, s, o, null, null);
    s.result.movement = 'No Battle (Tactical Matrix): no casualties and no VP; the battle does not occur [15.5].';
    s.step = 'done';
    return s;
  }
  s.step = 'dice';
  return s;
}

const diceTotal = (f: number[]) => (f.length === 4 ? Math.max(f[0]! + f[1]!, f[2]! + f[3]!) : f[0]! + f[1]!);
const describeFaces = (f: number[]) => (f.length === 4 ? `${f[0]}+${f[1]} or ${f[2]}+${f[3]} (kept ${diceTotal(f)})` : `${f[0]}+${f[1]}`);

function settle(setup: BattleSetup, s: CovBattleState, inflicted: { french: number; allied: number }, totals: { french: number; allied: number } | null): CovBattleState {
  s.inflicted = inflicted;
  s.totals = totals;
  const o = outcomeOf(setup, inflicted.french, inflicted.allied);
  if (o.mountainCancel) {
    s.step = 'mountain-cancel';
    return s;
  }
  return afterCancel(setup, s);
}

function afterCancel(setup: BattleSetup, s: CovBattleState): CovBattleState {
  if (killable(setup).length) {
    s.step = 'killed-in-action';
    return s;
  }
  return finish(setup, s);
}

function finish(setup: BattleSetup, s: CovBattleState): CovBattleState {
  const o = outcomeOf(setup, s.inflicted!.french, s.inflicted!.allied);
  s.result = resultOf(setup, s, o, s.totals, null);
  s.step = 'done';
  s.side = null;
  return s;
}

const isParisSpace = (sp: { id: string } | null) => !!sp && /^paris$/i.test(sp.id.trim());
/** Front E is the British landing from Sicily on the Army of Naples in Naples (France never attacks Sicily) [13.1, 13.6.3]. */
const isNaplesLanding = (setup: BattleSetup) => setup.front === 'E' && (!setup.french.space || /^naples$/i.test(setup.french.space.id.trim()));

/** What the Denmark/Norway Box becomes after a battle there [15.2]. */
function boxAfter(setup: BattleSetup, lost: { french: number; allied: number }): string {
  const fr = unitsPresent(setup, 'french') - lost.french;
  const al = unitsPresent(setup, 'allied') - lost.allied;
  if (fr <= 0 && al >= 1) return `Russia ${setup.boxControl === 'FR' ? 'captures' : 'holds'} the Denmark/Norway Box: its Russian, Prussian and Swedish units may rejoin the Northern Army, one at least staying as garrison [15.2].`;
  if (fr <= 0) return 'Both sides are wiped out: if Russia sends one Northern Army unit as garrison, Russia holds the Box (and France loses 4 VP if it held it) [15.2].';
  if (al <= 0) return 'No Coalition unit is left in the Box: Russia may at once send any number of Northern Army units into it to re-engage [15.2].';
  return 'Both sides stay in the Box [15.2].';
}

function resultOf(setup: BattleSetup, s: CovBattleState, o: BattleOutcome, totals: { french: number; allied: number } | null, automatic: string | null): CovBattleResult {
  const drm = buildDrm(setup);
  const lost = { ...o.lost };
  let spaceTaken = o.spaceTaken;
  let movement: string;
  const withdrawing: Side | null = setup.french.withdraw ? 'french' : setup.allied.withdraw ? 'allied' : null;
  if (s.cancelRetreat && spaceTaken) {
    lost[spaceTaken] += 1;
    movement = `${sideSays(spaceTaken, 'cancel')} the retreat (one more unit lost); the attacker stays in its starting space [13.4.5].`;
    spaceTaken = null;
  } else if (spaceTaken === 'allied' && isParisSpace(setup.allied.space)) {
    movement = 'The Allied Army retreats from Paris to the adjacent space on its track; the Grande Armée stays in Paris [13.6.5].';
  } else if (spaceTaken === 'french' && isNaplesLanding(setup)) {
    // The Army of Naples has no space to retreat to: beaten or withdrawn, the landing succeeds [13.6.3].
    const why = withdrawing ? 'the Army of Naples withdrew' : automatic ? 'no French unit holds Naples' : 'the Army of Naples is beaten and has no space to retreat to';
    movement = `The landing in Naples succeeds (${why}): the Army of Sicily enters Naples; the Army of Naples leaves play, its surviving units join the Army of Italy (any beyond its box limit go to France’s Force Pool); Britain +3 VP [13.6.3].`;
  } else if (spaceTaken) {
    const adv = other(spaceTaken);
    movement = `${sideSays(spaceTaken, withdrawing ? 'withdraw' : 'retreat')} one space; ${sideSays(adv, 'advance', false)} into ${setup[spaceTaken].space?.id ?? 'the vacated space'} [${withdrawing ? '13.4.2' : '13.4.5'}].`;
    if (setup.allied.scheldt?.landing && spaceTaken === 'french') movement += ' The Army of Scheldt is placed in Holland; it may not attack Belgium from there [15.3].';
  } else if (entersParis(setup, o)) {
    movement = 'The Allies win; the Allied Army advances into Paris and stands there with the Grande Armée (Paris stays French) [13.6.5].';
  } else if (withdrawing) movement = `${withdrawing === 'french' ? 'France' : 'The Allies'} withdrew${setup[other(withdrawing)].milOp ? '' : ` and ${withdrawing === 'french' ? 'stays' : 'stay'} in the starting space (the defender has no Military Operation)`} [13.4.2].`;
  else if (o.winner === 'none') movement = 'A draw: nobody moves [13.4.5].';
  else {
    const blocked = retreatBlocked(setup, other(o.winner));
    const why = setup.front === 'DK' && blocked ? blocked.charAt(0).toLowerCase() + blocked.slice(1).replace(/\.$/, '') : !setup[o.winner].milOp ? 'the winner has no Military Operation, so nobody moves [13.1]' : blocked ? blocked.charAt(0).toLowerCase() + blocked.slice(1).replace(/\.$/, '') : 'no retreat';
    movement = `${sideSays(o.winner, 'win')}; ${why}.`;
  }
  if (setup.front === 'DK') movement += ` ${boxAfter(setup, lost)}`;
  const vp: CovBattleResult['vp'] = specialVp(setup, { ...o, lost }, spaceTaken);
  if (o.majorBattle && o.winner !== 'none') for (const [power, v] of majorBattleVp(setup, o.winner, setup.french.cards.some((c) => c.napoleon))) vp.push({ power, vp: v, source: 'Major Battle [13.4.6]' });
  if (spaceTaken && setup[spaceTaken].space && !isParisSpace(setup[spaceTaken].space)) {
    const sv = spaceVp(setup.pack, setup[spaceTaken].space!.id);
    if (sv) for (const [power, v] of spaceVpEffects(setup, spaceTaken, sv)) vp.push({ power, vp: v, source: `${setup[spaceTaken].space!.id} changes hands [13.5]` });
  }
  if (withdrawing) for (const c of setup[other(withdrawing)].cards.filter((c) => c.withdrawalVp)) vp.push({ power: c.napoleon ? 'FR' : 'RU', vp: 1, source: `${c.name}: the opposing Army withdrew [13.4.2]` });
  const allocates = setup.allied.scheldt?.landing
    ? 'France, among the Coalition units (the landing in Holland) [15.3]'
    : setup.allied.separate
      ? `the attacking Power (${setup.allied.owner}) alone: its Army suffers the losses in a separate attack [13.6.2]`
      : setup.front === 'A' && setup.allied.bohemiaAndSilesia
      ? setup.allied.generalissimo !== 'none'
        ? `the Generalissimo (${setup.allied.generalissimo}) [13.4.4]`
        : 'France, among the Austrian, Prussian and Russian units (no Generalissimo) [13.4.4]'
      : `the owner (${alliedPowers(setup).join(' and ')}) [13.4.4]`;
  return {
    drm: { french: drm.french, allied: drm.allied },
    finalTotals: totals,
    inflicted: o.inflicted,
    lost,
    winner: o.winner,
    movement,
    spaceTaken: spaceTaken ? { side: spaceTaken, id: setup[spaceTaken].space?.id ?? '' } : null,
    vp,
    allocatesAlliedLosses: allocates,
    killed: Object.entries(s.kia).filter(([, d]) => d <= 2).map(([c]) => c),
    war1812: setup.front === 'G' ? (o.winner === 'allied' ? 1 : o.winner === 'french' ? -1 : 0) : 0,
    automatic,
    tactics:
      setup.tactics && s.tactics?.french != null && s.tactics.allied != null && tacticsEligibility(setup).used
        ? { french: setup.tactics.chits.french[s.tactics.french]!, allied: setup.tactics.chits.allied[s.tactics.allied]!, result: tacticalCell(setup.tactics, s.tactics.french, s.tactics.allied).result }
        : null,
  };
}
