// Napoleon's Imperium's sequence of play as data [§1, §2, §3-§4, §5-§28, §29-§37, §39-§49, Objectives].
// One engine turn is 1798 (everybody at once), then one nation's turn: the "nation's turn" phase repeats for
// each nation in the order of play, with the active nation's index held in the state (the absolute turn).
import type { SequenceDef } from '../../engine/types';

export const NI_SEQUENCE: SequenceDef = {
  // Each nation in turn order takes its turn within a Year.
  units: { year: 'Year', turn: 'turn' },
  phases: [
    {
      id: 'preparation',
      title: '1798: the preparation year (simultaneous)',
      steps: [
        {
          id: 'prep-purchase', title: 'Purchase (all nations)', doneAt: 'the 1798 purchase', who: 'all', when: 'is1798', whenLabel: '1798 only',
          summary: 'Every nation purchases at once, up to its full commencement income; purchases wait in the Purchase Tray. Unspent income is forfeited.',
          checklist: [
            'Bankers shuffle the Battle Card decks (with two Bankers, each shuffles the opposing side’s decks)',
            'Each nation buys units with its commencement income (Military Costs)',
            'Purchases go into the Purchase Tray and cannot be changed',
            'Each nation closes its purchases (whatever is unspent is forfeited)',
          ],
          cite: ['§2B.1', '§2C', '§3B', '§3C', '§26B'],
        },
        {
          id: 'prep-movement', title: 'Movement (all teams at once)', doneAt: 'the 1798 movement', who: 'all', when: 'is1798', whenLabel: '1798 only',
          summary: 'Both teams move at the same time against the timer: no attacks, no neutral territories, no spy movement. Fleets pass opposing fleets freely.',
          checklist: [
            'Set the timer: 10 minutes for both teams',
            'A player with more than two nations: +5 minutes for each extra nation, at most 20 minutes in all (the extra time applies to both teams)',
            'Allowed: move through allied territories, transport on fleets, Major Commander movement bonus on one unit type',
            'Not allowed: attacks, invasions, battles, taking neutral territories, moving spies',
            'Weather is Fine',
          ],
          cite: ['§2B.2', '§2B.3', '§2B.4', '§2B.5', '§2C', '§42D'],
        },
        {
          id: 'prep-placement', title: 'Purchase Placement (all nations)', doneAt: 'the 1798 placement', who: 'all', when: 'is1798', whenLabel: '1798 only',
          summary: 'After the movement, every nation places its purchases: land units in its capital, fleets in owned, unblockaded ports.',
          checklist: ['Land units in the capital', 'Fleets in owned ports that are not blockaded', 'Advance the hourglass to 1799'],
          cite: ['§2B.1', '§4', '§4C', 'A40'],
        },
      ],
    },
    {
      id: 'year-start',
      title: 'Beginning of the playing year',
      steps: [
        {
          id: 'weather', title: 'Weather roll', doneAt: 'the weather roll', who: 'chooser', when: 'weatherRoll', whenLabel: 'weather game, at the start of each year from 1799',
          summary: 'A player of the alliance whose turn it is to roll throws one d10 on the Weather Roll Chart; the same weather cannot come three years running (roll again).',
          checklist: ['Roll one d10 (0 = 10)', 'Same weather as the last two years? Roll again', 'Read each nation’s weather effects'],
          cite: ['§46', '§47', '§48'],
        },
      ],
    },
    {
      id: 'turn',
      title: 'A nation’s turn',
      steps: [
        {
          id: 'capital-victory-start', title: 'Capital Victory', who: 'referee', when: 'capitalVictoryAtStart', whenLabel: 'three enemy capitals held for one full year (at the start of the turn)',
          summary: 'An alliance has held three of the four enemy capitals for one full playing year: it wins, whatever the Battle Points.',
          checklist: ['Check the three capitals are still held', 'The game ends with a Capital Victory'],
          cite: ['Objectives B', 'A18'],
        },
        {
          id: 'rebellion', title: 'Rebellion roll', doneAt: 'the rebellion roll', who: 'chooser', when: 'rebellionTurn', whenLabel: 'an eliminated nation’s turn',
          summary: 'The eliminated nation rolls one d10 for each of its territories held by the enemy; a 1 re-establishes it there with 1 infantry, 1 cavalry and 1 artillery. Otherwise it does nothing else this turn.',
          checklist: ['Roll one d10 per occupied territory', 'A 1 succeeds: choose where the nation rises', 'Place 1 infantry, 1 cavalry, 1 artillery there; the occupiers go home'],
          cite: ['§39', '§40', 'A25'],
        },
        {
          id: 'anniversary', title: 'Anniversary of occupation', who: 'chooser', when: 'anniversaryDue', whenLabel: 'an enemy capital held unbroken for a full year',
          summary: 'One free infantry in each enemy capital held unbroken since this nation’s turn a year ago; it may attack and move this turn.',
          checklist: ['Place 1 infantry in each such captured capital'],
          cite: ['§10B.2'],
        },
        {
          id: 'penalties', title: 'Battle Card penalties due', who: 'chooser', when: 'penaltiesDue', whenLabel: 'Battle Card income penalties fall due this turn',
          summary: 'Income penalties from Battle Cards drawn earlier ("next playing turn" or "next playing year") are deducted from this turn’s purchases.',
          checklist: ['Deduct each penalty from this turn’s income (the economy line itself does not change)'],
          cite: ['§3', '§27', 'A14'],
        },
        {
          id: 'purchase', title: 'Phase One: Income and purchases', doneAt: 'Phase One (income and purchases)', who: 'chooser', when: 'activeInPlay', whenLabel: 'a nation in play (not eliminated)',
          summary: 'Income is the sum of the territories owned at the start of the turn (half, rounded up, at least 2, with the capital lost), minus Battle Card penalties. Buy units into the Purchase Tray; unspent income is forfeited.',
          checklist: [
            'Income from the economy line (halved while the capital is lost)',
            'Buy units at this nation’s Military Costs',
            'Banker checks the purchases',
            'Close the purchases: the cart is locked, the rest is forfeited',
          ],
          cite: ['§3', '§3B', '§3C', '§10.1'],
        },
        {
          id: 'spy-discovery', title: 'Spy discovery rolls', doneAt: 'the spy discovery rolls', who: 'chooser', when: 'spyDiscovery', whenLabel: 'spies in play and an enemy spy in this nation’s territory',
          summary: 'At the start of its Attack Phase the nation may roll one d10 for each enemy spy in its territory: a 1 executes the spy (Spy Death card).',
          checklist: ['Roll one d10 per enemy spy (allies’ spies may not be rolled against)', 'On a 1 the spy is executed: take a Spy Death card'],
          cite: ['§44', '§45', 'A37'],
        },
        {
          id: 'frozen-fleets', title: 'Frozen fleets, second year', doneAt: 'the frozen-fleet rolls', who: 'chooser', when: 'frozenSecondYear', whenLabel: 'Snow two years running in the weather game',
          summary: 'Snow again: an occupier of a Baltic territory may roll again for the original owner’s fleets still frozen in its port.',
          checklist: ['One d10 per fleet in port; a 1 captures or destroys it'],
          cite: ['§48', '§49'],
        },
        {
          id: 'attack', title: 'Phase Two: Attack', doneAt: 'Phase Two (attack)', who: 'chooser', when: 'activeInPlay', whenLabel: 'a nation in play (not eliminated)',
          summary: 'Attack as often as movement allows, resolving each battle before the next. Record each result: the app applies flags, income, Battle Cards, Battle Point cards, commanders, sea prizes, capitals and eliminations.',
          checklist: [
            'Declare target, units and commander assignments (one unit type per commander)',
            'Passing enemy fleets: fight or declare Avoid',
            'Invasions: declare which units land; at most two invasions per fleet per year',
            'Resolve and record the battle',
            'The loser of a land battle draws a Battle Card',
            'Continue the attack with units that have movement left, leaving one unit in each conquered territory',
          ],
          cite: ['§5', '§5B', '§5C', '§7', '§10', '§13-§15', '§16-§28', '§39'],
        },
        {
          id: 'movement', title: 'Phase Three: Movement', doneAt: 'Phase Three (movement)', who: 'chooser', when: 'activeInPlay', whenLabel: 'a nation in play (not eliminated)',
          summary: 'Units that did not attack may redeploy. Major Commander +1 movement for one unit type (if not used in the attack). Sea transport (two transportations per fleet per year), joining and breaking off fleets, spy movement and steal rolls.',
          checklist: [
            'Only units that took no part in the Attack Phase move',
            'Major Commander movement bonus (not if it attacked this year)',
            'Fleets: transport (at most two per fleet per year), join or break off',
            'Spy: move up to three territories; in another nation’s capital, roll to steal (then the host’s mandatory discovery roll)',
            'Movement time limit: 5 minutes when the optional rule is on',
          ],
          cite: ['§13D', '§29-§37', '§41', '§42-§45'],
        },
        {
          id: 'placement', title: 'Purchase Placement', doneAt: 'the Purchase Placement', who: 'chooser', when: 'activeInPlay', whenLabel: 'a nation in play (not eliminated)',
          summary: 'Place the Purchase Tray: land units in the capital (or the chosen allied exile capital), fleets in owned ports that are not blockaded. Placing ends the turn.',
          checklist: [
            'Land units in the capital, or in the one allied capital chosen for exile',
            'Fleets in owned ports not blockaded by an enemy fleet (Gibraltar for the British)',
            'Fleets with no port available stay in the tray',
            'Sea prizes captured this turn may be placed now',
          ],
          cite: ['§1', '§3B', '§4', '§4B', '§4C', '§4D', '§10.2', '§19'],
        },
        {
          id: 'releases', title: 'Commanders released', who: 'referee', when: 'releasesDue', whenLabel: 'a captured commander’s term ends at this placement',
          summary: 'Commanders imprisoned by this nation, and its own paroled commanders, go home to their capitals at this placement, unless their capital is occupied.',
          checklist: ['Return each released commander to its capital', 'A commander whose capital is occupied stays captive until it is liberated'],
          cite: ['§14', '§14B', '§14C', 'A34'],
        },
        {
          id: 'treaty-expiry', title: 'Treaties expire', who: 'referee', when: 'treatyExpiries', whenLabel: 'a treaty made in this turn-slot a year ago',
          summary: 'A treaty ends at the end of the same turn-slot one year after it was made.',
          checklist: ['Remove the expired treaties; the bound nation may attack again'],
          cite: ['§28', '§28D'],
        },
        {
          id: 'capital-victory-end', title: 'Capital Victory', who: 'referee', when: 'capitalVictoryAtEnd', whenLabel: 'three enemy capitals held for one full year (at the end of the turn)',
          summary: 'An alliance has held three of the four enemy capitals for one full playing year: it wins, whatever the Battle Points.',
          checklist: ['Check the three capitals are still held', 'The game ends with a Capital Victory'],
          cite: ['Objectives B', 'A18'],
        },
      ],
    },
    {
      id: 'year-end',
      title: 'End of the playing year',
      steps: [
        {
          id: 'notice', title: 'Notice to end the game', doneAt: 'the end of the year (notice to end)', who: 'all', when: 'noticeAllowed', whenLabel: 'end of the Russian turn, from 1799, when no notice has been given',
          summary: 'The players may give notice to end: a simple majority ends the game two years later, a 50/50 split three years later.',
          checklist: ['Vote on a notice to end (optional)', 'Majority: the game ends at the end of the year after next; 50/50: a year later still'],
          cite: ['Objectives A'],
        },
        {
          id: 'final-scoring', title: 'End of the game: Battle Points', doneAt: 'the end of the game', who: 'referee', when: 'finalYearEnd', whenLabel: 'end of the final year',
          summary: 'The final year ends with the Russian turn. Count each nation’s Battle Points, add them into the team totals, and award game points and ranks.',
          checklist: [
            'Enemy territories and capitals held, neutral territories held',
            'Flags and Battle Point cards',
            'Enemy commanders still imprisoned in each Purchase Tray',
            'Team totals: the higher alliance wins',
            'Game points for each player by the margin; ranks',
          ],
          cite: ['Objectives A', 'Battle Point Score Chart', 'Game Points Allocation', 'Game Ranks'],
        },
      ],
    },
  ],
};
