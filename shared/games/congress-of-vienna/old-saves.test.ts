// Saves written by an older version still open and fold to what that version folded them to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Campaign } from '../../engine/campaign';
import { parseCampaignText } from '../../engine/schemas';
import { congressOfVienna as cov } from './module';

const fixture = (name: string) => parseCampaignText(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'test', name), 'utf8'));

describe('a save from before the Grande Armée’s transfer was part of the battle [13.6.5]', () => {
  it('opens: the battle (Army of Spain beaten in Toulouse, into Paris) now makes the transfer, the transfer entry after it folds as its confirmation; the same Armies and VP', () => {
    // Written by the code of the time (a77ce5d): the battle left a to-do line, the group pressed the special transfer.
    const file = fixture('ga-to-paris-as-its-own-entry.adc');
    const c = Campaign.load(cov, file);
    const last = c.entries[c.entries.length - 1]!;
    expect(last.type).toBe('cov.forces.transfer');
    // Its title stays as logged; the Front C battle before it carried the Grande Armée to Paris this time.
    expect(last.title).toMatch(/The Grande Armée leaves Poland for Paris; Army of Silesia advances to Alsace \[13\.6\.5\]/);
    // What the code of the time folded it to.
    const s = c.state;
    expect(s.vp).toEqual({ FR: 56, RU: 13, BR: 8, AU: 5 });
    expect(s.forces.armies['grande-armee']).toEqual({ space: 'Paris', pieces: { FR: 5 }, removed: false });
    expect(s.forces.armies['silesia']!.space).toBe('Alsace');
    expect(s.forces.armies['spain']).toMatchObject({ space: 'Paris', removed: true });
    expect(s.ledger.slice(-2).map((l) => [l.power, l.vp, l.source])).toEqual([
      ['FR', -3, 'Poland, abandoned by France as the Grande Armée goes to Paris'],
      ['RU', 3, 'Poland, abandoned by France as the Grande Armée goes to Paris'],
    ]);
    expect(s.battles[0]!.armies!.transfers).toEqual([]);
    expect(s.battles[0]!.armies!.todo).toEqual([]);
    // Undone, the transfer entry goes and the battle's own transfer stays, awaiting nothing.
    c.undo();
    expect(c.state.forces.armies['grande-armee']!.space).toBe('Paris');
    expect(cov.canLeaveStep(c.state, file.header)).toBeNull();
  });
});
