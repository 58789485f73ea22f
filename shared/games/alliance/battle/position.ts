// Positions (JSON) <-> Work.
import { AllianceInputError } from './errors';
import { SLOT_NAMES, type BattlePositionInput, type BlockProgress, type SlotName } from './model';
import { type Compiled, MAX_ROUND, ST_ACTIVE, ST_ELIMINATED, ST_RETREATED, Work, initialWork } from './compile';
import { slotBlocks } from './rules';

// ---------------------------------------------------------------------------------------------
// Positions (JSON) <-> Work

/** Builds the Work for a (possibly partial) position, validating it. Fields are named "position.…". */
export function workFromPosition(b: Compiled, pos: BattlePositionInput | undefined, prefix = 'position'): Work {
  const w = initialWork(b);
  if (!pos) return w;
  const f = (s: string): string => `${prefix}.${s}`;
  w.round = pos.round ?? 1;
  if (!Number.isInteger(w.round) || w.round < 1 || w.round > MAX_ROUND) throw new AllianceInputError(f('round'), `round must be 1-${MAX_ROUND}`);
  w.sw = pos.switched ? 1 : 0;
  if (w.sw === 1 && w.round < 2) throw new AllianceInputError(f('switched'), 'the 7.23 switch happens at the start of round 2');
  if (w.sw === 1 && b.bySide[1]?.every((i) => b.reserve[i] === 0)) {
    throw new AllianceInputError(f('switched'), 'the 7.23 switch needs defending reserves');
  }
  const slot = pos.slot ?? 'A-defender';
  const s = SLOT_NAMES.indexOf(slot as SlotName);
  if (s < 0) throw new AllianceInputError(f('slot'), `unknown slot "${slot}"`);
  w.slot = s;
  for (const [id, p] of Object.entries(pos.blocks ?? {})) {
    const i = b.index.get(id);
    if (i === undefined) throw new AllianceInputError(f(`blocks.${id}`), `unknown block id "${id}"`);
    const blk = b.setup.blocks[i];
    const max = blk?.maxStrength ?? 4;
    if (p.strength !== undefined) {
      if (!Number.isInteger(p.strength) || p.strength < 0 || p.strength > max) {
        throw new AllianceInputError(f(`blocks.${id}.strength`), `strength must be 0-${max}`);
      }
      w.str[i] = p.strength;
    }
    if (p.status !== undefined) w.st[i] = p.status === 'active' ? ST_ACTIVE : p.status === 'retreated' ? ST_RETREATED : ST_ELIMINATED;
    if (w.st[i] === ST_ACTIVE && w.str[i] === 0 && b.isFleet[i] === 0) {
      throw new AllianceInputError(f(`blocks.${id}.strength`), 'an active army block has strength 1-4; use status "eliminated"');
    }
    if (w.st[i] === ST_RETREATED && b.isFort[i] === 1) {
      throw new AllianceInputError(f(`blocks.${id}.status`), 'a fortress cannot retreat [7.32]');
    }
    if (w.st[i] === ST_RETREATED && w.round < 2) {
      throw new AllianceInputError(f(`blocks.${id}.status`), 'no block can retreat in round 1 [7.2]');
    }
    if (p.halfHit) {
      if (b.isFort[i] !== 1) throw new AllianceInputError(f(`blocks.${id}.halfHit`), 'only a fortress takes half-hits [7.32]');
      if (w.st[i] !== ST_ACTIVE) throw new AllianceInputError(f(`blocks.${id}.halfHit`), 'only an active fortress can carry a half-hit');
      w.half[i] = 1;
    }
  }
  for (const sd of [0, 1]) {
    const halves = (b.bySide[sd] as number[]).filter((i) => w.half[i] === 1);
    if (halves.length > 1) {
      throw new AllianceInputError(f('blocks'), 'at most one fortress per side can carry a half-hit (the next hit must land on it) [7.32]');
    }
  }
  for (const [k, v] of Object.entries(pos.extensions ?? {})) {
    const g = b.groupKeys.indexOf(k);
    if (g < 0) throw new AllianceInputError(f(`extensions.${k}`), `unknown owner group "${k}" (use an owner, or "attacker"/"defender")`);
    w.ext[g] = v;
  }
  for (const [k, v] of Object.entries(pos.retreatsThisRound ?? {})) {
    const c = b.capKeys.indexOf(k);
    if (c < 0) throw new AllianceInputError(f(`retreatsThisRound.${k}`), `"${k}" has no retreat capacity limit in the policy`);
    w.rc[c] = v;
  }
  for (const [j, id] of (pos.acted ?? []).entries()) {
    const i = b.index.get(id);
    if (i === undefined) throw new AllianceInputError(f(`acted[${j}]`), `unknown block id "${id}"`);
    if (!slotBlocks(b, w, w.slot).includes(i)) throw new AllianceInputError(f(`acted[${j}]`), `block "${id}" does not act in slot ${slot}`);
    w.acted[i] = 1;
  }
  return w;
}

/** Current progress of every block as JSON. */
export function blockProgress(b: Compiled, w: Work): Record<string, BlockProgress> {
  const out: Record<string, BlockProgress> = {};
  for (let i = 0; i < b.n; i++) {
    out[b.ids[i] as string] = {
      strength: w.str[i] as number,
      status: w.st[i] === ST_ACTIVE ? 'active' : w.st[i] === ST_RETREATED ? 'retreated' : 'eliminated',
      halfHit: w.half[i] === 1,
    };
  }
  return out;
}

export function sideName(s: number): 'attacker' | 'defender' {
  return s === 0 ? 'attacker' : 'defender';
}
