// War Phase actions: battles declared where a Military Operation stands, queued in Front order A-G and
// fought one at a time through the referee's resolver (battle/resolver.ts): the DRM build-up, the Withdrawal,
// the cards, the dice from the app or the table (best of two where it applies) or the losses typed (manual
// mode), the mountain cancel and killed-in-action rolls; then each battle's VP into the ledger [13.0-13.6].
import { z } from 'zod';
import {
  applyAction, buildDrm, createBattle, diceNeeded, setupOf, trackLookup,
  type CovBattleAction, type CovBattleInput, type CovBattleState,
} from '../battle';
import type { DataPack } from '../../../data/tables';
import { armyInfo, armyKey, cardKey, slug } from '../battle/schema';
import { unitCount } from '../battle/model';
import { surrenders } from '../victory';
import { addVp, owedLosses, packOf, refusal, type BattleEntry, type CovState, type Power } from '../state';
import { define, pieceCountSchema } from './common';
import { BOX_1812, DENMARK_NORWAY, PIECES, TRANSFER_NAME, armyMoveCheck, armyMoveOptions, armyRows, holderName, pieceWords, type ArmyMoveOwed, type Count, type Forces, movingTogether, parisRetreatSpace, rearSpace, relocate } from '../forces';
import { BOX_CONTROL, afterBoxBattle, evacuateBox } from '../denmark-norway';
import { battleFromBoard, battleTransfer, berthierGone, pairedAtBattle } from './forces';
import { holdersName, losable, lossChoiceCheck, lossPieces, lostWords, removeLosses, takeLosses, unitsWord, type OwedLosses } from '../losses';
import { sentence, signed } from '../../../format';

/** Front order, the Denmark/Norway Box (OHR 15.2) right after Front B [13.4, 15.2]. */
export const FRONT_ORDER = ['A', 'B', 'DK', 'C', 'D', 'E', 'F', 'G'];
const FRONT_NAME: Record<string, string> = { A: 'Central Europe', B: 'Northern Front', C: 'Portugal', D: 'Mediterranean', E: 'Naples', F: 'Italy', G: 'War of 1812 Box' };
export const frontName = (f: string) => (f === 'DK' ? 'Denmark/Norway Box' : `Front ${f}${FRONT_NAME[f] ? ` (${FRONT_NAME[f]})` : ''}`);
/** The Fronts a campaign fights on: the Denmark/Norway Box only with OHR 15.2. */
export const frontsInPlay = (rules: Record<string, unknown> | undefined) => FRONT_ORDER.filter((f) => f !== 'DK' || rules?.['denmarkNorwayBox'] === true);

const BATTLE_RULES = ['cardDecisionOrder', 'lossesBeyondUnits', 'withdrawalResult', 'napoleonMajorBattle', 'generalissimoPenalty', 'hollandFleetLosses', 'frontASeparateAttack'] as const;
/** The battle as declared, with the campaign's rule readings. */
function withRules(s: CovState, input: Record<string, unknown>): CovBattleInput {
  const rules: Record<string, string> = {};
  for (const r of BATTLE_RULES) if (typeof s.rules?.[r] === 'string') rules[r] = s.rules[r] as string;
  // OHR 15.5 on: the battle takes Tactical Chits, the matrix read from the campaign's data pack [15.5].
  const tactics = s.rules?.['tacticalMatrix'] === true && input['tactics'] === undefined ? { tactics: {} } : {};
  const front = String(input['front'] ?? '').toUpperCase();
  // The Box's control as the campaign knows it [15.2].
  const box = front === 'DK' && input['boxControl'] === undefined ? { boxControl: s.forces.control[BOX_CONTROL] ?? 'FR' } : {};
  // Napoleon, available for the War Phase, commands the Grande Armée in every Paris battle (+6) [13.6.5, 8.4].
  const fr = input['french'] as Record<string, unknown> | undefined;
  const inParis = !!fr && typeof fr['army'] === 'string' && armyKey(fr['army']) === 'grande-armee' && slug(String((fr['space'] as { id?: string } | undefined)?.id ?? '')) === 'paris';
  const napoleon = inParis && fr!['napoleonInParis'] === undefined && !s.napoleonInDiplomacy && s.position.turn > 1 ? { french: { ...fr, napoleonInParis: true } } : {};
  // Whether the Generalissimo Issue has ever been activated (Front A's −3 under generalissimoPenalty) [13.4.1c].
  const al = input['allied'] as Record<string, unknown> | undefined;
  const activated = al && al['generalissimoActivated'] === undefined && (s.generalissimoActivated || s.generalissimo !== 'none') ? { allied: { ...al, generalissimoActivated: true } } : {};
  return { ...(input as CovBattleInput), ...tactics, ...box, ...(napoleon as Partial<CovBattleInput>), ...(activated as Partial<CovBattleInput>), game: 'congress-of-vienna', rules: { ...rules, ...((input['rules'] as object | undefined) ?? {}) } };
}
const opts = (s: CovState) => ({ pack: packOf(s) });

const declarePayload = z.strictObject({ input: z.record(z.string(), z.unknown()) });
type DeclarePayload = z.infer<typeof declarePayload>;

