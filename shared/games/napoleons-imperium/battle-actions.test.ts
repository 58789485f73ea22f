// Napoleon's Imperium battles fought step by step in a campaign: set-up and every step are log entries with
// their dice; the finished battle is written through the module's own battle-result consequences.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { fightDice, fightOf, fightPending, fightResults, type NiFight } from './battle-actions';
import { type NationId } from './data';
import { napoleonsImperium as ni } from './module';
import { holderOf } from './state';
import { niCampaign, playTo, refused, step, type C } from './testing';

const campaign = (): C => niCampaign({ id: 'ni-battles', seed: 1805, territories: [['Holland', 'neutral', 3], ['Silesia', 'pr', 2]] });

const fight = (c: C): NiFight => fightOf(c.state)!;

/** Table dice for the pending roll: 1 (a hit) or 0 entered as 10 (always a miss), per side. */
function faces(c: C, hit: { attacker: boolean; defender: boolean }): number[][] {
  const p = fightPending(fight(c));
  if (p.kind !== 'roll') throw new Error(`expected a roll, not ${p.kind}`);
  return p.requests.map((r) => Array(r.count).fill(hit[r.side] ? 1 : 10));
}

const BELGIUM = {
  kind: 'land',
  territory: { name: 'belgium' },
  attacker: [{ id: 'gb-inf', type: 'infantry', count: 2 }, { id: 'gb-cav', type: 'cavalry', count: 1 }],
  defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
  commanders: [{ id: 'fr-major', assignedTo: 'infantry' }],
};

