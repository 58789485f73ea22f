// The printable campaign summary: standings, the scoring, every track over time as a static SVG chart, the battles,
// the luck meter and the bookmarks. Pure (no DOM, no Node), generic through the game module, so it serves the
// browser host's print page, Electron's PDF and `adc campaign report` alike. Every text is escaped (campaign
// names are the group's input); the markup uses no style attribute and no script, so it works under the app's CSP.
import { pct } from '../odds/pct';
import { NOT_ENTERED, orNotEntered, signed } from '../format';
import type { BaseState, DerivedValue } from '../engine/types';
import { chartData, luckOf } from './charts';
import { lineStyle } from './colour';
import type { Timeline } from './timeline';
import type { LuckReport, ReviewCharts, ReviewMark, TrackSeries } from './types';

export interface ReportData {
  title: string;
  fileName: string;
  gameName: string;
  scenarioName: string;
  players: Array<{ name: string; powers: string[] }>;
  /** Where play stood at the last entry ("1805 · Game Turn 3 · Diplomacy"). */
  reached: string;
  entries: number;
  /** When the last entry was written (ISO), or the campaign's creation. */
  asOf: string;
  trackNames: Array<{ id: string; name: string }>;
  standings: Array<{
    power: string;
    name: string;
    colour: string;
    player: string | null;
    status: string;
    /** null: kept hidden; a string: a computed value whose inputs are not all entered (says which). */
    tracks: Record<string, number | null | string>;
    facts: string[];
  }>;
  /** Tracks left out because the campaign keeps them hidden (e.g. Alliance's treasuries [3.4]) and the game goes on. */
  hiddenNote: string | null;
  scoring: Array<{ label: string; power: string | null; value: number; formula: string; cite: string[]; missing?: string }>;
  gameOver: null | { reason: string; winners: string[] };
  charts: ReviewCharts;
  luck: LuckReport;
  marks: ReviewMark[];
}

/** (track, power) pairs the campaign keeps hidden from the table while the game goes on. */
export function hiddenTracks<S extends BaseState>(t: Timeline<S>): Set<string> {
  const final = t.states[t.activeSeqs[t.activeSeqs.length - 1] ?? 0]!;
  const out = new Set<string>();
  if (final.gameOver) return out;
  for (const p of t.module.powerViews(final, t.file.header)) for (const id of p.hidden ?? []) out.add(`${id}\u0000${p.power}`);
  return out;
}

export function reportData<S extends BaseState>(t: Timeline<S>, fileName: string): ReportData {
  const m = t.module;
  const h = t.file.header;
  const lastSeq = t.activeSeqs[t.activeSeqs.length - 1] ?? 0;
  const final = t.states[lastSeq]!;
  const hidden = hiddenTracks(t);
  const powerName = (id: string) => m.powers.find((p) => p.id === id)?.name ?? id;
  const trackNames = m.tracks.filter((d) => d.scope === 'power').map((d) => ({ id: d.id, name: d.name }));
  const views = m.powerViews(final, h);
  const used = trackNames.filter((tr) => views.some((v) => tr.id in v.tracks));
  const charts = chartData(t);
  charts.tracks = charts.tracks
    .map((c) => ({ ...c, series: c.series.filter((s) => !hidden.has(`${c.id}\u0000${s.power}`)) }))
    .filter((c) => c.series.length > 0);
  const hiddenNames = [...new Set([...hidden].map((k) => m.tracks.find((d) => d.id === k.split('\u0000')[0])?.name ?? k))];
  const label = m.turnLabel(final).full;
  const derived: DerivedValue[] = m.derived(final, h);
  const last = t.file.entries[t.file.entries.length - 1];
  return {
    title: h.title.trim() || fileName.replace(/\.adc$/i, ''),
    fileName,
    gameName: m.name,
    scenarioName: m.scenarios.find((s) => s.id === h.scenario)?.name ?? h.scenario,
    players: h.players.map((p) => ({ name: p.name, powers: p.powers.map(powerName) })),
    reached: final.gameOver ? `${label} · game over` : label,
    entries: t.total,
    asOf: last?.at ?? h.createdAt,
    trackNames: used,
    standings: views.map((v) => ({
      power: v.power,
      name: v.name,
      colour: v.colour,
      player: v.player,
      status: v.status,
      tracks: Object.fromEntries(
        used
          .filter((tr) => tr.id in v.tracks)
          .map((tr) => {
            if (hidden.has(`${tr.id}\u0000${v.power}`)) return [tr.id, null];
            // A computed track whose inputs are not all entered says so, not a partial sum (as the dashboard does).
            const missing = derived.find((x) => x.id === tr.id && x.power === v.power && x.missing)?.missing;
            return [tr.id, missing ?? v.tracks[tr.id]!];
          }),
      ),
      facts: v.facts,
    })),
    hiddenNote: hiddenNames.length
      ? `${hiddenNames.join(', ')}: kept hidden from the table in this campaign, so left out of this summary until the game is over.`
      : null,
    scoring: derived.map((d) => ({ label: d.label, power: d.power ? powerName(d.power) : null, value: d.value, formula: d.formula, cite: d.cite, ...(d.missing ? { missing: d.missing } : {}) })),
    gameOver: final.gameOver ? { reason: final.gameOver.reason, winners: final.gameOver.winners.map((w) => (m.powers.some((p) => p.id === w) ? powerName(w) : w)) } : null,
    charts,
    luck: luckOf(t),
    marks: t.marks().filter((k) => k.kind !== 'phase'),
  };
}

