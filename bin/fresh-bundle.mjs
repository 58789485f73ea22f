// Whether a bundle built by build/build-cli.mjs may run: it exists and is newer than every source it
// lists in adc.inputs.json (paths relative to `root`). A missing or unreadable list counts as stale.
import { readFileSync, statSync } from 'node:fs';

/** @param {URL} root the repository root @param {URL} dir the bundle's folder */
export function freshBundle(root, dir) {
  try {
    const built = statSync(new URL('adc.mjs', dir)).mtimeMs;
    const inputs = JSON.parse(readFileSync(new URL('adc.inputs.json', dir), 'utf8'));
    if (!Array.isArray(inputs) || inputs.length === 0) return false;
    return inputs.every((f) => statSync(new URL(f, root)).mtimeMs <= built);
  } catch {
    return false;
  }
}
