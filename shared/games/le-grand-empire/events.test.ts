// Events (§11.1) in the campaign: the 2D6 category roll and the counter drawn from the category's pool
// are logged rolls; a secret event goes to the drawer's hand unnamed in the log; a public one is played;
// a unique event drawn again is no event (§11.1.2); "Remise" puts every marker back (§11.1.3); the
// missing table is named and the category can be typed instead (manual mode).
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import type { LogEntry } from '../../engine/types';
import { setCell, type DataPack } from '../../data/tables';
import { categoryDistribution, eventTableOf } from './events';
import { drawsDue, drawsLeft } from './actions/events';
import { leGrandEmpireModule as lge } from './module';
import { LE_GRAND_EMPIRE_DATA as DATA } from './tables';
import { groupPack, lgeCampaign, refused } from './testing';
import { reach } from './registries-testing';
import { buildView, logRows } from '../../ipc/view';
import { tableView } from '../../ipc/table-view';
import { Timeline } from '../../review/timeline';
import { logCsv, logJson } from '../../review/csv';

/** The group's event table (2-4 Military, 5 Diplomacy, 6-8 Economy, 9-12 Military) and three Diplomacy counters. */
function eventPack(): DataPack {
  let p = groupPack();
  const set = (t: string, k: string, c: string, v: string | boolean) => (p = setCell(DATA, p, t, k, c, v));
  for (let n = 2; n <= 12; n++) set('event-table', String(n), 'category', n === 5 ? 'Diplomacy' : n >= 6 && n <= 8 ? 'Economy' : 'Military');
  set('events', 'Talleyrand', 'kind', 'secret');
  set('events', 'Talleyrand', 'unique', true);
  set('events', 'Remise', 'category', 'Diplomacy');
  set('events', 'Remise', 'unique', false);
  set('events', 'Fouché', 'category', 'Diplomacy');
  set('events', 'Fouché', 'kind', 'public');
  set('events', 'Fouché', 'unique', false);
  return p;
}

describe('Le Grand Empire events (§11.1)', () => {
  it('reads the category chances off the group’s table: Diplomacy on a 5 only is 4 in 36', () => {
    const t = eventTableOf(eventPack()).table!;
    const d = categoryDistribution(t);
    expect(d.Diplomacy).toBeCloseTo(4 / 36, 12);
    expect(d.Economy).toBeCloseTo(16 / 36, 12);
    expect(d.Military).toBeCloseTo(16 / 36, 12);
  });

  it('TC-30: France rolls 5, «Diplomacy», and draws Talleyrand (§11.1.1); then a public one played, a unique one only once, Remise', () => {
    const c = lgeCampaign({ pack: eventPack() });
    expect(c.state.position.stepId).toBe('events');
    refused(c, 'lge.event.pick', {}, /Roll on the event table first/);
    // The rulebook's example: France rolls a 5, «Diplomacy», and draws Talleyrand (§11.1.1).
    c.act('lge.event.roll', { power: 'france' }, { physicalDice: [[2, 3]] });
    expect(c.entries.at(-1)!.title).toBe('France rolls on the event table: 2+3 = 5, «Diplomacy» (4 in 36)');
    refused(c, 'lge.event.roll', { power: 'great-britain' }, /draw its counter first/);
    c.act('lge.event.pick', {}, { physicalDice: [[1]] });
    expect(c.entries.at(-1)!.dice![0]).toMatchObject({ purpose: 'Event counter from «Diplomacy» (1-3)', sides: 3 });
    expect(c.entries.at(-1)!.title).toBe('France draws a secret event (held in hand)');
    expect(c.state.events!.hands.france).toEqual(['Talleyrand']);
    // Great Britain: the pool is down to Remise and Fouché.
    c.act('lge.event.roll', { power: 'great-britain' }, { physicalDice: [[1, 4]] });
    c.act('lge.event.pick', {}, { physicalDice: [[2]] });
    expect(c.entries.at(-1)!.dice![0]!.sides).toBe(2);
    expect(c.entries.at(-1)!.title).toBe('Great Britain draws Fouché (public, played now)');
    refused(c, 'lge.event.play', { power: 'great-britain', id: 'Talleyrand' }, /holds no event/);
    c.act('lge.event.play', { power: 'france', id: 'Talleyrand' });
    expect(c.state.events!.played.map((x) => x.id)).toEqual(['Fouché', 'Talleyrand']);
    // Remise, the last Diplomacy counter left: drawn without a die; every marker back into the pool.
    c.act('lge.event.roll', { power: 'france' }, { physicalDice: [[4, 1]] });
    c.act('lge.event.pick', {});
    expect(c.entries.at(-1)!.dice ?? []).toEqual([]);
    expect(c.entries.at(-1)!.title).toMatch(/France draws Remise .*every event marker goes back into the pool/);
    expect(c.state.events!.out).toEqual([]);
    // Talleyrand happens only once: drawn again, no event, and it stays in the pool.
    c.act('lge.event.roll', { power: 'great-britain' }, { physicalDice: [[3, 2]] });
    c.act('lge.event.pick', {}, { physicalDice: [[1]] });
    expect(c.entries.at(-1)!.title).toBe('Great Britain draws Talleyrand again: it happens only once, so no event (§11.1.2)');
    expect(c.state.events!.hands['great-britain'] ?? []).toEqual([]);
    // App dice: a roll and a draw from the seeded generator, logged with their purpose.
    c.act('lge.event.roll', { power: 'france' });
    expect(c.entries.at(-1)!.dice![0]).toMatchObject({ purpose: 'France: event table (2D6)', count: 2, source: 'app' });
    expect(Campaign.load(lge, c.toFile()).state).toEqual(c.state);
  });

  it('names the missing tables and takes a typed category (manual mode)', () => {
    const c = lgeCampaign({ pack: groupPack() });
    refused(c, 'lge.event.roll', { power: 'france' }, /Fill in the table "Event table"/);
    c.act('lge.event.roll', { power: 'france', category: 'Diplomacy' });
    expect(c.entries.at(-1)!.title).toBe('France: event category typed: Diplomacy');
    // Talleyrand's public/secret is on the booklet: asked for before the draw.
    refused(c, 'lge.event.pick', {}, /Event counters.*Talleyrand is public or secret/);
  });
});