// ---------------------------------------------------------------------------------------------
// Markup

/** Escapes text for HTML content and attribute values. */
export function esc(v: string | number): string {
  return String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A colour from a module, as an attribute: only #rgb / #rrggbb pass (anything else is drawn grey). */
function colourAttr(c: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(c.trim()) ? c.trim() : '#888888';
}

function swatch(colour: string): string {
  return `<svg class="rp-sw" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><rect x="0.5" y="0.5" width="11" height="11" rx="2" fill="${colourAttr(colour)}" stroke="#333" stroke-width="1"/></svg>`;
}

const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/** A step for the y axis: 1, 2 or 5 times a power of ten, giving about `n` gridlines. */
function niceStep(span: number, n = 4): number {
  const raw = span / n;
  if (raw <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

export interface SvgChartInput {
  label: string;
  series: TrackSeries[];
  total: number;
  ticks: Array<{ seq: number; label: string }>;
  /** Draws the zero line (the luck meter). */
  zero?: boolean;
  format?: (v: number) => string;
}

/** A static step-line chart: one line per power in its colour (a very light colour dashed, as on screen). */
export function svgChart({ label, series, total, ticks, zero, format = num }: SvgChartInput): string {
  const W = 760;
  const H = 200;
  const L = 56;
  const R = 14;
  const T = 12;
  const B = 34;
  const last = Math.max(1, total);
  let lo = zero ? 0 : Infinity;
  let hi = zero ? 0 : -Infinity;
  for (const s of series) for (const p of s.points) if (p.value !== null) (lo = Math.min(lo, p.value)), (hi = Math.max(hi, p.value));
  if (!Number.isFinite(lo)) (lo = 0), (hi = 1);
  if (hi === lo) (hi += 1), (lo = Math.min(lo, Math.max(0, lo - 1)));
  // Whole-number tracks get whole-number gridlines.
  const whole = series.every((s) => s.points.every((p) => p.value === null || Number.isInteger(p.value)));
  const step = whole ? Math.max(1, Math.round(niceStep(hi - lo))) : niceStep(hi - lo);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const x = (seq: number) => L + ((W - L - R) * seq) / last;
  const y = (v: number) => T + ((H - T - B) * (hi - v)) / (hi - lo);
  const r = (v: number) => Math.round(v * 10) / 10;
  const out: string[] = [];
  out.push(`<svg class="rp-chart" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="${esc(label)}" xmlns="http://www.w3.org/2000/svg">`);
  out.push(`<title>${esc(label)}</title>`);
  out.push(`<rect x="${L}" y="${T}" width="${W - L - R}" height="${H - T - B}" fill="#ffffff" stroke="#999" stroke-width="1"/>`);
  for (let v = lo; v <= hi + step / 2; v += step) {
    const vy = r(y(v));
    out.push(`<line x1="${L}" x2="${W - R}" y1="${vy}" y2="${vy}" stroke="${zero && Math.abs(v) < step / 2 ? '#333' : '#dddddd'}" stroke-width="1"/>`);
    out.push(`<text x="${L - 6}" y="${vy + 4}" text-anchor="end" font-size="11" fill="#333">${esc(format(Math.round(v * 1e6) / 1e6))}</text>`);
  }
  // At most 8 labels along the x axis, evenly picked from the Year / turn starts.
  const every = Math.max(1, Math.ceil(ticks.length / 8));
  ticks.forEach((k, i) => {
    const kx = r(x(k.seq));
    out.push(`<line x1="${kx}" x2="${kx}" y1="${T}" y2="${H - B}" stroke="#eeeeee" stroke-width="1"/>`);
    if (i % every === 0) out.push(`<text x="${kx}" y="${H - B + 14}" text-anchor="middle" font-size="10" fill="#333">${esc(k.label)}</text>`);
  });
  out.push(`<text x="${W - R}" y="${H - 4}" text-anchor="end" font-size="10" fill="#555">entry ${last}</text>`);
  for (const s of series) {
    if (!s.points.length) continue;
    const style = lineStyle(colourAttr(s.colour));
    // A value not entered is a gap in the line (the key says so), never drawn as 0.
    let d = '';
    let on = false;
    for (const p of s.points) {
      const px = r(x(p.seq));
      if (on) d += `H${px}`;
      if (p.value === null) on = false;
      else {
        d += on ? `V${r(y(p.value))}` : `M${px} ${r(y(p.value))}`;
        on = true;
      }
    }
    if (on) d += `H${r(x(last))}`;
    if (!d) continue;
    out.push(`<path d="${d}" fill="none" stroke="${style.stroke}" stroke-width="2.5"${style.dash ? ` stroke-dasharray="${style.dash.join(' ')}"` : ''}><title>${esc(s.name)}</title></path>`);
  }
  out.push('</svg>');
  const legend = series.map((s) => `<li>${swatch(s.colour)} ${esc(s.name)}: ${esc(orNotEntered(s.points.length ? s.points[s.points.length - 1]!.value : 0, format))}</li>`).join('');
  const gaps = series.some((s) => s.points.some((p) => p.value === null)) ? `<p class="rp-note">A gap in a line: ${NOT_ENTERED} there.</p>` : '';
  return `${out.join('')}<ul class="rp-legend" aria-label="Key, with the value at the last entry">${legend}</ul>${gaps}`;
}

function table(caption: string, head: string[], rows: string[][], numeric: number[] = []): string {
  const th = head.map((c, i) => `<th scope="col"${numeric.includes(i) ? ' class="num"' : ''}>${c}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c, i) => `<td${numeric.includes(i) ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`).join('');
  return `<table class="rp-table"><caption>${esc(caption)}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const dateText = (iso: string) => iso.slice(0, 16).replace('T', ' ') + (iso.length > 16 ? ' UTC' : '');

/** The summary as an HTML fragment (an <article>), for the app's print page. */
export function reportBody(d: ReportData): string {
  const o: string[] = [];
  o.push('<article class="rp">');
  o.push(`<header class="rp-head"><p class="rp-kicker">${esc(d.gameName)} · ${esc(d.scenarioName)}</p><h1>${esc(d.title)}</h1>`);
  o.push(
    `<p class="rp-meta">${esc(d.reached)} · ${esc(d.entries)} log entr${d.entries === 1 ? 'y' : 'ies'} · as of ${esc(dateText(d.asOf))} · ${esc(d.fileName)}</p>`,
  );
  o.push(`<p class="rp-meta">Players: ${d.players.map((p) => `${esc(p.name)} (${p.powers.map(esc).join(' + ')})`).join(', ')}</p></header>`);

  if (d.gameOver) {
    o.push(`<section class="rp-sec rp-over"><h2>Final scoring</h2>`);
    o.push(`<p class="rp-winner">${d.gameOver.winners.length ? `Winner: ${d.gameOver.winners.map(esc).join(' and ')}` : 'No winner'}</p>`);
    o.push(`<p>${esc(d.gameOver.reason)}</p></section>`);
  }

  o.push(`<section class="rp-sec"><h2>Standings</h2>`);
  const trackCols = d.trackNames.map((t) => esc(t.name));
  o.push(
    table(
      `Every power at entry ${d.entries}`,
      ['Power', 'Player', 'Status', ...trackCols],
      d.standings.map((p) => [
        `${swatch(p.colour)} ${esc(p.name)}`,
        p.player ? esc(p.player) : '—',
        esc(p.status) + (p.facts.length ? `<span class="rp-facts">${p.facts.map(esc).join(' · ')}</span>` : ''),
        ...d.trackNames.map((t) => {
          if (!(t.id in p.tracks)) return '—';
          const v = p.tracks[t.id]!;
          if (v === null) return '<span class="rp-muted">hidden</span>';
          return typeof v === 'string' ? `<span class="rp-muted">${NOT_ENTERED}</span>` : esc(num(v));
        }),
      ]),
      d.trackNames.map((_, i) => i + 3),
    ),
  );
  if (d.hiddenNote) o.push(`<p class="rp-note">${esc(d.hiddenNote)}</p>`);
  o.push('</section>');

  if (d.scoring.length) {
    o.push(`<section class="rp-sec"><h2>${d.gameOver ? 'Scoring at the end' : 'Scoring so far'}</h2>`);
    o.push(
      table(
        'The game’s own computed values, with their formulas',
        ['Power', 'Value', 'Score', 'How it is computed'],
        d.scoring.map((s) => [
          s.power ? esc(s.power) : 'Table',
          esc(s.label),
          s.missing ? `<span class="rp-muted">${esc(s.missing)}</span>` : esc(num(s.value)),
          `${esc(s.formula)}${s.cite.length ? ` <span class="rp-cite">[${s.cite.map(esc).join(', ')}]</span>` : ''}`,
        ]),
        [2],
      ),
    );
    o.push('</section>');
  }

  o.push(`<section class="rp-sec"><h2>Tracks over time</h2>`);
  if (!d.charts.tracks.length) o.push('<p class="rp-muted">This game keeps no per-power tracks.</p>');
  for (const c of d.charts.tracks) {
    o.push(`<figure class="rp-fig"><figcaption>${esc(c.name)}</figcaption>`);
    o.push(svgChart({ label: `${c.name} over the campaign, by log entry`, series: c.series, total: d.charts.total, ticks: d.charts.ticks }));
    o.push('</figure>');
  }
  o.push('<p class="rp-note">Entries in force only: an action taken back with Undo is not part of the history. Every value, entry by entry, is in the tracks CSV.</p></section>');

  o.push(`<section class="rp-sec"><h2>Battles</h2>`);
  if (!d.charts.battlesKnown) o.push('<p class="rp-muted">This game does not report its battles to the review yet.</p>');
  else if (!d.charts.battles.length) o.push('<p class="rp-muted">No battle was fought.</p>');
  else {
    const nameOf = (id: string) => d.standings.find((p) => p.power === id)?.name ?? id;
    o.push(
      table(
        `${d.charts.battles.length} battle${d.charts.battles.length === 1 ? '' : 's'}`,
        ['Entry', 'When', 'Where', 'Attacker', 'Defender', 'Attacker’s chance before the first die', 'Result'],
        d.charts.battles.map((b) => [
          esc(b.seq),
          esc(b.when),
          esc(b.where),
          b.attacker.map((a) => esc(nameOf(a))).join(', '),
          b.defender.map((a) => esc(nameOf(a))).join(', '),
          b.attackerChance === null ? '<span class="rp-muted">not known (result entered)</span>' : esc(pct(b.attackerChance)),
          esc(b.result),
        ]),
        [0, 5],
      ),
    );
  }
  o.push('</section>');

  o.push(`<section class="rp-sec"><h2>Luck meter</h2>`);
  const luck = d.luck;
  if (luck.unsupported) o.push(`<p class="rp-muted">${esc(luck.unsupported)}</p>`);
  else if (!luck.powers.length) o.push('<p class="rp-muted">No roll with known odds was thrown.</p>');
  else {
    o.push(`<ul class="rp-verdicts">${luck.powers.map((p) => `<li>${swatch(p.colour)} ${esc(p.sentence)}${p.exact ? '' : ' (an estimate)'}</li>`).join('')}</ul>`);
    o.push(
      table(
        'Expected against actual, per power',
        ['Power', 'Rolls', 'Expected', 'Actual', 'Difference', 'Percentile'],
        luck.powers.map((p) => [`${swatch(p.colour)} ${esc(p.name)}`, esc(p.rolls), p.expected.toFixed(2), esc(num(p.actual)), signed(Math.round((p.actual - p.expected) * 100) / 100), p.percentile.toFixed(1)]),
        [1, 2, 3, 4, 5],
      ),
    );
    const series: TrackSeries[] = luck.powers.map((p) => ({
      power: p.power,
      name: p.name,
      colour: p.colour,
      points: [{ seq: 0, value: 0, title: 'Set-up' }, ...p.cumulative.map((c) => ({ seq: c.seq, value: Math.round(c.value * 100) / 100, title: '' }))],
    }));
    o.push(`<figure class="rp-fig"><figcaption>Actual minus expected, cumulative</figcaption>`);
    o.push(svgChart({ label: 'Luck over the campaign: actual minus expected', series, total: d.charts.total, ticks: d.charts.ticks, zero: true, format: signed }));
    o.push('</figure>');
    o.push('<p class="rp-note">Hits (battle fire) or totals from rolls whose odds the app knew before they were thrown; the percentile is exact, from the distribution of each power’s total.</p>');
  }
  o.push('</section>');

  o.push(`<section class="rp-sec"><h2>Bookmarks</h2>`);
  const kind = { year: 'Year', turn: 'Turn', phase: 'Phase', group: '★ The group’s' } as const;
  o.push(
    table(
      'Year and turn starts, and the group’s own bookmarks',
      ['Entry', 'Kind', 'Bookmark'],
      d.marks.map((k) => [esc(k.seq), kind[k.kind], esc(k.label)]),
      [0],
    ),
  );
  o.push('</section>');
  o.push(`<footer class="rp-foot">Aide-de-Camp · campaign summary of ${esc(d.fileName)}</footer>`);
  o.push('</article>');
  return o.join('\n');
}

/** The stylesheet of the summary: one copy, for the standalone document and the app's print page. */
export const REPORT_CSS = `
.rp { font: 11pt/1.4 Georgia, 'Times New Roman', serif; color: #111; background: #fff; max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
.rp h1 { font-size: 22pt; margin: 0.1rem 0 0.3rem; }
.rp h2 { font-size: 14pt; margin: 1.2rem 0 0.4rem; border-bottom: 1.5pt solid #111; padding-bottom: 0.1rem; }
.rp-kicker { margin: 0; font-size: 10pt; letter-spacing: 0.06em; text-transform: uppercase; color: #333; }
.rp-meta { margin: 0.15rem 0; color: #333; }
.rp-sec { break-inside: auto; }
.rp-over { border: 1.5pt solid #111; padding: 0 0.8rem 0.4rem; margin-top: 1rem; }
.rp-winner { font-size: 16pt; font-weight: bold; margin: 0.3rem 0; }
.rp-table { border-collapse: collapse; width: 100%; margin: 0.4rem 0; font-size: 10pt; }
.rp-table caption { text-align: left; font-style: italic; color: #333; padding-bottom: 0.2rem; }
.rp-table th, .rp-table td { border-bottom: 0.5pt solid #999; padding: 0.2rem 0.4rem; text-align: left; vertical-align: top; }
.rp-table thead th { border-bottom: 1pt solid #111; }
.rp-table .num { text-align: right; font-variant-numeric: tabular-nums; }
.rp-table tr { break-inside: avoid; }
.rp-facts { display: block; font-size: 9pt; color: #333; }
.rp-muted { color: #444; font-style: italic; }
.rp-note { font-size: 9pt; color: #333; }
.rp-cite { color: #333; font-size: 9pt; }
.rp-fig { margin: 0.6rem 0 1rem; break-inside: avoid; }
.rp-fig figcaption { font-weight: bold; margin-bottom: 0.2rem; }
.rp-chart { display: block; max-width: 100%; height: auto; }
.rp-legend { list-style: none; padding: 0; margin: 0.2rem 0 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1.2rem; font-size: 9.5pt; }
.rp-verdicts { list-style: none; padding: 0; margin: 0.3rem 0; }
.rp-verdicts li { margin: 0.15rem 0; }
.rp-sw { vertical-align: -1px; }
.rp-foot { margin-top: 1.5rem; font-size: 9pt; color: #333; border-top: 0.5pt solid #999; padding-top: 0.3rem; }
@page { size: A4; margin: 14mm 12mm; }
@media print { .rp { padding: 0; max-width: none; } .rp h2 { break-after: avoid; } }
`;

/** The summary as a standalone HTML document (the CLI's --out file, Electron's PDF): its own CSP allows no script. */
export function reportDocument(d: ReportData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(d.title)}: campaign summary</title>
<style>${REPORT_CSS}</style>
</head>
<body>
${reportBody(d)}
</body>
</html>
`;
}
