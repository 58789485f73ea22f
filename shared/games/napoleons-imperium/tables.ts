// Napoleon's Imperium: data tables. What the rulebook prints is filled in with its section; what is only on
// the Empire Reference Cards, the map, the Counter Placement Cards or the Battle Cards is marked missing; a
// "standard" value the rulebook implies but does not print for that nation is unverified (digest §4.1, §9, §10).
// Cites: §n = numbered rule; a bare heading (e.g. "Commencement Incomes") = the un-numbered front matter.
import { missing, rb, unverified, type Cell, type ColumnDef, type GameData, type RowData, type TableDef } from '../../data/tables';

export const NI_NATIONS = [
  { id: 'fr', name: 'French', empire: 'French Empire', alliance: 'french', colour: 'Blue', capital: 'France', income: 17 },
  { id: 'gb', name: 'British', empire: 'British Empire', alliance: 'british', colour: 'Red', capital: 'England', income: 16 },
  { id: 'ot', name: 'Ottoman', empire: 'Ottoman Empire', alliance: 'french', colour: 'Yellow', capital: 'Constantinople', income: 17 },
  { id: 'no', name: 'Nordic', empire: 'Nordic Empire', alliance: 'british', colour: 'Purple', capital: 'Sweden', income: 15 },
  { id: 'sp', name: 'Spanish', empire: 'Spanish Empire', alliance: 'french', colour: 'Light Green', capital: 'Spain', income: 13 },
  { id: 'pr', name: 'Prussian', empire: 'Prussian Empire', alliance: 'british', colour: 'Black', capital: 'Prussia', income: 14 },
  { id: 'au', name: 'Austrian', empire: 'Austrian Empire', alliance: 'french', colour: 'White', capital: 'Austria', income: 15 },
  { id: 'ru', name: 'Russian', empire: 'Russian Empire', alliance: 'british', colour: 'Green', capital: 'Russia', income: 17 },
] as const;
export type NiNation = (typeof NI_NATIONS)[number]['id'];
export const NI_UNIT_TYPES = ['infantry', 'cavalry', 'artillery', 'fleet'] as const;

const N = Object.fromEntries(NI_NATIONS.map((n) => [n.id, n])) as Record<NiNation, (typeof NI_NATIONS)[number]>;
const nationOptions = NI_NATIONS.map((n) => ({ value: n.id, label: n.empire }));
const SAC = 'Special Abilities Chart; §38';

/** Costs and other values that come in half points (1.5, 2.5): an enum of 0.5 steps, read with Number(). */
const halfSteps = (from: number, to: number) => {
  const out: Array<{ value: string; label: string }> = [];
  for (let v = from; v <= to; v += 0.5) out.push({ value: String(v), label: String(v) });
  return out;
};
const COST = halfSteps(0.5, 15);
const hit = (id: string, label: string, required = true): ColumnDef => ({ id, label, required, spec: { type: 'int', min: 0, max: 9 } });
const int = (id: string, label: string, min: number, max: number, required = true): ColumnDef => ({ id, label, required, spec: { type: 'int', min, max } });
const text = (id: string, label: string, required = true, maxLength = 500): ColumnDef => ({ id, label, required, spec: { type: 'text', maxLength } });
const bool = (id: string, label: string, required = true): ColumnDef => ({ id, label, required, spec: { type: 'bool' } });
const enumCol = (id: string, label: string, options: Array<{ value: string; label: string }>, required = true): ColumnDef => ({ id, label, required, spec: { type: 'enum', options } });

/** A value the rulebook implies (the standard value) but does not print for this nation. */
const std = (v: number | string, nation: NiNation, what: string) =>
  unverified(v, `Standard ${what} (not a ${N[nation].name} special ability); the rulebook prints no ${N[nation].name} value. Check the ${N[nation].empire} Reference Card.`);
const card = (nation: NiNation, what: string) => missing(`${N[nation].name} ${what} is not in the rulebook: copy it from the ${N[nation].empire} Reference Card.`);

