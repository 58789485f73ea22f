// Le Grand Empire's Detailed Sequence of Play (DSoP, end of the rulebook): five phases, the budget
// step in two versions (the Winter budget, the exceptional budget of the other seasons), and the
// season-only items of each step (seasonalChecklist), shown on or off by the season.
import type { SequenceDef } from '../../engine/types';
import { clock, isLastTurn, nameOf, turnOf, type LgeState, type Season } from './state';

const DIPLOMACY_CHECKLIST = ['Declare and break alliances (VP adjustments)', 'Influence minor countries (2 £, embassy +10 £)', 'Influence major countries (two-player, 10 £)', 'Declare war'];
/** The optional step of DSoP 1.2, listed only when the group plays it (rule setting postmail). */
const POSTMAIL = 'Postmail (optional step, DSoP 1.2)';
const ACTIVATION_CHECKLIST = ['Draw a marker', 'Activate eligible leaders one at a time', 'Battles and sieges'];
const ATTRITION_CHECKLIST = ['Attrition of demoralised, besieged and unsupplied units'];
const TROUBLES = 'Provincial troubles (1D6) where a supplied corps holds a troubled province’s capital (§14.4)';

/**
 * Where the provincial-troubles roll "at the end of the activation phase" sits (rule setting troublesRollTiming, A-54):
 * at the end of the Activation and Action Phase, just before the final attrition phase, or after the final attrition.
 */
export const troublesStep = (s: LgeState): 'activations' | 'final-attrition' => (s.rules?.troublesRollTiming === 'after-final-attrition' ? 'final-attrition' : 'activations');
/** Why the provincial-troubles roll cannot be made now: it belongs to the one step the reading names (§14.4, A-54), or null. */
export function troublesStepRefusal(s: LgeState): string | null {
  if (s.position.stepId === troublesStep(s)) return null;
  return troublesStep(s) === 'activations'
    ? 'The provincial troubles are rolled “at the end of the activation phase” (§14.4): at the end of the Activation and Action Phase, before the final attrition (rule setting, A-54).'
    : 'The provincial troubles are rolled after the final attrition, in the final attrition phase (§14.4; rule setting, A-54).';
}

