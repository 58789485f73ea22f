// Napoleon's Imperium: where the app used to depart from the rulebook (issue 10). Each test asserts the
// rulebook's words or numbers; the campaign tests play the rule out over several turns. Where `adc odds`
// (parseImperiumInput) and the campaign compute the same thing, both are asked.
import { describe, expect, it } from 'vitest';
import { NAPOLEONS_IMPERIUM_RULES as NI_RULES } from './rules';
import { computeImperiumOdds, parseImperiumInput, rulebookPack } from './battle';
import { fleetLoad, movementOf } from './battle/values';
import { cellOf } from '../../data/tables';
import { fightOf, fightPending } from './battle-actions';
import { napoleonsImperium as ni } from './module';
import { battlePoints, capitalClockOf, holderOf, slotOfNation, turnOf } from './state';
import { BOARDING_MOVEMENT, landingText, movementAfterDisembark } from './landing';
import { fleetPlacement, gibraltarFacts, gibraltarHolder, portBlockaded } from './ports';
import { battleCardUnitLoss } from './card-losses';
import { advance, niCampaign, playTo, refused, type C } from './testing';

const campaign = (rules: Record<string, string | boolean> = {}): C => niCampaign({ id: 'ni-rulebook', seed: 1806, rules, territories: [['Silesia', 'pr', 2]] });
const team = (c: C) => {
  const d = ni.derived(c.state, c.header).filter((x) => x.id === 'team-battle-points');
  return { french: d[0]!.value, british: d[1]!.value };
};

