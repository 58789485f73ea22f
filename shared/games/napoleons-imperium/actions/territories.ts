// Territories, elimination, rebellion.
import { z } from 'zod';
import { FREE_UNITS, SUCCESS_FACE, unitsText, type NationId } from '../data';
import { eliminate } from '../consequences';
import { battleCardUnitLoss, type UnitsHeld } from '../card-losses';
import { areEnemies, capitalCaptured, capitalName, holderOf, holdingOf, journal, powerName, setHolder, settle, territoryFacts, territoryKey, updateNation, type NiState } from '../state';
import { actorCheck, def, nationCheck, nationPayload, type NationP } from './common';

// Territories, elimination, rebellion -------------------------------------------------------------------------

const eliminatePayload = z.object({ nation: z.string().min(1), by: z.string().min(1).nullable().default(null), reason: z.string().max(200).default('') });
export const eliminateNation = def<z.infer<typeof eliminatePayload>>({
  type: 'nation.eliminate',
  label: 'A nation is eliminated',
  schema: eliminatePayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationCheck(p.nation) ?? (p.by ? nationCheck(p.by) : null);
    if (bad) return bad;
    const n = p.nation as NationId;
    if (s.nations[n].eliminated) return `${powerName(n)} is already eliminated.`;
    if (!capitalCaptured(s, n)) return `${powerName(n)} holds ${capitalName(s, n)}: a nation is eliminated only when its capital is captured and it has no land units [§39].`;
    if (p.by && !areEnemies(s, n, p.by as NationId)) return `${powerName(p.by)} is ${powerName(n)}’s ally.`;
    return null;
  },
  apply: (s, p) => eliminate(s, p.nation as NationId, (p.by as NationId | null) ?? null).state,
  title: (s, p) => `${eliminate(s, p.nation as NationId, (p.by as NationId | null) ?? null).lines.join('. ')}${p.reason ? ` (${p.reason})` : ''}`,
});

function occupiedOriginals(s: NiState, n: NationId): string[] {
  return s.holdings.filter((h) => h.original === n && areEnemies(s, h.holder, n)).map((h) => h.territory).sort();
}

export const rebellionRoll = def<NationP>({
  type: 'rebellion.roll',
  label: 'Roll for rebellion',
  schema: nationPayload,
  steps: ['rebellion'],
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['rebellion']);
    if (bad) return bad;
    const n = p.nation as NationId;
    if (!s.nations[n].eliminated) return `${powerName(n)} is not eliminated [§40].`;
    if (s.rebellion?.turn === s.position.turn) return `${powerName(n)} has already rolled for rebellion this turn.`;
    if (!occupiedOriginals(s, n).length) return `No territory of ${powerName(n)} is recorded as held by the enemy.`;
    return null;
  },
  dice(s, p) {
    const occ = occupiedOriginals(s, p.nation as NationId);
    const count = s.rules?.['rebellionDice'] === 'single' ? 1 : occ.length;
    return [{ purpose: `Rebellion: ${powerName(p.nation)} (${count === 1 && occ.length > 1 ? 'one die' : occ.join(', ')})`, count, sides: 10 }];
  },
  apply(s, p, ctx) {
    const n = p.nation as NationId;
    const occ = occupiedOriginals(s, n);
    const faces = ctx.dice[0]?.faces ?? [];
    const single = s.rules?.['rebellionDice'] === 'single';
    const successes = single ? (faces[0] === SUCCESS_FACE ? occ : []) : occ.filter((_, i) => faces[i] === SUCCESS_FACE);
    return { ...s, rebellion: { nation: n, turn: s.position.turn, territories: occ, faces, successes, done: successes.length === 0 } };
  },
  title(s, p, ctx) {
    const n = p.nation as NationId;
    const occ = occupiedOriginals(s, n);
    const faces = ctx.dice[0]?.faces ?? [];
    const single = s.rules?.['rebellionDice'] === 'single';
    const ok = single ? (faces[0] === SUCCESS_FACE ? occ : []) : occ.filter((_, i) => faces[i] === SUCCESS_FACE);
    const shown = single ? String(faces[0] === 10 ? 0 : faces[0]) : occ.map((t, i) => `${t} ${faces[i] === 10 ? 0 : faces[i]}`).join(', ');
    return `${powerName(n)} rolls for rebellion: ${shown} → ${ok.length ? `rises in ${ok.join(' or ')}` : 'no rising'} [§40]`;
  },
});

