// The battle log is shown to the table and kept in the campaign log: it names powers as people
// read them ("Britain"), not by their ids ("britain"). Found in QA: "britain assigns the hit to…".
import { describe, expect, it } from 'vitest';
import { applyAction, createBattle } from './resolver';
import { battle, blk } from './test/fixtures';

describe('battle log names', () => {
  it('the owner who places a tied hit is named with a capital', () => {
    const c = createBattle(battle('land', [
      blk('gb1', 'defender', 'infantry', 'C2', 3, { owner: 'britain' }),
      blk('gb2', 'defender', 'cavalry', 'B2', 3, { owner: 'britain' }),
      blk('art', 'attacker', 'artillery', 'A3', 1, { owner: 'france' }),
    ]));
    const x = applyAction(c.setup, c.state, { type: 'fire', blockId: 'art', dice: [1] });
    expect(x.pending.kind).toBe('assignHit');
    const y = applyAction(c.setup, x.state, { type: 'assignHit', blockId: 'gb2' });
    expect(y.log.join(' ')).toContain('Britain assigns the hit to');
    expect(y.log.join(' ')).not.toMatch(/\bbritain\b/);
  });
});
