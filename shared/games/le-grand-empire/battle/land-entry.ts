// `adc odds` for a land battle: validate, compute exactly, and show round 1's build-up as the forces
// stand (no marcher joined, unless his round-1 march is given as rolled and joined). A table the
// battle needs and the input lacks is named (LgeMissingDataError).
import { combatValue2, type DrmBuildUp, type LandSide, type LandUnit } from './land';
import { analyseRound, chargeOptions, computeLandOdds, MissingTableError, type LandOdds, type LandSideSetup } from './land-odds';
import { parseLandInput, type TableSource } from './land-schema';
import { LgeMissingDataError } from './errors';
import { NO_WOUNDS } from './land';

const TITLES: Record<string, string> = {
  'crt-skirmish': 'Combat results: skirmish',
  'crt-minor': 'Combat results: minor battle',
  'crt-major': 'Combat results: major battle',
  'combat-ratio': 'Combat ratio',
  wound: 'Leader wounds',
  'heavy-cavalry': 'Heavy cavalry charge',
};

export interface LandOddsOutput extends LandOdds {
  game: 'le-grand-empire';
  kind: 'land';
  /** Round 1 as the forces stand before its dice (a marcher in only once his round-1 march joined): size, morale, combat value, ratio and each side's DRM lines. */
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
  const field = e.table.startsWith('crt-') ? `tables.crt.${e.table.slice(4)}` : e.table === 'combat-ratio' ? 'tables.ratio' : e.table === 'heavy-cavalry' ? 'tables.heavyCavalry' : `tables.${e.table}`;
  return new LgeMissingDataError(field, e.table, TITLES[e.table] ?? e.table, missing[e.table] ?? ['not entered']);
}

export function computeLandOddsFromInput(raw: unknown): LandOddsOutput {
  const { setup, sources, missing } = parseLandInput(raw);
  try {
    const odds = computeLandOdds(setup);
    // The forces of round 1 as they stand: a marcher's corps only once its round-1 march has joined.
    const now = (side: LandSideSetup) => {
      let mask = 0;
      const units = side.units.slice();
      side.marchers.forEach((m, i) => {
        if (m.round1 !== 'joined') return;
        mask |= 1 << i;
        units.push(...m.units);
      });
      return { mask, units };
    };
    const A = now(setup.attacker);
    const D = now(setup.defender);
    // A round-1 charge already rolled (chargeRolled) is a line of the build-up as it stands.
    const rolled = (side: LandSide, units: LandUnit[]) => (setup[side].cond.chargeRolled ? chargeOptions(setup, side, 1, units, NO_WOUNDS, null)[0]!.o : null);
    const a = analyseRound(setup, 1, { mA: A.mask, mD: D.mask, uA: A.units, uD: D.units, wA: NO_WOUNDS, wD: NO_WOUNDS }, false, { attacker: rolled('attacker', A.units), defender: rolled('defender', D.units) });
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
