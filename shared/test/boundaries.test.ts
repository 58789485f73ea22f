// Checks that keep the house in order, run by `npm test` (vitest), each shown failing on a violation:
//  (a) shared/ type-checks with no DOM and no Node types (shared/tsconfig.json);
//  (b) no import cycles across the repo, type-only imports included;
//  (c) no game id written as a string literal outside the game's own folders, the registries, tests and fixtures.
// A small import scanner: the TypeScript here is the native compiler (no JS API for madge-like tools).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../games/ids';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['shared', 'electron', 'renderer', 'bin', 'bench', 'e2e'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name.startsWith('.') || name.startsWith('dist')) continue;
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Static imports and re-exports (type-only ones too) that name a relative file, resolved. */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  const re = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const spec = m[1]!;
    if (!spec.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), spec);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((p) => existsSync(p) && statSync(p).isFile());
    if (hit) out.push(hit);
  }
  return out;
}

/** Every import cycle (strongly connected component of more than one file, or a file importing itself). */
export function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((g) => /\.(ts|tsx|mts)$/.test(g))]));
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        if (!graph.has(w)) graph.set(w, importsOf(w));
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(comp.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const f of files) if (!idx.has(f)) visit(f);
  return cycles;
}

/** Where a game id may be written: the game's own folders, the registries, tests, e2e specs and fixtures. */
export function mayNameGameIds(rel: string): boolean {
  const p = rel.split(path.sep).join('/');
  if (GAME_IDS.some((id) => p.startsWith(`shared/games/${id}/`) || p.startsWith(`renderer/src/${id}/`))) return true;
  if (['shared/games/registry.ts', 'shared/games/ids.ts', 'renderer/src/games/registry.ts', 'renderer/src/games/registry.tsx'].includes(p)) return true;
  if (/\.(test|spec)\.tsx?$/.test(p) || p.startsWith('e2e/')) return true;
  // Fixtures: test helpers and the benchmarks' battle inputs and generated logs.
  if (p.startsWith('shared/test/') || /(^|\/)test\//.test(p) || p.startsWith('bench/') || p === 'bin/bench-builder.ts') return true;
  // The fault-injection suite (a test harness run against real campaign files).
  if (p.startsWith('electron/faults/')) return true;
  return false;
}

/** String literals that are exactly a game id, as "file:line 'id'". */
export function gameIdLiterals(file: string, text = readFileSync(file, 'utf8')): string[] {
  const out: string[] = [];
  const ids = GAME_IDS.join('|').replace(/-/g, '\\-');
  const re = new RegExp(`(['"\`])(${ids})\\1`, 'g');
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(\/\/|\*)/.test(line)) return;
    for (let m = re.exec(line); m; m = re.exec(line)) out.push(`${path.relative(root, file)}:${i + 1} ${m[0]}`);
  });
  return out;
}

function strayGameIds(files: string[]): string[] {
  return files.filter((f) => !mayNameGameIds(path.relative(root, f))).flatMap((f) => gameIdLiterals(f));
}

const allFiles = () => SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(root, d)));
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

function withTemp<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-boundaries-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('(a) shared/ has no DOM and no Node types', () => {
  it('shared/tsconfig.json type-checks shared/', () => {
    expect(() => execFileSync(tsc, ['-p', path.join(root, 'shared')], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('the check fails on a shared file that imports node:fs or uses the DOM', () => {
    withTemp((dir) => {
      // A folder inside shared/'s settings: the same compiler options, one offending file.
      writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: path.join(root, 'shared', 'tsconfig.json'), include: ['*.ts'], exclude: [] }));
      writeFileSync(path.join(dir, 'bad.ts'), "import { readFileSync } from 'node:fs';\nexport const t = readFileSync('x', 'utf8') + document.title;\n");
      let out = '';
      try {
        execFileSync(tsc, ['-p', dir], { cwd: root, stdio: 'pipe' });
      } catch (e) {
        out = String((e as { stdout?: Buffer }).stdout ?? '');
      }
      expect(out).toMatch(/node:fs/);
      expect(out).toMatch(/document/);
    });
  });
});

describe('(b) no import cycles', () => {
  it('finds none across the repo (type-only imports included)', () => {
    expect(importCycles(allFiles())).toEqual([]);
  });

  it('the check finds a cycle, type-only included', () => {
    withTemp((dir) => {
      mkdirSync(path.join(dir, 'x'));
      writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './x/b';\nexport interface A { b?: B }\n");
      writeFileSync(path.join(dir, 'x', 'b.ts'), "import { type A } from '../a';\nexport interface B { a?: A }\n");
      writeFileSync(path.join(dir, 'c.ts'), "export { type A } from './a';\n");
      const files = [path.join(dir, 'a.ts'), path.join(dir, 'x', 'b.ts'), path.join(dir, 'c.ts')];
      const cycles = importCycles(files);
      expect(cycles).toHaveLength(1);
      expect(cycles[0]!.map((f) => path.basename(f)).sort()).toEqual(['a.ts', 'b.ts']);
    });
  });
});

describe('(c) game ids only in the game’s own folders, the registries, tests and fixtures', () => {
  it('no stray game-id literal', () => {
    expect(strayGameIds(allFiles())).toEqual([]);
  });

  it('the check finds a stray id literal in generic code, and not in a game’s own folder', () => {
    const stray = path.join(root, 'renderer', 'src', 'components', 'Stray.tsx');
    expect(mayNameGameIds(path.relative(root, stray))).toBe(false);
    expect(gameIdLiterals(stray, `const panel = game === '${GAME_IDS[0]}' ? 1 : 2;\n// '${GAME_IDS[1]}' in a comment is fine\n`)).toEqual([`renderer/src/components/Stray.tsx:1 '${GAME_IDS[0]}'`]);
    expect(mayNameGameIds(`shared/games/${GAME_IDS[0]}/module.ts`)).toBe(true);
  });
});