describe('Spring forfeit (§11.1.3) and the draws due (§11.1.1, A-43)', () => {
  it('a secret event held into Spring is forfeit, back into the pool, before the first draw', () => {
    const c = lgeCampaign({ pack: eventPack(), settings: { startYear: 1805, startSeason: 'winter', endYear: 1807, endSeason: 'winter' } });
    c.act('lge.event.roll', { power: 'france' }, { physicalDice: [[2, 3]] });
    c.act('lge.event.pick', {}, { physicalDice: [[1]] });
    expect(c.state.events!.hands.france).toEqual(['Talleyrand']);
    refused(c, 'lge.event.forfeit', {}, /only at the start of a Spring turn/);
    // On to Spring 1806.
    for (let i = 0; i < 40 && c.state.position.turn === 1; i++) {
      if (c.state.position.stepId === 'activations') {
        if (!c.state.initiative.drawn.length) c.act('lge.initiative.draw', { marker: 'E1' });
        while (!c.state.initiative.ended) c.act('lge.initiative.draw', {});
      }
      c.act('sequence.next', {});
    }
    expect(c.state.position.stepId).toBe('events');
    expect(drawsLeft(c.state).map((d) => [d.power, d.left])).toEqual([['france', 1], ['great-britain', 1]]);
    refused(c, 'lge.event.roll', { power: 'france' }, /secret events still held are forfeit first/);
    c.act('lge.event.forfeit', {});
    expect(c.entries.at(-1)!.title).toBe('Spring: 1 held secret event forfeit (France 1), back into the pool (§11.1.3)');
    expect(c.state.events!.hands).toEqual({});
    expect(c.state.events!.out).not.toContain('Talleyrand');
    refused(c, 'lge.event.forfeit', {}, /already forfeit this Spring/);
    c.act('lge.event.roll', { power: 'france' }, { physicalDice: [[1, 1]] });
    expect(drawsLeft(c.state).map((d) => [d.power, d.left])).toEqual([['france', 0], ['great-britain', 1]]);
  });

  it('one draw for France and Great Britain, one more per other major allied and at war; Spain and Turkey only in a multi-player Spring budget', () => {
    const c = lgeCampaign();
    const s = c.state;
    const two = { ...s, wars: [{ a: 'france', b: 'prussia' }, { a: 'france', b: 'spain' }], majors: { ...s.majors, prussia: 'allied-great-britain' as const, spain: 'allied-france' as const, russia: 'allied-great-britain' as const } };
    expect(drawsDue(two, 'events')).toMatchObject({ france: 1, 'great-britain': 1, prussia: 1, russia: 0, austria: 0, spain: 0, turkey: 0 });
    const multi = { ...two, scenario: { ...s.scenario, twoPlayer: false } };
    expect(drawsDue(multi, 'events')).toMatchObject({ prussia: 1, spain: 0 });
    // §11.1.1's note names no war: by default each draws every Spring (digest A-43); the other reading, only at war.
    expect(drawsDue(multi, 'exceptional-budget')).toMatchObject({ spain: 1, turkey: 1, france: 0 });
    const atWarOnly = { ...multi, rules: { spainTurkeyEventDraw: 'while-at-war' } };
    expect(drawsDue(atWarOnly, 'exceptional-budget')).toMatchObject({ spain: 1, turkey: 0, france: 0 });
    expect(drawsDue(two, 'exceptional-budget').spain).toBe(0);
  });

  it('rule setting eventDraws (A-43): in a two-player game Spain and Turkey allied and at war draw in the Events Phase only under the other reading', () => {
    const s = lgeCampaign().state;
    const two = { ...s, wars: [{ a: 'france', b: 'spain' }, { a: 'great-britain', b: 'turkey' }], majors: { ...s.majors, spain: 'allied-great-britain' as const, turkey: 'allied-france' as const } };
    expect(drawsDue(two, 'events')).toMatchObject({ france: 1, 'great-britain': 1, spain: 0, turkey: 0 });
    const counting = { ...two, rules: { eventDraws: 'including-spain-turkey' } };
    expect(drawsDue(counting, 'events')).toMatchObject({ france: 1, 'great-britain': 1, spain: 1, turkey: 1, prussia: 0 });
    // Turkey at peace draws nothing either way; a multi-player game keeps the note (Spring budget only).
    expect(drawsDue({ ...counting, wars: [{ a: 'france', b: 'spain' }] }, 'events')).toMatchObject({ spain: 1, turkey: 0 });
    expect(drawsDue({ ...counting, scenario: { ...s.scenario, twoPlayer: false } }, 'events')).toMatchObject({ spain: 0, turkey: 0 });
  });

  it('multi-player Spring budget: Spain at war rolls and draws its event, its effect in the log; no one else draws there (§11.1.1)', () => {
    let p = eventPack();
    p = setCell(DATA, p, 'events', 'Fouché', 'effect', 'Fouché intrigues: +1 on one diplomatic attempt');
    const c = lgeCampaign({ pack: p, settings: { twoPlayer: false }, rules: { spainTurkeyEventDraw: 'while-at-war' } });
    reach(c, 'diplomacy');
    c.act('lge.war.declare', { a: 'france', b: 'spain' });
    reach(c, 'exceptional-budget');
    expect(drawsLeft(c.state).map((d) => [d.power, d.left])).toEqual([['spain', 1]]);
    refused(c, 'lge.event.roll', { power: 'france' }, /France has no event draw in this budget phase: only Spain and Turkey/);
    refused(c, 'lge.event.roll', { power: 'turkey' }, /Turkey has no event draw in this budget phase: only Spain and Turkey draw here, in a multi-player Spring turn, while at war \(rule setting\)/);
    c.act('lge.event.roll', { power: 'spain' }, { physicalDice: [[1, 4]] });
    expect(c.entries.at(-1)!.title).toBe('Spain rolls on the event table: 1+4 = 5, «Diplomacy» (4 in 36)');
    // Talleyrand, Remise, Fouché: the third face is Fouché, a public event played at once with its effect.
    c.act('lge.event.pick', {}, { physicalDice: [[3]] });
    expect(c.entries.at(-1)!.title).toBe('Spain draws Fouché (public, played now): Fouché intrigues: +1 on one diplomatic attempt');
    expect(c.state.events!.played.at(-1)).toMatchObject({ id: 'Fouché', power: 'spain' });
    refused(c, 'lge.event.roll', { power: 'spain' }, /Spain has no event draw in this budget phase/);
    // Undo takes the draw back: Spain's draw is due again.
    c.undo();
    c.undo();
    expect(drawsLeft(c.state).map((d) => [d.power, d.left])).toEqual([['spain', 1]]);
  });
});