describe('Battle Point Score Chart: enemy territories captured score per capture', () => {
  it('the asterisk “points only allocated if held at the completion of the game” is on the neutral row only: per capture is the default', () => {
    const r = NI_RULES.find((x) => x.id === 'enemyTerritoryPoints')!;
    expect(r.default).toBe('per-capture');
    expect(r.options.find((o) => o.value === 'per-capture')!.recommended).toBe(true);
    expect(r.options.map((o) => o.value)).toContain('held-at-end');
    expect(r.cite).toEqual(expect.arrayContaining(['Battle Point Score Chart', 'digest A13']));
  });
  it('campaign: France takes Wales in 1799 and loses it again; the 20 points stay, the flag too (held-at-end drops them)', () => {
    const c = campaign();
    playTo(c, 1799, 'fr', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Wales', attacker: 'fr', defenders: ['gb'], result: 'attacker' });
    c.act('cards.draw', { nation: 'gb' });
    expect(holderOf(c.state, 'Wales')).toBe('fr');
    const bp = ni.derived(c.state, c.header).find((d) => d.id === 'battle-points' && d.power === 'fr')!;
    expect(bp.breakdown.find((b) => b.label.startsWith('Enemy Territories Captured (Normal)'))!.value).toBe(20);
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Wales', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'fr' });
    playTo(c, 1800, 'fr', 'purchase');
    expect(holderOf(c.state, 'Wales')).toBe('gb');
    // France: 20 for the capture + 10 for the flag; Britain retook its own territory: the flag only.
    expect(team(c)).toEqual({ french: 30, british: 10 });
    c.act('rules.set', { id: 'enemyTerritoryPoints', value: 'held-at-end' });
    expect(team(c)).toEqual({ french: 10, british: 10 });
  });
});

describe('§33 and §5C: a fleet carries 4 units, artillery counting 1½', () => {
  const invasion = (cargo: Array<{ type: string; count: number }>, count = 1) => ({
    game: 'napoleons-imperium', kind: 'invasion', attackerNation: 'gb', defenderNation: 'fr',
    attacker: [{ id: 'gb-fl', type: 'fleet', count, hitValue: 8, invasionValue: 5, cargo: cargo.map((x) => ({ ...x, hitValue: 5 })) }],
    defender: [{ id: 'fr-inf', type: 'infantry', count: 1, hitValue: 5 }],
  });
  it('“two Artillery onboard a Fleet = 3 units”: 2 artillery + 1 infantry = 4 fits; 3 artillery = 4½ does not', () => {
    expect(() => parseImperiumInput(invasion([{ type: 'artillery', count: 2 }, { type: 'infantry', count: 1 }]))).not.toThrow();
    expect(() => parseImperiumInput(invasion([{ type: 'artillery', count: 3 }]))).toThrow(/attacker\[0\]\.cargo.*one British fleet carries 4 units, artillery counting 1½ \[§33, §5C\]: 3 artillery per fleet takes 4\.5 places/);
  });
  it('one fleet with 10 infantry and 3 artillery is refused, with the reason; 4 fleets carry 2 infantry + 1 artillery each', () => {
    expect(() => parseImperiumInput(invasion([{ type: 'infantry', count: 10 }, { type: 'artillery', count: 3 }]))).toThrow(/carries 4 units.*14\.5 places/);
    expect(() => parseImperiumInput(invasion([{ type: 'infantry', count: 2 }, { type: 'artillery', count: 1 }], 4))).not.toThrow();
  });
  it('campaign: the same invasion is refused in the Attack Phase and the group’s capacity is read from the data pack', () => {
    const c = campaign();
    c.act('data.set', { table: 'invasion-values', key: 'gb', column: 'fleetInvasion', value: 5 });
    playTo(c, 1799, 'gb', 'attack');
    const input = {
      kind: 'invasion', territory: { name: 'Belgium' },
      attacker: [{ id: 'gb-fl', type: 'fleet', count: 1, cargo: [{ type: 'infantry', count: 10 }, { type: 'artillery', count: 3 }] }],
      defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
    };
    refused(c, 'battle.setup', { input, fleet: 'Channel Fleet' }, /one British fleet carries 4 units, artillery counting 1½ \[§33, §5C\]/);
    // The group enters a larger capacity from its Empire Reference Chart: the same cargo per fleet then fits.
    c.act('data.set', { table: 'movement', key: 'gb', column: 'capacity', value: 10 });
    refused(c, 'battle.setup', { input, fleet: 'Channel Fleet' }, /carries 10 units.*14\.5 places/);
    c.act('data.set', { table: 'movement', key: 'gb', column: 'capacity', value: 4 });
    c.act('battle.setup', { input: { ...input, attacker: [{ ...input.attacker[0]!, count: 4, cargo: [{ type: 'infantry', count: 1 }, { type: 'artillery', count: 1 }] }] }, fleet: 'Channel Fleet' });
    expect(fightOf(c.state)!.setup.attacker[0]!.cargo.map((x) => x.perFleet)).toEqual([1, 1]);
  });
});

describe('§5C: continuing attacks “if your unit movement allows”', () => {
  const chain = (nation: string, attacker: unknown[], steps: number, commanders: unknown[] = []) => ({
    game: 'napoleons-imperium', kind: 'chain', attackerNation: nation, defenderNation: 'ru', commanders,
    attacker, defender: [{ id: 'd0', type: 'infantry', count: 1, hitValue: 6 }],
    steps: Array.from({ length: steps }, (_, k) => ({ defender: [{ id: `d${k + 1}`, type: 'infantry', count: 1, hitValue: 6 }] })),
  });
  it('“A camel … could potentially go on another two adjacent territories … it has a 3-territory movement limit”', () => {
    const camels = [{ id: 'cam', type: 'camels', count: 6 }];
    expect(parseImperiumInput(chain('ot', camels, 2)).setup.steps.map((s) => s.spent)).toEqual([[], []]);
    expect(() => parseImperiumInput(chain('ot', camels, 3))).toThrow(/steps\[2\].*no unit has the movement for attack 4: cam 3.*§5C/);
  });
  it('“Standard Cavalry could continue only an extra one territory as they have only a 2-movement value”', () => {
    const cav = [{ id: 'cav', type: 'cavalry', count: 4 }];
    expect(() => parseImperiumInput(chain('ru', cav, 1))).not.toThrow();
    expect(() => parseImperiumInput(chain('ru', cav, 2))).toThrow(/no unit has the movement for attack 3/);
    // §13D: “A Commander assigned to Russian Cavalry would allow these Cavalry to move from 2 maximum territories to 3.”
    expect(() => parseImperiumInput(chain('ru', cav, 2, [{ id: 'ru-major', side: 'attacker', rank: 'major', assignedTo: 'cavalry' }]))).not.toThrow();
  });
  it('infantry with movement 1 stay in the first territory won; the others go on, and the odds say so', () => {
    const p = parseImperiumInput(chain('ru', [{ id: 'inf', type: 'infantry', count: 3 }, { id: 'cav', type: 'cavalry', count: 2 }], 1));
    expect(p.setup.attacker.map((g) => [g.id, g.movement])).toEqual([['inf', 1], ['cav', 2]]);
    expect(p.setup.steps[0]!.spent).toEqual(['inf']);
    expect(p.setup.warnings.join(' ')).toMatch(/Before attack 2: inf has no movement left and stays to hold the territory just won \[§5C\]/);
  });
  it('campaign: the British artillery (movement 1) holds Belgium, the infantry (2) take Lorraine; a third attack is refused', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    const input = {
      kind: 'chain', territory: { name: 'Belgium' },
      attacker: [{ id: 'gb-inf', type: 'infantry', count: 2 }, { id: 'gb-art', type: 'artillery', count: 1 }],
      defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
      steps: [{ territory: { name: 'Lorraine' }, defender: [{ id: 'fr-inf2', type: 'infantry', count: 1 }] }],
    };
    refused(c, 'battle.setup', { input: { ...input, steps: [...input.steps, { territory: { name: 'France' }, defender: [{ id: 'fr-inf3', type: 'infantry', count: 1 }] }] } }, /no unit has the movement for attack 3/);
    c.act('battle.setup', { input });
    // Round 1: every attacking die hits, every defending die misses.
    const all = (hit: boolean) => Array(10).fill(hit ? 1 : 10);
    const rolls = () => {
      const p = fightPending(fightOf(c.state)!);
      if (p.kind !== 'roll') throw new Error(p.kind);
      return p.requests.map((r) => all(r.side === 'attacker').slice(0, r.count));
    };
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: rolls() });
    // The artillery stays without being asked: no leave decision is pending.
    expect(fightPending(fightOf(c.state)!).kind).toBe('roll');
    expect(fightOf(c.state)!.lastLog.join(' ')).toMatch(/Left to hold the territory: 1 gb-art/);
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: rolls() });
    expect(c.state.battles.map((b) => [b.where, b.result])).toEqual([['Belgium', 'attacker'], ['Lorraine', 'attacker']]);
    expect([holderOf(c.state, 'Belgium'), holderOf(c.state, 'Lorraine')]).toEqual(['gb', 'gb']);
  });
});