const ARMISTICE_FRONTS = ['A', 'B', 'DK', 'F'];
const declare = define<DeclarePayload>({
  type: 'cov.battle.declare',
  label: 'Declare a battle',
  schema: declarePayload,
  steps: ['military-operations', 'military-support', 'strategic-movement', 'battles'],
  validate(s, p) {
    const board = battleFromBoard(s, p.input);
    if (board.refusal) return board.refusal;
    const input = withRules(s, board.input);
    const front = String(input.front ?? '').toUpperCase();
    if (s.armistice === 'in-effect' && ARMISTICE_FRONTS.includes(front)) return `The Armistice is in effect: no Military Operation may bring a battle in or against Austrian or Russian Armies (Fronts A, B and F) [12.4.1.2, 13.1].`;
    if (front === 'DK' && s.rules?.['denmarkNorwayBox'] !== true) return 'The Denmark/Norway Box is in play only with OHR 15.2.';
    if (s.battles.some((b) => b.front === front)) return `${sentence(frontName(front))} already has its battle this turn.`;
    if (!input.french?.milOp && !input.allied?.milOp) return 'A battle happens only where at least one Military Operation stands [13.4].';
    return refusal(() => createBattle(input, opts(s)));
  },
  apply(s, p, ctx) {
    const input = withRules(s, battleFromBoard(s, p.input).input);
    const battle = createBattle(input, opts(s));
    const front = String(input.front).toUpperCase();
    const entry: BattleEntry = { id: s.nextBattleId, front, title: titleOf(input, packOf(s)), battle, settled: false };
    const battles = [...s.battles, entry].sort((a, b) => FRONT_ORDER.indexOf(a.front) - FRONT_ORDER.indexOf(b.front));
    return settle({ ...s, battles, nextBattleId: s.nextBattleId + 1 }, entry.id, ctx.legacy);
  },
  title: (s, p) => {
    const notes = battleFromBoard(s, p.input).notes;
    return `Battle declared: ${titleOf(p.input as CovBattleInput, packOf(s))}${notes.length ? ` (${notes.join('; ')})` : ''}`;
  },
});


function titleOf(i: CovBattleInput, pack: DataPack): string {
  const f = String(i.front ?? '').toUpperCase();
  const name = (id: string | undefined, none: string) => (id ? (armyInfo(pack, id)?.name ?? id) : none);
  const fr = name(i.french?.army, f === 'G' ? 'the US and French forces' : f === 'DK' ? 'the French units' : 'the French Army');
  const al = name(i.allied?.army, f === 'G' ? 'the British forces' : f === 'DK' ? 'the Coalition units' : 'the Allied Army') + (i.allied?.scheldt ? ' and the Army of Scheldt' : '');
  return `${sentence(frontName(f))}: ${fr} against ${al}`;
}

/** The battle the table must fight now: the first not finished, in Front order [13.4]. */
export const currentBattle = (s: CovState): BattleEntry | null => s.battles.find((b) => b.battle.step !== 'done') ?? null;

function gate(s: CovState, id: number, legacy = false): string | null {
  const b = s.battles.find((x) => x.id === id);
  if (!b) return 'There is no such battle.';
  if (b.battle.step === 'done') return `The battle on ${frontName(b.front)} is over.`;
  const first = currentBattle(s)!;
  if (first.id !== id) return `Battles are fought in Front order A, B, (Denmark/Norway), C, D, E, F, G: finish the battle on ${frontName(first.front)} first [13.4].`;
  // An earlier battle's losses leave its Armies first: the next battle waits for them [13.4.4]. An entry an older
  // version logged (which let the next battle start) folds as played, or the save would not open.
  const owed = legacy ? null : owedLine(s);
  if (owed) return `${owed} before the battle on ${frontName(b.front)} is fought [13.4.4].`;
  // Paired fronts are checked at the instant of battle, after the earlier Fronts' battles [13.6.1]; an older
  // version's entry, by the map column only (before the Holland and Belgium reading).
  return pairedAtBattle(s, b.battle.input, legacy);
}

/** Brings a finished battle's VP, War of 1812 Status and dead characters into the campaign (once). `legacy`: an
 *  entry an older version logged, whose special transfers were entries of their own. */
function settle(s: CovState, id: number, legacy = false): CovState {
  const b = s.battles.find((x) => x.id === id)!;
  if (b.settled || b.battle.step !== 'done' || !b.battle.result) return s;
  const r = b.battle.result;
  let t: CovState = { ...s, battles: s.battles.map((x) => (x.id === id ? { ...x, settled: true } : x)) };
  t = addVp(t, 'War Phase', r.vp.map((v) => ({ power: v.power as Power, vp: v.vp, source: `${frontName(b.front)}: ${v.source.replace(/\s*\[[^\]]*\]$/, '')}`, rule: /\[([^\]]*)\]$/.exec(v.source)?.[1] ?? '13.4.6' })));
  if (r.war1812 && !t.war1812.ended) t = { ...t, war1812: { ...t.war1812, status: Math.max(-2, Math.min(2, t.war1812.status + r.war1812)) } };
  if (r.killed.length) t = { ...t, dead: [...t.dead, ...r.killed] };
  t = armiesAfter(t, id, legacy);
  // Surrender of Napoleon: the Grande Armée below 4 units after a battle in Paris while France is not the VP leader [13.6.6].
  const i = b.battle.input;
  const inParis = [i.french?.space?.id, i.allied?.space?.id].some((x) => x && slug(x) === 'paris');
  if (inParis && i.french?.army && armyKey(i.french.army) === 'grande-armee' && !t.surrendered) {
    const left = unitCount(i.french.units ?? {}) - r.lost.french;
    // The VP leader at the instant the losses are removed, before this battle's VP [13.6.6; 10.15].
    if (surrenders(left, s.vp, s.rules?.['surrenderLeaderTies'] === 'strict' ? 'strict' : 'ties-france')) {
      t = { ...t, surrendered: true };
      // The Allied Army(ies) that produced it: +2 VP on top of the battle's other VP [13.6.6].
      const owner = (i.allied?.owner as Power | undefined) ?? (i.allied?.army ? (armyInfo(packOf(s), i.allied.army)?.owner as Power | null) : null) ?? null;
      const powers: Power[] = i.allied?.bohemiaAndSilesia ? ['RU', 'AU'] : i.allied?.scheldt ? ['RU', 'BR'] : owner && owner !== 'FR' ? [owner] : [];
      t = addVp(t, 'War Phase', powers.map((power) => ({ power, vp: 2, source: `${frontName(b.front)}: the Surrender of Napoleon produced`, rule: '13.6.6' })));
    }
  }
  return t;
}

