// Battles in the campaign (§8, §10): a naval battle through the step-by-step naval resolver, a land
// battle through the step-by-step land resolver on the group's tables (manual mode where a table is
// missing: the referee types the result), each action's dice from the engine (rolled or entered),
// then the battle closed into the record with its prisoners (§8.4) and demoralisation (§8.3.3).
import { z } from 'zod';
import type { DiceRequest } from '../../../engine/random';
import { MissingDataError } from '../../../data/tables';
import { LgeActionError, LgeInputError } from '../battle/errors';
import { applyLandAction, landPending, pendingMarchers, startLandBattle, woundQueueFor, type LandAction } from '../battle/land-resolver';
import { landRulesOf, parseLandInput } from '../battle/land-schema';
import { DEFAULT_NAVAL_POLICY, DEFAULT_NAVAL_RULES, dummyFleetRefusal, type NavalRules, type NavalSetup } from '../battle/naval';
import { applyNavalAction, navalPendingDecision, startNavalBattle, type NavalAction } from '../battle/naval-resolver';
import { anversHeld, POWER_NAMES, whenLabel, type LandBattle, type LgeState, type NavalBattle, type Power } from '../state';
import { powerEnum, type Action } from './common';
import { applyBattleFates } from '../leaders';
import { postPrisoners } from '../prisoners';
import { stacksLeftToWrite } from './stacks';

const STEPS = ['activations'];
const where = z.string().trim().min(1, 'say where the battle is fought').max(60);

// ---- Naval ------------------------------------------------------------------------------------------

const fleet = z.strictObject({ id: z.string().trim().min(1).max(40), points: z.number().int().min(1).max(12), bonus: z.number().int().min(-3).max(4), laden: z.number().int().min(0).max(12).default(0), named: z.boolean().default(true), dummy: z.boolean().optional() });
const navalStart = z.strictObject({ attacker: powerEnum, defender: powerEnum, where, batteries: z.number().int().min(0).max(3).default(0), fleets: z.strictObject({ attacker: z.array(fleet).min(1).max(6), defender: z.array(fleet).min(1).max(6) }) });

function navalSetup(s: LgeState, p: z.infer<typeof navalStart>): NavalSetup {
  const rules: NavalRules = {
    coastalBatteries: (s.rules?.coastalBatteries as NavalRules['coastalBatteries']) ?? DEFAULT_NAVAL_RULES.coastalBatteries,
    navalCaptureCount: (s.rules?.navalCaptureCount as NavalRules['navalCaptureCount']) ?? DEFAULT_NAVAL_RULES.navalCaptureCount,
  };
  const real = (fs: typeof p.fleets.attacker) => fs.map(({ dummy: _d, ...f }) => f);
  return { attacker: real(p.fleets.attacker), defender: real(p.fleets.defender), batteries: p.batteries, policy: DEFAULT_NAVAL_POLICY, rules };
}

const startNaval: Action<z.infer<typeof navalStart>> = {
  type: 'lge.naval.start',
  label: 'Start a naval battle',
  schema: navalStart,
  steps: STEPS,
  // `legacy`: an entry an older build logged, before the dummy and Anvers checks (it folds as logged).
  validate(s, p, _h, legacy) {
    if (s.battle) return 'A battle is already in progress: finish it first.';
    if (p.attacker === p.defender) return 'A power does not fight itself.';
    const dummy = legacy ? null : dummyFleetRefusal([...p.fleets.attacker, ...p.fleets.defender]);
    if (dummy) return dummy;
    const ids = [...p.fleets.attacker, ...p.fleets.defender].map((f) => f.id);
    if (new Set(ids).size !== ids.length) return 'Give each fleet its own name.';
    const bad = [...p.fleets.attacker, ...p.fleets.defender].find((f) => f.laden > f.points);
    if (bad) return `${bad.id}: ${bad.laden} laden steps but ${bad.points} points.`;
    // Optional §15.3: the fortress registry says whether France holds Anvers unbesieged.
    if (!legacy && s.rules?.anversHarbour === true && p.defender === 'france' && p.where.trim().toLowerCase() === 'anvers' && anversHeld(s) !== false)
      return `“The fleets within the harbour cannot be attacked by enemy fleets” while France controls Anvers and it is not besieged (§15.3)${anversHeld(s) === null ? '; once a siege of Anvers is recorded (Sieges), its fleets can be attacked' : ''}.`;
    return null;
  },
  apply(s, p) {
    const setup = navalSetup(s, p);
    const battle: NavalBattle = { kind: 'naval', where: p.where, attacker: p.attacker, defender: p.defender, setup, state: startNavalBattle(setup) };
    return { ...s, battle };
  },
  title: (_s, p) => `Naval battle at ${p.where}: ${POWER_NAMES[p.attacker]} (${p.fleets.attacker.map((f) => f.id).join(', ')}) attacks ${POWER_NAMES[p.defender]} (${p.fleets.defender.map((f) => f.id).join(', ')})`,
};

