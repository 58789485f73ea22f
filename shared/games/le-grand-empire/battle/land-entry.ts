// `adc odds` for a land battle: validate, compute exactly, and show round 1's build-up as entered
// (no marcher joined). A table the battle needs and the input lacks is named (LgeMissingDataError).
import { combatValue2, type DrmBuildUp, type LandSide } from './land';
import { analyseRound, computeLandOdds, MissingTableError, type LandOdds } from './land-odds';
import { parseLandInput, type TableSource } from './land-schema';
import { LgeMissingDataError } from './errors';
import { NO_WOUNDS } from './land';

const TITLES: Record<string, string> = {
  'crt-skirmish': 'Combat results: skirmish',
  'crt-minor': 'Combat results: minor battle',
  'crt-major': 'Combat results: major battle',
  'combat-ratio': 'Combat ratio',
  wound: 'Leader wounds',
};

export interface LandOddsOutput extends LandOdds {
  game: 'le-grand-empire';
  kind: 'land';
  /** Round 1 as the forces are entered (before any march): size, morale, combat value, ratio and each side's DRM lines. */
  asEntered: {
    size: string;
    morale: Record<LandSide, number>;
    combatValue: Record<LandSide, number>;
    ratio: string | null;
    buildUp: Record<LandSide, DrmBuildUp>;
  };
  /** P(each marcher's 2D6 check succeeds). */
  marchers: Record<string, number>;
  tables: Record<string, TableSource>;
  rules: unknown;
  policy: unknown;
}

function missingError(e: MissingTableError, missing: Record<string, string[]>): LgeMissingDataError {
  const field = e.table.startsWith('crt-') ? `tables.crt.${e.table.slice(4)}` : e.table === 'combat-ratio' ? 'tables.ratio' : `tables.${e.table}`;
  return new LgeMissingDataError(field, e.table, TITLES[e.table] ?? e.table, missing[e.table] ?? ['not entered']);
}

export function computeLandOddsFromInput(raw: unknown): LandOddsOutput {
  const { setup, sources, missing } = parseLandInput(raw);
  try {
    const odds = computeLandOdds(setup);
    const a = analyseRound(setup, 1, { mA: 0, mD: 0, uA: setup.attacker.units, uD: setup.defender.units, wA: NO_WOUNDS, wD: NO_WOUNDS });
    const marchers: Record<string, number> = {};
    for (const m of [...setup.attacker.marchers, ...setup.defender.marchers]) marchers[m.id] = m.p;
    return {
      game: 'le-grand-empire',
      kind: 'land',
      ...odds,
      asEntered: {
        size: a.size,
        morale: { attacker: a.summaries.attacker.morale, defender: a.summaries.defender.morale },
        combatValue: { attacker: combatValue2(a.summaries.attacker) / 2, defender: combatValue2(a.summaries.defender) / 2 },
        ratio: a.ratio ? `${a.ratio.attacker}/${a.ratio.defender}` : null,
        buildUp: a.buildUp,
      },
      marchers,
      tables: sources,
      rules: setup.rules,
      policy: setup.policy,
    };
  } catch (e) {
    if (e instanceof MissingTableError) throw missingError(e, missing);
    throw e;
  }
}
