// The leaders registry's actions (issue #13): a leader moved (map, pool, wounded, killed, captured,
// external war), a random draw from a power's pool with a logged die, an activation on the marker
// being played (1st, forced march, lone moves, §5.1.3-§5.1.4), a wound check on the group's wound
// table (or the result typed: manual mode), and the random leader of an "L" result (§8.2.6).
import { z } from 'zod';
import {
  activationOf, currentDraw, currentMarker, DRAW_WORDS, drawCandidates, eligibility, inheritedActivation, leaderDef, leaderRecord, moveLeader, setLeader, STATUS_WORDS, woundResult,
  woundReturnTurn, woundTableOf, type DrawPurpose,
} from '../leaders';
import { markerName } from '../initiative';
import type { LeaderStatus } from '../registry-types';
import { cellValue } from '../../../data/access';
import { clockOf, isPower, nameOf, packOf, POWER_NAMES, SEASON_NAMES, type LgeState, type Power } from '../state';
import { cannotPay, move, type Action } from './common';

const leaderName = z.string().trim().min(1).max(40);
const STATUSES = ['scheduled', 'pool', 'map', 'wounded', 'killed', 'captured', 'external-war', 'gone'] as const satisfies readonly LeaderStatus[];
const turnWords = (s: LgeState, turn: number) => {
  const c = clockOf(s, turn);
  return `${SEASON_NAMES[c.season]} ${c.year}`;
};
const known = (s: LgeState, leader: string) => (leaderDef(s, leader) ? null : `${leader} is not in the table “Leaders”: add him in the data editor first.`);

const setSchema = z.strictObject({
  leader: leaderName,
  status: z.enum(STATUSES),
  capturedBy: z.string().trim().min(1).max(40).optional(),
  war: z.string().trim().min(1).max(60).optional(),
  army: z.boolean().optional(),
  cavalryWithInfantry: z.boolean().optional(),
});
type SetP = z.infer<typeof setSchema>;

function statusWords(s: LgeState, status: LeaderStatus, p: Partial<SetP> & { returnTurn?: number }) {
  if (status === 'wounded') return `wounded, back in the pool in ${turnWords(s, p.returnTurn ?? woundReturnTurn(s))}`;
  if (status === 'captured') return `prisoner of ${nameOf(p.capturedBy ?? '?')}`;
  if (status === 'external-war') return `to the ${p.war ?? ''} external war`;
  return STATUS_WORDS[status].toLowerCase();
}

const set: Action<SetP> = {
  type: 'lge.leader.set',
  label: 'Move a leader',
  schema: setSchema,
  steps: 'all',
  validate(s, p) {
    const k = known(s, p.leader);
    if (k) return k;
    const r = leaderRecord(s, p.leader);
    if (p.status === 'captured' && !p.capturedBy) return 'Say which power holds him prisoner.';
    if (p.status === 'external-war' && !p.war) return 'Say which external war he goes to.';
    const same = r.status === p.status && (p.army === undefined || !!p.army === !!r.army) && (p.cavalryWithInfantry === undefined || !!p.cavalryWithInfantry === !!r.cavalryWithInfantry);
    if (same && p.status !== 'captured' && p.status !== 'external-war') return `${p.leader} is already: ${STATUS_WORDS[r.status].toLowerCase()}.`;
    if (r.status === 'killed' && p.status !== 'killed') return `${p.leader} was killed: he is out of the game (§8.2.6.2).`;
    return null;
  },
  apply(s, p) {
    const r = leaderRecord(s, p.leader);
    const extra = {
      ...(p.status === 'wounded' ? { returnTurn: woundReturnTurn(s) } : {}),
      ...(p.status === 'captured' ? { capturedBy: p.capturedBy! } : {}),
      ...(p.status === 'external-war' ? { war: p.war! } : {}),
      ...(p.army !== undefined ? { army: p.army } : {}),
      ...(p.cavalryWithInfantry !== undefined ? { cavalryWithInfantry: p.cavalryWithInfantry } : {}),
    };
    // Off the map, a leader no longer commands an army.
    const t = r.status === p.status ? setLeader(s, p.leader, { ...r, ...extra }) : moveLeader(s, p.leader, p.status, p.status === 'map' ? extra : { ...extra, army: false });
    return t;
  },
  title(s, p) {
    const r = leaderRecord(s, p.leader);
    if (r.status === p.status) return `${p.leader}${p.army !== undefined ? (p.army ? ' leads an army (army side)' : ' leads no army') : ''}${p.cavalryWithInfantry !== undefined ? (p.cavalryWithInfantry ? ', commands infantry (cavalry leader −1)' : ', commands cavalry') : ''}`;
    return `${p.leader}: ${STATUS_WORDS[r.status].toLowerCase()} → ${statusWords(s, p.status, p)}`;
  },
};

