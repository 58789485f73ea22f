// Congress of Vienna's sequence of play as data: five phases every turn, Initial, Diplomacy, Government,
// War, End of Turn and Victory Check [2.2, 9.0]. Each step has its checklist; "Next" waits for the mandatory
// ones (the module's canLeaveStep); conditional steps carry `when` and are skipped when it does not hold.
import type { SequenceDef } from '../../engine/types';
import type { CovState } from './state';

export const COV_SEQUENCE: SequenceDef<CovState> = {
  units: { year: 'Year', turn: 'Turn' },
  phases: [
    {
      id: 'initial',
      title: 'Initial Phase',
      steps: [
        {
          id: 'initial-situation', title: 'Initial Situation card', doneAt: 'the Initial Situation card', who: 'each-in-order',
          summary: 'Draw this turn’s Initial Situation card, then carry out its bands in order: Russia, Austria, Britain, France. Do what can be done and skip the rest.',
          checklist: ['Draw the card (deck A alone: card A-n; several decks: one of card n of each at random, the others out of the game)', 'Russia’s band', 'Austria’s band', 'Britain’s band', 'France’s band'],
          cite: ['8.1', '10.1'],
        },
        {
          id: 'initial-environment', title: 'Initial Environment Table', doneAt: 'the Initial Environment Table roll', who: 'referee',
          summary: 'Roll two dice one after the other: the first (with the card’s modifier) picks the column — the Power that takes a Character card, US militia and the US Military Operation — and the second the war at sea.',
          checklist: ['First die with the Initial Situation modifier (re-roll once if the card says so)', 'Second die: the war at sea', 'Apply the results (cards, militia at most 7, fleets, Resources)'],
          cite: ['10.2', '13.6.4'],
        },
        {
          id: 'fleet-demobilisation', title: 'British fleet demobilisation', doneAt: 'the British fleet demobilisation', who: 'chooser',
          summary: 'Britain may remove two or more fleets to its Force Pool: each pair gives 1 VP or 1 Resource (Britain’s choice).',
          checklist: ['Britain demobilises fleets, or declines'],
          cite: ['10.3'],
        },
        {
          id: 'handicap', title: 'Handicap cards', doneAt: 'the Handicap cards', who: 'all', when: 'handicapCards', whenLabel: 'only with optional rule 10.4, off in this campaign',
          summary: 'By agreement, or the Power with the lowest VP draws two Handicap cards and keeps one.',
          checklist: ['Draw and record the Handicap card kept'],
          cite: ['5.4', '10.4'],
        },
      ],
    },
    {
      id: 'diplomacy',
      title: 'Diplomacy Phase',
      steps: [
        {
          id: 'deal', title: 'Deal the cards', doneAt: 'the deal', who: 'referee',
          summary: 'Shuffle the draw and discard piles and deal each Power the number on its Card Hand Size Track; Russia also takes Kutuzov while he lives. Leaders used last turn are turned face up.',
          checklist: ['Shuffle the draw pile and the discard pile', 'Deal each Power its hand size', 'Kutuzov to Russia (if alive); Berthier to France if the Grande Armée started the turn in Paris', 'Turn the Leaders face up', 'French Debate Pre-Empts Used back to 0'],
          cite: ['11.1', '11.1.1', '4.2'],
        },
        {
          id: 'wager', title: 'Issue Selection Wager', doneAt: 'the wager', who: 'all',
          summary: 'Each Power bids one card face down; all are revealed at once. Highest wins (Russia +1 with a Russian or neutral card; ties involving Britain go to Britain, other ties Britain decides).',
          checklist: ['Each Power seals its wager card', 'Reveal all four at once', 'Winner and distance (highest − lowest)'],
          cite: ['11.2', '11.1.2'],
        },
        {
          id: 'wager-issue', title: 'The wager winner’s Issue', doneAt: 'the wager winner’s Issue', who: 'chooser',
          summary: 'The wager winner places one available Issue on its own National Track at the wager’s distance (0: the Negotiation Table).',
          checklist: ['Choose the Issue', 'Place it at the distance'],
          cite: ['11.2'],
        },
        {
          id: 'select-issues', title: 'Issue selection', doneAt: 'the Issue selection', who: 'each-in-order',
          summary: 'From the Power left of the wager winner, clockwise, each Power puts two available Issues in the centre of the Negotiation Table.',
          checklist: ['1st Power: two Issues', '2nd Power: two Issues', '3rd Power: two Issues', '4th Power (the wager winner): two Issues'],
          cite: ['11.2'],
        },
        {
          id: 'rounds', title: 'Diplomacy rounds', doneAt: 'the Diplomacy rounds', who: 'each-in-order',
          summary: 'Six rounds; in each, every Power in order negotiates (a card moves one Issue exactly its value toward its Seat, then the debate window) or passes when it may.',
          checklist: ['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5', 'Round 6'],
          cite: ['11.3', '11.4', '11.5', '11.6', '11.7', '11.8'],
        },
        {
          id: 'diplomacy-winner', title: 'Diplomacy winner', doneAt: 'the Diplomacy winner', who: 'referee',
          summary: 'The Power with the most Issues on its National Track wins the Diplomacy Phase (France +4 VP, the others +2) and acts last in the Government and War Phases. The Armistice left in the centre takes effect.',
          checklist: ['Count each National Track', 'Winner’s VP', 'Gold pawn to the winner’s Seat', 'Armistice check'],
          cite: ['11.9', '12.4.1.2', '12.4.9.1'],
        },
      ],
    },
    {
      id: 'government',
      title: 'Government Phase',
      steps: [
        {
          id: 'resources', title: 'Resources', doneAt: 'the Resources', who: 'all',
          summary: 'Each Power takes its Resources: its national markers plus or minus the Initial Situation card, the Initial Environment Table, cards played and fleet demobilisation; British Financial Aid passes to its winners.',
          checklist: ['Each Power’s Resources', 'British Financial Aid handed over'],
          cite: ['12.1', '12.2'],
        },
        {
          id: 'funding', title: 'Priorities and funding', doneAt: 'the Government funding', who: 'each-in-order',
          summary: 'Clockwise from the left of the Diplomacy winner, each Power funds its won Issues in priority order — 1st Financial Aid, 2nd Peace Congress to Sweden, 3rd its Military Operations, 4th Liberalism/Absolutism — then what it chooses, Military Support and Sound Government.',
          checklist: ['Mandatory priorities 1st to 4th, in order, while Resources last', 'Discretionary Issues', 'Liberalism/Absolutism rolls', 'Military Support and Sound Government', 'Unspent Resources are lost'],
          cite: ['12.3', '12.4', '12.4.10', '12.4.12'],
        },
        {
          id: 'replacements', title: 'Replacements', doneAt: 'the replacements', who: 'all', when: 'evenTurn', whenLabel: 'even-numbered turns',
          summary: 'Each controlled replacement space yields its unit or fleet, if the Force Pool has one.',
          checklist: ['Take each replacement from the Force Pool', 'Spanish units only while a French Army is in Spain'],
          cite: ['12.5'],
        },
        {
          id: 'distribution', title: 'Distribution of units', doneAt: 'the distribution of units', who: 'each-in-order',
          summary: 'Clockwise from the left of the Diplomacy winner, place the units and fleets received this turn into eligible Armies and Boxes within their limits.',
          checklist: ['Place recruits and replacements within box limits', 'Excess to another eligible Army or back to the Force Pool', 'Military Operations and Military Support wait at the Capitals'],
          cite: ['12.6', '12.7'],
        },
      ],
    },
    {
      id: 'war',
      title: 'War Phase',
      steps: [
        {
          id: 'military-operations', title: 'Military Operations', doneAt: 'the Military Operation placement', who: 'each-in-order',
          summary: 'Each paid Military Operation goes with an Army of its nation (at most one per Army); declare the battle each one brings. Napoleon available: France takes one more French Mil-Op free.',
          checklist: ['Place each Mil-Op (the winner of the Issue decides)', 'No battle against Austrian or Russian Armies during the Armistice (Fronts A, B, F)', 'Declare the battles'],
          cite: ['13.1', '12.4.4'],
        },
        {
          id: 'military-support', title: 'Military Support', doneAt: 'the Military Support placement', who: 'each-in-order',
          summary: 'Each Military Support marker bought this turn goes with an Army of its nation: one per Army (the Grande Armée two with Napoleon).',
          checklist: ['Place each marker bought', 'Markers that cannot be placed are lost'],
          cite: ['13.2'],
        },
        {
          id: 'strategic-movement', title: 'Strategic Movement', doneAt: 'the Strategic Movement', who: 'each-in-order',
          summary: 'Each Power may move up to two units from its Capital to its Armies or between its Armies; Britain any number of fleets.',
          checklist: ['Up to 2 units per Power', 'Britain’s fleets', 'Box limits; no Army stripped of its last unit'],
          cite: ['13.3'],
        },
        {
          id: 'battles', title: 'Battles', doneAt: 'the battles', who: 'referee',
          summary: 'Fight the battles in Front order A, B, C, D, E, F, G: the DRM build-up, the Withdrawal, military cards, 2d6 each side, losses, advance and retreat, Major Battle and space VP.',
          checklist: ['Each declared battle, in Front order', 'Losses removed, advance and retreat', 'VP of each battle'],
          cite: ['13.4', '13.5', '13.6'],
        },
      ],
    },
    {
      id: 'end',
      title: 'End of Turn and Victory Check',
      steps: [
        {
          id: 'end-of-turn-vp', title: 'End-of-turn VP', doneAt: 'the end-of-turn VP', who: 'referee',
          summary: 'Castile, Prussia, Austria at peace or at war, the War of 1812, the Generalissimo, "Amour sacré de la Patrie" — with the cards that negate them.',
          checklist: ['Record Castile’s and Prussia’s control', 'Card negations played this turn', 'Award the VP'],
          cite: ['14.1'],
        },
        {
          id: 'victory-check', title: 'Victory check', doneAt: 'the victory check', who: 'referee',
          summary: 'A Power at 80 VP or more wins at once (Early Triumph). On the last turn or after Napoleon’s surrender: the end-of-game bonuses, then the most VP wins (ties: France, Austria, Britain, Russia).',
          checklist: ['Early Triumph (80 VP)', 'Last turn or surrender: end-of-game bonuses', 'The winner', 'Otherwise: cards discarded, Issues back to the Display, US militia demobilised, Turn marker +1'],
          cite: ['14.2', '14.2.1', '14.2.2', '14.3'],
        },
      ],
    },
  ],
};