describe('Objectives B: the Capital Victory clock runs from the fall of the last of three capitals held together', () => {
  const take = (c: C, where: string, attacker: string, defender: string) => {
    c.act('battle.result', { kind: 'land', where, attacker, defenders: [defender], result: 'attacker' });
    for (const d of [...c.state.cardsDue]) c.act('cards.draw', { nation: d.nation });
  };
  it('campaign: a 4th capital keeps the clock; losing one of the first three restarts it from the 4th’s capture', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    take(c, 'France', 'gb', 'fr');
    take(c, 'Spain', 'gb', 'sp');
    playTo(c, 1799, 'pr', 'attack');
    take(c, 'Austria', 'pr', 'au');
    expect(c.state.capitalClock.british).toBe(turnOf(1799, slotOfNation(c.state, 'pr')));
    playTo(c, 1800, 'gb', 'attack');
    take(c, 'Constantinople', 'gb', 'ot');
    // Four held: the earliest three (France, Spain, Austria) still count from Austria's fall.
    expect(c.state.capitalClock.british).toBe(turnOf(1799, slotOfNation(c.state, 'pr')));
    playTo(c, 1800, 'sp', 'attack');
    take(c, 'Spain', 'sp', 'gb');
    // France, Austria and Constantinople are held together only since Constantinople fell.
    expect(c.state.capitalClock.british).toBe(turnOf(1800, slotOfNation(c.state, 'gb')));
    playTo(c, 1800, 'pr', 'purchase');
    expect(c.state.gameOver).toBeNull();
    expect(ni.reminders(c.state, c.header).join(' ')).toMatch(/wins at the start of the British turn 1801/);
    playTo(c, 1800, 'ru', 'purchase');
    for (let guard = 0; guard < 60 && !c.state.gameOver; guard++) advance(c);
    expect(c.state.position.turn).toBe(turnOf(1801, slotOfNation(c.state, 'gb')));
    expect(c.state.gameOver).toMatchObject({ winners: ['gb', 'no', 'pr', 'ru'] });
  });
  it('the clock is the third-earliest capture of the capitals held now', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    take(c, 'France', 'gb', 'fr');
    take(c, 'Spain', 'gb', 'sp');
    expect(capitalClockOf(c.state).british).toBeNull();
    take(c, 'Austria', 'gb', 'au');
    expect(capitalClockOf(c.state).british).toBe(c.state.position.turn);
  });
});

