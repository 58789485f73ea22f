// Alliance's sequence of play as data [GT, 3.0-3.5, 7.1, 9.0-10.3, 12.2].
import type { SequenceDef } from '../../engine/types';

export const ALLIANCE_SEQUENCE: SequenceDef = {
  units: { year: 'Year', turn: 'Game Turn' },
  phases: [
    {
      id: 'card',
      title: 'Card Phase',
      steps: [
        {
          id: 'discard', title: 'Deal and discard', doneAt: 'the deal and discard', who: 'all', when: 'gameStart', whenLabel: 'first Game Turn of the game',
          summary: 'Shuffle all 42 cards and deal 5 to each player; each player discards 1 face-down.',
          checklist: ['Shuffle all 42 cards', 'Deal 5 cards face-down to each player', 'Each player discards 1 card face-down'],
          cite: ['3.0'],
        },
        {
          // Later Years were shuffled and dealt in the Winter sequence [3.5]: only the discard is left.
          id: 'year-discard', title: 'Discard', doneAt: 'the discard', who: 'all', when: 'laterYearStart', whenLabel: 'first Game Turn of each later Year',
          summary: 'Each player examines the 5 cards dealt in Winter and discards 1 face-down.',
          checklist: ['Examine the 5 cards dealt in Winter', 'Each player discards 1 card face-down'],
          cite: ['3.0', '3.5'],
        },
        {
          id: 'play-cards', title: 'Play cards', doneAt: 'the Card Phase', who: 'all', when: 'notSolitaire', whenLabel: 'not in Solitaire',
          summary: 'Every player plays one card face-down; passing is not allowed. Reveal them together.',
          checklist: ['Each player places one card face-down', 'Reveal all cards', 'Enter each card number'],
          cite: ['3.1'],
        },
        {
          id: 'solo-flip', title: 'Flip the top card', doneAt: 'the card flip', who: 'all', when: 'solitaire', whenLabel: 'Solitaire only',
          summary: 'Flip the top card of the 16: its colour is the empire you play this turn, with 3 AP.',
          checklist: ['Flip the top card', 'Enter its number and colour'],
          cite: ['12.2'],
        },
        {
          id: 'reveal', title: 'Turn order and Action Points', who: 'referee',
          summary: 'Highest card is Player 1, then descending. Each card gives 3 AP, or 4 with your own empire’s card.',
          checklist: ['Check the turn order', 'Check each player’s AP', 'Note any Leader events'],
          cite: ['3.1', '3.2', '3.3'],
        },
        {
          id: 'diplomacy', title: 'Diplomacy', doneAt: 'Diplomacy', who: 'each-in-order', when: 'leaderPlayed', whenLabel: 'only when a Leader card was played',
          summary: 'The player of the highest Leader card may bid 1-3 Gold on an NPE or Minor; others may match. Each bidder rolls 2d6.',
          checklist: ['Initiator bids 1-3 Gold on one NPE or Minor (or declines)', 'Others, in card order, match or pass', 'Each bidder rolls 2d6 + modifiers', 'Unique highest total of 7 or more wins; all Gold bid is forfeit', 'Resolve any battles the change creates at once'],
          cite: ['6.1', '6.11', '6.12', '6.13'],
        },
      ],
    },
    {
      id: 'action',
      title: 'Action Phase',
      steps: [
        {
          id: 'player-turns', title: 'Player Turns', doneAt: 'the Action Phase', who: 'each-in-order',
          summary: 'In card order each player spends AP (and up to 3 Gold) to move, levy and build; unused AP are saved as Gold.',
          checklist: ['Move groups (1 AP each)', 'Levy or build (1 AP per step)', 'Up to 3 Gold may become AP', 'Unused AP become Gold, not spendable this turn', 'Record each battle created'],
          cite: ['3.2', '3.4', '4.0', '5.0', '5.1', '8.4', '8.5'],
        },
      ],
    },
    {
      id: 'battle',
      title: 'Battle Phase',
      steps: [
        {
          id: 'battles', title: 'Battles', doneAt: 'the Battle Phase', who: 'chooser',
          summary: 'Player 1 chooses a battle with friendly forces and resolves it, then Player 2, and so on round the table until none remain.',
          checklist: ['Chooser picks a battle (or forfeits the choice)', 'Resolve it fully', 'Record the result'],
          cite: ['7.1'],
        },
      ],
    },
    {
      id: 'end',
      title: 'End of Game Turn',
      steps: [
        {
          id: 'end-checks', title: 'Defeat and sudden death', doneAt: 'the end-of-turn checks', who: 'referee', when: 'earlyEndChecks', whenLabel: 'not in Solitaire; in Winter only before the Winter sequence (rule setting A-26)',
          summary: 'A Minor whose Victory City is enemy-occupied, or an Empire with every VC enemy-held or 3 or fewer blocks, is defeated. Britain, Russia or France defeated, or Napoléon killed, ends the game.',
          checklist: ['Minors: Victory City (or only region) enemy-occupied?', 'Empires: all VCs enemy-controlled, or 3 or fewer blocks on the map?', 'Defeated players pay half their treasury to the victor', 'Sudden death?'],
          cite: ['9.1', '9.2', '9.21', '10.3', 'A-26'],
        },
        {
          id: 'solo-score', title: 'Solitaire score', doneAt: 'the Solitaire score', who: 'referee', when: 'solitaire', whenLabel: 'Solitaire only',
          summary: 'Add the VP of territory gained this turn and subtract the VP of non-homeland territory abandoned.',
          checklist: ['+ VP for Regions/Seas gained', '− VP for non-homeland Regions/Seas abandoned'],
          cite: ['12.2', 'A-41'],
        },
      ],
    },
    {
      id: 'winter',
      title: 'Winter Sequence',
      steps: [
        {
          id: 'winter-income', title: 'Collect City and Sea Gold', doneAt: 'the Winter Gold collection', who: 'referee', when: 'winter', whenLabel: 'Winter Turn only',
          summary: 'Each player collects homeland Victory Cities at full value plus half (rounded down) of all other cities and starred seas.',
          checklist: ['Check each player’s Victory Cities and starred Seas', 'Collect the Gold'],
          cite: ['3.4', '3.5'],
        },
        {
          id: 'winter-stand-up', title: 'Stand up eliminated blocks', who: 'all', when: 'winter', whenLabel: 'Winter Turn only',
          summary: 'Blocks eliminated this year (Winter battles included) are stood up in the Force Pool and can be rebuilt.',
          checklist: ['Stand up every face-up eliminated block'],
          cite: ['3.5', '7.7', 'A-50'],
        },
        {
          id: 'winter-disband', title: 'Disband blocks', who: 'all', when: 'winter', whenLabel: 'Winter Turn only',
          summary: 'Players may disband blocks: face-up in the Force Pool, not rebuildable until the following winter.',
          checklist: ['Disbanded blocks go face-up to the Force Pool'],
          cite: ['3.5'],
        },
        {
          id: 'winter-deal', title: 'Shuffle and deal', who: 'referee', when: 'winter', whenLabel: 'Winter Turn only',
          summary: 'Shuffle all 42 cards and deal 5 to each player for next year.',
          checklist: ['Shuffle all 42 cards', 'Deal 5 to each player'],
          cite: ['3.0', '3.5'],
        },
        {
          id: 'winter-negotiations', title: 'Alliance negotiations', doneAt: 'the Winter negotiations', who: 'all', when: 'winter', whenLabel: 'Winter Turn only',
          summary: 'Players may leave the table for up to 10 minutes and trade anything except cards.',
          checklist: ['Up to 10 minutes', 'Record Gold traded', 'Record alliances made or broken'],
          cite: ['6.2'],
        },
        {
          id: 'end-checks-late', title: 'Defeat and sudden death', doneAt: 'the end-of-turn checks', who: 'referee', when: 'lateEndChecks', whenLabel: 'Winter Turns when the rule setting puts the checks after the Winter sequence (A-26)',
          summary: 'A Minor whose Victory City is enemy-occupied, or an Empire with every VC enemy-held or 3 or fewer blocks, is defeated. Britain, Russia or France defeated, or Napoléon killed, ends the game.',
          checklist: ['Minors: Victory City (or only region) enemy-occupied?', 'Empires: all VCs enemy-controlled, or 3 or fewer blocks on the map?', 'Defeated players pay half their treasury to the victor', 'Sudden death?'],
          cite: ['9.1', '9.2', '9.21', '10.3', 'A-26'],
        },
      ],
    },
  ],
};
