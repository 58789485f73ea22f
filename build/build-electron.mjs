// Bundles the main process and the preload for Electron (CommonJS, Electron kept external).
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', format: 'cjs', target: 'node20', external: ['electron'], sourcemap: true, logLevel: 'warning' };
await build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist-electron/main.cjs' });
// A sandboxed preload must be one self-contained CommonJS file.
await build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist-electron/preload.cjs' });
await build({ ...common, entryPoints: ['electron/display-preload.ts'], outfile: 'dist-electron/display-preload.cjs' });
console.log('Built dist-electron/main.cjs, preload.cjs and display-preload.cjs');
