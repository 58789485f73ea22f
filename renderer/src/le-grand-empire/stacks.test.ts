// The land battle set-up loading recorded stacks (§1.3): the first replaces the blank side, the next add to it;
// and what keeps a stack's sealed entry from being sealed.
import { describe, expect, it } from 'vitest';
import { blankSide, withStack } from './Battles';
import { contentsProblem } from './Stacks';
import type { SavedStack } from '../../../shared/games/le-grand-empire/stacks';

const stack = (id: string, units: string[], leader: string, army: number): SavedStack => ({
  id,
  power: 'france',
  where: 'Ulm',
  revealed: 'Autumn 1805',
  contents: { units: units.map((u) => ({ id: u, type: 'corps', steps: 3, artillery: 2, morale: 4 })), leaders: [{ id: leader, combat: 3 }], army },
});

describe('loading recorded stacks into a land battle side', () => {
  it('replaces the blank side with the first stack, then adds the next one; the larger army marker counts', () => {
    const one = withStack(blankSide('a'), stack('france-1', ['III Corps'], 'Davout', 2));
    expect(one.units).toEqual([{ id: 'III Corps', type: 'corps', steps: 3, artillery: 2, morale: 4, modifier: 0, cavalry: 'none' }]);
    expect(one.leaders).toEqual([{ id: 'Davout', combat: 3 }]);
    expect(one.army).toBe(2);
    const two = withStack(one, stack('france-2', ['IV Corps', 'Guard'], 'Soult', 0));
    expect(two.units.map((u) => u.id)).toEqual(['III Corps', 'IV Corps', 'Guard']);
    expect(two.leaders.map((l) => l.id)).toEqual(['Davout', 'Soult']);
    expect(two.army).toBe(2);
    expect(two.stacks).toEqual(['france-1', 'france-2']);
  });

  it('says why a stack cannot be sealed yet', () => {
    const ok = stack('x', ['III Corps'], 'Davout', 0).contents;
    expect(contentsProblem(undefined)).toMatch(/Enter the stack’s units/);
    expect(contentsProblem(ok)).toBeNull();
    expect(contentsProblem({ ...ok, units: [] })).toBe('A stack holds at least one unit.');
    expect(contentsProblem({ ...ok, leaders: [{ id: 'III Corps', combat: 1 }] })).toBe('“III Corps” is named twice.');
    expect(contentsProblem({ ...ok, units: [{ ...ok.units[0]!, id: ' ' }] })).toBe('Give every unit and leader a name.');
    const fleet = { id: 'Nelson', points: 3, bonus: 2, laden: 0, named: true };
    expect(contentsProblem({ units: [], leaders: [], army: 0, fleets: [fleet] })).toBeNull();
    expect(contentsProblem({ units: [], leaders: [], army: 0, fleets: [] })).toBe('A naval stack holds at least one fleet.');
    expect(contentsProblem({ units: [], leaders: [], army: 0, fleets: [fleet, { ...fleet, id: 'Calder' }, { ...fleet, id: 'Collingwood' }] })).toBe('At most two fleets stack together (§5.3.2.1).');
    expect(contentsProblem({ units: [], leaders: [], army: 0, fleets: [{ ...fleet, id: '' }] })).toBe('Give every fleet its admiral’s name.');
    expect(contentsProblem({ units: [], leaders: [], army: 0, fleets: [{ ...fleet, laden: 4 }] })).toBe('Nelson: 4 laden steps but 3 points (one combat point a step, §5.3.2.5).');
    expect(contentsProblem({ units: [], leaders: [], army: 0, fleets: [{ ...fleet, laden: 1, dummy: true }] })).toBe('Nelson is a dummy fleet (§10.6): it carries no troops.');
  });
});