/** The tracked Armies after a battle: losses removed where one nationality leaves no choice, the loser retreats
 *  and the winner advances where the map's order names the rear space; the rest is left to the table [13.4.4, 13.4.5]. */
function armiesAfter(s: CovState, id: number, legacy = false): CovState {
  const b = s.battles.find((x) => x.id === id)!;
  const r = b.battle.result!;
  const i = b.battle.input;
  const pack = packOf(s);
  const done: string[] = [];
  const todo: string[] = [];
  const owed: NonNullable<NonNullable<BattleEntry['armies']>['owed']> = {};
  let move: ArmyMoveOwed | undefined;
  let f = s.forces;
  const transfers: NonNullable<NonNullable<BattleEntry['armies']>['transfers']> = [];
  const vp: Parameters<typeof addVp>[2][number][] = [];
  // A special transfer the battle brings about is part of its result; an older version left it to its own entry.
  const carryOut = (t: 'grande-armee-to-paris' | 'naples-landing', todoLine: string) => {
    if (legacy) return void todo.push(todoLine);
    const x = battleTransfer(s, f, t);
    f = x.forces;
    vp.push(...x.vp);
    transfers.push(t);
    // The Grande Armée's log says what moved; the landing's names only the units that join the Army of Italy (none
    // when the battle wiped the Army of Naples out).
    done.push(t === 'grande-armee-to-paris' ? x.log.join(' ') : `${TRANSFER_NAME[t]}${x.log.length ? `: ${x.log.join(' ')}` : '.'}`);
  };
  const key = (side: 'french' | 'allied') => {
    const a = i[side]?.army;
    return a && f.armies[armyKey(a)] && !f.armies[armyKey(a)]!.removed ? armyKey(a) : null;
  };
  for (const side of ['french', 'allied'] as const) {
    const n = r.lost[side];
    if (!n) continue;
    const holders = lossHolders(f, b.front, i, side, key(side));
    if (!holders.length) {
      todo.push(`${side === 'french' ? 'France' : 'The Allies'}: remove ${n} unit${n === 1 ? '' : 's'} to the Force Pool [13.4.4].`);
      continue;
    }
    // Fleets are losses where they fought: the War of 1812 Box, a landing, the Army of Scheldt [13.4.1a, 13.4.4, 15.3].
    // The landing in Holland under the "units only" reading: France picks among the Coalition units [15.3].
    const unitsOnly = side === 'allied' && !!i.allied?.scheldt?.milOp && i.rules?.hollandFleetLosses === 'units-only';
    const fleets = b.front === 'G' || (side === 'allied' && (!!i.allied?.amphibious || !!i.allied?.scheldt) && !unitsOnly);
    const chooser = side === 'allied' ? r.allocatesAlliedLosses.replace(/\s*\[[^\]]*\]$/, '') : 'France';
    const x = takeLosses(f, { holders, names: holders.map((h) => holderName(pack, h)), side, n, fleets, chooser });
    f = x.forces;
    if (x.done) done.push(x.done);
    // The allocator 13.4.4 names picks them by nationality: an action of the battle's result (cov.battle.losses).
    if (x.owed) owed[side] = x.owed;
  }
  const withOwed = { done, todo, ...(Object.keys(owed).length ? { owed } : {}) };
  if (b.front === 'DK') {
    const x = afterBoxBattle(f, r.lost, { french: unitCount(i.french?.units ?? {}), allied: unitCount(i.allied?.units ?? {}) });
    return { ...s, forces: x.forces, battles: s.battles.map((y) => (y.id === id ? { ...y, armies: { ...withOwed, done: [...done, ...x.done] } } : y)) };
  }
  const scheldt = f.armies['scheldt'];
  const landed = !!i.allied?.scheldt?.milOp && r.spaceTaken?.side === 'french' && slug(r.spaceTaken.id) === 'holland' && !!scheldt && !scheldt.removed;
  const gaInParis = !!i.french?.army && armyKey(i.french.army) === 'grande-armee' && slug(i.french.space?.id ?? '') === 'paris';
  const alliedInParis = slug(i.allied?.space?.id ?? '') === 'paris';
  if (r.spaceTaken?.side === 'allied' && gaInParis && alliedInParis) {
    // Beaten in Paris by the attacking Grande Armée: back to the space next to Paris on its own track; the Grande Armée stays [13.6.5].
    const loser = key('allied');
    const to = loser ? parisRetreatSpace(pack, loser) : null;
    if (loser && to) {
      f = relocate(f, pack, loser, to);
      done.push(`${movingTogether(s.forces, loser).map((a) => holderName(pack, a)).join(' and ')} ${movingTogether(s.forces, loser).length > 1 ? 'retreat' : 'retreats'} from Paris to ${to}; the Grande Armée stays in Paris [13.6.5].`);
    } else {
      const line = `Move the Army block: ${r.movement}${loser ? ' (the map does not say which space of its track is next to Paris: fill in "Adjacent spaces" in the table "Military Map spaces", or confirm the space by hand)' : ''}`;
      todo.push(line);
      if (loser) move = { kind: 'paris-out', army: loser, from: 'Paris', advance: null, todo: line };
    }
  } else if (!r.spaceTaken && gaInParis && !alliedInParis && r.winner === 'allied' && i.allied?.milOp) {
    // Victorious against the Grande Armée in Paris: the Allied Army advances into Paris and stands there with it [13.6.5].
    const winner = key('allied');
    if (winner) {
      f = relocate(f, pack, winner, 'Paris');
      done.push(`${movingTogether(s.forces, winner).map((a) => holderName(pack, a)).join(' and ')} ${movingTogether(s.forces, winner).length > 1 ? 'advance' : 'advances'} into Paris, with the Grande Armée (Paris stays French) [13.6.5].`);
    } else todo.push(`Move the Army block: ${r.movement}`);
  } else if (r.spaceTaken) {
    const loser = key(r.spaceTaken.side);
    const winner = key(r.spaceTaken.side === 'french' ? 'allied' : 'french');
    const from = loser ? f.armies[loser]!.space : null;
    const rear = loser ? rearSpace(pack, f, loser) : null;
    // Front E: the Army of Naples beaten or withdrawn is the British landing's success; it has no space to retreat
    // to: the Army of Sicily enters Naples, the Army of Naples leaves play (its units to the Army of Italy) [13.6.3].
    const naples = loser === 'naples' && winner === 'sicily' && b.front === 'E';
    if (naples) carryOut('naples-landing', 'Naples falls to the landing: make the special transfer "A successful landing in Naples" [13.6.3].');
    else if (loser && winner && from && slug(from) === slug(r.spaceTaken.id) && rear) {
      f = relocate(f, pack, loser, rear);
      f = relocate(f, pack, winner, from);
      done.push(`${holderName(pack, loser)} ${r.movement.includes('withdraw') ? 'withdraws' : 'retreats'} to ${rear}; ${holderName(pack, winner)} advances into ${from} [13.4.5].`);
      const paris = intoParis(pack, f, loser, rear);
      if (paris) carryOut('grande-armee-to-paris', paris);
    } else {
      // Silesia and Bohemia retreating together have two Start Spaces (Polesia, Vienna): the Rulebook does not say which [13.4.5, 13.6.2].
      const together = !!loser && movingTogether(f, loser).length > 1;
      const why = !loser || rear ? '' : together ? ' (the Armies of Silesia and Bohemia retreat together, each toward its own Start Space: confirm the space by hand [13.6.2])' : ' (the map’s order of this Front is not entered: fill in "Position on the Front" and "Adjacent spaces" in the table "Military Map spaces", or confirm the space by hand)';
      const line = `Move the Army blocks: ${landed ? r.movement.replace(/ The Army of Scheldt is placed in Holland[^[]*\[15\.3\]\./, '') : r.movement}${why}`;
      todo.push(line);
      // The loser's block is where the battle was: the group names its rear space by hand [13.4.5].
      if (loser && from && slug(from) === slug(r.spaceTaken.id) && !rear) move = { kind: r.movement.includes('withdraw') ? 'withdraw' : 'retreat', army: loser, from, advance: winner, todo: line };
    }
  }
  if (landed) {
    // The landing succeeded (the Army of the Elbe beaten or withdrawn from Holland): the Army of Scheldt's block
    // leaves the Scheldt Landing space for Holland [15.3].
    f = { ...f, armies: { ...f.armies, scheldt: { ...f.armies['scheldt']!, space: 'Holland' } } };
    done.push('The Army of Scheldt lands in Holland; it may not attack Belgium from there [15.3].');
  }
  let t: CovState = addVp({ ...s, forces: f }, 'War Phase', vp);
  // Hanover changing hands with the Denmark/Norway Box in play [15.2].
  if (f.boxes[DENMARK_NORWAY] && s.forces.control['Hanover'] !== f.control['Hanover']) {
    if (f.control['Hanover'] === 'FR') {
      const e = evacuateBox(pack, f);
      t = addVp({ ...t, forces: e.forces }, 'War Phase', e.vp);
      done.push('The Army of the Elbe retakes Hanover: the mandatory Allied evacuation of the Denmark/Norway Box [15.2].', ...e.log);
      // The Coalition units have left the Box: losses still owed there are void [15.2].
      const v = voidBoxLosses(t.battles);
      t = { ...t, battles: v.battles };
      if (v.voided) done.push(`The ${unitsWord(v.voided)} the battle in the Denmark/Norway Box killed, not yet chosen, are no longer owed: every Coalition unit has left the Box [15.2].`);
    } else {
      // France's commitment, then Russia's (or Russia's garrison) are actions of the Denmark/Norway Box panel [15.2].
      t = { ...t, forces: { ...t.forces, dkWindow: 'french-commit' } };
      done.push('The Northern Army takes Hanover: the struggle for the Denmark/Norway Box opens [15.2].');
    }
  }
  return { ...t, battles: t.battles.map((x) => (x.id === id ? { ...x, armies: { done, todo, ...(Object.keys(owed).length ? { owed } : {}), ...(move ? { move } : {}), ...(transfers.length ? { transfers } : {}) } } : x)) };
}

