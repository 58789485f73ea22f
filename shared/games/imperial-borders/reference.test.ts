// The quick-reference cards show the Reference Chart's numbers from the data in force.
import { describe, expect, it } from 'vitest';
import { setCell } from '../../data/tables';
import { quickReference } from './reference';
import { IMPERIAL_BORDERS_DATA as DATA } from './tables';
import { dicePack } from './testing';

const row = (cards: ReturnType<typeof quickReference>, force: string) => cards.find((c) => c.id === 'units')!.table!.rows.find((r) => r[0] === force)!;

describe('quick reference [Reference Chart]', () => {
  it('the unit chart: Hits, combat dice, movement and cost as the Reference Chart and Phase 7 Step B give them', () => {
    const cards = quickReference({ data: dicePack() });
    expect(row(cards, 'Capital Fort / Port').slice(1, 3)).toEqual(['4', '4 Black']);
    expect(row(cards, 'Major Fort / Port').slice(1, 3)).toEqual(['2', '2 Black']);
    expect(row(cards, 'Minor Fort / Port').slice(1, 3)).toEqual(['1', '1 Black']);
    expect(row(cards, 'Frigate').slice(1, 5)).toEqual(['2 (Out-of-Action at 1)', '1 Black', '6 sea', '10']);
    expect(row(cards, 'Ship of the Line').slice(1, 5)).toEqual(['3 (Out-of-Action at 2)', '2 Black', '6 sea', '15']);
    expect(row(cards, 'Half Infantry').slice(1, 5)).toEqual(['1', '1 White', '2', '4']);
    expect(row(cards, 'Full Infantry').slice(1, 5)).toEqual(['2', '3 White', '2', '8']);
    expect(row(cards, 'Cavalry').slice(1, 5)).toEqual(['1', '2 White Front, 1 Rear', '2 (+1)', '6']);
    expect(row(cards, 'Cannon').slice(1, 5)).toEqual(['1', '1 Black', '2', '10']);
    expect(cards.find((c) => c.id === 'units')!.lines[1]).toMatch(/\+1 Black \+ 2 White/);
    expect(cards.map((c) => c.id)).toEqual(['units', 'hits', 'stance', 'cargo', 'arrows', 'movement', 'orders']);
  });

  it('follows the group’s edits to the tables', () => {
    const p = setCell(DATA, dicePack(), 'land-units', 'cannon', 'cost', 12);
    expect(row(quickReference({ data: p }), 'Cannon')[4]).toBe('12');
  });
});
