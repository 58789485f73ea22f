#!/usr/bin/env node
// Launcher for `adc`: registers tsx's ESM loader, then runs the TypeScript CLI (bin/adc.ts).
// Works as `node bin/adc.mjs ...`, `npx adc ...` and `npm run adc -- ...` from any folder.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('./adc.ts');
