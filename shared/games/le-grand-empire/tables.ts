// Le Grand Empire's data tables. The rulebook refers to play aids, an events booklet, a scenario
// booklet, the map and the counters, none of which it reproduces (digest §0.1, M1-M18): those tables
// are declared here with their schema and left missing. Every number the rulebook itself gives is
// filled in with its section; the digest's defaults for unstated values are 'unverified'.
import { bool, col, constants, int, oneOf, row, text } from '../../data/builders';
import { missing, rb, unverified, type Cell, type GameData, type RowData, type TableDef } from '../../data/tables';

/** The seven major powers, in the diplomacy order (§11). */
const POWERS = [
  { value: 'spain', label: 'Spain' },
  { value: 'turkey', label: 'Turkey' },
  { value: 'prussia', label: 'Prussia' },
  { value: 'austria', label: 'Austria' },
  { value: 'russia', label: 'Russia' },
  { value: 'france', label: 'France' },
  { value: 'great-britain', label: 'Great Britain' },
] as const;
type Power = (typeof POWERS)[number]['value'];

const powerSpec = oneOf(...POWERS.map((p) => [p.value, p.label] as const));
const diceSpec = oneOf(['1D6', 'One die (1D6)'], ['2D6', 'Two dice added (2D6)'], ['3D6', 'Three dice added (3D6)']);
const SEASONS = [
  ['spring', 'Spring'],
  ['summer', 'Summer'],
  ['autumn', 'Autumn'],
  ['winter', 'Winter'],
] as const;


/** Rows keyed by a (modified) die result, all cells missing: the group adds or removes rows to match its printed table. */
function rollRows(from: number, to: number, columns: string[], note?: string): RowData[] {
  const out: RowData[] = [];
  for (let n = from; n <= to; n++) out.push(row(String(n), Object.fromEntries(columns.map((c) => [c, missing(note)]))));
  return out;
}

const ROLL_ROWS_NOTE =
  'Rows are keyed by the modified die result. A result below the lowest row uses the lowest row, above the highest uses the highest (so a printed “2 or less” is row 2). Add rows for results your chart prints beyond these and remove rows it does not print.';

// ---- Powers and the calendar ---------------------------------------------------------------

