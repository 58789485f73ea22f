// The registries' actions (issue #13): an attrition check on the group's table with its probability
// known before the roll (or the losses typed: manual mode), prisoner points posted by holder and nation
// of origin, and the demoralisation markers' shortcuts: rallied, or demoralised again and destroyed,
// every combat point a prisoner (§8.3.3.3).
import { z } from 'zod';
import { lossesFor, planAttrition, type AttritionInput } from '../attrition';
import { activationOf, leaderDef, leaderRecord, registriesOf, setLeader, withRegistries } from '../leaders';
import { postPrisoners, prisonersHeld } from '../prisoners';
import { nameOf, packOf, whenLabel, type LgeState } from '../state';
import { powerEnum, type Action } from './common';

const who = z.string().trim().min(1).max(40);

const attritionSchema = z.strictObject({
  cp: z.number().int('combat points are whole numbers').min(0, 'combat points cannot be negative').max(200, 'at most 200 combat points in a hex'),
  terrain: z.array(z.string().min(1).max(40)).max(8).default([]),
  forcedMarch: z.boolean().default(false),
  outOfSupply: z.boolean().default(false),
  fiveMp: z.boolean().default(false),
  depot: z.boolean().default(false),
  troubles: z.boolean().default(false),
  nationality: z.enum(['none', 'russian', 'french']).default('none'),
  extra: z.array(z.strictObject({ label: z.string().trim().min(1).max(60), value: z.number().int().min(-6).max(6), kind: z.enum(['drm', 'column-shift']) })).max(6).default([]),
  /** The activated leader whose check this is (his "attrition due" is cleared). */
  leader: who.optional(),
  /** Manual mode: the losses read at the table. */
  losses: z.number().int().min(0).max(30).optional(),
  note: z.string().trim().max(80).default(''),
});
type AttP = z.infer<typeof attritionSchema>;
const inputOf = (p: AttP): AttritionInput => ({ cp: p.cp, terrain: p.terrain, forcedMarch: p.forcedMarch, outOfSupply: p.outOfSupply, fiveMp: p.fiveMp, depot: p.depot, troubles: p.troubles, nationality: p.nationality, extra: p.extra });

function attritionOutcome(s: LgeState, p: AttP, faces: number[]) {
  const plan = planAttrition(s, inputOf(p));
  if (p.losses !== undefined) return { plan, losses: p.losses, words: `${p.losses} step loss${p.losses === 1 ? '' : 'es'} (typed)` };
  if (plan.column!.noCheck) return { plan, losses: 0, words: `${plan.column!.key}: “Aucun test”, no loss` };
  const natural = faces.reduce((a, b) => a + b, 0);
  const losses = lossesFor(plan.column!, natural + plan.drm);
  return { plan, losses, words: `${plan.column!.key}, ${faces.join('+')}${plan.drm ? ` ${plan.drm > 0 ? '+' : '−'} ${Math.abs(plan.drm)}` : ''} = ${natural + plan.drm}: ${losses} step loss${losses === 1 ? '' : 'es'}` };
}

const attrition: Action<AttP> = {
  type: 'lge.attrition',
  label: 'Attrition check',
  schema: attritionSchema,
  steps: ['activations', 'final-attrition'],
  validate(s, p) {
    if (p.leader && !leaderDef(s, p.leader)) return `${p.leader} is not in the table “Leaders”.`;
    for (const t of p.terrain) if (!packOf(s).tables.terrain?.rows.some((r) => r.key === t)) return `“${t}” is not in the table “Terrain effects”.`;
    const plan = planAttrition(s, inputOf(p));
    if (p.losses === undefined && plan.missing.length) return `The attrition check needs: ${plan.missing.slice(0, 3).join('; ')}${plan.missing.length > 3 ? '; …' : ''}. Fill it in (data editor), or type the losses (manual mode).`;
    return null;
  },
  dice(s, p) {
    if (p.losses !== undefined) return [];
    const plan = planAttrition(s, inputOf(p));
    return plan.column!.noCheck ? [] : [{ purpose: `Attrition (${p.cp} CP)${p.leader ? `: ${p.leader}` : ''}`, count: plan.dice!, sides: 6 }];
  },
  apply(s, p, ctx) {
    const faces = ctx.dice[0]?.faces ?? [];
    const { plan, losses, words } = attritionOutcome(s, p, faces);
    const rec = {
      when: whenLabel(s),
      leader: p.leader ?? null,
      cp: p.cp,
      column: plan.column?.key ?? null,
      lines: plan.lines.map((l) => `${l.label}${l.off ? ` (${l.off})` : l.value !== null ? ` ${l.value > 0 ? '+' : ''}${l.value}${l.kind === 'column-shift' ? ' col' : ''}` : ''}`),
      faces,
      losses,
      pNone: p.losses === undefined ? plan.pNone : null,
      manual: p.losses !== undefined,
      note: [words, plan.nationalityNote, p.note].filter(Boolean).join(' · '),
    };
    let t = withRegistries(s, { attrition: [...registriesOf(s).attrition.slice(-29), rec] });
    if (p.leader) {
      const r = leaderRecord(t, p.leader);
      const a = activationOf(t, r);
      if (a.attritionDue) t = setLeader(t, p.leader, { ...r, activation: { ...a, attritionDue: false } });
    }
    return t;
  },
  title(s, p, ctx) {
    const { plan, words } = attritionOutcome(s, p, ctx.dice[0]?.faces ?? []);
    const chance = p.losses === undefined ? `; no loss was ${(plan.pNone * 100).toFixed(1)} %` : '';
    return `Attrition${p.leader ? `, ${p.leader}` : ''} (${p.cp} CP): ${words}${chance}${plan.nationalityNote ? `; ${plan.nationalityNote}` : ''}`;
  },
};

