import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type BattleSetup, type BattleSide } from './model';
import { pieceNamer, unitName } from './names';

const side = (over: Partial<BattleSide>): BattleSide => ({ nations: [], units: [], ships: [], fortification: null, medals: [], ...over });

describe('pieces named in the game’s words', () => {
  it('Nation and type, Elite in brackets; a piece without a Nation is its type', () => {
    expect(unitName({ nation: 'prussia', type: 'cannon', elite: false })).toBe('Prussia Cannon');
    expect(unitName({ nation: 'great-britain', type: 'ship-of-the-line', elite: true })).toBe('Great Britain Ship of the Line (Elite)');
    expect(unitName({ type: 'frigate', elite: false })).toBe('Frigate');
    expect(unitName({ nation: 'france', type: 'cavalry', elite: true }, 'fr-cav-2')).toBe('France Cavalry (Elite, fr-cav-2)');
  });

  it('the log adds the id only where two pieces would read the same (a Full Infantry may become a Half)', () => {
    const setup: BattleSetup = {
      kind: 'land',
      rules: DEFAULT_RULES,
      attacker: side({
        nations: ['france'],
        units: [
          { id: 'fr-cav-1', nation: 'france', type: 'cavalry', elite: false, zone: 'front' },
          { id: 'fr-cav-2', nation: 'france', type: 'cavalry', elite: false, zone: 'rear' },
          { id: 'fr-cav-3', nation: 'france', type: 'cavalry', elite: true, zone: 'front' },
          { id: 'fr-full', nation: 'france', type: 'full-infantry', elite: false, zone: 'front' },
          { id: 'fr-half', nation: 'france', type: 'half-infantry', elite: false, zone: 'front' },
        ],
      }),
      defender: side({ nations: ['austria'], units: [{ id: 'au-cav', nation: 'austria', type: 'cavalry', elite: false, zone: 'front' }] }),
    };
    const name = pieceNamer(setup);
    const [c1, c2, c3, full, half] = setup.attacker.units;
    expect([c1, c2, c3].map((u) => name(u!))).toEqual(['France Cavalry (fr-cav-1)', 'France Cavalry (fr-cav-2)', 'France Cavalry (Elite)']);
    expect(name(full!)).toBe('France Full Infantry (fr-full)');
    expect(name({ ...full!, type: 'half-infantry' })).toBe('France Half Infantry (fr-full)');
    expect(name(half!)).toBe('France Half Infantry (fr-half)');
    expect(name(setup.defender.units[0]!)).toBe('Austria Cavalry');
  });
});