const navalAct = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('volley') }),
  z.strictObject({ type: z.literal('batteries'), target: z.string().min(1) }),
  z.strictObject({ type: z.literal('loss'), fleet: z.string().min(1) }),
  z.strictObject({ type: z.literal('losses-by-policy') }),
  z.strictObject({ type: z.literal('tie'), side: z.enum(['attacker', 'defender']), choice: z.enum(['stay', 'retreat']) }),
  z.strictObject({ type: z.literal('admirals') }),
  z.strictObject({ type: z.literal('capture'), fleet: z.string().min(1) }),
]);
type NavalPayload = z.infer<typeof navalAct>;

function navalDice(b: NavalBattle, p: NavalPayload): DiceRequest[] {
  const st = b.state;
  if (p.type === 'volley') return (['attacker', 'defender'] as const).flatMap((side) => st[side].filter((f) => f.points > 0).map((f) => ({ purpose: `Volley: ${f.id} (${f.points} points, hits on 6 − ${f.bonus})`, count: f.points, sides: 6 })));
  if (p.type === 'batteries') return [{ purpose: 'Coastal batteries (hit on 5-6)', count: 2 * b.setup.batteries, sides: 6 }];
  if (p.type === 'admirals') return [...st.attacker, ...st.defender].filter((f) => f.named).map((f) => ({ purpose: `Admiral of ${f.id} (killed on 12)`, count: 2, sides: 6 }));
  return [];
}

function navalAction(b: NavalBattle, p: NavalPayload, faces: number[][]): NavalAction {
  const st = b.state;
  if (p.type === 'volley') {
    let k = 0;
    const out: Record<'attacker' | 'defender', Record<string, number[]>> = { attacker: {}, defender: {} };
    for (const side of ['attacker', 'defender'] as const) for (const f of st[side]) if (f.points > 0) out[side][f.id] = faces[k++]!;
    return { type: 'volley', ...out };
  }
  if (p.type === 'batteries') return { type: 'batteries', target: p.target, faces: faces[0]! };
  if (p.type === 'admirals') {
    const named = [...st.attacker, ...st.defender].filter((f) => f.named);
    return { type: 'admirals', rolls: Object.fromEntries(named.map((f, i) => [f.id, faces[i]!])) };
  }
  return p as NavalAction;
}

const actNaval: Action<NavalPayload> = {
  type: 'lge.naval.act',
  label: 'Naval battle: next step',
  schema: navalAct,
  steps: STEPS,
  validate(s, p) {
    const b = s.battle;
    if (!b || b.kind !== 'naval') return 'There is no naval battle in progress.';
    // A dry run with neutral faces checks the stage and the choice; the real dice come afterwards.
    const faces = navalDice(b, p).map((r) => new Array(r.count).fill(1));
    try {
      applyNavalAction(b.setup, b.state, navalAction(b, p, faces));
    } catch (e) {
      if (e instanceof LgeActionError) return `Not now: ${e.message}`;
      throw e;
    }
    return null;
  },
  dice: (s, p) => navalDice(s.battle as NavalBattle, p),
  apply(s, p, ctx) {
    const b = s.battle as NavalBattle;
    return { ...s, battle: { ...b, state: applyNavalAction(b.setup, b.state, navalAction(b, p, ctx.dice.map((d) => d.faces))) } };
  },
  title(s, p, ctx) {
    const b = s.battle as NavalBattle;
    const next = applyNavalAction(b.setup, b.state, navalAction(b, p, ctx.dice.map((d) => d.faces)));
    return `Naval battle: ${next.log.slice(b.state.log.length).join('; ') || navalPendingDecision(b.setup, next).text}`;
  },
};

