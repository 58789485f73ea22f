// Imperial Borders' rule settings: every disputed reading in the digest's §10 that changes what the
// app computes (default = the digest's recommended reading), and the five optional advanced rules.
// Data gaps in §10 (A1 starting forces, A2 dice, A3/A4 dice counts, A8 starting values, A10 the
// Capital) are values in the data tables, not settings.
import type { RuleSetting } from '../../data/rules';

type Opt = RuleSetting['options'][number];

function choice(id: string, title: string, question: string, cite: string[], affects: string, recommended: Opt, ...others: Opt[]): RuleSetting {
  return { id, title, question, cite, kind: 'choice', default: recommended.value, options: [{ ...recommended, recommended: true }, ...others], affects };
}

function optional(id: string, title: string, question: string, cite: string[], affects: string): RuleSetting {
  return {
    id,
    title,
    question,
    cite,
    kind: 'toggle',
    default: false,
    options: [
      { value: false, label: 'Off (standard rules)', recommended: true },
      { value: true, label: 'On' },
    ],
    affects,
  };
}

export const IMPERIAL_BORDERS_RULES: RuleSetting[] = [
  // ---- Scoring and the end of the game ----
  choice(
    'prestigeTies',
    'Prestige ranks when totals tie',
    'Are “2nd highest” and “3rd highest” Medal Point totals counted among distinct totals, or do tied Nations use up the ranks below them?',
    ['Phase 6 Step B', 'digest A6'],
    'Prestige Points awarded in Phase 6',
    { value: 'dense', label: 'Distinct totals: 30, 30, 25, 20 get 3, 3, 2, 1' },
    { value: 'competition', label: 'Ties use up ranks: 30, 30, 25, 20 get 3, 3, 1, 0' },
  ),
  choice(
    'congressTiming',
    'When the Congress of Vienna meets',
    'The Congress is Phase 6 Step D, but is also said to meet “at the end of the 5th Game Round”: before or after Phase 7?',
    ['Phase 6 Step D', 'digest A7'],
    'The round tracker’s step order',
    { value: 'phase-6-step-d', label: 'In Phase 6 Step D, before Phase 7' },
    { value: 'after-phase-7', label: 'After Phase 7, at the very end of the round' },
  ),
  choice(
    'neutralsScored',
    'Neutral Nations and scoring',
    'Do Neutral Nations get Medal Points, Prestige, Medals and Congress votes? Only the AD VICTORIAM IMPERIALIS gift is stated to exclude them.',
    ['Phase 6 Step A', 'Phase 6 Step C', 'Neutral Nations', 'digest A47'],
    'Phase 6 rankings, Medals and the Congress vote',
    { value: 'not-scored', label: 'Not scored, no votes, no Medals' },
    { value: 'scored', label: 'Scored like any Nation (still no AVI gift)' },
  ),
  choice(
    'teamFinalTieBreak',
    'Team victory: tie after combined scores',
    'With teams, the most Nations holding their Capital wins, then the combined score. What breaks a tie after that?',
    ['Final Scoring', 'digest A30'],
    'Final scoring with teams',
    { value: 'team-gold-then-shared', label: 'Combined team Gold, then shared' },
    { value: 'shared', label: 'Shared victory' },
  ),
  choice(
    'lastRoundMuster',
    'Phase 7 in the last round',
    'Phase 7 “can be skipped” in the last Game Round. Does the app skip it, so the Treasury is converted to Prestige as it stands?',
    ['Phase 6 Step D', 'Final Scoring', 'digest A45'],
    'The round tracker in the last round and the Gold → Prestige conversion',
    { value: 'skip', label: 'Skip Phase 7 in the last round' },
    { value: 'play', label: 'Play Phase 7 as usual' },
  ),

  // ---- Economy ----
  choice(
    'capturedHomelandIncome',
    'Captured Capitals and Major Homelands',
    'Does a captured Capital or Major Homeland Territory pay tax to its new controller (“each Capital Territory provides 4 Gold”)?',
    ['Phase 1 - Collect Taxes', 'Phase 6 Step A', 'digest A9'],
    'Phase 1 income',
    { value: 'all-controlled', label: 'Yes: every controlled Capital and Major pays' },
    { value: 'own-only', label: 'Only the Nation’s own Homeland pays' },
  ),
  choice(
    'lostCapitalBid',
    'Bidding without a Capital',
    'A Nation without its Original Capital “cannot collect or spend Gold”. May it bid for turn order?',
    ['Phase 1: Lost Capital', 'Phase 3 Step A', 'digest A11'],
    'Turn-order bidding',
    { value: 'zero', label: 'No: its bid is 0' },
    { value: 'may-bid', label: 'Yes: bidding is not spending' },
  ),
  choice(
    'lostCapitalCargoGold',
    'Captured Cargo Gold for a Nation without its Capital',
    'Where does Gold from captured Cargo go when the Victor (or the chosen ally) has lost its Capital?',
    ['Phase 1: Lost Capital', 'Chapter 3 A: Lost/Captured Cargo', 'digest A11'],
    'Post-battle Cargo to Gold',
    { value: 'ally-or-escrow', label: 'To an ally holding its Capital, else held in escrow' },
    { value: 'treasury', label: 'Into the Victor’s Treasury anyway' },
  ),
  choice(
    'spoilsRecipient',
    'Who takes a captured region and Treasury',
    'When a side of several Nations captures a region or a Capital, which Nation takes the flag and the Treasury?',
    ['Phase 1: Lost Capital', 'Chapter 3 B. Claim Control', 'digest A12'],
    'Post-battle control and Treasury transfer',
    { value: 'commander-chooses', label: 'The Victor Commander chooses among the participating Nations' },
    { value: 'commander-nation', label: 'Always the Victor Commander’s own Nation' },
  ),
  choice(
    'capturedCargo',
    'Captured Cargo',
    'Cargo of captured Ships “may be converted to Gold”: always, or at the Victor’s option?',
    ['Chapter 3 A: Lost/Captured Cargo', 'digest A16'],
    'Post-battle Cargo to Gold and casualties',
    { value: 'always-convert', label: 'Always converted: Gold at half cost plus casualty points' },
    { value: 'victor-may-decline', label: 'The Victor may decline (casualty points still count)' },
  ),

  // ---- Casualties and Elite Pennants ----
  choice(
    'capturedShipsCasualties',
    'Captured Out-of-Action Ships as casualties',
    'Does a captured Out-of-Action Ship count as an Enemy Casualty (10 or 15 points) for the capturing side?',
    ['Chapter 3 A: Out-of-Action Ships', 'digest A14'],
    'Casualty points, Elite Pennant check and Medals column 1',
    { value: 'counted', label: 'Yes, at its Casualty List value' },
    { value: 'not-counted', label: 'No' },
  ),
  choice(
    'eliteUnitPennantValue',
    'A defeated Elite unit',
    'Does a defeated Elite Mobile Force add its Elite Pennant (5 points) to the unit’s casualty value?',
    ['Chapter 3 C: Casualty List', 'digest A15'],
    'Casualty points, Elite Pennant check and Medals column 1',
    { value: 'unit-plus-pennant', label: 'Yes: unit value + 5' },
    { value: 'unit-only', label: 'No: unit value only' },
  ),
  choice(
    'pennantThreshold',
    'What counts towards the Elite Pennant',
    'Which Enemy Casualties collected in a battle count towards the 10 points that earn an Elite Pennant?',
    ['Chapter 3 C. Assign Elite Pennants', 'digest A23'],
    'Post-battle Elite Pennant check',
    { value: 'everything-collected', label: 'Everything the side collected: units, pennants, captured Ships, Cargo, Blue Morale Tokens' },
    { value: 'defeated-forces-only', label: 'Defeated Mobile Forces only' },
  ),
  choice(
    'lostCapitalCasualties',
    'Casualties for a Nation without its Capital',
    'Are Enemy Casualties still collected and scored (Medals column 1) by a Nation that has lost its Capital?',
    ['Phase 1: Lost Capital', 'Phase 6 Step A', 'digest A46'],
    'Medals column 1',
    { value: 'scored', label: 'Yes' },
    { value: 'not-scored', label: 'No' },
  ),

  // ---- Battle ----
  choice(
    'stanceReveal',
    'Choosing Battle Stance',
    'Is the Battle Stance chosen openly in turn (Active Commander first) or secretly and revealed together?',
    ['Chapter 2 B. Choose Battle Stance', 'Example of Battle', 'digest A21'],
    'Battle resolver flow; odds calculator stance policy',
    { value: 'open-sequential', label: 'Openly, Active Commander first' },
    { value: 'secret-simultaneous', label: 'Secretly, revealed together' },
  ),
  choice(
    'defensiveBarsBlockBarHits',
    'Defensive Bars against Aggressive Bars',
    'Can a Defensive Bar block a Hit scored by an enemy’s Aggressive Bar, or only Blasts?',
    ['Chapter 2 E. Remove Misses & Assign Hits', 'digest A20'],
    'Blocks in the battle resolver and odds',
    { value: 'yes', label: 'Yes: any Hit can be blocked' },
    { value: 'blasts-only', label: 'Only Blasts can be blocked' },
  ),
  choice(
    'doubleBlastAfterFort',
    'Double Blast against a Fort with 1 Hit Point left',
    'The Fort spans both zones. If the first Hit of a Double Blast defeats it, can the second Hit go to either zone?',
    ['Chapter 2 D. Roll Dice', 'Hit Hierarchy: Fortifications', 'digest A17'],
    'Hit assignment in the battle resolver and odds',
    { value: 'either-zone', label: 'Yes: the second Hit may go to a unit in either zone' },
    { value: 'lost-unless-fort', label: 'No: the second Hit is lost unless the Fort absorbs it' },
  ),
  choice(
    'portBattleBlackVsShips',
    'Land Cannons against Ships in a Port battle',
    'Land Units “can’t affect enemy Ships” in a Port battle. Can Black Hits rolled by land Cannons hit Ships?',
    ['Port Battles', 'digest A19'],
    'Hit assignment in Port battles',
    { value: 'pooled', label: 'Yes: a side’s Black Hits are pooled' },
    { value: 'not-from-land', label: 'No: Cannon Hits may target only the Port and Land Units' },
  ),
  choice(
    'fullyDefeatedTest',
    'When a side is fully defeated',
    'A side is fully defeated when it has “no Forces left that can contribute Dice”. Is an Infantry-only side defeated in the Opening Salvo, when it rolls nothing?',
    ['Chapter 2 G. Continue or End Battle', 'digest A22'],
    'End of battle and outcome',
    { value: 'any-round', label: 'No: judged by whether its Forces can roll in any round' },
    { value: 'current-round', label: 'Yes: judged by the dice of the round just fought' },
  ),
  choice(
    'medalDoublingScope',
    'DOMINUS EXERCITUS and DOMINUS MARIS in allied battles',
    'Does the Medal double the Elite bonus of every Elite unit on the holder’s side (allies too) whenever the holder takes part?',
    ['Chapter 2 C: Medals', 'Phase 6 Step C', 'digest A24'],
    'Bonus dice in the battle resolver and annexation',
    { value: 'whole-side', label: 'Yes: all Elite units of that type on the side' },
    { value: 'holder-only', label: 'No: only the holder’s own Elite units' },
  ),

  // ---- Annexation ----
  choice(
    'aviCombinedAnnexation',
    'AD VICTORIAM IMPERIALIS in combined annexation rolls',
    'When allies combine their annexation dice, do Bars count as Blasts on all the dice or only on the Medal holder’s?',
    ['Phase 5 Step B', 'Phase 6 Step C', 'digest A25'],
    'Annexation roller and odds',
    { value: 'holder-dice-only', label: 'Only on dice the holder rolls' },
    { value: 'all-combined', label: 'On all the combined dice' },
  ),
  choice(
    'swedenPortugalMultiNation',
    'Sweden and Portugal contested by several Nations',
    'With the optional rule, does the Nation with the most Blasts also need at least 2 Blasts?',
    ['Optional: Sweden and Portugal', 'Phase 5 Step B: Multiple Nations', 'digest A38'],
    'Annexation roller (optional rule)',
    { value: 'most-and-two', label: 'Yes: the most Blasts and at least 2' },
    { value: 'most-blasts', label: 'No: the most Blasts is enough' },
  ),

  // ---- Movement, repair, optional-rule details ----
  choice(
    'cavalryBonusAfterOwnOrder',
    'Cavalry bonus and the Blue Arrow',
    'The bonus is lost if the Cavalry is “tagged with a Blue/White Arrow”, yet every completed order gets a Blue Arrow. Is the bonus taken before its own order’s Blue Arrow?',
    ['Special Movement: Cavalry Bonus Movement', 'Arrow Tags', 'digest A60'],
    'Movement checklist and order review',
    { value: 'before-own-tag', label: 'Yes: only earlier tags (blocked, unloaded, cancelled) stop it' },
    { value: 'literal', label: 'No: any Blue Arrow stops it' },
  ),
  choice(
    'shipRepairPorts',
    'Where Ships can be repaired',
    'Ships repair in “any Major or Capital Port” with at least 1 HP and the controller’s permission. Does that include captured ports, Gibraltar and Malta?',
    ['Phase 7 Step A', 'digest A36'],
    'Phase 7 repair reminders',
    { value: 'any-major-or-capital', label: 'Yes: any Major or Capital Port' },
    { value: 'original-homeland', label: 'Only the Nation’s own Original Homeland Ports' },
  ),
  choice(
    'balanceOfPowerGain',
    'Balance of Power: who gains',
    'With the optional rule, which Nation gains the Prestige Point when the leader is beaten?',
    ['Optional: Balance of Power', 'digest A31'],
    'Prestige (optional rule)',
    { value: 'victor-commander', label: 'The Victor Commander’s Nation only' },
    { value: 'every-victor', label: 'Every Nation on the winning side' },
  ),
  choice(
    'callToArmsTrigger',
    'Call to Arms: whose Homeland',
    'With the optional rule, does the free Full Infantry go to the Nation whose Original Homeland it is when it defends, or to the Territory’s current controller?',
    ['Optional: Call to Arms', 'digest A32'],
    'Battle set-up (optional rule)',
    { value: 'original-owner-defending', label: 'The original owner, when it is not the Active Nation' },
    { value: 'current-controller', label: 'Whoever controls the Territory and defends it' },
  ),
  choice(
    'tradeCounterparty',
    'Trading Tangibles: the other party',
    'With the optional rule, does being the other party in a trade use up that Nation’s one trade this round?',
    ['Optional: Trading Tangibles', 'digest A33'],
    'Trading limits (optional rule)',
    { value: 'initiator-only', label: 'No: only the Nation that trades on its Active turn uses its trade' },
    { value: 'both', label: 'Yes: both Nations use their trade' },
  ),
  choice(
    'revoltGoldOnCapture',
    'Revolt Gold when the Territory is captured',
    'With the optional rule, a Revolt quelled by capture sends the Gold to “the controller’s Treasury”: the new controller or the old?',
    ['Optional: Revolts', 'digest A34'],
    'Revolt escrow (optional rule)',
    { value: 'new-controller', label: 'The new controller' },
    { value: 'former-controller', label: 'The former controller' },
  ),

  // ---- Optional advanced rules ----
  optional('revolts', 'Optional rule: Revolts', 'Annexed and captured Territories may revolt; their income is held in the Territory until quelled.', ['Optional: Revolts'], 'Phase 1 income, Phase 5 instigation, escrow'),
  optional('tradingTangibles', 'Optional rule: Trading Tangibles', 'Each Nation may make 1 tangible trade per Game Round on its Active turn (banned in the last round).', ['Optional: Trading Tangibles'], 'Phase 4 trades and the Treasury ledger'),
  optional('swedenAndPortugal', 'Optional rule: Sweden and Portugal', 'Sweden and Portugal need 2 Blasts in one roll, allow a single-die follow-up roll and give a free Half Infantry.', ['Optional: Sweden and Portugal'], 'Annexation roller and odds'),
  optional('callToArms', 'Optional rule: Call to Arms', 'The first battle in a Nation’s Homeland gives the defender a free Full Infantry (once per Nation).', ['Optional: Call to Arms'], 'Battle set-up'),
  optional('balanceOfPower', 'Optional rule: Balance of Power', 'Beating the Prestige leader in battle gains 1 Prestige Point at once (not with teams or a tied lead).', ['Optional: Balance of Power'], 'Post-battle Prestige'),
];