const land = (attacker: unknown[], extra: Record<string, unknown> = {}) => ({
  game: 'napoleons-imperium', kind: 'land', attacker, defender: [{ id: 'd', type: 'infantry', count: 2, hitValue: 5 }], ...extra,
});

describe('unit names: the rulebook’s singular and plural, and a “did you mean” on anything else', () => {
  it('“camel” and “camels”, “rifleman” and “riflemen” (and “Rifles”) are the same units', () => {
    for (const [word, type] of [['camel', 'camels'], ['Camels', 'camels'], ['rifleman', 'riflemen'], ['Riflemen', 'riflemen'], ['Rifles', 'riflemen']] as const) {
      expect(parseImperiumInput(land([{ id: 'a', type: word, count: 1, hitValue: 6 }])).setup.attacker[0]!.type).toBe(type);
    }
    const sea = parseImperiumInput({ game: 'napoleons-imperium', kind: 'sea', attacker: [{ id: 'a', type: 'Fleets', count: 1, hitValue: 8 }], defender: [{ id: 'd', type: 'fleet', count: 1, hitValue: 7 }] });
    expect(sea.setup.attacker[0]!.type).toBe('fleet');
  });
  it('anything else lists the choices, with a “did you mean”', () => {
    expect(() => parseImperiumInput(land([{ id: 'a', type: 'camle', count: 1, hitValue: 6 }]))).toThrow(/attacker\[0\]\.type: "camle" is not a unit type here: choose infantry, cavalry, artillery, camels, riflemen, fleet; did you mean "camel"\?/);
    expect(() => parseImperiumInput(land([{ id: 'a', type: 'dragoons', count: 1, hitValue: 6 }]))).toThrow(/"dragoons" is not a unit type here: choose infantry/);
  });
  it('a hit value above 10 is capped at 9 with a warning, not silently', () => {
    const p = parseImperiumInput(land([{ id: 'a', type: 'infantry', count: 1, hitValue: 12 }]));
    expect(p.setup.attacker[0]!.value).toBe(9);
    expect(p.setup.warnings.join(' ')).toMatch(/attacker\[0\]\.hitValue: 12 is above any hit value: capped at 9/);
    // 10 is how a commander's +1 on a 9 is typed (capped, as documented).
    expect(parseImperiumInput(land([{ id: 'a', type: 'infantry', count: 1, hitValue: 10 }])).setup.warnings.join(' ')).not.toMatch(/capped/);
  });
});