const savingsSpec = oneOf(['unlimited', 'Any amount (Great Britain)'], ['cap', 'At most the savings cap (25 £)'], ['none', 'Nothing beyond the next Autumn turn']);
const reformSpec = oneOf(['by-1800', 'Done by 1800'], ['winter-1813', 'Winter 1813 (or earlier by event)'], ['never', 'Only by event']);
const CC = '§13.3.1.1';
const powerSeeds: Record<Power, { savings: string; first: string; second: string; capitals: Cell; reform: Cell; runBy: Power }> = {
  spain: { savings: 'none', first: 'MADRID', second: '', capitals: unverified(1, 'Only Russia is said to have two capitals (§13.3.1.2)'), reform: unverified('never', 'Not mentioned; the digest reads no reform unless an event grants it (A-49)'), runBy: 'france' },
  turkey: { savings: 'none', first: 'CONSTANTINOPLE', second: '', capitals: unverified(1, 'Only Russia is said to have two capitals (§13.3.1.2)'), reform: unverified('never', 'Not mentioned; the digest reads no reform unless an event grants it (A-49)'), runBy: 'france' },
  prussia: { savings: 'cap', first: 'BERLIN', second: 'KOENIGSBERG', capitals: unverified(1, 'Only Russia is said to have two capitals (§13.3.1.2)'), reform: rb('winter-1813', '§8.1.3.1'), runBy: 'great-britain' },
  austria: { savings: 'cap', first: 'VIENNE', second: 'BUDAPEST, PRAGUE', capitals: unverified(1, 'Only Russia is said to have two capitals (§13.3.1.2)'), reform: rb('winter-1813', '§8.1.3.1'), runBy: 'great-britain' },
  russia: { savings: 'cap', first: 'MOSCOU', second: 'SAINT-PETERSBOURG', capitals: rb(2, '§13.3.1.2'), reform: rb('by-1800', '§8.1.3.1'), runBy: 'great-britain' },
  france: { savings: 'cap', first: 'PARIS', second: 'BORDEAUX, LYON', capitals: unverified(1, 'Only Russia is said to have two capitals (§13.3.1.2)'), reform: rb('by-1800', '§8.1.3.1'), runBy: 'france' },
  'great-britain': { savings: 'unlimited', first: 'LONDRES', second: 'EDIMBOURGH, LIVERPOOL, DUBLIN', capitals: unverified(1, 'Only Russia is said to have two capitals (§13.3.1.2)'), reform: rb('by-1800', '§8.1.3.1'), runBy: 'great-britain' },
};
const powers: TableDef = {
  id: 'powers',
  title: 'Major powers',
  description:
    'The seven major powers in diplomacy order, with what the rulebook fixes for each: how much £ it may save into the next Winter, its criteria cities (it must sue for peace when the first and one of the others are held by the enemy), its number of capital cities, its military reform, and which block runs it while neutral in a two-player game.',
  cite: ['§11', '§11.3', '§12.1.2', '§13.3.1.1', '§13.3.1.2', '§8.1.3.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Power',
  columns: [
    col('diplomacyOrder', 'Diplomacy order', int(1, 7)),
    col('savings', 'Savings into Winter', savingsSpec),
    col('criteriaFirst', 'Criteria city (always needed)', text(40)),
    col('criteriaOneOf', 'Criteria cities (one of; empty if none)', text(80)),
    col('capitals', 'Capital cities', int(1, 2)),
    col('militaryReform', 'Military reform', reformSpec),
    col('twoPlayerRunBy', 'Run by, two-player game', oneOf(['france', 'France (Empire)'], ['great-britain', 'Great Britain (Coalition)'])),
  ],
  defaultRows: POWERS.map(({ value, label }, i) => {
    const s = powerSeeds[value];
    return row(
      value,
      {
        diplomacyOrder: rb(i + 1, '§11'),
        savings: rb(s.savings, '§12.1.2'),
        criteriaFirst: rb(s.first, CC),
        criteriaOneOf: rb(s.second, CC, s.second === '' ? 'Only one criteria city' : undefined),
        capitals: s.capitals,
        militaryReform: s.reform,
        twoPlayerRunBy: rb(s.runBy, '§11.3', value === 'france' || value === 'great-britain' ? 'The block leader itself' : undefined),
      },
      label,
    );
  }),
  usedBy: ['Turn tracker (diplomacy order)', 'Winter budget: savings cap', 'Conquest and peace wizard: criteria cities', 'Battle: morale after a lost capital', 'Tactics: markers drawn'],
};

const MD = '§11.3.2';
const majorDiplomacy: TableDef = {
  id: 'major-diplomacy-modifiers',
  title: 'Diplomacy towards major powers (two-player)',
  description: 'Die roll modifier of each block’s attempts on a neutral major power in the two-player game.',
  cite: ['§11.3.2'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Target power',
  columns: [col('france', 'France’s attempts', int(-5, 5)), col('great-britain', 'Great Britain’s attempts', int(-5, 5))],
  defaultRows: [
    row('russia', { france: rb(-1, MD), 'great-britain': rb(2, MD) }, 'Russia'),
    row('austria', { france: rb(-1, MD), 'great-britain': unverified(0, 'No modifier listed for Great Britain') }, 'Austria'),
    row('prussia', { france: rb(0, MD, '“Prussia: nothing”'), 'great-britain': rb(0, MD, '“Prussia: nothing”') }, 'Prussia'),
    row('turkey', { france: rb(1, MD), 'great-britain': unverified(0, 'No modifier listed for Great Britain') }, 'Turkey'),
    row('spain', { france: rb(1, MD), 'great-britain': unverified(0, 'No modifier listed for Great Britain') }, 'Spain'),
  ],
  usedBy: ['Diplomacy calculator (major powers, two-player)'],
};

const wqSpec = oneOf(['not-in-pool', 'Not in the pool'], ['ends-on-1st', 'Ends the phase on its 1st draw'], ['ends-on-2nd', 'Ends the phase on its 2nd draw'], ['ends-on-3rd', 'Ends the phase on its 3rd draw']);
const seasons: TableDef = {
  id: 'seasons',
  title: 'Seasons',
  description: 'What changes with the season: the Winter Quarters marker, resource collection, the £ cost of land production (doubled in the exceptional budget phases) and who may build fleets.',
  cite: ['§3.1', '§12.3.1', '§12.4.2', '§11.1.3', 'DSoP 4.1'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Season',
  columns: [
    col('winterQuarters', 'Winter Quarters marker', wqSpec),
    col('collectResources', 'Collect £, Pr and trade', bool),
    col('landProductionPoundsMultiplier', 'Land production £ multiplier', int(1, 4)),
    col('fleetProduction', 'Fleet production', oneOf(['all', 'Every power (dockyards)'], ['great-britain-only', 'Great Britain only'])),
    col('secretEventsForfeit', 'Held secret events forfeit', bool),
  ],
  defaultRows: SEASONS.map(([key, label]) =>
    row(
      key,
      {
        winterQuarters:
          key === 'spring'
            ? rb('ends-on-3rd', '§3.1')
            : key === 'summer'
              ? rb('not-in-pool', '§3.1')
              : key === 'autumn'
                ? rb('ends-on-2nd', '§3.1')
                : unverified('ends-on-1st', 'No Winter rule is given; the digest reads the first draw ends the phase (A-03)'),
        collectResources: rb(key === 'winter', '§12.3.1', 'During the winter budget phase only'),
        landProductionPoundsMultiplier: rb(key === 'winter' ? 1 : 2, '§12.4.2', key === 'winter' ? undefined : 'Exceptional budget phase: £ cost doubled'),
        fleetProduction: rb(key === 'winter' ? 'all' : 'great-britain-only', '§12.4.2'),
        secretEventsForfeit: rb(key === 'spring', '§11.1.3'),
      },
      label,
    ),
  ),
  usedBy: ['Initiative pool manager', 'Budget phase wizard', 'Events phase'],
};

// ---- Combat tables (play aids) ----------------------------------------------------------------

const tableDice: TableDef = {
  id: 'table-dice',
  title: 'Dice for each chart',
  description: 'How many six-sided dice each play-aid chart is rolled with. Only the combat and event tables are stated in the rulebook.',
  cite: ['§8.2.5', '§11.1.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Chart',
  columns: [col('dice', 'Dice', diceSpec)],
  defaultRows: [
    row('crt', { dice: rb('2D6', '§8.2.5') }, 'Combat results tables'),
    row('event-table', { dice: rb('2D6', '§11.1.1') }, 'Event table'),
    row('wound', { dice: missing('Not stated (§8.2.6)') }, 'Wound table'),
    row('heavy-cavalry', { dice: missing('Not stated (§8.2.1)') }, 'Heavy cavalry charge table'),
    row('siege', { dice: missing('Not stated (§9.2.1)') }, 'Siege table'),
    row('attrition', { dice: missing('Not stated (§7.3.3)') }, 'Attrition table'),
    row('corsairs', { dice: missing('Not stated (§12.3.2.2)') }, 'Corsairs table'),
  ],
  usedBy: ['Dice roller', 'Battle, siege and attrition odds'],
};

const leaderFlag = oneOf(['none', 'No leader check'], ['L', 'L: wound check for a corps leader'], ['LA', 'LA: wound check for the overall commander']);
function crt(size: 'skirmish' | 'minor' | 'major', title: string, note: string): TableDef {
  return {
    id: `crt-${size}`,
    title,
    description: `${note} Each side rolls 2D6 plus its modifiers; the result is the number of ENEMY combat points eliminated, whether it is printed in bold (breaks a tie for victory), “C” (at least one cavalry step lost) and “L”/“LA” (leader wound checks). ${ROLL_ROWS_NOTE}`,
    cite: ['§8', '§8.2.5', '§8.2.6', '§8.3.1'],
    layout: 'grid',
    rows: 'open',
    keyLabel: 'Modified 2D6',
    columns: [col('losses', 'Enemy combat points eliminated', int(0, 30)), col('bold', 'Printed in bold', bool), col('cavalry', '“C”: a cavalry step lost', bool), col('leader', 'Leader result', leaderFlag)],
    defaultRows: rollRows(2, 12, ['losses', 'bold', 'cavalry', 'leader'], 'On the combat play aid, not in the rulebook (digest M2)'),
    usedBy: ['Land battle resolver: losses and victory', 'Battle odds calculator', ...(size === 'skirmish' ? ['Siege combat (skirmish column only, §9.2.2)'] : [])],
  };
}
const crtSkirmish = crt('skirmish', 'Combat results: skirmish', 'For battles of at most 2.5 corps in all, and for every siege combat.');
const crtMinor = crt('minor', 'Combat results: minor battle', 'For battles of 3 to 9.5 corps in all.');
const crtMajor = crt('major', 'Combat results: major battle', 'For battles of at least 10 corps, 4 or more on the weaker side.');

const ratio: TableDef = {
  id: 'combat-ratio',
  title: 'Combat ratio',
  description:
    'The attacker’s die roll modifier for each combat ratio entry (attacker : defender). The ratio is rounded to the nearest entry: 2.25 : 1 gives 5/2, 2.24 : 1 gives 2/1. Only the 2/1 and 5/2 entries are certain; add every entry your play aid prints.',
  cite: ['§8.1.4', '§8.2.6'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Ratio',
  columns: [col('attacker', 'Attacker', int(1, 20)), col('defender', 'Defender', int(1, 20)), col('drm', 'Attacker’s modifier', int(-10, 10))],
  defaultRows: [
    row('1/1', { attacker: unverified(1, 'An even entry is presumably printed; check the play aid'), defender: unverified(1, 'An even entry is presumably printed; check the play aid'), drm: missing() }),
    row('2/1', { attacker: rb(2, '§8.1.4'), defender: rb(1, '§8.1.4'), drm: missing('On the play aid (digest M3)') }),
    row('5/2', { attacker: rb(5, '§8.1.4'), defender: rb(2, '§8.1.4'), drm: missing('On the play aid (digest M3)') }),
    row('3/1', { attacker: unverified(3, 'A 3/1 superiority is named in §8.2.6; check it is a table entry'), defender: unverified(1, 'A 3/1 superiority is named in §8.2.6; check it is a table entry'), drm: missing() }),
  ],
  usedBy: ['Land battle resolver: combat ratio', 'Battle odds calculator', 'Wound checks (3/1 exemption)'],
};

const tacticPhase = oneOf(
  ['march-to-the-sound', 'Marching to the sound of the gun'],
  ['morale', 'Army morale'],
  ['combat-ratio', 'Combat ratio'],
  ['artillery', 'Artillery superiority'],
  ['cavalry', 'Cavalry superiority'],
  ['heavy-cavalry-charge', 'Heavy cavalry charge'],
  ['troop-quality', 'Troop combat value'],
  ['losses', 'Computing losses'],
  ['second-round', 'Victory or second round'],
  ['retreat-pursuit', 'Demoralisation, retreat and pursuit'],
  ['other', 'Other (see the effect)'],
);
const tacticalMarkers: TableDef = {
  id: 'tactical-markers',
  title: 'Tactical markers',
  description: 'The 32 markers of the tactical pool (optional tactics rule), one row per marker: its name, the battle step it is played in, its die roll modifier, whether it needs its own die check, and its effect, from the tactical options table.',
  cite: ['Glossary: Tactical Pool', '§8.1.3', 'DSoP 2.2'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Marker',
  columns: [
    col('name', 'Name', text(40)),
    col('phase', 'Played at', tacticPhase),
    col('drm', 'Die roll modifier', int(-6, 6)),
    col('needsCheck', 'Needs its own die check', bool),
    col('effect', 'Effect and check', text(200), false),
  ],
  defaultRows: Array.from({ length: 32 }, (_, i) => row(String(i + 1), { name: missing(), phase: missing(), drm: missing(), needsCheck: missing() })),
  usedBy: ['Land battle resolver: tactics (optional)', 'Tactic draw odds'],
};

const heavyCavalry: TableDef = {
  id: 'heavy-cavalry',
  title: 'Heavy cavalry charge',
  description: `What a charge of heavy (Cr) and Guard cavalry gives (optional rule, strongly advised): a die roll modifier or none, the charging cavalry’s step losses and what happens to the cavalry leader. ${ROLL_ROWS_NOTE}`,
  cite: ['§8.2.1', '§15.1'],
  layout: 'grid',
  rows: 'open',
  keyLabel: 'Modified roll',
  columns: [
    col('drm', 'Combat modifier (0 if none)', int(-6, 6)),
    col('cavalryStepsLost', 'Cavalry steps lost', int(0, 10)),
    col('leader', 'Cavalry leader', oneOf(['none', 'Unaffected'], ['wound-check', 'Wound check'], ['lost', 'Lost'])),
  ],
  defaultRows: rollRows(1, 12, ['drm', 'cavalryStepsLost', 'leader'], 'On the play aid (digest M5)'),
  usedBy: ['Land battle resolver: heavy cavalry charge (optional)'],
};

const wound: TableDef = {
  id: 'wound',
  title: 'Leader wounds',
  description: `Result of a leader’s wound check. Under “LA” a wounded result counts as nothing. ${ROLL_ROWS_NOTE}`,
  cite: ['§8.2.6'],
  layout: 'grid',
  rows: 'open',
  keyLabel: 'Modified roll',
  columns: [col('result', 'Result', oneOf(['none', 'Nothing'], ['wounded', 'Wounded'], ['killed', 'Killed']))],
  defaultRows: rollRows(1, 12, ['result'], 'On the play aid (digest M6)'),
  usedBy: ['Land battle resolver: wound checks', 'External wars: leader checks', 'Battle odds calculator'],
};

const siegeResult = oneOf(['nothing', 'No effect'], ['assault', 'Assault (siege combat)'], ['breach', 'Breach (siege combat, then the besieged are taken)'], ['surrender', 'Surrender']);
const siege: TableDef = {
  id: 'siege',
  title: 'Siege attempts',
  description: `Result of a siege attempt by the printed fortress level (1 to 3). Supplied engineers give +1 (S+1). “Breach” and “Assault” are the results the rulebook names. ${ROLL_ROWS_NOTE}`,
  cite: ['§9.2.1', '§9.2.2', '§9.2.3', '§1.1.3.1'],
  layout: 'grid',
  rows: 'open',
  keyLabel: 'Modified roll',
  columns: [col('level1', 'Fortress level 1', siegeResult), col('level2', 'Fortress level 2', siegeResult), col('level3', 'Fortress level 3', siegeResult)],
  defaultRows: rollRows(1, 12, ['level1', 'level2', 'level3'], 'On the play aid (digest M7)'),
  usedBy: ['Siege resolver'],
};

const attrition: TableDef = {
  id: 'attrition',
  title: 'Attrition',
  description:
    'One row per column of the attrition table, left to right (column-1 is the leftmost). Each column covers a range of combat points in the hex; favourable shifts move left. “No check” marks an “Aucun test” column. Losses lists the step losses for each die result of that column in order, starting at the lowest result printed (First roll); a result beyond the list uses its last entry. Add or remove rows to match your table.',
  cite: ['§7.3.3', '§14.4'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Column',
  columns: [
    col('cpMin', 'Combat points from', int(0, 200)),
    col('cpMax', 'Combat points to (999 = no limit)', int(0, 999)),
    col('noCheck', '“Aucun test” (no check)', bool),
    col('firstRoll', 'First roll in Losses', int(-10, 20)),
    col('losses', 'Step losses by roll', { type: 'faces', min: 0, max: 30 }),
  ],
  defaultRows: Array.from({ length: 6 }, (_, i) => row(`column-${i + 1}`, Object.fromEntries(['cpMin', 'cpMax', 'noCheck', 'firstRoll', 'losses'].map((c) => [c, missing('On the play aid (digest M8)')])))),
  usedBy: ['Attrition calculator', 'Forced march and extended movement checks', 'Final attrition phase'],
};

const terrain: TableDef = {
  id: 'terrain',
  title: 'Terrain effects',
  description: 'Each terrain type’s movement cost, the combat modifier it gives each side when it is the defender’s terrain, and its attrition column shift. A hex costing 2 MP or more is “difficult terrain”. Add a row for each terrain on your terrain effects chart.',
  cite: ['§5.2.1.1', '§8.2.2', '§7.3.3', '§5.2.3.5', '§5.2.3.8'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Terrain',
  columns: [col('mpCost', 'MP to enter', int(0, 20)), col('attackerDrm', 'Attacker’s modifier', int(-10, 10)), col('defenderDrm', 'Defender’s modifier', int(-10, 10)), col('attritionShift', 'Attrition column shift', int(-5, 5))],
  defaultRows: [
    row('clear', { mpCost: rb(1, '§5.2.3.1', 'Example: five clear hexes, 1 MP each'), attackerDrm: missing('On the terrain chart (digest M1)'), defenderDrm: missing('On the terrain chart (digest M1)'), attritionShift: missing('On the terrain chart (digest M1)') }, 'Clear'),
    row('off-map-box', { mpCost: rb(2, '§5.2.3.8'), attackerDrm: missing(), defenderDrm: missing(), attritionShift: missing() }, 'Off-map box (difficult terrain for avoidance and interception)'),
  ],
  usedBy: ['Land battle resolver: terrain', 'Avoidance and interception checks', 'Attrition calculator'],
};

// ---- Events ------------------------------------------------------------------------------------

const eventTable: TableDef = {
  id: 'event-table',
  title: 'Event table',
  description: 'The event category for each 2D6 roll; a counter is then drawn at random from that category.',
  cite: ['§11.1.1'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: '2D6',
  columns: [col('category', 'Category', text(40))],
  defaultRows: Array.from({ length: 11 }, (_, i) => {
    const n = i + 2;
    return row(String(n), { category: n === 5 ? rb('Diplomacy', '§11.1.1', 'France rolls 5, that is «Diplomacy»') : missing('On the event table (digest M9)') });
  }),
  usedBy: ['Event manager: category roll'],
};

const E = { category: 'category', kind: 'kind', unique: 'unique', phase: 'phase', effect: 'effect' } as const;
const eventSeed = (category: Cell, kind: Cell, effect?: Cell): Record<string, Cell> => ({
  [E.category]: category,
  [E.kind]: kind,
  [E.unique]: missing('Events booklet'),
  [E.phase]: missing('Events booklet'),
  ...(effect ? { [E.effect]: effect } : {}),
});
const events: TableDef = {
  id: 'events',
  title: 'Event counters',
  description: 'Every event counter in the events booklet: its category, whether it is public (played at once) or secret (held), whether it can happen only once, when it may be played, and its effect. Seeded with the events the rulebook names.',
  cite: ['§11.1', '§11.1.2', '§11.1.3', '§14.1', '§14.4', '§14.6.3'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Event',
  columns: [
    col(E.category, 'Category', text(40)),
    col(E.kind, 'Public or secret', oneOf(['public', 'Public'], ['secret', 'Secret'])),
    col(E.unique, 'Only once', bool),
    col(E.phase, 'Played in', text(60)),
    col(E.effect, 'Effect', text(300), false),
  ],
  defaultRows: [
    row('Talleyrand', eventSeed(rb('Diplomacy', '§11.1.1'), missing('Events booklet'))),
    row('Remise', eventSeed(missing('Events booklet'), rb('public', '§11.1.3'), rb('All event markers of both sides go back into the pool', '§11.1.3'))),
    row('Landwehr', eventSeed(missing('Events booklet'), missing('Events booklet'), rb('Austria or Prussia receives 4 free infantry steps per Winter budget phase', '§14.6.3'))),
    row('Troubles', eventSeed(missing('Events booklet'), missing('Events booklet'), rb('Provincial troubles: +1 attrition column, no £ or Pr from the province', '§14.4'))),
    row('Tyrol rebellion', eventSeed(missing('Events booklet'), missing('Events booklet'))),
    row('War between USA and Great Britain', eventSeed(missing('Events booklet'), missing('Events booklet'))),
  ],
  usedBy: ['Event manager: counter draws, public/secret hands, unique events'],
};

const corsairs: TableDef = {
  id: 'corsairs',
  title: 'Corsairs',
  description: `£ each surviving corsair takes from Great Britain’s trade in its sea area in the Winter budget phase. ${ROLL_ROWS_NOTE}`,
  cite: ['§12.3.2.2', '§10.7'],
  layout: 'grid',
  rows: 'open',
  keyLabel: 'Modified roll',
  columns: [col('pounds', '£ taken from British trade', int(0, 100))],
  defaultRows: rollRows(1, 12, ['pounds'], 'On the corsairs table (digest M10)'),
  usedBy: ['Trade and corsairs calculator (Winter)'],
};

// ---- Economy and the map -------------------------------------------------------------------

const provinces: TableDef = {
  id: 'provinces',
  title: 'Provinces',
  description: 'Each province (and each one-province minor country) with the £ and recruit points (Pr) it gives in Winter, from the resource play aid, the country whose original national territory it is, and its capital city. Seeded with the provinces the rulebook names.',
  cite: ['§12.3.1', '§12.3.2.1', 'Glossary: National Territory'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Province',
  columns: [col('country', 'Original country', text(40)), col('capital', 'Capital city', text(40)), col('pounds', '£', int(0, 200)), col('pr', 'Pr', int(0, 200))],
  defaultRows: (
    [
      ['Picardy', rb('france', 'Glossary: National Territory'), missing()],
      ['Flandres', missing('A French conquered province in the glossary example; its original country is on the map'), missing()],
      ['Tyrol', rb('austria', '§12.3.2.1'), rb('Innsbruck', '§12.3.2.1')],
      ['Magdebourg', rb('prussia', '§13.3.2.5'), missing()],
      ['Anspach', rb('prussia', '§13.3.2.5', 'One of Prussia’s two Polish provinces'), missing()],
      ['Finland', rb('sweden', '§13.2'), missing()],
      ['Swedish Pomerania', rb('sweden', '§13.3.2.5'), missing()],
      ['Romania', rb('turkey', '§14.6.2'), rb('Bucarest', '§14.6.2')],
      ['Anatolia', rb('turkey', '§14.6.2'), missing()],
    ] as const
  ).map(([key, country, capital]) => row(key, { country, capital, pounds: missing('On the resource play aid (digest M11)'), pr: missing('On the resource play aid (digest M11)') })),
  usedBy: ['Winter budget: resources', 'Conquest and peace wizard'],
};

const minors: TableDef = {
  id: 'minors',
  title: 'Minor countries',
  description: 'Each minor country, whether it spans several provinces (its capital is then the capital of the province giving the most Pr) and its capital city. Its resources are in the Provinces table. Seeded with the minors the rulebook names.',
  cite: ['§11.2', '§13.1.1', '§13.2', '§13.3.2.5'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Minor',
  columns: [col('multiProvince', 'Several provinces', bool), col('capital', 'Capital city', text(40))],
  defaultRows: [
    row('Sweden', { multiProvince: rb(true, '§13.3.2.5'), capital: unverified('Stockholm', 'Implied by the §13.2 example (Russia takes Finland but not Stockholm); check the map') }),
    row('Denmark', { multiProvince: rb(true, '§13.3.2.5'), capital: missing() }),
    row('Bavaria', { multiProvince: rb(true, '§13.3.2.5'), capital: missing() }),
    ...['Saxony', 'Baden', 'Portugal', 'Egypt', 'Venetia'].map((m) => row(m, { multiProvince: missing('See the map'), capital: missing() })),
  ],
  usedBy: ['Diplomacy tracker', 'Conquest of minors (§13.1, §13.2)', 'Supply sources (allied minor capitals)'],
};

const adjacency: TableDef = {
  id: 'adjacency',
  title: 'Province adjacency',
  description:
    'The group’s own list, read off the map: each province or minor country and the provinces and minor countries next to it by land, comma-separated (one side of a pair is enough). The peace wizard checks a province clause on it: the province must be adjacent to the victor’s territory as it was when the war began, or to a minor allied to the victor (§13.3.2.5). A province reached only by naval movement, or one this table does not list, is confirmed by hand at the table.',
  cite: ['§13.3.2.5'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Province or minor',
  columns: [col('neighbours', 'Adjacent by land (comma-separated)', text(400))],
  defaultRows: [row('Magdebourg', { neighbours: rb('Hanover', '§13.3.2.5', '“Magdebourg province, which is adjacent to French Hanover”') })],
  usedBy: ['Conquest and peace wizard: province clause'],
  addedLater: true,
};

const politicalBonus: TableDef = {
  id: 'political-bonus',
  title: 'Political bonus towards minors',
  description: 'Each major power’s diplomatic bonus towards each minor country, added to its 2D6 attempts (≥ 10 succeeds). France loses all of its bonuses after its second early conscript class (§12.2).',
  cite: ['§11.2.2.2', '§12.2', '§13.1.2'],
  layout: 'grid',
  rows: 'open',
  keyLabel: 'Minor',
  columns: POWERS.map((p) => col(p.value, p.label, int(-5, 5))),
  defaultRows: ['Sweden', 'Denmark', 'Bavaria', 'Saxony', 'Baden', 'Portugal', 'Egypt', 'Venetia'].map((m) => row(m, Object.fromEntries(POWERS.map((p) => [p.value, missing('On the diplomacy play aid (digest M13)')])))),
  usedBy: ['Diplomacy calculator (minors)', 'Conquest of minors: control tie-break'],
};

const harbours: TableDef = {
  id: 'harbours',
  title: 'Harbours',
  description: 'Each harbour’s sea area (its trade area), the trade value printed in its blockade box, whether it has dockyards (a circle on the map), and the country whose territory holds it (the trade sheet’s owner, unless a peace gave it away). Seeded with the harbours the rulebook names.',
  cite: ['Glossary: Harbours, Trade area, Blockade box', '§12.3.3', '§12.4.2'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Harbour',
  columns: [col('seaArea', 'Sea area', text(40)), col('tradeValue', 'Trade value (£)', int(0, 50)), col('dockyard', 'Dockyards', bool), col('country', 'Country (owner at the start)', text(40), false)],
  defaultRows: ['Anvers', 'Boulogne', 'Dover', 'Saint-Petersbourg', 'Triest', 'Gibraltar'].map((h) => row(h, { seaArea: missing('On the map (digest M14)'), tradeValue: missing('On the map (digest M14)'), dockyard: missing('On the map'), country: missing('On the map: the power or minor whose territory holds the harbour (it pre-fills the trade sheet)') })),
  usedBy: ['Trade and corsairs calculator (Winter)', 'Fleet production (dockyards)', 'Continental Blockade income for France'],
};

const seaAreas: TableDef = {
  id: 'sea-areas',
  title: 'Sea areas',
  description: 'Each sea area and whether it has a corsair box. Seeded with the sea areas the rulebook names.',
  cite: ['Glossary: Corsair boxes', '§5.2.3.9', '§12.3.2.2'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Sea area',
  columns: [col('corsairBox', 'Corsair box', bool)],
  defaultRows: [
    row('Baltic Sea', { corsairBox: rb(true, '§12.3.2.2', 'The corsairs example is in the Baltic') }),
    row('Straits', { corsairBox: missing('On the map') }),
    row('Black Sea', { corsairBox: missing('On the map') }),
    row('Channel', { corsairBox: missing('On the map') }),
  ],
  usedBy: ['Trade and corsairs calculator (Winter)', 'Fleet movement limits reminders'],
};

const unitTypeSpec = oneOf(['infantry', 'Infantry'], ['cavalry', 'Cavalry (counts against the ¼ Pr cap)'], ['fleet', 'Fleet'], ['other', 'Other']);
const production: TableDef = {
  id: 'production',
  title: 'Production costs',
  description:
    'Pr and £ to produce each kind of unit or step in Winter, from the production play aid (land units cost double £ in the other seasons), and its type: a cavalry unit counts against the quarter of the year’s Pr (§12.4.2), whatever its name. If your play aid prices a power differently, add a row “power:kind” (for example “france:infantry-step”); it overrides the general row.',
  cite: ['§12.4.2', '§12.5.1', '§14.3.2'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Unit',
  columns: [col('pr', 'Recruit points', int(0, 50)), col('pounds', '£', int(0, 200)), { ...col('type', 'Type', unitTypeSpec), addedLater: true }],
  defaultRows: (
    [
      ['infantry-step', 'Infantry step', 'infantry'],
      ['cavalry-step', 'Cavalry step (at most a quarter of the year’s Pr)', 'cavalry'],
      ['infantry-corps', 'Infantry corps (a new counter)', 'infantry'],
      ['cavalry-corps', 'Cavalry corps (a new counter)', 'cavalry'],
      ['fleet-step', 'Fleet step (arrives 4 turns later)', 'fleet'],
      ['partisan', 'Partisan (liberation war only)', 'other'],
      ['engineer', 'Engineer unit', 'other'],
      ['supply-unit', 'Supply unit', 'other'],
      ['army-marker', 'Army marker', 'other'],
    ] as const
  ).map(([key, label, type]) => row(key, { pr: missing('On the production play aid (digest M12)'), pounds: missing('On the production play aid (digest M12)'), type: rb(type, '§12.4.2', 'What the row builds') }, label)),
  usedBy: ['Budget phase wizard: production', 'Cavalry quarter (§12.4.2)'],
};

/** The units whose counters are counted by default: the corps the production play aid builds as new counters. */
const COUNTED_UNITS = [
  ['infantry-corps', 'infantry corps'],
  ['cavalry-corps', 'cavalry corps'],
] as const;
const counterMix: TableDef = {
  id: 'counter-mix',
  title: 'Counter mix',
  description:
    '“Each major and minor power has a maximum number of units that can be produced. This limit is simply the number of counters provided in the game” (§12.4.2). Count each power’s counters in the box, keyed “power:unit” with the unit as the table “Production costs” names it (for example “prussia:infantry-corps”); add a row for any other unit your play aid builds as a new counter. A unit with no row here is not limited; an empty count is not checked.',
  cite: ['§12.4.2', '§1'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Power:unit',
  columns: [col('counters', 'Counters in the game', int(0, 99))],
  defaultRows: POWERS.flatMap((p) => COUNTED_UNITS.map(([k, l]) => row(`${p.value}:${k}`, { counters: missing('Count the counters in the box (digest M18)') }, `${p.label}: ${l}`))),
  usedBy: ['Budget phase wizard: production (counter limit)'],
  addedLater: true,
};

const maintenance: TableDef = {
  id: 'maintenance',
  title: 'Budget sheet: maintenance',
  description: 'The support items of the budget sheet in the order they must be paid each Winter, with their £ cost. An unpaid unit is removed at once. Add every item of your budget sheet.',
  cite: ['§12.4.1'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Item',
  columns: [col('order', 'Order on the sheet', int(1, 50)), col('pounds', '£', int(0, 200))],
  defaultRows: [row('army-marker', { order: missing('On the budget sheet (digest M12)'), pounds: missing('On the budget sheet (digest M12)') }, 'Supplied army (its army marker)')],
  usedBy: ['Budget phase wizard: maintenance'],
};

const externalWars: TableDef = {
  id: 'external-wars',
  title: 'External wars',
  description: 'The wars outside the map: the power involved, the minimum duration in turns and the expeditionary corps it must keep in the external-wars box, from the play aid.',
  cite: ['§14.1', '§11.1.2'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'War',
  columns: [col('power', 'Power', powerSpec), col('minTurns', 'Minimum duration (turns)', int(0, 40)), col('expeditionaryCorps', 'Expeditionary corps required', text(80))],
  defaultRows: [
    row('USA', { power: rb('great-britain', '§11.1.2', '“war between USA and Great Britain”'), minTurns: missing('On the play aid (digest M15)'), expeditionaryCorps: missing('On the play aid (digest M15)') }),
    row('Persia', { power: missing(), minTurns: missing('On the play aid (digest M15)'), expeditionaryCorps: missing('On the play aid (digest M15)') }),
    row('India', { power: missing(), minTurns: missing('On the play aid (digest M15)'), expeditionaryCorps: missing('On the play aid (digest M15)') }),
  ],
  usedBy: ['External wars tracker', 'Victory points (−1 VP per turn without the corps)'],
};

const nationalRevolts: TableDef = {
  id: 'national-revolts',
  title: 'National revolts',
  description: 'Which major powers check for national uprisings (triggered by events), and where their insurgents may go if not only inside the national territory.',
  cite: ['§14.5'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Power',
  columns: [col('checks', 'Checks for national revolts', bool), col('insurgentArea', 'Insurgents may go (if beyond the national territory)', text(80), false)],
  defaultRows: POWERS.map((p) => row(p.value, { checks: missing('On the play aid (digest M16)') }, p.label)),
  usedBy: ['Special-rules tracker: insurgents'],
};

// ---- Scenarios ---------------------------------------------------------------------------------

const seasonSpec = oneOf(...SEASONS);
const scenarios: TableDef = {
  id: 'scenarios',
  title: 'Scenarios',
  description: 'Each scenario of the scenario booklet: first and last turn, two-player or multi-player, and who plays first (he chooses the first initiative marker). Replace the placeholder row with your scenarios.',
  cite: ['§3.2', 'DSoP 5.0'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Scenario',
  columns: [
    col('startYear', 'First year', int(1800, 1815)),
    col('startSeason', 'First season', seasonSpec),
    col('endYear', 'Last year', int(1800, 1815)),
    col('endSeason', 'Last season', seasonSpec),
    col('players', 'Players', oneOf(['two', 'Two players'], ['multi', 'Multi-player'])),
    col('firstPlayer', 'Plays first', text(40)),
  ],
  defaultRows: [row('scenario-1', Object.fromEntries(['startYear', 'startSeason', 'endYear', 'endSeason', 'players', 'firstPlayer'].map((c) => [c, missing('Scenario booklet (digest M17)')])), 'Placeholder: no scenario is named in the rulebook')],
  usedBy: ['Campaign set-up', 'Turn tracker (first and last turn)', 'Initiative pool (first turn)'],
};

const scenarioPowers: TableDef = {
  id: 'scenario-powers',
  title: 'Scenario starting values',
  description: 'Each power’s starting treasury (£), recruit points and victory points in each scenario, keyed “scenario:power”. Deployments, diplomatic statuses and victory conditions are in the scenario booklet too.',
  cite: ['DSoP 5.0', '§12.1'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Scenario:power',
  columns: [col('treasury', 'Treasury (£)', int(0, 1000)), col('pr', 'Recruit points', int(0, 200)), col('vp', 'Victory points', int(-100, 100))],
  defaultRows: POWERS.map((p) => row(`scenario-1:${p.value}`, { treasury: missing('Scenario booklet (digest M17)'), pr: missing('Scenario booklet (digest M17)'), vp: missing('Scenario booklet (digest M17)') }, p.label)),
  usedBy: ['Campaign set-up: treasuries and VP'],
};

// ---- Counters ----------------------------------------------------------------------------------

const LC = 'On the counter (digest M18)';
const leaderCells = (power: Cell, o: Partial<Record<'initiative' | 'combat' | 'stars' | 'sovereign' | 'cavalry' | 'entryYear' | 'armyInitiative' | 'armyCapability' | 'armyCombat', Cell>> = {}): Record<string, Cell> => ({
  power,
  initiative: o.initiative ?? missing(LC),
  combat: o.combat ?? missing(LC),
  stars: o.stars ?? missing(LC),
  sovereign: o.sovereign ?? missing(LC),
  cavalry: o.cavalry ?? missing(LC),
  entryYear: o.entryYear ?? missing(LC),
  ...(o.armyInitiative ? { armyInitiative: o.armyInitiative } : {}),
  ...(o.armyCapability ? { armyCapability: o.armyCapability } : {}),
  ...(o.armyCombat ? { armyCombat: o.armyCombat } : {}),
});
const SUCC = '§14.2';
const leaders: TableDef = {
  id: 'leaders',
  title: 'Leaders',
  description:
    'Each leader counter. Front (corps leader): initiative 1-6, combat modifier, stars, crown (sovereign), crossed sabres (cavalry leader), entry year. Back (army commander, some leaders only): initiative, command capability (corps) and combat modifier; leave them empty if the back is blank. Seeded with the leaders the rulebook’s examples name.',
  cite: ['§1.1.4', '§4.2', '§12.5.2'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Leader',
  columns: [
    col('power', 'Power', text(30)),
    col('initiative', 'Initiative', int(1, 6)),
    col('combat', 'Combat modifier', int(0, 6)),
    col('stars', 'Stars', int(0, 6)),
    col('sovereign', 'Crown (sovereign)', bool),
    col('cavalry', 'Cavalry leader', bool),
    col('entryYear', 'Entry year', int(1800, 1815)),
    col('armyInitiative', 'Army side: initiative', int(1, 6), false),
    col('armyCapability', 'Army side: command capability', int(1, 20), false),
    col('armyCombat', 'Army side: combat modifier', int(0, 6), false),
  ],
  defaultRows: [
    row('Napoleon', leaderCells(rb('france', '§4.2.4.2'), { armyInitiative: rb(6, '§5.2.3.5', 'Given while he leads his army') })),
    row('Berthier', leaderCells(rb('france', '§4.2.4.2'))),
    row('Ferdinand', leaderCells(rb('austria', '§5.2.3.4'), { armyInitiative: rb(3, '§5.2.3.5', 'Given while he leads the Austrian army') })),
    row('Charles', leaderCells(rb('austria', '§6'), { armyCombat: rb(2, '§6', 'Given while he leads an Austrian army; “tactical capability of 2” in §8.1.3.3') })),
    row('Blücher', leaderCells(rb('prussia', '§8.3.3.2'), { armyCombat: rb(1, '§8.3.3.2', 'Given while he leads a Prussian army') })),
    row('Alten', leaderCells(rb('great-britain', '§5.1.3'), { initiative: rb(3, '§5.1.3', 'The example does not say which side of the counter') })),
    row('Craig', leaderCells(rb('great-britain', '§5.1.3'), { initiative: rb(1, '§5.1.3', 'The example does not say which side of the counter') })),
    row('Wellesley', leaderCells(unverified('great-britain', 'Nationality not stated (§14.6.4); historically British'))),
    row('Wellington', leaderCells(unverified('great-britain', 'Nationality not stated (§14.6.4); historically British'))),
    row('Murad Bey', leaderCells(rb('egypt', '§4.2.2', 'Egyptian, a minor allied to Turkey'))),
    row('Selim III', leaderCells(rb('turkey', SUCC), { sovereign: rb(true, SUCC) })),
    row('Mustapha IV', leaderCells(rb('turkey', SUCC), { sovereign: rb(true, SUCC) })),
    row('Mahmud II', leaderCells(rb('turkey', SUCC), { sovereign: rb(true, SUCC) })),
  ],
  usedBy: ['Leader registry and pool draws', 'Land battle resolver: commanders', 'Initiative pool: eligible leaders'],
};

const armyMarkers: TableDef = {
  id: 'army-markers',
  title: 'Army markers',
  description: 'Each army marker and its artillery value, front (in supply) and back (out of supply: 0 except the Grande Armée’s 2). Seeded with the armies the rulebook names.',
  cite: ['§1.1.2'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Army',
  columns: [col('power', 'Power', powerSpec), col('artillery', 'Artillery (front)', int(0, 10)), col('artilleryOutOfSupply', 'Artillery out of supply (back)', int(0, 10))],
  defaultRows: [
    row('Grande Armée', { power: rb('france', '§5.2.3.4', 'Napoleon’s Grand Army'), artillery: missing(LC), artilleryOutOfSupply: rb(2, '§1.1.2') }),
    row('Army of the Rhine', { power: rb('austria', '§5.1.5.2'), artillery: missing(LC), artilleryOutOfSupply: rb(0, '§1.1.2') }),
    row('First Russian Army', { power: rb('russia', '§5.1.5.2'), artillery: missing(LC), artilleryOutOfSupply: rb(0, '§1.1.2') }),
  ],
  usedBy: ['Land battle resolver: artillery', 'Army registry'],
};

const corpsType = oneOf(
  ['infantry', 'Infantry corps'],
  ['light-cavalry', 'Light cavalry (C)'],
  ['reserve-cavalry', 'Reserve or heavy cavalry (Cr)'],
  ['guard-infantry', 'Guard infantry (Ginf)'],
  ['guard-cavalry', 'Guard cavalry (Gcav)'],
  ['grenadiers', 'Grenadiers'],
  ['militia', 'Militia'],
  ['national-guard', 'National Guard'],
  ['feudal', 'Feudal'],
  ['borderers', 'Borderers'],
  ['other', 'Other'],
);
const corps: TableDef = {
  id: 'corps',
  title: 'Corps counters',
  description: 'Each corps counter’s front values (steps, artillery, morale, combat modifier, intrinsic light cavalry), keyed “power:name”. Seeded with the corps the rulebook names.',
  cite: ['§1.1.1', '§12.2', '§14.6'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Corps',
  columns: [
    col('power', 'Power', text(30)),
    col('type', 'Type', corpsType),
    col('steps', 'Steps', int(1, 3)),
    col('artillery', 'Artillery', int(0, 10)),
    col('morale', 'Morale', int(0, 6)),
    col('modifier', 'Combat modifier', int(-3, 5)),
    col('intrinsicCavalry', 'Intrinsic light cavalry', bool),
  ],
  defaultRows: [
    ...['I', 'II', 'III', 'IV', 'V', 'VI'].map((n) =>
      row(`france:${n}`, { power: rb('france', '§12.2'), type: rb('infantry', '§12.2'), steps: missing(LC), artillery: missing(LC), morale: missing(LC), modifier: rb(2, '§12.2', '+1 after France’s second early conscript class'), intrinsicCavalry: missing(LC) }),
    ),
    row('turkey:Romanian feudal', { power: rb('turkey', '§14.6.2'), type: rb('feudal', '§14.6.2'), steps: rb(2, '§14.6.2', 'Basic manpower of 2 combat points'), artillery: missing(LC), morale: missing(LC), modifier: missing(LC), intrinsicCavalry: missing(LC) }),
  ],
  usedBy: ['Force entry presets for the battle resolver'],
};

const STEPS = '§1.1.1.1';
const unitSteps: TableDef = {
  id: 'unit-steps',
  title: 'Loss steps by unit type',
  description: 'How many loss steps (combat points) a full unit of each type has. Some minor countries’ corps have only two: see the counter.',
  cite: ['§1.1.1.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Unit type',
  columns: [col('steps', 'Steps', int(1, 3))],
  defaultRows: (
    [
      ['corps', 'Corps', 3, 'Usually 3'],
      ['cavalry-corps', 'Cavalry corps', 2, undefined],
      ['militia-corps', 'Militia corps', 2, undefined],
      ['feudal-corps', 'Feudal corps', 2, undefined],
      ['detachment', 'Detachment', 1, undefined],
      ['cossack', 'Cossacks', 1, undefined],
      ['partisan', 'Partisans', 1, undefined],
      ['engineer', 'Engineers', 1, undefined],
      ['supply-unit', 'Supply unit', 1, undefined],
    ] as const
  ).map(([key, label, n, note]) => row(key, { steps: rb(n, STEPS, note) }, label)),
  usedBy: ['Land battle resolver: losses', 'Battle size (corps count)'],
};

const MF = '§1.1.1.2';
const movement: TableDef = {
  id: 'movement',
  title: 'Movement factors',
  description: 'Movement points per activation. Engineers and supply units have theirs printed on the counter. Extended movement adds 50 %.',
  cite: ['§1.1.1.2', '§1.1.3', '§1.1.4'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Unit',
  columns: [col('mp', 'Movement points', int(0, 20))],
  defaultRows: [
    row('infantry', { mp: rb(6, MF) }, 'Infantry'),
    row('militia', { mp: rb(6, MF) }, 'Militia'),
    row('national-guard', { mp: rb(6, MF) }, 'National Guard'),
    row('cavalry', { mp: rb(6, MF) }, 'Cavalry'),
    row('cavalry-under-cavalry-leader', { mp: rb(8, MF) }, 'Cavalry under a cavalry leader'),
    row('leader', { mp: rb(8, '§1.1.4') }, 'Leader'),
    row('cossack', { mp: rb(8, '§1.1.3.4') }, 'Cossacks'),
    row('guerrilla', { mp: rb(2, '§1.1.3.3') }, 'Guerrillas'),
    row('engineer', { mp: missing('Printed on the counter (§1.1.3.1)') }, 'Engineers'),
    row('supply-unit', { mp: missing('Printed on the counter (§1.1.1.2)') }, 'Supply unit'),
  ],
  usedBy: ['Movement helper', 'Overrun helper'],
};

const PASS = '§5.2.3.7';
const mountainPasses: TableDef = {
  id: 'mountain-passes',
  title: 'Mountain passes',
  description:
    'The MPs to cross a mountain pass from one hex to the next, keyed “from-to”: the benefit holds only crossing as the pass is drawn on the map, so each direction is its own row. The rulebook gives four crossings as its example; add the others from the map.',
  cite: [PASS],
  layout: 'records',
  rows: 'open',
  keyLabel: 'From-to (hexes)',
  columns: [col('mp', 'Movement points', int(0, 20))],
  defaultRows: [row('4227-4228', { mp: rb(4, PASS) }), row('0128-4228', { mp: rb(2, PASS) }), row('4228-0129', { mp: rb(4, PASS) }), row('4228-4227', { mp: rb(1, PASS) })],
  usedBy: ['Movement helper'],
  addedLater: true,
};

const specialUnits: TableDef = {
  id: 'special-units',
  title: 'Guerrillas and cossacks',
  description: 'The fixed values of the units that move and fight without a leader.',
  cite: ['§1.1.3.3', '§1.1.3.4'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Unit',
  columns: [col('initiative', 'Initiative', int(0, 6)), col('combat', 'Combat value', int(0, 6)), col('morale', 'Morale', int(0, 6))],
  defaultRows: [
    row('guerrilla', { initiative: rb(1, '§1.1.3.3'), combat: rb(1, '§1.1.3.3'), morale: rb(2, '§1.1.3.3') }, 'Guerrillas (partisans)'),
    row('cossack', { initiative: rb(2, '§1.1.3.4'), combat: rb(1, '§1.1.3.4'), morale: rb(2, '§1.1.3.4') }, 'Cossacks'),
  ],
  usedBy: ['Land battle resolver', 'Avoidance check (cossacks or partisans alone)'],
};

// ---- Procedures the rulebook spells out --------------------------------------------------------

const comparisonSpec = oneOf(['at-least', 'At least the target'], ['exactly', 'Exactly the target']);
type CheckSeed = [key: string, label: string, dice: string, comparison: string, target: number, cite: string];
const checkSeeds: CheckSeed[] = [
  ['interception', 'Land interception', '2D6', 'at-least', 10, '§5.2.3.3'],
  ['avoidance', 'Land combat avoidance', '2D6', 'at-least', 10, '§5.2.3.5'],
  ['march-to-the-sound', 'Marching to the sound of the gun', '2D6', 'at-least', 10, '§8.1.1'],
  ['naval-detection', 'Naval detection, avoidance and interception', '2D6', 'at-least', 10, '§5.3.2.2'],
  ['diplomacy', 'Diplomatic attempt (minor or major)', '2D6', 'at-least', 10, '§11.2.2.2'],
  ['external-war-end', 'Ending an external war', '2D6', 'at-least', 10, '§14.1'],
  ['second-tactic', 'Second tactical marker (1D6 + leader’s combat value)', '1D6', 'at-least', 5, '§8.1.3.2'],
  ['naval-volley', 'Naval volley, per fleet point', '1D6', 'at-least', 6, '§10.1'],
  ['coastal-battery', 'Coastal battery shot', '1D6', 'at-least', 5, '§10.4'],
  ['admiral-death', 'Named admiral killed', '2D6', 'exactly', 12, '§10.5'],
  ['corsair-detection', 'Detecting a corsair', '1D6', 'at-least', 5, '§12.3.2.2'],
  ['corsair-sinking', 'Sinking a detected corsair', '1D6', 'at-least', 5, '§12.3.2.2'],
  ['minor-unit-joins', 'Conquered minor’s corps or detachment joins the conqueror', '1D6', 'at-least', 5, '§13.1.2'],
  ['minor-fleet-joins', 'Conquered minor’s fleet point joins the conqueror', '1D6', 'at-least', 4, '§13.1.2'],
  ['turkish-neutrality', 'Turkey reverts to neutrality after a succession', '1D6', 'at-least', 4, '§14.2'],
  ['spanish-instability', 'Spain breaks its alliance', '2D6', 'at-least', 12, '§14.3.1'],
  ['anvers-fleet', 'Anvers builds a free fleet point (optional)', '1D6', 'at-least', 4, '§15.3'],
];
const checks: TableDef = {
  id: 'checks',
  title: 'Die checks',
  description: 'The fixed-target die checks the rulebook spells out (modifiers in the Modifiers table). Rally (1D6 ≤ morale + combat value), demoralisation (1D6 + modifiers > morale) and movement success (1D6 ≤ initiative) compare with a unit’s own values.',
  cite: [...new Set(checkSeeds.map((c) => c[5]))],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Check',
  columns: [col('dice', 'Dice', diceSpec), col('comparison', 'Succeeds on', comparisonSpec), col('target', 'Target', int(1, 18))],
  defaultRows: checkSeeds.map(([key, label, dice, cmp, target, cite]) =>
    row(key, { dice: rb(dice, cite), comparison: rb(cmp, cite), target: rb(target, cite, key === 'spanish-instability' ? 'Printed “a result of 12”; see the rule setting' : undefined) }, label),
  ),
  usedBy: ['Dice roller: named procedures', 'Probability display'],
};

const modCheck = oneOf(
  ['interception', 'Land interception'],
  ['avoidance', 'Land combat avoidance'],
  ['march-to-the-sound', 'Marching to the sound of the gun'],
  ['battle', 'Battle (2D6 on the CRT)'],
  ['demoralisation', 'Demoralisation check'],
  ['rally', 'Rally'],
  ['attrition', 'Attrition'],
  ['siege', 'Siege attempt'],
);
const modSource = oneOf(
  ['fixed', 'The value itself'],
  ['leader-initiative', 'Leader’s initiative × value'],
  ['leader-combat', 'Leader’s combat value × value'],
  ['army-commander-combat', 'Army commander’s combat value × value'],
  ['per-combat-point', 'Per combat point of difference × value'],
  ['per-unit', 'Per unit counted × value'],
);
const modKind = oneOf(['drm', 'Die roll modifier'], ['target', 'Added to the target number'], ['column-shift', 'Column shift (+ = right, worse)']);
type ModSeed = [key: string, label: string, check: string, kind: string, source: string, value: Cell, cite?: string];
const modSeeds: ModSeed[] = [
  ['interception:light-cavalry', 'Light cavalry present', 'interception', 'drm', 'fixed', rb(1, '§5.2.3.3')],
  ['interception:cavalry-leader', 'Cavalry leader present', 'interception', 'drm', 'fixed', rb(1, '§5.2.3.3')],
  ['interception:costly-hex', 'Interception hex costs 2+ MP', 'interception', 'drm', 'fixed', rb(-1, '§5.2.3.3')],
  ['interception:unbridged-river', 'Unbridged river (engineers or an army)', 'interception', 'drm', 'fixed', rb(-3, '§5.2.3.3')],
  ['interception:lower-initiative', 'Initiative lower than the phasing leader’s', 'interception', 'drm', 'fixed', rb(-1, '§5.2.3.3')],
  ['interception:two-nations', 'At least 2 nations among the interceptors', 'interception', 'drm', 'fixed', rb(-1, '§5.2.3.3')],
  ['interception:two-armies', '2 or more armies', 'interception', 'drm', 'fixed', rb(-1, '§5.2.3.3')],
  ['avoidance:initiative', 'Leader’s initiative (or that of cossacks or partisans alone)', 'avoidance', 'drm', 'leader-initiative', rb(1, '§5.2.3.5')],
  ['avoidance:difficult-terrain', 'Difficult terrain (2+ MP to enter)', 'avoidance', 'drm', 'fixed', rb(1, '§5.2.3.5')],
  ['avoidance:light-cavalry', 'Light cavalry present', 'avoidance', 'drm', 'fixed', rb(1, '§5.2.3.5')],
  ['avoidance:unbridged-river', 'Crossing an unbridged river with engineers', 'avoidance', 'drm', 'fixed', rb(-3, '§5.2.3.5')],
  ['avoidance:cossacks-partisans-alone', 'Cossacks or partisans alone (on top of their initiative)', 'avoidance', 'drm', 'fixed', rb(3, '§5.2.3.5')],
  ['avoidance:lower-initiative', 'Initiative lower than the phasing leader’s', 'avoidance', 'drm', 'fixed', rb(-1, '§5.2.3.5')],
  ['avoidance:cavalry-leader', 'Cavalry leader present', 'avoidance', 'drm', 'fixed', rb(1, '§5.2.3.5')],
  ['march-to-the-sound:leader', 'Leader’s combat bonus', 'march-to-the-sound', 'drm', 'leader-combat', rb(1, '§8.1.1')],
  ['march-to-the-sound:army-commander', 'Army commander’s combat bonus (army in the battle hex, capability not exceeded)', 'march-to-the-sound', 'drm', 'army-commander-combat', rb(1, '§8.1.1')],
  ['march-to-the-sound:unbridged-river', 'Crossing an unbridged river', 'march-to-the-sound', 'drm', 'fixed', rb(-4, '§8.1.1')],
  ['march-to-the-sound:unbridged-river-engineers', 'Crossing an unbridged river with engineers', 'march-to-the-sound', 'drm', 'fixed', rb(-2, '§8.1.1')],
  ['march-to-the-sound:demoralised', 'Demoralised', 'march-to-the-sound', 'drm', 'fixed', rb(-4, '§8.1.1')],
  ['march-to-the-sound:out-of-supply', 'Out of supply', 'march-to-the-sound', 'drm', 'fixed', rb(-4, '§8.1.1')],
  ['battle:artillery-superiority', 'More artillery points', 'battle', 'drm', 'fixed', rb(1, '§8.1.5')],
  ['battle:artillery-double', 'Twice the enemy’s artillery points', 'battle', 'drm', 'fixed', rb(2, '§8.1.5')],
  ['battle:cavalry-superiority', 'More cavalry points (Cr and Guard cavalry doubled)', 'battle', 'drm', 'fixed', rb(1, '§8.1.6')],
  ['battle:cavalry-double', 'Twice the enemy’s cavalry points', 'battle', 'drm', 'fixed', rb(2, '§8.1.6')],
  ['battle:leader', 'Overall commander’s combat value', 'battle', 'drm', 'leader-combat', rb(1, '§8.2.3')],
  ['battle:interception', 'The intercepting force', 'battle', 'drm', 'fixed', rb(1, '§5.2.3.3')],
  ['battle:failed-avoidance', 'Failed a combat avoidance (first round only)', 'battle', 'drm', 'fixed', rb(-1, '§5.2.3.5')],
  ['battle:river-engineers', 'Crossing an unbridged river with engineers into an enemy hex', 'battle', 'drm', 'fixed', rb(-1, '§5.2.3.7')],
  ['battle:naval-invasion', 'Naval invasion (landing in an enemy-occupied harbour)', 'battle', 'drm', 'fixed', rb(-3, '§5.3.2.5')],
  ['battle:out-of-supply', 'Out of supply', 'battle', 'drm', 'fixed', unverified(-1, 'A “die roll penalty” of unstated size (§7.1.3); the digest’s placeholder (A-12). Check the play aid.')],
  ['demoralisation:commander', 'Overall commander’s combat bonus', 'demoralisation', 'drm', 'leader-combat', rb(-1, '§8.3.3.2')],
  ['demoralisation:commander-wounded', 'Overall commander wounded', 'demoralisation', 'drm', 'fixed', rb(1, '§8.3.3.2')],
  ['demoralisation:commander-killed', 'Overall commander killed (+ his tactical value)', 'demoralisation', 'drm', 'leader-combat', rb(1, '§8.3.3.2')],
  ['demoralisation:leader-killed', 'Another leader of combat value 2+ killed', 'demoralisation', 'drm', 'fixed', rb(1, '§8.3.3.2')],
  ['demoralisation:loss-difference', 'Each combat point the loser lost more than the winner (last round)', 'demoralisation', 'drm', 'per-combat-point', rb(1, '§8.3.3.2')],
  ['rally:demoralised', 'Morale while demoralised', 'rally', 'target', 'fixed', rb(-1, '§6')],
  ['rally:capital-lost', 'Morale when the capital is lost', 'rally', 'target', 'fixed', rb(-1, '§6')],
  ['rally:leader', 'Leader’s combat value (added to the morale)', 'rally', 'target', 'leader-combat', rb(1, '§6')],
  ['attrition:provincial-troubles', 'In a province with a Troubles marker', 'attrition', 'column-shift', 'fixed', rb(1, '§14.4')],
  ['attrition:russian', 'Russian steps (at least half of those involved)', 'attrition', 'drm', 'fixed', rb(-1, '§7.3.3', '“The Russian -1 bonus”; France shares it until its second early conscript class (§12.2)')],
  ['attrition:forced-march', 'Second activation (forced march)', 'attrition', 'drm', 'fixed', missing('On the attrition play aid (digest M8)'), '§7.3.2'],
  ['attrition:out-of-supply', 'Out of supply (activated for a second time)', 'attrition', 'drm', 'fixed', missing('A “die roll penalty” (§7.3.2); value on the play aid (digest M8)'), '§7.3.2'],
  ['attrition:five-mp', 'Spent 5 or more MP', 'attrition', 'drm', 'fixed', missing('Named in the §9.1.3 example; value on the play aid'), '§9.1.3'],
  ['attrition:depot', 'Spending a depot (one per stack activation)', 'attrition', 'drm', 'fixed', missing('A “die roll bonus” (§7.2.3); value on the play aid'), '§7.2.3'],
  ['siege:engineers', 'Supplied engineers (S+1)', 'siege', 'drm', 'fixed', rb(1, '§1.1.3.1')],
  ['siege:out-of-supply', 'Out of supply', 'siege', 'drm', 'fixed', unverified(-1, 'A “die roll penalty” of unstated size (§7.1.3); the digest’s placeholder (A-12). Check the play aid.')],
];
/** Attrition modifiers whose form (die roll modifier or column shift) the rulebook does not give. */
const KIND_UNKNOWN: Record<string, string> = {
  'attrition:russian': 'A “-1 bonus”: die roll modifier or column shift is on the play aid',
  'attrition:forced-march': 'Whether and how a forced march modifies the check is on the play aid',
  'attrition:five-mp': 'A “penalty for having spent 5+ MPs”: its form is on the play aid',
};
const modifiers: TableDef = {
  id: 'modifiers',
  title: 'Modifiers',
  description:
    'Every modifier the rulebook lists in its text, by check. A “source” other than fixed means the value multiplies a leader’s or unit’s own figure (e.g. +1 × initiative). Modifiers that are only on the play aids are missing.',
  cite: [...new Set(modSeeds.map((m) => m[6] ?? m[5].cite).filter((c): c is string => !!c))],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Modifier',
  columns: [col('check', 'Check', modCheck), col('kind', 'Kind', modKind), col('source', 'Source', modSource), col('value', 'Value', int(-10, 10))],
  defaultRows: modSeeds.map(([key, label, check, kind, source, value, where]) => {
    const cite = where ?? value.cite ?? '§7.3.3';
    const kindCell = KIND_UNKNOWN[key] ? missing(KIND_UNKNOWN[key]) : rb(kind, cite);
    return row(key, { check: rb(check, cite), kind: kindCell, source: rb(source, cite), value }, label);
  }),
  usedBy: ['Interception, avoidance and march calculators', 'Land battle resolver', 'Demoralisation and rally checks', 'Attrition calculator', 'Siege resolver'],
};

const MS = '§5.2.2.3';
const movementChecks: TableDef = {
  id: 'movement-checks',
  title: 'Movement success',
  description: 'Which moving stacks must check initiative (1D6 ≤ the overall commander’s initiative succeeds) and what a failure costs the stack’s movement factor.',
  cite: ['§5.2.2.3'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Moving stack',
  columns: [col('check', 'Must check', bool), col('onFailure', 'On a failure', oneOf(['none', 'No effect'], ['minus-1', 'MF −1'], ['minus-2', 'MF −2'], ['halved', 'MF halved']))],
  defaultRows: (
    [
      ['one-country', 'Corps and detachments of one country', false, 'none'],
      ['mixed-countries', 'Corps and detachments of different countries', true, 'minus-2'],
      ['two-armies-one-country', 'Two armies of one country', true, 'minus-1'],
      ['two-armies-two-countries', 'Two armies of different countries', true, 'minus-2'],
      ['three-armies-one-country', 'Three armies of one country', true, 'minus-2'],
      ['three-armies-several-countries', 'Three armies of at least two countries', true, 'halved'],
    ] as const
  ).map(([key, label, check, fail]) => row(key, { check: rb(check, MS), onFailure: rb(fail, MS, check ? undefined : 'Automatically successful') }, label)),
  usedBy: ['Movement success check'],
};

const troubles: TableDef = {
  id: 'provincial-troubles',
  title: 'Provincial troubles',
  description: 'The 1D6 roll at the end of the activation phase while a supplied corps occupies the capital of a province in trouble.',
  cite: ['§14.4'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: '1D6',
  columns: [col('outcome', 'Outcome', oneOf(['ends', 'The revolt ends'], ['ends-step-lost', 'The revolt ends; the corps loses 1 step'], ['continues-step-lost', 'The revolt goes on; the corps loses 1 step']))],
  defaultRows: [1, 2, 3, 4, 5, 6].map((n) => row(String(n), { outcome: rb(n >= 4 ? 'ends' : n >= 2 ? 'ends-step-lost' : 'continues-step-lost', '§14.4') })),
  usedBy: ['Special-rules tracker: provincial troubles'],
};

const battleSizes = constants(
  'battle-sizes',
  'Battle sizes',
  'Thresholds that pick the combat results table, counted in HALF-corps: a corps counts 2; a detachment, a corps on its reverse side, cossacks and partisans 1; army markers, engineers and supply units 0.',
  ['Land battle resolver: battle size'],
  [
    ['skirmish-max-total', 'Skirmish: at most this many half-corps in all (2.5 corps)', rb(5, '§8')],
    ['minor-min-total', 'Minor battle: from this many half-corps in all (3 corps)', rb(6, '§8')],
    ['minor-max-total', 'Minor battle: up to this many half-corps in all (9.5 corps)', rb(19, '§8')],
    ['major-min-total', 'Major battle: at least this many half-corps in all (10 corps)', rb(20, '§8')],
    ['major-min-weaker', 'Major battle: at least this many half-corps on the weaker side (4 corps)', rb(8, '§8')],
  ],
);

const costs = constants(
  'costs',
  'Costs and income (£)',
  'Every £ amount the rulebook gives. Unit costs are in the Production table.',
  ['Budget phase wizard', 'Diplomacy calculator', 'Initiative pool manager', 'Leader registry', 'External wars tracker'],
  [
    ['naval-2-marker', 'Extra Naval 2 initiative marker (from France or Great Britain)', rb(25, '§3.1')],
    ['leader-takeover', 'A senior leader takes over an army (the replaced leader goes to the pool)', rb(5, '§4.2.4.2')],
    ['admiral-dismissal', 'Dismissing an admiral', rb(5, '§4.2.5')],
    ['leader-dismissal', 'Dismissing a land leader (free after a lost minor or major battle)', unverified(5, 'Not stated; the digest reads the same 5 £ as for admirals (A-34)')],
    ['minor-attempt', 'Diplomatic attempt on a minor', rb(2, '§11.2.1')],
    ['embassy', 'Embassy (a second attempt)', rb(10, '§11.2.1')],
    ['bribe-per-point', 'Bribe per +1 on a minor attempt (at most +2)', rb(5, '§11.2.2.2')],
    ['major-attempt', 'Attempt on a neutral major power (two-player)', rb(10, '§11.3')],
    ['support-per-point', 'Financial support per +1 on a major attempt (at most +2)', rb(10, '§11.3.2')],
    ['alliance-credit-point', 'Alliance credit per point bought (optional rule)', rb(20, '§11.3.3.4')],
    ['savings-cap', 'Savings cap for France, Russia, Prussia and Austria', rb(25, '§12.1.2')],
    ['gift-cap-percent', 'Gifts given, % of the giver’s resources (not Great Britain)', rb(25, '§12.3.4')],
    ['spanish-gold', 'Spanish gold from the New World each Winter', rb(15, '§12.3.3')],
    ['external-war-upkeep', 'Each external war, each Winter', rb(20, '§14.1')],
    ['external-war-return', 'Bringing an expeditionary force home, per external war', rb(10, '§14.1')],
    ['blockade-harbour-value', 'France’s 1 £ per blockaded harbour of basic value at least', rb(4, '§12.3.3.1')],
    ['conscript-class-pr', 'Pr from calling a French conscript class early', missing('Not stated (digest A-48); on the play aid')],
  ],
);

const limits = constants(
  'limits',
  'Limits',
  'Counts the rules cap, for the stacking, production and procedure checks.',
  ['Stacking checks', 'Budget phase wizard', 'Naval combat resolver', 'Tactics draw', 'Supply helper'],
  [
    ['corps-per-hex', 'Corps and detachments in a hex', rb(2, '§4.1')],
    ['armies-per-hex', 'Armies of one side in a hex', rb(3, '§4.1')],
    ['cossacks-per-hex', 'Cossack units in a hex or off-map box', rb(2, '§1.1.3.4')],
    ['fleets-per-stack', 'Fleets per stack at sea', rb(2, '§5.3.2.1')],
    ['fleets-per-harbour', 'Fleets in a harbour', rb(2, 'Glossary: Harbours')],
    ['initiative-markers-per-side', 'Land initiative markers per side (1 to 5)', rb(5, '§3.1')],
    ['tactical-pool', 'Markers in the tactical pool', rb(32, 'Glossary: Tactical Pool')],
    ['supply-link-mp', 'MP between supply links', rb(4, '§7.2.2')],
    ['army-replacement-cp', 'Combat points added per army marker per budget phase', rb(2, '§12.4.2')],
    ['dockyard-fleet-points', 'Fleet points per dockyard per budget turn', rb(1, '§12.4.2')],
    ['fleet-step-delay', 'Turns before a produced fleet step arrives', rb(4, '§12.4.2')],
    ['cavalry-pr-divisor', 'Pr spent on cavalry per year: at most Pr ÷ this (rounded down)', rb(4, '§12.4.2')],
    ['conscript-classes', 'French conscript classes called early, at most', rb(3, '§12.2')],
    ['conscript-first-year', 'First Winter for early conscript classes', rb(1808, '§12.2')],
    ['reform-year', 'Prussia and Austria reform (Winter)', rb(1813, '§8.1.3.1')],
    ['overrun-ratio', 'Overrun: printed combat points at least this many times the enemy’s', rb(5, '§5.2.3.4')],
    ['naval-capture-steps', 'Naval capture: steps the loser must have lost', rb(4, '§10.2')],
    ['coastal-battery-points', 'Naval combat points per permanent fortress point', rb(2, '§10.4')],
    ['transport-cp-per-step', 'Combat points carried per fleet step', rb(1, '§5.3.2.5')],
    ['extended-movement-percent', 'Extended movement: extra MF %', rb(50, '§5.2.3.2')],
    ['wound-return-turns', 'Turns before a wounded leader returns to the pool', rb(2, '§8.2.6.1')],
    ['landwehr-steps', 'Landwehr: free infantry steps per Winter', rb(4, '§14.6.3')],
    ['event-draws-base', 'Event draws for France and for Great Britain', rb(1, '§11.1.1')],
  ],
);

const clauseSeeds = [
  ['province', 'A province or an allied minor', 1, false, false],
  ['war-indemnities', 'War indemnities (half the budget after maintenance)', 2, false, false],
  ['military-aid', 'Military aid (an infantry and a cavalry corps)', 1, false, false],
  ['continental-blockade', 'Continental Blockade', 1, false, false],
  ['imperial-wedding', 'Imperial wedding (+1 VP to the victor)', 1, true, false],
  ['mandatory-alliance', 'Mandatory alliance', 2, false, true],
] as const;
const peaceClauses: TableDef = {
  id: 'peace-clauses',
  title: 'Peace clauses',
  description: 'How many of the 4 (or 8) clauses each choice counts as, and when it is allowed. A province may be chosen at most 3 times (Peace table).',
  cite: ['§13.3.2.5'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Clause',
  columns: [col('counts', 'Counts as clauses', int(1, 4)), col('multiPlayerOnly', 'Multi-player games only', bool), col('onlyIfFoughtOn', 'Only if the vanquished fought on', bool)],
  defaultRows: clauseSeeds.map(([key, label, n, mp, fought]) => row(key, { counts: rb(n, '§13.3.2.5'), multiPlayerOnly: rb(mp, '§13.3.2.5'), onlyIfFoughtOn: rb(fought, '§13.3.2.5') }, label)),
  usedBy: ['Conquest and peace wizard: clause picker'],
};

const peace = constants(
  'peace',
  'Peace',
  'The numbers of the peace procedure.',
  ['Conquest and peace wizard', 'War tracker: mandatory peace countdown'],
  [
    ['clauses', 'Peace clauses', rb(4, '§13.3.2.5')],
    ['clauses-fought-on', 'Peace clauses if the vanquished fought on one more turn', rb(8, '§13.3.1.4')],
    ['province-clause-max', 'Province clauses, at most', rb(3, '§13.3.2.5')],
    ['mandatory-peace-dice', 'Dice (D6) rolled for the mandatory peace', rb(3, '§13.3.2.4')],
    ['mandatory-peace-min', 'Mandatory peace, at least (turns)', rb(6, '§13.3.2.4')],
    ['minor-surrender-peace', 'No war after a multi-province minor surrenders (turns)', rb(4, '§13.2')],
    ['refused-proposal-credit-max', 'Alliance credit from refused peace proposals, per war (optional)', rb(2, '§13.3.1.3')],
  ],
);

const allianceCredit = constants(
  'alliance-credit',
  'Alliance credit (optional, two-player)',
  'The starting value and every change of a major power’s alliance credit. At 0 it leaves the alliance and must sign peace at the end of the turn.',
  ['Alliance credit track (optional rule)'],
  [
    ['start', 'Starting value', rb(7, '§11.3.3.4')],
    ['per-allied-minor', 'Per minor allied to the power, at joining', rb(1, '§11.3.3.4')],
    ['bought-max', 'Points bought at joining (20 £ each), at most', rb(3, '§11.3.3.4')],
    ['allied-minor-capital-lost', 'Capital of an allied minor lost', rb(-1, '§11.3.3.4')],
    ['major-defeat-demoralised', 'Major defeat with a demoralised army', rb(-2, '§11.3.3.4')],
    ['own-capital-lost', 'Loss of its capital city', rb(-3, '§11.3.3.4')],
    ['allied-major-capital-lost', 'Capital of an allied major lost', rb(-1, '§11.3.3.4')],
    ['enemy-major-capital-taken', 'Capital of an enemy major captured', rb(3, '§11.3.3.4')],
    ['enemy-minor-capital-taken', 'Capital of an enemy minor captured', rb(1, '§11.3.3.4')],
    ['major-victory-demoralising', 'Major victory that demoralises the enemy army', rb(2, '§11.3.3.4')],
    ['major-victory-not-present', 'Major victory it took no part in', rb(1, '§11.3.3.4')],
    ['major-defeat-not-present', 'Major defeat it took no part in', rb(-1, '§11.3.3.4')],
    ['enemy-army-destroyed', 'Destroys an enemy army marker', rb(1, '§11.3.3.4')],
    ['own-army-lost', 'Loses an army marker', rb(-1, '§11.3.3.4')],
    ['officials-paid', '20 £ given to officials (once per Winter)', rb(1, '§11.3.3.4')],
    ['peace-proposal-refused', 'A peace proposal refused by the other block', rb(1, '§13.3.1.3')],
  ],
);

export const LE_GRAND_EMPIRE_DATA: GameData = {
  game: 'le-grand-empire',
  dataVersion: 1,
  tables: [
    powers,
    majorDiplomacy,
    seasons,
    tableDice,
    crtSkirmish,
    crtMinor,
    crtMajor,
    ratio,
    tacticalMarkers,
    heavyCavalry,
    wound,
    siege,
    attrition,
    terrain,
    eventTable,
    events,
    corsairs,
    provinces,
    minors,
    adjacency,
    politicalBonus,
    harbours,
    seaAreas,
    production,
    counterMix,
    maintenance,
    externalWars,
    nationalRevolts,
    scenarios,
    scenarioPowers,
    leaders,
    armyMarkers,
    corps,
    unitSteps,
    movement,
    mountainPasses,
    specialUnits,
    checks,
    modifiers,
    movementChecks,
    troubles,
    battleSizes,
    costs,
    limits,
    peaceClauses,
    peace,
    allianceCredit,
  ],
};
