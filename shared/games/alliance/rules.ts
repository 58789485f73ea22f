// Alliance's rule settings: the digest's ⚙ readings (§10) that change what the app computes.
import type { RuleSetting } from '../../data/rules';

export const ALLIANCE_RULES: RuleSetting[] = [
  {
    id: 'talleyrand',
    title: 'Talleyrand “Diplomacy +2”',
    question: 'Does Talleyrand’s +2 apply to any diplomatic roll of its player this turn, or only when initiating?',
    cite: ['3.3', 'A-3'],
    kind: 'choice',
    default: 'any-roll',
    options: [
      { value: 'any-roll', label: '+2 to its player’s roll, initiating or matching', recommended: true },
      { value: 'initiating', label: '+2 only when its player initiates the bid' },
    ],
    affects: 'Diplomatic roll modifiers',
  },
  {
    id: 'defeatChecks',
    title: 'When the defeat checks run in a Winter Turn',
    question: 'Do the end-of-Game-Turn defeat and sudden-death checks come before or after the Winter sequence?',
    cite: ['9.1', '9.2', '3.5', 'A-26'],
    kind: 'choice',
    default: 'before-winter',
    options: [
      { value: 'before-winter', label: 'Right after the Battle Phase, so income reflects conquests', recommended: true },
      { value: 'after-winter', label: 'After the Winter sequence' },
    ],
    affects: 'The sequence of play in Winter Turns',
  },
  {
    id: 'hiddenTreasuries',
    title: 'Hidden treasuries',
    question: 'Player treasuries may be kept hidden if desired [3.4].',
    cite: ['3.4'],
    kind: 'toggle',
    default: false,
    options: [
      { value: false, label: 'Treasuries shown', recommended: true },
      { value: true, label: 'Treasuries hidden on the table display' },
    ],
    affects: 'What the dashboard shows',
  },
  {
    id: 'gentlemansDiplomacy',
    title: 'Variant 6.22: Gentleman’s Diplomacy',
    question: 'Player alliances may change only in the Winter negotiations (NPEs and Minors unaffected).',
    cite: ['6.22'],
    kind: 'toggle',
    default: false,
    options: [
      { value: false, label: 'Off (standard rules)', recommended: true },
      { value: true, label: 'On: player alliances change only in Winter' },
    ],
    affects: 'Reminders in the Action Phase and Winter',
  },
];
