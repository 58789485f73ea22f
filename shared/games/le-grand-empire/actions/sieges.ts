// Sieges in the campaign (§9): laying the siege refuses what §9.1.1 forbids, the attempt is rolled by
// the engine on the group's siege table (or its result typed: manual mode), an Assault or Breach is
// fought step by step through the land resolver in siege mode, and closing the battle posts the
// prisoners and the fortress's destroyed points, owner and status (battles.ts, lge.battle.close).
import { z } from 'zod';
import type { DiceRequest } from '../../../engine/random';
import { MissingDataError } from '../../../data/tables';
import { LgeActionError, LgeInputError } from '../battle/errors';
import { applySiegeAction, buildSiege, siegeInputSchema, siegePrerequisites, startSiege, SIEGE_RESULTS, type SiegeAction, type SiegeInput, type SiegeResult } from '../battle/siege';
import { POWER_NAMES, type LgeState, type SiegeBattle } from '../state';
import { landAct, landAction, landDice, type LandPayload } from './battles';
import { powerEnum, type Action } from './common';

const STEPS = ['activations'];
const siegeStart = z.strictObject({ attacker: powerEnum, defender: powerEnum, input: siegeInputSchema });
type StartPayload = z.infer<typeof siegeStart>;

function build(s: LgeState, p: StartPayload) {
  const { friendlyOutside: _f, ...input } = p.input;
  return buildSiege(input as SiegeInput, s.data, s.rules);
}

/** §9.1.1 from the besiegers as entered: corps and detachments counted, an army marker. */
export function prerequisitesOf(input: StartPayload['input']) {
  const units = (Array.isArray(input.besiegers.units) ? input.besiegers.units : []) as Array<{ type?: string }>;
  return siegePrerequisites({
    level: input.fortress.level,
    corps: units.filter((u) => u.type === 'corps').length,
    detachments: units.filter((u) => u.type === 'detachment').length,
    army: !!input.besiegers.army,
    friendlyOutside: input.friendlyOutside,
  });
}

const startSiegeAction: Action<StartPayload> = {
  type: 'lge.siege.start',
  label: 'Lay siege',
  schema: siegeStart,
  steps: STEPS,
  validate(s, p) {
    if (s.battle) return 'A battle is already in progress: finish it first.';
    if (p.attacker === p.defender) return 'A power does not besiege itself.';
    const pre = prerequisitesOf(p.input);
    if (!pre.ok) return `No siege (§9.1.1): ${pre.items.filter((i) => !i.ok).map((i) => i.text).join('; ')}.`;
    const f = s.fortresses?.[p.input.fortress.name];
    if (f && f.level !== p.input.fortress.level) return `${p.input.fortress.name} is a level-${f.level} fortress in this campaign.`;
    try {
      const su = build(s, p);
      if (su.combat && !su.combat.tables.ratio && p.input.ratioDrm === undefined) return 'Fill in the table "Combat ratio" first (in the data editor), or type the siege combat’s ratio modifier (manual mode).';
    } catch (e) {
      if (e instanceof LgeInputError || e instanceof MissingDataError) return e.message;
      throw e;
    }
    return null;
  },
  apply(s, p) {
    const setup = build(s, p);
    const battle: SiegeBattle = { kind: 'siege', attacker: p.attacker, defender: p.defender, where: p.input.fortress.name, input: p.input, setup, state: startSiege(setup) };
    const f = s.fortresses?.[battle.where];
    return { ...s, battle, fortresses: { ...(s.fortresses ?? {}), [battle.where]: { level: setup.level, destroyed: p.input.fortress.destroyed, owner: f?.owner ?? p.defender, status: 'besieged' } } };
  },
  title(s, p) {
    const su = build(s, p);
    return `Siege of ${p.input.fortress.name} (level ${p.input.fortress.level}): ${POWER_NAMES[p.attacker]} besieges ${POWER_NAMES[p.defender]}; attempt cost ${su.mp.why}`;
  },
};

