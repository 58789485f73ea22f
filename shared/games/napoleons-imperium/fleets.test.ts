// Napoleon's Imperium combined fleets and sea prizes: joining and breaking off [§22, §22B, §36], the treaty's
// automatic break-off [§28 Note], joint sea invasions [§20B, §22, A24], "each nation" prize rolls [§19, A21]
// and the sea-prize dice read from the data pack in both the manual and the step-by-step paths [§19, A12].
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { fightOf, fightPending } from './battle-actions';
import { fleetSpeed, fleetYear } from './fleets';
import { napoleonsImperium as ni } from './module';
import { maybeNumber, packOf, type CombinedFleet } from './state';
import { niCampaign, playTo, refused, step, type C } from './testing';

const campaign = (rules: Record<string, string | boolean> = {}): C => niCampaign({ id: 'ni-fleets', seed: 1804, rules });

const JOIN = { nation: 'no', fleet: 'Skagerrak squadron', fleets: 2, host: 'gb', hostFleet: 'Channel fleet', hostFleets: 3, zone: 'Portsmouth' };
const combined = (c: C): CombinedFleet[] => c.state.combinedFleets;
const speed = (c: C, cf: CombinedFleet) => fleetSpeed(cf, (n, col) => maybeNumber(packOf(c.state), 'movement', n, col));

/** The Nordic squadron joins the British Channel fleet in the Nordic Movement Phase of 1799. */
function joinedIn1799(c: C, extra: Record<string, unknown> = {}): void {
  playTo(c, 1799, 'no', 'movement');
  c.act('fleet.join', { ...JOIN, ...extra });
}