export const LGE_SEQUENCE: SequenceDef<LgeState> = {
  units: { year: 'Year', turn: 'seasonal turn' },
  phases: [
    {
      id: 'event-diplomacy',
      title: 'Event and Diplomacy Phase',
      steps: [
        { id: 'events', title: 'Events Phase', doneAt: 'the Events Phase', who: 'each-in-order', summary: 'Each player draws his events (2D6 on the event table, then a counter of that category) and plays the public ones.', checklist: ['Draw new events', 'Play public events', 'Play other events when allowed'], cite: ['§11.1', 'DSoP 1.1'] },
        { id: 'diplomacy', title: 'Diplomacy Phase', doneAt: 'the Diplomacy Phase', who: 'each-in-order', summary: 'Instability, alliances, influence on minor and major powers, declarations of war, in the diplomacy order.', checklist: DIPLOMACY_CHECKLIST, checklistFor: (s) => (s.rules?.postmail === true ? [POSTMAIL, ...DIPLOMACY_CHECKLIST] : DIPLOMACY_CHECKLIST), cite: ['§11', 'DSoP 1.2'] },
      ],
    },
    {
      id: 'operations',
      title: 'Operations Phase',
      steps: [
        { id: 'initiative-pool', title: 'Initiative Pool', doneAt: 'the Initiative Pool', who: 'chooser', summary: 'Buy the additional naval markers (25 £ from France or Great Britain), then put the markers in the cup.', checklist: ['Buy Naval 2 markers', 'Put the markers in the cup (Winter Quarters except in Summer)'], cite: ['§3.1', 'DSoP 2.1'] },
        { id: 'activations', title: 'Activation and Action Phase', doneAt: 'the Activation and Action Phase', who: 'all', summary: 'Draw a marker, activate the leaders it allows (move, intercept, avoid, overrun, fight, besiege), until Winter Quarters ends the phase or the cup is empty.', checklist: ACTIVATION_CHECKLIST, checklistFor: (s) => (troublesStep(s) === 'activations' ? [...ACTIVATION_CHECKLIST, TROUBLES] : ACTIVATION_CHECKLIST), cite: ['§3', '§5', '§8', '§9', '§10', 'DSoP 2.2'] },
        { id: 'final-attrition', title: 'Final attrition phase', doneAt: 'the final attrition phase', who: 'all', summary: 'Demoralised, besieged and unsupplied units not activated check attrition.', checklist: ATTRITION_CHECKLIST, checklistFor: (s) => (troublesStep(s) === 'final-attrition' ? [...ATTRITION_CHECKLIST, TROUBLES] : ATTRITION_CHECKLIST), cite: ['§7.3', '§14.4', 'DSoP 2.3'] },
      ],
    },
    {
      id: 'conquest',
      title: 'Conquest Phase',
      steps: [{ id: 'conquest', title: 'Conquest Phase', doneAt: 'the Conquest Phase', who: 'all', summary: 'Conquest of minors and majors, peace treaties (mandatory peace 3D6, minimum 6), redeployment, new states.', checklist: ['Conquest of minor powers', 'Conquest of major powers and peace', 'Redeploy the conqueror’s units', 'Reinstate minors', 'Create new states'], cite: ['§13', 'DSoP 3.0'] }],
    },
    {
      id: 'budget',
      title: 'Budget Phase',
      steps: [
        { id: 'winter-budget', title: 'Economical Phase (Winter budget)', doneAt: 'the Winter budget', who: 'all', when: 'winter', whenLabel: 'Winter only', summary: 'Each power: savings cap, collection of £, Pr and trade, maintenance in budget-sheet order, gifts, production.', checklist: ['Ending external wars', 'Savings cap', 'Collect £, Pr and trade', 'Unit maintenance', 'External wars 20 £ each', 'Gifts to allies', 'Production', 'French conscripts (from Winter 1808)'], cite: ['§12', 'DSoP 4.1'] },
        { id: 'exceptional-budget', title: 'Economical Phase (exceptional budget)', doneAt: 'the exceptional budget', who: 'all', when: 'notWinter', whenLabel: 'Spring, Summer and Autumn', summary: 'Production only, land units at double £; only Great Britain builds fleets; external wars may end.', checklist: ['Ending external wars', 'Production (£ doubled)'], cite: ['§12.4.2', 'DSoP 4.1'] },
        { id: 'reinforcements', title: 'Reinforcements and replacements Phase', doneAt: 'the Reinforcements Phase', who: 'each-in-order', summary: 'Deploy new units, partisans and leaders, in the diplomacy order.', checklist: ['Deploy new units', 'Deploy partisans', 'New and wounded leaders into the pool (Winter)', 'Reorganisation after dismissals', 'Return units from external wars (10 £ each)'], cite: ['§12.5', 'DSoP 4.2'] },
      ],
    },
    {
      id: 'victory',
      title: 'Victory Phase',
      steps: [{ id: 'victory', title: 'Victory Phase', doneAt: 'the Victory Phase', who: 'referee', summary: 'Automatic victory, victory point adjustments, then non-automatic victory (scenario booklet).', checklist: ['Automatic victory determination', 'Victory points adjustment', 'Non automatic victory determination'], cite: ['DSoP 5.0'] }],
    },
  ],
};

/** Steps played power by power in the diplomacy order (the active power is shown). */
export const ORDERED_STEPS = ['events', 'diplomacy', 'reinforcements'];

export interface SeasonalItem {
  text: string;
  cite: string;
  /** Applies this turn. */
  on: boolean;
  when: string;
}

