// Entry point for `adc odds FILE` (game "napoleons-imperium") and the app's odds calculator.
import type { ImperiumOddsInput } from './model';
import { computeSetupOdds, type ImperiumOddsResult } from './odds';
import { commanderOptions, unitsNeeded, type CommanderOptionsResult, type UnitsNeededResult } from './queries';
import { parseImperiumInput, type ParseOptions } from './schema';

export interface ImperiumOddsOutput extends ImperiumOddsResult {
  /** query.unitsNeeded: the smallest count reaching the target. */
  unitsNeeded?: UnitsNeededResult;
  /** query.bestCommanders: every commander assignment, evaluated exactly. */
  commanderOptions?: CommanderOptionsResult;
}

/**
 * Validates the JSON input and returns the exact odds. Throws ImperiumInputError (with `field`) on invalid
 * input, or ImperiumMissingDataError (a MissingDataError with `table` and `field`) when a value the rulebook
 * omits is needed and the data pack does not have it yet (e.g. the fleet Invasion value, table
 * "invasion-values").
 */
export function computeImperiumOdds(input: unknown, options: ParseOptions = {}): ImperiumOddsOutput {
  const { setup, query } = parseImperiumInput(input, options);
  const out: ImperiumOddsOutput = computeSetupOdds(setup);
  if (query?.unitsNeeded) out.unitsNeeded = unitsNeeded(setup, query.unitsNeeded);
  if (query?.bestCommanders) out.commanderOptions = commanderOptions(input as ImperiumOddsInput, query.bestCommanders, options);
  return out;
}