/** A French Army of Fronts B, C or F retreating or withdrawing into Paris brings the Grande Armée there at once (the
 *  special transfer) [13.6.5]: the line the table still has to do, or null. */
function intoParis(pack: DataPack, f: CovState['forces'], army: string, to: string): string | null {
  const front = armyRows(pack).find((a) => a.key === army)?.front ?? '';
  if (to !== 'Paris' || !['B', 'C', 'F'].includes(front) || f.armies['grande-armee']?.space === 'Paris') return null;
  return `${holderName(pack, army)} is in Paris: the Grande Armée goes to Paris at once, the Armies of Silesia and Bohemia to Alsace (Special transfer) [13.6.5].`;
}

const movePayload = z.strictObject({ id: z.number().int().min(1), to: z.string().trim().min(1).max(80) });
type MovePayload = z.infer<typeof movePayload>;
const MOVE_VERB = { retreat: ['retreats to', 'retreat to'], withdraw: ['withdraws to', 'withdraw to'], 'paris-out': ['goes back from Paris to', 'go back from Paris to'] } as const;

/** Who moves in the battle's Army block move (Silesia and Bohemia together [13.6.2]) and the verb: "Army of Silesia
 *  and Army of Bohemia", "retreat to". */
export function moveWho(s: CovState, m: ArmyMoveOwed): { names: string; verb: string; together: boolean } {
  const names = movingTogether(s.forces, m.army).map((a) => holderName(packOf(s), a));
  return { names: names.join(' and '), verb: MOVE_VERB[m.kind][names.length > 1 ? 1 : 0], together: names.length > 1 };
}

