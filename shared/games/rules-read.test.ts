// Every rule setting offered to the group changes something the app computes, or says it is applied at
// the table (byHand): a setting the code never reads and the screen presents as applied would be a guess shown as fact.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RuleSetting } from '../data/rules';
import { LE_GRAND_EMPIRE_RULES, LGE_RULES_BY_HAND } from './le-grand-empire/rules';
import { CONGRESS_OF_VIENNA_RULES, COV_RULES_BY_HAND } from './congress-of-vienna/rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    if (statSync(f).isDirectory()) return sources(f);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) && !f.includes(`${path.sep}test${path.sep}`) && n !== 'rules.ts' ? [f] : [];
  });
}
const code = [...sources(path.join(root, 'shared')), ...sources(path.join(root, 'renderer/src')), ...sources(path.join(root, 'electron'))].map((f) => readFileSync(f, 'utf8')).join('\n');

const GAMES: Array<{ name: string; rules: RuleSetting[]; byHand: ReadonlySet<string>; read: string }> = [
  { name: 'Le Grand Empire', rules: LE_GRAND_EMPIRE_RULES, byHand: LGE_RULES_BY_HAND, read: 'replacedCommanderHit' },
  { name: 'Congress of Vienna', rules: CONGRESS_OF_VIENNA_RULES, byHand: COV_RULES_BY_HAND, read: 'ietModifiedDie' },
];

describe.each(GAMES)('$name rule settings', ({ rules, byHand, read }) => {
  it('each setting is read by the app, or marked as applied at the table', () => {
    const unread = rules.filter((r) => !new RegExp(`\\b${r.id}\\b`).test(code) && !r.byHand).map((r) => r.id);
    expect(unread).toEqual([]);
  });
  it('the by-hand list names real settings, and the screen gets the mark', () => {
    for (const id of byHand) expect(rules.find((r) => r.id === id)?.byHand, id).toBe(true);
    expect(rules.find((r) => r.id === read)!.byHand).toBeUndefined();
  });
});
