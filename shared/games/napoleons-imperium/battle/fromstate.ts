// Exact odds from where a step-by-step fight stands (the resolver's state between two rolls), for every kind
// of battle. Dice have no memory, so the rest of a fight is itself a battle: the same battle with the units
// still alive, entered at the stage reached. This module builds that battle and hands it to the exact engine:
//  - land, sea: the same fight with the survivors;
//  - avoid: before the roll, the whole avoid; after a failed roll, the sea battle at the avoid values [§17B];
//  - invasion: at sea, the whole invasion with the fleets afloat; before the pre-emptive strike, the invasion
//    without the (beaten) defending fleets; ashore, the land battle of the landed units [§20, §21];
//  - continued attack: the chain from the battle being fought, with its defenders left, the attackers left
//    (at the values of that battle) and the further attacks not yet made [§5C].
// While a choice is pending (casualties to remove, units to leave behind) the odds depend on the choice:
// nothing is returned; apply the choice first (applyAction) and ask again.
import type { ImperiumSetup, UnitGroup } from './model';
import { computeSetupOdds, type ComputeOptions, type ImperiumOddsResult } from './odds';
import type { ImperiumBattleState, Stage } from './resolver';

export interface FromHere {
  /** The battle as set up. */
  kind: ImperiumSetup['kind'];
  /** The stage the odds start from. */
  stage: Stage;
  /** Battle number inside a continued attack (0 = the first). */
  battle: number;
  /** Rounds already fought in this stage. */
  round: number;
  /** What "from here" means, in plain words. */
  what: string;
}

export interface ImperiumFromHereResult extends ImperiumOddsResult {
  from: FromHere;
}

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, n) => a + n, 0);

/** The groups with the counts still alive (groups wiped out are left out; their place in the order is kept by id). */
function left(groups: readonly UnitGroup[], alive: Record<string, number>): UnitGroup[] {
  return groups.map((g) => ({ ...g, count: alive[g.id] ?? 0 })).filter((g) => g.count > 0);
}

const countOf = (gs: readonly UnitGroup[]) => gs.reduce((a, g) => a + g.count, 0);

/** The landed army of an invasion as unit groups (cargo values), in the order the resolver and the engine use. */
function landedGroups(setup: ImperiumSetup, alive: Record<string, number>): UnitGroup[] {
  return setup.attacker
    .flatMap((f) => f.cargo)
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.lands && (alive[c.id] ?? 0) > 0)
    .map(({ c, index }): UnitGroup => ({
      id: c.id, name: c.name, type: c.type, nation: c.nation, count: alive[c.id] ?? 0, value: c.value, entered: c.entered, ally: false, joined: false,
      invasionValue: null, portDefenceValue: null, cargo: [], fightValue: null, index,
    }));
}

export interface RemainingBattle {
  setup: ImperiumSetup;
  options: ComputeOptions;
  from: FromHere;
}

/**
 * The battle still to be fought from `state`, as a setup the exact engine takes, or null when there is none
 * to compute: the fight is over, or a choice (casualties, units left behind) is pending.
 */
