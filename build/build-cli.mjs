// Bundles the `adc` command line into one ESM file (dist-cli/adc.mjs) so it starts without compiling
// TypeScript on every call. bin/adc.mjs runs it while it is newer than every source it was built from.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir DIR` builds elsewhere (the tests build into a temporary folder).
const at = process.argv.indexOf('--outdir');
const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : path.join(root, 'dist-cli');
const result = await build({
  absWorkingDir: root,
  entryPoints: ['bin/adc.ts'],
  outdir,
  entryNames: 'adc',
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  // Each game's odds load only when asked for; minified code parses faster at every start.
  splitting: true,
  minify: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS dependencies (write-file-atomic) call require() for Node's built-ins.
  banner: { js: "import { createRequire as __adcRequire } from 'node:module'; const require = __adcRequire(import.meta.url);" },
});
// The launcher checks these sources' times: a stale build is never run.
const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
writeFileSync(path.join(outdir, 'adc.inputs.json'), JSON.stringify(inputs));
console.log(`Built ${path.relative(root, path.join(outdir, 'adc.mjs'))} (${inputs.length} sources)`);