describe('joining a combined fleet [§22, §22B, §36]', () => {
  it('only in the joiner’s own Movement Phase, only allies, not after moving this turn, not two laden nationalities', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'movement');
    refused(c, 'fleet.join', JOIN, /It is British Empire’s turn, not Nordic Empire’s/);
    playTo(c, 1799, 'no', 'attack');
    refused(c, 'fleet.join', JOIN, /Phase Three \(movement\): an allied fleet joins only in its own Movement Phase \[§22B\]/);
    playTo(c, 1799, 'no', 'movement');
    refused(c, 'fleet.join', { ...JOIN, host: 'fr' }, /French Empire is not Nordic Empire’s ally: only allied fleets combine/);
    refused(c, 'fleet.join', { ...JOIN, host: 'no' }, /joins an allied nation’s fleet/);
    refused(c, 'fleet.join', { ...JOIN, zone: undefined }, /Name the sea territory where the British Channel fleet lies/);
    refused(c, 'fleet.join', { ...JOIN, laden: true, hostLaden: true }, /Laden fleets of two nationalities cannot join: the British fleets carry land units.*\[§36\]/);
    c.act('fleet.move', { nation: 'no', fleet: 'Baltic fleet', to: 'Skagerrak' });
    refused(c, 'fleet.join', { ...JOIN, fleet: 'Baltic fleet' }, /has already moved or fought this turn: a fleet joins only if it has not moved in its turn before joining \[§22 Note\]/);

    const e = c.act('fleet.join', JOIN);
    expect(e.title).toMatch(/^The Nordic Skagerrak squadron \(2 fleets\) joins the British Channel fleet in Portsmouth: under British Empire’s command/);
    expect(e.title).toMatch(/the combined fleet cannot move again this year \(the joining fleet moved to join\) \[§22\]/);
    expect(combined(c)).toEqual([
      expect.objectContaining({ host: 'gb', name: 'Channel fleet', hostFleets: 3, zone: 'Portsmouth', stayYear: 1799, members: [expect.objectContaining({ nation: 'no', name: 'Skagerrak squadron', fleets: 2, movedYear: 1799, laden: false })] }),
    ]);
    // The joined fleet no longer moves, transports or invades alone [§22].
    refused(c, 'fleet.move', { nation: 'no', fleet: 'skagerrak squadron' }, /sails under British Empire’s command: it moves with the British Channel fleet, only in the British turn/);
    refused(c, 'fleet.transport', { nation: 'no', fleet: 'Skagerrak squadron' }, /sails under British Empire’s command/);
    refused(c, 'fleet.join', JOIN, /already sails under the British Channel fleet/);
    // British troops board in the British (or their own) turn, not in the Nordic one [§35, §36].
    refused(c, 'fleet.lade', { host: 'gb', fleet: 'Channel fleet', nation: 'gb', laden: true }, /in the turn of their own nation or of the host \(British Empire\)/);
    c.act('fleet.lade', { host: 'gb', fleet: 'Channel fleet', nation: 'no', laden: true });
    refused(c, 'fleet.lade', { host: 'gb', fleet: 'Channel fleet', nation: 'no', laden: true }, /are already laden/);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('TC-30: the combined fleet moves at the slowest rate: 6 unladen (Nordic 6, British 7), 5 laden (Nordic 5, British 6)', () => {
    const c = campaign();
    joinedIn1799(c);
    expect(speed(c, combined(c)[0]!)).toMatchObject({ laden: false, speed: 6, unknown: [] });
    playTo(c, 1800, 'gb', 'movement');
    const e = c.act('fleet.lade', { host: 'gb', fleet: 'Channel fleet', nation: 'gb', laden: true });
    expect(e.title).toMatch(/British land units board their own fleets in the combined Channel fleet: it is now laden, speed 5 sea territories \(laden, the slowest: British 6, Nordic 5\)/);
    expect(speed(c, combined(c)[0]!)).toMatchObject({ laden: true, speed: 5 });
    refused(c, 'fleet.lade', { host: 'gb', fleet: 'Channel fleet', nation: 'no', laden: true }, /The British fleets already carry land units: a combined fleet carries one nationality’s troops at a time/);
    const m = c.act('fleet.move', { nation: 'gb', fleet: 'Channel fleet', to: 'Lisbon' });
    expect(m.title).toMatch(/the combined Channel fleet \(British \+ Nordic\) moves to Lisbon, at most 5 sea territories/);
    expect(combined(c)[0]).toMatchObject({ zone: 'Lisbon', moved: true, year: 1800 });
    refused(c, 'fleet.move', { nation: 'gb', fleet: 'Channel fleet' }, /already moved or attacked this year/);
  });

  it('an unknown rate is never guessed: the Ottoman laden rate is not in the data, so the speed is unknown', () => {
    const c = campaign();
    playTo(c, 1799, 'ot', 'movement');
    c.act('fleet.join', { nation: 'ot', fleet: 'Levant fleet', host: 'fr', hostFleet: 'Toulon fleet', zone: 'Gulf of Lions', alreadyInZone: true });
    expect(speed(c, combined(c)[0]!)).toMatchObject({ speed: 4 });
    const e = c.act('fleet.lade', { host: 'fr', fleet: 'Toulon fleet', nation: 'ot', laden: true });
    expect(e.title).toMatch(/speed speed unknown: the Ottoman laden fleet movement is not in the table "Movement and fleet capacity"/);
    expect(speed(c, combined(c)[0]!)).toMatchObject({ laden: true, speed: null, unknown: ['ot'] });
  });

  it('a fleet that joined by moving keeps the combined fleet in port for the year; one already there does not [§22]', () => {
    const c = campaign();
    playTo(c, 1799, 'no', 'movement');
    c.act('fleet.join', { ...JOIN, host: 'pr', hostFleet: 'Baltic fleet', zone: 'Baltic Sea' });
    playTo(c, 1799, 'pr', 'movement');
    refused(c, 'fleet.move', { nation: 'pr', fleet: 'Baltic fleet' }, /A fleet joined the Baltic fleet this year by moving to it: the combined fleet cannot move until 1800 \[§22\]/);
    playTo(c, 1800, 'pr', 'movement');
    c.act('fleet.move', { nation: 'pr', fleet: 'Baltic fleet' });

    const d = campaign();
    playTo(d, 1799, 'no', 'movement');
    const e = d.act('fleet.join', { ...JOIN, host: 'pr', hostFleet: 'Baltic fleet', zone: 'Baltic Sea', alreadyInZone: true });
    expect(e.title).toMatch(/it was already in Baltic Sea, so the combined fleet may still move this year in the Prussian turn/);
    playTo(d, 1799, 'pr', 'movement');
    d.act('fleet.move', { nation: 'pr', fleet: 'Baltic fleet' });
    expect(d.state.combinedFleets[0]).toMatchObject({ moved: true, year: 1799 });
  });
});