const drawSchema = z.strictObject({
  power: z.string().trim().min(1).max(40),
  purpose: z.enum(['new', 'replacement', 'army', 'dismissal']),
  /** The dismissed leader, who cannot be drawn (§4.2.4.1). */
  exclude: leaderName.optional(),
  /** A leader drawn from the table's own pool; absent: the app's die. */
  leader: leaderName.optional(),
});
type DrawP = z.infer<typeof drawSchema>;
const candidates = (s: LgeState, p: DrawP) => drawCandidates(s, p.power, p.purpose as DrawPurpose, p.exclude ?? null);
const drawn = (s: LgeState, p: DrawP, faces: number[] | undefined) => p.leader ?? candidates(s, p)[faces?.length ? faces[0]! - 1 : 0]!.key;

const draw: Action<DrawP> = {
  type: 'lge.leader.draw',
  label: 'Draw a leader from the pool',
  schema: drawSchema,
  steps: 'all',
  validate(s, p) {
    const c = candidates(s, p);
    if (!c.length)
      return p.purpose === 'army'
        ? `${nameOf(p.power)}’s pool holds no leader with an army side: no army can be created (§12.5.1).`
        : `${nameOf(p.power)}’s leader pool is empty${p.exclude ? ` (apart from ${p.exclude})` : ''}.`;
    if (p.leader && !c.some((d) => d.key === p.leader)) return `${p.leader} cannot be drawn: the draw is among ${c.map((d) => d.key).join(', ')}.`;
    return null;
  },
  dice(s, p) {
    const n = candidates(s, p).length;
    return p.leader || n < 2 ? [] : [{ purpose: `Leader draw (1 of ${n} in ${nameOf(p.power)}’s pool)`, count: 1, sides: n }];
  },
  apply: (s, p, ctx) => moveLeader(s, drawn(s, p, ctx.dice[0]?.faces), 'map'),
  title(s, p, ctx) {
    const n = candidates(s, p).length;
    return `${nameOf(p.power)} draws ${drawn(s, p, ctx.dice[0]?.faces)} from the leader pool (${p.leader ? 'drawn at the table' : n === 1 ? 'the only one' : `1 of ${n}`}): ${DRAW_WORDS[p.purpose as DrawPurpose].replace(/ \(.*\)$/, '')}`;
  },
};

const activateSchema = z.strictObject({
  leader: leaderName,
  /** He moves alone (no units): every marker allows it, no attrition (§5.1.4). */
  lone: z.boolean().default(false),
  /** An event allows an activation beyond the second (§5.1.3). */
  event: z.boolean().default(false),
  /** Out of supply when activated: an attrition check (§7.3.2). */
  outOfSupply: z.boolean().default(false),
});
type ActP = z.infer<typeof activateSchema>;
const asOf = (s: LgeState, p: ActP) => eligibility(s, currentMarker(s) ?? '', p.lone ? new Set([p.leader]) : new Set()).find((e) => e.key === p.leader);