const reenterPayload = z.object({ nation: z.string().min(1), territories: z.array(z.string().min(1)).min(1).max(20) });
export const rebellionReenter = def<z.infer<typeof reenterPayload>>({
  type: 'rebellion.reenter',
  label: 'Rise in rebellion',
  schema: reenterPayload,
  steps: ['rebellion'],
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['rebellion']);
    if (bad) return bad;
    const r = s.rebellion;
    if (!r || r.turn !== s.position.turn || r.nation !== p.nation || r.done || !r.successes.length) return `${powerName(p.nation)} has no successful rebellion roll to act on.`;
    const keys = p.territories.map((t) => r.successes.find((x) => x.toLowerCase() === t.toLowerCase()));
    if (keys.some((k) => !k)) return `The rebellion succeeded only in ${r.successes.join(', ')}.`;
    if (s.rules?.['rebellionMultiple'] === 'each') {
      if (new Set(keys).size !== r.successes.length) return `With this rule setting the nation rises in every successful territory: ${r.successes.join(', ')}.`;
    } else if (p.territories.length !== 1) return 'Choose one territory to rise in (rule setting A25).';
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    let t = s;
    for (const name of p.territories) {
      const f = territoryFacts(t, name);
      t = setHolder(t, f, n);
      t = journal(t, `${powerName(n)} places ${unitsText(FREE_UNITS.rebellion)} in ${f.key}; the occupying forces return to their capitals [§40]`, true);
    }
    t = updateNation(t, n, { eliminated: false });
    t = { ...t, rebellion: { ...t.rebellion!, done: true } };
    return settle(t);
  },
  title(s, p) {
    const n = p.nation as NationId;
    const names = p.territories.map((x) => territoryKey(s, x) ?? x);
    const cap = names.some((x) => x.toLowerCase() === capitalName(s, n).toLowerCase());
    return `${powerName(n)} rises in ${names.join(' and ')}: ${unitsText(FREE_UNITS.rebellion)} placed, occupiers return to their capitals, its commander goes to ${cap ? capitalName(s, n) : 'a nominated allied capital'}${cap ? '' : '; it plays on in exile (half income)'} [§40]`;
  },
});

const territoryPayload = z.object({ territory: z.string().trim().min(1).max(60), note: z.string().max(200).default('') });
export const liberate = def<z.infer<typeof territoryPayload> & { units?: string }>({
  type: 'territory.liberate',
  label: 'Liberation by a Battle Card',
  schema: territoryPayload.extend({ units: z.string().max(120).optional() }),
  steps: 'all',
  validate(s, p) {
    const f = territoryFacts(s, p.territory);
    if (f.original === 'neutral') return `${f.key} was neutral at the start: there is nobody to liberate it for.`;
    const h = holderOf(s, f.key);
    if (h === f.original) return `${f.key} is held by ${powerName(f.original)} already.`;
    return null;
  },
  apply(s, p) {
    const f = territoryFacts(s, p.territory);
    const owner = f.original as NationId;
    let t = setHolder(s, f, owner);
    const bonus = f.capital ? FREE_UNITS.selfLiberatedCapital : FREE_UNITS.alliedLiberatedTerritory;
    t = journal(t, `${powerName(owner)} places ${p.units ?? unitsText(bonus)} in ${f.key} (liberated by a Battle Card) [${f.capital ? '§11B' : '§12B'}]`, true);
    if (t.nations[owner].eliminated) t = updateNation(t, owner, { eliminated: false });
    return settle(t);
  },
  title(s, p) {
    const f = territoryFacts(s, p.territory);
    const bonus = f.capital ? FREE_UNITS.selfLiberatedCapital : FREE_UNITS.alliedLiberatedTerritory;
    return `${f.key} is liberated by a Battle Card: ${powerName(f.original)} restores its flag and income and places ${p.units ?? `${unitsText(bonus)} (no instruction on the card: the ${f.capital ? 'self-liberated' : 'allied-liberated'} rule)`} [${f.capital ? '§11B' : '§12B'}]${p.note ? ` (${p.note})` : ''}`;
  },
});