/** Why the group may not confirm this space for the battle's Army block move, or null [13.4.5, 13.6.5]. */
export function battleMoveCheck(s: CovState, id: number, to: string): string | null {
  const b = s.battles.find((x) => x.id === id);
  if (!b) return 'There is no such battle.';
  const m = b.armies?.move;
  if (!m) return `No Army block move is waiting in the battle on ${frontName(b.front)}.`;
  if (s.forces.armies[m.army]?.space !== m.from) return `${holderName(packOf(s), m.army)} is no longer in ${m.from}: move it with "Move an Army block".`;
  const winner = m.kind !== 'paris-out' && m.advance ? s.forces.armies[m.advance] : undefined;
  if (winner && slug(winner.space) === slug(to)) return `${holderName(packOf(s), m.advance!)} stands in ${winner.space}: ${holderName(packOf(s), m.army)} ${m.kind === 'withdraw' ? 'withdraws' : 'retreats'} away from it, one space to its rear [13.4.5].`;
  return armyMoveCheck(packOf(s), m, to);
}

/** The spaces offered for the battle's Army block move (those the map data allows). */
export function battleMoveOptions(s: CovState, id: number): string[] {
  const m = s.battles.find((x) => x.id === id)?.armies?.move;
  return m ? armyMoveOptions(packOf(s), m).filter((k) => battleMoveCheck(s, id, k) === null) : [];
}

const spaceKey = (s: CovState, to: string) => (packOf(s).tables['map-spaces']?.rows ?? []).find((r) => slug(r.key) === slug(to))?.key ?? to;

// The move the map data could not make, confirmed by the group: the loser to the space named, the winner (with its
// Military Operation) into the space the loser left; an Allied Army pushed out of Paris to its track [13.4.5, 13.6.5].
const moveBlocks = define<MovePayload>({
  type: 'cov.battle.move',
  label: 'Move a battle’s Army blocks',
  schema: movePayload,
  steps: ['battles'],
  validate: (s, p) => battleMoveCheck(s, p.id, p.to),
  apply(s, p, ctx) {
    const pack = packOf(s);
    const b = s.battles.find((x) => x.id === p.id)!;
    const m = b.armies!.move!;
    const to = spaceKey(s, p.to);
    let f = relocate(s.forces, pack, m.army, to);
    if (m.kind !== 'paris-out' && m.advance && f.armies[m.advance] && !f.armies[m.advance]!.removed) f = relocate(f, pack, m.advance, m.from);
    const { move: _done, ...rest } = b.armies!;
    const paris = intoParis(pack, f, m.army, to);
    const todo = rest.todo.filter((x) => x !== m.todo);
    // Into Paris: the Grande Armée's transfer is part of the move (an older version left it to its own entry) [13.6.5].
    if (paris && !ctx.legacy) {
      const x = battleTransfer(s, f, 'grande-armee-to-paris');
      const armies = { ...rest, done: [...rest.done, moveLine(s, m, to), x.log.join(' ')], todo, transfers: [...(rest.transfers ?? []), 'grande-armee-to-paris' as const] };
      return addVp({ ...s, forces: x.forces, battles: s.battles.map((y) => (y.id === p.id ? { ...y, armies } : y)) }, 'War Phase', x.vp);
    }
    const armies = { ...rest, done: [...rest.done, moveLine(s, m, to)], todo: [...todo, ...(paris ? [paris] : [])] };
    return { ...s, forces: f, battles: s.battles.map((x) => (x.id === p.id ? { ...x, armies } : x)) };
  },
  title(s, p, ctx) {
    const b = s.battles.find((x) => x.id === p.id)!;
    const m = b.armies!.move!;
    const to = spaceKey(s, p.to);
    const line = `${frontName(b.front)}: ${moveLine(s, m, to).replace(/\.$/, '')} (confirmed by hand)`;
    const f = relocate(s.forces, packOf(s), m.army, to);
    return intoParis(packOf(s), f, m.army, to) && !ctx.legacy ? `${line}; the Grande Armée goes to Paris with it [13.6.5]` : line;
  },
});

function moveLine(s: CovState, m: ArmyMoveOwed, to: string): string {
  const pack = packOf(s);
  const { names, verb } = moveWho(s, m);
  if (m.kind === 'paris-out') return `${names} ${verb} ${to}; the Grande Armée stays in Paris [13.6.5].`;
  const adv = m.advance && s.forces.armies[m.advance] && !s.forces.armies[m.advance]!.removed ? movingTogether(s.forces, m.advance).map((a) => holderName(pack, a)) : [];
  return `${names} ${verb} ${to}${adv.length ? `; ${adv.join(' and ')} ${adv.length > 1 ? 'advance' : 'advances'} into ${m.from}` : ''} [13.4.5].`;
}