const activate: Action<ActP> = {
  type: 'lge.leader.activate',
  label: 'Activate a leader',
  schema: activateSchema,
  steps: ['activations'],
  validate(s, p) {
    const k = known(s, p.leader);
    if (k) return k;
    const m = currentMarker(s);
    if (!m) return 'No marker is being played: draw one first.';
    const e = asOf(s, p);
    if (!e) return `${markerName(m)} does not activate ${p.leader} (${leaderRecord(s, p.leader).status === 'map' ? 'not of that side' : 'not on the map'}).`;
    if (!e.as) return `${p.leader}: ${e.why}`;
    if (e.as === 'event' && !p.event) return `${p.leader} has been activated ${e.level} times this turn: a further activation needs an event (§5.1.3).`;
    if (activationOf(s, leaderRecord(s, p.leader)).markers.includes(currentDraw(s)!.tag)) return `${p.leader} has already moved on this ${markerName(m)}.`;
    return null;
  },
  apply(s, p) {
    const m = currentDraw(s)!.tag;
    const e = asOf(s, p)!;
    const r = leaderRecord(s, p.leader);
    const a = activationOf(s, r);
    const lone = e.as === 'lone';
    const level = lone ? a.level : a.level + 1;
    const forced = !lone && level >= 2;
    return setLeader(s, p.leader, {
      ...r,
      activation: { ...a, level, loneMoves: a.loneMoves + (lone ? 1 : 0), forcedMarch: a.forcedMarch || forced, attritionDue: a.attritionDue || (!lone && (forced || p.outOfSupply)), markers: [...a.markers, m] },
    });
  },
  title(s, p) {
    const e = asOf(s, p)!;
    const m = markerName(currentMarker(s)!);
    const lvl = activationOf(s, leaderRecord(s, p.leader)).level + 1;
    if (e.as === 'lone') return `${p.leader} moves alone on ${m} (no attrition, §5.1.4)`;
    if (e.as === 'neutral') return `${p.leader} activates on ${m} (neutral: once this turn)`;
    return `${p.leader}: ${lvl === 1 ? '1st activation' : `${lvl === 2 ? '2nd' : `${lvl}th`} activation, a forced march: attrition check due`} on ${m}${p.outOfSupply ? '; out of supply: attrition check due' : ''}`;
  },
};

const absorbSchema = z.strictObject({
  /** The commander of the force (corps or army) activated on this marker. */
  leader: leaderName,
  /** The leaders of the units it absorbs or commands (§5.1.5): whether each moves now and whether it joins the army marker. */
  units: z.array(z.strictObject({ leader: leaderName, moves: z.boolean().default(false), joins: z.boolean().default(true) })).min(1).max(12),
});
type AbsorbP = z.infer<typeof absorbSchema>;
const LEVEL_WORDS = ['not activated', '1st activation', '2nd activation'];
const levelWords = (n: number) => LEVEL_WORDS[n] ?? `${n}th activation`;
function absorbed(s: LgeState, p: AbsorbP) {
  const lvl = (k: string) => activationOf(s, leaderRecord(s, k)).level;
  return inheritedActivation(lvl(p.leader), p.units.map((u) => ({ level: lvl(u.leader), moves: u.moves, joins: u.joins })));
}

/** Units merge into or are commanded by an activated force: all take the higher activation level (§5.1.5-§5.1.5.2, TC-44). */
const absorb: Action<AbsorbP> = {
  type: 'lge.leader.absorb',
  label: 'Absorb or command units (activation levels)',
  schema: absorbSchema,
  steps: ['activations'],
  validate(s, p) {
    for (const k of [p.leader, ...p.units.map((u) => u.leader)]) {
      const e = known(s, k);
      if (e) return e;
      if (leaderRecord(s, k).status !== 'map') return `${k} is not on the map.`;
    }
    const names = p.units.map((u) => u.leader);
    if (names.includes(p.leader) || new Set(names).size !== names.length) return 'Name each leader once, the force’s commander apart.';
    const d = currentDraw(s);
    if (!d || !activationOf(s, leaderRecord(s, p.leader)).markers.includes(d.tag)) return `${p.leader} has not been activated on the marker being played: activate him first (§5.1.5).`;
    return null;
  },
  apply(s, p) {
    const r = absorbed(s, p);
    const tag = currentDraw(s)!.tag;
    let t = s;
    p.units.forEach((u, i) => {
      const rec = leaderRecord(t, u.leader);
      const a = activationOf(t, rec);
      const level = r.units[i]!;
      // A unit moving again stays adjacent on a forced march: its own attrition check (§5.1.3, §5.2.2.2).
      const forced = u.moves && level >= 2 && !u.joins;
      t = setLeader(t, u.leader, { ...rec, activation: { ...a, level, forcedMarch: a.forcedMarch || forced, attritionDue: a.attritionDue || forced, markers: u.moves ? [...a.markers, tag] : a.markers } });
    });
    const rec = leaderRecord(t, p.leader);
    return setLeader(t, p.leader, { ...rec, activation: { ...activationOf(t, rec), level: r.force } });
  },
  title(s, p) {
    const r = absorbed(s, p);
    const units = p.units.map((u, i) => `${u.leader} ${u.joins ? 'joins' : 'stays adjacent'}, ${levelWords(r.units[i]!)}`).join('; ');
    return `${p.leader}’s force (§5.1.5): ${units}; the force ${levelWords(r.force)}`;
  },
};

