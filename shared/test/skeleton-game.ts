// A fourth game that is not shipped: the smallest module, odds and registry entry that follow the game
// contract (docs/architecture.md). Tests on both sides register it (registerGame) to show that a game
// needs only its own folders and one line per registry. Keep its ids, words and numbers stable: the
// renderer's tests import it too.
import { z } from 'zod';
import { binomial } from '../odds/distribution';
import { makeHeader } from '../engine/campaign';
import type { ActionDef, BaseState, CampaignHeader, GameId, GameModule, SequenceDef } from '../engine/types';
import { oddsJob, type GameEntry, type GameOdds } from '../games/contract';
import type { GameData } from '../data/tables';

/** Not one of the shipped ids (campaign files cannot name it); the registry takes any id. */
export const SKELETON_ID = 'skeleton' as GameId;

export interface SkeletonState extends BaseState {
  /** Levies raised this Round, by power. */
  levies: Record<string, number>;
  /** Glory, by power: the first to GLORY_TO_WIN wins. */
  glory: Record<string, number>;
  /** Set by the muster step's onEnter. */
  mustered: boolean;
}

export const GLORY_TO_WIN = 3;
const POWERS = ['north', 'south'] as const;

export const SKELETON_SEQUENCE: SequenceDef<SkeletonState> = {
  units: { year: 'Campaign Year', turn: 'Round' },
  phases: [
    {
      id: 'levy-phase',
      title: 'Levy Phase',
      steps: [
        {
          id: 'muster', title: 'Muster', doneAt: 'the muster', who: 'all', summary: 'Each power raises its levies.', checklist: ['Raise levies'], cite: ['1.1'],
          // A step's own hooks; the module's switch stays the fallback for the other step.
          onEnter: (s) => ({ ...s, mustered: true }),
          canLeave: (s) => (POWERS.every((p) => (s.levies[p] ?? 0) > 0) ? null : 'Every power raises at least one levy first.'),
          prompt: (s) => `Raise levies: ${POWERS.filter((p) => !s.levies[p]).join(', ') || 'done'}.`,
        },
      ],
    },
    {
      id: 'battle-phase',
      title: 'Battle Phase',
      steps: [{ id: 'battle', title: 'Battle', doneAt: 'the battle', who: 'referee', summary: 'Record who won the battle.', checklist: ['Fight', 'Record the winner'], cite: ['2.1'] }],
    },
  ],
};

const powerPayload = z.object({ power: z.enum(POWERS) });

const levy: ActionDef<SkeletonState, z.infer<typeof powerPayload>> = {
  type: 'skeleton.levy',
  label: 'Raise a levy',
  schema: powerPayload,
  steps: ['muster'],
  validate: (s, p) => ((s.levies[p.power] ?? 0) >= 2 ? `${p.power} has raised its two levies this Round.` : null),
  apply: (s, p) => ({ ...s, levies: { ...s.levies, [p.power]: (s.levies[p.power] ?? 0) + 1 } }),
  title: (_s, p) => `${p.power} raises a levy`,
};

const victory: ActionDef<SkeletonState, z.infer<typeof powerPayload>> = {
  type: 'skeleton.victory',
  label: 'Record a victory',
  schema: powerPayload,
  steps: ['battle'],
  validate: () => null,
  apply(s, p) {
    const glory = { ...s.glory, [p.power]: (s.glory[p.power] ?? 0) + 1 };
    const won = glory[p.power]! >= GLORY_TO_WIN;
    return { ...s, glory, gameOver: won ? { reason: `${p.power} reaches ${GLORY_TO_WIN} glory.`, winners: [p.power] } : s.gameOver };
  },
  title: (_s, p) => `${p.power} wins the battle`,
};

const SKELETON_DATA: GameData = { game: SKELETON_ID, dataVersion: 1, tables: [] };

export const skeletonModule: GameModule<SkeletonState> = {
  id: SKELETON_ID,
  name: 'Skeleton',
  cite: 'test fixture',
  powers: POWERS.map((id, i) => ({ id, name: id === 'north' ? 'The North' : 'The South', colour: i ? '#a33' : '#33a', kind: 'major' as const })),
  scenarios: [{ id: 'standard', name: 'Standard', cite: [], description: 'Two powers.', playable: [...POWERS], minPlayers: 1, maxPlayers: 2 }],
  sequence: SKELETON_SEQUENCE,
  tracks: [],
  usualRoll: { count: 1, sides: 6, cite: 'test' },
  conditions: {},
  actions: { [levy.type]: levy, [victory.type]: victory },
  validateSetup: (h) => (h.players.length ? null : 'At least one player.'),
  setup: () => ({ position: { turn: 1, stepId: 'muster' }, gameOver: null, levies: {}, glory: {}, mustered: false }),
  turnLabel: (s) => ({ year: 'Campaign Year 1', turn: `Round ${s.position.turn}`, full: `Campaign Year 1 · Round ${s.position.turn}` }),
  canLeaveStep: () => null,
  enterStep: (s) => s,
  nextTurn: (s) => ({ ...s, position: { turn: s.position.turn + 1, stepId: 'muster' }, levies: {}, mustered: true }),
  readTrack: () => 0,
  writeTrack: (s) => s,
  derived: () => [],
  powerViews: (s, h) =>
    POWERS.map((p) => ({
      power: p, name: p, colour: '#333', player: h.players.find((x) => x.powers.includes(p))?.name ?? null, status: '', defeated: false, tracks: {},
      facts: [`Glory: ${s.glory[p] ?? 0}`],
    })),
  prompt: () => 'Record the winner of the battle.',
  data: SKELETON_DATA,
  rules: [],
  statusBoard: () => [],
  reminders: () => [],
};

/** A battle of the skeleton: `dice` dice, each hitting on a 6; the attacker wins with at least one hit. */
export class SkeletonInputError extends Error {
  constructor(readonly field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'SkeletonInputError';
  }
}

const battleInput = z.object({ game: z.literal(SKELETON_ID), dice: z.number().int().min(1).max(20) });

export function computeSkeletonOdds(input: unknown): { game: string; attackerWins: number; hits: number[] } {
  const r = battleInput.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0]!;
    throw new SkeletonInputError(issue.path.join('.') || '(top)', issue.message);
  }
  const hits = binomial(r.data.dice, 1 / 6);
  return { game: SKELETON_ID, attackerWins: 1 - hits[0]!, hits: [...hits] };
}

const SKELETON_JOBS = { battle: oddsJob(z.object({ input: z.unknown() }), (j) => computeSkeletonOdds(j.input)) };

export const SKELETON_ODDS: GameOdds<typeof SKELETON_JOBS> = {
  compute: computeSkeletonOdds,
  jobs: SKELETON_JOBS,
  isInputError: (e) => e instanceof SkeletonInputError,
};

/** The one line a game adds to shared/games/registry.ts (here registered by tests with registerGame). */
export const SKELETON_GAME = {
  id: SKELETON_ID,
  name: 'Skeleton',
  data: SKELETON_DATA,
  rules: [],
  module: skeletonModule,
  odds: { jobs: ['battle'] as const, load: async () => SKELETON_ODDS },
} as const satisfies GameEntry;

export function skeletonHeader(seed = 1): CampaignHeader {
  return makeHeader({
    id: 'skeleton-campaign',
    game: SKELETON_ID,
    scenario: 'standard',
    players: [{ name: 'Ann', powers: ['north'] }, { name: 'Bo', powers: ['south'] }],
    seed,
    createdAt: '2026-12-01T20:00:00.000Z',
    appVersion: 'test',
  });
}
