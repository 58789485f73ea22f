// Seeded dice. The generator state is plain numbers so it lives in the campaign file;
// every roll continues the stream, so undoing a roll can never buy a better one.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = readonly number[];

export interface DiceRequest {
  /** Why the dice are thrown, e.g. "Diplomatic bid: France". */
  purpose: string;
  count: number;
  sides: number;
}

export interface DiceRoll extends DiceRequest {
  faces: number[];
  /** 'app' when rolled by the seeded generator, 'table' when entered from physical dice. */
  source: 'app' | 'table';
}

/**
 * An entry's dice as the table may see them (log, history review, exports): the dice of an entry sealed to its
 * owner (a secret draw) show no faces, only whose they are.
 */
export function shownDice(e: { dice?: readonly DiceRoll[] | undefined; sealed?: string | undefined }): Array<{ purpose: string; faces: number[]; sides: number; source: 'app' | 'table'; sealed?: string }> {
  return (e.dice ?? []).map((d) => (e.sealed ? { purpose: d.purpose, faces: [], sides: d.sides, source: d.source, sealed: e.sealed } : { purpose: d.purpose, faces: d.faces, sides: d.sides, source: d.source }));
}

export function seedState(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** A fresh random seed for a new campaign (not part of any rules computation). */
export function newSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}

export function rollDice(state: RngState, requests: readonly DiceRequest[]): { rolls: DiceRoll[]; state: RngState } {
  const g = xoroshiro128plusFromState(state);
  const rolls = requests.map((r) => {
    const faces: number[] = [];
    for (let i = 0; i < r.count; i++) faces.push(uniformInt(g, 1, r.sides));
    return { ...r, faces, source: 'app' as const };
  });
  return { rolls, state: g.getState() };
}

export class DiceEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiceEntryError';
  }
}

/** Checks dice entered from the table against what the rules ask for. */
export function physicalDice(requests: readonly DiceRequest[], entered: readonly (readonly number[])[]): DiceRoll[] {
  if (entered.length !== requests.length) {
    throw new DiceEntryError(`Expected ${requests.length} group(s) of dice, got ${entered.length}.`);
  }
  return requests.map((r, i) => {
    const faces = entered[i] ?? [];
    if (faces.length !== r.count) {
      throw new DiceEntryError(`${r.purpose}: enter ${r.count} d${r.sides}, got ${faces.length}.`);
    }
    for (const f of faces) {
      if (!Number.isInteger(f) || f < 1 || f > r.sides) {
        throw new DiceEntryError(`${r.purpose}: ${f} is not a face of a d${r.sides} (1-${r.sides}).`);
      }
    }
    return { ...r, faces: [...faces], source: 'table' as const };
  });
}