const REASONS = {
  battle: 'a battle',
  overrun: 'an overrun (§5.2.3.4)',
  retreat: 'a retreat with no legal hex (§8.3.2)',
  pursuit: 'a pursuit (§8.3.3.3)',
  'demoralised-again': 'a force demoralised again (§8.3.3.3)',
  siege: 'a siege (§9.2.3)',
  conquest: 'a conquered minor’s troops (§13.1.2)',
  correction: 'a correction',
} as const;
const postSchema = z.strictObject({
  holder: who,
  origin: who,
  points: z.number().int().min(-99).max(99).refine((n) => n !== 0, 'post at least one point'),
  reason: z.enum(Object.keys(REASONS) as [keyof typeof REASONS, ...Array<keyof typeof REASONS>]).default('battle'),
});
type PostP = z.infer<typeof postSchema>;
const post: Action<PostP> = {
  type: 'lge.prisoners.post',
  label: 'Post prisoner points',
  schema: postSchema,
  steps: 'all',
  validate(s, p) {
    if (p.holder === p.origin) return 'A power does not hold its own troops prisoner.';
    const have = prisonersHeld(s, p.holder, p.origin);
    return have + p.points < 0 ? `${nameOf(p.holder)} holds only ${have} ${nameOf(p.origin)} prisoner point${have === 1 ? '' : 's'}.` : null;
  },
  apply: (s, p) => postPrisoners(s, p.holder, p.origin, p.points),
  title: (s, p) => `${nameOf(p.holder)} ${p.points > 0 ? 'takes' : 'gives up'} ${Math.abs(p.points)} ${nameOf(p.origin)} prisoner point${Math.abs(p.points) === 1 ? '' : 's'} (${REASONS[p.reason]}); holds ${prisonersHeld(s, p.holder, p.origin) + p.points}`,
};

const markSchema = z.strictObject({ force: z.string().trim().min(1).max(60), power: powerEnum });
const mark: Action<z.infer<typeof markSchema>> = {
  type: 'lge.demoralised.add',
  label: 'Demoralised: place a “T+1” marker',
  schema: markSchema,
  steps: 'all',
  validate: (s, p) => (s.demoralised.some((d) => d.force === p.force) ? `${p.force} is already demoralised: demoralised again, it is destroyed (§8.3.3.3).` : null),
  apply: (s, p) => ({ ...s, demoralised: [...s.demoralised, { force: p.force, power: p.power, marker: 'T+1' as const }] }),
  title: (_s, p) => `${p.force} (${nameOf(p.power)}) is demoralised: “T+1” marker, flipped to “T” at the end of the turn, removed at the end of the next Operations Phase (§8.3.3.3)`,
};

const forceSchema = z.strictObject({ force: z.string().trim().min(1).max(60) });
const rally: Action<z.infer<typeof forceSchema>> = {
  type: 'lge.demoralised.rally',
  label: 'Rallied: remove the demoralisation marker',
  schema: forceSchema,
  steps: 'all',
  validate: (s, p) => (s.demoralised.some((d) => d.force === p.force) ? null : `${p.force} carries no demoralisation marker.`),
  apply: (s, p) => ({ ...s, demoralised: s.demoralised.filter((d) => d.force !== p.force) }),
  title: (_s, p) => `${p.force} rallies: the demoralisation marker is removed (§6, §8.3.3.3)`,
};

const destroyedSchema = z.strictObject({ force: z.string().trim().min(1).max(60), holder: who, cp: z.number().int().min(0).max(100) });
const destroyed: Action<z.infer<typeof destroyedSchema>> = {
  type: 'lge.demoralised.destroyed',
  label: 'Demoralised again: the force is destroyed',
  schema: destroyedSchema,
  steps: 'all',
  validate(s, p) {
    const d = s.demoralised.find((x) => x.force === p.force);
    if (!d) return `${p.force} carries no demoralisation marker: only a force demoralised again is destroyed (§8.3.3.3).`;
    return p.holder === d.power ? 'The prisoners go to the winner, not to the force’s own power.' : null;
  },
  apply(s, p) {
    const d = s.demoralised.find((x) => x.force === p.force)!;
    const t = { ...s, demoralised: s.demoralised.filter((x) => x.force !== p.force) };
    return p.cp ? postPrisoners(t, p.holder, d.power, p.cp) : t;
  },
  title: (s, p) => `${p.force} is demoralised again and destroyed: ${p.cp} combat point${p.cp === 1 ? '' : 's'} prisoner${p.cp === 1 ? '' : 's'} of ${nameOf(p.holder)} (§8.3.3.3)${s.rules?.demoralisedAgain === 'armies-only' ? ' — armies only under the group’s reading' : ''}`,
};

export const REGISTRY_ACTIONS = [attrition, post, mark, rally, destroyed];