export function remainingBattle(setup: ImperiumSetup, state: ImperiumBattleState): RemainingBattle | null {
  if (state.outcome || state.stage === 'finished' || state.stage === 'followUp') return null;
  if (state.due || state.leaveDue) return null;
  const from = (what: string): FromHere => ({ kind: setup.kind, stage: state.stage, battle: state.battle, round: state.round, what });
  const a = state.alive;
  switch (setup.kind) {
    case 'land':
    case 'sea': {
      const attacker = left(setup.attacker, a.attacker);
      const defender = left(setup.defender, a.defender);
      if (!attacker.length || !defender.length) return null;
      const sunkBefore = setup.kind === 'sea' ? { attacker: countOf(setup.attacker) - countOf(attacker), defender: countOf(setup.defender) - countOf(defender) } : {};
      return {
        setup: { ...setup, attacker, defender },
        options: { sunkBefore },
        from: from(`the ${setup.kind} battle with the units still standing`),
      };
    }
    case 'avoid': {
      if (state.stage === 'avoid') return { setup, options: {}, from: from('the avoid roll, before it is made') };
      const attacker = left(setup.attacker, a.attacker);
      const defender = left(setup.defender, a.defender);
      if (!attacker.length || !defender.length) return null;
      return {
        setup: { ...setup, kind: 'sea', avoidRate: null, attacker, defender },
        options: { sunkBefore: { attacker: countOf(setup.attacker) - countOf(attacker), defender: countOf(setup.defender) - countOf(defender) } },
        from: from('the sea battle forced by the failed avoid roll (the avoiding fleets at their Defence values) [§17B]'),
      };
    }
    case 'invasion': {
      if (state.stage === 'sea') {
        const attacker = left(setup.attacker, a.attacker);
        const defenderFleets = left(setup.defenderFleets, a.defenderFleets);
        if (!attacker.length || !defenderFleets.length) return null;
        return {
          setup: { ...setup, attacker, defenderFleets },
          options: { sunkBefore: { attacker: countOf(setup.attacker) - countOf(attacker), defender: countOf(setup.defenderFleets) - countOf(defenderFleets) } },
          from: from('the sea battle off the port, then the pre-emptive strike and the landing'),
        };
      }
      if (state.stage === 'preemptive') {
        const attacker = left(setup.attacker, a.attacker);
        if (!attacker.length) return null;
        return {
          setup: { ...setup, attacker, defenderFleets: [], defender: left(setup.defender, a.defender) },
          options: {},
          from: from('the pre-emptive strike and return fire, then the landing'),
        };
      }
      if (state.stage === 'land') {
        const attacker = landedGroups(setup, a.landed);
        const defender = left(setup.defender, a.defender);
        if (!attacker.length || !defender.length) return null;
        return {
          setup: {
            ...setup,
            kind: 'land',
            attacker,
            defender,
            defenderFleets: [],
            neutral: false,
            // The Admiral of the Seas stays with the fleets [§20].
            commanders: setup.commanders.filter((c) => c.assignedTo !== 'fleet'),
            casualtyOrder: { ...setup.casualtyOrder, attacker: setup.casualtyOrder.landed.filter((id) => attacker.some((g) => g.id === id)) },
          },
          options: {},
          from: from('the land battle of the units that landed'),
        };
      }
      return null;
    }
    case 'chain': {
      if (state.stage !== 'land') return null;
      const b = state.battle;
      // Attacking values of this battle: each further attack may have given new ones, which carry on.
      const values: Record<string, number> = {};
      for (let k = 0; k < b; k++) Object.assign(values, setup.steps[k]?.hitValues ?? {});
      const attacker = left(setup.attacker, a.attacker).map((g) => (values[g.id] !== undefined ? { ...g, value: values[g.id] as number } : g));
      const here = b === 0 ? setup.defender : (setup.steps[b - 1]?.defender ?? []);
      const defender = left(here, a.defender);
      if (!attacker.length || !defender.length || sum(a.attacker) === 0) return null;
      const step = b === 0 ? null : setup.steps[b - 1];
      return {
        setup: {
          ...setup,
          attacker,
          defender,
          steps: setup.steps.slice(b),
          neutral: false,
          territory: step ? step.territory : setup.territory,
          defenderNation: step ? step.defenderNation : setup.defenderNation,
          // Only the attacker's commanders go on into further territories.
          commanders: b === 0 ? setup.commanders : setup.commanders.filter((c) => c.side === 'attacker'),
        },
        options: {},
        from: from(b === 0 ? 'the first battle with the units still standing, then the further attacks' : `battle ${b + 1} of the continued attack with the units still standing${b < setup.steps.length ? ', then the further attacks' : ''}`),
      };
    }
  }
}

/**
 * Exact odds from where the fight stands: the same probabilities as fighting on from `state` with the
 * policy's casualty order. "attacker wins" means what it means for the kind of the battle as a whole (an
 * invasion: the territory is taken; a continued attack: every battle is won). Null when the fight is over or
 * waits for a choice.
 */
export function oddsFromState(setup: ImperiumSetup, state: ImperiumBattleState, opts: ComputeOptions = {}): ImperiumFromHereResult | null {
  const rest = remainingBattle(setup, state);
  if (!rest) return null;
  const r = computeSetupOdds(rest.setup, { ...rest.options, ...opts, sunkBefore: { ...rest.options.sunkBefore, ...opts.sunkBefore } });
  return { ...r, from: rest.from };
}