// ---- Land -------------------------------------------------------------------------------------------

const landStart = z.strictObject({ attacker: powerEnum, defender: powerEnum, where, input: z.record(z.string(), z.unknown()) });

/** A campaign's land battle input with the campaign's rule settings (rules typed in the input win): the resolver and the panel's odds read the same. */
export function withCampaignLandRules(rules: Record<string, unknown> | undefined, input: Record<string, unknown>): Record<string, unknown> {
  return { ...input, rules: { ...landRulesOf(rules), ...((input.rules as Record<string, unknown> | undefined) ?? {}) } };
}

function parseLand(s: LgeState, p: z.infer<typeof landStart>) {
  const { game: _g, kind: _k, pack: _p, ...rest } = withCampaignLandRules(s.rules, p.input);
  return parseLandInput({ ...rest, game: 'le-grand-empire', kind: 'land', pack: s.data ?? undefined });
}

const startLand: Action<z.infer<typeof landStart>> = {
  type: 'lge.land.start',
  label: 'Start a land battle',
  schema: landStart,
  steps: STEPS,
  validate(s, p, _h, legacy) {
    if (s.battle) return 'A battle is already in progress: finish it first.';
    if (p.attacker === p.defender) return 'A power does not fight itself.';
    // An older build let any power mark a Guard: its entries fold as logged.
    for (const side of legacy ? [] : (['attacker', 'defender'] as const)) {
      const si = p.input[side] as { units?: Array<{ imperialGuard?: unknown }>; marchers?: Array<{ units?: Array<{ imperialGuard?: unknown }> }> } | undefined;
      const units = [...(si?.units ?? []), ...(si?.marchers ?? []).flatMap((m) => m.units ?? [])];
      if (p[side] !== 'france' && units.some((u) => u?.imperialGuard)) return 'Only France has the Imperial Guard (§15.4).';
    }
    try {
      const { setup } = parseLand(s, p);
      if (!setup.tables.ratio && !setup.ratioDrm) return 'Fill in the table "Combat ratio" first (in the data editor), or type the ratio modifier of each round (manual mode).';
    } catch (e) {
      if (e instanceof LgeInputError || e instanceof MissingDataError) return e.message;
      throw e;
    }
    return null;
  },
  apply(s, p) {
    const { setup } = parseLand(s, p);
    const battle: LandBattle = { kind: 'land', attacker: p.attacker, defender: p.defender, where: p.where, input: p.input, setup, state: startLandBattle(setup) };
    return { ...s, battle };
  },
  title: (_s, p) => `Land battle at ${p.where}: ${POWER_NAMES[p.attacker]} attacks ${POWER_NAMES[p.defender]}`,
};

const resultSchema = z.strictObject({ losses: z.number().int().min(0).max(30), bold: z.boolean().default(false), cavalry: z.boolean().default(false), leader: z.enum(['none', 'L', 'LA']).default('none') });
export const landAct = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('march') }),
  z.strictObject({ type: z.literal('roll') }),
  // The heavy cavalry charge (§8.2.1): rolled on the group's table, or its result typed (manual mode).
  z.strictObject({
    type: z.literal('charge'),
    side: z.enum(['attacker', 'defender']),
    charge: z.boolean(),
    result: z.strictObject({ drm: z.number().int().min(-6).max(6), cavalryStepsLost: z.number().int().min(0).max(10), leader: z.enum(['none', 'wound-check', 'lost']) }).optional(),
  }),
  z.strictObject({ type: z.literal('result'), attacker: resultSchema, defender: resultSchema }),
  z.strictObject({ type: z.literal('losses'), side: z.enum(['attacker', 'defender']), steps: z.array(z.string().min(1)).max(30).optional() }),
  z.strictObject({ type: z.literal('wounds'), results: z.array(z.strictObject({ leader: z.string().min(1), result: z.enum(['none', 'wounded', 'killed']) })).max(10).optional() }),
  z.strictObject({ type: z.literal('tie'), side: z.enum(['attacker', 'defender']), choice: z.enum(['fight', 'retreat']) }),
  z.strictObject({ type: z.literal('demoralisation') }),
  z.strictObject({ type: z.literal('retreat'), extraSteps: z.number().int().min(0).max(30).default(0), river: z.boolean().default(false), crossing: z.enum(['none', 'unbridged', 'engineers']).optional() }),
]);
export type LandPayload = z.infer<typeof landAct>;