describe('the status board', () => {
  it('lists each combined fleet with its members, this year’s tallies and its speed', () => {
    const c = campaign();
    playTo(c, 1799, 'no', 'movement');
    const board = () => ni.statusBoard!(c.state, c.header).find((g) => g.group === 'Combined fleets');
    expect(board()).toBeUndefined();
    c.act('fleet.join', { ...JOIN, host: 'pr', hostFleet: 'Baltic fleet', zone: 'Baltic Sea' });
    const rows = board()!.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.label).toBe('Prussian Baltic fleet (Baltic Sea)');
    expect(rows[0]!.value).toMatch(/^with Nordic .+; invasions 0\/2, transportations 0\/2, stays put this year; /);
  });
});

describe('breaking off [§22, §36]', () => {
  it('by the owner at its next turn; it waits a year if the combined fleet moved this year', () => {
    const c = campaign();
    joinedIn1799(c);
    refused(c, 'fleet.breakoff', { nation: 'no', host: 'gb', fleet: 'Channel fleet' }, /joined this turn: its owner may break it off at its next turn \[§22\]/);
    playTo(c, 1800, 'gb', 'movement');
    c.act('fleet.move', { nation: 'gb', fleet: 'Channel fleet' });
    playTo(c, 1800, 'no', 'purchase');
    const e = c.act('fleet.breakoff', { nation: 'no', host: 'gb', fleet: 'Channel fleet' });
    expect(e.title).toMatch(/Break-off declared by Nordic Empire: the Nordic Skagerrak squadron \(2 fleets\) breaks off from the British Channel fleet: Nordic Empire takes back command .*it moved or attacked this year, so it waits until 1801; the British Channel fleet sails alone again/);
    expect(c.state.combinedFleets).toEqual([]);
    expect(c.state.brokenOff).toEqual([expect.objectContaining({ nation: 'no', name: 'Skagerrak squadron', mayMoveYear: 1801, reason: 'owner' })]);
    playTo(c, 1800, 'no', 'movement');
    refused(c, 'fleet.move', { nation: 'no', fleet: 'Skagerrak squadron' }, /may move or attack again in 1801 \[§22, §36\]/);
    refused(c, 'fleet.join', JOIN, /may move or attack again in 1801, so it cannot sail to join/);
    playTo(c, 1801, 'no', 'movement');
    c.act('fleet.move', { nation: 'no', fleet: 'Skagerrak squadron' });
  });

  it('by the owner when the combined fleet has not moved this year: it may move at once', () => {
    const c = campaign();
    joinedIn1799(c);
    playTo(c, 1800, 'no', 'attack');
    const e = c.act('fleet.breakoff', { nation: 'no', host: 'gb', fleet: 'Channel fleet' });
    expect(e.title).toMatch(/it has not moved or attacked this year, so it may move at once/);
    c.act('fleet.move', { nation: 'no', fleet: 'Skagerrak squadron', to: 'North Sea' });
  });

  it('by the host, leaving its allies behind; not by a nation with no fleet there', () => {
    const c = campaign();
    joinedIn1799(c);
    playTo(c, 1800, 'gb', 'attack');
    refused(c, 'fleet.breakoff', { nation: 'gb', host: 'gb', fleet: 'Channel fleet', member: 'Nonesuch' }, /No joined fleet called "Nonesuch"/);
    const e = c.act('fleet.breakoff', { nation: 'gb', host: 'gb', fleet: 'Channel fleet' });
    expect(e.title).toMatch(/British Empire leaves it behind \[§22, §36\]; it has not moved or attacked this year, so it may move at once/);
    expect(c.state.combinedFleets).toEqual([]);
    expect(c.state.brokenOff[0]).toMatchObject({ reason: 'host', mayMoveYear: 1800 });
  });
});

