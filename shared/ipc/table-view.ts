// The table display's view: what the people round the table read from two metres (Year / turn / phase, who
// acts, every power's headline tracks, the last battle). Built in main from the campaign view and sent on a
// read-only channel. A track its owner keeps hidden leaves main without its value, so no display, phone or
// socket can read it.
import type { Campaign } from '../engine/campaign';
import type { LogEntry, ReviewBattle } from '../engine/types';
import type { CampaignView } from './contract';
import { battlesOf } from '../review/charts';

export type { ShareState, TableBattle, TablePower, TableRoll, TableTrack, TableView } from './table-types';
import type { TableBattle, TablePower, TableRoll, TableView } from './table-types';

/** How many in-force entries back the last battle is looked for after an undo or an opening. */
export const BATTLE_LOOKBACK = 400;
/** At most this many of the last battle's rolls are kept (a long battle's first rounds matter less). */
export const BATTLE_ROLLS = 6;

function rollsOf(e: LogEntry): TableRoll[] {
  return (e.sealed ? [] : (e.dice ?? [])).map((d) => ({ purpose: d.purpose, faces: [...d.faces], sides: d.sides }));
}

export function tableView(v: CampaignView, lastBattle: TableBattle | null): TableView {
  const name = (id: string) => v.tracks.find((t) => t.id === id)?.name ?? id;
  const powers = v.powers.map<TablePower>((p) => ({
    power: p.power,
    name: p.name,
    colour: p.colour,
    player: p.player,
    status: p.status,
    defeated: p.defeated,
    tracks: Object.entries(p.tracks).map(([id, value]) => ({ id, name: name(id), value: p.hidden?.includes(id) ? null : value })),
  }));
  const globals = v.tracks
    .filter((t) => t.scope === 'global')
    .flatMap((t) => {
      const d = v.derived.find((x) => x.id === t.id && !x.power);
      return d ? [{ id: t.id, name: t.name, value: d.value }] : [];
    });
  // A sealed roll (a secret draw) is never put up on the table display.
  const roll = v.log.findLast((r) => r.status === 'active' && r.dice?.length && !r.dice.some((d) => d.sealed));
  const d = roll?.dice?.[roll.dice.length - 1];
  return {
    gameName: v.gameName,
    scenarioName: v.scenarioName,
    title: v.header.title || v.fileName,
    turn: v.turn,
    phase: v.step.phaseTitle,
    step: v.step.title,
    who: v.step.who,
    prompt: v.prompt,
    powers,
    globals,
    lastBattle,
    lastRoll: roll && d ? { purpose: d.purpose, faces: d.faces, sides: d.sides, title: roll.title, seq: roll.seq } : null,
    gameOver: v.gameOver,
  };
}

/**
 * Keeps the campaign's last battle (through the game's review.battle hook) as the log changes: an appended
 * entry is checked against the state before it; anything else (an opening, an undo of that battle) looks back
 * through the entries in force, at most BATTLE_LOOKBACK of them.
 */
export class LastBattleTracker {
  private campaign: Campaign<any> | null = null;
  private active: readonly number[] = [];
  private state: unknown = null;
  private last: TableBattle | null = null;

  update(c: Campaign<any> | null): TableBattle | null {
    const hook = c?.module.review;
    if (!c || !(hook?.battle || hook?.battles)) {
      this.campaign = c;
      this.last = null;
      return null;
    }
    const now = c.activeSeqs;
    const prev = this.active;
    const appended = this.campaign === c && now.length === prev.length + 1 && prev.every((s, i) => now[i] === s);
    const same = this.campaign === c && now.length === prev.length && prev.every((s, i) => now[i] === s);
    if (appended) {
      const e = c.entries[now[now.length - 1]! - 1]!;
      const b = battlesOf(hook, e, this.state, c.state, c.header).at(-1);
      if (b) this.last = this.make(c, b, e);
    } else if (!same) {
      // An undo cannot bring a battle back: it keeps the last one while that is still in force (or none).
      const undo = this.campaign === c && now.length < prev.length && now.every((s, i) => prev[i] === s);
      const keep = undo && (!this.last || now.includes(this.last.seq));
      if (!keep) this.last = this.scan(c);
    }
    this.campaign = c;
    this.active = [...now];
    this.state = c.state;
    return this.last;
  }

  private scan(c: Campaign<any>): TableBattle | null {
    const hook = c.module.review;
    const seqs = c.activeSeqs;
    let after = c.state;
    for (let i = seqs.length - 1; i >= Math.max(0, seqs.length - BATTLE_LOOKBACK); i--) {
      const before = c.stateAfter(i > 0 ? seqs[i - 1]! : 0);
      const e = c.entries[seqs[i]! - 1]!;
      const b = battlesOf(hook, e, before, after, c.header).at(-1);
      if (b) return this.make(c, b, e);
      after = before;
    }
    return null;
  }

  /** The battle's rolls: its finishing entry's and those of the in-force entries of the same kind just before it. */
  private make(c: Campaign<any>, b: ReviewBattle, e: LogEntry): TableBattle {
    const seqs = c.activeSeqs;
    const rolls: TableRoll[] = [];
    for (let i = seqs.indexOf(e.seq); i >= 0 && rolls.length < BATTLE_ROLLS; i--) {
      const x = c.entries[seqs[i]! - 1]!;
      if (x.type !== e.type) break;
      rolls.unshift(...rollsOf(x).reverse().slice(0, BATTLE_ROLLS - rolls.length).reverse());
    }
    return { ...b, seq: e.seq, when: e.when, rolls };
  }
}
