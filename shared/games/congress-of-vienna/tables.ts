// Congress of Vienna: data tables. What the Rulebook gives is filled in with its section; what is printed only
// on the board, the cards, the markers, the Quick Start Summary, the Playbook or the Rulebook's back page is
// missing (digest Appendix A, [DATA GAP]); a digest default is unverified. Cites are Rulebook sections.
import { missing, rb, unverified, type Cell, type ColumnDef, type GameData, type RowData, type TableDef } from '../../data/tables';

export const COV_POWERS = [
  { id: 'fr', name: 'France' },
  { id: 'ru', name: 'Russia' },
  { id: 'br', name: 'Britain' },
  { id: 'au', name: 'Austria' },
] as const;
export type CovPower = (typeof COV_POWERS)[number]['id'];

const powerOptions = COV_POWERS.map((p) => ({ value: p.id, label: p.name }));
const int = (id: string, label: string, min: number, max: number, required = true): ColumnDef => ({ id, label, required, spec: { type: 'int', min, max } });
const text = (id: string, label: string, required = true, maxLength = 500): ColumnDef => ({ id, label, required, spec: { type: 'text', maxLength } });
const bool = (id: string, label: string, required = true): ColumnDef => ({ id, label, required, spec: { type: 'bool' } });
const enumCol = (id: string, label: string, options: Array<{ value: string; label: string }>, required = true): ColumnDef => ({ id, label, required, spec: { type: 'enum', options } });
const opts = (...pairs: Array<[string, string]>) => pairs.map(([value, label]) => ({ value, label }));

