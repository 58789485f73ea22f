// The digest's §8 worked examples that concern battles, played through the step-by-step resolver with the
// rulebook's dice where it gives them, and the hit values looked up from the rulebook data.
import { describe, expect, it } from 'vitest';
import { computeImperiumOdds } from './entry';
import { seaPrizeDistribution } from './odds';
import { commanderOptions } from './queries';
import { applyAction, createBattle, diceNeeded, type StepResult } from './resolver';
import type { ImperiumOddsInput, ImperiumSetup } from './model';
import type { Consequence } from './consequences';

const G = 'napoleons-imperium' as const;
type Started = { setup: ImperiumSetup; r: StepResult };
const start = (input: unknown, auto = false): Started => {
  const c = createBattle(input, { autoCasualties: auto });
  return { setup: c.setup, r: c };
};
const roll = (s: Started, faces: number[][], auto = false): Started => ({ setup: s.setup, r: applyAction(s.setup, s.r.state, { type: 'roll', faces }, { autoCasualties: auto }) });
const kinds = (cs: Consequence[]) => cs.map((c) => (c.kind === 'bp-card' ? `bp:${c.card}:${c.nation}` : c.kind === 'battle-card' ? `card:${c.nation}` : c.kind));

describe('§8 battle examples', () => {
  it('TC-04: hit thresholds — attacking cavalry 6 hits on 1-6, defending cavalry 5 on 1-5; 0 = 10 misses [§5]', () => {
    const s = start({ game: G, kind: 'land', attacker: [{ id: 'a', type: 'cavalry', hitValue: 6, count: 10 }], defender: [{ id: 'd', type: 'cavalry', hitValue: 5, count: 10 }] });
    const faces = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
    const x = roll(s, [faces, faces], true);
    expect(x.r.state.lastHits).toEqual({ attacker: 6, defender: 5 });
    expect(x.r.log[0]).toMatch(/hits on 1-6\): \[1, 2, 3, 4, 5, 6, 7, 8, 9, 0\] → 6 hits/);
  });

  it('TC-05: dice grouping — 8 infantry at 4 roll 8 dice; Russia’s 3 infantry and 2 cavalry defend at 6 with 5 dice [§5 Notes]', () => {
    const s = start({ game: G, kind: 'land', attackerNation: 'ot', defenderNation: 'ru', attacker: [{ id: 'ot-inf', type: 'infantry', count: 8 }], defender: [{ id: 'ru-inf', type: 'infantry', count: 3 }, { id: 'ru-cav', type: 'cavalry', count: 2 }] });
    const req = diceNeeded(s.setup, s.r.state);
    expect(req.map((q) => [q.side, q.count, q.value, q.sides])).toEqual([
      ['attacker', 8, 4, 10],
      ['defender', 5, 6, 10],
    ]);
  });

  it('TC-06: simultaneous casualties — France scores 5, Prussia 3; nothing is removed until both have rolled, then each chooses [§5B]', () => {
    const s = start({
      game: G, kind: 'land', attackerNation: 'fr', defenderNation: 'pr',
      attacker: [{ id: 'fr-inf', type: 'infantry', count: 4 }, { id: 'fr-cav', type: 'cavalry', count: 3 }],
      defender: [{ id: 'pr-inf', type: 'infantry', count: 4 }, { id: 'pr-cav', type: 'cavalry', count: 4 }],
    });
    // FR attack: cavalry 7, infantry 5; PR defence: cavalry 6, infantry 5 (groups rolled highest value first).
    const x = roll(s, [[1, 1, 1], [1, 1, 9, 9], [1, 1, 9, 9], [1, 9, 9, 9]]);
    expect(x.r.state.lastHits).toEqual({ attacker: 5, defender: 3 });
    expect(x.r.state.alive).toMatchObject({ attacker: { 'fr-inf': 4, 'fr-cav': 3 }, defender: { 'pr-inf': 4, 'pr-cav': 4 } });
    expect(x.r.pending).toMatchObject({ kind: 'casualties', side: 'attacker', count: 3, suggested: { 'fr-inf': 3 } });
    // France keeps its infantry and loses cavalry instead: its choice [§8].
    const y = applyAction(x.setup, x.r.state, { type: 'casualties', side: 'attacker', remove: { 'fr-cav': 2, 'fr-inf': 1 } });
    expect(y.pending).toMatchObject({ kind: 'casualties', side: 'defender', count: 5 });
    const z = applyAction(x.setup, y.state, { type: 'casualties', side: 'defender', remove: { 'pr-inf': 4, 'pr-cav': 1 } });
    expect(z.state.alive).toMatchObject({ attacker: { 'fr-inf': 3, 'fr-cav': 1 }, defender: { 'pr-inf': 0, 'pr-cav': 3 } });
    expect(z.pending).toMatchObject({ kind: 'roll', round: 2 });
  });

  it('TC-07: Prussia inflicts 2 hits on Austria’s 1 infantry, 1 cavalry, 1 artillery: weakest first keeps the artillery [§8]', () => {
    const s = start({
      game: G, kind: 'land', attackerNation: 'pr', defenderNation: 'au',
      attacker: [{ id: 'pr-inf', type: 'infantry', count: 5 }],
      defender: [{ id: 'au-inf', type: 'infantry', count: 1 }, { id: 'au-cav', type: 'cavalry', count: 1 }, { id: 'au-art', type: 'artillery', count: 1 }],
    });
    expect(s.setup.defender.map((g) => g.value)).toEqual([5, 6, 6]);
    const x = roll(s, [[1, 1, 9, 9, 9], [9, 9], [9]]);
    expect(x.r.pending).toMatchObject({ kind: 'casualties', side: 'defender', count: 2, suggested: { 'au-inf': 1, 'au-cav': 1 } });
    expect(computeImperiumOdds({ game: G, kind: 'land', attackerNation: 'pr', defenderNation: 'au', attacker: [{ id: 'p', type: 'infantry', count: 3 }], defender: [{ id: 'au-inf', type: 'infantry', count: 1 }, { id: 'au-cav', type: 'cavalry', count: 1 }, { id: 'au-art', type: 'artillery', count: 1 }] }).casualtyOrder.defender).toEqual(['au-inf', 'au-cav', 'au-art']);
  });

  it('TC-10 and TC-15: GB fleet A8/D7 + Major = 9/8; anything above 9 stays 9 [§9, §13C]', () => {
    const sea = (side: 'attacker' | 'defender') => ({
      game: G, kind: 'sea', attackerNation: 'gb', defenderNation: 'fr',
      attacker: [{ id: 'gb-f', type: 'fleet', count: 1 }], defender: [{ id: 'fr-f', type: 'fleet', count: 1 }],
      ...(side === 'attacker' ? { commanders: [{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'fleet' }] } : {}),
    });
    expect(computeImperiumOdds(sea('attacker')).units.attacker[0]?.value).toBe(9);
    expect(computeImperiumOdds(sea('defender')).units.attacker[0]?.value).toBe(8);
    const d = computeImperiumOdds({ game: G, kind: 'sea', attackerNation: 'fr', defenderNation: 'gb', attacker: [{ id: 'fr-f', type: 'fleet', count: 1 }], defender: [{ id: 'gb-f', type: 'fleet', count: 1 }], commanders: [{ id: 'gb-major', side: 'defender', rank: 'major', assignedTo: 'fleet' }] });
    expect(d.units.defender[0]?.value).toBe(8);
    const capped = computeImperiumOdds({ game: G, kind: 'sea', attacker: [{ id: 'gb-f', type: 'fleet', hitValue: 10, count: 1 }], defender: [{ id: 'x', type: 'fleet', hitValue: 6, count: 1 }] });
    expect(capped.units.attacker[0]?.value).toBe(9);
    expect(capped.attackerWins).toBeCloseTo(3 / 8, 12);
  });

  it('TC-13: Nordic attack with a Major on cavalry — infantry 4, cavalry 7 (4 dice), artillery 7 [§13B]', () => {
    const s = start({
      game: G, kind: 'land', attackerNation: 'no', defenderNation: 'sp',
      attacker: [{ id: 'no-inf', type: 'infantry', count: 2 }, { id: 'no-cav', type: 'cavalry', count: 4 }, { id: 'no-art', type: 'artillery', count: 1 }],
      defender: [{ id: 'sp-inf', type: 'infantry', count: 3 }],
      commanders: [{ id: 'no-major', side: 'attacker', rank: 'major', assignedTo: 'cavalry' }],
    });
    expect(s.setup.attacker.map((g) => [g.id, g.value])).toEqual([['no-inf', 4], ['no-cav', 7], ['no-art', 7]]);
    expect(diceNeeded(s.setup, s.r.state).filter((q) => q.side === 'attacker').map((q) => [q.count, q.value])).toEqual([[5, 7], [2, 4]]);
  });

  it('TC-14: French defence, 5 infantry D5 and 2 artillery D6 — infantry to 6 or artillery to 7; infantry is the better choice, and the bonus never moves', () => {
    const input: ImperiumOddsInput = {
      game: G, kind: 'land', attackerNation: 'au', defenderNation: 'fr',
      attacker: [{ id: 'au-inf', type: 'infantry', count: 8 }],
      defender: [{ id: 'fr-inf', type: 'infantry', count: 5 }, { id: 'fr-art', type: 'artillery', count: 2 }],
      commanders: [{ id: 'fr-major', side: 'defender', rank: 'major', assignedTo: null }],
    };
    const opts = commanderOptions(input, 'defender');
    expect(opts.options.map((o) => o.assignment['fr-major'])).toEqual(['infantry', 'artillery', null]);
    const withInf = computeImperiumOdds({ ...input, commanders: [{ id: 'fr-major', side: 'defender', rank: 'major', assignedTo: 'infantry' }] });
    const withArt = computeImperiumOdds({ ...input, commanders: [{ id: 'fr-major', side: 'defender', rank: 'major', assignedTo: 'artillery' }] });
    expect(withInf.units.defender.map((g) => g.value)).toEqual([6, 6]);
    expect(withArt.units.defender.map((g) => g.value)).toEqual([5, 7]);
    expect(opts.best?.defenderWins).toBe(withInf.defenderWins);
    // Once the five infantry are dead, the artillery still defends at 6 (no transfer) [§13B.2 Note].
    const s = start({ ...input, commanders: [{ id: 'fr-major', side: 'defender', rank: 'major', assignedTo: 'infantry' }] }, true);
    const x = roll(s, [[1, 1, 1, 1, 1, 9, 9, 9], [9, 9, 9, 9, 9, 9, 9]], true);
    expect(x.r.state.alive.defender).toEqual({ 'fr-inf': 0, 'fr-art': 2 });
    expect(diceNeeded(x.setup, x.r.state).find((q) => q.side === 'defender')).toMatchObject({ count: 2, value: 6 });
  });

  it('TC-16: Nordic commanders — Major+Infantry A5/D6, Minor+Cavalry A7/D6, Major+Artillery A8/D7 [§13C]', () => {
    const value = (side: 'attacker' | 'defender', type: string, rank: 'major' | 'minor') => {
      const nordic = [{ id: 'no', type, count: 1 }];
      const other = [{ id: 'x', type: 'infantry', hitValue: 5, count: 1 }];
      const r = computeImperiumOdds({
        game: G, kind: 'land', attackerNation: 'no', defenderNation: 'no',
        attacker: side === 'attacker' ? nordic : other, defender: side === 'defender' ? nordic : other,
        commanders: [{ id: 'c', side, rank, assignedTo: type }],
      });
      return (side === 'attacker' ? r.units.attacker : r.units.defender)[0]?.value;
    };
    expect([value('attacker', 'infantry', 'major'), value('defender', 'infantry', 'major')]).toEqual([5, 6]);
    expect([value('attacker', 'cavalry', 'minor'), value('defender', 'cavalry', 'minor')]).toEqual([7, 6]);
    expect([value('attacker', 'artillery', 'major'), value('defender', 'artillery', 'major')]).toEqual([8, 7]);
  });

  it('TC-08 and TC-18: the Ottoman three-stage attack — Crimea won for 1 camel, Siberia for 2, a draw in Russia [§5C, §13C]', () => {
    const input = {
      game: G, kind: 'chain', attackerNation: 'ot', defenderNation: 'ru',
      attacker: [{ id: 'camels', type: 'camels', count: 7 }],
      defender: [{ id: 'crimea-inf', type: 'infantry', count: 2 }],
      territory: { name: 'Crimea', originalOwner: 'ru', value: 2 },
      steps: [
        // The rulebook does not say how many defended Siberia ("wipes out the Russian defending units" with 3 hits): 3 here.
        { defender: [{ id: 'siberia-inf', type: 'infantry', count: 3 }], territory: { name: 'Siberia', originalOwner: 'ru' } },
        { defender: [{ id: 'russia-inf', type: 'infantry', count: 2 }], territory: { name: 'Russia', originalOwner: 'ru', capital: true } },
      ],
      commanders: [{ id: 'ot-major', side: 'attacker', rank: 'major', assignedTo: 'camels' }],
    };
    let s = start(input);
    expect(s.setup.attacker[0]?.value).toBe(7); // camels 6 + commander
    s = roll(s, [[1, 2, 8, 8, 8, 8, 8], [3, 9]]); // OT 2 hits, RU 1 hit
    expect(s.r.state.alive.defender).toEqual({ 'siberia-inf': 3 }); // Crimea won, 1 camel left in it [§5C Note]
    expect(s.r.state.alive.attacker).toEqual({ camels: 5 });
    expect(s.r.state.battle).toBe(1);
    expect(kinds(s.r.state.consequences)).toEqual(['flag-captured', 'territory-captured', 'card:ru']);
    expect(s.r.state.consequences[1]).toMatchObject({ territory: 'Crimea', from: 'ru', to: 'ot', value: 2 });
    s = roll(s, [[1, 1, 1, 9, 9], [1, 1, 9]]); // three hits wipe out Siberia for the loss of 2
    expect(s.r.state.alive.attacker).toEqual({ camels: 2 });
    s = roll(s, [[1, 1], [1, 1]]); // both score 2: a draw
    const p = s.r.pending;
    expect(p.kind).toBe('finished');
    if (p.kind !== 'finished') return;
    expect(p.outcome).toMatchObject({ winner: 'draw', battles: 3 });
    const last = p.consequences.slice(6);
    expect(last).toEqual([
      { kind: 'reverts', territory: 'Russia', to: 'ru', freeInfantry: 1, cite: '§7, §27, §32' },
      { kind: 'commanders-return-home', commanders: ['ot-major'], cite: '§7, §14C' },
      { kind: 'no-consequence', reason: 'A draw: no Battle Card, no flag, no Battle Point card.', cite: '§7, §27' },
    ]);
    // The stage-3 odds at its start [DERIVED]: 0.450483 / 0.268632 / 0.280885.
    const third = computeImperiumOdds({ game: G, kind: 'land', attackerNation: 'ot', defenderNation: 'ru', attacker: [{ id: 'c', type: 'camels', count: 2 }], defender: [{ id: 'i', type: 'infantry', count: 2 }], commanders: [{ id: 'm', side: 'attacker', rank: 'major', assignedTo: 'camels' }] });
    expect([third.attackerWins, third.defenderWins, third.draw].map((x) => +x.toFixed(6))).toEqual([0.450483, 0.268632, 0.280885]);
    // The whole chain's odds before the first attack.
    const chain = computeImperiumOdds(input);
    expect(chain.chain?.steps).toHaveLength(3);
    expect(chain.attackerWins + chain.defenderWins + chain.draw + (chain.stopped ?? 0)).toBeCloseTo(1, 12);
  });

  it('TC-19: a Spanish army with its Major beaten by a British attack — GB gets a Captured Commander card; 7 paroles, 5 imprisons [§14]', () => {
    const input = {
      game: G, kind: 'land', attackerNation: 'gb', defenderNation: 'sp',
      attacker: [{ id: 'gb-inf', type: 'infantry', count: 2 }], defender: [{ id: 'sp-inf', type: 'infantry', count: 1 }],
      territory: { name: 'Catalonia', originalOwner: 'sp' },
      commanders: [{ id: 'sp-major', side: 'defender', rank: 'major', assignedTo: 'infantry' }],
    };
    for (const [face, result] of [[7, 'parole'], [5, 'imprison'], [0, 'parole'], [6, 'imprison']] as const) {
      let s = start(input);
      s = roll(s, [[1, 9], [9]]);
      expect(s.r.pending.kind).toBe('roll');
      expect(diceNeeded(s.setup, s.r.state)).toMatchObject([{ kind: 'imprison-parole', count: 1 }]);
      s = roll(s, [[face]]);
      const p = s.r.pending;
      if (p.kind !== 'finished') throw new Error('not finished');
      expect(kinds(p.consequences)).toEqual(['flag-captured', 'territory-captured', 'card:sp', 'commander-captured', 'bp:captured-commander:gb']);
      expect(p.consequences.find((c) => c.kind === 'commander-captured')).toMatchObject({ commander: 'sp-major', by: 'gb', result, face });
    }
  });

  it('TC-20: a Spanish attack with its Major repulsed by Prussia — PR gets Successful Land Defence and Captured Commander, SP draws a card; 3 imprisons [§14C]', () => {
    let s = start({
      game: G, kind: 'land', attackerNation: 'sp', defenderNation: 'pr',
      attacker: [{ id: 'sp-inf', type: 'infantry', count: 1 }], defender: [{ id: 'pr-inf', type: 'infantry', count: 2 }],
      commanders: [{ id: 'sp-major', side: 'attacker', rank: 'major', assignedTo: 'infantry' }],
    });
    s = roll(s, [[9], [1, 9]]);
    s = roll(s, [[3]]);
    const p = s.r.pending;
    if (p.kind !== 'finished') throw new Error('not finished');
    expect(kinds(p.consequences)).toEqual(['card:sp', 'bp:successful-land-defence:pr', 'commander-captured', 'bp:captured-commander:pr']);
    expect(p.consequences.find((c) => c.kind === 'commander-captured')).toMatchObject({ result: 'imprison', face: 3, by: 'pr' });
  });

  it('TC-21: a draw with commanders on both sides — none captured, all go home, no cards [§7, §14C]', () => {
    let s = start({
      game: G, kind: 'land', attackerNation: 'fr', defenderNation: 'au',
      attacker: [{ id: 'a', type: 'infantry', hitValue: 5, count: 1 }], defender: [{ id: 'd', type: 'infantry', hitValue: 5, count: 1 }],
      territory: { name: 'Bavaria', originalOwner: 'au' },
      commanders: [{ id: 'fr-major', side: 'attacker', rank: 'major' }, { id: 'au-minor', side: 'defender', rank: 'minor' }],
    });
    s = roll(s, [[1], [1]]);
    const p = s.r.pending;
    if (p.kind !== 'finished') throw new Error('not finished');
    expect(kinds(p.consequences)).toEqual(['reverts', 'commanders-return-home', 'no-consequence']);
    expect(p.consequences[1]).toMatchObject({ commanders: ['fr-major', 'au-minor'] });
  });

  it('TC-22: 8 GB fleets beat 2 FR + 1 SP with 6 left — Sea Victory, 2 dice at 3; 8 and 2 capture 1 fleet [§19]', () => {
    let s = start({
      game: G, kind: 'sea', attackerNation: 'gb', defenderNation: 'fr',
      attacker: [{ id: 'gb-f', type: 'fleet', count: 8 }],
      defender: [{ id: 'fr-f', type: 'fleet', count: 2 }, { id: 'sp-f', type: 'fleet', nation: 'sp', count: 1, joined: true }],
    });
    // GB attack 8; SP defence 7, FR defence 6.
    expect(diceNeeded(s.setup, s.r.state).map((q) => [q.side, q.count, q.value])).toEqual([['attacker', 8, 8], ['defender', 1, 7], ['defender', 2, 6]]);
    s = roll(s, [[1, 1, 1, 9, 9, 9, 9, 9], [1], [1, 9]]);
    expect(s.r.state.alive.attacker).toEqual({ 'gb-f': 6 });
    expect(diceNeeded(s.setup, s.r.state)).toMatchObject([{ kind: 'sea-prize', count: 2, value: 3 }]);
    s = roll(s, [[8, 2]]);
    const p = s.r.pending;
    if (p.kind !== 'finished') throw new Error('not finished');
    expect(kinds(p.consequences)).toEqual(['bp:sea-victory:gb', 'sea-prize']);
    expect(p.consequences[1]).toMatchObject({ nation: 'gb', survivors: 6, dice: 2, rate: 3, maxCaptures: 3, captured: 1, faces: [8, 2] });
    // [DERIVED] P(0, 1, 2 captures) = 0.49, 0.42, 0.09.
    seaPrizeDistribution(6, 3, 3, { captureDiceBands: 'lower-band', captureDiceAbove20: 'continue' }).forEach((q, k) => expect(q).toBeCloseTo([0.49, 0.42, 0.09, 0][k] as number, 12));
  });

  it('TC-31: 5 camels take Moscow from 3 Russian infantry (3 hits to 2): flag, income, Captured Capital, Minor Commander, elimination check [§39]', () => {
    let s = start({
      game: G, kind: 'land', attackerNation: 'ot', defenderNation: 'ru',
      attacker: [{ id: 'camels', type: 'camels', count: 5 }], defender: [{ id: 'ru-inf', type: 'infantry', count: 3 }],
      territory: { name: 'Russia', capital: true, originalOwner: 'ru' },
    });
    expect(diceNeeded(s.setup, s.r.state).map((q) => [q.count, q.value])).toEqual([[5, 6], [3, 6]]);
    s = roll(s, [[1, 2, 3, 7, 8], [4, 5, 9]]);
    const p = s.r.pending;
    if (p.kind !== 'finished') throw new Error('not finished');
    expect(p.outcome.survivors.attacker).toEqual({ camels: 3 });
    expect(kinds(p.consequences)).toEqual(['flag-captured', 'territory-captured', 'capital-captured', 'bp:captured-capital:ot', 'spy-check', 'elimination-check', 'card:ru']);
    expect(p.consequences[2]).toMatchObject({ nation: 'ru', by: 'ot', minorCommander: true });
    const odds = computeImperiumOdds({ game: G, kind: 'land', attackerNation: 'ot', defenderNation: 'ru', attacker: [{ id: 'c', type: 'camels', count: 5 }], defender: [{ id: 'i', type: 'infantry', count: 3 }] });
    expect([odds.attackerWins, odds.defenderWins, odds.draw].map((x) => +x.toFixed(6))).toEqual([0.976164, 0.014341, 0.009494]);
  });

  it('TC-36: a draw reverts to the original owner with 1 free infantry, or to an empty neutral [§7, §32]', () => {
    const draw = (territory: object, neutral: boolean) => {
      let s = start({ game: G, kind: 'land', neutral, attacker: [{ id: 'a', type: 'infantry', hitValue: 5, count: 1 }], defender: [{ id: 'd', type: 'infantry', hitValue: 5, count: 1 }], territory });
      s = roll(s, [[1], [1]]);
      return s.r.state.consequences[0];
    };
    expect(draw({ name: 'Siberia', originalOwner: 'ru', holder: 'ot' }, false)).toMatchObject({ kind: 'reverts', to: 'ru', freeInfantry: 1 });
    expect(draw({ name: 'Switzerland', originalOwner: 'neutral', holder: 'fr' }, false)).toMatchObject({ kind: 'reverts', to: 'neutral', freeInfantry: 0 });
  });

  it('TC-37: two units take an empty neutral — one forfeited, one holds; no flag, no card [§25]', () => {
    const input = { game: G, kind: 'land', neutral: true, attackerNation: 'fr', attacker: [{ id: 'fr-inf', type: 'infantry', count: 1 }, { id: 'fr-cav', type: 'cavalry', count: 1 }], defender: [], territory: { name: 'Switzerland', value: 3, originalOwner: 'neutral' } };
    const s = start(input);
    expect(s.r.pending).toMatchObject({ kind: 'casualties', side: 'attacker', count: 1, suggested: { 'fr-inf': 1 } });
    const x = applyAction(s.setup, s.r.state, { type: 'casualties', side: 'attacker', remove: { 'fr-cav': 1 } });
    const p = x.pending;
    if (p.kind !== 'finished') throw new Error('not finished');
    expect(p.consequences).toEqual([{ kind: 'neutral-captured', territory: 'Switzerland', by: 'fr', value: 3, forfeited: 'fr-cav', cite: '§25' }]);
    const odds = computeImperiumOdds(input);
    expect([odds.attackerWins, odds.survivors.attacker.total]).toEqual([1, [0, 1, 0]]);
  });

  it('TC-42: liberation bonuses — own capital +1 artillery, ally’s capital +1 infantry +1 artillery, ally’s territory +1 infantry, own territory nothing [§11B, §12B]', () => {
    const liberate = (territory: object) => {
      let s = start({ game: G, kind: 'land', attackerNation: 'pr', defenderNation: 'fr', attacker: [{ id: 'a', type: 'infantry', hitValue: 5, count: 1 }], defender: [{ id: 'd', type: 'infantry', hitValue: 5, count: 1 }], territory });
      s = roll(s, [[1], [9]]);
      return s.r.state.consequences.find((c) => c.kind === 'liberated');
    };
    expect(liberate({ name: 'Prussia', capital: true, originalOwner: 'pr' })).toMatchObject({ owner: 'pr', freeUnits: { artillery: 1 } });
    expect(liberate({ name: 'Russia', capital: true, originalOwner: 'ru' })).toMatchObject({ owner: 'ru', by: 'pr', freeUnits: { infantry: 1, artillery: 1 } });
    expect(liberate({ name: 'Siberia', originalOwner: 'ru' })).toMatchObject({ owner: 'ru', freeUnits: { infantry: 1 } });
    expect(liberate({ name: 'Silesia', originalOwner: 'pr' })).toMatchObject({ owner: 'pr', freeUnits: {} });
  });
});