export const revert = def<z.infer<typeof territoryPayload>>({
  type: 'territory.revert',
  label: 'A territory loses its last unit',
  schema: territoryPayload,
  steps: 'all',
  validate(s, p) {
    const f = territoryFacts(s, p.territory);
    if (!holdingOf(s, f.key)) return `${f.key} is held by its original owner${f.original === 'neutral' ? ' (empty neutral)' : ''}: nothing reverts.`;
    return null;
  },
  apply(s, p) {
    const f = territoryFacts(s, p.territory);
    let t = setHolder(s, f, f.original);
    if (f.original !== 'neutral') t = journal(t, `${powerName(f.original)} places 1 infantry free and a flag in ${f.key} [§32]`, true);
    return settle(t);
  },
  title(s, p) {
    const f = territoryFacts(s, p.territory);
    return f.original === 'neutral'
      ? `${f.key} has no unit left: it is an empty neutral territory again, nobody has its income [§32]${p.note ? ` (${p.note})` : ''}`
      : `${f.key} has no unit left: it reverts to ${powerName(f.original)}, which places 1 infantry free and a flag [§32]${p.note ? ` (${p.note})` : ''}`;
  },
});

// A Battle Card's unit loss [§27] ---------------------------------------------------------------------------------

const heldPayload = z.object({ territory: z.string().trim().min(1).max(60), ofType: z.number().int().min(0).max(999), total: z.number().int().min(0).max(999) });
const lossPayload = z.object({
  nation: z.string().min(1),
  unit: z.enum(['infantry', 'cavalry', 'artillery', 'camels', 'riflemen']),
  /** The territory the card names, if it names one. */
  territory: z.string().trim().min(1).max(60).optional(),
  /** The loser's territories holding units of that type, as the board shows them. */
  held: z.array(heldPayload).max(60),
  note: z.string().max(200).default(''),
});
type LossP = z.infer<typeof lossPayload>;
const lossOf = (p: LossP) => battleCardUnitLoss(p.held as UnitsHeld[], p.territory);

export const cardUnitLoss = def<LossP>({
  type: 'cards.unit-loss',
  label: 'Battle Card: lose a unit',
  schema: lossPayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationCheck(p.nation);
    if (bad) return bad;
    const l = lossOf(p);
    if (l.kind === 'lose' && l.reverts) {
      const f = territoryFacts(s, l.from[0]!);
      if (holderOf(s, f.key) !== p.nation) return `${f.key} is not held by ${powerName(p.nation)}: the card’s loss there cannot be recorded.`;
    }
    return null;
  },
  apply(s, p) {
    const l = lossOf(p);
    if (l.kind !== 'lose' || !l.reverts) return s;
    // The named territory's only unit is lost: it reverts to its original owner [§27 EXCEPTION, §32].
    const f = territoryFacts(s, l.from[0]!);
    let t = setHolder(s, f, f.original);
    if (f.original !== 'neutral') t = journal(t, `${powerName(f.original)} places 1 infantry free and a flag in ${f.key} [§32]`, true);
    return settle(t);
  },
  title(s, p) {
    const l = lossOf(p);
    const f = l.kind === 'lose' && l.reverts ? territoryFacts(s, l.from[0]!) : null;
    const back = f ? (f.original === 'neutral' ? ' It is an empty neutral territory again [§32].' : ` ${powerName(f.original)} places 1 infantry free and a flag [§32].`) : '';
    return `Battle Card: ${powerName(p.nation)} loses one ${p.unit}. ${l.reason}${back}${p.note ? ` (${p.note})` : ''}`;
  },
});

const setPayload = z.object({ territory: z.string().trim().min(1).max(60), holder: z.string().min(1), note: z.string().max(200).default('') });
export const territorySet = def<z.infer<typeof setPayload>>({
  type: 'territory.set',
  label: 'Correct who holds a territory',
  schema: setPayload,
  steps: 'all',
  validate(s, p) {
    if (p.holder !== 'neutral') {
      const bad = nationCheck(p.holder);
      if (bad) return bad;
    }
    const f = territoryFacts(s, p.territory);
    if (p.holder === 'neutral' && f.original !== 'neutral') return `${f.key} belonged to ${powerName(f.original)} at the start: it reverts to it, never to neutral [§32, A32].`;
    if (holderOf(s, f.key) === p.holder) return `${f.key} is already held by ${p.holder === 'neutral' ? 'nobody' : powerName(p.holder)}.`;
    return null;
  },
  apply(s, p) {
    const f = territoryFacts(s, p.territory);
    return settle(setHolder(s, f, p.holder as NationId | 'neutral'));
  },
  title(s, p) {
    const f = territoryFacts(s, p.territory);
    return `${f.key} is now held by ${p.holder === 'neutral' ? 'nobody (neutral)' : powerName(p.holder)} (was ${(() => { const h = holderOf(s, f.key); return h === 'neutral' || !h ? 'neutral' : powerName(h); })()})${p.note ? `: ${p.note}` : ''}`;
  },
});
