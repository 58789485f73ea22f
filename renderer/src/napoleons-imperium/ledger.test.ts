// The career rank ledger: the rank reached on the Game Ranks table (thresholds as the rules print them, the
// missing Major never invented), each player's game points from the module's scoring, and what the panel shows.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Campaign, makeHeader } from '../../../shared/engine/campaign';
import { completeSettings } from '../../../shared/engine/settings';
import { setCell, templatePack } from '../../../shared/data/tables';
import { napoleonsImperium as ni } from '../../../shared/games/napoleons-imperium/module';
import { NAPOLEONS_IMPERIUM_DATA as DATA } from '../../../shared/games/napoleons-imperium/tables';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import { ledgerResult, ledgerRows, rankLadder, rankReached } from './ledger';
import { LedgerView } from './Ledger';

const rulebook = templatePack(DATA);

describe('ranks reached on the Game Ranks table', () => {
  const ladder = rankLadder(rulebook);

  it('reads the table as printed: Conscript 10 … Captain 300, and Major not entered', () => {
    expect(ladder.map((r) => [r.label.split(',')[0], r.points])).toEqual([
      ['Conscript', 10], ['Private', 20], ['Corporal', 50], ['Sergeant', 100], ['Regimental Sergeant-Major', 150], ['Lieutenant', 200], ['Commander', 250], ['Captain', 300], ['Major', null],
    ]);
    expect(ladder.at(-1)).toMatchObject({ src: 'missing', french: null });
  });

  it('the highest rank reached, and the points to the next', () => {
    expect(rankReached(ladder, 9)).toMatchObject({ rank: null, unknown: [], next: { key: 'conscript' }, toNext: 1 });
    expect(rankReached(ladder, 10)).toMatchObject({ rank: { key: 'conscript' }, next: { key: 'private' }, toNext: 10 });
    expect(rankReached(ladder, 149)).toMatchObject({ rank: { key: 'sergeant' }, toNext: 1 });
    expect(rankReached(ladder, 299)).toMatchObject({ rank: { key: 'commander' }, unknown: [], next: { key: 'captain' }, toNext: 1 });
  });

  it('past Captain the Major is neither given nor ruled out: its points are not entered', () => {
    const r = rankReached(ladder, 5000);
    expect(r.rank?.key).toBe('captain');
    expect(r.unknown.map((u) => u.key)).toEqual(['major']);
    expect(r.next).toBeNull();
    expect(r.toNext).toBeNull();
  });

  it('once the group enters the Major’s points, they count', () => {
    const withMajor = rankLadder(setCell(DATA, rulebook, 'game-ranks', 'major', 'points', 400));
    expect(rankReached(withMajor, 350)).toMatchObject({ rank: { key: 'captain' }, unknown: [], next: { key: 'major' }, toNext: 50 });
    expect(rankReached(withMajor, 400)).toMatchObject({ rank: { key: 'major' }, unknown: [], next: null });
  });
});

describe('the ledger of a finished game', () => {
  function finished(): { s: NiState; c: Campaign<NiState> } {
    const header = makeHeader({
      id: 'ni-ledger',
      game: 'napoleons-imperium',
      scenario: 'battle-point',
      players: [{ name: 'Ann', powers: ['fr', 'ot', 'sp', 'au'] }, { name: 'Bo', powers: ['gb', 'no', 'pr', 'ru'] }],
      settings: completeSettings(ni, { rules: {}, dataPack: rulebook, careerPoints: { Ann: 280, Bo: 4 } }),
      seed: 1815,
      createdAt: '2026-12-01T10:00:00.000Z',
      appVersion: 'test',
    });
    const c = Campaign.create(ni, header);
    // The game as it ended: the French Imperial Alliance by 85 Battle Points.
    const s: NiState = { ...c.state, finalResult: { kind: 'battle-points', totals: { french: 85, british: 0 }, winner: 'french', margin: 85 } };
    return { s, c };
  }

  it('each player’s game points (as the module scores them) and the rank career + game points reach', () => {
    const { s, c } = finished();
    const res = ledgerResult(s)!;
    const rows = ledgerRows(s, c.header, res);
    const derived = ni.derived(s, c.header).filter((d) => d.id === 'game-points');
    for (const r of rows) {
      const d = derived.find((x) => x.label.startsWith(`Game points: ${r.player}`))!;
      expect(r.game).toBe(d.value);
    }
    const ann = rows.find((r) => r.player === 'Ann')!;
    const bo = rows.find((r) => r.player === 'Bo')!;
    expect(ann.game).toBeGreaterThan(bo.game);
    expect(ann.careerNow).toBe(280 + ann.game);
    expect(bo.careerNow).toBe(4 + bo.game);
    // Ann passes 300 (Captain) with the Major's points unknown; Bo stays below Captain.
    expect(ann.careerNow).toBeGreaterThanOrEqual(300);
    expect(ann.rank?.key).toBe('captain');
    expect(ann.unknown.map((u) => u.key)).toEqual(['major']);
    expect(rankReached(rankLadder(rulebook), bo.careerNow).rank?.key).toBe(bo.rank?.key);
  });

  it('the panel says “not entered” for the Major and “at least Captain”, and never prints a Major threshold', () => {
    const { s, c } = finished();
    const rows = ledgerRows(s, c.header, ledgerResult(s)!);
    const html = renderToStaticMarkup(createElement(LedgerView, { rows, ladder: rankLadder(rulebook), final: true }));
    expect(html).toContain('at least Captain');
    expect(html).toMatch(/<td>Major<\/td><td class="num"><span class="ni-not-entered">not entered<\/span><\/td><td><span class="muted">—<\/span><\/td><td class="ni-ledger-here">Ann \(perhaps\)<\/td>/);
    expect(html).toContain('Major: points not entered');
    const ann = rows.find((r) => r.player === 'Ann')!;
    expect(html).toContain(`Ann game points this game ${ann.game}`);
  });

  it('no ledger before the end', () => {
    const { c } = finished();
    expect(ledgerResult(c.state)).toBeNull();
  });
});
