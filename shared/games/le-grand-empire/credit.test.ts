// The alliance credit (optional rule, two-player, §11.3.3.4): its starting value, the trigger table, the
// officials' 20 £ once per later Winter, the refused peace proposal (+1, at most +2 per war, §13.3.1.3),
// and at 0 the power leaves its block and must sign peace at the end of the turn.
import { describe, expect, it } from 'vitest';
import { creditOf } from './actions/credit';
import { mustSueReason } from './peace';
import { goTo, lgeCampaign, refused } from './testing';

describe('alliance credit (§11.3.3.4)', () => {
  it('is refused while the optional rule is off', () => {
    const c = lgeCampaign();
    refused(c, 'lge.credit.join', { power: 'prussia', minors: 0, bought: 0 }, /optional rule: switch it on/);
  });

  it('7 + 1 per allied minor + 1 per 20 £ bought; the triggers move it; at 0 the power leaves and must sign peace', () => {
    const c = lgeCampaign({ rules: { allianceCredit: true } });
    goTo(c, 'diplomacy');
    c.act('lge.major.status', { power: 'prussia', status: 'allied-great-britain' });
    c.act('lge.war.declare', { a: 'france', b: 'prussia' });
    refused(c, 'lge.credit.join', { power: 'prussia', minors: 1, bought: 2 }, /Prussia has 30 £, 40 needed/);
    refused(c, 'lge.credit.join', { power: 'france', minors: 0, bought: 0 }, /leads its block/);
    c.act('lge.credit.join', { power: 'prussia', minors: 1, bought: 1 });
    expect(c.entries.at(-1)!.title).toBe('Prussia joins its block: alliance credit 7 + 1 allied minor + 1 bought (20 £) = 9');
    expect(creditOf(c.state).value.prussia).toBe(9);
    expect(c.state.treasury.prussia).toBe(10);
    refused(c, 'lge.credit.officials', { power: 'prussia' }, /in a Winter diplomacy phase/);
    c.act('lge.credit.change', { power: 'prussia', trigger: 'own-capital-lost' });
    expect(c.entries.at(-1)!.title).toBe('Prussia: Loss of its capital city, alliance credit −3 → 6');
    c.act('lge.credit.change', { power: 'prussia', trigger: 'major-defeat-demoralised' });
    c.act('lge.credit.change', { power: 'prussia', trigger: 'enemy-army-destroyed' });
    expect(creditOf(c.state).value.prussia).toBe(5);
    for (const t of ['own-capital-lost', 'own-army-lost'] as const) c.act('lge.credit.change', { power: 'prussia', trigger: t });
    expect(creditOf(c.state).value.prussia).toBe(1);
    c.act('lge.credit.change', { power: 'prussia', trigger: 'major-defeat-demoralised' });
    expect(c.entries.at(-1)!.title).toMatch(/→ 0: credit spent, Prussia leaves the alliance, neutral again, and signs peace at the end of the turn/);
    expect(c.state.majors.prussia).toBe('neutral');
    expect(mustSueReason(c.state, 'prussia')).toMatch(/alliance credit is spent/);
    refused(c, 'lge.credit.change', { power: 'prussia', trigger: 'own-army-lost' }, /has no alliance credit/);
  });

  it('a refused peace proposal raises the proposer’s credit by 1, at most +2 per war (§13.3.1.3, A-35)', () => {
    const c = lgeCampaign({ rules: { allianceCredit: true } });
    goTo(c, 'diplomacy');
    c.act('lge.major.status', { power: 'austria', status: 'allied-great-britain' });
    c.act('lge.war.declare', { a: 'france', b: 'austria' });
    c.act('lge.credit.join', { power: 'austria', minors: 0, bought: 0 });
    goTo(c, 'activations');
    c.act('lge.initiative.draw', { marker: 'E1' });
    for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
    goTo(c, 'conquest');
    for (let i = 0; i < 3; i++) c.act('lge.peace.propose', { vanquished: 'france', victors: ['austria'], proposer: 'austria', accepted: false });
    expect(creditOf(c.state).value.austria).toBe(9);
    expect(creditOf(c.state).history.filter((h) => h.change === 1)).toHaveLength(2);
  });

  it('refusedPeaceCredit (A-35): the proposer’s credit rises, or each major allied to the refusing block', () => {
    // Austria (Coalition) and Prussia (Empire) both carry a credit; France proposes peace to Austria, which refuses.
    const run = (reading: 'proposer' | 'refusers') => {
      const c = lgeCampaign({ rules: { allianceCredit: true, refusedPeaceCredit: reading } });
      goTo(c, 'diplomacy');
      c.act('lge.major.status', { power: 'austria', status: 'allied-great-britain' });
      c.act('lge.major.status', { power: 'prussia', status: 'allied-france' });
      c.act('lge.war.declare', { a: 'france', b: 'austria' });
      c.act('lge.credit.join', { power: 'austria', minors: 0, bought: 0 });
      c.act('lge.credit.join', { power: 'prussia', minors: 0, bought: 0 });
      goTo(c, 'activations');
      c.act('lge.initiative.draw', { marker: 'E1' });
      for (let i = 0; i < 40 && !c.state.initiative.ended; i++) c.act('lge.initiative.draw', {});
      goTo(c, 'conquest');
      return c;
    };
    const byProposer = run('proposer');
    // Austria proposes, France refuses: the proposer's credit, Austria's.
    const e = byProposer.act('lge.peace.propose', { vanquished: 'france', victors: ['austria'], proposer: 'austria', accepted: false });
    expect(e.title).toBe('Austria proposes peace; refused (§13.3.1.3): alliance credit +1 to Austria');
    expect(creditOf(byProposer.state).value).toEqual({ austria: 8, prussia: 7 });
    // France, with no credit of its own, proposes: nobody gains.
    expect(byProposer.act('lge.peace.propose', { vanquished: 'france', victors: ['austria'], proposer: 'france', accepted: false }).title).toBe('France proposes peace; refused (§13.3.1.3)');
    const byRefusers = run('refusers');
    // The Empire refuses: Prussia, allied to France, gains.
    const f = byRefusers.act('lge.peace.propose', { vanquished: 'france', victors: ['austria'], proposer: 'austria', accepted: false });
    expect(f.title).toBe('Austria proposes peace; refused (§13.3.1.3): alliance credit +1 to Prussia');
    expect(creditOf(byRefusers.state).value).toEqual({ austria: 7, prussia: 8 });
    expect(creditOf(byRefusers.state).history.at(-1)).toMatchObject({ power: 'prussia', change: 1, why: "Its block refused Austria's peace proposal (§13.3.1.3)" });
    // France proposes, the Coalition refuses: Austria gains; still at most +2 per war.
    for (let i = 0; i < 2; i++) byRefusers.act('lge.peace.propose', { vanquished: 'france', victors: ['austria'], proposer: 'france', accepted: false });
    expect(creditOf(byRefusers.state).value).toEqual({ austria: 8, prussia: 8 });
  });

  it('officials are paid 20 £ for +1 in a later Winter diplomacy phase, once', () => {
    const c = lgeCampaign({ rules: { allianceCredit: true }, settings: { startYear: 1805, startSeason: 'winter', endYear: 1806, endSeason: 'winter' } });
    goTo(c, 'diplomacy');
    c.act('lge.major.status', { power: 'russia', status: 'allied-great-britain' });
    c.act('lge.credit.join', { power: 'russia', minors: 0, bought: 0 });
    refused(c, 'lge.credit.officials', { power: 'russia' }, /joined this turn: officials are paid from a later Winter/);
    // A later Winter: the officials' 20 £ raise it by 1, once.
    c.state.credit!.joined.russia = 0;
    c.act('lge.credit.officials', { power: 'russia' });
    expect(creditOf(c.state).value.russia).toBe(8);
    expect(c.state.treasury.russia).toBe(15);
    refused(c, 'lge.credit.officials', { power: 'russia' }, /once per Winter diplomacy phase/);
  });
});
