// Alliance rulebook data. Every value cites its section; what the rulebook does not print
// (most cards' empires, most Victory City values) is entered by the group and marked so.
import type { PowerDef, ScenarioDef } from '../../engine/types';

export const EMPIRES = ['france', 'britain', 'austria', 'prussia', 'russia', 'spain', 'turkey'] as const;
export type Empire = (typeof EMPIRES)[number];

export const MINORS = [
  'portugal', 'sweden', 'denmark', 'bavaria', 'saxony', 'hansa', 'westfalen', 'holland',
  'swiss', 'veneto', 'poland', 'naples', 'rome', 'morocco', 'tunisia',
] as const;
export type Minor = (typeof MINORS)[number];

/** Block colours [2.2]. */
export const POWERS: PowerDef[] = [
  { id: 'france', name: 'France', colour: '#2f5fb3', kind: 'major' },
  { id: 'britain', name: 'Britain', colour: '#c0392b', kind: 'major' },
  { id: 'austria', name: 'Austria', colour: '#e8e4d8', kind: 'major' },
  { id: 'prussia', name: 'Prussia', colour: '#2b2b2b', kind: 'major' },
  { id: 'russia', name: 'Russia', colour: '#2e7d32', kind: 'major' },
  { id: 'spain', name: 'Spain', colour: '#e0b422', kind: 'major' },
  { id: 'turkey', name: 'Turkey', colour: '#e67e22', kind: 'major' },
  ...(
    [
      ['portugal', 'Portugal'], ['sweden', 'Sweden'], ['denmark', 'Denmark'], ['bavaria', 'Bavaria'],
      ['saxony', 'Saxony'], ['hansa', 'Hansa'], ['westfalen', 'Westfalen'], ['holland', 'Holland'],
      ['swiss', 'Swiss'], ['veneto', 'Veneto'], ['poland', 'Poland'], ['naples', 'Naples'],
      ['rome', 'Rome'], ['morocco', 'Morocco'], ['tunisia', 'Tunisia'],
    ] as const
  ).map(([id, name]) => ({ id, name, colour: '#8d6e63', kind: 'minor' as const })),
];

export function isEmpire(id: string): id is Empire {
  return (EMPIRES as readonly string[]).includes(id);
}
export function isMinor(id: string): id is Minor {
  return (MINORS as readonly string[]).includes(id);
}

export type ScenarioId = '1804-07' | '1808-11' | '1812-15' | 'campaign' | 'solitaire';

/** Diplomatic status of a non-player empire or minor at set-up. 'neutral' or allied to an empire. */
export type Allegiance = 'neutral' | Empire;

export interface ScenarioData {
  id: ScenarioId;
  startYear: number;
  years: number;
  /** Starting Gold per empire [12.3-12.5]; NPE Gold is halved and goes to the allied player. */
  gold: Record<Empire, number> | null;
  /** Scenario header status of each empire other than France and Britain. */
  empireStatus: Record<Empire, Allegiance>;
  minorStatus: Record<Minor, Allegiance>;
  deployment: string;
  cite: string[];
}

const allNeutralMinors = Object.fromEntries(MINORS.map((m) => [m, 'neutral'])) as Record<Minor, Allegiance>;

const S1804: ScenarioData = {
  id: '1804-07',
  startYear: 1804,
  years: 4,
  gold: { france: 10, britain: 10, spain: 8, austria: 8, prussia: 8, russia: 10, turkey: 8 },
  empireStatus: { france: 'france', britain: 'britain', spain: 'france', austria: 'neutral', prussia: 'neutral', russia: 'neutral', turkey: 'neutral' },
  // Veneto (Austria) and Poland (Prussia) are allied to neutral NPEs, so neutral in practice.
  minorStatus: {
    ...allNeutralMinors,
    swiss: 'france', holland: 'france', westfalen: 'france',
    portugal: 'britain', sweden: 'britain',
    morocco: 'spain', tunisia: 'turkey', veneto: 'austria', poland: 'prussia',
  },
  deployment: 'All blocks except Forts deploy one step below their maximum [12.3].',
  cite: ['12.0', '12.3'],
};

