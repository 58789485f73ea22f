// Digest §8 Group A rulebook examples (combat, bids, roll-offs) and Group B scripted-dice
// procedures P1-P8, played through the step-by-step resolver.
import { describe, expect, it } from 'vitest';
import { BattleActionError } from './errors';
import { applyAction, createBattle, diceNeeded, pendingDecision, type BattleAction, type StepResult } from './resolver';
import type { BattleSetup } from './model';
import { BATTLE_EXAMPLE, battle, blk, drive, fireWith } from './test/fixtures';

function start(input: unknown): { setup: BattleSetup; r: StepResult } {
  const c = createBattle(input);
  return { setup: c.setup, r: c };
}

function fire(setup: BattleSetup, r: StepResult, blockId: string, dice: number[], autoTies = false): StepResult {
  expect(r.pending.kind).toBe('turn');
  if (r.pending.kind === 'turn') expect(r.pending.blockId).toBe(blockId);
  return applyAction(setup, r.state, { type: 'fire', blockId, dice }, { autoTies });
}

const str = (r: StepResult, id: string) => r.state.blocks[id]?.strength;
const status = (r: StepResult, id: string) => r.state.blocks[id]?.status;

describe('Group A: rulebook combat examples', () => {
  it('A1: a B1 hits only on 1, a B3 on 1-3; a defending C2 acts before an attacking C3', () => {
    const { setup, r } = start(battle('land', [
      blk('d', 'defender', 'infantry', 'C2', 1),
      blk('a', 'attacker', 'infantry', 'C3', 1),
      blk('b1', 'defender', 'cavalry', 'B1', 4),
      blk('b3', 'attacker', 'cavalry', 'B3', 4),
      blk('big', 'attacker', 'infantry', 'C1', 4),
      blk('big2', 'defender', 'infantry', 'C1', 4),
    ]));
    // B-defender then B-attacker, then C-defender before C-attacker
    const { turns } = drive(setup, r, fireWith(6), (x) => x.state.round > 1);
    expect(turns).toEqual(['1:B-defender:b1', '1:B-attacker:b3', '1:C-defender:d', '1:C-defender:big2', '1:C-attacker:a', '1:C-attacker:big']);
    const after = fire(setup, r, 'b1', [1, 2, 3, 4], true);
    expect(after.log.join(' ')).toMatch(/1 hit \(hits on 1\)/);
    const r2 = fire(setup, after, 'b3', [1, 2, 3, 4], true);
    expect(r2.log.join(' ')).toMatch(/3 hits \(hits on 1-3\)/);
  });

  it('A5: Grand Battery +1 in round 1 only (A3 -> A4); Reverse Slope -1 on the enemy artillery', () => {
    const { setup, r } = start(battle('land', [
      blk('art', 'attacker', 'artillery', 'A3', 3, { round1Modifier: 1 }),
      blk('gb-art', 'defender', 'artillery', 'A2', 2, { round1Modifier: -1 }),
      blk('d', 'defender', 'infantry', 'C1', 4),
    ]));
    // Reverse Slope: the defending A2 fires as A1 in round 1: dice 2, 1 -> 1 hit
    let x = fire(setup, r, 'gb-art', [2, 1]);
    expect(x.log.join(' ')).toMatch(/1 hit \(hits on 1\)/);
    // Grand Battery: A3 at strength 3 (now 2 after the hit) ... use a fresh battle for exact dice 4, 5, 1
    const g = start(battle('land', [
      blk('art', 'attacker', 'artillery', 'A3', 3, { round1Modifier: 1 }),
      blk('d', 'defender', 'infantry', 'C1', 4),
    ]));
    x = fire(g.setup, g.r, 'art', [4, 5, 1]);
    expect(x.log.join(' ')).toMatch(/2 hits \(hits on 1-4\)/);
    // play on to round 2 with misses; the same dice now give 1 hit (A3)
    const toR2 = drive(g.setup, x, fireWith(6), (s) => s.state.round === 2);
    expect(toR2.r.pending.kind).toBe('turn');
    const y = fire(g.setup, toR2.r, 'art', [4, 5, 1]);
    expect(y.log.join(' ')).toMatch(/1 hit \(hits on 1-3\)/);
  });

  it('A12: British Cav B2 + Inf C2 attack French Art A2 + Inf C2: French Art, British Cav, French Inf, British Inf', () => {
    const { setup, r } = start(battle('land', [
      blk('gb-cav', 'attacker', 'cavalry', 'B2', 2),
      blk('gb-inf', 'attacker', 'infantry', 'C2', 2),
      blk('fr-art', 'defender', 'artillery', 'A2', 2),
      blk('fr-inf', 'defender', 'infantry', 'C2', 2),
    ]));
    const { turns } = drive(setup, r, fireWith(6), (x) => x.state.round > 2);
    expect(turns.map((t) => t.split(':')[2])).toEqual(['fr-art', 'gb-cav', 'fr-inf', 'gb-inf', 'fr-art', 'gb-cav', 'fr-inf', 'gb-inf']);
  });

  it('A13: the reserve does not act or take hits in round 1 and joins in round 2', () => {
    const { setup, r } = start(battle('land', [
      blk('norte1', 'attacker', 'infantry', 'C3', 2),
      blk('norte2', 'attacker', 'infantry', 'C3', 1),
      blk('andalusia', 'attacker', 'infantry', 'C3', 4, { reserve: true }),
      blk('fr1', 'defender', 'infantry', 'C4', 2),
      blk('fr2', 'defender', 'infantry', 'C4', 2),
    ]));
    // The French score 2 + 2 hits: only the main blocks (3 steps in all) can be hit; the rest is forfeit.
    let x = fire(setup, r, 'fr1', [1, 1], true);
    expect(str(x, 'andalusia')).toBe(4);
    x = fire(setup, x, 'fr2', [1, 1]);
    expect(status(x, 'norte1')).toBe('eliminated');
    expect(status(x, 'norte2')).toBe('eliminated');
    expect(str(x, 'andalusia')).toBe(4);
    expect(x.log.join(' ')).toMatch(/forfeit/);
    expect(x.state.round).toBe(2);
    expect(x.log.join(' ')).toMatch(/Reserves revealed/);
    const { turns } = drive(setup, x, fireWith(6), (s) => s.state.round > 2);
    expect(turns).toContain('2:C-attacker:andalusia');
  });

  it('A9: Bavaria: round 1 is France 3 main vs Austria 3; both sides\' 2 reserves join in round 2', () => {
    const { setup, r } = start(battle('land', [
      blk('fr1', 'attacker', 'infantry', 'C3', 3, { owner: 'france' }),
      blk('fr2', 'attacker', 'infantry', 'C3', 3, { owner: 'france' }),
      blk('fr3', 'attacker', 'cavalry', 'B2', 3, { owner: 'france' }),
      blk('fr4', 'attacker', 'infantry', 'C2', 2, { owner: 'france', reserve: true }),
      blk('fr5', 'attacker', 'artillery', 'A3', 2, { owner: 'france', reserve: true }),
      blk('au1', 'defender', 'infantry', 'C2', 3, { owner: 'austria' }),
      blk('au2', 'defender', 'infantry', 'C2', 3, { owner: 'austria' }),
      blk('au3', 'defender', 'cavalry', 'B2', 3, { owner: 'austria' }),
      blk('au4', 'defender', 'infantry', 'C3', 2, { owner: 'austria', reserve: true }),
      blk('au5', 'defender', 'infantry', 'C3', 2, { owner: 'austria', reserve: true }),
    ]));
    const { turns } = drive(setup, r, fireWith(6), (x) => x.state.round > 2);
    const ids = (round: number) => turns.filter((t) => t.startsWith(`${round}:`)).map((t) => t.split(':')[2]).sort();
    expect(ids(1)).toEqual(['au1', 'au2', 'au3', 'fr1', 'fr2', 'fr3']);
    expect(ids(2)).toEqual(['au1', 'au2', 'au3', 'au4', 'au5', 'fr1', 'fr2', 'fr3', 'fr4', 'fr5']);
  });

  it('A14: cavalry 3B3 rolls 2, 4, 5: 1 hit, 2 misses', () => {
    const { setup, r } = start(battle('land', [blk('cav', 'attacker', 'cavalry', 'B3', 3), blk('d', 'defender', 'infantry', 'C2', 4)]));
    const x = fire(setup, r, 'cav', [2, 4, 5]);
    expect(x.log.join(' ')).toMatch(/1 hit/);
    expect(str(x, 'd')).toBe(3);
  });

  it('A15: French 3, 2, 2 take 2 hits: the 3 first, then a French choice among three 2s -> {2, 2, 1}', () => {
    const { setup, r } = start(battle('land', [
      blk('fr3', 'defender', 'infantry', 'C2', 3, { owner: 'france' }),
      blk('fr2a', 'defender', 'infantry', 'C2', 2, { owner: 'france' }),
      blk('fr2b', 'defender', 'cavalry', 'B2', 2, { owner: 'france' }),
      blk('gb', 'attacker', 'artillery', 'A3', 2),
    ]));
    const x = fire(setup, r, 'gb', [1, 1]);
    expect(str(x, 'fr3')).toBe(2);
    expect(x.pending.kind).toBe('assignHit');
    if (x.pending.kind !== 'assignHit') return;
    expect(x.pending.candidates.sort()).toEqual(['fr2a', 'fr2b', 'fr3']);
    expect(x.pending.decidedBy).toBe('france');
    expect(x.state.phase).toBe('hits');
    const y = applyAction(setup, x.state, { type: 'assignHit', blockId: 'fr2b' });
    expect(['fr3', 'fr2a', 'fr2b'].map((id) => str(y, id)).sort()).toEqual([1, 2, 2]);
    expect(str(y, 'fr2b')).toBe(1);
    // a block that is not among the tied strongest is refused
    expect(() => applyAction(setup, x.state, { type: 'assignHit', blockId: 'gb' })).toThrow(BattleActionError);
  });

  it('A16 / [BE]: round 1 and round 2 slots of the Battle Example', () => {
    const { setup, r } = start(BATTLE_EXAMPLE);
    const seen: string[] = [];
    const { r: end } = drive(setup, r, (s) => {
      if (s.pending.kind === 'turn') seen.push(`${s.pending.round} ${s.pending.slot} ${s.pending.blockId} ${s.pending.dice}d<=${s.pending.threshold} ${s.pending.options.join('/')}`);
      return fireWith(6)(s);
    }, (s) => s.state.round > 2);
    expect(seen.slice(0, 7)).toEqual([
      '1 A-defender gb-art 2d<=3 fire/pass',
      '1 B-defender wellington 2d<=4 fire/pass',
      '1 B-attacker napoleon 3d<=4 fire/pass',
      '1 C-defender gb-inf 4d<=3 fire/pass',
      '1 C-defender es-inf 3d<=2 fire/pass',
      '1 C-attacker fr-c3a 4d<=3 fire/pass',
      '1 C-attacker fr-c3b 3d<=3 fire/pass',
    ]);
    expect(seen.slice(7)).toEqual([
      '2 A-defender gb-art 2d<=3 fire/retreat/pass',
      '2 B-defender wellington 2d<=4 fire/retreat/pass',
      '2 B-attacker napoleon 3d<=4 fire/retreat/pass',
      '2 B-attacker fr-b3 3d<=3 fire/retreat/pass',
      '2 C-defender gb-inf 4d<=3 fire/retreat/pass',
      '2 C-defender es-inf 3d<=2 fire/retreat/pass',
      '2 C-attacker fr-c3a 4d<=3 fire/retreat/pass',
      '2 C-attacker fr-c3b 3d<=3 fire/retreat/pass',
      '2 C-attacker fr-c4 3d<=4 fire/retreat/pass',
    ]);
    expect(end.state.round).toBe(3);
  });
});