// ---------------------------------------------------------------------------------------------------------
const powers: TableDef = {
  id: 'powers',
  title: 'Major Powers',
  description: 'Per Major Power: starting VP (Full Campaign), base Resources each turn, starting Card Hand Size, Military Support markers available, VP for winning the Diplomacy Phase, Leader, Capital and the order in which ties for the game are won.',
  cite: ['5.2', '8.3', '8.5', '11.9', '12.1', '12.4.4', '12.4.12', '14.2.2'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Power',
  columns: [
    int('startVP', 'Starting VP', 0, 100),
    int('baseResources', 'Resources per turn', 0, 10),
    int('startHandSize', 'Starting hand size', 0, 20),
    int('militarySupportMax', 'Military Support markers', 0, 10),
    int('diplomacyWinVP', 'VP for winning Diplomacy', 0, 10),
    text('leader', 'Leader', true, 40),
    text('capital', 'Capital', true, 40),
    int('tieRank', 'Wins ties (1 = first)', 1, 4),
  ],
  defaultRows: (
    [
      ['fr', 60, 6, 15, 4, 4, 'Napoleon', 'Paris', 1],
      ['ru', 10, 3, 10, 2, 2, 'Tsar Alexander I', 'St. Petersburg', 4],
      ['br', 5, 5, 12, 3, 2, 'Castlereagh', 'London', 3],
      ['au', 5, 3, 11, 2, 2, 'Metternich', 'Vienna', 2],
    ] as const
  ).map(([id, vp, res, hand, ms, dip, leader, capital, tie]) => ({
    key: id,
    label: COV_POWERS.find((p) => p.id === id)!.name,
    cells: {
      startVP: rb(vp, '8.3'),
      baseResources: rb(res, '12.1'),
      startHandSize: rb(hand, '8.5'),
      militarySupportMax: rb(ms, '12.4.12'),
      diplomacyWinVP: rb(dip, '11.9'),
      leader: rb(leader, '5.2'),
      capital: rb(capital, '12.4.4'),
      tieRank: rb(tie, '14.2.2'),
    },
  })),
  usedBy: ['Set-up', 'Government-phase wizard (Resources, Military Support caps)', 'VP ledger', 'Winner and tie-break'],
};

// ---------------------------------------------------------------------------------------------------------
const TRACK_FROM = -10;
const TRACK_TO = 40;
const battleTrack: TableDef = {
  id: 'battle-drm-track',
  title: 'Battle DRM Track: losses inflicted',
  description:
    'For each space of the double track (a side’s final total: modifiers + 2d6), the loss value printed in the outer row beside it, 0 to 5: the number of units that side inflicts on the enemy [13.4.4]. Blue = France, red = the Allies; copy each row separately. The rows given here are a guess at the printed range: remove spaces the board does not print and add any beyond. Totals beyond the first or last printed space use that end space’s value.',
  cite: ['4.2', '13.4.1', '13.4.4'],
  layout: 'grid',
  rows: 'open',
  keyLabel: 'Total',
  columns: [int('frLoss', 'France (blue): losses inflicted', 0, 5), int('alliedLoss', 'Allies (red): losses inflicted', 0, 5)],
  defaultRows: Array.from({ length: TRACK_TO - TRACK_FROM + 1 }, (_, i): RowData => {
    const total = TRACK_FROM + i;
    return {
      key: String(total),
      label: total > 0 ? `+${total}` : String(total),
      cells: {
        frLoss: total === 20 ? rb(2, '13.4.4') : missing(),
        alliedLoss: total === 24 ? rb(3, '13.4.4') : total === 29 ? missing('The red track has a +29 space [13.4.2 example].') : missing(),
      },
    };
  }),
  usedBy: ['Battle resolver', 'Battle odds calculator'],
};

// ---------------------------------------------------------------------------------------------------------
const ietColumns: TableDef = {
  id: 'initial-environment-columns',
  title: 'Initial Environment Table: first die (columns)',
  description:
    'The first die picks a column, which gives three results: the Major Power that picks a Character card of its own, the number of US militia added to the War of 1812 Box (total at most 7) and whether the US Military Operation marker is placed there this turn [10.2]. Militia and US Military Operation are ignored once the War of 1812 has ended.',
  cite: ['10.1', '10.2', '13.6.4'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: '1st die',
  columns: [enumCol('power', 'Major Power', powerOptions), int('usMilitia', 'US militia added', 0, 7), bool('usMilOp', 'US Military Operation')],
  defaultRows: [1, 2, 3, 4, 5, 6].map((d) => ({
    key: String(d),
    cells: {
      power: d === 5 ? rb('ru', '10.1') : d === 6 ? rb('fr', '10.1') : missing(),
      usMilitia: missing(),
      usMilOp: d === 6 ? rb(true, '13.6.4') : missing(),
    },
  })),
  usedBy: ['Initial Phase helper (IET roller)'],
};

const seaResults = opts(
  ['br-fleet-plus', '+1 British fleet (from the Force Pool, placed in London)'],
  ['br-fleet-minus', 'British fleet eliminated (Britain chooses)'],
  ['br-resource-minus', 'British Resource eliminated (flipped to USED)'],
  ['br-resource-plus', '+1 British Resource'],
  ['fr-resource-plus', '+1 French Resource'],
  ['none', 'No effect'],
);
const ietResults: TableDef = {
  id: 'initial-environment-results',
  title: 'Initial Environment Table: war at sea (second die × first die)',
  description: 'The second die picks the row, cross-referenced with the first die’s column: the war at sea between France and Britain [10.2].',
  cite: ['10.2'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: '2nd die',
  columns: [1, 2, 3, 4, 5, 6].map((c) => enumCol(`col${c}`, `1st die ${c}`, seaResults)),
  defaultRows: [1, 2, 3, 4, 5, 6].map((r) => ({ key: String(r), cells: Object.fromEntries([1, 2, 3, 4, 5, 6].map((c) => [`col${c}`, missing()])) })),
  usedBy: ['Initial Phase helper (IET roller)'],
};

// ---------------------------------------------------------------------------------------------------------
const cardNation = [...powerOptions, { value: 'neutral', label: 'Neutral' }];
const trackDrmOptions = opts(['none', 'None'], ['liberalism', 'Liberalism'], ['absolutism', 'Absolutism'], ['pax-britannica', 'Pax Britannica'], ['pax-or-liberalism', 'Pax Britannica or Liberalism']);
const negatesOptions = opts(
  ['none', 'None'],
  ['castile-fr', 'France’s Castile VP'],
  ['castile-br', 'Britain’s Castile VP'],
  ['war-of-1812-br', 'Britain’s War of 1812 status VP'],
  ['war-of-1812-fr', 'France’s War of 1812 status VP'],
);
const LEADERS: Array<[key: string, name: string, nation: CovPower]> = [
  ['napoleon', 'Napoleon', 'fr'],
  ['castlereagh', 'Castlereagh', 'br'],
  ['tsar-alexander', 'Tsar Alexander I', 'ru'],
  ['metternich', 'Metternich', 'au'],
];
const KNOWN_CARDS: Record<string, Record<string, Cell>> = {
  '2': {
    name: rb('Joseph Bonaparte', '13.4.3'),
    military: rb(true, '13.4.2'),
    killable: rb(false, '5.3'),
    ownDrm: rb(2, '13.4.2', 'French use in the battle example.'),
    negates: rb('castile-br', '14.1'),
    militaryText: missing('Rulebook: +2 DRM for France [13.4.2 example]; Britain may play it so the French suffer −4 [13.4.3].'),
  },
  '3': {
    name: rb('Berthier', '11.1.1'),
    nation: rb('fr', '13.3'),
    military: rb(true, '13.3'),
    killable: rb(false, '5.3'),
    ownDrm: rb(2, '13.3'),
    bestOfTwoRolls: rb(true, '13.3'),
    militaryText: missing('Rulebook: extra Strategic Movement and/or +2 DRM and choice of dice rolls [13.3]; only one Paris battle [13.6.5].'),
    strategicUnits: missing('How many additional units Berthier lets France move in Strategic Movement is printed only on his card (the Rulebook says "moving additional units" [13.3]): copy it.'),
  },
  '23': { name: rb('James Gambier', '13.6.4'), killable: rb(false, '5.3'), bonusText: missing('Rulebook: Britain’s play brings the US Military Operation marker into the War of 1812 Box [13.1, 13.6.4].') },
  '31': { name: rb('Kutuzov', '8.4', 'Spelled "Kutusov" in 5.3.'), nation: rb('ru', '5.3'), military: rb(true, '13.4.2'), killable: rb(true, '5.3') },
  '65': { kind: rb('event', '13.4.2'), military: rb(true, '13.4.2'), ownDrm: rb(3, '13.4.2', 'River crossing, French use in the battle example.') },
};
const cardColumns: ColumnDef[] = [
  text('name', 'Name', true, 60),
  enumCol('nation', 'Nationality', cardNation),
  enumCol('kind', 'Kind', opts(['leader', 'Leader'], ['character', 'Character'], ['event', 'Event'])),
  int('value', 'Value', 1, 7),
  bool('military', 'Military card (crossed swords)'),
  bool('killable', 'Can be killed in action'),
  int('ownDrm', 'Battle DRM for its side (+)', 0, 12, false),
  int('enemyDrm', 'Or DRM to the enemy (−)', -12, 0, false),
  bool('bestOfTwoRolls', 'Choose between two 2d6', false),
  enumCol('trackDrm', 'Government drm (+1) for', trackDrmOptions, false),
  enumCol('negates', 'Negates end-of-turn VP', negatesOptions, false),
  text('diplomacyText', 'Diplomacy modifiers (text)', false),
  text('fronts', 'Fronts where it may be played in battle (e.g. C,D; blank = any)', false, 20),
  text('militaryText', 'Military text (fronts, Armistice, other sides)', false),
  text('bonusText', 'Black-circle bonus (text)', false),
  int('strategicUnits', 'Strategic Movement: additional units (Berthier)', 0, 20, false),
];
const cards: TableDef = {
  id: 'cards',
  title: 'Leader and Game cards',
  description:
    'The 4 Leaders (value 5–7) and the 66 game cards (value 2–5, numbered). Diplomacy modifiers are mandatory; a modified value stays within 1–7 [5.3]. Named in the Rulebook without a number: Wellington (+4 DRM, or a DRM to the enemy; choose between two 2d6), Castaños (+1), Blücher, Poniatowski, Duroc, Tecumseh, Von Scharnhorst (killable [5.3]), Fouché, Gentz, Stein, Gaudin, Huskisson (Liberalism/Absolutism drm; Huskisson or Pax Britannica), Baron Bexley, Liverpool (Pax Britannica drm), Fernando VII, Andrew Jackson, Sherbrooke (negate end-of-turn VP [14.1]), Bernadotte, Marmont, Schwarzenberg, Trautmansdorff, Talleyrand, Soult, Davout. The killable cards are exactly Poniatowski, Duroc, Tecumseh, Kutuzov and Von Scharnhorst.',
  cite: ['3.0', '5.2', '5.3', '8.4', '11.5', '12.4.5', '12.4.11', '13.4.3', '14.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Card',
  columns: cardColumns,
  defaultRows: [
    ...LEADERS.map(([key, name, nation]): RowData => ({
      key,
      label: name,
      cells: {
        name: rb(name, '5.2'),
        nation: rb(nation, '5.2'),
        kind: rb('leader', '5.2'),
        value: missing('A Leader’s value is 5, 6 or 7 [5.2]: copy it from the card.'),
        military: rb(key === 'napoleon', '11.5'),
        killable: rb(false, '5.3'),
        ...(key === 'napoleon' ? { ownDrm: rb(6, '13.6.5') } : {}),
        ...(key === 'tsar-alexander' ? { militaryText: missing('"Meddling Tsar": −2 DRM to battles with Russian units if used for British Financial Aid, Liberalism/Absolutism or Generalissimo [11.5].') } : {}),
      },
    })),
    ...Array.from({ length: 66 }, (_, i): RowData => {
      const key = String(i + 1);
      return { key, label: `#${key}`, cells: KNOWN_CARDS[key] ?? {} };
    }),
  ],
  usedBy: ['Diplomacy tracker (effective values)', 'Battle resolver and odds (military DRMs)', 'Government-phase wizard (track drms)', 'End-of-turn VP calculator (negations)', 'Killed-in-action rolls'],
};

// ---------------------------------------------------------------------------------------------------------
const band = (id: string, label: string, required = true) => text(id, label, required, 500);
const isColumns: ColumnDef[] = [
  text('title', 'Title', false, 120),
  band('ruBand', 'Russia (green band)'),
  band('auBand', 'Austria (white band)'),
  band('brBand', 'Britain (red band)'),
  band('frBand', 'France (blue band)'),
  band('allText', 'Text for all Powers', false),
  int('ietColumnDrm', 'IET first die drm', -6, 6, false),
  int('ietRowDrm', 'IET second die drm', -6, 6, false),
  enumCol('ietRerollIf', 'Re-roll the first die if it selects', [{ value: 'none', label: 'No re-roll' }, ...powerOptions], false),
];
const turn11: Record<string, Cell> = {
  title: missing('Printed on the Rulebook’s back page.'),
  ruBand: rb('Tsar Alexander’s last thrust: Russia receives an additional Resource. Place the Future Government of France and one Russian Military Operation Issue at distance 1 on the Russian National Track. Draw Blücher, Bernadotte and Marmont into the Russian hand.', '15.4a'),
  auBand: rb('Metternich’s last bid: place the Peace Congress and Naples Issues at distance 1 on the Austrian National Track. Austria receives 1 additional Resource. Draw Schwarzenberg, Trautmansdorff and Gentz into the Austrian hand.', '15.4b'),
  brBand: rb('Rule Britannia: Britain receives 1 additional Resource. Place a British Military Operation Issue at distance 2 on the British National Track. Draw Wellington, Talleyrand and Gambier into the British hand.', '15.4c'),
  frBand: rb('Desperate Game: draw Berthier, Soult, Davout and Gaudin into the French hand. Add 5 VP to France at the start of the 11th turn.', '15.4d'),
  allText: rb('If the War of 1812 is ongoing and its Status marker is on either +2 space, place the Treaty of Ghent/Canada Annexed Issue on the Negotiation Table. War Exhaustion: each player draws 1 card fewer than its Card Hand Size marker (overrides the 10-card minimum).', '15.4e-f'),
};
const initialSituation: TableDef = {
  id: 'initial-situation-cards',
  title: 'Initial Situation cards',
  description:
    'Decks A (historical), B (pro-Allied) and C (pro-French), one card per turn, plus the OHR 15.4 card for Turn 11. Each band is executed in order Russia, Austria, Britain, France; do what can be done and skip the rest [10.1]. Copy each band’s text; the IET drm and re-roll columns let the app run the Initial Environment Table (blank = none).',
  cite: ['5.1', '8.1', '10.1', '10.2', '15.4'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Card',
  columns: isColumns,
  defaultRows: [
    ...['A', 'B', 'C'].flatMap((deck) =>
      Array.from({ length: 10 }, (_, i): RowData => {
        const key = `${deck}-${i + 1}`;
        return { key, cells: key === 'A-1' ? { ruBand: missing('Includes Blücher into the Russian hand [10.1].') } : {} };
      }),
    ),
    { key: 'turn-11', label: 'Turn 11 (OHR 15.4)', cells: turn11 },
  ],
  usedBy: ['Initial Phase helper (card draw and band checklist)', 'IET roller (drm and re-roll)'],
};

const handicapCards: TableDef = {
  id: 'handicap-cards',
  title: 'Handicap cards (optional)',
  description: 'The 10 Handicap cards of the optional rule [5.4, 10.4].',
  cite: ['5.4', '10.4'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Card',
  columns: [text('title', 'Title', true, 120), text('text', 'Text', true, 500)],
  defaultRows: Array.from({ length: 10 }, (_, i) => ({ key: String(i + 1), cells: {} })),
  usedBy: ['Initial Phase helper (handicap draw)'],
};

// ---------------------------------------------------------------------------------------------------------
const FRONTS = opts(['A', 'A: Central Europe'], ['B', 'B: Northern Front'], ['C', 'C: Portugal'], ['D', 'D: Mediterranean'], ['E', 'E: Naples'], ['F', 'F: Italy'], ['paris', 'Paris (where the Fronts meet)']);
const MINORS = opts(['poland', 'Poland'], ['saxony', 'Saxony'], ['bavaria', 'Bavaria'], ['italy', 'Italy'], ['naples', 'Naples'], ['holland', 'Holland'], ['denmark-norway', 'Denmark/Norway'], ['hanover', 'Hanover']);
const spaceNation = opts(['fr', 'FR'], ['ru', 'RU'], ['au', 'AU'], ['br', 'BR'], ['pr', 'PR'], ['sp', 'SP'], ['pt', 'PT'], ['none', 'No code']);
const vpColour = opts(['none', 'No VP number'], ['black', 'Black (any side)'], ['fr', 'French colour'], ['ru', 'Russian colour'], ['br', 'British colour'], ['au', 'Austrian colour']);
const replacementOptions = opts(
  ['none', 'None'],
  ['fr', 'French unit'],
  ['ru', 'Russian unit'],
  ['pr', 'Prussian unit'],
  ['sw', 'Swedish unit'],
  ['au', 'Austrian unit'],
  ['br', 'British unit'],
  ['br-fleet', 'British fleet'],
  ['sp', 'Spanish unit'],
  ['pt', 'Portuguese unit'],
);
const spaceColumns: ColumnDef[] = [
  enumCol('front', 'Front', FRONTS),
  int('order', 'Position on the Front (1 = Start Space)', 1, 20, false),
  enumCol('nation', 'Nationality code', spaceNation),
  enumCol('minorCountry', 'Minor Country', [{ value: 'none', label: 'Not a Minor Country' }, ...MINORS]),
  bool('mountain', 'Mountain'),
  int('vp', 'VP number', 0, 10),
  enumCol('vpColour', 'VP colour', vpColour),
  enumCol('cardIcon', 'Card icon for', [{ value: 'none', label: 'None' }, ...powerOptions]),
  int('cardCount', 'Cards', 0, 3, false),
  enumCol('replacement', 'Replacement icon', replacementOptions),
  bool('frenchOnly', 'Only French units may pass'),
  bool('coins', 'Coins symbol (OHR 15.1)', false),
  text('prerequisite', 'Allies must control (to attack here)', false, 120),
  text('neighbours', 'Adjacent spaces', false, 200),
];
type Space = [name: string, cells: Record<string, Cell>];
const S = (name: string, cells: Record<string, Cell> = {}): Space => [name, cells];
const front = (f: string, cite: string) => ({ front: rb(f, cite) });
/** Spaces next to each other as the Rulebook prints them: an Allied block stands next to its French counterpart
 *  [4.2], so the set-up pairs them [8.3]; the rest from the examples. */
const next = (names: string, cite: string, note?: string) => ({ neighbours: rb(names, cite, note) });
const SET_UP_PAIR = 'The Allied Army set up here faces its French counterpart next to it [4.2, 8.3].';
const SPACES: Space[] = [
  S('Polesia', { ...front('A', '8.3'), ...next('Poland', '8.3', SET_UP_PAIR) }),
  S('Vienna', { ...front('A', '8.3'), ...next('Poland', '8.3', SET_UP_PAIR) }),
  S('Poland', { ...front('A', '8.3'), minorCountry: rb('poland', '12.4.6') }),
  S('Silesia', { vp: rb(4, '13.5'), vpColour: rb('ru', '13.5') }),
  S('Saxony', { ...front('A', '13.6.1 (Example 1)'), minorCountry: unverified('saxony', 'Presumably the Saxony Minor Country space [12.4.6]; check the map.') }),
  S('Bavaria', { minorCountry: rb('bavaria', '13.4.1') }),
  S('Alsace', {
    mountain: rb(true, '13.4.1'),
    front: rb('A', '13.6.5', 'The Armies of Silesia and Bohemia (Front A) advance to Alsace when the Grande Armée goes to Paris, and the abandoned Track A spaces become Allied.'),
    neighbours: rb('Paris', '13.6.5', 'Silesia and Bohemia stand in Alsace facing the Grande Armée in Paris; an Allied block stands next to its French counterpart [4.2].'),
  }),
  S('Paris', front('paris', '4.2')),
  S('Lithuania', { ...front('B', '13.4.2'), order: rb(1, '13.4.2', 'Front B’s Start Space') }),
  S('East Prussia', { ...front('B', '8.3'), ...next('Prussia', '8.3', SET_UP_PAIR) }),
  S('Prussia', { ...front('B', '8.3'), nation: rb('pr', '13.4.1'), cardIcon: rb('ru', '10.1') }),
  S('Pomerania', { ...front('B', '13.6.1 (Example 1)'), ...next('Hanover', '13.6.1 (Example 1)', 'A Mil-Op placed in Pomerania attacks Hanover.') }),
  S('Hanover', { ...front('B', '13.6.1 (Example 1)'), prerequisite: rb('Saxony', '13.6.1.1'), minorCountry: unverified('hanover', 'Presumably the Hanover Minor Country space [12.4.6]; check the map.') }),
  S('Holland', { ...front('B', '15.3'), coins: rb(true, '15.1'), minorCountry: unverified('holland', 'Presumably the Holland Minor Country space [12.4.6]; check the map.') }),
  S('Belgium', { ...front('B', '13.4.2'), ...next('Paris', '13.4.2', 'Track B’s Belgium space is next to Paris.') }),
  S('Portugal', { ...front('C', '8.3'), nation: rb('pt', '13.4.2'), ...next('Léon', '13.4.2', 'The battle example: the Army of Portugal in Portugal faces the Army of Spain in Léon.') }),
  S('Léon', { ...front('C', '8.3'), nation: rb('sp', '13.4.2') }),
  S('Castile', front('C', '14.1')),
  S('Gascony', { ...front('C', '13.6.1.2'), mountain: rb(true, '13.4.5'), prerequisite: rb('Valencia', '13.6.1.2') }),
  S('Toulouse', { ...front('C', '13.6.1.4'), frenchOnly: rb(true, '4.2'), prerequisite: rb('Catalonia', '13.6.1.2') }),
  S('Southern Spain', { ...front('D', '8.3'), ...next('Valencia', '8.3', SET_UP_PAIR) }),
  S('Valencia', front('D', '8.3')),
  S('Catalonia', front('D', '13.6.1.4')),
  S('Pyrenees', { frenchOnly: rb(true, '4.2'), ...next('Toulouse', '13.6.1.3', 'The Army of the Mediterranean withdraws from the Pyrenees to Toulouse.') }),
  S('Sicily', { ...front('E', '8.3'), ...next('Naples', '13.6.3', 'The landing from Sicily into Naples.') }),
  S('Naples', { ...front('E', '8.3'), minorCountry: unverified('naples', 'Presumably the Naples Minor Country space [12.4.6]; check the map.') }),
  S('Tyrol', { ...front('F', '8.3'), ...next('Venice', '8.3', SET_UP_PAIR) }),
  S('Venice', front('F', '8.3')),
  S('Italy', { coins: rb(true, '15.1'), minorCountry: unverified('italy', 'Presumably the Italy Minor Country space [12.4.6]; check the map.') }),
  S('Lyon', { ...front('F', '13.6.5'), ...next('Paris', '13.6.5', 'The Army of Tyrol goes back from Paris to Lyon on Track F.') }),
];
const mapSpaces: TableDef = {
  id: 'map-spaces',
  title: 'Military Map spaces',
  description:
    'Every space on the six Front tracks, as printed: Front and position from the Start Space, two-letter nationality code (Homeland and Guerrilla DRMs, the French card-decision order), Minor Country, mountain, VP number and its colour (black = either side; coloured = that Power only [13.5]), card icon (extra card for the controlling Power), replacement icon (even turns [12.5]), the French-only symbol, and the paired-front prerequisite printed on the map [13.6.1]. Add every space the Rulebook does not name.',
  cite: ['4.1', '4.2', '10.1', '12.5', '13.4.1', '13.5', '13.6.1', '15.1'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Space',
  columns: spaceColumns,
  defaultRows: SPACES.map(([name, cells]) => ({ key: name, cells })),
  usedBy: ['Battle resolver (terrain, Homeland, Guerrilla)', 'VP ledger (space control)', 'Replacements', 'Card Hand Size', 'Paired-front checks'],
};

const minorCountries: TableDef = {
  id: 'minor-countries',
  title: 'Minor Country markers',
  description: 'The Power codes printed on each Minor Country Issue marker (a Power with its code gains 1 VP for winning and activating it), and the space whose control gives the unit [12.4.6].',
  cite: ['2.1', '12.4.6', '15.2'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Minor Country',
  columns: [bool('codeFR', 'FR code'), bool('codeRU', 'RU code'), bool('codeBR', 'BR code'), bool('codeAU', 'AU code'), text('controlSpace', 'Unit if this space is controlled', true, 60)],
  defaultRows: MINORS.map((m) => ({
    key: m.value,
    label: m.label,
    cells: {
      controlSpace:
        m.value === 'poland'
          ? rb('Poland', '12.4.6')
          : m.value === 'denmark-norway'
            ? rb('Hanover', '15.2', 'With OHR 15.2 control of the Denmark/Norway Box counts instead.')
            : unverified(m.label, 'Presumably the space of the same name [12.4.6].'),
    },
  })),
  usedBy: ['Government-phase wizard (Minor Country VP and units)'],
};

// ---------------------------------------------------------------------------------------------------------
const ARMIES: Array<[key: string, name: string, owner: CovPower, front: string, limit?: [number, string], fleets?: [number, string]]> = [
  ['silesia', 'Army of Silesia', 'ru', 'A'],
  ['bohemia', 'Army of Bohemia', 'au', 'A'],
  ['grande-armee', 'Grande Armée', 'fr', 'A', [16, '13.6.1.3']],
  ['northern', 'Northern Army', 'ru', 'B'],
  ['elbe', 'Army of the Elbe', 'fr', 'B'],
  ['portugal', 'Army of Portugal', 'br', 'C', [10, '13.6.1.3']],
  ['spain', 'Army of Spain', 'fr', 'C'],
  ['eastern', 'Eastern Army', 'br', 'D'],
  ['mediterranean', 'Army of the Mediterranean', 'fr', 'D'],
  ['sicily', 'Army of Sicily', 'br', 'E', undefined, [3, '12.6.2']],
  ['naples', 'Army of Naples', 'fr', 'E'],
  ['tyrol', 'Army of Tyrol', 'au', 'F'],
  ['italy', 'Army of Italy', 'fr', 'F'],
  ['scheldt', 'Army of Scheldt (OHR 15.3)', 'br', 'B', [4, '15.3'], [3, '15.3']],
];
const armies: TableDef = {
  id: 'armies',
  title: 'Armies and their box limits',
  description: 'The 14 Army blocks: owner, Front, and the most units (the number in the Army box, 4–16 [4.2, 12.6.1]) and fleets its box or embarkation space may hold.',
  cite: ['4.2', '8.3', '12.6.1', '12.6.2', '13.6.1.3', '15.3'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Army',
  columns: [text('name', 'Name', true, 60), enumCol('owner', 'Owner', powerOptions), enumCol('front', 'Front', FRONTS), int('unitLimit', 'Most units', 0, 16), int('fleetLimit', 'Most fleets', 0, 10, false)],
  defaultRows: ARMIES.map(([key, name, owner, f, limit, fleets]) => {
    const c = key === 'scheldt' ? '15.3' : '8.3';
    return {
      key,
      label: name,
      cells: {
        name: rb(name, c),
        owner: rb(owner, c),
        front: rb(f, c),
        unitLimit: limit ? rb(limit[0], limit[1]) : missing('The number in the Army box on the board.'),
        fleetLimit: fleets ? rb(fleets[0], fleets[1]) : missing(),
      },
    };
  }),
  usedBy: ['Army and Force Pool tracker (distribution, Strategic Movement)', 'Battle resolver'],
};

const boxLimits: TableDef = {
  id: 'box-limits',
  title: 'Box limits',
  description: 'Limits of the War of 1812 Box (Front G) and the OHR Denmark/Norway Box. The Royal Navy Reserve holds any number of fleets [12.6.2].',
  cite: ['12.6.2', '13.2', '13.6.4', '15.2'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Box · piece',
  columns: [int('limit', 'Most', 0, 20)],
  defaultRows: (
    [
      ['war-of-1812:british-fleets', 'War of 1812: British fleets', 4, '13.6.4'],
      ['war-of-1812:british-units', 'War of 1812: British units', 2, '13.6.4'],
      ['war-of-1812:us-militia', 'War of 1812: US militia', 7, '13.6.4'],
      ['war-of-1812:military-operations', 'War of 1812: Military Operation markers', 1, '13.6.4'],
      ['war-of-1812:military-support', 'War of 1812: Military Support markers (1 BR + 1 FR)', 2, '13.2'],
      ['denmark-norway:coalition-units', 'Denmark/Norway: Russian, Prussian and Swedish units', 6, '15.2'],
      ['denmark-norway:french-units', 'Denmark/Norway: French units', 4, '15.2'],
    ] as const
  ).map(([key, label, v, c]) => ({ key, label, cells: { limit: rb(v, c) } })),
  usedBy: ['Army and Force Pool tracker'],
};

const FORCE: Array<[key: string, label: string, pool: CovPower, poolCite: string | null, total?: [number, string]]> = [
  ['fr', 'French units', 'fr', '4.1'],
  ['us-militia', 'US militia', 'fr', '13.6.4.1'],
  ['ru', 'Russian units', 'ru', '4.1'],
  ['pr', 'Prussian units', 'ru', '12.4.6'],
  ['sw', 'Swedish units', 'ru', null, [3, '12.4.3']],
  ['au', 'Austrian units', 'au', '4.1'],
  ['br', 'British units', 'br', '4.1'],
  ['br-fleets', 'British fleets', 'br', '4.1'],
  ['sp', 'Spanish units', 'br', '12.4.9.1'],
  ['pt', 'Portuguese units', 'br', '12.4.9.1'],
];
const forcePools: TableDef = {
  id: 'force-pools',
  title: 'Pieces by nationality',
  description: 'How many pieces of each nationality the game has (109 cubes and cylinders in all [3.0]; counts are printed in the Force Pool boxes [4.1]) and whose Force Pool holds them.',
  cite: ['3.0', '4.1', '12.4.3', '12.4.6', '12.4.9.1', '13.6.4.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Pieces',
  columns: [int('total', 'Pieces in the game', 0, 109), enumCol('pool', 'Kept in the Force Pool of', powerOptions)],
  defaultRows: FORCE.map(([key, label, pool, poolCite, total]) => ({
    key,
    label,
    cells: {
      total: total ? rb(total[0], total[1]) : missing('Printed in the Force Pool box on the board.'),
      pool: poolCite ? rb(pool, poolCite) : unverified(pool, 'Swedish units join only Russia’s Northern Army [12.6]; presumably kept with Russia.'),
    },
  })),
  usedBy: ['Army and Force Pool tracker (recruitment, replacements, losses)'],
};

// ---------------------------------------------------------------------------------------------------------
const SCEN: Array<[key: string, name: string, first: number | null, last: number | null, note: string]> = [
  ['full-campaign', 'Full Campaign', 1, 10, ''],
  ['napoleon-resurgent', 'Napoleon Resurgent: Spring 1813', null, null, 'Two to four turns [2.3].'],
  ['liberation-war', 'The Liberation War for Germany 1813', null, null, 'Eight turns [2.3].'],
  ['clash-of-armies', 'The Clash of Armies 1813', null, null, 'Four turns [2.3].'],
  ['desperate-times', 'Desperate Times: The France Campaign 1814', null, null, 'Three turns [2.3]; Playbook 17.5 [15.2].'],
];
const scenarios: TableDef = {
  id: 'scenarios',
  title: 'Scenarios',
  description: 'First and last turn and starting VP of each scenario; the other scenarios’ set-ups are in the Playbook (17.0). Army set-ups are in "Set-up: Armies"; other set-up differences go in the notes.',
  cite: ['2.3', '8.2', '8.3', '14.2.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Scenario',
  columns: [
    text('name', 'Name', true, 80),
    int('firstTurn', 'First turn', 1, 11),
    int('lastTurn', 'Last turn', 1, 11),
    int('vpFR', 'France VP', 0, 100),
    int('vpRU', 'Russia VP', 0, 100),
    int('vpBR', 'Britain VP', 0, 100),
    int('vpAU', 'Austria VP', 0, 100),
    text('notes', 'Other set-up and scenario VP bonuses (Playbook)', false),
  ],
  defaultRows: SCEN.map(([key, name, first, last, note]) => {
    const full = key === 'full-campaign';
    const vp = (v: number) => (full ? rb(v, '8.3') : missing('Playbook set-up.'));
    return {
      key,
      label: name,
      cells: {
        name: rb(name, '2.3'),
        firstTurn: first !== null ? rb(first, '8.2') : missing(note),
        lastTurn: last !== null ? rb(last, '8.2') : missing(note),
        vpFR: vp(60),
        vpRU: vp(10),
        vpBR: vp(5),
        vpAU: vp(5),
        notes: missing(),
      },
    };
  }),
  usedBy: ['Scenario set-up', 'Game end check (last turn)'],
};

const setupColumns: ColumnDef[] = [
  text('space', 'Space', true, 60),
  ...(
    [
      ['fr', 'French'],
      ['ru', 'Russian'],
      ['pr', 'Prussian'],
      ['sw', 'Swedish'],
      ['au', 'Austrian'],
      ['br', 'British'],
      ['pt', 'Portuguese'],
      ['sp', 'Spanish'],
      ['brFleets', 'British fleets'],
      ['usMilitia', 'US militia'],
    ] as const
  ).map(([id, label]) => int(id, label, 0, 16)),
];
type Setup = [army: string, space: string, counts: Partial<Record<string, number>>];
const FULL_SETUP: Setup[] = [
  ['silesia', 'Polesia', { ru: 3 }],
  ['bohemia', 'Vienna', { au: 3 }],
  ['grande-armee', 'Poland', { fr: 1 }],
  ['northern', 'East Prussia', { ru: 3, pr: 1 }],
  ['elbe', 'Prussia', { fr: 2 }],
  ['portugal', 'Portugal', { br: 4, pt: 2, sp: 2 }],
  ['spain', 'Léon', { fr: 6 }],
  ['eastern', 'Southern Spain', { sp: 2, br: 1 }],
  ['mediterranean', 'Valencia', { fr: 4 }],
  ['sicily', 'Sicily', {}],
  ['naples', 'Naples', { fr: 1 }],
  ['tyrol', 'Tyrol', {}],
  ['italy', 'Venice', { fr: 1 }],
  ['war-of-1812', 'War of 1812 Box', { brFleets: 1 }],
];
const setupArmies: TableDef = {
  id: 'setup-armies',
  title: 'Set-up: Armies',
  description: 'Where each Army block starts and the pieces in its box, per scenario (key "scenario:army"; "war-of-1812" for the War of 1812 Box). The Full Campaign is from the Rulebook; add the Playbook scenarios’ rows. Everything else starts in the Force Pools.',
  cite: ['8.3', '15.2', '15.3'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Scenario · army',
  columns: setupColumns,
  defaultRows: FULL_SETUP.map(([army, space, counts]) => ({
    key: `full-campaign:${army}`,
    cells: Object.fromEntries([['space', rb(space, '8.3')], ...setupColumns.slice(1).map((c) => [c.id, rb(counts[c.id] ?? 0, '8.3')])]),
  })),
  usedBy: ['Scenario set-up', 'Army and Force Pool tracker'],
};

// ---------------------------------------------------------------------------------------------------------
const turnTrack: TableDef = {
  id: 'turn-track',
  title: 'Turn Track',
  description: 'Month label of each turn, its year (card modifiers by year [5.3]) and whether it is a Replacement turn (red band with "R"). Turn 11 is only played with OHR 15.4.',
  cite: ['2.3', '4.1', '8.2', '12.5', '15.4'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Turn',
  columns: [text('label', 'Months', true, 40), int('year', 'Year', 1813, 1814), bool('replacements', 'Replacements')],
  defaultRows: Array.from({ length: 11 }, (_, i): RowData => {
    const t = i + 1;
    const inferred = ['', '', 'May 1813', 'June 1813', 'July 1813', 'August 1813', 'September 1813', 'October 1813', 'November–December 1813', 'January–February 1814'][t];
    const guess = (v: string | number) => unverified(v, 'Digest §1.2 inferred mapping (Turn 7 = Leipzig, October 1813); check the Turn Track.');
    return {
      key: String(t),
      cells: {
        label: t === 1 ? rb('March–April 1813', '8.2') : t === 10 ? rb('March–April 1814', '8.2') : t === 11 ? rb('May 1814', '15.4') : guess(inferred!),
        year: t === 1 ? rb(1813, '8.2') : t >= 10 ? rb(1814, t === 10 ? '8.2' : '15.4') : guess(t === 9 ? 1814 : 1813),
        replacements: rb(t % 2 === 0, '12.5'),
      },
    };
  }),
  usedBy: ['Turn and phase conductor', 'Replacements step', 'Diplomacy tracker (year modifiers)'],
};

const libAbs: TableDef = {
  id: 'liberalism-absolutism',
  title: 'Liberalism/Absolutism Track',
  description: 'Each side has three boxes leading to a fourth; on entering a box both Powers of the pair (Liberalism: France and Britain; Absolutism: Russia and Austria) gain its VP [12.4.5]. The fourth boxes carry the game-end bonus [14.2.1.1].',
  cite: ['4.1', '12.4.5', '12.4.11', '14.2.1.1'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Box',
  columns: [text('name', 'Name', true, 60), int('vp', 'VP on entering (each Power of the pair)', -10, 20), int('endBonus', 'Game-end bonus (each)', 0, 20, false)],
  defaultRows: [
    { key: 'liberalism-1', label: 'Liberalism 1', cells: { name: missing('One Liberalism box is "Secularization and Confiscation" [12.4.11]: box 1 or 2.'), vp: missing() } },
    { key: 'liberalism-2', label: 'Liberalism 2', cells: { name: missing('One Liberalism box is "Secularization and Confiscation" [12.4.11]: box 1 or 2.'), vp: missing() } },
    { key: 'liberalism-3', label: 'Liberalism 3', cells: { name: rb('Free Market', '12.4.5'), vp: missing() } },
    { key: 'liberalism-4', label: 'Liberalism 4 (final)', cells: { name: rb('Liberalism/Democracy', '14.2.1.1', 'Called "Democracy" in 12.4.5.'), vp: rb(5, '12.4.5'), endBonus: rb(5, '14.2.1.1') } },
    { key: 'absolutism-1', label: 'Absolutism 1', cells: { name: missing(), vp: missing() } },
    { key: 'absolutism-2', label: 'Absolutism 2', cells: { name: missing(), vp: missing() } },
    { key: 'absolutism-3', label: 'Absolutism 3', cells: { name: missing(), vp: missing() } },
    { key: 'absolutism-4', label: 'Absolutism 4 (final)', cells: { name: rb('Absolutism/Holy Alliance', '14.2.1.1'), vp: missing(), endBonus: rb(3, '14.2.1.1') } },
  ],
  usedBy: ['Government-phase wizard (Liberalism/Absolutism roll)', 'VP ledger', 'End-of-game bonuses'],
};

const paxNote = 'The 12.4.11 example: the pawn reached box 2 while the War of 1812 went in Britain’s favour; prerequisites mentioned are the War of 1812 Status (Britain +1 or better) and Liberalism at "Secularization and Confiscation".';
const pax: TableDef = {
  id: 'pax-britannica',
  title: 'Pax Britannica Track',
  description: 'Five boxes after At Start. Britain may roll only if the prerequisite printed in the next box is met; entering a box gives Britain its VP [12.4.11]. Write the prerequisite as printed (the app asks Britain to confirm it).',
  cite: ['4.1', '12.4.11'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Box',
  columns: [text('name', 'Name', false, 80), int('vp', 'VP on entering', -10, 20), text('prerequisite', 'Prerequisite', true, 300)],
  defaultRows: [1, 2, 3, 4, 5].map((b) => ({ key: String(b), label: `Box ${b}`, cells: { name: missing(), vp: missing(), prerequisite: missing(b === 2 ? paxNote : undefined) } })),
  usedBy: ['Government-phase wizard (Pax Britannica roll)', 'VP ledger'],
};

const fgofColumns: ColumnDef[] = [
  text('name', 'Space', true, 60),
  text('from', 'Entered from (No Agreement boxes only)', false, 60),
  enumCol('finalBoxOf', 'Final box of', [{ value: 'none', label: 'None' }, ...powerOptions]),
  text('neighbours', 'Adjacent spaces', false, 200),
  int('vpFR', 'France VP', -10, 10),
  int('vpRU', 'Russia VP', -10, 10),
  int('vpBR', 'Britain VP', -10, 10),
  int('vpAU', 'Austria VP', -10, 10),
];
const na = (from: Cell): Record<string, Cell> => ({ name: rb('No Agreement', '12.4.8'), from, finalBoxOf: rb('none', '12.4.8') });
const fgof: TableDef = {
  id: 'future-government-of-france',
  title: 'Future Government of France Track',
  description:
    'Six spaces; the pawn starts on "Emperor Napoleon Bonaparte" and moves one adjacent space toward the winner’s national final box (from No Agreement into any of its four neighbours). On entering a space every Power gains or loses the VP printed there; in the central No Agreement space the VP depend on the space the pawn came from (its four reminder boxes) [12.4.8].',
  cite: ['4.1', '8.3', '12.4.8'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Space',
  columns: fgofColumns,
  defaultRows: [
    { key: 'emperor-napoleon-bonaparte', cells: { name: rb('Emperor Napoleon Bonaparte', '8.3') } },
    { key: 'austria-regency', cells: { name: rb('Austria Regency', '12.4.8', 'Also "Austrian Regency".'), finalBoxOf: unverified('au', 'The white-outlined Austrian space [12.4.8]; presumably Austria’s final box.') } },
    { key: 'king-jean-iii-bernadotte', cells: { name: rb('King Jean III Bernadotte', '12.4.8'), finalBoxOf: unverified('ru', 'The green-outlined Russian space [12.4.8]; presumably Russia’s final box.'), vpFR: rb(-2, '12.4.8'), vpRU: rb(5, '12.4.8'), vpBR: rb(1, '12.4.8'), vpAU: rb(1, '12.4.8') } },
    { key: 'space-5', label: 'Fifth space', cells: {} },
    { key: 'space-6', label: 'Sixth space', cells: {} },
    { key: 'no-agreement:austria-regency', label: 'No Agreement, from Austria Regency', cells: { ...na(rb('Austria Regency', '12.4.8')), vpFR: rb(-4, '12.4.8'), vpRU: rb(2, '12.4.8'), vpBR: rb(2, '12.4.8'), vpAU: rb(-5, '12.4.8') } },
    { key: 'no-agreement:king-jean-iii-bernadotte', label: 'No Agreement, from King Jean III Bernadotte', cells: { ...na(unverified('King Jean III Bernadotte', 'Presumably adjacent to No Agreement (Russia moves there from it [12.4.8]).')) } },
    { key: 'no-agreement:3', label: 'No Agreement, third reminder box', cells: { ...na(missing()) } },
    { key: 'no-agreement:4', label: 'No Agreement, fourth reminder box', cells: { ...na(missing()) } },
  ],
  usedBy: ['Government-phase wizard (Future Government of France)', 'VP ledger'],
};

// ---------------------------------------------------------------------------------------------------------
const chits: TableDef = {
  id: 'tactical-chits',
  title: 'Tactical chits (OHR 15.5)',
  description: 'Each side’s pool of 7 Tactical Chits [15.5]. If both sides have the same seven, enter the same names.',
  cite: ['15.5'],
  layout: 'records',
  rows: 'fixed',
  keyLabel: 'Chit',
  columns: [text('name', 'Name', true, 60)],
  defaultRows: (['french', 'allied'] as const).flatMap((side) =>
    Array.from({ length: 7 }, (_, i) => ({ key: `${side}:${i + 1}`, label: `${side === 'french' ? 'French' : 'Allied'} chit ${i + 1}`, cells: { name: missing('Printed on the Rulebook’s back page.') } })),
  ),
  usedBy: ['Battle resolver (OHR 15.5)'],
};
const matrixResult = opts(['normal', 'DRMs only'], ['no-major', 'No major victory/defeat*'], ['no-battle', 'No Battle']);
const matrix: TableDef = {
  id: 'tactical-matrix',
  title: 'Tactical Matrix for Battles (OHR 15.5)',
  description:
    'One row per pair of revealed chits (French chit × Allied chit): the extra DRM each side gets and any special result ("No major victory/defeat*": no Major Battle VP; "No Battle": no casualties, no VP) [15.5].',
  cite: ['15.5'],
  layout: 'grid',
  rows: 'fixed',
  keyLabel: 'French chit × Allied chit',
  columns: [int('frenchDrm', 'French DRM', -12, 12), int('alliedDrm', 'Allied DRM', -12, 12), enumCol('result', 'Result', matrixResult)],
  defaultRows: Array.from({ length: 49 }, (_, i) => {
    const f = Math.floor(i / 7) + 1;
    const a = (i % 7) + 1;
    return { key: `${f}:${a}`, label: `French ${f} × Allied ${a}`, cells: {} };
  }),
  usedBy: ['Battle resolver (OHR 15.5)', 'Battle odds calculator (OHR 15.5)'],
};
const commanderTactics: TableDef = {
  id: 'commander-tactics',
  title: 'Commanders’ preferred tactics (OHR 15.5 addendum)',
  description: 'Commanders with a historically preferred tactic add this DRM when their card is used and their side picks that chit; Napoleon and Wellington may then demand that both sides reselect once per battle [15.5b-c]. Add the other commanders of the addendum.',
  cite: ['15.5'],
  layout: 'records',
  rows: 'open',
  keyLabel: 'Commander',
  columns: [text('chit', 'Preferred chit', true, 60), int('drm', 'DRM', -12, 12), bool('reselect', 'May demand a reselection')],
  defaultRows: [
    { key: 'Napoleon', cells: { reselect: rb(true, '15.5') } },
    { key: 'Wellington', cells: { reselect: rb(true, '15.5') } },
    { key: 'Blücher', cells: { reselect: rb(false, '15.5') } },
  ],
  usedBy: ['Battle resolver (OHR 15.5)'],
};

export const CONGRESS_OF_VIENNA_DATA: GameData = {
  game: 'congress-of-vienna',
  dataVersion: 1,
  tables: [
    powers,
    battleTrack,
    ietColumns,
    ietResults,
    cards,
    initialSituation,
    handicapCards,
    mapSpaces,
    minorCountries,
    armies,
    boxLimits,
    forcePools,
    scenarios,
    setupArmies,
    turnTrack,
    libAbs,
    pax,
    fgof,
    chits,
    matrix,
    commanderTactics,
  ],
};
