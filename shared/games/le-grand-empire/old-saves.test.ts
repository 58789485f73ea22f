// Campaigns saved by earlier versions open with the same log: a mid-battle log from before the leaders hit in
// round 1 were tracked (written by commit 38367cd, whose wound summaries had no `hit` list; its data pack has no
// Province adjacency table). The state is folded from the log, so round 1's wound results in it give the hit
// leaders again: none is assumed unhurt.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { parseCampaignObject, RULES_REVISION } from '../../engine/schemas';
import { cellOf } from '../../data/tables';
import { leGrandEmpireModule as lge } from './module';
import type { LandBattle, LgeState } from './state';
import { refused } from './testing';
import OLD from './battle/test/mid-battle-before-hit-tracking.json';
import PICKED from './battle/test/round2-wound-on-hit-leader-before-tracking.json';
import ROLLED from './battle/test/round2-wound-dice-on-hit-leader-before-tracking.json';
import LA_AGAIN from './battle/test/round2-la-on-killed-commander-before-tracking.json';

describe('a mid-battle save from before the hit-leader tracking', () => {
  it('opens; Ney, wounded in round 1 by the log’s wound result, is known as hit: round 2’s "L" never picks him', () => {
    expect(JSON.stringify(OLD)).not.toContain('"hit"');
    expect(Object.keys(OLD.header.settings.dataPack.tables)).not.toContain('adjacency');
    const c = Campaign.load<LgeState>(lge, parseCampaignObject(OLD));
    const b = c.state.battle as LandBattle;
    expect(b.state.stage).toBe('tie-attacker');
    expect(b.state.wounds.attacker.hit).toEqual(['ney']);
    expect(b.state.fates).toEqual({ ney: 'wounded' });
    // The pack saved without the new table takes the template's (the rulebook's Magdebourg row).
    expect(c.state.data!.tables.adjacency!.rows.map((r) => r.key)).toEqual(['Magdebourg']);
    // Its production rows had no Type column: the template's type for the rows it knows, the Counter mix table added.
    expect(JSON.stringify(OLD.header.settings.dataPack.tables.production)).not.toContain('"type"');
    expect(cellOf(c.state.data!, 'production', 'cavalry-step', 'type')).toMatchObject({ v: 'cavalry', src: 'rulebook' });
    expect(c.state.data!.tables['counter-mix']!.rows).toHaveLength(14);
    c.act('lge.land.act', { type: 'tie', side: 'attacker', choice: 'fight' });
    c.act('lge.land.act', { type: 'tie', side: 'defender', choice: 'fight' });
    const r = { losses: 1, bold: false, cavalry: false, leader: 'L' };
    c.act('lge.land.act', { type: 'result', attacker: r, defender: r });
    c.act('lge.land.act', { type: 'losses', side: 'attacker' });
    c.act('lge.land.act', { type: 'losses', side: 'defender' });
    const q = (c.state.battle as LandBattle).state.woundQueue;
    expect(q.filter((w) => w.side === 'attacker')).toEqual([{ kind: 'L', leaders: ['soult'], side: 'attacker' }]);
    refused(c, 'lge.land.act', { type: 'wounds', results: [{ leader: 'ney', result: 'killed' }] }, /"ney" is not among soult/);
  });
});