const woundSchema = z.strictObject({
  leader: leaderName,
  /** LA: the overall commander; a wounded result counts as nothing (§8.2.6). */
  kind: z.enum(['L', 'LA', 'check']).default('check'),
  /** Manual mode: the result read at the table. */
  result: z.enum(['none', 'wounded', 'killed']).optional(),
});
type WoundP = z.infer<typeof woundSchema>;
function woundOutcome(s: LgeState, p: WoundP, faces: number[] | undefined) {
  let res = p.result;
  let total: number | null = null;
  if (!res) {
    const t = woundTableOf(packOf(s)).table!;
    total = (faces ?? []).reduce((x, y) => x + y, 0);
    res = woundResult(t, total);
  }
  const counted = p.kind === 'LA' && res === 'wounded' ? 'none' : res;
  return { res, counted, total };
}

const woundCheck: Action<WoundP> = {
  type: 'lge.leader.wound-check',
  label: 'Wound check',
  schema: woundSchema,
  steps: 'all',
  validate(s, p) {
    const k = known(s, p.leader);
    if (k) return k;
    const st = leaderRecord(s, p.leader).status;
    if (st === 'killed' || st === 'gone') return `${p.leader} is out of the game.`;
    if (!p.result) {
      const w = woundTableOf(packOf(s));
      if (!w.table) return `The table “Leader wounds” is not entered (${w.missing.slice(0, 3).join('; ')}): fill it in (data editor), or type the result (manual mode).`;
    }
    return null;
  },
  dice(s, p) {
    if (p.result) return [];
    const t = woundTableOf(packOf(s)).table!;
    return [{ purpose: `Wound check: ${p.leader}`, count: t.dice, sides: 6 }];
  },
  apply(s, p, ctx) {
    const { counted } = woundOutcome(s, p, ctx.dice[0]?.faces);
    if (counted === 'wounded') return moveLeader(s, p.leader, 'wounded', { returnTurn: woundReturnTurn(s), army: false });
    if (counted === 'killed') return moveLeader(s, p.leader, 'killed', { army: false });
    return s;
  },
  title(s, p, ctx) {
    const { res, counted, total } = woundOutcome(s, p, ctx.dice[0]?.faces);
    const roll = total === null ? 'result typed' : `${ctx.dice[0]!.faces.join('+')} = ${total}`;
    const what = counted === 'wounded' ? `wounded, back in the pool in ${turnWords(s, woundReturnTurn(s))} (§8.2.6.1)` : counted === 'killed' ? 'killed (§8.2.6.2)' : res === 'wounded' ? 'wounded counts as nothing under LA (§8.2.6)' : 'unhurt';
    return `Wound check${p.kind === 'check' ? '' : ` (${p.kind})`}, ${p.leader}: ${roll}, ${what}`;
  },
};

const randomSchema = z.strictObject({ leaders: z.array(leaderName).min(2).max(12), why: z.string().trim().max(80).default('“L” result: a leader other than the overall commander') });
type RandP = z.infer<typeof randomSchema>;
const randomLeader: Action<RandP> = {
  type: 'lge.leader.random',
  label: 'Pick a leader at random',
  schema: randomSchema,
  steps: 'all',
  validate: (_s, p) => (new Set(p.leaders).size !== p.leaders.length ? 'Each leader is named once.' : null),
  dice: (_s, p) => [{ purpose: `Random leader (1 of ${p.leaders.length})`, count: 1, sides: p.leaders.length }],
  apply: (s) => s,
  title: (_s, p, ctx) => `${p.why}: ${p.leaders[ctx.dice[0]!.faces[0]! - 1]} (1 of ${p.leaders.length}: ${p.leaders.join(', ')}, §8.2.6)`,
};

// ---- Leader costs (§4.2.4, §4.2.5): debited as they happen -------------------------------------------

/** A cost from the table "Costs", or the refusal naming what to enter (the forms show the same figure). */
export function leaderCost(s: LgeState, key: string): number | string {
  const v = cellValue(packOf(s), 'costs', key, 'value');
  return typeof v === 'number' ? v : `Enter the cost “${key}” in the table “Costs” first (data editor).`;
}
const powerOfLeader = (s: LgeState, leader: string): Power | null => {
  const p = leaderDef(s, leader)?.power ?? null;
  return p && isPower(p) ? p : null;
};

