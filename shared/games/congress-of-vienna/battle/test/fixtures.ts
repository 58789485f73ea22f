// The issue's `adc odds` example: the Rulebook's battle example of 13.4.2 (Army of Portugal against the
// Army of Spain, both with Military Operations), with a group-entered Battle DRM Track.
export const ISSUE_EXAMPLE = {
  game: 'congress-of-vienna',
  front: 'C',
  french: {
    army: 'army-of-spain', milOp: true, units: { FR: 7 }, fleets: 0, support: 0,
    space: { id: 'leon', nation: 'SP', mountain: false, minorCountry: false },
    cards: [{ id: 'joseph-bonaparte', own: 2 }, { id: 'event-65', own: 3 }],
    withdraw: false, bestOfTwo: false, situation: 0,
  },
  allied: {
    army: 'army-of-portugal', owner: 'BR', milOp: true, units: { BR: 5, SP: 2, PT: 1 }, support: 1,
    space: { id: 'portugal', nation: 'PT', mountain: false, minorCountry: false },
    cards: [{ id: 'wellington', own: 4 }, { id: 'castanos', own: 1 }], bestOfTwo: true,
    generalissimo: 'none', bohemiaAndSilesia: false, amphibious: false, meddlingTsar: false,
  },
  lossTrack: { french: [[8, 1], [14, 2], [21, 3], [27, 4], [33, 5]], allied: [[8, 1], [15, 2], [22, 3], [28, 4], [34, 5]] },
} as const;

export const clone = <T>(x: T): any => JSON.parse(JSON.stringify(x));
