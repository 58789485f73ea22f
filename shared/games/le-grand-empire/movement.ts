// Movement-point arithmetic of §5.2 that a referee checks by hand (the map stays on the table): absorbing corps
// into an army, a leader going on without his corps, crossing a river or a mountain pass. Pure; refusals are
// sentences with the rule.
import { cellValue } from '../../data/access';
import type { DataPack } from '../../data/tables';

/** A corps or detachment an army takes in during its move. */
export interface Absorption {
  /** Where it is taken in (a hex number or a place). */
  hex: string;
  /** Assigned to the army at the start of the activation: it joins the marker at no cost (§5.2.1.1, §5.2.3.1). */
  assigned: boolean;
}

/**
 * The MPs an army spends to take corps in (TC-06): 1 per hex where it aggregates a corps not assigned to it at the
 * start of the activation, "1 MP per hex, not per unit" (§5.2.3.1: two corps in one hex cost 1 MP); the corps
 * assigned at the start (stacked or adjacent) merge with the marker for nothing (§5.2.1.1).
 */
export function absorptionMp(absorbed: readonly Absorption[]): number {
  return new Set(absorbed.filter((a) => !a.assigned).map((a) => a.hex.trim())).size;
}

/**
 * A leader drops his corps after spending `spent` MPs (TC-09, §5.2.3.1): he goes on alone with what is left of his
 * own MF (8, table “Movement factors”), but with no units left he cannot aggregate a corps or detachment; a leader commanding an army cannot
 * leave it. `unitMf`: his corps' MF, which the move so far may not exceed.
 */
export function leaderGoesOn(o: { leaderMf: number; spent: number; unitMf: number; commandsArmy: boolean }): { mpLeft: number; mayAggregate: false } | string {
  if (o.commandsArmy) return 'A leader commanding an army cannot leave his army (§5.2.3.1).';
  if (o.spent > o.unitMf) return `His units have ${o.unitMf} MPs: they cannot have spent ${o.spent} (§5.2.3.1).`;
  return { mpLeft: Math.max(0, o.leaderMf - o.spent), mayAggregate: false };
}

export interface RiverCrossing {
  /** A bridge printed on that hexside. */
  bridge: boolean;
  /** The engineers' pontoon points at that hexside (§5.2.3.7): a bridge on that one hexside. */
  pontoon: boolean;
  /** An engineer unit in the force (armies always have one, §5.2.3.7). */
  engineers: boolean;
  /** Enemy units in the hex on the other side. */
  enemyBeyond: boolean;
}

/**
 * The cost of crossing a river (§5.2.1.1, §5.2.3.7): nothing at a bridge or the pontoon's hexside (TC-45);
 * with engineers +2 MPs, +3 and −1 in combat with enemy units on the other side; without engineers the whole MF
 * (start on the bank, stop on the other side).
 */
export function riverCrossing(c: RiverCrossing): { extraMp: number | 'whole-mf'; combatDrm: number } {
  if (c.bridge || c.pontoon) return { extraMp: 0, combatDrm: 0 };
  if (!c.engineers) return { extraMp: 'whole-mf', combatDrm: 0 };
  return c.enemyBeyond ? { extraMp: 3, combatDrm: -1 } : { extraMp: 2, combatDrm: 0 };
}

/**
 * May the engineers be flipped to their pontoon side (§5.2.3.7)? In supply, not moved during the activation segment,
 * stacked with a leader at the start of the activation; they then stay behind until another leader picks them up.
 */
export function pontoonWhy(e: { inSupply: boolean; movedThisActivation: boolean; withLeaderAtStart: boolean }): string | null {
  if (!e.inSupply) return 'The engineers must be in supply to lay a pontoon (§5.2.3.7).';
  if (e.movedThisActivation) return 'The engineers may not have moved during the activation segment to lay a pontoon (§5.2.3.7).';
  if (!e.withLeaderAtStart) return 'The engineers must be stacked with a leader at the beginning of the activation to lay a pontoon (§5.2.3.7).';
  return null;
}

/**
 * The MPs to cross a mountain pass from `from` to `to` as the group's table “Mountain passes” gives them (TC-12,
 * §5.2.3.7: only crossing as the pass is drawn); null when that crossing is not entered: read the map.
 */
export function passMp(p: DataPack, from: string, to: string): number | null {
  const v = cellValue(p, 'mountain-passes', `${from.trim()}-${to.trim()}`, 'mp');
  return typeof v === 'number' ? v : null;
}