/** Where a side's losses come from: the Box on its Front, else the Army named and the one fighting with it (Silesia
 *  and Bohemia together, the Army of Scheldt with the Northern Army) [13.4.4, 13.6.2, 15.2, 15.3]. */
function lossHolders(f: Forces, front: string, i: CovBattleInput, side: 'french' | 'allied', army: string | null): string[] {
  if (front === 'DK') return f.boxes[DENMARK_NORWAY] ? [DENMARK_NORWAY] : [];
  if (front === 'G') return f.boxes[BOX_1812] ? [BOX_1812] : [];
  if (!army) return [];
  const alive = (k: string) => !!f.armies[k] && !f.armies[k]!.removed;
  const out = [army];
  // A separate attack on Front A: only the attacking Power suffers losses [13.6.2].
  if (side === 'allied' && i.allied?.bohemiaAndSilesia && !i.allied.separateAttack) {
    const partner = army === 'silesia' ? 'bohemia' : army === 'bohemia' ? 'silesia' : null;
    if (partner && alive(partner)) out.push(partner);
  }
  if (side === 'allied' && i.allied?.scheldt && army !== 'scheldt' && alive('scheldt')) out.push('scheldt');
  return out;
}

/** The Denmark/Norway Box's losses still owed, dropped (its Coalition units have all left it) [15.2]. */
export function voidBoxLosses(battles: BattleEntry[]): { battles: BattleEntry[]; voided: number } {
  let voided = 0;
  const out = battles.map((b) => {
    const o = b.armies?.owed;
    if (!o) return b;
    const keep = Object.fromEntries(Object.entries(o).filter(([, x]) => !x.holders.includes(DENMARK_NORWAY)));
    const gone = Object.values(o).filter((x) => x.holders.includes(DENMARK_NORWAY));
    if (!gone.length) return b;
    voided += gone.reduce((a, x) => a + x.count, 0);
    const { owed: _void, ...rest } = b.armies!;
    return { ...b, armies: { ...rest, ...(Object.keys(keep).length ? { owed: keep } : {}) } };
  });
  return { battles: out, voided };
}

const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('withdraw'), side: z.enum(['french', 'allied']), withdraw: z.boolean() }),
  z.strictObject({ type: z.literal('cards'), side: z.enum(['french', 'allied']), cards: z.array(z.strictObject({ id: z.string().min(1).max(64), own: z.number().int().min(0).max(12).optional(), enemy: z.number().int().min(-12).max(0).optional() })).max(12) }),
  z.strictObject({ type: z.literal('losses'), french: z.number().int().min(0).max(5), allied: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('cancel-retreat'), cancel: z.boolean() }),
  z.strictObject({
    type: z.literal('tactics'),
    french: z.union([z.number().int().min(1).max(7), z.string().min(1).max(60)]),
    allied: z.union([z.number().int().min(1).max(7), z.string().min(1).max(60)]),
    cell: z.strictObject({ french: z.number().int().min(-12).max(12), allied: z.number().int().min(-12).max(12), result: z.enum(['normal', 'no-major', 'no-battle']) }).optional(),
  }),
  z.strictObject({ type: z.literal('reselect'), demand: z.boolean() }),
]);
const decidePayload = z.strictObject({ id: z.number().int().min(1), action: actionSchema });
type DecidePayload = z.infer<typeof decidePayload>;

/** A battle of the Grande Armée in Paris [13.6.5]. */
const parisBattle = (i: CovBattleInput) => !!i.french?.army && armyKey(i.french.army) === 'grande-armee' && slug(i.french.space?.id ?? '') === 'paris';
const isBerthier = (s: CovState, id: string) => cardKey(packOf(s), id) === '3' || slug(id) === 'berthier';

/** The battle Berthier served this War Phase, if any. */
export const berthierBattle = (s: CovState): BattleEntry | null => s.battles.find((x) => (x.battle.cards.french ?? []).some((c) => isBerthier(s, c.id))) ?? null;

/** Berthier's card has two War Phase effects, Strategic Movement and one battle (+2 and the choice of dice) [13.3]:
 *  after his battle the card goes to the discard pile [13.4.4], so a second battle is refused; in Paris he serves a
 *  single battle where Napoleon commands in every one [13.6.5]. */
function berthierCheck(s: CovState, b: BattleEntry, cards: string[]): string | null {
  const n = cards.filter((id) => isBerthier(s, id)).length;
  if (n > 1) return 'Berthier is one card: play him once [13.4.3].';
  if (!n) return null;
  const gone = berthierGone(s);
  if (gone) return gone;
  const used = s.battles.find((x) => x.id !== b.id && (x.battle.cards.french ?? []).some((c) => isBerthier(s, c.id)));
  if (!used) return null;
  if (parisBattle(used.battle.input) && parisBattle(b.battle.input)) return `Berthier served in the Paris battle on ${frontName(used.front)} this War Phase: he is used for a single Paris battle [13.6.5].`;
  return `Berthier served in the battle on ${frontName(used.front)} this War Phase${s.forces.berthierMoved ? ' (and in Strategic Movement)' : ''}: his card went to the discard pile after that battle, so he serves one battle [13.3, 13.4.4].`;
}

