// The printable summary and the CSV / JSON exports of a scripted campaign (fixed seed and clock) match the files
// reviewed by hand in fixtures/ (UPDATE_FIXTURES=1 writes them again: review the diff before committing it). The
// numbers are also checked here against the log and against independent computations.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computeAllianceOdds } from '../games/alliance/battle';
import { allianceCampaign } from '../test/fixtures';
import { REPORT_TITLE, fixtureText, reportCampaign, reportCampaignFile, storedFixture } from '../test/report-campaign';
import { csvField, logCsv, logJson, toCsv, tracksCsv } from './csv';
import { esc, reportData, reportDocument, svgChart } from './report';
import { Timeline } from './timeline';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

function matchesFixture(name: string, text: string): void {
  const file = path.join(FIXTURES, name);
  if (process.env.UPDATE_FIXTURES) writeFileSync(file, storedFixture(text));
  expect(text, `${name} differs from the reviewed fixture`).toBe(fixtureText(readFileSync(file, 'utf8')));
}

/** An RFC 4180 reader, written here only to read back what the exporter wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field), rows.push(row), (row = []), (field = ''), i++;
    } else field += c;
  }
  expect(field, 'the text ends with CRLF').toBe('');
  return rows;
}

const timeline = () => {
  const c = reportCampaign();
  return { c, t: Timeline.of(c.module, c.toFile()) };
};

describe('CSV fields (RFC 4180)', () => {
  it('quotes a field with a quote, a comma, a line break or edge spaces, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' lead')).toBe('" lead"');
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
    const rows = [['a', 'b,c', 'd"e', 'f\r\ng'], ['', '1', ' x ', '']];
    expect(toCsv(rows)).toBe('a,"b,c","d""e","f\r\ng"\r\n,1," x ",\r\n');
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe('the summary and exports of a scripted campaign', () => {
  it('matches the reviewed files', () => {
    const { t } = timeline();
    matchesFixture('summary.html', reportDocument(reportData(t, 'ulm.adc')));
    matchesFixture('tracks.csv', tracksCsv(t));
    matchesFixture('log.csv', logCsv(t));
    matchesFixture('log.json', logJson(t));
  });

  it('is the same from the saved file as from the campaign in play', () => {
    const { t } = timeline();
    const again = Timeline.of(reportCampaign().module, reportCampaignFile());
    expect(reportDocument(reportData(again, 'ulm.adc'))).toBe(reportDocument(reportData(t, 'ulm.adc')));
  });

  it('escapes the campaign title and every text: no markup from the group gets through', () => {
    const { t } = timeline();
    const html = reportDocument(reportData(t, 'ulm<b>.adc'));
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain(esc(REPORT_TITLE));
    expect(html).toContain('Before the first volley at &quot;Bavaria&quot;');
    // Nothing the app's CSP would refuse: no style attribute, no script, no event handler, no external resource.
    expect(html).not.toMatch(/\sstyle=|<script|\son[a-z]+=|\ssrc=|href=/i);
  });

  it('has the numbers of the log: gold, the battle odds and the luck meter', () => {
    const { c, t } = timeline();
    const d = reportData(t, 'ulm.adc');
    const fr = d.standings.find((p) => p.power === 'france')!;
    const gb = d.standings.find((p) => p.power === 'britain')!;
    // France: 14 at the set-up, +3 by hand, +3 saved AP. Britain: 10, +2 undone, +3 saved AP, -1 by hand.
    expect(fr.tracks.gold).toBe(20);
    expect(gb.tracks.gold).toBe(12);
    // Britain's VP needs its homeland cities entered: not a partial sum.
    expect(gb.tracks.vp).toMatch(/not entered/);
    const rows = parseCsv(tracksCsv(t));
    expect(rows[0]).toEqual(['seq', 'when', 'power', 'track', 'value', 'entry']);
    const gold = (power: string) => rows.filter((r) => r[2] === power && r[3] === 'Gold').map((r) => [Number(r[0]), Number(r[4])]);
    expect(gold('France')).toEqual([[0, 14], [1, 17], [12, 20]]);
    expect(gold('Britain')).toEqual([[0, 10], [13, 13], [23, 12]]);
    // ... and in the VP chart and its export it is a gap said "not entered", never a 0.
    expect(rows.filter((r) => r[2] === 'Britain' && r[3] === 'VP').map((r) => r[4])).toEqual(['not entered']);
    expect(d.charts.tracks.find((c) => c.id === 'vp')!.series.find((s) => s.power === 'britain')!.points.map((p) => p.value)).toEqual([null]);
    const vpChart = svgChart({ label: 'VP', series: d.charts.tracks.find((c) => c.id === 'vp')!.series, total: d.charts.total, ticks: d.charts.ticks });
    expect(vpChart).toContain('Britain: not entered');
    expect(vpChart).not.toContain('<title>Britain</title>');
    expect(vpChart).toContain('A gap in a line: not entered there.');
    // A value entered, cleared, entered again: two pieces of line, the pen lifted over the gap.
    const gap = svgChart({ label: 'VP', series: [{ power: 'x', name: 'X', colour: '#2f5fb3', points: [{ seq: 0, value: 3, title: '' }, { seq: 2, value: null, title: '' }, { seq: 3, value: 5, title: '' }] }], total: 4, ticks: [] });
    const path = /<path d="([^"]*)"/.exec(gap)![1]!;
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path).toMatch(/^M56 [\d.]+H401M573\.5 [\d.]+H746$/);
    // The battle: the attacker's chance before the first die is the calculator's.
    const battle = d.charts.battles[0]!;
    const input = c.state.battles[0]!.fight as { input: unknown } | undefined;
    expect(input).toBeDefined();
    expect(battle.attackerChance).toBeCloseTo(computeAllianceOdds({ ...(input!.input as object), game: 'alliance' } as never).attackerHolds, 12);
    // Luck, by hand from the log: France fired 2 + 2 dice hitting on 1-2 and hit once each time: Binomial(4, 1/3),
    // P(0..4) = 16, 32, 24, 8, 1 (/81); 2 hits: (48 + 24/2) / 81 = 60/81. Austria: two single dice, no hit: 4/9 / 2.
    const luck = Object.fromEntries(d.luck.powers.map((p) => [p.power, p]));
    expect(luck.france!.actual).toBe(2);
    expect(luck.france!.percentile).toBeCloseTo((60 / 81) * 100, 10);
    expect(luck.austria!.percentile).toBeCloseTo((2 / 9) * 100, 10);
    // The log CSV reads back entry for entry, the undone entry marked.
    const log = parseCsv(logCsv(t));
    expect(log).toHaveLength(c.entries.length + 1);
    expect(log[2]!.slice(0, 6)).toEqual(['2', c.entries[1]!.at, c.entries[1]!.when, 'track.adjust', c.entries[1]!.title, 'undone']);
    expect(log.at(-1)![4]).toBe('Britain Gold -1 (13 → 12): paid for a "loan", with commas, too');
    const json = JSON.parse(logJson(t)) as { header: { title: string }; entries: Array<{ seq: number; status: string; dice?: unknown[] }> };
    expect(json.header.title).toBe(REPORT_TITLE);
    expect(json.entries.map((e) => e.status).filter((s) => s === 'undone')).toHaveLength(1);
    expect(json.entries.filter((e) => e.dice?.length)).toHaveLength(4);
  });

  it('keeps a hidden treasury out until the game is over [Alliance 3.4]', () => {
    const c = allianceCampaign();
    c.act('rules.set', { id: 'hiddenTreasuries', value: true });
    c.act('track.adjust', { track: 'gold', power: 'france', delta: 3, reason: 'secret' });
    const t = Timeline.of(c.module, c.toFile());
    const d = reportData(t, 'x.adc');
    expect(d.standings.find((p) => p.power === 'france')!.tracks.gold).toBeNull();
    expect(d.hiddenNote).toMatch(/Gold: kept hidden/);
    expect(d.charts.tracks.find((x) => x.id === 'gold')).toBeUndefined();
    expect(parseCsv(tracksCsv(t)).some((r) => r[3] === 'Gold')).toBe(false);
    expect(reportDocument(d)).not.toMatch(/Gold: 17/);
    // Once the game is over (set on the timeline's last state here) it is shown.
    const t2 = Timeline.of(c.module, c.toFile());
    (t2.states[t2.activeSeqs.at(-1)!] as { gameOver: unknown }).gameOver = { reason: 'Over', winners: ['france'] };
    expect(reportData(t2, 'x.adc').standings.find((p) => p.power === 'france')!.tracks.gold).toBe(17);
  });
});
