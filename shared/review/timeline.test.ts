// History review reaches the same views as the live fold, entry by entry: a generated 2,000-entry Alliance
// campaign (battles, undo, redo) and a Napoleon's Imperium one, checked against the campaign the engine had just
// after each entry, and at sampled entries against a fresh load of the log up to there.
import { describe, expect, it } from 'vitest';
import { buildAllianceCampaign } from '../../bin/bench-builder';
import { Campaign } from '../engine/campaign';
import type { BaseState, CampaignFile, GameModule } from '../engine/types';
import type { CampaignView } from '../ipc/contract';
import { LOG_TAIL, buildView, logRows } from '../ipc/view';
import { advance, niCampaign } from '../games/napoleons-imperium/testing';
import { Timeline } from './timeline';

/** The view the live campaign showed, without what only a review carries. */
function live(c: Campaign<any>): Omit<CampaignView, 'reviewOf'> {
  return buildView(c, '/tmp/x.adc');
}
function reviewed(t: Timeline<any>, n: number): Omit<CampaignView, 'reviewOf'> {
  const { reviewOf, ...v } = t.view(n, '/tmp/x.adc');
  expect(reviewOf).toBe(n);
  return v;
}

/** Field by field, so a failure names the field rather than printing two whole views. */
function same(a: object, b: object, at: number): void {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    if (JSON.stringify(x) !== JSON.stringify(y)) expect(x, `entry ${at}: ${k}`).toEqual(y);
  }
}

/** What the live view showed of the log and undo / redo (as buildView computes them). */
function liveHistory(c: Campaign<any>) {
  const u = c.activeSeqs[c.activeSeqs.length - 1];
  const r = c.redoSeqs[c.redoSeqs.length - 1];
  return {
    log: logRows(c, undefined, LOG_TAIL),
    logTotal: c.entries.length,
    canUndo: c.canUndo,
    canRedo: c.canRedo,
    undoTitle: u ? c.entries[u - 1]!.title : null,
    redoTitle: r ? c.entries[r - 1]!.title : null,
  };
}

function checkEveryEntry<S extends BaseState>(module: GameModule<S>, file: CampaignFile, samples: number[], fullEvery: number) {
  const t = Timeline.of(module, file);
  expect(t.total).toBe(file.entries.length);
  // Entry by entry, against the engine's campaign as it stood after each entry (Campaign.load folds the file as
  // opening does): the state the view is built from, the log and the undo / redo offers; every view in full
  // every `fullEvery` entries (the rest of a view is a pure function of the state).
  let checked = 0;
  Campaign.load(module, file, (c, e) => {
    expect(JSON.stringify(t.states[e.seq]), `state after entry ${e.seq}`).toBe(JSON.stringify(c.state));
    same(t.history(e.seq), liveHistory(c), e.seq);
    if (e.seq % fullEvery === 0) same(reviewed(t, e.seq), live(c), e.seq);
    checked++;
  });
  expect(checked).toBe(file.entries.length);
  // And against a fresh load of the log up to n: nothing carried over from a longer history.
  for (const n of samples) {
    const c = Campaign.load(module, { header: file.header, entries: file.entries.slice(0, n) });
    same(reviewed(t, n), live(c), n);
  }
  return t;
}