const S1808: ScenarioData = {
  id: '1808-11',
  startYear: 1808,
  years: 4,
  gold: { france: 12, britain: 10, spain: 4, austria: 4, prussia: 4, russia: 6, turkey: 6 },
  empireStatus: { france: 'france', britain: 'britain', spain: 'neutral', austria: 'neutral', prussia: 'neutral', russia: 'neutral', turkey: 'neutral' },
  minorStatus: {
    ...allNeutralMinors,
    veneto: 'france', saxony: 'france', bavaria: 'france', westfalen: 'france', hansa: 'france', swiss: 'france',
    denmark: 'france', holland: 'france', naples: 'france', rome: 'france', poland: 'france',
    portugal: 'britain', sweden: 'britain', morocco: 'spain', tunisia: 'turkey',
  },
  deployment: 'All blocks except Forts deploy one step below their maximum [12.4].',
  cite: ['12.0', '12.4'],
};

const S1812: ScenarioData = {
  id: '1812-15',
  startYear: 1812,
  years: 4,
  gold: { france: 10, britain: 10, spain: 6, austria: 6, prussia: 6, russia: 8, turkey: 8 },
  empireStatus: { france: 'france', britain: 'britain', spain: 'britain', austria: 'france', prussia: 'france', russia: 'neutral', turkey: 'neutral' },
  // Sweden is listed under France in 12.5; followed as printed.
  minorStatus: {
    ...allNeutralMinors,
    bavaria: 'france', westfalen: 'france', poland: 'france', saxony: 'france', denmark: 'france', swiss: 'france',
    hansa: 'france', holland: 'france', naples: 'france', rome: 'france', veneto: 'france', sweden: 'france',
    portugal: 'britain', morocco: 'spain', tunisia: 'turkey',
  },
  deployment: 'All blocks deploy at full strength [12.5].',
  cite: ['12.0', '12.5'],
};

export const SCENARIO_DATA: Record<ScenarioId, ScenarioData> = {
  '1804-07': S1804,
  '1808-11': S1808,
  '1812-15': S1812,
  // The three scenarios linked, set up as 1804, no special rules [12.1].
  campaign: { ...S1804, id: 'campaign', years: 12, cite: ['12.1', '12.3'] },
  // Set up 1804; no Gold, no diplomacy, all at war, no Winter Turn [12.2].
  solitaire: {
    ...S1804,
    id: 'solitaire',
    gold: null,
    empireStatus: Object.fromEntries(EMPIRES.map((e) => [e, e])) as Record<Empire, Allegiance>,
    deployment: 'Set up the 1804 scenario [12.2].',
    cite: ['12.2'],
  },
};

export const SCENARIOS: ScenarioDef[] = [
  { id: '1804-07', name: '1804-07: Austerlitz', cite: ['12.3'], description: 'Four years, 16 Game Turns, about 4 hours. Spain is French-allied.', playable: [...EMPIRES], minPlayers: 1, maxPlayers: 7 },
  { id: '1808-11', name: '1808-11: the Peninsula', cite: ['12.4'], description: 'Four years, 16 Game Turns. Every NPE starts neutral.', playable: [...EMPIRES], minPlayers: 1, maxPlayers: 7 },
  { id: '1812-15', name: '1812-15: Russia and the Hundred Days', cite: ['12.5'], description: 'Four years, 16 Game Turns, full-strength deployment. Austria and Prussia are French-allied, Spain British.', playable: [...EMPIRES], minPlayers: 1, maxPlayers: 7 },
  { id: 'campaign', name: 'Campaign 1804-15', cite: ['12.1'], description: 'The three scenarios linked: 12 years, 48 Game Turns, 8-10 hours.', playable: [...EMPIRES], minPlayers: 1, maxPlayers: 7 },
  { id: 'solitaire', name: 'Solitaire', cite: ['12.2'], description: 'One player, 16 cards (32 or 48 extended): each card’s colour is the empire played, with 3 AP. Score 16 VP or more.', playable: [...EMPIRES], minPlayers: 1, maxPlayers: 1 },
];

/** +5 VP for these empires when a person plays them [10.2]. */
export const HANDICAP_VP: Record<Empire, number> = { austria: 5, prussia: 5, spain: 5, turkey: 5, france: 0, britain: 0, russia: 0 };

/** Britain, Russia or France defeated, or Napoléon killed, ends the game [10.3]. */
export const SUDDEN_DEATH_EMPIRES: Empire[] = ['britain', 'russia', 'france'];

export const CARD_COUNT = 42;
export const HAND_SIZE = 5;
export const MAX_GOLD_AS_AP = 3;
export const AP_PER_CARD = 3;
export const OWN_EMPIRE_BONUS_AP = 1;
export const SOLITAIRE_TARGET_PER_16 = 16;

export interface LeaderDef {
  id: string;
  name: string;
  empire: Empire;
  event: string;
  effect: string;
}