describe('§38B unique units, in the odds input as in purchases', () => {
  it('camels are Ottoman only', () => {
    expect(() => parseImperiumInput(land([{ id: 'a', type: 'camels', count: 2 }], { attackerNation: 'fr', defenderNation: 'ru' }))).toThrow(/attacker\[0\]\.type: Camels are a unique Ottoman unit: the French have none \[§38B\]/);
    expect(() => parseImperiumInput(land([{ id: 'a', type: 'camels', count: 2 }], { attackerNation: 'ot', defenderNation: 'ru' }))).not.toThrow();
  });
  it('at most 2 riflemen on the board', () => {
    expect(() => parseImperiumInput(land([{ id: 'a', type: 'riflemen', count: 3, hitValue: 6 }]))).toThrow(/at most 2 riflemen on the board at any time \[§38B\]: this side has 3/);
    expect(() => parseImperiumInput(land([{ id: 'a', type: 'riflemen', count: 2, hitValue: 6 }]))).not.toThrow();
  });
  it('campaign: the same refusal in the Attack Phase as at the purchase', () => {
    const c = campaign();
    playTo(c, 1799, 'fr', 'attack');
    refused(c, 'battle.setup', { input: { kind: 'land', territory: { name: 'Wales' }, attacker: [{ id: 'fr-cam', type: 'camel', count: 2 }], defender: [{ id: 'gb-inf', type: 'infantry', count: 1 }] } }, /Camels are a unique Ottoman unit/);
  });
});

describe('§20: the Admiral of the Seas adds +1 to the pre-emptive strike', () => {
  const inv = (commanders: unknown[]) => ({
    game: 'napoleons-imperium', kind: 'invasion', attackerNation: 'gb', defenderNation: 'fr', commanders,
    attacker: [{ id: 'gb-fl', type: 'fleet', count: 2, hitValue: 8, invasionValue: 5, cargo: [{ type: 'infantry', count: 2, hitValue: 5 }] }],
    defender: [{ id: 'fr-inf', type: 'infantry', count: 2, hitValue: 5 }],
  });
  it('“the Commander’s +1 bonus can also be added to … the Fleet’s pre-emptive invasion strike”: a typed 5 becomes 6, and says so', () => {
    const p = parseImperiumInput(inv([{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'fleet' }]));
    expect(p.setup.attacker[0]!.invasionValue).toBe(6);
    expect(p.setup.warnings.join(' ')).toMatch(/Admiral of the Seas \(gb-major\) adds \+1 to the typed pre-emptive strike value 5 → 6 \[§20\]/);
    expect(parseImperiumInput(inv([])).setup.attacker[0]!.invasionValue).toBe(5);
  });
  it('a commander on the land units instead gives the strike nothing', () => {
    expect(parseImperiumInput(inv([{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'infantry' }])).setup.attacker[0]!.invasionValue).toBe(5);
  });
  it('the odds agree: the Admiral raises the chance the strike clears the port', () => {
    const without = computeImperiumOdds(inv([]));
    const withAdmiral = computeImperiumOdds(inv([{ id: 'gb-major', side: 'attacker', rank: 'major', assignedTo: 'fleet' }]));
    expect(withAdmiral.attackerWins).toBeGreaterThan(without.attackerWins);
  });
});

describe('§14 Note: an imprisonment continued because the capital is captured still scores for the captor', () => {
  const bonus = (c: C) => battlePoints(c.state, 'gb').lines.find((l) => l.id === 'captured-commander-end')!.value;
  it('campaign: Britain imprisons the Spanish Major in 1801; its term ends in 1802 with Spain occupied: still 15 for Britain, until Spain is free', () => {
    const c = campaign();
    playTo(c, 1801, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'gb', defenders: ['sp'], result: 'attacker', commanders: ['sp-major'] }, { physicalDice: [[3]] });
    c.act('cards.draw', { nation: 'sp' });
    expect(c.state.commanders.find((x) => x.id === 'sp-major')).toMatchObject({ status: 'imprisoned', holder: 'gb' });
    expect(bonus(c)).toBe(15);
    playTo(c, 1802, 'ot', 'purchase');
    expect(c.state.commanders.find((x) => x.id === 'sp-major')).toMatchObject({ status: 'awaiting-capital', holder: 'gb' });
    expect(bonus(c)).toBe(15);
    playTo(c, 1802, 'au', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Spain', attacker: 'au', defenders: ['gb'], result: 'attacker' });
    expect(c.state.commanders.find((x) => x.id === 'sp-major')).toMatchObject({ status: 'active', holder: null });
    expect(bonus(c)).toBe(0);
  });
});

