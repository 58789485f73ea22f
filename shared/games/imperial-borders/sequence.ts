// Imperial Borders' Game Round as data [Game Round Overview; each Phase's own section]. One engine turn is one
// Active Nation's turn: Phases 1-3 apply on the first, Phase 4 (On the March) repeats for each Nation in turn
// order, and Phases 5-7 apply after the last. The Final Scoring step applies only after the last round's muster.
import type { SequenceDef } from '../../engine/types';

export const IB_SEQUENCE: SequenceDef = {
  units: { year: 'Game Round', turn: 'Active Nation' },
  phases: [
    {
      id: 'p1',
      title: 'Phase 1: Collect Taxes',
      steps: [
        {
          id: 'p1-taxes', title: 'Collect Taxes', doneAt: 'Phase 1 (Collect Taxes)', who: 'all', when: 'roundStart', whenLabel: 'once a round, before the first Active Nation',
          summary: 'Every Nation collects 4 Gold per Capital, 2 per Major Homeland Territory and 1 per Annexed Territory it controls, at once.',
          checklist: [
            'Capitals ×4, Major Homeland Territories ×2, Annexed Territories ×1 (own and captured); no Gold from Ports',
            'Great Britain: +2 for its Colonies if it has a Ship on the map and holds England and the Port of London with no opposing Forces (else a Hotspot on the British Colonies box)',
            'A Nation without its Original Capital collects nothing: the income stays in each Territory (escrow)',
          ],
          cite: ['Phase 1: Collect Taxes'],
        },
      ],
    },
    {
      id: 'p2',
      title: 'Phase 2: Plot Secret Orders',
      steps: [
        {
          id: 'p2-orders', title: 'Plot Secret Movement Orders', doneAt: 'Phase 2 (Plot Secret Orders)', who: 'all', when: 'roundStart',
          summary: 'Every Nation plots its movement orders on its Planning Map at the same time and places the map face down when done.',
          checklist: [
            'A. Write the number of Mobile Forces in each region (Cargo excluded); one continuous line per group; one dot per Force at the destination',
            'Land Units up to 2 land regions (Cavalry +1 bonus, never plotted); White Mountains stop Land Units',
            'Ships up to 6 sea regions; unloading or seizing a Port ends a Ship’s movement',
            'B. Place the Planning Map face down: orders are complete',
          ],
          cite: ['Phase 2: Plot Secret Orders'],
        },
      ],
    },
    {
      id: 'p3',
      title: 'Phase 3: Establish Turn Order',
      steps: [
        {
          id: 'p3-bids', title: 'Bid Gold, Reveal and Pay', doneAt: 'Phase 3 Steps A-B (the turn-order bids)', who: 'all', when: 'roundStart',
          summary: 'Each Nation bids Gold in secret (0 up to its Treasury); all bids are revealed together and every bid is paid.',
          checklist: ['A. Bid Gold secretly (pass the laptop)', 'B. Reveal all bids at once; every bid is paid to Common Storage, win, tie or lose'],
          cite: ['Phase 3 Step A', 'Phase 3 Step B'],
        },
        {
          id: 'p3-slots', title: 'Bidders Claim Slots', doneAt: 'Phase 3 Steps C-D (claiming slots)', who: 'each-in-order', when: 'roundStart',
          summary: 'Highest bidder first, each bidder places its Nation Card in any empty slot; equal bids choose in a random order; zero bidders fill the rest at random.',
          checklist: ['C. Bidders claim any empty slot, highest bid first (ties by random draw)', 'D. Zero bidders are placed at random in the remaining slots', 'Neutral Nations stay in the last slots'],
          cite: ['Phase 3 Step C', 'Phase 3 Step D'],
        },
      ],
    },
    {
      id: 'p4',
      title: 'Phase 4: On the March',
      steps: [
        {
          id: 'p4-review', title: 'Review Orders', doneAt: 'Phase 4 Step A (Review Orders)', who: 'each-in-order',
          summary: 'The Active Nation reveals its Planning Map; faulty orders are dismissed and cancelled orders get a White Arrow.',
          checklist: [
            'Out of range, too many dots or paths from a region, ambiguous or illegible orders are dismissed (White Arrow)',
            'Voluntary cancels: whole orders only (Ships may stop early), before or after pre-movement battles',
          ],
          cite: ['Phase 4 Step A'],
        },
        {
          id: 'p4-pre', title: 'Conduct Pre-Movement Battles', doneAt: 'Phase 4 Steps B and D (battles)', who: 'each-in-order',
          summary: 'The Active Nation fights any battles it wants before any movement, Cargo Management included.',
          checklist: ['All pre-movement battles come before any movement', 'Battle: Negotiations, sides, Commanders, battleboard; up to 3 Battle Rounds; Post-Battle'],
          cite: ['Phase 4 Step B', 'Battle Resolution'],
        },
        {
          id: 'p4-move', title: 'Execute Movement Orders', doneAt: 'Phase 4 Step C (movement)', who: 'each-in-order',
          summary: 'The Active Nation executes its orders in any sequence; each completed or blocked group gets a Blue Arrow.',
          checklist: [
            'Blocked: Forces cannot leave a region with opposing Forces (Ships in Open Sea excepted: Admiral’s Prerogative)',
            'Cavalry Bonus Movement (not after unloading, a White Mountain, opposing Forces or a Blue/White Arrow)',
            'Seize Independent Ports (no roll); Cargo Management',
            'Optional Trading Tangibles: 1 trade on the Active Nation’s turn (not in the last round)',
          ],
          cite: ['Phase 4 Step C'],
        },
        {
          id: 'p4-post', title: 'Conduct Post-Movement Battles', doneAt: 'Phase 4 Steps B and D (battles)', who: 'each-in-order',
          summary: 'The Active Nation fights any battles after its movement; only Cargo Management may happen between them.',
          checklist: ['Red-tagged Forces cannot join the Active side', 'Defenders can always fight'],
          cite: ['Phase 4 Step D'],
        },
        {
          id: 'p4-status', title: 'Check Status Tokens', doneAt: 'Phase 4 Step E (status tokens)', who: 'each-in-order',
          summary: 'Update the Hotspot and Annex Tokens. After the last Active Nation, remove all Arrow Tags and Field Hospital Tents.',
          checklist: ['Hotspots on contested regions, on their side once addressed', 'After the last Active Nation: clear every Arrow Tag and Field Hospital Tent'],
          cite: ['Phase 4 Step E'],
        },
      ],
    },
    {
      id: 'p5',
      title: 'Phase 5: Attempt Annexations',
      steps: [
        {
          id: 'p5-annex', title: 'Place Annex Tokens and Resolve Annexations', doneAt: 'Phase 5 (annexations)', who: 'all', when: 'roundEnd',
          summary: 'Nations with Land Units in Independent Territories roll one White die per Land Unit (+1 per Elite); 1 Blast annexes; several Nations: the most Blasts.',
          checklist: [
            'A. Place or update Annex Tokens (Independent Territories holding your Land Units)',
            'B. Roll: 1 White die per Land Unit, +1 per Elite (+2 with DOMINUS EXERCITUS); AD VICTORIAM IMPERIALIS: Bars are Blasts',
            'Success: Minor Fort with your flag, connected Independent Ports too; failure: Annex Token on its side',
            'Optional Revolts: instigate before the rolls',
          ],
          cite: ['Phase 5 Step A', 'Phase 5 Step B'],
        },
      ],
    },
    {
      id: 'p6',
      title: 'Phase 6: On Parade',
      steps: [
        {
          id: 'p6-parade', title: 'Medal Points, Prestige and Medals', doneAt: 'Phase 6 Steps A-C (On Parade)', who: 'referee', when: 'roundEnd',
          summary: 'The scorekeeper fills the Medals Chart, awards 3/2/1 Prestige Points to the top totals and each column’s Medal to its unique leader.',
          checklist: [
            'A. Column 1 from this round’s casualties and Morale Tokens (÷10, not below 0), columns 2-5 from control, column 6 their sum; return casualties to storage',
            'B. 3, 2, 1 Prestige Points for the 1st, 2nd, 3rd highest column-6 totals (ties share)',
            'C. Each column’s unique leader gets its Medal (a tie: no Medal); +5 Gold Medals only with the own Capital; AD VICTORIAM IMPERIALIS gives 1 PP to another Nation',
          ],
          cite: ['Phase 6 Step A', 'Phase 6 Step B', 'Phase 6 Step C'],
        },
        {
          id: 'p6-congress', title: 'Convene the Congress of Vienna', doneAt: 'Phase 6 Step D (the Congress of Vienna)', who: 'all', when: 'congress', whenLabel: 'Rounds 5-7 while the end is open',
          summary: 'Each Nation votes Peace (Shield) or War (Blast) in secret; extra Peace votes: +1 in Round 6, +2 in Round 7; a Peace majority ends the game after the next round.',
          checklist: ['Vote in secret with the Stance Token', 'Reveal together; add the white doves', 'Peace majority: the next round is the last; a tie is War'],
          cite: ['Phase 6 Step D'],
        },
      ],
    },
    {
      id: 'p7',
      title: 'Phase 7: Muster Forces',
      steps: [
        {
          id: 'p7-repair', title: 'Repair Fortifications and Ships', doneAt: 'Phase 7 Step A (repairs)', who: 'all', when: 'muster', whenLabel: 'after the last Active Nation (not in the last round unless the group plays Phase 7)',
          summary: 'Damaged Fortifications with no opposing Forces are repaired free; Ships in a Major or Capital Port with 1 HP or more, if its controller permits.',
          checklist: ['Remove the Damage Tokens of Fortifications in regions with no opposing Forces', 'Repair Ships in a Major or Capital Port (1 HP or more, no opposing Forces, with permission)', 'Last round: Phase 7 may be skipped'],
          cite: ['Phase 7 Step A'],
        },
        {
          id: 'p7-purchase', title: 'Purchase New Forces', doneAt: 'Phase 7 Step B (purchases)', who: 'all', when: 'muster',
          summary: 'Nations controlling their own Capital buy Land Units and Ships with Gold from their Treasury.',
          checklist: ['Half Infantry 4, Cavalry 6, Full Infantry 8, Cannon 10, Frigate 10, Ship of the Line 15', 'No purchases without the own Capital', 'Half Infantry can never be combined into Full Infantry'],
          cite: ['Phase 7 Step B'],
        },
        {
          id: 'p7-deploy', title: 'Deploy New Forces and Advance the Round', doneAt: 'Phase 7 Steps C-D', who: 'each-in-order', when: 'muster',
          summary: 'In turn order, Land Units go to any controlled Original Homeland Territory, Ships to a controlled Original Homeland Port; then the Napoleon Peg advances.',
          checklist: ['Land Units: controlled Original Homeland Territories', 'Ships: controlled Original Homeland Ports (not Gibraltar or Malta)', 'D. Advance the Napoleon Peg; check for forgotten tokens'],
          cite: ['Phase 7 Step C', 'Phase 7 Step D'],
        },
        {
          id: 'p7-congress', title: 'Convene the Congress of Vienna (after Phase 7)', doneAt: 'the Congress of Vienna (after Phase 7)', who: 'all', when: 'congressLate', whenLabel: 'Rounds 5-7 while the end is open, with the Congress held at the very end of the round',
          summary: 'The group holds the Congress “at the end of the Game Round”, after Phase 7: each Nation votes Peace or War in secret; a Peace majority ends the game after the next round.',
          checklist: ['Vote in secret with the Stance Token', 'Reveal together; add the white doves (+1 in Round 6, +2 in Round 7)', 'Peace majority: the next round is the last; a tie is War'],
          cite: ['Phase 6 Step D'],
        },
      ],
    },
    {
      // Not part of Phase 7, which the last round may skip: the rulebook's own section after the Congress.
      id: 'end',
      title: 'After the Last Game Round',
      steps: [
        {
          id: 'final', title: 'Final Scoring', doneAt: 'Final Scoring', who: 'referee', when: 'lastRound', whenLabel: 'after the last round',
          summary: '1 Prestige Point per 10 Gold; columns 2-5 of the last Medals Chart plus Prestige; only Nations holding their own Capital may win; ties by Gold.',
          checklist: ['Convert Gold: +1 Prestige Point per 10 Gold', 'Score = columns 2-5 + Prestige (column 1 is not counted)', 'Eligible: controls its own Capital; ties: more Gold, then shared'],
          cite: ['Final Scoring'],
        },
      ],
    },
  ],
};