export function landDice(b: Pick<LandBattle, 'setup' | 'state'>, p: LandPayload, legacy = false): DiceRequest[] {
  const st = b.state;
  switch (p.type) {
    case 'march':
      return pendingMarchers(b.setup, st).map((m) => ({ purpose: `${m.id} marches to the sound of the gun (2D6)`, count: 2, sides: 6 }));
    case 'charge': {
      const t = b.setup.tables.heavyCavalry;
      return p.charge && !p.result && t ? [{ purpose: `Round ${st.round}: the ${p.side}'s heavy cavalry charge (${t.dice}D6)`, count: t.dice, sides: 6 }] : [];
    }
    case 'roll':
      return [
        { purpose: `Round ${st.round}: attacker's 2D6`, count: 2, sides: 6 },
        { purpose: `Round ${st.round}: defender's 2D6`, count: 2, sides: 6 },
      ];
    case 'wounds': {
      if (p.results || !b.setup.tables.wound || (st.stage !== 'wounds' && !(legacy && st.woundQueueBefore))) return [];
      const n = b.setup.tables.wound.dice;
      return woundQueueFor(st, legacy).flatMap((c) => [
        ...(c.leaders.length > 1 ? [{ purpose: `Wound check ${c.kind}: which leader (1-${c.leaders.length}: ${c.leaders.join(', ')})`, count: 1, sides: c.leaders.length }] : []),
        { purpose: `Wound check ${c.kind} (${c.leaders.length > 1 ? 'the leader picked' : c.leaders[0]})`, count: n, sides: 6 },
      ]);
    }
    case 'demoralisation':
      return [{ purpose: 'Demoralisation (1D6)', count: 1, sides: 6 }];
    default:
      return [];
  }
}

export function landAction(b: Pick<LandBattle, 'setup' | 'state'>, p: LandPayload, faces: number[][], legacy = false): LandAction {
  const st = b.state;
  switch (p.type) {
    case 'march':
      return { type: 'march', faces: Object.fromEntries(pendingMarchers(b.setup, st).map((m, i) => [m.id, faces[i]!])) };
    case 'charge':
      return { type: 'charge', side: p.side, charge: p.charge, ...(p.result ? { result: p.result } : faces[0] ? { faces: faces[0] } : {}) };
    case 'roll':
      return { type: 'roll', attacker: faces[0]!, defender: faces[1]! };
    case 'wounds': {
      if (p.results) return { type: 'wounds', results: p.results };
      let k = 0;
      return { type: 'wounds', faces: woundQueueFor(st, legacy).map((c) => (c.leaders.length > 1 ? [...faces[k++]!, ...faces[k++]!] : faces[k++]!)) };
    }
    case 'demoralisation':
      return { type: 'demoralisation', faces: faces[0]! };
    default:
      return p as LandAction;
  }
}

const actLand: Action<LandPayload> = {
  type: 'lge.land.act',
  label: 'Land battle: next step',
  schema: landAct,
  steps: STEPS,
  // `legacy`: an entry an older version logged (its wound checks as that version built them).
  validate(s, p, _h, legacy = false) {
    const b = s.battle;
    if (!b || b.kind !== 'land') return 'There is no land battle in progress.';
    if (p.type === 'wounds' && !p.results && !b.setup.tables.wound && b.state.stage === 'wounds') return 'The table "Leader wounds" is not entered: fill it in (data editor), or type each wound result (manual mode).';
    const faces = landDice(b, p, legacy).map((r) => new Array(r.count).fill(1));
    try {
      applyLandAction(b.setup, b.state, landAction(b, p, faces, legacy), legacy);
    } catch (e) {
      if (e instanceof LgeActionError) return `Not now: ${e.message}`;
      throw e;
    }
    return null;
  },
  dice: (s, p, _h, legacy) => landDice(s.battle as LandBattle, p, legacy),
  apply(s, p, ctx) {
    const b = s.battle as LandBattle;
    return { ...s, battle: { ...b, state: applyLandAction(b.setup, b.state, landAction(b, p, ctx.dice.map((d) => d.faces), ctx.legacy), ctx.legacy) } };
  },
  title(s, p, ctx) {
    const b = s.battle as LandBattle;
    const next = applyLandAction(b.setup, b.state, landAction(b, p, ctx.dice.map((d) => d.faces), ctx.legacy), ctx.legacy);
    return `Land battle at ${b.where}: ${next.log.slice(b.state.log.length).join('; ') || landPending(b.setup, next).text}`;
  },
};

