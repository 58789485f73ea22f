// Inputs shared by the tests, the CLI test and the benchmark.

/** The naval battle the issue spells out for `adc odds`. */
export const ISSUE_EXAMPLE_INPUT = {
  game: 'le-grand-empire',
  kind: 'naval',
  attacker: { fleets: [{ id: 'gb-nelson', points: 6, bonus: 2 }, { id: 'gb-collingwood', points: 4, bonus: 1 }] },
  defender: { fleets: [{ id: 'fr-villeneuve', points: 7, bonus: 0 }] },
};