// A whole land battle logged by the same version (38367cd, before b0fc674): round 2's "L" picked Ney, wounded
// in round 1, whom today's rule never checks again. The log is what happened at the table: it folds, with a note.
describe('a save whose round 2 wound check picked a leader hit in round 1 (logged before the check existed)', () => {
  const file = () => parseCampaignObject(structuredClone(PICKED));
  it('opens and folds to the battle as played, the battle log noting the pick of a leader already hit', () => {
    expect(PICKED.header.schemaVersion).toBe(3);
    expect(PICKED.entries[14]!.payload).toEqual({ type: 'wounds', results: [{ leader: 'ney', result: 'killed' }] });
    const f = file();
    expect(f.header.legacyEntries).toBe(17);
    const c = Campaign.load<LgeState>(lge, f);
    const st = (c.state.battle as LandBattle).state;
    expect(st.stage).toBe('over');
    expect(st.winner).toBe('defender');
    expect(st.fates).toEqual({ ney: 'killed' });
    expect(st.wounds.attacker).toMatchObject({ commander: 'none', hit: ['ney'] });
    expect(st.lostTotal).toEqual({ attacker: 2, defender: 2 });
    expect(st.demoralised).toBe(false);
    expect(st.log.at(-1)).toBe('Demoralisation of the attacker: 1D6 1 -1 = 0 against morale 3: in good order'); // as that version read it
    expect(st.log).toContain('Note: this wound check picked ney, already wounded in round 1; it was logged before the app stopped picking a leader already hit, and is kept as played at the table');
    expect(st.log.slice(-4, -1)).toEqual([expect.stringMatching(/^Note: .*ney/), 'ney: killed', 'Round 2: the defender wins']);
    // Saved again and reopened, it folds the same.
    const again = Campaign.load<LgeState>(lge, parseCampaignObject(JSON.parse(JSON.stringify(c.toFile()))));
    expect(again.state).toEqual(c.state);
  });

  it('a new wound check on a leader already hit is still refused, with the reason', () => {
    const f = file();
    f.entries = f.entries.slice(0, 14);
    f.header.legacyEntries = 14;
    const c = Campaign.load<LgeState>(lge, f);
    refused(c, 'lge.land.act', { type: 'wounds', results: [{ leader: 'ney', result: 'killed' }] }, /"ney" is not among soult/);
    c.act('lge.land.act', { type: 'wounds', results: [{ leader: 'soult', result: 'none' }] });
    expect((c.state.battle as LandBattle).state.log.some((l) => l.startsWith('Note:'))).toBe(false);
  });

  it('a tampered log is still refused: the entry logged by this build, or naming a leader not in the battle', () => {
    const newer = file();
    delete newer.header.legacyEntries;
    // Unstamped, the entry is an older build's: today's check refuses it, so it folds as that build checked it.
    expect((Campaign.load<LgeState>(lge, newer).state.battle as LandBattle).state.fates).toEqual({ ney: 'killed' });
    newer.entries = newer.entries.map((e) => ({ ...e, rules: RULES_REVISION }));
    expect(() => Campaign.load<LgeState>(lge, newer)).toThrow(/Log entry 15 .* "ney" is not among soult/);
    const stranger = structuredClone(PICKED);
    stranger.entries[14]!.payload = { type: 'wounds', results: [{ leader: 'murat', result: 'killed' }] };
    expect(() => Campaign.load<LgeState>(lge, parseCampaignObject(stranger))).toThrow(/Log entry 15 .* "murat" is not among ney, soult/);
  });
});

// The same version, the table's dice on the wound table: round 2's "L" had only Ney (wounded in round 1) to pick,
// a check today's rule does not make at all, so the battle is decided before the entry's die is read.
describe('a save whose round 2 wound die fell on the only leader, hit in round 1 (no check today)', () => {
  it('opens: the die still kills Ney, after the verdict, and the demoralisation check counts him', () => {
    expect(ROLLED.entries[15]!.dice).toEqual([{ purpose: 'Wound check L (ney)', count: 1, sides: 6, faces: [1], source: 'table' }]);
    const c = Campaign.load<LgeState>(lge, parseCampaignObject(structuredClone(ROLLED)));
    const st = (c.state.battle as LandBattle).state;
    expect(st.stage).toBe('over');
    expect(st.fates).toEqual({ ney: 'killed' });
    expect(st.wounds.attacker).toMatchObject({ commander: 'none', killedCv2: 1, hit: ['ney'] });
    expect(st.log.slice(-4)).toEqual(['Round 2: the defender wins', expect.stringMatching(/^Note: this wound check picked ney, already wounded in round 1/), 'ney: killed', 'Demoralisation of the attacker: 1D6 3 -1 = 2 against morale 3: in good order']); // as that version read it
    expect(st.woundQueueBefore).toBeUndefined();
  });

  it('a new battle in the same place asks for no such check, and a late wound entry is refused', () => {
    const f = parseCampaignObject(structuredClone(ROLLED));
    f.entries = f.entries.slice(0, 15);
    const c = Campaign.load<LgeState>(lge, f);
    expect((c.state.battle as LandBattle).state.stage).toBe('retreat'); // the retreat first today; the roll this file logged first still folds
    refused(c, 'lge.land.act', { type: 'wounds' }, /not waiting for this/, { physicalDice: [[1]] });
  });
});

// The same version checked round 2's "LA" on the original commander, killed in round 1 (today: his replacement).
describe('a save whose round 2 "LA" checked the commander killed in round 1 (today his replacement answers it)', () => {
  it('opens: the entry stays Napoleon\'s, as typed at the table, with the note; the replacement is not hit', () => {
    const c = Campaign.load<LgeState>(lge, parseCampaignObject(structuredClone(LA_AGAIN)));
    const st = (c.state.battle as LandBattle).state;
    expect(st.fates).toEqual({ nap: 'killed' });
    expect(st.wounds.attacker).toEqual({ commander: 'killed', killedCv2: 0 });
    expect(st.log).toContain('Note: this wound check picked nap, already killed in round 1; it was logged before the app stopped picking a leader already hit, and is kept as played at the table');
    expect(st.log.at(-2)).toBe('Demoralisation of the attacker: 1D6 4 +2 = 6 against morale 3: demoralised'); // as that version read it
  });

  it('a new "LA" in round 2 is the replacement\'s: Napoleon is refused with the reason', () => {
    const f = parseCampaignObject(structuredClone(LA_AGAIN));
    f.entries = f.entries.slice(0, 14);
    const c = Campaign.load<LgeState>(lge, f);
    refused(c, 'lge.land.act', { type: 'wounds', results: [{ leader: 'nap', result: 'killed' }] }, /"nap" is not among the replacement commander/);
  });
});