describe('a treaty breaks off the bound nation’s fleets under allied command [§28 Note] (TC-24)', () => {
  it('in the same step as the treaty, with a log line; the bound nation may not re-join while it lasts', () => {
    const c = campaign();
    joinedIn1799(c);
    // A Prussian fleet also sails under the British: it stays.
    playTo(c, 1799, 'pr', 'movement');
    c.act('fleet.join', { nation: 'pr', fleet: 'Danzig squadron', fleets: 1, host: 'gb', hostFleet: 'Channel fleet' });
    playTo(c, 1800, 'fr', 'attack');
    const e = c.act('treaty.create', { bound: 'no', imposer: 'fr' });
    expect(e.title).toMatch(/^Treaty: Nordic Empire may not attack French Empire until after .* \[§28\]\. Automatic break-off: the Nordic Skagerrak squadron \(2 fleets\) breaks off from the British Channel fleet: a treaty binds Nordic Empire: its fleets under allied command are broken off and move on their own until the treaty ends \[§28 Note\]/);
    expect(c.state.treaties).toHaveLength(1);
    expect(c.state.combinedFleets[0]!.members.map((m) => m.nation)).toEqual(['pr']);
    expect(c.state.brokenOff).toEqual([expect.objectContaining({ nation: 'no', reason: 'treaty', treaty: c.state.treaties[0]!.id, mayMoveYear: 1800 })]);
    expect(c.state.journal.map((j) => j.text)).toEqual([expect.stringMatching(/^The Nordic Skagerrak squadron .* breaks off .*\[§28 Note\]/)]);
    playTo(c, 1800, 'no', 'movement');
    refused(c, 'fleet.join', JOIN, /Nordic Empire is bound by a treaty until after .*: its fleets move on their own and may re-join an allied fleet only once the treaty has ended \[§28 Note\]/);
    // A treaty on a nation with no fleet under an ally says so and breaks nothing.
    const t = c.act('treaty.create', { bound: 'ru', imposer: 'fr' });
    expect(t.title).toMatch(/Russian fleets under allied command would break off \(none sail under an ally now\)/);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });
});

