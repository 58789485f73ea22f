// The weather roll.
import { z } from 'zod';
import { ALLIANCE_NAME, FIRST_YEAR, type Alliance } from '../data';
import { need, packOf, year, type NiState } from '../state';
import { def } from './common';

// Weather -----------------------------------------------------------------------------------------------------

export function rollerOf(s: NiState, y: number): Alliance {
  return (y - (FIRST_YEAR + 1)) % 2 === 0 ? s.weatherFirstRoller : s.weatherFirstRoller === 'french' ? 'british' : 'french';
}

function weatherFor(s: NiState, face: number): string {
  return String(need(packOf(s), 'weather-roll', String(face), 'weather', `the weather for a roll of ${face === 10 ? 0 : face}`));
}

/** The same weather a third year running must be rolled again [§46; A7 whether 1798 counts]. */
export function thirdInARow(s: NiState, y: number, w: string): boolean {
  const counts = (x: number) => x > 1798 || s.rules?.['weatherStreak1798'] !== 'not-counted';
  const a = s.weather[String(y - 1)];
  const b = s.weather[String(y - 2)];
  return counts(y - 1) && counts(y - 2) && a === w && b === w;
}

export const weatherRoll = def<Record<string, never>>({
  type: 'weather.roll',
  label: 'Roll for the weather',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  steps: ['weather'],
  validate(s) {
    if (s.rules?.['weather'] !== true) return 'Weather is an optional rule that is off in this game [§46].';
    if (s.weather[String(year(s))]) return `The weather for ${year(s)} is already ${s.weather[String(year(s))]}.`;
    for (let f = 1; f <= 10; f++) weatherFor(s, f);
    return null;
  },
  dice: (s) => [{ purpose: `Weather ${year(s)} (${ALLIANCE_NAME[rollerOf(s, year(s))]} rolls)`, count: 1, sides: 10 }],
  apply(s, _p, ctx) {
    const face = ctx.dice[0]?.faces[0] ?? 1;
    const y = year(s);
    const w = weatherFor(s, face) as NiState['weather'][string];
    const again = thirdInARow(s, y, w);
    const rolls = [...s.weatherRolls, { year: y, face, weather: w, rerolled: again }];
    return again ? { ...s, weatherRolls: rolls } : { ...s, weatherRolls: rolls, weather: { ...s.weather, [String(y)]: w } };
  },
  title(s, _p, ctx) {
    const face = ctx.dice[0]?.faces[0] ?? 1;
    const y = year(s);
    const w = weatherFor(s, face);
    const label = w[0]!.toUpperCase() + w.slice(1);
    return thirdInARow(s, y, w) ? `Weather ${y}: ${face === 10 ? 0 : face} = ${label}, a third year running: roll again [§46]` : `Weather ${y}: ${face === 10 ? 0 : face} = ${label} [§46]`;
  },
});