describe('Objectives A Note: “the earliest a game can end is at the end of 1801”', () => {
  it('a final year before 1801 is played as agreed, with a warning naming the rule, every turn until it ends', () => {
    const c = campaign({ finalYear: '1799' });
    const warn = () => ni.reminders(c.state, c.header).join(' ');
    expect(warn()).toMatch(/agreed final year 1799 is earlier than the rulebook allows: “the earliest a game can end is at the end of 1801” \(Objectives A, Note\)/);
    playTo(c, 1799, 'fr', 'purchase');
    expect(warn()).toMatch(/earliest a game can end/);
    const opt = NI_RULES.find((r) => r.id === 'finalYear')!.options.find((o) => o.value === '1800')!;
    expect(opt.label).toMatch(/before 1801/);
    expect(ni.reminders(campaign().state, campaign().header).join(' ')).not.toMatch(/earliest a game can end/);
  });
});

describe('worked examples (digest §8): TC-09 and TC-27', () => {
  it('TC-09: the French movement 2/2/1/5/5 carrying 4, the British 2/2/1/7/6 carrying 4 (§5C, §33)', () => {
    const pack = rulebookPack();
    const row = (n: string) => ['infantry', 'cavalry', 'artillery', 'fleet', 'fleetLaden', 'capacity'].map((col) => cellOf(pack, 'movement', n, col)!.v);
    expect(row('fr')).toEqual([2, 2, 1, 5, 5, 4]);
    expect(row('gb')).toEqual([2, 2, 1, 7, 6, 4]);
    expect(movementOf(pack, 'x', 'gb', 'riflemen').value).toBe(3);
  });
  it('TC-27: 2 Artillery = 3 units, a Commander 0; 2 Art + 1 Inf = 4 fits, 2 Art + 2 Inf = 5 is refused', () => {
    const pack = rulebookPack();
    expect(fleetLoad(pack, 'x', 'fr', [{ type: 'artillery', perFleet: 2 }]).load).toBe(3);
    expect(fleetLoad(pack, 'x', 'fr', [{ type: 'commander', perFleet: 1 }]).load).toBe(0);
    const inv = (inf: number) => ({
      game: 'napoleons-imperium', kind: 'invasion', attackerNation: 'fr', defenderNation: 'gb',
      attacker: [{ id: 'fl', type: 'fleet', count: 1, hitValue: 6, invasionValue: 4, cargo: [{ type: 'artillery', count: 2, hitValue: 6 }, { type: 'infantry', count: inf, hitValue: 5 }] }],
      defender: [{ id: 'd', type: 'infantry', count: 1, hitValue: 6 }],
    });
    expect(() => parseImperiumInput(inv(1))).not.toThrow();
    expect(() => parseImperiumInput(inv(2))).toThrow(/carries 4 units.*takes 5 places/);
  });
});

describe('an invasion’s sea battle belongs to the defending fleets’ own nation', () => {
  it('campaign: Spanish fleets off French Belgium win the sea battle: Spain, not France, takes the Sea Victory card', () => {
    const c = campaign();
    c.act('data.set', { table: 'invasion-values', key: 'gb', column: 'fleetInvasion', value: 5 });
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.setup', {
      fleet: 'Channel Fleet',
      input: {
        kind: 'invasion', territory: { name: 'Belgium' },
        attacker: [{ id: 'gb-fl', type: 'fleet', count: 1, cargo: [{ type: 'infantry', count: 2 }] }],
        defenderFleets: [{ id: 'sp-fl', type: 'fleet', count: 2, nation: 'sp' }],
        defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
      },
    });
    for (let guard = 0; guard < 10 && fightPending(fightOf(c.state)!).kind === 'roll'; guard++) {
      const p = fightPending(fightOf(c.state)!);
      if (p.kind !== 'roll') break;
      c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: p.requests.map((r) => Array(r.count).fill(r.side === 'defender' ? 1 : 10)) });
    }
    const sea = c.state.battles.find((b) => b.kind === 'sea')!;
    expect(sea).toMatchObject({ where: 'off Belgium', result: 'defender', defenders: ['sp'] });
    expect(c.state.nations.sp.cards['sea-victory']).toBe(1);
    expect(c.state.nations.fr.cards['sea-victory']).toBe(0);
  });
});