describe('joint sea invasions [§20B, §20C, §22, A24]', () => {
  it('invasions by a combined fleet count against the whole group; the group stays together for the year', () => {
    const c = campaign();
    joinedIn1799(c);
    playTo(c, 1800, 'no', 'attack');
    refused(c, 'fleet.invasion', { nation: 'no', fleet: 'Skagerrak squadron', port: 'Calais' }, /sails under British Empire’s command: invasions are the British Channel fleet’s.*only one nation’s troops land \[§22, §24 Note, A24\]/);
    playTo(c, 1801, 'gb', 'attack');
    const e = c.act('fleet.invasion', { nation: 'gb', fleet: 'Channel fleet', port: 'Calais', failed: true });
    expect(e.title).toMatch(/the combined Channel fleet invades Calais and fails \(invasion 1 of 2 this year for the whole group, which stays together for the year\); only British troops land, the Nordic fleets help at sea and in the pre-emptive strike/);
    refused(c, 'fleet.invasion', { nation: 'gb', fleet: 'Channel fleet', port: 'calais' }, /failed invasion of calais cannot be tried again this year \[§20C\]/);
    // A landing recorded as a battle result counts for the same group.
    c.act('battle.result', { kind: 'land', where: 'Belgium', attacker: 'gb', defenders: ['fr'], result: 'attacker', invasion: true, fleet: 'channel fleet' });
    expect(fleetYear(combined(c)[0]!, 1801).invasions).toEqual(['Calais', 'Belgium']);
    expect(c.state.fleetGroups).toEqual([]);
    refused(c, 'fleet.invasion', { nation: 'gb', fleet: 'Channel fleet', port: 'Lorraine' }, /The combined Channel fleet \(British with Nordic fleets\) has made its 2 invasions this year: the limit counts for the whole group/);
    // A British fleet of its own keeps its own two.
    c.act('fleet.invasion', { nation: 'gb', fleet: 'Plymouth fleet', port: 'Lorraine' });
    refused(c, 'fleet.breakoff', { nation: 'gb', host: 'gb', fleet: 'Channel fleet' }, /invaded Calais and Belgium this year: fleets that invaded together stay together for the rest of the year \[§20B\]/);
    playTo(c, 1801, 'no', 'movement');
    refused(c, 'fleet.breakoff', { nation: 'no', host: 'gb', fleet: 'Channel fleet' }, /stay together for the rest of the year/);
    // The new year resets the group's tallies; break-off is possible again.
    playTo(c, 1802, 'gb', 'attack');
    expect(fleetYear(combined(c)[0]!, 1802)).toMatchObject({ invasions: [], failedPorts: [], transports: 0, moved: false });
    c.act('fleet.invasion', { nation: 'gb', fleet: 'Channel fleet', port: 'Calais' });
    c.act('fleet.transport', { nation: 'gb', fleet: 'Channel fleet' });
    c.act('fleet.transport', { nation: 'gb', fleet: 'Channel fleet' });
    refused(c, 'fleet.transport', { nation: 'gb', fleet: 'Channel fleet' }, /The combined Channel fleet has made its 2 transportations this year: the limit counts for the whole group/);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('step by step: a joint invasion by the combined fleet counts for the group; the joined Nordic fleets may not land troops (A24)', () => {
    const c = campaign();
    joinedIn1799(c);
    playTo(c, 1800, 'gb', 'attack');
    c.act('data.set', { table: 'invasion-values', key: 'gb', column: 'fleetInvasion', value: 5 });
    c.act('data.set', { table: 'invasion-values', key: 'no', column: 'fleetInvasion', value: 5 });
    const input = {
      kind: 'invasion',
      territory: { name: 'Belgium' },
      attacker: [{ id: 'gb-fl', type: 'fleet', count: 3, cargo: [{ type: 'infantry', count: 1 }] }, { id: 'no-fl', type: 'fleet', count: 2, nation: 'no', joined: true }],
      defender: [{ id: 'fr-inf', type: 'infantry', count: 1 }],
    };
    const withNordicTroops = { ...input, attacker: [input.attacker[0], { ...input.attacker[1], cargo: [{ type: 'infantry', count: 1, nation: 'no' }] }] };
    refused(c, 'battle.setup', { input: withNordicTroops, fleet: 'Channel fleet' }, /joint land attacks are not allowed/);
    c.act('battle.setup', { input, fleet: 'Channel fleet' });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[1, 10, 10, 10, 10]] });
    expect(c.state.battles.at(-1)).toMatchObject({ kind: 'land', invasion: true, where: 'Belgium', result: 'attacker' });
    expect(fleetYear(combined(c)[0]!, 1800).invasions).toEqual(['Belgium']);
    refused(c, 'fleet.breakoff', { nation: 'gb', host: 'gb', fleet: 'Channel fleet' }, /stay together for the rest of the year/);
  });

  it('an eliminated host leaves its allies on their own; an eliminated member is removed [§39]', () => {
    const c = campaign();
    joinedIn1799(c);
    playTo(c, 1800, 'fr', 'attack');
    c.act('territory.set', { territory: 'England', holder: 'fr' });
    c.act('nation.eliminate', { nation: 'gb', by: 'fr' });
    expect(c.state.combinedFleets).toEqual([]);
    expect(c.state.brokenOff).toEqual([expect.objectContaining({ nation: 'no', reason: 'host-eliminated', mayMoveYear: 1800 })]);
  });
});

const SEA = { kind: 'sea', where: 'Bay of Biscay', attacker: 'gb', allies: ['no'], defenders: ['fr'], result: 'attacker' };

