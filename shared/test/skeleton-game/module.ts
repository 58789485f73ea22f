// A fourth game that exists only in tests: the smallest rules module the campaign engine folds (two powers,
// one scenario, one phase of two steps, one track). It proves a game plugs in by its own folders and one line
// per registry; it is never listed in the shipped registries.
import type { GameId, GameModule, BaseState } from '../../engine/types';

export const SKELETON_ID = 'skeleton-war' as GameId;

export interface SkeletonState extends BaseState {
  supply: Record<string, number>;
}

const POWERS = [
  { id: 'north', name: 'Northern League', colour: '#35618f', kind: 'major' as const },
  { id: 'south', name: 'Southern Crown', colour: '#9b3b2a', kind: 'major' as const },
];

export const skeletonGame: GameModule<SkeletonState> = {
  id: SKELETON_ID,
  name: 'Skeleton War',
  cite: 'Skeleton War (test fixture)',
  powers: POWERS,
  scenarios: [{ id: 'short', name: 'Short war', cite: [], description: 'Two seasons.', playable: ['north', 'south'], minPlayers: 2, maxPlayers: 2 }],
  sequence: {
    units: { year: 'Year', turn: 'Campaign Season' },
    phases: [
      {
        id: 'season',
        title: 'Season',
        steps: [
          { id: 'muster', title: 'Muster', summary: 'Each power musters its garrison.', checklist: [], cite: [], who: 'all' },
          { id: 'march', title: 'March', summary: 'The armies march.', checklist: [], cite: [], who: 'all' },
        ],
      },
    ],
  },
  tracks: [{ id: 'supply', name: 'Supply', scope: 'power', min: 0, max: 9, cite: [] }],
  usualRoll: { count: 1, sides: 6, cite: 'test' },
  conditions: {},
  actions: {},
  validateSetup: () => null,
  setup: () => ({ position: { turn: 1, stepId: 'muster' }, gameOver: null, supply: { north: 3, south: 3 } }),
  turnLabel: (s) => ({ year: String(1700 + s.position.turn), turn: `Campaign Season ${s.position.turn}`, full: `${1700 + s.position.turn} · Campaign Season ${s.position.turn}` }),
  canLeaveStep: () => null,
  enterStep: (s) => s,
  nextTurn: (s) => ({ ...s, position: { turn: s.position.turn + 1, stepId: 'muster' } }),
  readTrack: (s, _track, power) => s.supply[power ?? ''] ?? 0,
  writeTrack: (s, _track, power, value) => ({ ...s, supply: { ...s.supply, [power ?? '']: value } }),
  derived: () => [],
  powerViews: (s, h) =>
    POWERS.map((p) => ({
      power: p.id,
      name: p.name,
      colour: p.colour,
      player: h.players.find((x) => x.powers.includes(p.id))?.name ?? null,
      status: 'At war',
      tracks: { supply: s.supply[p.id] ?? 0 },
      facts: [],
      defeated: false,
    })),
  prompt: (s) => (s.position.stepId === 'muster' ? 'Muster, then press Next.' : 'March, then press Next.'),
  statusBoard: () => [],
  reminders: () => [],
};