describe('Group B procedures P1-P8 (scripted dice)', () => {
  it('P1: fortress half-hit, forced second hit, then an owner choice; an unpaired half-hit is recovered', () => {
    const { setup, r } = start(battle('land', [
      blk('fort', 'defender', 'fortress', 'C2', 3),
      blk('inf', 'defender', 'infantry', 'C2', 2),
      blk('a1', 'attacker', 'infantry', 'C4', 1),
      blk('a2', 'attacker', 'infantry', 'C4', 1),
      blk('a3', 'attacker', 'infantry', 'C4', 1),
    ]));
    let x = fire(setup, r, 'fort', [6, 6, 6]);
    x = fire(setup, x, 'inf', [6, 6]);
    x = fire(setup, x, 'a1', [1]);
    expect(x.state.blocks.fort).toEqual({ strength: 3, status: 'active', halfHit: true });
    x = fire(setup, x, 'a2', [1]);
    expect(x.state.blocks.fort).toEqual({ strength: 2, status: 'active', halfHit: false });
    x = fire(setup, x, 'a3', [1]);
    expect(x.pending.kind).toBe('assignHit');
    if (x.pending.kind === 'assignHit') expect(x.pending.candidates.sort()).toEqual(['fort', 'inf']);
    x = applyAction(setup, x.state, { type: 'assignHit', blockId: 'fort' });
    expect(x.state.blocks.fort).toEqual({ strength: 2, status: 'active', halfHit: true });
    // Round 2: the half-hit does not reduce the fortress's dice
    expect(x.pending.kind === 'turn' && x.pending.blockId === 'fort' && x.pending.dice).toBe(2);
    x = fire(setup, x, 'fort', [1, 1], true);
    x = fire(setup, x, 'inf', [1, 6], true);
    expect(x.pending.kind).toBe('finished');
    expect(x.state.outcome?.holds).toBe('defender');
    expect(x.state.blocks.fort).toEqual({ strength: 2, status: 'active', halfHit: false });
  });

  it('P2: reserve immunity; 3 hits kill the main block, the 4th is forfeit; the battle goes on (A-14)', () => {
    const { setup, r } = start(battle('land', [
      blk('d1', 'defender', 'infantry', 'C4', 2),
      blk('d2', 'defender', 'infantry', 'C4', 2),
      blk('main', 'attacker', 'infantry', 'C3', 3),
      blk('res', 'attacker', 'infantry', 'C3', 3, { reserve: true }),
    ]));
    let x = fire(setup, r, 'd1', [1, 1]);
    expect(str(x, 'main')).toBe(1);
    x = fire(setup, x, 'd2', [1, 1]);
    expect(status(x, 'main')).toBe('eliminated');
    expect(x.state.blocks.res).toEqual({ strength: 3, status: 'active', halfHit: false });
    expect(x.log.join(' ')).toMatch(/1 excess hit\(s\) forfeit/);
    expect(x.state.round).toBe(2);
    expect(x.state.switched).toBe(false);
    const { turns } = drive(setup, x, fireWith(6), (s) => s.state.round > 2);
    expect(turns).toEqual(['2:C-defender:d1', '2:C-defender:d2', '2:C-attacker:res']);
  });

  it('P3: 7.23 control switch; the reserve arrives at 2 as the attacker and must retreat in round 4', () => {
    const { setup, r } = start(battle('land', [
      blk('a', 'attacker', 'infantry', 'C3', 4),
      blk('main', 'defender', 'infantry', 'C1', 1),
      blk('res', 'defender', 'infantry', 'C3', 3, { reserve: true }),
    ]));
    let x = fire(setup, r, 'main', [6]);
    x = fire(setup, x, 'a', [1, 5, 6, 6]);
    expect(status(x, 'main')).toBe('eliminated');
    expect(x.state.round).toBe(2);
    expect(x.state.switched).toBe(true);
    expect(str(x, 'res')).toBe(2);
    expect(x.log.join(' ')).toMatch(/7\.23/);
    // The original attacker now defends and fires first in slot C
    expect(x.pending.kind === 'turn' && `${x.pending.slot} ${x.pending.blockId}`).toBe('C-defender a');
    const end = drive(setup, x, fireWith(6));
    expect(end.r.state.outcome).toMatchObject({ holds: 'attacker', endRound: 4, switched: true, retreated: ['res'] });
    expect(end.turns.at(-1)).toBe('4:C-defender:a');
  });

  it('P4: round-4 forced retreats in slot order; with capacity 1 the infantry is eliminated', () => {
    const blocks = [
      blk('art', 'attacker', 'artillery', 'A2', 2),
      blk('inf', 'attacker', 'infantry', 'C2', 3),
      blk('cav', 'defender', 'cavalry', 'B3', 3),
    ];
    for (const cap of [undefined, 1]) {
      const input = battle('land', blocks, cap === undefined ? {} : { policy: { retreatCapacity: { attacker: cap } } });
      const { setup, r } = start(input);
      const toR4 = drive(setup, r, fireWith(6), (s) => s.state.round === 4);
      // The artillery left at slot 2 (A-attacker) without being asked; the cavalry fires next
      expect(toR4.r.log.join(' ')).toMatch(/art \(2A2\) must retreat/);
      expect(status(toR4.r, 'art')).toBe('retreated');
      let x = fire(setup, toR4.r, 'cav', [1, 6, 6]);
      expect(str(x, 'inf')).toBe(2);
      expect(x.pending.kind).toBe('finished');
      x = x;
      if (cap === undefined) {
        expect(x.state.outcome).toMatchObject({ holds: 'defender', endRound: 4, retreated: ['art', 'inf'], eliminated: [] });
      } else {
        expect(x.state.outcome).toMatchObject({ holds: 'defender', retreated: ['art'], eliminated: ['inf'] });
        expect(x.log.join(' ')).toMatch(/no retreat capacity/);
      }
    }
  });

  it('P5: HQ extension: 2B4 extends once (retreat in round 5); an HQ at 1 cannot; Napoléon at 3 extends twice', () => {
    const run = (hqStrength: number, extend: boolean) => {
      const { setup, r } = start(battle('land', [
        blk('hq', 'attacker', 'hq', 'B4', hqStrength, { maxStrength: 3 }),
        blk('inf', 'attacker', 'infantry', 'C3', 2),
        blk('d', 'defender', 'infantry', 'C1', 4),
      ]));
      const asked: number[] = [];
      const res = drive(setup, r, (s) => {
        if (s.pending.kind === 'extend') {
          asked.push(s.pending.round);
          return { type: 'extend', group: s.pending.group, extend } as BattleAction;
        }
        return fireWith(6)(s);
      });
      return { res, asked };
    };
    const two = run(2, true);
    expect(two.asked).toEqual([3]);
    expect(two.res.r.state.outcome).toMatchObject({ holds: 'defender', endRound: 5 });
    expect(two.res.r.state.blocks.hq?.strength).toBe(1);
    expect(two.res.turns).toContain('4:C-attacker:inf'); // the attackers fire in round 4
    const one = run(1, true);
    expect(one.asked).toEqual([]);
    expect(one.res.r.state.outcome?.endRound).toBe(4);
    const nap = run(3, true);
    expect(nap.asked).toEqual([3, 4]);
    expect(nap.res.r.state.outcome?.endRound).toBe(6);
    expect(nap.res.r.state.blocks.hq?.strength).toBe(1);
    const declined = run(3, false);
    expect(declined.asked).toEqual([3]);
    expect(declined.res.r.state.outcome?.endRound).toBe(4);
  });

  it('P6: a 3D2 fleet in a naval-base region rolls 1, 2, 6: 1 hit (fires as D1)', () => {
    const { setup, r } = start(battle('coastal', [blk('f', 'attacker', 'fleet', 'D2', 3), blk('d', 'defender', 'infantry', 'C1', 4)]));
    const x = drive(setup, r, fireWith(6), (s) => s.pending.kind === 'turn' && s.pending.blockId === 'f');
    expect(x.r.pending.kind === 'turn' && x.r.pending.threshold).toBe(1);
    const y = fire(setup, x.r, 'f', [1, 2, 6]);
    expect(y.log.join(' ')).toMatch(/1 hit \(hits on 1\)/);
  });

  it('P7: a 0-step fleet rolls no dice; army at 1 is hit before the fleet at 0; one hit sinks the fleet', () => {
    const { setup, r } = start(battle('coastal', [
      blk('army', 'defender', 'infantry', 'C2', 1),
      blk('fleet', 'defender', 'fleet', 'D2', 0),
      blk('a', 'attacker', 'infantry', 'C4', 2),
    ]));
    let x = fire(setup, r, 'army', [6]);
    x = fire(setup, x, 'a', [1, 6]);
    expect(status(x, 'army')).toBe('eliminated');
    expect(x.state.blocks.fleet).toEqual({ strength: 0, status: 'active', halfHit: false });
    expect(x.log.join(' ')).toMatch(/fleet \(0D2\) has no dice/);
    // Round 2: the fleet's turn has 0 dice
    expect(x.state.round).toBe(2);
    expect(x.pending.kind === 'turn' && x.pending.blockId === 'a').toBe(true);
    x = fire(setup, x, 'a', [6, 6]);
    expect(x.pending.kind === 'turn' && `${x.pending.blockId} ${x.pending.dice}`).toBe('fleet 0');
    expect(diceNeeded(setup, x.state)?.count).toBe(0);
    x = fire(setup, x, 'fleet', []);
    x = fire(setup, x, 'a', [1, 6]);
    expect(status(x, 'fleet')).toBe('eliminated');
    expect(x.state.outcome?.holds).toBe('attacker');
  });

  it('P8: Selim III Panic: the designated infantry skips round 1 only', () => {
    const { setup, r } = start(battle('land', [
      blk('inf', 'attacker', 'infantry', 'C3', 2, { round1NoFire: true }),
      blk('d', 'defender', 'infantry', 'C2', 2),
    ]));
    const x = drive(setup, r, fireWith(6), (s) => s.state.round === 2);
    expect(x.turns).toEqual(['1:C-defender:d']);
    expect(x.log.join(' ')).toMatch(/does not fire \(Panic\)/);
    const y = drive(setup, x.r, fireWith(6), (s) => s.state.round === 3);
    expect(y.turns).toEqual(['2:C-defender:d', '2:C-attacker:inf']);
  });
});