// ---- Closing a battle ---------------------------------------------------------------------------------

function sidePower(b: Pick<LandBattle, 'attacker' | 'defender'>, side: 'attacker' | 'defender'): Power {
  return side === 'attacker' ? b.attacker : b.defender;
}

const close: Action<Record<string, never>> = {
  type: 'lge.battle.close',
  label: 'Close the battle',
  schema: z.strictObject({}),
  steps: STEPS,
  validate(s) {
    if (!s.battle) return 'There is no battle in progress.';
    return s.battle.state.stage === 'over' ? null : 'The battle is not over yet.';
  },
  apply(s) {
    const b = s.battle!;
    const winnerSide = b.state.winner;
    const winner: Power | 'draw' | null = winnerSide === 'draw' ? 'draw' : winnerSide ? sidePower(b, winnerSide) : null;
    let t: LgeState = { ...s, battle: null };
    let summary: string;
    if (b.kind === 'siege') {
      const o = b.state.outcome!;
      if (o.prisoners) t = postPrisoners(t, b.attacker, b.defender, o.prisoners);
      const f = t.fortresses?.[b.where];
      // A captured fortress is the besieger's at its printed value, empty until a CP is assigned (§9.2.3).
      const rec = o.falls
        ? { level: b.setup.level, destroyed: 0, owner: b.attacker, status: 'empty' as const }
        : { level: b.setup.level, destroyed: Math.min(b.setup.level, (f?.destroyed ?? b.setup.destroyed) + o.destroyed), owner: b.defender, status: 'besieged' as const };
      t = { ...t, fortresses: { ...(t.fortresses ?? {}), [b.where]: rec } };
      // The leaders wounded or killed in the siege combat go to the leaders registry, as after a land battle (§8.2.6).
      if (b.state.combat) t = applyBattleFates(t, b.state.combat.state.fates).state;
      summary = o.text;
    } else if (b.kind === 'land') {
      const st = b.state;
      for (const side of ['attacker', 'defender'] as const) {
        const n = st.prisoners[side];
        if (!n) continue;
        const holder = sidePower(b, side);
        const origin = sidePower(b, side === 'attacker' ? 'defender' : 'attacker');
        t = postPrisoners(t, holder, origin, n);
      }
      // The leaders wounded or killed go to the leaders registry (§8.2.6).
      t = applyBattleFates(t, st.fates).state;
      if (st.demoralised && winnerSide && winnerSide !== 'draw') {
        const loser = sidePower(b, winnerSide === 'attacker' ? 'defender' : 'attacker');
        t = { ...t, demoralised: [...t.demoralised, { force: `${POWER_NAMES[loser]} force at ${b.where}`, power: loser, marker: 'T+1' }] };
      }
      summary = `${st.overrun ? 'overrun; ' : ''}losses ${st.lostTotal.attacker}–${st.lostTotal.defender}${st.demoralised ? ', loser demoralised' : ''}${st.prisoners.attacker + st.prisoners.defender ? `, ${st.prisoners.attacker + st.prisoners.defender} prisoners` : ''}`;
    } else {
      const st = b.state;
      summary = `points lost ${st.lost.attacker}–${st.lost.defender}${st.capture ? ', a step captured' : ''}${st.admiralsKilled.length ? `, admirals killed: ${st.admiralsKilled.join(', ')}` : ''}`;
    }
    // The revealed stacks it loaded whose survivors are not written back yet: written from the record later (§1.3).
    const stacks = stacksLeftToWrite(s);
    return { ...t, battles: [...t.battles, { when: whenLabel(s), kind: b.kind, where: b.where, attacker: b.attacker, defender: b.defender, winner, summary, ...(stacks ? { stacks } : {}) }] };
  },
  title(s) {
    const b = s.battle!;
    const w = b.state.winner;
    return `Battle closed: ${w === 'draw' ? 'a draw' : w ? `${POWER_NAMES[sidePower(b, w)]} wins` : 'no winner'}`;
  },
};

export const BATTLE_ACTIONS = [startNaval, actNaval, startLand, actLand, close];