/** The season-only items of a step, each on or off this turn (§2.1 of the digest). */
export function seasonalChecklist(s: LgeState, stepId: string): SeasonalItem[] {
  const { year, season } = clock(s);
  const is = (x: Season) => season === x;
  const at = (y: number, x: Season) => year === y && season === x;
  const turkishAfter = s.rules?.turkishInstabilityTiming === 'dsop-dates' ? [at(1807, 'spring'), at(1808, 'summer')] : [at(1807, 'summer'), at(1808, 'autumn')];
  const items: Record<string, SeasonalItem[]> = {
    events: [
      { text: 'Complete remix: held secret events are forfeit and go back to the pool', cite: '§11.1.3', on: is('spring'), when: 'Spring' },
      { text: 'Multi-player: Spain and Turkey draw their event in the budget phase', cite: '§11.1.1', on: is('spring') && !s.scenario.twoPlayer, when: 'Spring, multi-player' },
    ],
    diplomacy: [
      { text: 'Turkish succession: Selim III → Mustapha IV', cite: '§14.2', on: at(1807, 'spring'), when: 'Spring 1807' },
      { text: 'Turkish succession: Mustapha IV → Mahmud II', cite: '§14.2', on: at(1808, 'summer'), when: 'Summer 1808' },
      { text: 'Turkish instability roll (1D6 4-6: Turkey at war reverts to neutral)', cite: '§14.2', on: turkishAfter.some(Boolean), when: 'The turn after each succession' },
      { text: 'Discussion between players', cite: 'DSoP 1.2', on: is('spring'), when: 'Spring' },
      { text: 'Alliance credit may be raised by 20 £ (once per Winter)', cite: '§11.3.3.4', on: is('winter') && s.scenario.twoPlayer, when: 'Winter, two-player' },
    ],
    'initiative-pool': [
      { text: 'First turn: the scenario’s first player chooses the first marker (never Winter Quarters)', cite: '§3.2', on: s.position.turn === 1, when: 'First turn of the scenario' },
      { text: 'Winter Quarters is not in the cup: every marker is played', cite: '§3.1', on: is('summer'), when: 'Summer' },
      { text: 'Winter Quarters ends the phase on its 3rd draw', cite: '§3.1', on: is('spring'), when: 'Spring' },
      { text: 'Winter Quarters ends the phase on its 2nd draw', cite: '§3.1', on: is('autumn'), when: 'Autumn' },
      { text: 'Winter Quarters ends the phase on its 1st draw (A-03)', cite: '§3.1', on: is('winter'), when: 'Winter' },
    ],
    'winter-budget': [
      { text: 'French conscript classes may be called early (one per Winter, 3 at most)', cite: '§12.2', on: year >= 1808, when: 'From Winter 1808' },
      { text: 'Prussia and Austria complete their military reform (+1 tactical marker)', cite: '§8.1.3.1', on: year === 1813, when: 'Winter 1813' },
      { text: 'Spanish gold: 15 £ to Spain (unblockaded fleet, free harbour west of Gibraltar)', cite: '§12.3.3', on: true, when: 'Every Winter' },
      { text: 'Pr not spent are lost (except from released prisoners)', cite: '§12.4.2', on: true, when: 'Every Winter' },
    ],
    'exceptional-budget': [{ text: 'Pr left after the Autumn budget are lost at the Winter budget', cite: '§12.4.2', on: is('autumn'), when: 'Autumn' }],
    victory: [{ text: 'Last turn of the scenario: declare the result', cite: 'DSoP 5.0', on: isLastTurn(s), when: `${s.scenario.endSeason} ${s.scenario.endYear}` }],
  };
  return items[stepId] ?? [];
}

/** Dated events of this turn, for the season tracker: successions, conscripts, reform, peace expiries. */
export function datedEvents(s: LgeState): string[] {
  const { year, season } = clock(s);
  const out: string[] = [];
  if (year === 1807 && season === 'spring') out.push('Turkish succession: Mustapha IV replaces Selim III (§14.2)');
  if (year === 1808 && season === 'summer') out.push('Turkish succession: Mahmud II replaces Mustapha IV (§14.2)');
  if (year === 1808 && season === 'winter') out.push('From this Winter France may call conscript classes early (§12.2)');
  if (year === 1813 && season === 'winter') out.push('Prussia and Austria complete their military reform (§8.1.3.1)');
  for (const p of s.peaces) if (p.turnsLeft === 1) out.push(`Mandatory peace ${nameOf(p.a)} – ${nameOf(p.b)} ends after this turn`);
  for (const b of s.peace?.bound ?? []) if (b.turnsLeft === 1) out.push(`Mandatory alliance ${nameOf(b.power)} – ${nameOf(b.with)} ends after this turn`);
  if (isLastTurn(s)) out.push('The scenario’s last turn');
  return out;
}

/** The next turn's first turn number for a year and season (used by tests). */
export const turnAt = turnOf;
