#!/usr/bin/env node
// Launcher for `adc`: runs the bundled CLI (dist-cli/adc.mjs, made by `npm run build:cli` and by
// `npm install`) while it is newer than every source it was built from; otherwise (no build, a stale
// one, or ADC_FROM_SOURCE set) registers tsx and runs the TypeScript (bin/adc.ts).
// Works as `node bin/adc.mjs ...`, `npx adc ...` and `npm run adc -- ...` from any folder.
import { fileURLToPath } from 'node:url';
import { freshBundle } from './fresh-bundle.mjs';

const root = new URL('../', import.meta.url);
const dir = new URL('dist-cli/', root);

if (!process.env.ADC_FROM_SOURCE && freshBundle(root, dir)) {
  await import(new URL('adc.mjs', dir).href);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('tsconfig.json', root)) });
  await import('./adc.ts');
}