describe('a land battle fought step by step in the Attack Phase', () => {
  it('from set-up to consequences with table dice: casualties chosen, a step undone, the imprison-or-parole roll, flag, income and the Battle Card due', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'purchase');
    refused(c, 'battle.setup', { input: BELGIUM }, /Not now: this is done at Phase Two/);
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'battle.step', { action: { type: 'roll' } }, /Set up the battle first/);

    const setup = c.act('battle.setup', { input: BELGIUM });
    expect(setup.title).toBe('Land battle set up: British Empire at Belgium: 3 units against 1');
    const f0 = fight(c);
    // Completed from the campaign: the active nation, the territory's facts and holder, the weather, the commander.
    expect(f0.input).toMatchObject({
      game: 'napoleons-imperium', attackerNation: 'gb', defenderNation: 'fr', weather: 'fine',
      territory: { name: 'Belgium', value: 2, capital: false, originalOwner: 'fr', holder: 'fr' },
      commanders: [{ id: 'fr-major', side: 'defender', rank: 'major', nation: 'fr', assignedTo: 'infantry' }],
    });
    expect(fightDice(f0).map((d) => d.sides)).toEqual(fightDice(f0).map(() => 10));
    expect(fightDice(f0)[0]!.purpose).toMatch(/^Belgium, round 1: Attacker fires: /);

    // Round 1: the British miss, the French hit once: the British choose which unit dies.
    const r1 = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: false, defender: true }) });
    expect(r1.dice!.every((d) => d.source === 'table' && d.sides === 10)).toBe(true);
    expect(r1.dice!.map((d) => d.purpose).join(' | ')).toMatch(/Attacker fires.*Defender fires/);
    expect(fightPending(fight(c))).toMatchObject({ kind: 'casualties', side: 'attacker', count: 1 });
    refused(c, 'battle.step', { action: { type: 'roll' } }, /Not a roll/);
    refused(c, 'battle.step', { action: { type: 'casualties', side: 'defender', remove: { 'fr-inf': 1 } } }, /^side: the attacker chooses/);
    refused(c, 'battle.step', { action: { type: 'casualties', side: 'attacker', remove: { 'gb-cav': 2 } } }, /remove\.gb-cav: only 1 left/);
    refused(c, 'battle.setup', { input: BELGIUM }, /being fought: finish it/);
    refused(c, 'sequence.next', {}, /Finish the battle being fought first/);

    c.act('battle.step', { action: { type: 'casualties', side: 'attacker', remove: { 'gb-cav': 1 } } });
    expect(fight(c).state.alive.attacker).toEqual({ 'gb-inf': 2, 'gb-cav': 0 });
    // Undo the choice: the battle waits for it again.
    c.undo();
    expect(fightPending(fight(c))).toMatchObject({ kind: 'casualties', side: 'attacker', count: 1 });
    expect(fight(c).state.alive.attacker).toEqual({ 'gb-inf': 2, 'gb-cav': 1 });
    c.act('battle.step', { action: { type: 'casualties', side: 'attacker', remove: { 'gb-inf': 1 } } });
    expect(fight(c).state.alive.attacker).toEqual({ 'gb-inf': 1, 'gb-cav': 1 });

    // Round 2: the British hit, the French miss: Belgium is taken; the French Major is captured: a follow-up roll.
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: true, defender: false }) });
    const follow = fightPending(fight(c));
    expect(follow).toMatchObject({ kind: 'roll', stage: 'followUp' });
    expect(fightDice(fight(c))).toEqual([{ purpose: expect.stringMatching(/^Belgium, after the battle: Imprison or parole the French Major Commander: British rolls 1 d10/), count: 1, sides: 10 }]);
    expect(c.state.battles).toEqual([]);
    expect(holderOf(c.state, 'Belgium')).toBe('fr');

    const econ = (n: NationId) => ni.readTrack(c.state, 'economy', n);
    const before = { gb: econ('gb'), fr: econ('fr') };
    const end = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[7]] });
    expect(end.title).toMatch(/Battle for Belgium: British Empire won\. British Empire takes the French flag/);
    expect(end.title).toMatch(/rolls 7, PAROLED/);
    expect(c.state.nations.gb.flags).toBe(1);
    expect(holderOf(c.state, 'Belgium')).toBe('gb');
    expect(econ('gb')).toBe(before.gb + 2);
    expect(econ('fr')).toBe(before.fr - 2);
    const rec = c.state.battles[0]!;
    expect(rec).toMatchObject({ kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'attacker' });
    expect(c.state.cardsDue).toEqual([{ nation: 'fr', battle: rec.id }]);
    expect(c.state.commanders.find((x) => x.id === 'fr-major')).toMatchObject({ status: 'paroled' });
    expect(c.state.nations.gb.cards['captured-commander']).toBe(1);
    expect(fight(c).recorded).toEqual({ battles: [rec.id], lines: [expect.stringMatching(/^Battle for Belgium/)] });
    expect(fightPending(fight(c)).kind).toBe('finished');
    expect(fightResults(fight(c))).toMatchObject([{ kind: 'land', where: 'Belgium', result: 'attacker', commanders: ['fr-major'] }]);

    refused(c, 'battle.step', { action: { type: 'roll' } }, /Set up the battle first/);
    refused(c, 'sequence.next', {}, /French Empire must draw a Battle Card first/);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);

    // Undo the last step: the outcome is taken back with it.
    c.undo();
    expect(c.state.battles).toEqual([]);
    expect(c.state.cardsDue).toEqual([]);
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'followUp' });
    c.redo();
    expect(c.state.cardsDue).toEqual([{ nation: 'fr', battle: rec.id }]);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('a repulsed attack: the attacker draws the Battle Card, the defender takes Successful Land Defence and rolls for the captured Major', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.setup', { input: { ...BELGIUM, attacker: [{ id: 'gb-inf', type: 'infantry', count: 1 }], commanders: [{ id: 'gb-major', assignedTo: 'infantry' }] } });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: false, defender: true }) });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'imprison-parole' }] });
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[3]] });
    expect(e.title).toMatch(/Battle for Belgium: French Empire won/);
    expect(c.state.cardsDue).toEqual([{ nation: 'gb', battle: c.state.battles[0]!.id }]);
    expect(c.state.nations.fr.cards['successful-land-defence']).toBe(1);
    expect(c.state.nations.fr.cards['captured-commander']).toBe(1);
    expect(c.state.commanders.find((x) => x.id === 'gb-major')).toMatchObject({ status: 'imprisoned', holder: 'fr', used: 'attack' });
    expect(holderOf(c.state, 'Belgium')).toBe('fr');
  });

  it('refuses what the campaign contradicts, naming the field, and changes nothing', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'battle.setup', { input: { ...BELGIUM, weather: 'rain' } }, /weather: the campaign’s weather in 1799 is Fine \(the weather rule is off\)/);
    refused(c, 'battle.setup', { input: { ...BELGIUM, attackerNation: 'fr' } }, /attackerNation: it is British Empire’s Attack Phase/);
    refused(c, 'battle.setup', { input: { ...BELGIUM, commanders: [{ id: 'nelson' }] } }, /commanders\[0\]\.id: there is no commander "nelson"/);
    refused(c, 'battle.setup', { input: { ...BELGIUM, attacker: [{ id: 'gb-inf', type: 'infantry', count: 0 }] } }, /cannot be fought as entered: attacker\[0\]\.count/);
    refused(c, 'battle.setup', { input: { ...BELGIUM, territory: { name: 'Narnia' } } }, /Territories \(map\).*add "Narnia".*\(table "territories"\)/);
    refused(c, 'battle.setup', { input: { ...BELGIUM, territory: { name: 'Silesia' } } }, /Prussian Empire is British Empire’s ally|held by Prussian Empire, an ally/);
    refused(c, 'battle.setup', { input: { ...BELGIUM, rules: { seaDraw: 'commanders-lost' } } }, /rules\.seaDraw: the campaign’s rule setting is "commanders-home"/);
    refused(c, 'battle.setup', { input: { kind: 'sea', defenderNation: 'fr', attacker: [{ id: 'a', type: 'fleet', count: 1 }], defender: [{ id: 'd', type: 'fleet', count: 1 }] } }, /where: name the sea zone/);
    expect(fightOf(c.state)).toBeNull();
  });
});

