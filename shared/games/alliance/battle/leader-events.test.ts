// The odds input (`adc odds`) checks round-1 effects against the Leader events that name them [3.3].
import { describe, expect, it } from 'vitest';
import { AllianceInputError } from './errors';
import { defaultEventBlock } from './leader-events';
import type { BattleBlockInput } from './model';
import { computeAllianceOdds } from './odds';
import { parseAllianceBattleInput } from './schema';
import { battle, blk } from './test/fixtures';

const warn = (input: unknown) => parseAllianceBattleInput(input).setup.warnings;
const art = (o = {}) => blk('fr-art', 'attacker', 'artillery', 'A3', 3, o);
const inf = (o = {}) => blk('fr-inf', 'attacker', 'infantry', 'C3', 3, o);
const gb = (o = {}) => blk('gb-art', 'defender', 'artillery', 'A2', 2, o);
const gbInf = (o = {}) => blk('gb-inf', 'defender', 'infantry', 'C2', 4, o);

describe('round-1 modifiers and the events that name them [3.3]', () => {
  it('no event declared: +1 on artillery, infantry or cavalry, −1 on artillery and Panic on infantry pass; +1 on a fortress or HQ warns', () => {
    expect(warn(battle('land', [art({ round1Modifier: 1 }), inf({ round1Modifier: 1 }), gb({ round1Modifier: -1 }), gbInf({ round1NoFire: true })]))).toEqual([]);
    const w = warn(battle('land', [blk('fort', 'defender', 'fortress', 'C2', 3, { round1Modifier: 1 }), blk('hq', 'attacker', 'hq', 'B4', 2, { round1Modifier: 1 })]));
    expect(w).toHaveLength(2);
    expect(w[0]).toMatch(/^blocks\[0\] \(fort\): a round-1 modifier of \+1 on a defending fortress block, which no Leader event names .*\[3\.3\]$/);
    expect(w[1]).toMatch(/^blocks\[1\] \(hq\): a round-1 modifier of \+1 on an attacking hq block/);
  });
  it('no event gives −1 to infantry or +2 to anything, nor Panic to cavalry', () => {
    const w = warn(battle('land', [inf({ round1Modifier: -1 }), blk('cav', 'attacker', 'cavalry', 'B2', 2, { round1NoFire: true }), gb({ round1Modifier: 2 })]));
    expect(w.map((x) => x.slice(0, 14))).toEqual(['blocks[0] (fr-', 'blocks[1] (cav', 'blocks[2] (gb-']);
  });
  it('Grand Battery declared: +1 on the attacking artillery passes; +1 on the infantry warns, naming the event in play', () => {
    const leaderEvents = [{ leader: 'napoleon', side: 'attacker' }];
    expect(warn({ ...battle('land', [art({ round1Modifier: 1 }), inf(), gbInf()]), leaderEvents })).toEqual([]);
    const w = warn({ ...battle('land', [art(), inf({ round1Modifier: 1 }), gbInf()]), leaderEvents });
    expect(w).toEqual([
      'blocks[1] (fr-inf): a round-1 modifier of +1 on an attacking infantry block, which no Leader event names (the events in play: Napoléon’s Grand Battery (+1, artillery) for the attacker) [3.3]',
    ]);
    // The same warning reaches adc odds' output.
    expect(computeAllianceOdds({ ...battle('land', [art(), inf({ round1Modifier: 1 }), gbInf()]), leaderEvents }).warnings).toEqual(w);
  });
  it('Grand Battery is for one artillery block, on its own side', () => {
    const leaderEvents = [{ leader: 'napoleon', side: 'attacker' }];
    const two = warn({ ...battle('land', [art({ round1Modifier: 1 }), blk('fr-art2', 'attacker', 'artillery', 'A2', 2, { round1Modifier: 1 }), gbInf()]), leaderEvents });
    expect(two).toEqual(['leaderEvents: Napoléon’s Grand Battery (+1, artillery) is for one block, but 2 blocks carry it (fr-art, fr-art2) [3.3]']);
    const enemy = warn({ ...battle('land', [art(), gb({ round1Modifier: 1 }), gbInf()]), leaderEvents });
    expect(enemy[0]).toMatch(/blocks\[1\] \(gb-art\): a round-1 modifier of \+1 on a defending artillery block, which no Leader event names/);
  });
  it('Reverse Slope and Panic, played by the attacker, land on the defender’s blocks', () => {
    const leaderEvents = [{ leader: 'wellington', side: 'attacker' }, { leader: 'selim', side: 'attacker' }];
    expect(warn({ ...battle('land', [art(), gb({ round1Modifier: -1 }), gbInf({ round1NoFire: true })]), leaderEvents })).toEqual([]);
    expect(warn({ ...battle('land', [art({ round1Modifier: -1 }), gbInf()]), leaderEvents })[0]).toMatch(/blocks\[0\] \(fr-art\): a round-1 modifier of -1 on an attacking artillery/);
  });
  it('an event named twice, or an unknown leader, is refused with its field', () => {
    const twice = { ...battle('land', [art(), gbInf()]), leaderEvents: [{ leader: 'napoleon', side: 'attacker' }, { leader: 'napoleon', side: 'attacker' }] };
    expect(() => parseAllianceBattleInput(twice)).toThrow(AllianceInputError);
    expect(() => parseAllianceBattleInput(twice)).toThrow(/listed twice/);
    expect(() => parseAllianceBattleInput({ ...battle('land', [art(), gbInf()]), leaderEvents: [{ leader: 'talleyrand', side: 'attacker' }] })).toThrow(/leaderEvents\[0\]\.leader/);
  });
  it('the pre-set block: the strongest own block of the type for the player’s event, the weakest enemy one for an event on the enemy (owner’s choice)', () => {
    const blocks = [art(), blk('fr-art2', 'attacker', 'artillery', 'A2', 4), blk('fr-res', 'attacker', 'artillery', 'A3', 4, { reserve: true }), gb(), blk('gb-art2', 'defender', 'artillery', 'A3', 1)] as unknown as Array<Pick<BattleBlockInput, 'id' | 'side' | 'type' | 'strength' | 'reserve'>>;
    expect(defaultEventBlock(blocks, { leader: 'napoleon', side: 'attacker' })!.id).toBe('fr-art2');
    expect(defaultEventBlock(blocks, { leader: 'wellington', side: 'attacker' })!.id).toBe('gb-art2');
    expect(defaultEventBlock(blocks, { leader: 'cuesta', side: 'attacker' })).toBeNull();
  });
});
