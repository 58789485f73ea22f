// Inputs shared by the tests, the CLI test and the benchmark.

/** The naval battle the issue spells out for `adc odds`. */
export const ISSUE_EXAMPLE_INPUT = {
  game: 'le-grand-empire',
  kind: 'naval',
  attacker: { fleets: [{ id: 'gb-nelson', points: 6, bonus: 2 }, { id: 'gb-collingwood', points: 4, bonus: 1 }] },
  defender: { fleets: [{ id: 'fr-villeneuve', points: 7, bonus: 0 }] },
};

/** A well-formed CRT for tests (not the play aid's: the rulebook prints none). */
export function testCrt(base: number, letters = true) {
  return [0, 2, 4, 6, 8, 10, 12, 14].map((roll, i) => ({
    roll,
    losses: Math.max(0, base + Math.floor(i / 2)),
    bold: i % 3 === 2,
    cavalry: i >= 5,
    leader: (letters ? (i === 6 ? 'L' : i === 7 ? 'LA' : 'none') : 'none') as 'none' | 'L' | 'LA',
  }));
}

export const TEST_TABLES = {
  crt: { skirmish: testCrt(0), minor: testCrt(1), major: testCrt(2) },
  ratio: [
    { attacker: 1, defender: 3, drm: -3 },
    { attacker: 1, defender: 2, drm: -2 },
    { attacker: 2, defender: 3, drm: -1 },
    { attacker: 1, defender: 1, drm: 0 },
    { attacker: 3, defender: 2, drm: 1 },
    { attacker: 2, defender: 1, drm: 2 },
    { attacker: 5, defender: 2, drm: 3 },
    { attacker: 3, defender: 1, drm: 4 },
  ],
  wound: { dice: '1D6' as const, rows: [{ roll: 1, result: 'killed' as const }, { roll: 2, result: 'wounded' as const }, { roll: 3, result: 'none' as const }] },
};

const corps = (id: string, steps: number, artillery: number, morale: number, modifier = 0, extra: object = {}) => ({ id, type: 'corps', steps, artillery, morale, modifier, ...extra });

/** A major battle: 5 French corps and an army against 5 Austrian corps, each side with leaders. */
export const LAND_EXAMPLE = {
  game: 'le-grand-empire',
  kind: 'land',
  tables: TEST_TABLES,
  attacker: {
    units: [corps('fr-I', 3, 2, 3, 2, { leader: 'davout' }), corps('fr-II', 3, 2, 3, 2), corps('fr-III', 3, 1, 3, 0), corps('fr-res', 2, 0, 3, 1, { cavalry: 'reserve' }), corps('fr-IV', 2, 1, 2, 0)],
    leaders: [{ id: 'napoleon', combat: 3 }, { id: 'davout', combat: 2 }],
    commander: 'napoleon',
    army: { artillery: 2 },
  },
  defender: {
    units: [corps('au-1', 3, 2, 3, 0), corps('au-2', 3, 2, 3, 0), corps('au-3', 3, 1, 2, 0), corps('au-4', 3, 1, 2, 1, { intrinsicCavalry: true }), corps('au-cav', 2, 0, 3, 1, { cavalry: 'light' })],
    leaders: [{ id: 'charles', combat: 2 }, { id: 'hiller', combat: 1 }],
    commander: 'charles',
    army: { artillery: 1 },
  },
};

const marcher = (id: string, leaderCombat: number, units: object[], extra: object = {}) => ({ id, leaderCombat, units, ...extra });

/**
 * The benchmark battle: a two-round major battle, five leaders adjacent who may march to the sound of
 * the gun (three French, two Austrian: 2^5 joiner subsets), with L/LA results and a spearhead.
 */
export const LAND_BENCH = {
  ...LAND_EXAMPLE,
  attacker: {
    ...LAND_EXAMPLE.attacker,
    spearhead: 'fr-I',
    marchers: [
      marcher('ney', 1, [corps('fr-VI', 3, 2, 3, 1)]),
      marcher('lannes', 2, [corps('fr-V', 3, 2, 3, 2)]),
      marcher('murat', 2, [corps('fr-cav', 2, 0, 3, 1, { cavalry: 'reserve' })], { unbridgedRiver: 'engineers' }),
    ],
  },
  defender: {
    ...LAND_EXAMPLE.defender,
    marchers: [marcher('john', 0, [corps('au-5', 3, 1, 2, 0)]), marcher('kollowrat', 1, [corps('au-6', 3, 2, 3, 0), { id: 'au-det', type: 'detachment', steps: 1, morale: 2 }])],
  },
};

/** A siege table a group might enter (not the play aid's): 2D6, one result per printed level. */
export const TEST_SIEGE_TABLE = {
  dice: '2D6' as const,
  rows: [
    { roll: 2, results: ['nothing', 'nothing', 'nothing'] as const },
    { roll: 6, results: ['assault', 'nothing', 'nothing'] as const },
    { roll: 8, results: ['assault', 'assault', 'nothing'] as const },
    { roll: 10, results: ['breach', 'assault', 'assault'] as const },
    { roll: 12, results: ['surrender', 'breach', 'assault'] as const },
  ],
};

/** `adc odds` on a siege: a level-2 fortress with a 2-step corps inside, besieged by two corps under Soult with engineers. */
export const SIEGE_EXAMPLE = {
  game: 'le-grand-empire',
  kind: 'siege',
  tables: { crt: { skirmish: testCrt(0) }, ratio: TEST_TABLES.ratio, wound: TEST_TABLES.wound, siege: TEST_SIEGE_TABLE },
  fortress: { name: 'Badajoz', level: 2, destroyed: 0 },
  morale: 2,
  besiegers: { units: [corps('soult-corps', 3, 1, 3, 0, { leader: 'soult' }), corps('mortier-corps', 3, 2, 3, 1)], leaders: [{ id: 'soult', combat: 1 }], commander: 'soult' },
  inside: { units: [{ id: 'badajoz-corps', type: 'corps', steps: 2, maxSteps: 2, artillery: 0, morale: 3 }], leaders: [{ id: 'menacho', combat: 1 }], outOfSupplyDrm: -1 },
  engineers: true,
};