describe('a secret draw is sealed to its drawer (§11.1.1)', () => {
  /** France draws Talleyrand (secret, face 1 of 3), then Great Britain draws Fouché (public, face 2 of 2). */
  function drawn() {
    const c = lgeCampaign({ pack: eventPack() });
    c.act('lge.event.roll', { power: 'france' }, { physicalDice: [[2, 3]] });
    c.act('lge.event.pick', {}, { physicalDice: [[1]] });
    c.act('lge.event.roll', { power: 'great-britain' }, { physicalDice: [[1, 4]] });
    c.act('lge.event.pick', {}, { physicalDice: [[2]] });
    return c;
  }

  it('keeps the face in the file for replay, but no view, export or table display shows it', () => {
    const c = drawn();
    const [secret, open] = c.entries.filter((e) => e.type === 'lge.event.pick') as [LogEntry, LogEntry];
    expect(secret.sealed).toBe('France');
    expect(secret.dice![0]!.faces).toEqual([1]);
    expect(open.sealed).toBeUndefined();
    // The live log and the history review: the die's purpose and whose it is, no face.
    const rows = logRows(c);
    expect(rows.find((r) => r.seq === secret.seq)!.dice).toEqual([{ purpose: 'Event counter from «Diplomacy» (1-3)', faces: [], sides: 3, source: 'table', sealed: 'France' }]);
    expect(rows.find((r) => r.seq === open.seq)!.dice![0]!.faces).toEqual([2]);
    const t = Timeline.of(lge, c.toFile());
    expect(t.logAt(open.seq).find((r) => r.seq === secret.seq)!.dice![0]).toMatchObject({ faces: [], sealed: 'France' });
    // The exports: the CSV names it sealed, the JSON carries neither the faces nor the payload.
    const csv = logCsv(t);
    expect(csv).toContain('Event counter from «Diplomacy» (1-3): sealed (France only)');
    expect(csv).toContain('Event counter from «Diplomacy» (1-2): 2 (1d2, table dice)');
    const json = JSON.parse(logJson(t)) as { entries: Array<{ seq: number; dice?: Array<{ faces: number[] }>; payload: unknown }> };
    expect(json.entries.find((e) => e.seq === secret.seq)!.dice![0]!.faces).toEqual([]);
    expect(json.entries.find((e) => e.seq === secret.seq)!.payload).toBe('sealed');
    expect(JSON.stringify(json)).not.toContain('Talleyrand');
    // The table display's last roll skips it: after France's draw alone, it shows the 2D6 before it.
    const one = lgeCampaign({ pack: eventPack() });
    one.act('lge.event.roll', { power: 'france' }, { physicalDice: [[2, 3]] });
    one.act('lge.event.pick', {}, { physicalDice: [[1]] });
    expect(tableView(buildView(one, null), null).lastRoll).toMatchObject({ seq: one.entries.at(-2)!.seq, faces: [2, 3] });
  });

  it('replays from the log, seals a file saved without the mark, and names the event when it is played', () => {
    const c = drawn();
    const file = c.toFile();
    const at = file.entries.findIndex((e) => e.type === 'lge.event.pick');
    const { sealed: _s, ...unmarked } = file.entries[at]!;
    const again = Campaign.load(lge, { ...file, entries: file.entries.map((e, i) => (i === at ? unmarked : e)) });
    expect(again.state).toEqual(c.state);
    expect(again.entries[at]!.sealed).toBe('France');
    c.act('lge.event.play', { power: 'france', id: 'Talleyrand' });
    expect(c.entries.at(-1)!.title).toBe('France plays the secret event Talleyrand');
    expect(c.entries.at(-1)!.sealed).toBeUndefined();
  });
});
