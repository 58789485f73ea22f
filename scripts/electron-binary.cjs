// Finds the Electron binary WITHOUT triggering its lazy download (require('electron') would try
// to download it, which cannot work on machines without access to Electron's release host).
const fs = require('node:fs');
const path = require('node:path');

function findElectronBinary() {
  let dir;
  try {
    dir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(dir, 'path.txt');
  const rel = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : null;
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, rel || 'electron');
    return fs.existsSync(p) ? p : null;
  }
  if (!rel) return null;
  const full = path.join(dir, 'dist', rel);
  return fs.existsSync(full) ? full : null;
}

module.exports = { findElectronBinary };