const siegeAct = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('attempt') }),
  z.strictObject({ type: z.literal('attempt-result'), result: z.enum(SIEGE_RESULTS as [string, ...string[]]) }),
  z.strictObject({ type: z.literal('combat'), step: landAct }),
]);
type ActPayload = z.infer<typeof siegeAct>;

function siegeDice(b: SiegeBattle, p: ActPayload): DiceRequest[] {
  if (p.type === 'attempt') return b.setup.table ? [{ purpose: `Siege attempt on ${b.where} (${b.setup.table.dice}D6, level ${b.setup.level})`, count: b.setup.table.dice, sides: 6 }] : [];
  if (p.type === 'combat' && b.state.combat) return landDice(b.state.combat, p.step as LandPayload);
  return [];
}

function siegeAction(b: SiegeBattle, p: ActPayload, faces: number[][]): SiegeAction {
  if (p.type === 'attempt') return { type: 'attempt', faces: faces[0] ?? [] };
  if (p.type === 'attempt-result') return { type: 'attempt-result', result: p.result as SiegeResult };
  return { type: 'combat', action: landAction(b.state.combat!, p.step as LandPayload, faces) };
}

const actSiege: Action<ActPayload> = {
  type: 'lge.siege.act',
  label: 'Siege: next step',
  schema: siegeAct,
  steps: STEPS,
  validate(s, p) {
    const b = s.battle;
    if (!b || b.kind !== 'siege') return 'There is no siege in progress.';
    if (p.type === 'attempt' && !b.setup.table) return 'The table "Siege attempts" is not entered: fill it in (data editor), or type the result (manual mode).';
    if (p.type === 'combat' && p.step.type === 'wounds' && !p.step.results && b.state.combat && !b.state.combat.setup.tables.wound && b.state.combat.state.stage === 'wounds')
      return 'The table "Leader wounds" is not entered: fill it in (data editor), or type each wound result (manual mode).';
    if (p.type === 'combat' && !b.state.combat) return 'There is no siege combat now.';
    const faces = siegeDice(b, p).map((r) => new Array(r.count).fill(1));
    try {
      applySiegeAction(b.setup, b.state, siegeAction(b, p, faces));
    } catch (e) {
      if (e instanceof LgeActionError) return `Not now: ${e.message}`;
      throw e;
    }
    return null;
  },
  dice: (s, p) => siegeDice(s.battle as SiegeBattle, p),
  apply(s, p, ctx) {
    const b = s.battle as SiegeBattle;
    return { ...s, battle: { ...b, state: applySiegeAction(b.setup, b.state, siegeAction(b, p, ctx.dice.map((d) => d.faces))) } };
  },
  title(s, p, ctx) {
    const b = s.battle as SiegeBattle;
    const next = applySiegeAction(b.setup, b.state, siegeAction(b, p, ctx.dice.map((d) => d.faces)));
    return `Siege of ${b.where}: ${next.log.slice(b.state.log.length).join('; ') || 'next step'}`;
  },
};

const reactivate: Action<{ fortress: string }> = {
  type: 'lge.fortress.reactivate',
  label: 'Reactivate a captured fortress',
  schema: z.strictObject({ fortress: z.string().trim().min(1).max(60) }),
  steps: ['activations', 'reinforcements'],
  validate(s, p) {
    const f = s.fortresses?.[p.fortress];
    if (!f) return `No fortress called ${p.fortress} in this campaign.`;
    return f.status === 'empty' ? null : `${p.fortress} is not an empty captured fortress.`;
  },
  apply: (s, p) => ({ ...s, fortresses: { ...s.fortresses, [p.fortress]: { ...s.fortresses![p.fortress]!, status: 'reactivated' } } }),
  title: (s, p) => `${p.fortress} reactivated by ${POWER_NAMES[s.fortresses![p.fortress]!.owner!]}: a combat point assigned, its printed value restored (§9.2.3)`,
};

export const SIEGE_ACTIONS = [startSiegeAction, actSiege, reactivate];
