// `npm start`: the desktop app where the Electron binary is installed; otherwise the same app in
// the browser host (the Electron binary cannot be downloaded on every machine).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { findElectronBinary } = require('./electron-binary.cjs');
const electron = findElectronBinary();
const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 0));
if (electron) {
  run(electron, ['.', ...process.argv.slice(2)]);
} else {
  console.log('The Electron binary is not installed here (get it with `npx install-electron`); starting Aide-de-Camp in your browser instead (it opens by itself).');
  run(process.execPath, ['--import', 'tsx', 'electron/web-host.ts', '--open', ...process.argv.slice(2)]);
}
