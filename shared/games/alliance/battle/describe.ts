// Human-readable names for policies and blocks.
import type { BattleBlock, BattleSetup, RetreatRule, TieBreakPolicy } from './model';

export function describeTieBreak(t: TieBreakPolicy): string {
  switch (t.kind) {
    case 'lowestFirepowerFirst':
      return 'Tie-break: among equally strong blocks the owner reduces the lowest firepower number, then the later-firing letter, then a non-fortress, then the first listed (digest §8 Group B default)';
    case 'inputOrder':
      return 'Tie-break: among equally strong blocks the first listed takes the hit';
    case 'priority':
      return `Tie-break: blocks take hits in the priority order ${t.order.join(', ')}; others by the default rule`;
  }
}

export function describeRetreatRule(side: string, r: RetreatRule): string {
  switch (r.kind) {
    case 'never':
      return `Voluntary retreats (${side}): never`;
    case 'withdrawAtRound':
      return `Voluntary retreats (${side}): every block retreats on its turn from round ${r.round}`;
    case 'strengthRatio':
      return `Voluntary retreats (${side}): a block retreats on its turn when its side's strength is below ${r.ratio} x the enemy's`;
    case 'blockStrengthAtMost':
      return `Voluntary retreats (${side}): a block at strength ${r.strength} or less retreats on its turn`;
  }
}

export function describePolicy(setup: BattleSetup): string[] {
  const p = setup.policy;
  const out = [describeTieBreak(p.tieBreak)];
  out.push(describeRetreatRule('attacker', p.retreat.attacker));
  out.push(describeRetreatRule('defender', p.retreat.defender));
  out.push(
    p.hqExtension === 'never'
      ? 'HQ extension: never'
      : p.hqExtension === 'always'
        ? 'HQ extension: always when possible (attacking HQ at 2+ steps, end of the round before the forced retreat)'
        : 'HQ extension: only when it improves the side\'s chance to hold the location (both branches computed exactly)',
  );
  out.push(p.pursuit === 'never' ? 'Pursuit: never' : 'Pursuit: the victorious HQ at 2+ steps always pursues (spends 1 step)');
  const cap = p.retreatCapacity;
  const parts: string[] = [];
  if (cap.attacker !== undefined) parts.push(`attacker ${cap.attacker}`);
  if (cap.defender !== undefined) parts.push(`defender ${cap.defender}`);
  for (const [o, v] of Object.entries(cap.byOwner ?? {})) parts.push(`${o} ${v}`);
  out.push(parts.length ? `Retreat capacity per round: ${parts.join(', ')} (blocks over capacity in a forced retreat are eliminated)` : 'Retreat capacity per round: unlimited');
  return out;
}

/** "Napoléon (3B4)" style label. */
export function blockLabel(b: BattleBlock, strength: number): string {
  return `${b.name} (${strength}${b.firepower})`;
}