// ---------------------------------------------------------------------------------------------------------
const nations: TableDef = {
  id: 'nations',
  title: 'Empires',
  description: 'The eight empires in order of play, their alliance, capital territory, dice colour and commencement income (the economy line at the start, also the 1798 purchase budget).',
  cite: ['Players / Teams', 'Capitals', 'Order of Play', 'Dice', 'Commencement Incomes'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Empire',
  columns: [
    text('name', 'Empire', true, 40),
    enumCol('alliance', 'Alliance', [
      { value: 'french', label: 'French Imperial Alliance' },
      { value: 'british', label: 'British Coalition Alliance' },
    ]),
    int('order', 'Order of play', 1, 8),
    text('colour', 'Colour', true, 20),
    text('capital', 'Capital territory', true, 40),
    enumCol('dice', 'Dice', [
      { value: 'blue', label: 'Blue' },
      { value: 'red', label: 'Red' },
    ]),
    int('startIncome', 'Commencement income', 0, 60),
  ],
  defaultRows: NI_NATIONS.map((n, i) => ({
    key: n.id,
    label: n.empire,
    cells: {
      name: rb(n.empire, 'Players / Teams'),
      alliance: rb(n.alliance, 'Players / Teams'),
      order: rb(i + 1, 'Order of Play'),
      colour: n.id === 'ru' ? rb(n.colour, 'Capitals', 'Order of Play says "Dark Green"') : rb(n.colour, 'Capitals'),
      capital: rb(n.capital, 'Capitals'),
      dice: rb(n.alliance === 'french' ? 'blue' : 'red', 'Dice'),
      startIncome: rb(n.income, 'Commencement Incomes'),
    },
  })),
  usedBy: ['Turn and phase tracker', 'Income and purchase screen', 'Capital Victory check', 'Battle resolver (dice colours)'],
};

// ---------------------------------------------------------------------------------------------------------
// Hit values: attack and defence, Fine and Rain, per nation. Stormy and Snow change movement and invasions only
// (the Empire cards print them as text: §21 Austrian chart, §46); their effects are in weather-effects.
type Four = [Cell, Cell, Cell, Cell];
const rb4 = (vals: [number, number, number, number], cite: string): Four => vals.map((v) => rb(v, cite)) as Four;
const miss4 = (note: string): Four => [missing(note), missing(note), missing(note), missing(note)];
const notListed = (v: number, nation: NiNation, what: string, fineUnverified = false) =>
  unverified(v, `The ${N[nation].name} Rain entry of the Weather Ability Chart [§46] does not list ${what}: presumably unchanged from Fine${fineUnverified ? ' (itself unverified)' : ''}. Check the card.`);
const HIT: Record<string, Four> = {
  'fr:attack:fine': rb4([5, 7, 8, 6], '§5 (French attack table)'),
  'fr:defence:fine': [rb(5, '§13B'), rb(6, SAC), rb(6, '§13B'), std(6, 'fr', 'fleet defence')],
  'fr:attack:rain': [
    rb(4, '§46'),
    rb(8, '§46'),
    rb(6, '§46'),
    unverified(7, 'The Weather Ability Chart [§46] says Fleet Attack 7; the Rain row of the French attack table [§5] says 5 (digest A6). Check the French Empire Reference Card.'),
  ],
  'fr:defence:rain': [notListed(5, 'fr', 'infantry'), rb(5, '§46'), rb(7, '§46'), notListed(6, 'fr', 'fleets', true)],
  'gb:attack:fine': [rb(5, SAC, 'Riflemen attack 6: see special-units'), std(6, 'gb', 'cavalry attack'), std(7, 'gb', 'artillery attack'), rb(8, '§13C')],
  'gb:defence:fine': [rb(6, SAC), std(5, 'gb', 'cavalry defence'), std(6, 'gb', 'artillery defence'), rb(7, '§13C')],
  'gb:attack:rain': [notListed(5, 'gb', 'infantry'), rb(5, '§46'), rb(6, '§46'), rb(7, '§46')],
  'gb:defence:rain': [notListed(6, 'gb', 'infantry'), notListed(5, 'gb', 'cavalry', true), notListed(6, 'gb', 'artillery', true), rb(8, '§46')],
  'ot:attack:fine': [
    std(4, 'ot', 'infantry attack'),
    unverified(7, 'The Special Abilities Chart (p.5) says Cavalry Attack 7, the table in §38 (p.28) says 6; digest A2 takes 7 (6 would be no special ability). Check the card.'),
    std(7, 'ot', 'artillery attack'),
    std(6, 'ot', 'fleet attack'),
  ],
  'ot:defence:fine': [
    std(5, 'ot', 'infantry defence'),
    std(5, 'ot', 'cavalry defence'),
    std(6, 'ot', 'artillery defence'),
    missing('The Ottoman Rain entry [§46] calls Fleet Defend 6 "better", so the Fine value is below 6 (digest A8): copy it from the Ottoman Empire Reference Card.'),
  ],
  'ot:attack:rain': [rb(4, '§46'), rb(5, '§46'), rb(6, '§46'), notListed(6, 'ot', 'fleets', true)],
  'ot:defence:rain': [notListed(5, 'ot', 'infantry', true), rb(6, '§46'), notListed(6, 'ot', 'artillery', true), rb(6, '§46')],
  'no:attack:fine': [
    rb(4, '§13B (Nordic attack table)'),
    rb(6, '§13B (Nordic attack table)'),
    rb(7, '§13B (Nordic attack table)'),
    rb(7, '§13B (Nordic attack table)', 'Not among the Nordic special abilities; digest A9 suspects a misprint for 6. Check the Nordic card.'),
  ],
  'no:defence:fine': [rb(5, '§13C'), rb(5, '§13C'), rb(6, '§13C'), rb(7, SAC)],
  'no:attack:rain': rb4([4, 8, 6, 7], '§13B (Nordic attack table, Rain row)'),
  'no:defence:rain': miss4('Nordic Rain defence is not in the rulebook (the Weather Ability Chart stops after "Nordic: Fine"): copy it from the Nordic Empire Reference Card.'),
  'sp:attack:fine': [rb(3, '§5 (Update Sheet)', 'The Spanish card prints 4; the Update Sheet corrects it to 3 (digest A5).'), std(6, 'sp', 'cavalry attack'), std(7, 'sp', 'artillery attack'), rb(7, SAC)],
  'sp:defence:fine': [std(5, 'sp', 'infantry defence'), std(5, 'sp', 'cavalry defence'), std(6, 'sp', 'artillery defence'), rb(7, SAC)],
  'sp:attack:rain': miss4('Spanish Rain values are not in the rulebook: copy them from the Spanish Empire Reference Card.'),
  'sp:defence:rain': miss4('Spanish Rain values are not in the rulebook: copy them from the Spanish Empire Reference Card.'),
  'pr:attack:fine': [std(4, 'pr', 'infantry attack'), rb(7, SAC), rb(8, SAC), std(6, 'pr', 'fleet attack')],
  'pr:defence:fine': [std(5, 'pr', 'infantry defence'), rb(6, SAC), std(6, 'pr', 'artillery defence'), std(6, 'pr', 'fleet defence')],
  'pr:attack:rain': miss4('Prussian Rain values are not in the rulebook: copy them from the Prussian Empire Reference Card.'),
  'pr:defence:rain': miss4('Prussian Rain values are not in the rulebook: copy them from the Prussian Empire Reference Card.'),
  'au:attack:fine': rb4([5, 6, 7, 6], '§21 (Austrian attack table)'),
  'au:defence:fine': rb4([5, 6, 6, 5], '§21 (Austrian defence table)'),
  'au:attack:rain': rb4([4, 6, 6, 5], '§21 (Austrian attack table, Rain row)'),
  'au:defence:rain': rb4([5, 7, 7, 6], '§21 (Austrian defence table, Rain row)'),
  'ru:attack:fine': [std(4, 'ru', 'infantry attack'), std(6, 'ru', 'cavalry attack'), std(7, 'ru', 'artillery attack'), std(6, 'ru', 'fleet attack')],
  'ru:defence:fine': rb4([6, 6, 6, 5], '§5 (Russian defence table)'),
  'ru:attack:rain': miss4('Russian Rain attack values are not in the rulebook: copy them from the Russian Empire Reference Card.'),
  'ru:defence:rain': rb4([5, 7, 6, 6], '§5 (Russian defence table, Rain row)'),
};

const hitValues: TableDef = {
  id: 'hit-values',
  title: 'Hit values by nation, role and weather',
  description:
    'A die (d10, 0 = 10) hits when it shows this number or less [§5]. Attack values for the attacking nation, Defence for the defender; after a failed Avoid the avoiding fleet uses Defence [§17B]. Fine = the Empire card’s own row; Rain = its Rain row (absolute values, not changes). Stormy and Snow do not change hit values. The commander +1 and the cap of 9 [§9] are applied by the resolver, not entered here. Camels and Riflemen are in "Special units".',
  cite: ['§5', '§9', '§13B', '§13C', '§21', '§38', '§46'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Nation · role · weather',
  columns: [hit('infantry', 'Infantry'), hit('cavalry', 'Cavalry'), hit('artillery', 'Artillery'), hit('fleet', 'Fleet')],
  defaultRows: NI_NATIONS.flatMap((n) =>
    (['attack', 'defence'] as const).flatMap((role) =>
      (['fine', 'rain'] as const).map((weather): RowData => {
        const key = `${n.id}:${role}:${weather}`;
        const c = HIT[key]!;
        return {
          key,
          label: `${n.name} ${role === 'attack' ? 'Attack' : 'Defence'}, ${weather === 'fine' ? 'Fine' : 'Rain'}`,
          cells: { infantry: c[0], cavalry: c[1], artillery: c[2], fleet: c[3] },
        };
      }),
    ),
  ),
  usedBy: ['Battle resolver (land, sea, avoid)', 'Battle odds calculator', 'Invasion wizard (land battle stage)'],
};

// ---------------------------------------------------------------------------------------------------------
const invasionValues: TableDef = {
  id: 'invasion-values',
  title: 'Invasion fire: fleet pre-emptive strike and port artillery return fire',
  description:
    'Before an invasion’s land battle each participating fleet fires one shot at its Invasion value and each defending artillery unit fires one shot back at its Defence of Port value [§21]. The rulebook says "check your charts" and prints only the French and Prussian Defence of Port 4 (a special ability). Fill both from the Empire Reference Cards; the Rain columns only if a card prints a separate Rain value (blank = same as Fine). How these are read is the rule setting "Invasion fire values".',
  cite: ['§21', '§38', 'Special Abilities Chart'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Empire',
  columns: [hit('fleetInvasion', 'Fleet Invasion value'), hit('portDefence', 'Defence of Port (artillery return fire)'), hit('fleetInvasionRain', 'Fleet Invasion value, Rain', false), hit('portDefenceRain', 'Defence of Port, Rain', false)],
  defaultRows: NI_NATIONS.map((n) => ({
    key: n.id,
    label: n.empire,
    cells: {
      fleetInvasion: missing(`§21: "Check your charts for Invasion and return fire capabilities" — not printed. Copy it from the ${n.empire} Reference Card.`),
      portDefence: n.id === 'fr' || n.id === 'pr' ? rb(4, SAC) : card(n.id, 'Defence of Port (presumably below 4: France and Prussia have 4 as a special ability)'),
      fleetInvasionRain: missing(),
      portDefenceRain: missing(),
    },
  })),
  usedBy: ['Invasion wizard (pre-emptive strike)', 'Battle odds calculator (invasions)'],
};

// ---------------------------------------------------------------------------------------------------------
type Six = [Cell, Cell, Cell, Cell, Cell, Cell];
const MOVE: Record<NiNation, Six> = {
  fr: [rb(2, '§5C'), rb(2, '§5C'), rb(1, '§5C'), rb(5, '§5C'), rb(5, '§5C'), rb(4, '§5C')],
  gb: [rb(2, '§33', 'Riflemen 3: see special-units'), rb(2, '§33'), rb(1, '§33'), rb(7, '§33'), rb(6, '§33'), rb(4, '§33')],
  ot: [
    std(1, 'ot', 'infantry movement'),
    std(2, 'ot', 'cavalry movement (§5C "standard cavalry")'),
    std(1, 'ot', 'artillery movement'),
    rb(4, '§43 Example 3'),
    card('ot', 'laden fleet movement'),
    unverified(4, 'Capacity 4 is printed for the French, British and Nordic fleets (§5C, §33, §33B); digest A10 takes 4 for all. Check the Ottoman card.'),
  ],
  no: [
    rb(1, '§13C'),
    std(2, 'no', 'cavalry movement (§5C "standard cavalry")'),
    rb(1, '§13C'),
    rb(6, SAC),
    rb(5, '§36'),
    rb(4, '§33B', 'One Nordic fleet carries 8 infantry in two transportations.'),
  ],
  sp: [
    std(1, 'sp', 'infantry movement'),
    std(2, 'sp', 'cavalry movement (§5C "standard cavalry")'),
    std(1, 'sp', 'artillery movement'),
    rb(6, SAC),
    unverified(5, 'Fleet Laden is 5 in the Special Abilities Chart (p.5) and 7 in the table of §38 (p.28); digest A1 takes 5 (not above the unladen 6). Check the Spanish card.'),
    unverified(4, 'Capacity 4 is printed for the French, British and Nordic fleets; digest A10 takes 4 for all. Check the Spanish card.'),
  ],
  pr: [
    rb(1, '§43 Example 1'),
    std(2, 'pr', 'cavalry movement (§5C "standard cavalry")'),
    std(1, 'pr', 'artillery movement'),
    unverified(5, 'Not printed; digest A10 default 5 (the French standard). Check the Prussian card.'),
    unverified(5, 'Not printed; digest A10 default 5. Check the Prussian card.'),
    unverified(4, 'Not printed; digest A10 takes 4 for all. Check the Prussian card.'),
  ],
  au: [
    std(1, 'au', 'infantry movement'),
    std(2, 'au', 'cavalry movement (§5C "standard cavalry")'),
    std(1, 'au', 'artillery movement'),
    unverified(5, 'Not printed; digest A10 default 5 (the French standard). Check the Austrian card.'),
    unverified(5, 'Not printed; digest A10 default 5. Check the Austrian card.'),
    unverified(4, 'Not printed; digest A10 takes 4 for all. Check the Austrian card.'),
  ],
  ru: [
    std(1, 'ru', 'infantry movement'),
    rb(2, '§13D'),
    std(1, 'ru', 'artillery movement'),
    unverified(5, 'Not printed; digest A10 default 5 (the French standard). Check the Russian card.'),
    unverified(5, 'Not printed; digest A10 default 5. Check the Russian card.'),
    unverified(4, 'Not printed; digest A10 takes 4 for all. Check the Russian card.'),
  ],
};

const movement: TableDef = {
  id: 'movement',
  title: 'Movement and fleet capacity',
  description:
    'Territories (land) or sea territories (fleets) per phase, the laden fleet movement (a fleet that carried land units at any point of its move [§34]) and how many units one fleet carries (artillery count 1.5, commanders 0: see "Laden unit values"). Stormy fleet bonuses are in "Weather effects"; the Major Commander +1 is applied by the app.',
  cite: ['§5C', '§13C', '§13D', '§33', '§33B', '§34', '§36', '§43'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Empire',
  columns: [int('infantry', 'Infantry', 0, 9), int('cavalry', 'Cavalry', 0, 9), int('artillery', 'Artillery', 0, 9), int('fleet', 'Fleet', 0, 12), int('fleetLaden', 'Fleet laden', 0, 12), int('capacity', 'Units carried per fleet', 1, 10)],
  defaultRows: NI_NATIONS.map((n) => {
    const c = MOVE[n.id];
    return { key: n.id, label: n.empire, cells: { infantry: c[0], cavalry: c[1], artillery: c[2], fleet: c[3], fleetLaden: c[4], capacity: c[5] } };
  }),
  usedBy: ['Attack wizard (continuing attacks, reach)', 'Movement reminders', 'Sea transport and combined fleets', 'Spy steal (movement abilities)'],
};

// ---------------------------------------------------------------------------------------------------------
const stdCost = (v: string, nation: NiNation, unit: string) =>
  unverified(v, `Standard ${unit} cost from the French Military Costs example [§3B]; the rulebook prints no ${N[nation].name} cost. Check the ${N[nation].empire} Reference Card.`);
const artCost = (nation: NiNation) =>
  missing(`The standard artillery cost is not in the rulebook (only the special cost 3 of France and the Ottomans is): copy the ${N[nation].name} cost from its Reference Card.`);
const COSTS: Record<NiNation, [Cell, Cell, Cell, Cell]> = {
  fr: [rb('2', '§3B'), rb('3', '§3B'), rb('3', '§3B', 'special ability'), rb('9', '§3B')],
  gb: [stdCost('2', 'gb', 'infantry'), rb('2.5', SAC, 'The table in §38 also prints the value "8" beside it (digest A4).'), artCost('gb'), stdCost('9', 'gb', 'fleet')],
  ot: [stdCost('2', 'ot', 'infantry'), stdCost('3', 'ot', 'cavalry'), rb('3', SAC), rb('7', SAC)],
  no: [stdCost('2', 'no', 'infantry'), stdCost('3', 'no', 'cavalry'), artCost('no'), rb('7', SAC)],
  sp: [rb('1.5', SAC), stdCost('3', 'sp', 'cavalry'), artCost('sp'), stdCost('9', 'sp', 'fleet')],
  pr: [
    unverified('2', 'The table in §38 (p.28) lists a Prussian "Infantry Cost 1.5*" that the Special Abilities Chart (p.5) omits; digest A3 takes the standard 2. Check the Prussian card.'),
    rb('2.5', SAC),
    artCost('pr'),
    stdCost('9', 'pr', 'fleet'),
  ],
  au: [rb('1.5', SAC), stdCost('3', 'au', 'cavalry'), artCost('au'), rb('7', SAC)],
  ru: [rb('1.5', SAC), stdCost('3', 'ru', 'cavalry'), artCost('ru'), stdCost('9', 'ru', 'fleet')],
};

const militaryCosts: TableDef = {
  id: 'military-costs',
  title: 'Military costs',
  description:
    'Economy points per unit, from each Empire card’s "Military Costs" [§3B]. Costs come in half points (1.5, 2.5). Purchases are locked after Phase One and unspent income is forfeited. Camels and Riflemen are in "Special units".',
  cite: ['§3B', '§38', 'Special Abilities Chart'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Empire',
  columns: [enumCol('infantry', 'Infantry', COST), enumCol('cavalry', 'Cavalry', COST), enumCol('artillery', 'Artillery', COST), enumCol('fleet', 'Fleet', COST)],
  defaultRows: NI_NATIONS.map((n) => {
    const c = COSTS[n.id];
    return { key: n.id, label: n.empire, cells: { infantry: c[0], cavalry: c[1], artillery: c[2], fleet: c[3] } };
  }),
  usedBy: ['Income and purchase screen', 'Banker check', 'Spy steal (cost abilities)'],
};

// ---------------------------------------------------------------------------------------------------------
const specialUnits: TableDef = {
  id: 'special-units',
  title: 'Special units: Camels and Riflemen',
  description: 'The two unique units [§38B]: Ottoman Camels and British Riflemen. Their abilities cannot be stolen by a spy [Special Abilities Chart "*"]. The limit is on the board at any one time.',
  cite: ['§38', '§38B', '§33', 'Special Abilities Chart'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Unit',
  columns: [
    enumCol('nation', 'Empire', nationOptions),
    hit('attack', 'Attack'),
    hit('defence', 'Defence'),
    hit('attackRain', 'Attack, Rain'),
    hit('defenceRain', 'Defence, Rain'),
    int('movement', 'Movement', 0, 9),
    enumCol('cost', 'Cost', COST),
    bool('limited', 'Limited on the board'),
    int('boardLimit', 'Most on the board', 1, 20, false),
  ],
  defaultRows: [
    {
      key: 'camels',
      label: 'Camels (Ottoman)',
      cells: {
        nation: rb('ot', '§38B'),
        attack: rb(6, SAC),
        defence: card('ot', 'Camel defence'),
        attackRain: card('ot', 'Camel Rain attack'),
        defenceRain: card('ot', 'Camel Rain defence'),
        movement: rb(3, SAC),
        cost: rb('2.5', SAC),
        limited: rb(false, '§38B'),
        boardLimit: missing('No limit [§38B]'),
      },
    },
    {
      key: 'riflemen',
      label: 'Riflemen (British)',
      cells: {
        nation: rb('gb', '§38B'),
        attack: rb(6, SAC),
        defence: card('gb', 'Riflemen defence'),
        attackRain: card('gb', 'Riflemen Rain attack'),
        defenceRain: card('gb', 'Riflemen Rain defence'),
        movement: rb(3, SAC),
        cost: card('gb', 'Riflemen cost'),
        limited: rb(true, '§38B'),
        boardLimit: rb(2, '§38B'),
      },
    },
  ],
  usedBy: ['Income and purchase screen (costs, Rifleman limit)', 'Battle resolver', 'Battle odds calculator'],
};

const ladenValues: TableDef = {
  id: 'laden-unit-values',
  title: 'Fleet Laden Chart',
  description: 'How many of a fleet’s carrying places each unit takes [§33].',
  cite: ['§33'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Unit',
  columns: [enumCol('places', 'Places taken', halfSteps(0, 5))],
  defaultRows: [
    ['infantry', 'Infantry', '1'],
    ['cavalry', 'Cavalry', '1'],
    ['camels', 'Camels', '1'],
    ['riflemen', 'Riflemen', '1'],
    ['artillery', 'Artillery', '1.5'],
    ['commander', 'Commander', '0'],
  ].map(([key, label, v]) => ({ key: key!, label: label!, cells: { places: rb(v!, '§33') } })),
  usedBy: ['Sea transport and invasion wizard (cargo check)'],
};

// ---------------------------------------------------------------------------------------------------------
const fleetRates: TableDef = {
  id: 'fleet-rates',
  title: 'Fleet Avoid Rate and Fleet Capture Rate',
  description: 'Avoid: one d10 for the whole fleet, success on this number or less [§17, §17B]. Capture: each sea-prize die succeeds on this number or less [§19 Chart 2].',
  cite: ['§17', '§17B', '§19'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Empire',
  columns: [hit('avoid', 'Fleet Avoid Rate'), hit('capture', 'Fleet Capture Rate')],
  defaultRows: NI_NATIONS.map((n) => {
    const avoid = { fr: 6, gb: 8, ot: 4, no: 7, sp: 7, pr: 4, au: 5, ru: 5 }[n.id];
    const capture = { fr: 2, gb: 3, ot: 1, no: 2, sp: 2, pr: 1, au: 1, ru: 2 }[n.id];
    return { key: n.id, label: n.empire, cells: { avoid: rb(avoid, '§17'), capture: rb(capture, '§19') } };
  }),
  usedBy: ['Avoid roll', 'Sea prize roll', 'Battle odds calculator (avoid vs fight)'],
};

const captureDice: TableDef = {
  id: 'capture-dice',
  title: 'Sea prize: dice allowed (Chart 1)',
  description:
    'Dice the winner of a sea battle rolls for captures, by its surviving fleets, as printed (the bands overlap at 5, 10 and 15 and stop at 20: see the rule settings "Sea prize dice at 5, 10, 15" and "Sea prize above 20 fleets").',
  cite: ['§19'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Dice',
  columns: [int('from', 'Fleets surviving from', 0, 100), int('to', 'to', 0, 100)],
  defaultRows: [
    [1, 1, 5],
    [2, 5, 10],
    [3, 10, 15],
    [4, 15, 20],
  ].map(([d, from, to]) => ({ key: String(d), label: `${d} ${d === 1 ? 'die' : 'dice'}`, cells: { from: rb(from!, '§19'), to: rb(to!, '§19') } })),
  usedBy: ['Sea prize roll'],
};

// ---------------------------------------------------------------------------------------------------------
const weatherRoll: TableDef = {
  id: 'weather-roll',
  title: 'Weather Roll Chart',
  description: 'One d10 at the beginning of each playing year from 1799 (optional rule); 1798 is always Fine. The same weather may not come three years running: roll again [§46].',
  cite: ['§46', '§2B'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'd10',
  columns: [
    enumCol('weather', 'Weather', [
      { value: 'fine', label: 'Fine' },
      { value: 'stormy', label: 'Stormy' },
      { value: 'rain', label: 'Rain' },
      { value: 'snow', label: 'Snow' },
    ]),
  ],
  defaultRows: ['fine', 'stormy', 'fine', 'rain', 'fine', 'stormy', 'fine', 'snow', 'fine', 'snow'].map((w, i) => ({
    key: String(i + 1),
    label: i === 9 ? '0 (10)' : String(i + 1),
    cells: { weather: rb(w, '§46') },
  })),
  usedBy: ['Weather roll (year start)'],
};

const snowOptions = [
  { value: 'except-african', label: 'No artillery movement, except in African territories' },
  { value: 'except-african-and-ottoman', label: 'No artillery movement, except in Ottoman original and African territories' },
  { value: 'unaffected', label: 'Artillery moves normally' },
];
const digestWeather = (v: number | boolean | string, what: string) =>
  unverified(v, `${what}: as for the French, British, Ottoman and Austrian cards (digest §7.2); the Weather Ability Chart is cut off after "Nordic: Fine". Check the card.`);
const weatherEffects: TableDef = {
  id: 'weather-effects',
  title: 'Weather effects on movement and invasions',
  description:
    'Per Empire card: Stormy fleet movement bonus and whether sea invasions are allowed in Stormy weather; Snow artillery movement. Under Snow the Baltic also freezes for everybody [§48] and African territories are unaffected [§47]; Rain changes hit values only (see "Hit values").',
  cite: ['§21', '§46', '§47', '§48'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Empire',
  columns: [int('stormyFleetBonus', 'Stormy: fleet movement +', 0, 5), bool('stormyInvasions', 'Stormy: sea invasions allowed'), enumCol('snowArtillery', 'Snow: artillery', snowOptions)],
  defaultRows: NI_NATIONS.map((n): RowData => {
    const known: Partial<Record<NiNation, [number, string, string]>> = {
      fr: [1, 'except-african', '§46'],
      gb: [2, 'except-african', '§46'],
      ot: [1, 'except-african-and-ottoman', '§46'],
      au: [1, 'except-african', '§21 (Austrian chart); §47'],
    };
    const k = known[n.id];
    return {
      key: n.id,
      label: n.empire,
      cells: k
        ? { stormyFleetBonus: rb(k[0], k[2]), stormyInvasions: rb(false, k[2]), snowArtillery: rb(k[1], k[2]) }
        : { stormyFleetBonus: digestWeather(1, 'Stormy +1'), stormyInvasions: digestWeather(false, 'No sea invasion in Stormy weather'), snowArtillery: digestWeather('except-african', 'No artillery movement in Snow outside Africa') },
    };
  }),
  usedBy: ['Weather module', 'Movement reminders', 'Invasion wizard (Stormy check)'],
};

// ---------------------------------------------------------------------------------------------------------
const STATS = [
  ...['infantry', 'cavalry', 'artillery', 'fleet'].flatMap((u) => ['attack', 'defence', 'movement', 'cost'].map((s) => `${u}-${s}`)),
  'fleet-laden',
  'fleet-avoid',
  'port-defence',
  'camels-attack',
  'camels-movement',
  'camels-cost',
  'riflemen-attack',
  'riflemen-movement',
];
type Ability = [NiNation, string, string, boolean, Cell?];
const ABILITIES: Ability[] = [
  ['fr', 'infantry-movement', '2', true],
  ['fr', 'infantry-attack', '5', true],
  ['fr', 'cavalry-attack', '7', true],
  ['fr', 'cavalry-defence', '6', true],
  ['fr', 'artillery-attack', '8', true],
  ['fr', 'artillery-cost', '3', true],
  ['fr', 'port-defence', '4', true],
  ['ot', 'artillery-cost', '3', true],
  ['ot', 'fleet-cost', '7', true],
  ['ot', 'camels-cost', '2.5', false],
  ['ot', 'cavalry-attack', '7', true, unverified('7', 'p.5 says 7, p.28 says 6 (digest A2: 7). Check the Ottoman card.')],
  ['ot', 'camels-movement', '3', false],
  ['ot', 'camels-attack', '6', false],
  ['sp', 'fleet-movement', '6', true],
  ['sp', 'fleet-attack', '7', true],
  ['sp', 'fleet-defence', '7', true],
  ['sp', 'fleet-avoid', '7', true],
  ['sp', 'fleet-laden', '5', true, unverified('5', 'p.5 says 5, p.28 says 7 (digest A1: 5). Check the Spanish card.')],
  ['sp', 'infantry-cost', '1.5', true],
  ['au', 'infantry-attack', '5', true],
  ['au', 'cavalry-defence', '6', true],
  ['au', 'infantry-cost', '1.5', true],
  ['au', 'fleet-cost', '7', true],
  ['gb', 'infantry-movement', '2', true],
  ['gb', 'riflemen-movement', '3', false],
  ['gb', 'fleet-movement', '7', true],
  ['gb', 'infantry-attack', '5', true],
  ['gb', 'riflemen-attack', '6', false],
  ['gb', 'infantry-defence', '6', true],
  ['gb', 'fleet-attack', '8', true],
  ['gb', 'fleet-defence', '7', true],
  ['gb', 'fleet-avoid', '8', true],
  ['gb', 'cavalry-cost', '2.5', true],
  ['no', 'fleet-movement', '6', true],
  ['no', 'fleet-defence', '7', true],
  ['no', 'fleet-cost', '7', true],
  ['no', 'fleet-avoid', '7', true],
  ['pr', 'cavalry-cost', '2.5', true],
  ['pr', 'cavalry-attack', '7', true],
  ['pr', 'artillery-attack', '8', true],
  ['pr', 'port-defence', '4', true],
  ['pr', 'cavalry-defence', '6', true],
  ['ru', 'infantry-defence', '6', true],
  ['ru', 'cavalry-defence', '6', true],
  ['ru', 'infantry-cost', '1.5', true],
];
const specialAbilities: TableDef = {
  id: 'special-abilities',
  title: 'Special abilities (what a spy can steal)',
  description:
    'The Special Abilities Chart: each row sets one of a nation’s values. A successful spy steals one ability of another nation; once the spy is home the thief uses that value [§42–§43]. Unique-unit abilities ("*") cannot be stolen. Rows follow the chart on p.5; the table in §38 (p.28) differs (digest A1–A4) and also lists a Prussian "Infantry Cost 1.5*": add that row if your Prussian card shows it.',
  cite: ['Special Abilities Chart', '§38', '§42', '§43'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Ability',
  columns: [enumCol('nation', 'Empire', nationOptions), enumCol('stat', 'Sets', STATS.map((s) => ({ value: s, label: s.replace('-', ' ') }))), enumCol('value', 'Value', COST), bool('stealable', 'Can be stolen')],
  defaultRows: ABILITIES.map(([nation, stat, v, stealable, cell]) => ({
    key: `${nation}:${stat}`,
    cells: { nation: rb(nation, SAC), stat: rb(stat, SAC), value: cell ?? rb(v, SAC), stealable: rb(stealable, SAC) },
  })),
  usedBy: ['Spy steal', 'Stolen-ability overrides in the battle resolver and purchase screen'],
};

// ---------------------------------------------------------------------------------------------------------
const commanderTypes: TableDef = {
  id: 'commander-types',
  title: 'Commanders',
  description: 'Bonuses apply to one unit type at a time, in the territory or sea zone where the commander is; never above 9 [§9, §13–§15].',
  cite: ['§13', '§13C', '§13D', '§14', '§15'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Commander',
  columns: [
    int('attackBonus', 'Attack bonus', 0, 3),
    int('defenceBonus', 'Defence bonus', 0, 3),
    int('movementBonus', 'Movement bonus', 0, 3),
    int('movement', 'Moves up to', 0, 9),
    int('perNation', 'Per nation (most)', 0, 5),
    enumCol('whenLost', 'When on the losing side', [
      { value: 'captured', label: 'Captured (imprison or parole roll)' },
      { value: 'executed', label: 'Executed' },
    ]),
  ],
  defaultRows: [
    { key: 'major', label: 'Major Commander', cells: { attackBonus: rb(1, '§13'), defenceBonus: rb(1, '§13'), movementBonus: rb(1, '§13D'), movement: rb(3, '§13'), perNation: rb(1, '§13'), whenLost: rb('captured', '§14') } },
    { key: 'minor', label: 'Minor Commander', cells: { attackBonus: rb(1, '§13'), defenceBonus: rb(1, '§13'), movementBonus: rb(0, '§13D'), movement: rb(3, '§13'), perNation: rb(2, '§13'), whenLost: rb('executed', '§15') } },
  ],
  usedBy: ['Battle resolver (commander bonus)', 'Battle odds calculator (best assignment)', 'Commander tracker'],
};

const imprisonParole: TableDef = {
  id: 'imprison-parole',
  title: 'Imprison or Parole dice roll',
  description: 'One d10 by the victor per captured Major Commander [§14].',
  cite: ['§14', '§14B', '§14C'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'd10',
  columns: [
    enumCol('result', 'Result', [
      { value: 'imprison', label: 'Imprison (victor’s Purchase Tray)' },
      { value: 'parole', label: 'Parole (own Purchase Tray)' },
    ]),
  ],
  defaultRows: Array.from({ length: 10 }, (_, i) => ({ key: String(i + 1), label: i === 9 ? '0 (10)' : String(i + 1), cells: { result: rb(i < 6 ? 'imprison' : 'parole', '§14') } })),
  usedBy: ['Commander tracker (capture roll)'],
};

// ---------------------------------------------------------------------------------------------------------
const kindOptions = [
  { value: 'disaster', label: 'DISASTER card' },
  { value: 'imperium', label: 'IMPERIUM card' },
  { value: 'standard', label: 'Other' },
];
const categoryOptions = [
  'income',
  'treaty',
  'unit-loss',
  'withdrawal',
  'purchase-tray',
  'commander',
  'liberation',
  'battle-point-card',
  'frozen-baltic',
  'units-gained',
  'other',
].map((v) => ({ value: v, label: v.replace(/-/g, ' ') }));
const battleCards: TableDef = {
  id: 'battle-cards',
  title: 'Battle Cards',
  description:
    'Each nation’s own deck of 20, drawn by that nation when it loses a land battle; exactly one DISASTER and one IMPERIUM card per deck [§26]. Copy each card: title, full text and kind; the category is optional and only helps the app prompt the right follow-up (Common Laws, §27). Examples quoted in the rulebook: "Diplomatic Success: The Treaty of Amiens…" (§28), "Russia loses two-income points in the next playing turn" (§27), "hit by friendly fire… remove one Artillery" (§39).',
  cite: ['Battle Cards', '§26', '§26B', '§27', '§28'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Card',
  columns: [text('title', 'Title', true, 120), enumCol('kind', 'Kind', kindOptions), text('text', 'Consequence (card text)', true, 500), enumCol('category', 'Category', categoryOptions, false)],
  defaultRows: NI_NATIONS.flatMap((n) =>
    Array.from({ length: 20 }, (_, i) => ({
      key: `${n.id}:${i + 1}`,
      label: `${n.name} card ${i + 1}`,
      cells: { title: missing(), kind: missing(), text: missing(), category: missing() },
    })),
  ),
  usedBy: ['Battle Card draw (per-nation digital deck)', 'Consequence prompts'],
};

// ---------------------------------------------------------------------------------------------------------
const bpCards: TableDef = {
  id: 'battle-point-cards',
  title: 'Battle Point Cards',
  description: 'The five types in the deck of 80: which event gives which card is fixed by the rules, so they are counters. The number of each type in the deck is not in the rulebook (only matters if a type could run out).',
  cite: ['Battle Point Cards', '§23'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Card',
  columns: [int('points', 'Battle Points', 0, 100), int('count', 'Cards in the deck', 0, 80, false)],
  defaultRows: [
    ['successful-land-defence', 'Successful Land Defence', 10],
    ['captured-capital', 'Captured Capital', 30],
    ['sea-victory', 'Sea Victory', 10],
    ['spy-death', 'Spy Death', 20],
    ['captured-commander', 'Captured Commander', 10],
  ].map(([key, label, pts]) => ({ key: key as string, label: label as string, cells: { points: rb(pts as number, 'Battle Point Cards'), count: missing('Not in the rulebook (80 cards in all).') } })),
  usedBy: ['Scoreboard', 'Battle resolver (cards awarded)'],
};

const bpScore: TableDef = {
  id: 'battle-point-score',
  title: 'Battle Point Score Chart',
  description: 'End-of-game Battle Points per item, per nation, summed into each team’s total. How "Enemy Territories Captured" is counted is the rule setting "Enemy territories captured".',
  cite: ['Battle Point Score Chart', 'Objectives A', '§39B'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Item',
  columns: [int('points', 'Points per item', 0, 100)],
  defaultRows: [
    ['enemy-territory', 'Enemy Territories Captured (Normal)', 20, undefined],
    ['enemy-capital-captured', 'Enemy Territories Captured Capital', 30, undefined],
    ['enemy-capital-held', 'Enemy Capital Held at End of Game (Bonus)', 30, undefined],
    ['neutral-territory', 'Neutral Territories Captured *', 10, 'Only if held at the completion of the game.'],
    ['flag', 'Flags', 10, undefined],
    ['sea-victory', 'Sea Victory', 10, undefined],
    ['spy-death', 'Spy Death', 20, undefined],
    ['elimination', 'Elimination of an Enemy', 25, undefined],
    ['successful-land-defence', 'Successful Land Defence', 10, undefined],
    ['captured-commander', 'Captured Commanders', 10, undefined],
    ['captured-commander-end', 'Captured Commander End of Game (Bonus) **', 15, 'An enemy commander still imprisoned in your Purchase Tray when the game ends.'],
  ].map(([key, label, pts, note]) => ({ key: key as string, label: label as string, cells: { points: rb(pts as number, 'Battle Point Score Chart', note as string | undefined) } })),
  usedBy: ['Scoreboard (live and final Battle Points)'],
};

const sideOptions = [
  { value: 'winner', label: 'Winning team' },
  { value: 'loser', label: 'Losing team' },
  { value: 'draw', label: 'Draw' },
  { value: 'bonus', label: 'Individual bonus' },
];
type GpRow = [key: string, label: string, side: string, points: number | null, min: number | null, max: number | null, note?: string];
const GP: GpRow[] = [
  ['capital-victory', 'Capital Victory', 'winner', 70, null, null],
  ['win-800', 'Win 800+ War Ending Victory', 'winner', 60, 800, null],
  ['win-300', 'Win 300+ (Campaign victory)', 'winner', 50, 300, null],
  ['win-200', 'Win 200-299 (Major Victory)', 'winner', 40, 200, 299],
  ['win-100', 'Win 100-199 (Victory)', 'winner', 30, 100, 199],
  ['win-41', 'Win 41-99 (minor Victory)', 'winner', 25, 41, 99],
  ['draw', 'Draw 1-40', 'draw', 20, 1, 40, 'Printed "1-40"; a margin of 0 is presumably also a draw.'],
  ['loss-41', 'Loss by 41-99 (Minor loss)', 'loser', 15, 41, 99],
  ['loss-100', 'Loss by 100+ (Defeat)', 'loser', 10, 100, null],
  ['loss-capital-victory', 'Loss by Capital Victory', 'loser', 10, null, null],
  ['highest-overall-score', 'Highest overall score', 'bonus', 10, null, null],
  ['highest-battle-flags', 'Highest number of Battle Flags', 'bonus', null, null, null, 'The row is printed without a value (digest A26).'],
  ['highest-sea-victories', 'Highest number of Sea Victories', 'bonus', null, null, null, 'Listed under Ranks as counting in a Capital Victory, but the chart has no row for it (digest A26).'],
];
const gamePoints: TableDef = {
  id: 'game-points',
  title: 'Game Points Allocation',
  description: 'Post-game points per player toward rank, by the margin between the team totals. A blank "to" means no upper bound. In a Capital Victory only the capital rows and the flag, sea-victory and individual-score bonuses count [Ranks].',
  cite: ['Game Points Allocation', 'Ranks'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'Result',
  columns: [enumCol('side', 'For', sideOptions), int('points', 'Points', 0, 200), int('minMargin', 'Margin from', 0, 10000, false), int('maxMargin', 'Margin to', 0, 10000, false)],
  defaultRows: GP.map(([key, label, side, points, min, max, note]) => {
    const src = key === 'highest-sea-victories' ? 'Ranks' : 'Game Points Allocation';
    return {
      key,
      label,
      cells: {
        side: rb(side, src),
        points: points === null ? missing(note) : rb(points, 'Game Points Allocation', note),
        minMargin: min === null ? missing() : rb(min, 'Game Points Allocation'),
        maxMargin: max === null ? missing() : rb(max, 'Game Points Allocation'),
      },
    };
  }),
  usedBy: ['End-of-game wizard (game points)', 'Rank ledger'],
};

const ranks: TableDef = {
  id: 'game-ranks',
  title: 'Game Ranks',
  description: 'Career points needed for each rank (corrected chart from the Update Sheet; the source stops at Major).',
  cite: ['Game Ranks'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Rank',
  columns: [int('points', 'Points', 0, 100000), text('french', 'French title', true, 60)],
  defaultRows: [
    ['conscript', 'Conscript', 10, 'Conscript'],
    ['private', 'Private', 20, 'Soldat'],
    ['corporal', 'Corporal', 50, 'Caporal'],
    ['sergeant', 'Sergeant', 100, 'Sergent'],
    ['regimental-sergeant-major', 'Regimental Sergeant-Major, Warrant Officer', 150, 'Adjutant-Chef, Adjutant Sous Officer'],
    ['lieutenant', 'Lieutenant', 200, 'Lieutenant'],
    ['commander', 'Commander', 250, "Commander d'Armee"],
    ['captain', 'Captain', 300, 'Capitaine'],
    ['major', 'Major', null, null],
  ].map(([key, label, pts, fr]) => ({
    key: key as string,
    label: label as string,
    cells: {
      points: pts === null ? missing('Cut off in the source (digest A26).') : rb(pts as number, 'Game Ranks'),
      french: fr === null ? missing('Cut off in the source.') : rb(fr as string, 'Game Ranks'),
    },
  })),
  usedBy: ['Rank ledger'],
};

// ---------------------------------------------------------------------------------------------------------
const ownerOptions = [...nationOptions, { value: 'neutral', label: 'Neutral (orange)' }];
type Terr = [name: string, owner?: [NiNation | 'neutral', string], capital?: boolean, african?: boolean, ports?: [string, string], note?: string];
const TERRITORIES: Terr[] = [
  ...NI_NATIONS.map((n): Terr => [n.capital, [n.id, 'Capitals'], true]),
  ['Northern Spain', ['sp', 'Counter Flags']],
  ['Southern Spain', ['sp', 'Counter Flags']],
  ['Catalonia', ['sp', 'Counter Flags']],
  ...['Tripoli', 'Syria', 'Morocco', 'Egypt', 'Tunisia', 'Algeria'].map((t): Terr => [t, undefined, false, true]),
  ['Crimea', undefined, false, false, undefined, 'Russian-held in the §13C example'],
  ['Siberia', undefined, false, false, undefined, 'Russian-held in the §13C example'],
  ['Transylvania'],
  ['Wallachia'],
  ['Hungary'],
  ['Ottoman Empire'],
  ['Portugal'],
  ['Southern Portugal'],
  ['Denmark', undefined, false, false, ['Alborg', '§33B ("Alborg (Denmark)"; Copenhagen is named in the same example)']],
];
const territories: TableDef = {
  id: 'territories',
  title: 'Territories (map)',
  description:
    'Every land territory on the map: its income value (the number printed inside), its original owner at the start (map colour; orange = neutral), whether it is a capital, an African territory (no Snow [§47]) or borders the Baltic (frozen fleets [§48–§49]), and its ports (ship’s wheel names, comma-separated; blank if none). Add every territory; the values of each empire’s starting territories add up to its commencement income. Corner points are not borders [§31].',
  cite: ['§3', 'Capitals', 'Counter Flags', '§25', '§31', '§33B', '§47', '§48'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Territory',
  columns: [int('value', 'Income value', 0, 30), enumCol('originalOwner', 'Original owner', ownerOptions), bool('capital', 'Capital'), bool('african', 'African territory'), bool('baltic', 'Borders the Baltic'), text('ports', 'Ports', false, 200)],
  defaultRows: TERRITORIES.map(([name, owner, capital, african, ports, note]) => ({
    key: name,
    cells: {
      value: missing('Printed on the map.'),
      originalOwner: owner ? rb(owner[0], owner[1]) : missing(note ?? 'Map colour.'),
      capital: capital === undefined ? rb(false, 'Capitals') : rb(capital, 'Capitals'),
      african: african ? rb(true, '§47') : rb(false, '§47', 'Not in the list of African territories.'),
      baltic: missing('From the §48 map figure.'),
      ports: ports ? unverified(ports[0], `Port named in ${ports[1]}; add any other port of this territory.`) : missing(),
    },
  })),
  usedBy: ['Economy line (territory gains and losses)', 'Income check', 'Snow and frozen-fleet rules', 'Battle Point scoring (territories held)'],
};

export const NAPOLEONS_IMPERIUM_DATA: GameData = {
  game: 'napoleons-imperium',
  dataVersion: 1,
  tables: [
    nations,
    hitValues,
    invasionValues,
    movement,
    militaryCosts,
    specialUnits,
    ladenValues,
    fleetRates,
    captureDice,
    commanderTypes,
    imprisonParole,
    specialAbilities,
    weatherRoll,
    weatherEffects,
    battleCards,
    bpCards,
    bpScore,
    gamePoints,
    ranks,
    territories,
  ],
};