const takeoverSchema = z.strictObject({ leader: leaderName, replaces: leaderName });
type TakeoverP = z.infer<typeof takeoverSchema>;
const takeover: Action<TakeoverP> = {
  type: 'lge.leader.takeover',
  label: 'A senior leader takes over an army',
  schema: takeoverSchema,
  steps: ['activations'],
  validate(s, p) {
    const k = known(s, p.leader) ?? known(s, p.replaces);
    if (k) return k;
    if (p.leader === p.replaces) return 'A leader does not take over from himself.';
    const power = powerOfLeader(s, p.leader);
    if (!power) return `${p.leader}'s power is not a major power in the table “Leaders”.`;
    if (powerOfLeader(s, p.replaces) !== power) return `${p.replaces} is not ${POWER_NAMES[power]}'s: a leader takes over an army of his own power (§4.2.4.2).`;
    if (leaderRecord(s, p.replaces).status !== 'map') return `${p.replaces} is not on the map commanding an army.`;
    const st = leaderRecord(s, p.leader).status;
    if (st !== 'map' && st !== 'pool') return `${p.leader} is ${STATUS_WORDS[st].toLowerCase()}: he cannot take command.`;
    const cost = leaderCost(s, 'leader-takeover');
    return typeof cost === 'string' ? cost : cannotPay(s, power, '£', cost);
  },
  apply(s, p) {
    const power = powerOfLeader(s, p.leader)!;
    const cost = leaderCost(s, 'leader-takeover') as number;
    let t = move(s, power, '£', -cost, `${p.leader} takes over from ${p.replaces} (§4.2.4.2)`);
    t = moveLeader(t, p.replaces, 'pool', { army: false });
    return moveLeader(t, p.leader, 'map', { army: true });
  },
  title: (s, p) => `${p.leader} takes command of ${p.replaces}'s army: ${nameOf(powerOfLeader(s, p.leader) ?? '')} pays ${leaderCost(s, 'leader-takeover')} £, ${p.replaces} goes to the leader pool (§4.2.4.2)`,
};

const dismissSchema = z.strictObject({
  leader: leaderName,
  /** The overall commander was defeated in a minor or major battle: dismissed for free (a sovereign only after a major one). */
  afterDefeat: z.enum(['none', 'minor', 'major']).default('none'),
  /** An admiral (in a harbour): 5 £ always (§4.2.5). */
  admiral: z.boolean().default(false),
});
type DismissP = z.infer<typeof dismissSchema>;
const dismissCost = (s: LgeState, p: DismissP): number | string => (p.admiral ? leaderCost(s, 'admiral-dismissal') : p.afterDefeat !== 'none' ? 0 : leaderCost(s, 'leader-dismissal'));
const dismiss: Action<DismissP> = {
  type: 'lge.leader.dismiss',
  label: 'Dismiss a leader',
  schema: dismissSchema,
  steps: ['reinforcements'],
  validate(s, p) {
    const k = known(s, p.leader);
    if (k) return k;
    const power = powerOfLeader(s, p.leader);
    if (!power) return `${p.leader}'s power is not a major power in the table “Leaders”.`;
    if (leaderRecord(s, p.leader).status !== 'map') return `${p.leader} is not on the map: only a leader in command is dismissed.`;
    if (leaderDef(s, p.leader)?.sovereign && p.afterDefeat !== 'major') return `${p.leader} is a sovereign: he can be dismissed only after a defeat in a major battle (§4.2.4.1).`;
    const cost = dismissCost(s, p);
    return typeof cost === 'string' ? cost : cannotPay(s, power, '£', cost);
  },
  apply(s, p) {
    const power = powerOfLeader(s, p.leader)!;
    const cost = dismissCost(s, p) as number;
    const t = cost ? move(s, power, '£', -cost, `${p.leader} dismissed (${p.admiral ? '§4.2.5' : '§4.2.4.1'})`) : s;
    return moveLeader(t, p.leader, 'pool', { army: false });
  },
  title(s, p) {
    const cost = dismissCost(s, p);
    return `${p.leader} dismissed to the leader pool${cost ? `: ${nameOf(powerOfLeader(s, p.leader) ?? '')} pays ${cost} £` : ', free after a defeat'}; draw his successor at random, never him (${p.admiral ? '§4.2.5' : '§4.2.4.1'})`;
  },
};

export const LEADER_ACTIONS = [set, draw, activate, absorb, woundCheck, randomLeader, takeover, dismiss];