describe('sea battles and invasions', () => {
  it('a sea battle with its sea prize, then a second battle in the same Attack Phase', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.setup', { where: 'North Sea', input: { kind: 'sea', defenderNation: 'fr', attacker: [{ id: 'gb-fl', type: 'fleet', count: 3 }], defender: [{ id: 'fr-fl', type: 'fleet', count: 1 }] } });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: true, defender: false }) });
    // 3 survivors: one prize die at the British Capture Rate 3 [§19].
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'sea-prize', count: 1, value: 3 }] });
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[2]] });
    expect(e.title).toMatch(/Sea battle North Sea: British Empire won\. British Empire takes a Sea Victory card/);
    expect(e.title).toMatch(/Sea prize: British Empire rolls 1 die \(2\) needing 3 or less: 1 new British fleet/);
    expect(c.state.nations.gb.cards['sea-victory']).toBe(1);
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
    expect(c.state.cardsDue).toEqual([]);
    expect(c.state.battles[0]).toMatchObject({ kind: 'sea', where: 'North Sea', result: 'attacker', defenders: ['fr'] });

    // The next battle of the turn, fought with the app's dice.
    const second = c.act('battle.setup', { input: { ...BELGIUM, commanders: [] } }).seq;
    for (let guard = 0; guard < 100 && fight(c).recorded === null; guard++) {
      const p = fightPending(fight(c));
      if (p.kind === 'roll') c.act('battle.step', { action: { type: 'roll' } });
      else if (p.kind === 'casualties') c.act('battle.step', { action: { type: 'casualties', side: p.side, remove: p.suggested } });
      else throw new Error(p.kind);
    }
    expect(c.state.battles).toHaveLength(2);
    expect(c.entries.filter((x) => x.seq > second && x.dice).length).toBeGreaterThan(0);
    expect(c.entries.filter((x) => x.seq > second).every((x) => x.dice === undefined || x.dice.every((d) => d.source === 'app'))).toBe(true);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('an avoid roll: slipping past records no battle; failing it is a sea battle [§17B]', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    const input = { kind: 'avoid', defenderNation: 'fr', attacker: [{ id: 'gb-fl', type: 'fleet', count: 1 }], defender: [{ id: 'fr-fl', type: 'fleet', count: 1 }] };
    c.act('battle.setup', { where: 'Channel', input });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'avoid', requests: [{ kind: 'avoid', count: 1, value: 8 }] });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[3]] });
    expect(fight(c).recorded).toEqual({ battles: [], lines: [expect.stringMatching(/slipped past/)] });
    expect(c.state.battles).toEqual([]);
    c.act('battle.setup', { where: 'Channel', input });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[9]] });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: false, defender: true }) });
    // The French win: their prize roll (Capture Rate 2) misses.
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'sea-prize', value: 2 }] });
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[10]] });
    expect(e.title).toMatch(/Sea prize: French Empire rolls 1 die \(0\) needing 2 or less: 0 new French fleets/);
    expect(c.state.battles[0]).toMatchObject({ kind: 'sea', where: 'Channel', attacker: 'gb', result: 'defender' });
    expect(c.state.nations.fr.cards['sea-victory']).toBe(1);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('an invasion is refused until the invasion values are in the data pack, then lands', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    const input = {
      kind: 'invasion',
      territory: { name: 'Belgium' },
      attacker: [{ id: 'gb-fl', type: 'fleet', count: 2, cargo: [{ type: 'infantry', count: 1 }] }],
      defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
    };
    refused(c, 'battle.setup', { input, fleet: 'Channel Fleet' }, /Fill in the table "Invasion fire.*\(table "invasion-values", field attacker\[0\]\.invasionValue\)/);
    expect(fightOf(c.state)).toBeNull();
    c.act('data.set', { table: 'invasion-values', key: 'gb', column: 'fleetInvasion', value: 5 });
    c.act('battle.setup', { input, fleet: 'Channel Fleet' });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'preemptive', requests: [{ kind: 'preemptive', count: 2, value: 5 }] });
    // The pre-emptive strike kills the only defender: the two infantry land and take Belgium [§21].
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[1, 10]] });
    expect(e.title).toMatch(/Invasion of Belgium: British Empire won/);
    expect(holderOf(c.state, 'Belgium')).toBe('gb');
    expect(c.state.battles[0]).toMatchObject({ kind: 'land', invasion: true, where: 'Belgium' });
    expect(c.state.fleetGroups).toEqual([{ nation: 'gb', name: 'Channel Fleet', invasions: ['Belgium'], failedPorts: [], transports: 0 }]);
    expect(c.state.cardsDue).toEqual([{ nation: 'fr', battle: c.state.battles[0]!.id }]);
    c.act('cards.draw', { nation: 'fr' });

    // A second invasion by the same fleets, through a French fleet: the sea battle, then the landing; two results.
    c.act('battle.setup', { fleet: 'Channel Fleet', input: { ...input, territory: { name: 'Lorraine' }, defenderFleets: [{ id: 'fr-fl', type: 'fleet', count: 1 }] } });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'sea' });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: true, defender: false }) });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[1, 1]] });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'sea-prize' }] });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[9]] });
    expect(c.state.battles.slice(1).map((b) => [b.kind, b.where, b.result, b.invasion])).toEqual([['sea', 'off Lorraine', 'attacker', false], ['land', 'Lorraine', 'attacker', true]]);
    expect(c.state.nations.gb.cards['sea-victory']).toBe(1);
    expect(c.state.nations.gb.tray).toEqual([]);
    expect(c.state.fleetGroups[0]!.invasions).toEqual(['Belgium', 'Lorraine']);
    // A third invasion by the same fleets this year is refused [§20B].
    refused(c, 'battle.setup', { fleet: 'Channel Fleet', input: { ...input, territory: { name: 'France' } } }, /made its 2 invasions this year/);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });
});