/** The 8 leader cards and their events [3.3]. Card numbers are printed only for Napoléon and Alexander. */
export const LEADERS: LeaderDef[] = [
  { id: 'charles', name: 'Charles', empire: 'austria', event: 'Alpine Guide', effect: 'One Mountain border limit +1.' },
  { id: 'wellington', name: 'Wellington', empire: 'britain', event: 'Reverse Slope', effect: '−1 Firepower in Round 1 for one enemy Artillery (block owner choice).' },
  { id: 'napoleon', name: 'Napoléon', empire: 'france', event: 'Grand Battery', effect: '+1 Firepower in Round 1 for one Artillery block.' },
  { id: 'talleyrand', name: 'Talleyrand', empire: 'france', event: 'Diplomacy +2', effect: '+2 to this player’s diplomatic roll this Game Turn (A-3).' },
  { id: 'selim', name: 'Selim III', empire: 'turkey', event: 'Panic', effect: 'One enemy Infantry (block owner choice) does not fire in Round 1 of one battle.' },
  { id: 'blucher', name: 'Blücher', empire: 'prussia', event: 'Bridge Capture', effect: '+1 border limit for crossing a River.' },
  { id: 'alexander', name: 'Alexander', empire: 'russia', event: 'Bayonet Charge', effect: '+1 Firepower in Round 1 for one Infantry block.' },
  { id: 'cuesta', name: 'Cuesta', empire: 'spain', event: 'Cavalry Charge', effect: '+1 Firepower in Round 1 for one Cavalry block.' },
];

export interface CardFact {
  empire: Empire | null;
  leader: string | null;
  title: string | null;
  source: 'rulebook' | 'group';
  cite?: string;
}

/** What the rulebook says about individual cards; the rest comes from the group's deck [1.2 of the digest]. */
export const RULEBOOK_CARDS: Record<number, CardFact> = {
  42: { empire: 'france', leader: 'napoleon', title: 'Napoléon', source: 'rulebook', cite: '3.3' },
  39: { empire: 'russia', leader: 'alexander', title: 'Czar Alexander', source: 'rulebook', cite: '3.3' },
  28: { empire: 'france', leader: null, title: 'Old Guard', source: 'rulebook', cite: 'Movement Example' },
};

/** Victory-city and sea values the rulebook states (digest 9.4); the rest are on the map. */
export const KNOWN_PLACES: Array<{ name: string; kind: IncomeKind; value: number; cite: string; of?: string }> = [
  { name: 'Madrid', kind: 'enemy-vc', value: 2, cite: '6.12', of: 'spain' },
  { name: 'Milan', kind: 'enemy-vc', value: 1, cite: '3.4' },
  { name: 'Munich (Bavaria)', kind: 'minor-vc', value: 1, cite: '12.2', of: 'bavaria' },
  { name: 'Saxony’s Victory City', kind: 'minor-vc', value: 1, cite: '12.2', of: 'saxony' },
  { name: 'Hamburg (Hansa)', kind: 'minor-vc', value: 1, cite: '12.2', of: 'hansa' },
  { name: 'Bay of Biscay', kind: 'sea', value: 1, cite: '3.4' },
  { name: 'Gulf of Lyon', kind: 'sea', value: 1, cite: '3.4' },
  { name: 'North Sea', kind: 'sea', value: 1, cite: '12.2' },
];

/** Homeland Victory City totals the rulebook states; others come from the map. */
export const KNOWN_HOMELAND_VP: Partial<Record<Empire, { value: number; cite: string }>> = {
  france: { value: 5, cite: '3.4' },
  spain: { value: 4, cite: '3.4, 6.12' },
};

export type IncomeKind = 'enemy-vc' | 'npe-vc' | 'minor-vc' | 'sea';

export const INCOME_KIND_LABEL: Record<IncomeKind, string> = {
  'enemy-vc': 'Occupied enemy Victory City',
  'npe-vc': 'Allied NPE Victory City',
  'minor-vc': 'Allied Minor Victory City',
  sea: 'Starred Sea (own fleet, supplied)',
};

export const WINTER_REMINDERS = [
  'All border limits −1 (Russian rivers except Bug, Dniester, Kuban and Nieman freeze: 11.12).',
  'Frozen Russian rivers (and river/forest borders such as Poltava-Donbas) and frozen Lake Onega: the limit stays 3 for Russian Empire blocks (green); 2 for others (11.12, A-34).',
  'Lake Onega is passable (frozen).',
  'No Sea Moves and no Sea Invasions (3.5, 8.4, 8.5).',
];