describe('sea prize of a combined fleet [§19, A21]', () => {
  it('host reading: only the host rolls', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'battle.result', { ...SEA, seaPrize: [{ nation: 'no', survivors: 2 }], fleetsSunk: 2 }, /Only the winning host fleet’s nation \(British Empire\) rolls/);
    c.act('battle.result', { ...SEA, seaPrize: [{ nation: 'gb', survivors: 8 }], fleetsSunk: 2 }, { physicalDice: [[1, 9]] });
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
    expect([c.state.nations.gb.cards['sea-victory'], c.state.nations.no.cards['sea-victory']]).toEqual([1, 0]);
  });

  it('each nation: each rolls for its own survivors at its own rate; captures capped by the fleets sunk in order of the rolls, the host first', () => {
    const c = campaign({ combinedFleetPrize: 'each-nation' });
    playTo(c, 1799, 'gb', 'attack');
    refused(c, 'battle.result', { ...SEA, seaPrize: [{ nation: 'gb', survivors: 6 }, { nation: 'gb', survivors: 2 }], fleetsSunk: 2 }, /a nation is listed twice/);
    refused(c, 'battle.result', { ...SEA, seaPrize: [{ nation: 'fr', survivors: 2 }], fleetsSunk: 2 }, /French Empire is not on the winning side/);
    // Listed Nordic first, rolled British first: British 2 dice at 3 (6 survivors), Nordic 1 die at 2 (2 survivors).
    const e = c.act('battle.result', { ...SEA, seaPrize: [{ nation: 'no', survivors: 2 }, { nation: 'gb', survivors: 6 }], fleetsSunk: 2 }, { physicalDice: [[1, 3], [2]] });
    expect(e.dice!.map((d) => [d.purpose, d.count])).toEqual([['Sea prize: British Empire (6 fleets surviving)', 2], ['Sea prize: Nordic Empire (2 fleets surviving)', 1]]);
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 2, origin: 'sea-prize', availableYear: 1799 }]);
    expect(c.state.nations.no.tray).toEqual([]);
    expect(e.title).toMatch(/Sea prize: Nordic Empire rolls 1 die \(2\) needing 2 or less: 0 new Nordic fleets to its Purchase Tray \(1 successes, capped: 2 enemy fleets sunk, shared in order of the rolls, the host first \[A21\]\)/);
    expect([c.state.nations.gb.cards['sea-victory'], c.state.nations.no.cards['sea-victory']]).toEqual([1, 1]);
    // With 3 sunk the Nordic capture counts too.
    c.act('battle.result', { ...SEA, where: 'North Sea', seaPrize: [{ nation: 'gb', survivors: 6 }, { nation: 'no', survivors: 2 }], fleetsSunk: 3 }, { physicalDice: [[1, 3], [2]] });
    expect(c.state.nations.no.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
  });

  it('step by step, each nation: the Nordic joined fleets roll their own die; the cap follows the order of the rolls', () => {
    const c = campaign({ combinedFleetPrize: 'each-nation' });
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.setup', {
      where: 'North Sea',
      input: { kind: 'sea', defenderNation: 'fr', attacker: [{ id: 'gb-fl', type: 'fleet', count: 6 }, { id: 'no-fl', type: 'fleet', count: 2, nation: 'no', joined: true }], defender: [{ id: 'fr-fl', type: 'fleet', count: 2 }] },
    });
    const hit = (c2: C, a: boolean) => {
      const p = fightPending(fightOf(c2.state)!);
      if (p.kind !== 'roll') throw new Error(p.kind);
      return p.requests.map((r) => Array(r.count).fill(r.side === 'attacker' ? (a ? 1 : 10) : 10));
    };
    const r = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: hit(c, true) });
    expect(r.title).toMatch(/Sea prize \(table "Sea prize: dice allowed", each nation of the winning fleet rolls \[A21\]\): British 2 dice for 6 surviving fleets; Nordic 1 die for 2 surviving fleets; at most 2 captured in all \[§19\]/);
    expect(fightPending(fightOf(c.state)!)).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'sea-prize', count: 2, value: 3 }, { kind: 'sea-prize', count: 1, value: 2 }] });
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[1, 2], [1]] });
    expect(e.title).toMatch(/Sea prize: Nordic captures 0, not 1: 2 enemy fleets sunk are shared in the order of the rolls, the host first/);
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 2, origin: 'sea-prize', availableYear: 1799 }]);
    expect(c.state.nations.no.tray).toEqual([]);
    expect([c.state.nations.gb.cards['sea-victory'], c.state.nations.no.cards['sea-victory']]).toEqual([1, 1]);
    expect(c.state.battles[0]).toMatchObject({ kind: 'sea', attackers: ['gb', 'no'], result: 'attacker' });
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });

  it('step by step, host reading: only the host rolls, for every surviving fleet of the combined fleet', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    c.act('battle.setup', {
      where: 'North Sea',
      input: { kind: 'sea', defenderNation: 'fr', attacker: [{ id: 'gb-fl', type: 'fleet', count: 6 }, { id: 'no-fl', type: 'fleet', count: 2, nation: 'no', joined: true }], defender: [{ id: 'fr-fl', type: 'fleet', count: 1 }] },
    });
    const p = fightPending(fightOf(c.state)!);
    if (p.kind !== 'roll') throw new Error(p.kind);
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: p.requests.map((r) => Array(r.count).fill(r.side === 'attacker' ? 1 : 10)) });
    expect(fightPending(fightOf(c.state)!)).toMatchObject({ kind: 'roll', stage: 'followUp', requests: [{ kind: 'sea-prize', count: 2, value: 3 }] });
    expect(fightPending(fightOf(c.state)!)).toMatchObject({ requests: { length: 1 } });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [[1, 1]] });
    expect(c.state.nations.gb.tray).toEqual([{ unit: 'fleet', count: 1, origin: 'sea-prize', availableYear: 1799 }]);
    expect(c.state.nations.no.cards['sea-victory']).toBe(0);
  });
});

