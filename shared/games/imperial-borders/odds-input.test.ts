// What-if Forces in the odds: adding a unit to a battle's odds input gives exactly the odds of the battle set
// up with that unit from the start.
import { describe, expect, it } from 'vitest';
import { battleSetupOf } from './actions';
import { computeImperialBordersOdds } from './battle';
import { oddsDice, setupInput, withWhatIf } from './odds-input';
import { ibCampaign } from './testing';

describe('what-if unit adds', () => {
  it('a Cannon added to the attacker equals the battle set up with it', () => {
    const c = ibCampaign();
    const d = oddsDice(c.state);
    if (!('dice' in d)) throw new Error(d.missing);
    const base = { where: 'Saxony', kind: 'land' as const, capitalOf: null, callToArms: null, defender: { nations: ['france' as const], units: [{ nation: 'france' as const, type: 'full-infantry' as const, elite: false }], ships: [], fortification: { tier: 'minor' as const, damage: 0, nation: 'france' as const } } };
    const one = { nations: ['prussia' as const], units: [{ nation: 'prussia' as const, type: 'cannon' as const, elite: false }], ships: [], fortification: null };
    const two = { ...one, units: [...one.units, { nation: 'prussia' as const, type: 'cannon' as const, elite: true }] };
    const stances = { attacker: 'aggressive' as const, defender: 'defensive' as const };
    const imagined = computeImperialBordersOdds(withWhatIf(setupInput(battleSetupOf(c.state, { ...base, attacker: one }), d.dice, stances), [{ side: 'attacker', type: 'cannon', elite: true }]));
    const real = computeImperialBordersOdds(setupInput(battleSetupOf(c.state, { ...base, attacker: two }), d.dice, stances));
    const without = computeImperialBordersOdds(setupInput(battleSetupOf(c.state, { ...base, attacker: one }), d.dice, stances));
    expect(imagined.attackerVictory).toBeCloseTo(real.attackerVictory, 14);
    expect(imagined.capture).toBeCloseTo(real.capture, 14);
    expect(imagined.attackerVictory).toBeGreaterThan(without.attackerVictory);
  });
});
