// The table display's view: the last battle as the log grows, is undone and reopened (checked against the
// review's own battles table, built by a separate fold), and hidden treasuries never leaving main.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../engine/campaign';
import type { AllianceState } from '../games/alliance/state';
import { chartData } from '../review/charts';
import { Timeline } from '../review/timeline';
import { A12_BATTLE as A12, allianceCampaign, battleAtBavaria, plainBattleStep } from '../test/fixtures';
import { buildView } from './view';
import { BATTLE_ROLLS, LastBattleTracker, tableView } from './table-view';

function toBattle(settings: Record<string, unknown> = {}) {
  const c = battleAtBavaria(allianceCampaign(undefined, undefined, undefined, settings), ['britain'], ['france']);
  c.act('battle.setup', { battle: 1, input: A12 });
  return c;
}

/** One step of the fight with the app's dice; false when it is over. */
const step = (c: Campaign<AllianceState>): boolean => plainBattleStep(c);

describe('the table display’s last battle', () => {
  it('follows the fight entry by entry, and matches the review’s battles table', () => {
    const c = toBattle();
    const t = new LastBattleTracker();
    expect(t.update(c)).toBeNull();
    for (let guard = 0; guard < 200 && step(c); guard++) {
      const b = t.update(c);
      if (c.state.battles[0]!.status !== 'resolved') expect(b).toBeNull();
    }
    const b = t.update(c)!;
    expect(b).not.toBeNull();
    // The review folds the whole file again, on its own.
    const row = chartData(Timeline.of(c.module, c.toFile())).battles.at(-1)!;
    expect(b).toMatchObject({ where: row.where, attacker: row.attacker, defender: row.defender, result: row.result, winner: row.winner, seq: row.seq });
    expect(b.attackerChance).toBeCloseTo(row.attackerChance!, 12);
    expect(b.attackerChance).toBeGreaterThan(0);
    expect(b.attackerChance).toBeLessThan(1);
    // Its dice: the last rolls of its steps, in the order thrown.
    const thrown = c.entries.filter((e) => e.type === 'battle.step' && e.dice?.length).flatMap((e) => e.dice!.map((d) => d.faces));
    expect(b.rolls.map((r) => r.faces)).toEqual(thrown.slice(-BATTLE_ROLLS));
    // A display opened afterwards finds the same battle by looking back.
    expect(new LastBattleTracker().update(c)).toEqual(b);
    // The table view carries it, with the turn and phase in the game's words.
    const v = tableView(buildView(c, null), b);
    expect(v.lastBattle).toBe(b);
    expect(v.turn.full).toBe(c.module.turnLabel(c.state).full);
  });

  it('drops a battle that is undone, and an undo elsewhere keeps it', () => {
    const c = toBattle();
    while (step(c));
    const t = new LastBattleTracker();
    const b = t.update(c)!;
    c.act('sequence.next', {});
    expect(t.update(c)).toEqual(b);
    c.undo();
    expect(t.update(c)).toEqual(b);
    c.undo();
    expect(t.update(c)).toBeNull();
    c.redo();
    expect(t.update(c)).toEqual(b);
  });

  it('a game that does not report its battles shows none', () => {
    const c = toBattle();
    while (step(c));
    const m = { ...c.module, review: undefined };
    const again = Campaign.load(m, c.toFile());
    expect(new LastBattleTracker().update(again)).toBeNull();
  });
});

describe('the table display’s tracks', () => {
  it('shows every power’s tracks by name, and the last roll', () => {
    const c = toBattle();
    step(c);
    const view = buildView(c, null);
    const v = tableView(view, null);
    expect(v.powers.map((p) => p.power)).toEqual(view.powers.map((p) => p.power));
    for (const p of v.powers) {
      const src = view.powers.find((x) => x.power === p.power)!;
      expect(p.tracks.map((t) => t.id)).toEqual(Object.keys(src.tracks));
      for (const t of p.tracks) {
        expect(t.value).toBe(src.tracks[t.id]);
        expect(t.name).toBe(c.module.tracks.find((d) => d.id === t.id)?.name ?? t.id);
      }
    }
    const last = c.entries.at(-1)!;
    expect(v.lastRoll).toMatchObject({ seq: last.seq, faces: last.dice!.at(-1)!.faces });
  });

  it('hidden treasuries [3.4] leave main without their values', () => {
    const c = allianceCampaign();
    c.act('rules.set', { id: 'hiddenTreasuries', value: true });
    const view = buildView(c, null);
    const hidden = view.powers.filter((p) => p.hidden?.includes('gold'));
    expect(hidden.length).toBeGreaterThan(0);
    const v = tableView(view, null);
    for (const p of hidden) {
      const gold = v.powers.find((x) => x.power === p.power)!.tracks.find((t) => t.id === 'gold')!;
      expect(gold.value).toBeNull();
      expect(typeof p.tracks.gold).toBe('number');
    }
    // Shown when the option is off.
    const open = tableView(buildView(allianceCampaign(), null), null);
    expect(open.powers.some((p) => p.tracks.some((t) => t.id === 'gold' && typeof t.value === 'number'))).toBe(true);
  });
});