const decide = define<DecidePayload>({
  type: 'cov.battle.decide',
  label: 'Battle decision',
  schema: decidePayload,
  steps: ['battles'],
  validate(s, p, _h, legacy) {
    const g = gate(s, p.id, legacy);
    if (g) return g;
    const b = s.battles.find((x) => x.id === p.id)!;
    if (p.action.type === 'cards' && p.action.side === 'french') {
      const why = berthierCheck(s, b, p.action.cards.map((c) => c.id));
      if (why) return why;
    }
    return refusal(() => applyAction(b.battle, p.action as CovBattleAction, opts(s)));
  },
  apply(s, p, ctx) {
    const battles = s.battles.map((b) => (b.id === p.id ? { ...b, battle: applyAction(b.battle, p.action as CovBattleAction, opts(s)) } : b));
    return settle({ ...s, battles }, p.id, ctx.legacy);
  },
  title(s, p) {
    const b = s.battles.find((x) => x.id === p.id)!;
    const next = applyAction(b.battle, p.action as CovBattleAction, opts(s));
    return `${frontName(b.front)}: ${next.log[next.log.length - 1] ?? p.action.type}`;
  },
});

/** Totals the dice could bring that the group's Battle DRM Track lacks (then: fill it in, or manual mode). */
export function trackGaps(s: CovState, battle: CovBattleState): string[] {
  const setup = setupOf(battle, opts(s));
  const drm = buildDrm(setup);
  const gaps: string[] = [];
  for (const side of ['french', 'allied'] as const) {
    for (let d = 2; d <= 12; d++) {
      const total = drm[side].total + d;
      if (trackLookup(setup.lossTrack, side, total) === null) gaps.push(`${side === 'french' ? 'France (blue)' : 'Allies (red)'} ${signed(total)}`);
    }
  }
  return gaps;
}

const roll = define<{ id: number }>({
  type: 'cov.battle.roll',
  label: 'Roll the battle dice',
  schema: z.strictObject({ id: z.number().int().min(1) }),
  steps: ['battles'],
  validate(s, p, _h, legacy) {
    const g = gate(s, p.id, legacy);
    if (g) return g;
    const b = s.battles.find((x) => x.id === p.id)!.battle;
    if (b.step !== 'dice' && b.step !== 'killed-in-action') return `Not the dice yet: ${b.step === 'withdrawal' ? 'the Withdrawal' : b.step === 'cards' ? 'the military cards' : b.step === 'tactics' || b.step === 'reselect' ? 'the Tactical Chits' : 'the mountain cancel'} come${b.step === 'withdrawal' || b.step === 'mountain-cancel' ? 's' : ''} first.`;
    if (b.step === 'dice') {
      const gaps = trackGaps(s, b);
      if (gaps.length) return `The Battle DRM Track in the data pack lacks ${gaps.slice(0, 4).join(', ')}${gaps.length > 4 ? ` and ${gaps.length - 4} more` : ''}: fill in the table "Battle DRM Track: losses inflicted", or type the losses each side inflicts (manual mode).`;
    }
    return null;
  },
  dice: (s, p) => diceNeeded(s.battles.find((x) => x.id === p.id)!.battle, opts(s)).map((d) => ({ purpose: `${d.purpose}`, count: d.count, sides: d.sides })),
  apply(s, p, ctx) {
    const entry = s.battles.find((x) => x.id === p.id)!;
    const needs = diceNeeded(entry.battle, opts(s));
    let b = entry.battle;
    needs.forEach((n, i) => {
      const faces = ctx.dice[i]!.faces;
      b = n.side ? applyAction(b, { type: 'roll', side: n.side, faces }, opts(s)) : applyAction(b, { type: 'kia', card: n.card!, die: faces[0]! }, opts(s));
    });
    return settle({ ...s, battles: s.battles.map((x) => (x.id === p.id ? { ...x, battle: b } : x)) }, p.id, ctx.legacy);
  },
  title(s, p, ctx) {
    const entry = s.battles.find((x) => x.id === p.id)!;
    const needs = diceNeeded(entry.battle, opts(s));
    return `${frontName(entry.front)}: ${needs.map((n, i) => `${n.side === 'french' ? 'France' : n.side === 'allied' ? 'the Allies' : n.card} ${ctx.dice[i]!.faces.join('+')}`).join(', ')}${ctx.dice[0]?.source === 'table' ? ' (table dice)' : ''}`;
  },
});

const cancel = define<{ id: number }>({
  type: 'cov.battle.cancel',
  label: 'Call off a declared battle',
  schema: z.strictObject({ id: z.number().int().min(1) }),
  steps: ['military-operations', 'military-support', 'strategic-movement', 'battles'],
  validate(s, p) {
    const b = s.battles.find((x) => x.id === p.id);
    if (!b) return 'There is no such battle.';
    const begun = b.battle.step === 'done' || b.battle.cards.french !== null || b.battle.cards.allied !== null || b.battle.withdraw.french === true || b.battle.withdraw.allied === true;
    if (begun) return `The battle on ${frontName(b.front)} has begun: undo its steps instead.`;
    return null;
  },
  apply: (s, p) => ({ ...s, battles: s.battles.filter((x) => x.id !== p.id) }),
  title: (s, p) => `Battle called off: ${s.battles.find((x) => x.id === p.id)?.title ?? ''} (e.g. a paired-front prerequisite unmet: the Mil-Op returns to the Display) [13.6.1]`,
});

const SIDE_NAME = { french: 'France', allied: 'the Allies' } as const;
const lossesPayload = z.strictObject({ id: z.number().int().min(1), side: z.enum(['french', 'allied']), units: pieceCountSchema });
type LossesPayload = z.infer<typeof lossesPayload>;

/** "Army of Silesia and Army of Bohemia": where the owed losses come from. */
export const owedName = (s: CovState, o: OwedLosses) => holdersName(o.holders.map((h) => holderName(packOf(s), h)));
/** The pieces the owed losses may be chosen among (the side's units, its fleets where they fought). */
export const owedHave = (s: CovState, side: 'french' | 'allied', o: OwedLosses) => losable(s.forces, o.holders, side, !!o.fleets);

