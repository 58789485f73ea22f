// `npm run bench`: runs every benchmark, prints a table of ratios against baselines measured in the
// same run, and writes bench-results.json at the repo root. `npm run bench -- alliance cli` runs only
// the groups named (engine, cli, review, or a game's id; a part of the name is enough) and writes no file. Benchmarks report; they never fail the
// command (exit 0), but a missed goal is printed as FAIL.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '../shared/games/registry';
import { runCliBench } from './cli';
import { runEngineBench, type BenchRow } from './engine';
import { GAME_BENCHES } from './games';
import { runReviewBench } from './review';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  return ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(3);
}

function table(rows: BenchRow[]): string {
  const head = ['benchmark', 'ms', 'baseline ms', 'ratio', 'goal', 'result'];
  const body = rows.map((r) => [
    r.name,
    fmtMs(r.exactMs),
    fmtMs(r.baselineMs),
    Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : String(r.ratio),
    r.goal ?? '-',
    r.pass === null ? 'info' : r.pass ? 'PASS' : '*** FAIL ***',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  const messages: string[] = [];
  const only = process.argv.slice(2).map((a) => a.toLowerCase());
  const wanted = (group: string): boolean => only.length === 0 || only.some((a) => group.includes(a));
  const groups = ['engine', 'cli', 'review', ...GAMES.map((g) => g.id)];
  const unknown = only.filter((a) => !groups.some((g) => g.includes(a)));
  if (unknown.length) throw new Error(`no benchmark group matches ${unknown.join(', ')} (groups: ${groups.join(', ')})`);
  if (wanted('engine')) rows.push(...(await runEngineBench()));
  if (wanted('cli')) rows.push(...(await runCliBench()));
  if (wanted('review')) rows.push(...(await runReviewBench()));
  // Each game's rows, in the game registry's order (bench/games.ts: one line per game).
  for (const g of GAMES) {
    if (!wanted(g.id)) continue;
    const bench = GAME_BENCHES[g.id];
    if (!bench) {
      messages.push(`${g.name}: no benchmark rows yet (add its line to bench/games.ts)`);
      continue;
    }
    try {
      rows.push(...(await bench()));
    } catch (e) {
      messages.push(`${g.name}: the benchmarks failed to run: ${(e as Error).stack ?? e}`);
    }
  }

  console.log('');
  console.log(table(rows));
  for (const r of rows) if (r.notes) console.log(`  · ${r.name}: ${r.notes}`);
  for (const m of messages) console.log(`\nNOTE: ${m}`);
  const failed = rows.filter((r) => r.pass === false);
  if (failed.length) {
    console.log(`\n*** ${failed.length} GOAL${failed.length > 1 ? 'S' : ''} MISSED: ${failed.map((r) => `${r.name} (ratio ${r.ratio.toFixed(2)}, goal ${r.goal})`).join('; ')} ***`);
  } else {
    console.log(`\nAll ${rows.filter((r) => r.pass !== null).length} goals met.`);
  }
  if (only.length) {
    console.log(`Only ${only.join(', ')}: bench-results.json left as it was.`);
    return;
  }
  const out = path.join(root, 'bench-results.json');
  writeFileSync(out, JSON.stringify(rows, null, 2) + '\n');
  console.log(`Results written to ${path.relative(process.cwd(), out) || out}`);
}

main().catch((e) => {
  // A crash is not a benchmark result: say so, but do not gate.
  console.error(`bench: ${(e as Error).stack ?? e}`);
  process.exitCode = 1;
});