describe('worked examples (digest §8): TC-29, TC-34, TC-35, TC-45', () => {
  it('TC-29: boarding at Portsmouth costs 0; disembarking 1: the book’s British infantry can move no further (as-example), the cavalry 1 more; with British infantry’s real movement 2 it moves 1 more (default)', () => {
    expect(BOARDING_MOVEMENT).toBe(0);
    const real = campaign();
    expect(NI_RULES.find((r) => r.id === 'disembarkMovement')!.default).toBe('real-values');
    expect(['infantry', 'cavalry', 'artillery', 'riflemen'].map((u) => movementAfterDisembark(real.state, 'gb', u as 'infantry'))).toEqual([1, 1, 0, 2]);
    const book = campaign({ disembarkMovement: 'as-example' });
    expect(['infantry', 'cavalry'].map((u) => movementAfterDisembark(book.state, 'gb', u as 'infantry'))).toEqual([0, 1]);
    expect(landingText(real.state, 'gb')).toBe('British land units that disembark move on (disembarking costs 1 movement): infantry 1 more territory, cavalry 1 more territory, artillery none, riflemen 2 more territories [§35]');
    expect(landingText(real.state, 'fr')).not.toMatch(/riflemen|camels/);
  });
  it('TC-29 in the campaign: the transportation and the invasion say how far the landed units move on, per the setting', () => {
    for (const [rules, inf] of [[{}, 'infantry 1 more territory'], [{ disembarkMovement: 'as-example' }, 'infantry none']] as const) {
      const c = campaign(rules);
      playTo(c, 1799, 'gb', 'attack');
      const inv = c.act('fleet.invasion', { nation: 'gb', fleet: 'Plymouth fleet', port: 'Corunna' });
      expect(inv.title).toContain(`: ${inf}, cavalry 1 more territory`);
      const failed = c.act('fleet.invasion', { nation: 'gb', fleet: 'Plymouth fleet', port: 'Bordeaux', failed: true });
      expect(failed.title).not.toMatch(/disembark/);
      playTo(c, 1799, 'gb', 'movement');
      const t = c.act('fleet.transport', { nation: 'gb', fleet: 'Portsmouth fleet', note: '2 cavalry and 1 infantry, Portsmouth to Lisbon' });
      expect(t.title).toContain(`disembarking costs 1 movement${'disembarkMovement' in rules ? ', infantry stopping where it lands as in the book’s example' : ''}): ${inf}, cavalry 1 more territory`);
    }
  });
  it('TC-34: British fleets in the Brest and Corunna sea territories: France may not place at Brest nor Spain at Corunna; each uses another owned port, or with none the fleets stay in the tray; a multi-port sea territory is never blockaded', () => {
    const fr = fleetPlacement([{ name: 'Brest', owned: true, enemyFleetInZone: true }, { name: 'Toulon', owned: true, enemyFleetInZone: false }]);
    expect(fr).toEqual({ ports: ['Toulon'], blockaded: ['Brest'], stayInTray: false });
    const sp = fleetPlacement([{ name: 'Corunna', owned: true, enemyFleetInZone: true }]);
    expect(sp).toEqual({ ports: [], blockaded: ['Corunna'], stayInTray: true });
    expect(portBlockaded({ name: 'Stettin', owned: true, enemyFleetInZone: true, multiPortZone: true })).toBe(false);
    expect(fleetPlacement([{ name: 'Cadiz', owned: false, enemyFleetInZone: false }]).stayInTray).toBe(true); // not owned
  });
  it('TC-35: England captured: Gibraltar goes to the occupier and British fleets there withdraw; after liberation Britain places there again unless an enemy fleet is in the Gibraltar sea territory with no British fleet in port', () => {
    const c = campaign();
    expect(gibraltarHolder(c.state)).toBe('gb');
    playTo(c, 1799, 'fr', 'attack');
    const e = c.act('battle.result', { kind: 'land', where: 'England', attacker: 'fr', defenders: ['gb'], result: 'attacker' });
    expect(e.title).toMatch(/Gibraltar port passes to French Empire until England is liberated; British fleets there withdraw one sea territory \[§4B\]/);
    expect(gibraltarHolder(c.state)).toBe('fr');
    const open = { enemyFleetInZone: false, ownFleetInPort: false };
    expect(fleetPlacement([gibraltarFacts(c.state, 'gb', open)]).ports).toEqual([]);
    expect(fleetPlacement([gibraltarFacts(c.state, 'fr', open)]).ports).toEqual(['Gibraltar']);
    c.act('cards.draw', { nation: 'gb' });
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.result', { kind: 'land', where: 'England', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    expect(gibraltarHolder(c.state)).toBe('gb');
    expect(fleetPlacement([gibraltarFacts(c.state, 'gb', open)]).ports).toEqual(['Gibraltar']);
    expect(fleetPlacement([gibraltarFacts(c.state, 'gb', { enemyFleetInZone: true, ownFleetInPort: false })])).toMatchObject({ ports: [], blockaded: ['Gibraltar'] });
    expect(fleetPlacement([gibraltarFacts(c.state, 'gb', { enemyFleetInZone: true, ownFleetInPort: true })]).ports).toEqual(['Gibraltar']);
  });
  it('TC-45: “lose one Infantry”, no territory named: Inf in A (1 unit in all) and B (3) → from B; all single → ignored; none of the type → no effect', () => {
    expect(battleCardUnitLoss([{ territory: 'A', ofType: 1, total: 1 }, { territory: 'B', ofType: 3, total: 3 }])).toMatchObject({ kind: 'lose', from: ['B'], reverts: false });
    expect(battleCardUnitLoss([{ territory: 'A', ofType: 1, total: 1 }, { territory: 'C', ofType: 1, total: 1 }]).kind).toBe('ignored');
    expect(battleCardUnitLoss([{ territory: 'A', ofType: 0, total: 2 }]).kind).toBe('no-effect');
    expect(battleCardUnitLoss([]).kind).toBe('no-effect');
  });
  it('TC-45 in the campaign: a card naming Silesia, held by France’s single unit: the unit is lost and Silesia reverts to Prussia with a free infantry and a flag', () => {
    const c = campaign();
    playTo(c, 1799, 'fr', 'attack');
    c.act('battle.result', { kind: 'land', where: 'Silesia', attacker: 'fr', defenders: ['pr'], result: 'attacker' });
    c.act('cards.draw', { nation: 'pr' });
    expect(holderOf(c.state, 'Silesia')).toBe('fr');
    const named = c.act('cards.unit-loss', { nation: 'fr', unit: 'infantry', territory: 'Silesia', held: [{ territory: 'Silesia', ofType: 1, total: 1 }] });
    expect(named.title).toMatch(/Silesia, held by a single unit: the unit is lost and Silesia reverts to its original owner \[§27 EXCEPTION\]\. Prussian Empire places 1 infantry free and a flag \[§32\]/);
    expect(holderOf(c.state, 'Silesia')).toBe('pr');
    // Not naming it, the same single unit is kept: the card is ignored and nothing changes.
    const before = c.state;
    const ignored = c.act('cards.unit-loss', { nation: 'pr', unit: 'infantry', held: [{ territory: 'Silesia', ofType: 1, total: 1 }] });
    expect(ignored.title).toMatch(/the card is ignored \[§27\]/);
    expect(c.state.holdings).toEqual(before.holdings);
    // A named territory not held by the loser cannot revert.
    refused(c, 'cards.unit-loss', { nation: 'fr', unit: 'infantry', territory: 'Silesia', held: [{ territory: 'Silesia', ofType: 1, total: 1 }] }, /not held by French Empire/);
  });
});