/** The first losses still owed, as the sentence that asks for them ("The owner (BR) chooses the 2 units …"), or null. */
export function owedLine(s: CovState): string | null {
  const x = owedLosses(s)[0];
  if (!x) return null;
  const o = x.owed;
  const what = o.fleets ? `unit${o.count === 1 ? '' : 's'} or fleet${o.count === 1 ? '' : 's'}` : `unit${o.count === 1 ? '' : 's'}`;
  const where = x.entry.front === 'DK' ? 'the battle in the Denmark/Norway Box killed' : `${owedName(s, o)} lost on ${frontName(x.entry.front)}`;
  return `${sentence(o.chooser)} chooses the ${o.count} ${what} ${where}`;
}

/** The first Army block move a battle left for the group to confirm by hand ("Move a battle's Army blocks"), as the
 *  sentence that asks for it, or null; a block since moved another way no longer waits [13.4.5, 13.6.5]. */
export function pendingMoveLine(s: CovState): string | null {
  for (const b of s.battles) {
    const m = b.armies?.move;
    const a = m ? s.forces.armies[m.army] : undefined;
    if (!m || !a || a.removed || a.space !== m.from) continue;
    const names = movingTogether(s.forces, m.army).map((k) => holderName(packOf(s), k));
    const verb = { retreat: ['retreats', 'retreat'], withdraw: ['withdraws', 'withdraw'], 'paris-out': ['goes back', 'go back'] }[m.kind][names.length > 1 ? 1 : 0];
    const space = m.kind === 'paris-out' ? 'the space next to Paris on its own track' : 'the space';
    return `After the battle on ${frontName(b.front)}, ${names.join(' and ')} ${verb} from ${m.from}: confirm ${space} by hand first [${m.kind === 'paris-out' ? '13.6.5' : '13.4.5'}].`;
  }
  return null;
}

/** Why these pieces may not be the losses a battle left to choose [13.4.4]. */
export function armyLossesCheck(s: CovState, id: number, side: 'french' | 'allied', units: Count): string | null {
  const b = s.battles.find((x) => x.id === id);
  if (!b) return 'There is no such battle.';
  const o = b.armies?.owed?.[side];
  if (!o) return `No loss of ${SIDE_NAME[side]} in the battle on ${frontName(b.front)} is waiting to be chosen.`;
  return lossChoiceCheck(owedName(s, o), owedHave(s, side, o), o.count, units, !!o.fleets, o.holders.length > 1);
}

/** The chosen losses leave their Armies (or Box) for the Force Pool; the battle owes them no more. */
function payLosses(s: CovState, id: number, side: 'french' | 'allied', units: Count): CovState {
  const b = s.battles.find((x) => x.id === id)!;
  const { [side]: paid, ...rest } = b.armies!.owed!;
  const { owed: _paid, ...kept } = b.armies!;
  const armies = { ...kept, ...(Object.keys(rest).length ? { owed: rest } : {}) };
  return { ...s, forces: removeLosses(s.forces, paid!.holders, units), battles: s.battles.map((x) => (x.id === id ? { ...x, armies } : x)) };
}


// The owning player (the Generalissimo on Front A, France for the Holland landing) picks a battle's losses among
// pieces of several nationalities, in one Army, two fighting together or the Denmark/Norway Box; they go to the
// Force Pool [13.4.4, 15.2, 15.3].
const losses = define<LossesPayload>({
  type: 'cov.battle.losses',
  label: 'Choose a battle’s losses',
  schema: lossesPayload,
  steps: ['battles'],
  validate: (s, p) => armyLossesCheck(s, p.id, p.side, p.units),
  apply: (s, p) => payLosses(s, p.id, p.side, p.units),
  title(s, p) {
    const b = s.battles.find((x) => x.id === p.id)!;
    const o = b.armies!.owed![p.side]!;
    // The Box names its battle itself.
    const who = b.front === 'DK' ? sentence(owedName(s, o)) : `${frontName(b.front)}: ${owedName(s, o)}`;
    return `${who} ${o.holders.length > 1 ? 'lose' : 'loses'} ${lostWords(p.units)} (${lossPieces(p.units)}) to the Force Pool, chosen by ${o.chooser} [13.4.4]`;
  },
});

/** The battle in the Denmark/Norway Box whose Coalition losses are owed (saves made before one losses action). */
const boxBattle = (s: CovState) => s.battles.find((b) => b.front === 'DK' && b.armies?.owed?.allied);
// Saves from before the one losses action logged Russia's choice in the Box as its own action: it folds the same way [13.4.4, 15.2].
const boxLosses = define<{ units: Count }>({
  type: 'cov.dk.losses',
  label: 'Russia chooses the Box’s battle losses',
  schema: z.strictObject({ units: pieceCountSchema }),
  steps: ['battles'],
  validate(s, p) {
    const b = boxBattle(s);
    return b ? armyLossesCheck(s, b.id, 'allied', p.units) : 'No battle loss in the Denmark/Norway Box is waiting for Russia’s choice.';
  },
  apply: (s, p) => payLosses(s, boxBattle(s)!.id, 'allied', p.units),
  title: (_s, p) => `Russia's battle losses in the Denmark/Norway Box: ${unitsWord(PIECES.reduce((a, k) => a + (p.units[k] ?? 0), 0))} (${pieceWords(p.units)}) to the Force Pool [13.4.4, 15.2]`,
});

export const WAR_ACTIONS = [declare, decide, roll, cancel, losses, moveBlocks, boxLosses];