describe('sea prize dice come from the data pack’s table in both paths [§19, A12]', () => {
  const manualDice = (c: C, where: string) => c.act('battle.result', { kind: 'sea', where, attacker: 'gb', defenders: ['fr'], result: 'attacker', seaPrize: [{ nation: 'gb', survivors: 6 }], fleetsSunk: 1 }).dice![0]!.count;
  const stepDice = (c: C, where: string) => {
    c.act('battle.setup', { where, input: { kind: 'sea', defenderNation: 'fr', attacker: [{ id: 'gb-fl', type: 'fleet', count: 6 }], defender: [{ id: 'fr-fl', type: 'fleet', count: 1 }] } });
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [Array(6).fill(1), [10]] });
    const p = fightPending(fightOf(c.state)!);
    if (p.kind !== 'roll') throw new Error(p.kind);
    const n = p.requests[0]!.count;
    c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [Array(n).fill(10)] });
    return n;
  };

  it('6 survivors: 2 dice as printed; 1 die in both paths once the group widens the first band to 1-10; none below the first band', () => {
    const c = campaign();
    playTo(c, 1799, 'gb', 'attack');
    expect([manualDice(c, 'North Sea'), stepDice(c, 'Irish Sea')]).toEqual([2, 2]);
    c.act('data.set', { table: 'capture-dice', key: '1', column: 'to', value: 10 });
    expect([manualDice(c, 'Channel'), stepDice(c, 'Biscay')]).toEqual([1, 1]);
    // A band that starts above the survivors gives no die at all: the step-by-step battle has no prize roll.
    c.act('data.set', { table: 'capture-dice', key: '1', column: 'from', value: 7 });
    c.act('data.set', { table: 'capture-dice', key: '2', column: 'from', value: 11 });
    c.act('data.set', { table: 'capture-dice', key: '2', column: 'to', value: 15 });
    c.act('battle.setup', { where: 'Baltic', input: { kind: 'sea', defenderNation: 'fr', attacker: [{ id: 'gb-fl', type: 'fleet', count: 6 }], defender: [{ id: 'fr-fl', type: 'fleet', count: 1 }] } });
    const e = c.act('battle.step', { action: { type: 'roll' } }, { physicalDice: [Array(6).fill(1), [10]] });
    expect(fightPending(fightOf(c.state)!).kind).toBe('finished');
    expect(e.title).toMatch(/Sea prize: British Empire has no die for 6 surviving fleets/);
    expect(Campaign.load(ni, c.toFile()).state).toEqual(c.state);
  });
});
