// Imperial Borders' data tables. The rulebook has no numbered sections, so cites name the heading
// (e.g. "Phase 7 Step B") or the chart ("Reference Chart"). What the rulebook gives is filled in;
// what only the components give (the dice, the truncated Starting Forces table, the map) is missing,
// and the digest's recommended defaults for unstated values are 'unverified' (digest A1-A3, A8, A10).
import { bool, col, constants, int, oneOf, row, text } from '../../data/builders';
import { missing, rb, unverified, type Cell, type GameData, type TableDef } from '../../data/tables';

const NATIONS = [
  { value: 'france', label: 'France' },
  { value: 'austria', label: 'Austria' },
  { value: 'prussia', label: 'Prussia' },
  { value: 'great-britain', label: 'Great Britain' },
  { value: 'russia', label: 'Russia' },
  { value: 'spain', label: 'Spain' },
];



// ---- Dice -------------------------------------------------------------------------------------

const dice: TableDef = {
  id: 'dice',
  title: 'Battle dice',
  description:
    'The faces of the two custom dice, one code per face (as many codes as the die has sides). The rulebook names the kinds of face but never says how many sides a die has or how many of each kind it shows: count them on your own dice. Black: 0 Blank, 1 Blast (1 Hit), 2 Double Blast (2 Hits in one zone), 3 Bar. White: 0 Blank, 1 Blue Blast (Front), 2 Red Blast (Rear), 3 Bar.',
  cite: ['Components: Dice', 'Chapter 2 D. Roll Dice', 'Reference Chart'],
  layout: 'dice',
  rows: 'fixed',
  keyLabel: 'Dice',
  columns: [
    col('black', 'Black Cannon die (0 Blank, 1 Blast, 2 Double Blast, 3 Bar)', { type: 'faces', min: 0, max: 3 }),
    col('white', 'White die (0 Blank, 1 Blue Blast, 2 Red Blast, 3 Bar)', { type: 'faces', min: 0, max: 3 }),
  ],
  defaultRows: [
    row(
      'faces',
      {
        black: missing('Faces: Double Blast, Blast, Bar, Blank; counts and number of sides not printed (digest A2)'),
        white: missing('Faces: Red Blast, Blue Blast, Bar, Blank; counts and number of sides not printed (digest A2)'),
      },
      'Faces of each die',
    ),
  ],
  usedBy: ['Battle resolver (dice entry and app rolls)', 'Battle odds calculator', 'Annexation roller and odds'],
};

// ---- Forces -----------------------------------------------------------------------------------