describe('continued attacks and neutral territories', () => {
  it('a continued attack: one unit left in Belgium, then Lorraine; each battle is its own result [§5C]', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.setup', {
      input: {
        kind: 'chain', territory: { name: 'Belgium' },
        attacker: [{ id: 'gb-inf', type: 'infantry', count: 3 }, { id: 'gb-cav', type: 'cavalry', count: 1 }],
        defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
        steps: [{ territory: { name: 'Lorraine' }, defender: [{ id: 'fr-inf2', type: 'infantry', count: 1 }] }],
      },
    });
    expect(fight(c).input).toMatchObject({ steps: [{ defenderNation: 'fr', territory: { name: 'Lorraine', holder: 'fr', value: 2 } }] });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: true, defender: false }) });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'leave', battle: 0 });
    refused(c, 'battle.step', { action: { type: 'leave', leave: {} } }, /leave: at least one unit must stay/);
    c.act('battle.step', { action: { type: 'leave', leave: { 'gb-inf': 1 } } });
    expect(c.state.battles).toEqual([]);
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: faces(c, { attacker: true, defender: false }) });
    expect(e.title).toMatch(/Battle for Belgium: British Empire won.*Battle for Lorraine: British Empire won/);
    expect(c.state.battles.map((b) => [b.where, b.result])).toEqual([['Belgium', 'attacker'], ['Lorraine', 'attacker']]);
    expect(c.state.nations.gb.flags).toBe(2);
    expect(c.state.cardsDue.map((d) => d.nation)).toEqual(['fr', 'fr']);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('an empty neutral territory is taken at the loss of one unit, without dice [§25]', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    const econ = ni.readTrack(c.state, 'economy', 'gb');
    const e = c.act('battle.setup', { input: { kind: 'land', territory: { name: 'Holland' }, attacker: [{ id: 'gb-inf', type: 'infantry', count: 3 }], defender: [] } });
    expect(e.title).toMatch(/British Empire takes the empty neutral territory Holland: income \+3/);
    expect(fight(c).recorded).not.toBeNull();
    expect(holderOf(c.state, 'Holland')).toBe('gb');
    expect(ni.readTrack(c.state, 'economy', 'gb')).toBe(econ + 3);
    expect(c.state.nations.gb.flags).toBe(0);
    expect(c.state.cardsDue).toEqual([]);
    // With two kinds of unit the forfeit is the attacker's choice: a step.
    c.undo();
    c.act('battle.setup', { input: { kind: 'land', territory: { name: 'Holland' }, attacker: [{ id: 'gb-inf', type: 'infantry', count: 1 }, { id: 'gb-art', type: 'artillery', count: 1 }], defender: [] } });
    expect(fightPending(fight(c))).toMatchObject({ kind: 'casualties', side: 'attacker', count: 1 });
    c.act('battle.step', { action: { type: 'casualties', side: 'attacker', remove: { 'gb-inf': 1 } } });
    expect(holderOf(c.state, 'Holland')).toBe('gb');
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });
});