describe('replay of a long campaign', () => {
  it('a generated 2,000-entry Alliance campaign: every entry reaches the live view, undone entries shown as they were', () => {
    const { campaign, counts } = buildAllianceCampaign({ entries: 2000, seed: 1805 });
    expect(counts['meta.undo']).toBeGreaterThan(10);
    expect(counts['battle.result']).toBeGreaterThan(20);
    // The group's bookmarks, one of them later overwritten, then an undo of several entries.
    campaign.bookmark(120, 'Before the first winter');
    campaign.bookmark(1500, 'Austerlitz');
    campaign.bookmark(120, 'First winter');
    campaign.undoTo(campaign.activeSeqs[campaign.activeSeqs.length - 4]!);
    const file = campaign.toFile();
    const undoAt = file.entries.findIndex((e) => e.type === 'meta.undo') + 1;
    const t = checkEveryEntry(campaign.module, file, [0, 1, undoAt - 1, undoAt, undoAt + 1, 777, 1999, 2000, file.entries.length], 10);
    // Before the undo, the entry it took back shows in force; after it, undone.
    const undone = file.entries[undoAt - 2]!.seq;
    expect(t.view(undoAt - 1, null).log.find((r) => r.seq === undone)?.status).toBe('active');
    expect(t.view(undoAt, null).log.find((r) => r.seq === undone)?.status).toBe('undone');
    // The overwritten bookmark shows its first label until the second was set.
    expect(t.view(2001, null).log.find((r) => r.seq === 120)).toBeUndefined(); // past the log's tail
    expect(t.logAt(2001, 3000).find((r) => r.seq === 120)?.bookmark).toBe('Before the first winter');
    expect(t.logAt(file.entries.length, 3000).find((r) => r.seq === 120)?.bookmark).toBe('First winter');
  });

  it('a Napoleon\'s Imperium campaign of 2,000 entries: the same, entry by entry', () => {
    const c = niCampaign({ id: 'ni-replay', seed: 7 });
    let i = 0;
    while (c.entries.length < 2000) {
      i++;
      if (c.state.gameOver) {
        c.act('note', { text: `After the game ${i}` });
        continue;
      }
      if (i % 37 === 0 && c.canUndo) {
        c.undo();
        if (i % 74 === 0) c.redo();
        continue;
      }
      if (i % 101 === 0) c.bookmark(c.entries.length, `Mark ${i}`);
      c.act('dice.tray', { count: 2, sides: 6, purpose: 'Attrition check' });
      advance(c);
    }
    expect(c.entries.length).toBeGreaterThanOrEqual(2000);
    expect(c.entries.filter((e) => e.type === 'sequence.next').length).toBeGreaterThan(300);
    const file = c.toFile();
    checkEveryEntry(c.module, file, [0, 5, 500, 1234, file.entries.length], 50);
  });
});

describe('bookmarks to jump to', () => {
  it('marks each Year, turn and phase start in the game\'s words along the entries in force, with the group\'s own', () => {
    const { campaign } = buildAllianceCampaign({ entries: 400, seed: 9 });
    campaign.bookmark(50, 'Treaty of Pressburg');
    const t = Timeline.of(campaign.module, campaign.toFile());
    const marks = t.marks();
    expect(marks[0]).toMatchObject({ seq: 0, kind: 'year' });
    expect(marks.find((m) => m.kind === 'group')).toEqual({ seq: 50, kind: 'group', label: 'Treaty of Pressburg' });
    const auto = marks.filter((m) => m.kind !== 'group');
    expect(auto.some((m) => m.kind === 'turn')).toBe(true);
    expect(auto.some((m) => m.kind === 'phase')).toBe(true);
    for (const m of auto.slice(1)) {
      // Each mark is an entry in force whose view is in the phase the label names, and the entry before it was not.
      expect(t.activeSeqs).toContain(m.seq);
      const v = t.view(m.seq, null);
      expect(m.label).toBe(`${v.turn.full} · ${v.step.phaseTitle}`);
      const prevSeq = t.activeSeqs[t.activeSeqs.indexOf(m.seq) - 1] ?? 0;
      const p = t.view(prevSeq, null);
      expect(`${p.turn.full} · ${p.step.phaseTitle}`).not.toBe(m.label);
    }
    expect(auto.map((m) => m.seq)).toEqual([...auto.map((m) => m.seq)].sort((a, b) => a - b));
  });

  it('refuses an entry that does not exist', () => {
    const { campaign } = buildAllianceCampaign({ entries: 10, seed: 9 });
    const t = Timeline.of(campaign.module, campaign.toFile());
    expect(() => t.view(11, null)).toThrow(/no entry 11/);
    expect(() => t.view(-1, null)).toThrow(RangeError);
  });
});