const RC = 'Reference Chart';
const battleDice: TableDef = {
  id: 'battle-dice',
  title: 'Battle dice per Force',
  description:
    'Dice each undamaged Force gathers in a Battle Round, as on the Reference Chart and the battleboards. White dice are rolled only in Assault rounds (2 and 3). Damaged Fortifications roll 1 fewer Black die per Damage Token; a damaged Ship of the Line rolls 1; Out-of-Action Ships roll none.',
  cite: ['Reference Chart', 'Chapter 2 C. Gather Dice', 'Port Battles', 'Example of Battle'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Force',
  columns: [col('black', 'Black dice', int(0, 6)), col('white', 'White dice (land battle)', int(0, 6)), col('whitePort', 'White dice (Port battle)', int(0, 6))],
  defaultRows: [
    row('capital-fortification', { black: rb(4, RC), white: rb(0, RC), whitePort: rb(0, RC) }, 'Capital Fort or Port'),
    row('major-fortification', { black: rb(2, RC), white: rb(0, RC), whitePort: rb(0, RC) }, 'Major Fort or Port'),
    row('minor-fortification', { black: rb(1, RC), white: rb(0, RC), whitePort: rb(0, RC) }, 'Minor Fort or Port'),
    row('frigate', { black: rb(1, RC), white: rb(0, 'Chapter 2 E. Hit Hierarchy', 'Ships roll Black dice only'), whitePort: rb(0, RC) }, 'Frigate'),
    row('ship-of-the-line', { black: rb(2, RC), white: rb(0, 'Chapter 2 E. Hit Hierarchy', 'Ships roll Black dice only'), whitePort: rb(0, RC) }, 'Ship of the Line'),
    row('half-infantry', { black: rb(0, RC), white: rb(1, RC), whitePort: rb(1, 'Port Battles') }, 'Half Infantry'),
    row('full-infantry', { black: rb(0, RC), white: rb(3, RC, 'Confirmed by the Example of Battle (digest A4)'), whitePort: rb(3, 'Port Battles') }, 'Full Infantry'),
    row('cavalry-front', { black: rb(0, RC), white: rb(2, RC, 'Chart reads "3 White (2 Front, 1 Rear)"; the Example of Battle proves Front 2 (digest A3)'), whitePort: rb(1, 'Port Battles') }, 'Cavalry in the Front Zone'),
    row('cavalry-rear', { black: rb(0, RC), white: rb(1, RC, 'Chart reads "3 White (2 Front, 1 Rear)"; the Example of Battle proves Rear 1 (digest A3)'), whitePort: rb(1, 'Port Battles') }, 'Cavalry in the Rear Zone'),
    row('cannon', { black: rb(1, RC), white: rb(0, RC), whitePort: rb(0, RC) }, 'Cannon'),
  ],
  usedBy: ['Battle resolver: Gather Dice', 'Battle odds calculator'],
};

const zoneSpec = oneOf(['front', 'Front Zone'], ['rear', 'Rear Zone'], ['either', 'Front or Rear']);
const landUnits: TableDef = {
  id: 'land-units',
  title: 'Land Units',
  description: 'Hit Points, movement, cost and Cargo size of each Land Unit. Cargo size is in half-units: a Half Infantry takes half the space of another Land Unit.',
  cite: ['Components: Forces', 'Land Unit Movement', 'Phase 7 Step B', 'Chapter 2 F. Apply Damage', 'Cargo', 'Transfer Forces to a Battleboard'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Land Unit',
  columns: [
    col('hp', 'Hits to defeat', int(1, 4)),
    col('movement', 'Movement (land regions)', int(0, 6)),
    col('bonusMovement', 'Bonus movement (not plotted)', int(0, 3)),
    col('cost', 'Cost (Gold)', int(0, 50)),
    col('cargoSize', 'Cargo size (half-units)', int(1, 4)),
    col('zone', 'Battle Zone', zoneSpec),
  ],
  defaultRows: [
    row('half-infantry', { hp: rb(1, 'Chapter 2 F. Apply Damage'), movement: rb(2, 'Land Unit Movement'), bonusMovement: rb(0, 'Land Unit Movement'), cost: rb(4, 'Phase 7 Step B'), cargoSize: rb(1, 'Cargo: Capacity'), zone: rb('front', 'Transfer Forces to a Battleboard') }, 'Half Infantry'),
    row('full-infantry', { hp: rb(2, 'Chapter 2 F. Apply Damage'), movement: rb(2, 'Land Unit Movement'), bonusMovement: rb(0, 'Land Unit Movement'), cost: rb(8, 'Phase 7 Step B'), cargoSize: rb(2, 'Cargo: Capacity'), zone: rb('front', 'Transfer Forces to a Battleboard') }, 'Full Infantry'),
    row('cavalry', { hp: rb(1, 'Chapter 2 F. Apply Damage'), movement: rb(2, 'Land Unit Movement'), bonusMovement: rb(1, 'Land Unit Movement'), cost: rb(6, 'Phase 7 Step B'), cargoSize: rb(2, 'Cargo: Capacity'), zone: rb('either', 'Transfer Forces to a Battleboard') }, 'Cavalry'),
    row('cannon', { hp: rb(1, 'Chapter 2 F. Apply Damage'), movement: rb(2, 'Land Unit Movement'), bonusMovement: rb(0, 'Land Unit Movement'), cost: rb(10, 'Phase 7 Step B'), cargoSize: rb(2, 'Cargo: Capacity'), zone: rb('rear', 'Transfer Forces to a Battleboard') }, 'Cannon'),
  ],
  usedBy: ['Battle resolver: Hit Hierarchy and damage', 'Purchase cart (Phase 7)', 'Cargo helper', 'Orders review (Phase 4 Step A)'],
};

const ships: TableDef = {
  id: 'ships',
  title: 'Ships',
  description: 'Hit Points and damage states of each Ship, its movement, cost and Cargo capacity (in half-units: 2 = one Land Unit or two Half Infantry).',
  cite: ['Chapter 2 F. Apply Damage: Ships', 'Ship Movement', 'Cargo: Capacity', 'Phase 7 Step B', 'Reference Chart'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Ship',
  columns: [
    col('hp', 'Hits to sink', int(1, 4)),
    col('hitsToOutOfAction', 'Hits to Out-of-Action', int(1, 4)),
    col('blackAfterOneHit', 'Black dice after 1 Hit', int(0, 4)),
    col('movement', 'Movement (sea regions)', int(0, 12)),
    col('cost', 'Cost (Gold)', int(0, 50)),
    col('cargoCapacity', 'Cargo capacity (half-units)', int(0, 8)),
  ],
  defaultRows: [
    row('frigate', { hp: rb(2, 'Chapter 2 F: Ships'), hitsToOutOfAction: rb(1, 'Chapter 2 F: Ships'), blackAfterOneHit: rb(0, 'Chapter 2 F: Out-of-Action Ships'), movement: rb(6, 'Ship Movement'), cost: rb(10, 'Phase 7 Step B'), cargoCapacity: rb(2, 'Cargo: Capacity') }, 'Frigate'),
    row('ship-of-the-line', { hp: rb(3, 'Chapter 2 F: Ships'), hitsToOutOfAction: rb(2, 'Chapter 2 F: Ships'), blackAfterOneHit: rb(1, 'Chapter 2 F: Ships'), movement: rb(6, 'Ship Movement'), cost: rb(15, 'Phase 7 Step B'), cargoCapacity: rb(4, 'Cargo: Capacity') }, 'Ship of the Line'),
  ],
  usedBy: ['Battle resolver: Ship lineup and damage', 'Purchase cart (Phase 7)', 'Cargo helper'],
};

const TI = 'The Game Map: Tiers';
const tiers: TableDef = {
  id: 'tiers',
  title: 'Territory and Port tiers',
  description: 'What each tier (number of Government Building Icons) gives: tax Gold and Medal Points for a Territory, Hit Points for its Fort and Port(s), and the Morale Tokens taken on capture. Ports give no Gold and no Medal Points.',
  cite: ['The Game Map: Tiers', 'Phase 1 - Collect Taxes', 'Phase 6 Step A', 'Chapter 2 F: Fortifications', 'Chapter 3 A: Morale Tokens'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Tier',
  columns: [
    col('buildingIcons', 'Government Building Icons', int(0, 4)),
    col('taxGold', 'Tax income (Gold)', int(0, 10)),
    col('medalPoints', 'Medal Points', int(0, 10)),
    col('fortificationHp', 'Fort/Port Hit Points', int(0, 10)),
    col('moraleTokens', 'Morale Tokens on capture', int(0, 10)),
  ],
  defaultRows: (
    [
      ['capital', 'Capital', 4],
      ['major', 'Major', 2],
      ['minor', 'Minor (Annexed)', 1],
    ] as const
  ).map(([key, label, n]) =>
    row(key, { buildingIcons: rb(n, TI), taxGold: rb(n, 'Phase 1 - Collect Taxes'), medalPoints: rb(n, 'Phase 6 Step A'), fortificationHp: rb(n, 'Chapter 2 F: Fortifications'), moraleTokens: rb(n, 'Chapter 3 A: Morale Tokens') }, label),
  ),
  usedBy: ['Phase 1 income', 'Phase 6 Medal Points (columns 2 and 3)', 'Battle resolver: Fortifications', 'Post-battle Morale Tokens'],
};

const eliteBonus = oneOf(['none', 'Not doubled'], ['dominus-exercitus', 'Doubled by DOMINUS EXERCITUS'], ['dominus-maris', 'Doubled by DOMINUS MARIS']);
const bonusDice: TableDef = {
  id: 'bonus-dice',
  title: 'Bonus dice',
  description: 'Bonus dice for Combined Arms Triads (land battles only, not Port battles) and Elite Pennants, and the Medal that doubles the Elite bonus. Annexation dice are in the Annexation table.',
  cite: ['Chapter 2 C: Bonus Dice', 'Benefits of Elite Status', 'Reference Chart'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Bonus',
  columns: [col('black', 'Black dice', int(0, 4)), col('white', 'White dice', int(0, 4)), col('doubledBy', 'Doubled by Medal', eliteBonus)],
  defaultRows: [
    row('triad', { black: rb(1, 'Chapter 2 C: Combined Arms'), white: rb(2, 'Chapter 2 C: Combined Arms'), doubledBy: rb('none', 'Chapter 2 C: Medals') }, 'Combined Arms Triad (Cavalry + Full Infantry + Cannon)'),
    row('elite-infantry', { black: rb(0, 'Chapter 2 C: Elite Pennants'), white: rb(1, 'Chapter 2 C: Elite Pennants'), doubledBy: rb('dominus-exercitus', 'Chapter 2 C: Medals') }, 'Elite Half or Full Infantry'),
    row('elite-cavalry', { black: rb(0, 'Chapter 2 C: Elite Pennants'), white: rb(1, 'Chapter 2 C: Elite Pennants'), doubledBy: rb('dominus-exercitus', 'Chapter 2 C: Medals') }, 'Elite Cavalry'),
    row('elite-cannon', { black: rb(1, 'Chapter 2 C: Elite Pennants'), white: rb(0, 'Chapter 2 C: Elite Pennants'), doubledBy: rb('dominus-exercitus', 'Chapter 2 C: Medals') }, 'Elite Cannon'),
    row('elite-ship', { black: rb(1, 'Chapter 2 C: Elite Pennants'), white: rb(0, 'Chapter 2 C: Elite Pennants'), doubledBy: rb('dominus-maris', 'Chapter 2 C: Medals') }, 'Elite Ship'),
  ],
  usedBy: ['Battle resolver: Gather Dice', 'Battle odds calculator'],
};

const P5 = 'Phase 5 Step B: Calculating Annexation Dice';
const SP = 'Optional: Sweden and Portugal';
const annexation: TableDef = {
  id: 'annexation',
  title: 'Annexation',
  description: 'White dice rolled to annex an Independent Territory and the Blasts needed in one roll. Sweden and Portugal are special only with the optional rule.',
  cite: ['Phase 5 Step B', 'Optional: Sweden and Portugal'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Territory',
  columns: [
    col('dicePerLandUnit', 'White dice per Land Unit', int(0, 4)),
    col('dicePerEliteLandUnit', 'Extra White dice per Elite Land Unit', int(0, 4)),
    col('blastsNeeded', 'Blasts needed in one roll', int(1, 6)),
    col('followUpRoll', 'Single-die follow-up roll', bool),
    col('bonusHalfInfantry', 'Free Half Infantry on success', int(0, 3)),
  ],
  defaultRows: [
    row('standard', { dicePerLandUnit: rb(1, P5), dicePerEliteLandUnit: rb(1, P5), blastsNeeded: rb(1, 'Phase 5 Step B: Success'), followUpRoll: rb(false, 'Phase 5 Step B'), bonusHalfInfantry: rb(0, 'Phase 5 Step B: Success') }, 'Independent Territory'),
    row('sweden-portugal', { dicePerLandUnit: rb(1, P5), dicePerEliteLandUnit: rb(1, P5), blastsNeeded: rb(2, SP), followUpRoll: rb(true, SP), bonusHalfInfantry: rb(1, SP) }, 'Sweden or Portugal (optional rule)'),
  ],
  usedBy: ['Annexation roller and odds (Phase 5)'],
};

const CL = 'Chapter 3 C: Casualty List';
const casualtyList: TableDef = {
  id: 'casualty-list',
  title: 'Casualty List',
  description: 'Points of each item collected in a Treasury as Enemy Casualties (also on the Tally Chart). Divided by 10 (rounded down) for Medals Chart column 1; 10 or more in one battle earns an Elite Pennant.',
  cite: ['Chapter 3 C: Casualty List', 'Phase 6 Step A'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Casualty',
  columns: [col('points', 'Points', int(-20, 50))],
  defaultRows: (
    [
      ['half-infantry', 'Half Infantry', 4],
      ['cavalry', 'Cavalry', 6],
      ['full-infantry', 'Full Infantry', 8],
      ['cannon', 'Cannon', 10],
      ['frigate', 'Frigate', 10],
      ['ship-of-the-line', 'Ship of the Line', 15],
      ['elite-pennant', 'Elite Pennant', 5],
      ['blue-morale-token', 'Blue Morale Token', 10],
      ['red-morale-token', 'Red Morale Token', -10],
    ] as const
  ).map(([key, label, n]) => row(key, { points: rb(n, CL) }, label)),
  usedBy: ['Post-battle casualties and Elite Pennant check', 'Phase 6 Medal Points (column 1)'],
};

const medalEffect = oneOf(['gold', 'Gold bonus'], ['double-elite-land', 'Doubles Elite Land bonus dice'], ['double-elite-ship', 'Doubles Elite Ship bonus dice'], ['diplomatic-and-annexation', 'Gives 1 PP; Bars are Blasts in annexation']);
const MC = 'Phase 6 Step C';
const medals: TableDef = {
  id: 'medals',
  title: 'Medals',
  description: 'The six Medals, the Medals Chart column each is awarded for, and their benefits. The Gold bonus is paid only if the recipient controls its own Capital.',
  cite: ['Phase 6 Step A', 'Phase 6 Step C'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Medal',
  columns: [col('column', 'Medals Chart column', int(1, 6)), col('goldBonus', 'Gold bonus', int(0, 20)), col('prestigeGift', 'Prestige Point given to another Nation', int(0, 5)), col('effect', 'Benefit', medalEffect)],
  defaultRows: (
    [
      ['laetissima-natione', 'LAETISSIMA NATIONE (highest National Morale)', 1, 5, 0, 'gold'],
      ['terra-aliena', 'TERRA ALIENA (most Annexed Territories)', 2, 5, 0, 'gold'],
      ['maxime-patrias', 'MAXIME PATRIAS (most Homeland Territories)', 3, 5, 0, 'gold'],
      ['dominus-exercitus', 'DOMINUS EXERCITUS (most Elite Land Units)', 4, 0, 0, 'double-elite-land'],
      ['dominus-maris', 'DOMINUS MARIS (most Elite Ships)', 5, 0, 0, 'double-elite-ship'],
      ['ad-victoriam-imperialis', 'AD VICTORIAM IMPERIALIS (most Medal Points)', 6, 0, 1, 'diplomatic-and-annexation'],
    ] as const
  ).map(([key, label, c, gold, pp, effect]) => row(key, { column: rb(c, 'Phase 6 Step A'), goldBonus: rb(gold, MC), prestigeGift: rb(pp, MC), effect: rb(effect, MC) }, label)),
  usedBy: ['Phase 6 Medal awards', 'Battle resolver: Medal bonus dice', 'Annexation roller'],
};

const scoring = constants(
  'scoring',
  'Medal Points and Prestige',
  'The numbers used in Phase 6 - On Parade and Final Scoring (Medal Points per Territory tier are in the Tiers table).',
  ['Phase 6 scoring wizard', 'Final scoring', 'Post-battle Elite Pennant check', 'Balance of Power (optional)'],
  [
    ['prestige-1st', 'Prestige Points for the highest Medal Point total', rb(3, 'Phase 6 Step B')],
    ['prestige-2nd', 'Prestige Points for the 2nd highest total', rb(2, 'Phase 6 Step B')],
    ['prestige-3rd', 'Prestige Points for the 3rd highest total', rb(1, 'Phase 6 Step B')],
    ['morale-divisor', 'Casualty points per Medal Point (column 1, rounded down)', rb(10, 'Phase 6 Step A')],
    ['elite-land-medal-points', 'Medal Points per Elite Land Unit (column 4)', rb(1, 'Phase 6 Step A')],
    ['elite-ship-medal-points', 'Medal Points per Elite Ship (column 5)', rb(1, 'Phase 6 Step A')],
    ['elite-pennant-threshold', 'Casualty points in one battle for an Elite Pennant', rb(10, 'Chapter 3 C. Assign Elite Pennants')],
    ['final-gold-per-prestige', 'Gold per Prestige Point at final scoring (rounded down)', rb(10, 'Final Scoring')],
    ['prestige-track-length', 'Prestige track length before it wraps around', rb(20, 'Phase 6 Step B')],
    ['balance-of-power-prestige', 'Prestige Point for beating the leader (optional rule)', rb(1, 'Optional: Balance of Power')],
  ],
);

const congress: TableDef = {
  id: 'congress',
  title: 'Congress of Vienna',
  description: 'The rounds in which the Congress votes and the extra Peace votes added (white doves on the Prestige Chart). A Peace majority ends the game after the following round; a tie means War. In Round 8 no vote is held and the game ends after Round 9 (Game length table).',
  cite: ['Phase 6 Step D'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Game Round',
  columns: [col('extraPeaceVotes', 'Extra votes for Peace', int(0, 6))],
  defaultRows: [
    row('5', { extraPeaceVotes: rb(0, 'Phase 6 Step D', 'The first vote; extra votes are added only in Rounds 6 and 7') }, 'Round 5'),
    row('6', { extraPeaceVotes: rb(1, 'Phase 6 Step D') }, 'Round 6'),
    row('7', { extraPeaceVotes: rb(2, 'Phase 6 Step D') }, 'Round 7'),
  ],
  usedBy: ['Congress of Vienna vote (Phase 6 Step D)', 'Round tracker: last round'],
};

const gameLength = constants(
  'game-length',
  'Game length',
  'Round and Battle Round limits that drive the round tracker and the battle resolver.',
  ['Round tracker', 'Congress of Vienna vote', 'Battle resolver'],
  [
    ['min-rounds', 'Fewest Game Rounds', rb(6, 'Gameplay Overview')],
    ['max-rounds', 'Most Game Rounds', rb(9, 'Gameplay Overview')],
    ['first-congress-round', 'First Congress of Vienna vote', rb(5, 'Phase 6 Step D')],
    ['no-vote-round', 'Round with no vote (game ends after Round 9)', rb(8, 'Phase 6 Step D')],
    ['battle-rounds', 'Battle Rounds per battle (at most)', rb(3, 'Chapter 2: 3 Battle Rounds')],
    ['opening-salvo-rounds', 'Battle Rounds with Black dice only (Opening Salvo)', rb(1, 'Chapter 2: Opening Salvo')],
  ],
);

const economy = constants(
  'economy',
  'Gold',
  'Gold amounts used by the economy ledger (tax per tier is in the Tiers table, unit costs in the Land Units and Ships tables).',
  ['Phase 1 income', 'Post-battle Cargo to Gold', 'Trading Tangibles (optional)', 'Treasury ledger'],
  [
    ['coin-gold', 'Gold per Coin', rb(1, 'Status Tokens and Other Components: Gold')],
    ['chest-gold', 'Gold per Chest', rb(5, 'Status Tokens and Other Components: Gold')],
    ['colonies-gold', 'Great Britain Colonies income', rb(2, 'An Empire on Which the Sun Never Sets')],
    ['captured-cargo-percent', 'Captured Cargo paid in Gold (% of purchase cost)', rb(50, 'Chapter 3 A: Lost/Captured Cargo', '"half purchase cost (ignoring Elite Pennants)"')],
    ['trade-max-chests', 'Most Chests in one trade (optional rule)', rb(3, 'Optional: Trading Tangibles')],
  ],
);

const limits = constants(
  'limits',
  'Limits',
  'Counts the rules cap.',
  ['Setup wizard', 'Battle resolver', 'Trading Tangibles (optional)', 'Revolts (optional)'],
  [
    ['setup-land-units-per-territory', 'Land Units per Territory at setup', rb(3, 'Setup Step C')],
    ['orders-per-force', 'Orders per Mobile Force per Game Round', rb(1, 'Phase 2 - Plot Secret Orders')],
    ['elite-pennants-per-force', 'Elite Pennants on one Force', rb(1, 'Chapter 3 C. Assign Elite Pennants')],
    ['elite-pennants-per-side', 'Elite Pennants a side gains per battle', rb(1, 'Chapter 3 C. Assign Elite Pennants')],
    ['trades-per-round', 'Tangible trades per Nation per Game Round (optional rule)', rb(1, 'Optional: Trading Tangibles')],
    ['revolt-tokens-per-territory', 'Revolt Tokens in one Territory (optional rule)', rb(1, 'Optional: Revolts')],
  ],
);

// ---- Nations and setup -----------------------------------------------------------------------

const SB = 'Setup Step B';
const nations: TableDef = {
  id: 'nations',
  title: 'Nations',
  description: 'Each Nation’s colour, Capital, starting Treasury and Prestige, and starting Annexed Territory. The rulebook names no Capital Territory; only the Capital Ports are given.',
  cite: ['Components: Nation Cards', 'Setup Step A', 'Setup Step B', 'Setup Step E'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Nation',
  columns: [
    col('colour', 'Colour', text(20)),
    col('capitalTerritory', 'Capital Territory', text(40)),
    col('capitalPorts', 'Capital Ports', int(0, 3)),
    col('majorPorts', 'Major Ports of its Major Homeland Territories', int(0, 12)),
    col('startingGold', 'Starting Gold', int(0, 100)),
    col('startingPrestige', 'Starting Prestige', int(0, 100)),
    col('annexedTerritory', 'Starting Annexed Territory', text(40)),
    col('annexedPort', 'Its Port', text(40)),
  ],
  defaultRows: (
    [
      ['france', 'France', 'Blue', 'Corsica', 'Ajaccio'],
      ['austria', 'Austria', 'White', 'Tyrol', 'none'],
      ['prussia', 'Prussia', 'Gray', 'Westphalia', 'none'],
      ['great-britain', 'Great Britain', 'Red', 'Hanover', 'Bremen'],
      ['russia', 'Russia', 'Green', 'Finland', 'Helsinki'],
      ['spain', 'Spain', 'Tan', 'Balearic Islands', 'Palma'],
    ] as const
  ).map(([key, label, colour, territory, port]) =>
    row(
      key,
      {
        colour: rb(colour, 'Components: Nation Cards'),
        capitalTerritory:
          key === 'great-britain'
            ? unverified('England', 'Never called the Capital; GB’s Colonies need England and the Port of London, and London is a Capital Port (digest A10). Check the map.')
            : missing('Capital Territory (marked with a printed Flag) is on the map, not named in the rulebook'),
        capitalPorts: rb(key === 'great-britain' ? 2 : key === 'russia' ? 1 : 0, 'Setup Step A', 'Only Great Britain (Liverpool, London) and Russia (St. Petersburg) have a coastal Capital'),
        majorPorts: missing('1 or 2 Major Ports are connected to each coastal Major Homeland Territory: count them on the map (Gibraltar and Malta are counted apart)'),
        startingGold: key === 'prussia' || key === 'great-britain' ? rb(5, 'Setup Step E', '1 Gold Chest') : unverified(0, 'No starting Gold is stated for this Nation; only Prussia and Great Britain get a Chest (digest A8)'),
        startingPrestige: unverified(0, 'Starting Prestige is never stated (digest A8)'),
        annexedTerritory: rb(territory, SB),
        annexedPort: rb(port, SB, port === 'none' ? 'No Port' : undefined),
      },
      label,
    ),
  ),
  usedBy: ['Setup wizard', 'Treasury ledger', 'Capital check (spending, purchases, victory)'],
};

const SF = 'Setup Step C: Starting Forces';
const startingForces: TableDef = {
  id: 'starting-forces',
  title: 'Starting Forces',
  description:
    'Mobile Forces each Nation starts with, from the inside cover of its Planning Map. The rulebook’s table is cut short after the Half Infantry row: copy the rest from your Planning Maps (digest A1). Each Nation starts with 1 Elite Ship or 1 Elite Land Unit.',
  cite: ['Setup Step C'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Nation',
  columns: [
    col('frigate', 'Frigate', int(0, 20)),
    col('eliteFrigate', 'Elite Frigate', int(0, 5)),
    col('shipOfTheLine', 'Ship of the Line', int(0, 20)),
    col('eliteShipOfTheLine', 'Elite Ship of the Line', int(0, 5)),
    col('halfInfantry', 'Half Infantry', int(0, 40)),
    col('fullInfantry', 'Full Infantry', int(0, 40)),
    col('cavalry', 'Cavalry', int(0, 40)),
    col('cannon', 'Cannon', int(0, 40)),
    col('eliteLandUnits', 'Elite Land Units', int(0, 5)),
  ],
  defaultRows: NATIONS.map(({ value: n, label }) => {
    const sol = n === 'france' ? 1 : 0;
    const eliteSol = n === 'great-britain' ? 1 : 0;
    const eliteShip = n === 'great-britain' || n === 'spain';
    return row(
      n,
      {
        frigate: rb(1, SF),
        eliteFrigate: rb(n === 'spain' ? 1 : 0, SF),
        shipOfTheLine: rb(sol, SF, n === 'great-britain' ? 'Printed "1 Elite": counted as Elite Ship of the Line' : undefined),
        eliteShipOfTheLine: rb(eliteSol, SF),
        halfInfantry: n === 'france' || n === 'austria' ? rb(6, SF, 'The printed row stops after these two values') : missing('Printed row cut short; see the Planning Map'),
        fullInfantry: missing('Row not printed; see the Planning Map'),
        cavalry: missing('Row not printed; see the Planning Map'),
        cannon: missing('Row not printed; see the Planning Map'),
        eliteLandUnits: eliteShip
          ? unverified(0, 'Starts with an Elite Ship, so presumably no Elite Land Unit ("1 Elite Ship or 1 Elite Land Unit")')
          : unverified(1, 'No Elite Ship is listed, so presumably 1 Elite Land Unit ("1 Elite Ship or 1 Elite Land Unit")'),
      },
      label,
    );
  }),
  usedBy: ['Setup wizard: starting forces', 'Force registry', 'Phase 6 Medal Points (columns 4 and 5)'],
};

const PC = 'Player Count and Nations';
const playerCounts: TableDef = {
  id: 'player-counts',
  title: 'Player count and Nations',
  description: 'Nations each player controls and which Nations are Neutral (out of play) for each player count.',
  cite: ['Player Count and Nations', 'Neutral Nations'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Players',
  columns: [col('nationsPerPlayer', 'Nations per player', int(1, 3)), col('spainNeutral', 'Spain Neutral', bool), col('russiaNeutral', 'Russia Neutral', bool)],
  defaultRows: (
    [
      ['6', '6 players', 1, false, false],
      ['5', '5 players', 1, true, false],
      ['4', '4 players', 1, true, true],
      ['3', '3 players', 2, false, false],
      ['2a', '2 players, option A', 3, false, false],
      ['2b', '2 players, option B', 2, true, true],
    ] as const
  ).map(([key, label, n, s, r]) => row(key, { nationsPerPlayer: rb(n, PC), spainNeutral: rb(s, PC), russiaNeutral: rb(r, PC) }, label)),
  usedBy: ['Setup wizard: Nations and Neutrals', 'Turn-order bidding (slots)'],
};

// ---- Map regions (optional registry) ---------------------------------------------------------

const kindSpec = oneOf(['territory', 'Territory'], ['brown-mountain', 'Brown Mountain Range'], ['white-mountain', 'White Mountain Range'], ['open-sea', 'Open Sea'], ['port', 'Port']);
const tierSpec = oneOf(['capital', 'Capital'], ['major', 'Major'], ['minor', 'Minor'], ['none', 'None (Mountain or Open Sea)']);
const ownerSpec = oneOf(...NATIONS.map((n): [string, string] => [n.value, n.label]), ['none', 'Nobody']);
const controllerSpec = oneOf(...NATIONS.map((n): [string, string] => [n.value, n.label]), ['independent', 'Independent'], ['none', 'Never controlled']);
const closedSpec = oneOf(['never', 'Never closed'], ['spain', 'Closed if Spain is Neutral'], ['russia', 'Closed if Russia is Neutral']);

interface RegionSeed {
  name: string;
  kind: Cell;
  tier: Cell;
  homelandOf: Cell;
  startController: Cell;
  closedIfNeutral: Cell;
  interior?: Cell;
}
const NN = 'Neutral Nations';
const neverClosed = (why = 'Only Spain and Russia can be Neutral'): Cell => rb('never', 'Player Count and Nations', why);
const homeland = (n: string): Pick<RegionSeed, 'homelandOf' | 'startController'> => ({ homelandOf: rb(n, 'Setup Step A'), startController: rb(n, 'Setup Step A') });
const annexedTerritory = (name: string, n: string, closedIfNeutral: Cell): RegionSeed => ({
  name,
  kind: rb('territory', SB),
  tier: rb('minor', 'The Game Map: Minor (Annexed) Territories'),
  homelandOf: rb('none', SB),
  startController: rb(n, SB),
  closedIfNeutral,
});
const annexedPort = (name: string, n: string, interior: string, closedIfNeutral: Cell): RegionSeed => ({
  name,
  kind: rb('port', SB),
  tier: rb('minor', SB),
  homelandOf: rb('none', SB),
  startController: rb(n, SB),
  closedIfNeutral,
  interior: rb(interior, SB),
});
const regionSeeds: RegionSeed[] = [
  {
    name: 'England',
    kind: rb('territory', 'An Empire on Which the Sun Never Sets'),
    tier: unverified('capital', 'Presumably GB’s Capital (digest A10); check the map'),
    homelandOf: unverified('great-britain', 'Presumably a GB Homeland Territory (digest A10)'),
    startController: unverified('great-britain', 'Presumably GB’s at the start (digest A10)'),
    closedIfNeutral: neverClosed(),
  },
  { name: 'London', kind: rb('port', 'Setup Step A'), tier: rb('capital', 'Setup Step A'), ...homeland('great-britain'), closedIfNeutral: neverClosed() },
  { name: 'Liverpool', kind: rb('port', 'Setup Step A'), tier: rb('capital', 'Setup Step A'), ...homeland('great-britain'), closedIfNeutral: neverClosed() },
  { name: 'St. Petersburg', kind: rb('port', 'Setup Step A'), tier: rb('capital', 'Setup Step A'), ...homeland('russia'), closedIfNeutral: rb('russia', NN, 'Homeland Ports of a Neutral Nation are closed') },
  {
    name: 'Gibraltar',
    kind: rb('port', 'Gibraltar and Malta'),
    tier: rb('major', 'Gibraltar and Malta'),
    homelandOf: rb('none', 'Gibraltar and Malta', 'NOT a Homeland Port of any Nation'),
    startController: rb('great-britain', 'Gibraltar and Malta'),
    closedIfNeutral: rb('never', NN, 'Isolated from land (not closed) if Spain is Neutral'),
    interior: rb('Andalusia', 'Gibraltar and Malta'),
  },
  {
    name: 'Malta',
    kind: rb('port', 'Gibraltar and Malta'),
    tier: rb('major', 'Gibraltar and Malta'),
    homelandOf: rb('none', 'Gibraltar and Malta'),
    startController: rb('great-britain', 'Gibraltar and Malta'),
    closedIfNeutral: neverClosed('Not a Homeland Port of any Nation'),
    interior: rb('none', 'Gibraltar and Malta', 'A Port only: no Interior'),
  },
  { name: 'Andalusia', kind: rb('territory', 'Gibraltar and Malta'), tier: missing('Capital or Major: see the map'), ...homeland('spain'), closedIfNeutral: rb('spain', NN, 'A Neutral Nation’s Homeland is closed') },
  { name: 'Lorraine', kind: rb('territory', 'Example of Battle'), tier: rb('major', 'Example of Battle', 'Holds a Major Fort'), ...homeland('france'), closedIfNeutral: neverClosed() },
  annexedTerritory('Corsica', 'france', neverClosed()),
  annexedPort('Ajaccio', 'france', 'Corsica', neverClosed()),
  annexedTerritory('Tyrol', 'austria', neverClosed()),
  annexedTerritory('Westphalia', 'prussia', neverClosed()),
  annexedTerritory('Hanover', 'great-britain', neverClosed()),
  annexedPort('Bremen', 'great-britain', 'Hanover', neverClosed()),
  annexedTerritory('Finland', 'russia', rb('russia', NN)),
  annexedPort('Helsinki', 'russia', 'Finland', unverified('russia', 'Connected to Finland, which is closed if Russia is Neutral ("and their connected Ports")')),
  annexedTerritory('Balearic Islands', 'spain', rb('spain', NN)),
  annexedPort('Palma', 'spain', 'Balearic Islands', unverified('spain', 'Connected to the Balearic Islands, closed if Spain is Neutral ("and their connected Ports")')),
  ...['Lithuania', 'Suwalski', 'Moldavia-Wallachia'].map(
    (name): RegionSeed => ({
      name,
      kind: rb('territory', NN),
      tier: rb('minor', NN, 'Called Annexed Territories'),
      homelandOf: rb('none', NN),
      startController: missing('Who controls it at the start is not stated (digest A28)'),
      closedIfNeutral: rb('russia', NN),
    }),
  ),
  ...['Sweden', 'Portugal'].map(
    (name): RegionSeed => ({ name, kind: rb('territory', SP), tier: rb('minor', SP), homelandOf: rb('none', SP), startController: rb('independent', SP, 'A Special Independent Territory'), closedIfNeutral: neverClosed() }),
  ),
];

const regions: TableDef = {
  id: 'regions',
  title: 'Map regions',
  description:
    'Optional registry of the map’s regions (the rulebook has no region list). Seeded with every region the rulebook says something about; add the rest from your map if you want the app to track control by region rather than by counts. Interior is for Ports only.',
  cite: ['The Game Map', 'Setup Step A', 'Setup Step B', 'Neutral Nations', 'Gibraltar and Malta'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Region',
  columns: [
    col('kind', 'Kind', kindSpec),
    col('tier', 'Tier', tierSpec),
    col('homelandOf', 'Original Homeland of', ownerSpec),
    col('startController', 'Controlled at the start by', controllerSpec),
    col('closedIfNeutral', 'Closed when Neutral', closedSpec),
    col('interior', 'Interior (Ports)', text(40), false),
  ],
  defaultRows: regionSeeds.map(({ name, interior, ...cells }) => row(name, { ...cells, ...(interior ? { interior } : {}) })),
  usedBy: ['Control registry (optional)', 'Great Britain Colonies check', 'Neutral no-entry reminders', 'Annexation (Sweden and Portugal)'],
};
export const IMPERIAL_BORDERS_DATA: GameData = {
  game: 'imperial-borders',
  dataVersion: 1,
  tables: [dice, battleDice, landUnits, ships, tiers, bonusDice, annexation, casualtyList, medals, scoring, congress, gameLength, economy, limits, nations, startingForces, playerCounts, regions],
};