describe('resolver contract', () => {
  it('validates dice: count, integer faces 1-6, clear errors', () => {
    const { setup, r } = start(BATTLE_EXAMPLE);
    const bad = (dice: unknown[], field: string, msg: RegExp) => {
      try {
        applyAction(setup, r.state, { type: 'fire', blockId: 'gb-art', dice: dice as number[] });
        throw new Error('no error');
      } catch (e) {
        expect(e).toBeInstanceOf(BattleActionError);
        expect((e as BattleActionError).field).toBe(field);
        expect((e as Error).message).toMatch(msg);
      }
    };
    bad([1], 'dice', /expected 2 d6, got 1/);
    bad([1, 2, 3], 'dice', /expected 2 d6, got 3/);
    bad([0, 2], 'dice[0]', /not a face of a d6/);
    bad([1, 7], 'dice[1]', /not a face/);
    bad([1, 2.5], 'dice[1]', /not a face/);
    bad([1, '2'], 'dice[1]', /not a face/);
    expect(() => applyAction(setup, r.state, { type: 'fire', blockId: 'napoleon', dice: [1, 1, 1] })).toThrow(/gb-art's battle turn/);
    expect(() => applyAction(setup, r.state, { type: 'retreat', blockId: 'gb-art' })).toThrow(/cannot retreat now/);
    expect(() => applyAction(setup, r.state, { type: 'assignHit', blockId: 'gb-art' })).toThrow(BattleActionError);
    expect(diceNeeded(setup, r.state)).toEqual({ purpose: 'British artillery fires (hits on 1-3)', count: 2, sides: 6 });
  });

  it('state is plain JSON and survives a round trip at every step', () => {
    const { setup, r } = start(BATTLE_EXAMPLE);
    let x = r;
    let seed = 12345;
    const roll = () => {
      seed = (seed * 16807) % 2147483647;
      return 1 + (seed % 6);
    };
    for (let k = 0; k < 200 && x.pending.kind !== 'finished'; k++) {
      const copy = JSON.parse(JSON.stringify(x.state));
      expect(copy).toEqual(x.state);
      expect(pendingDecision(JSON.parse(JSON.stringify(setup)), copy)).toEqual(x.pending);
      const p = x.pending;
      const action: BattleAction =
        p.kind === 'turn'
          ? { type: 'fire', blockId: p.blockId, dice: Array.from({ length: p.dice }, roll) }
          : p.kind === 'assignHit'
            ? { type: 'assignHit', blockId: p.candidates.at(-1) as string }
            : p.kind === 'extend'
              ? { type: 'extend', group: p.group, extend: true }
              : { type: 'pursue', group: (p as { group: string }).group, pursue: true };
      x = applyAction(setup, copy, action);
      expect(x.state.step).toBe(copy.step + 1);
    }
    expect(x.pending.kind).toBe('finished');
  });
});
