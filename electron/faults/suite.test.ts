// The short, seeded run of the fault suite (the full one: `npm run test:faults`).
import { expect, it } from 'vitest';
import { SHORT, formatTable, runSuite } from './suite';

it('the short fault suite loses nothing acknowledged and refuses everything bad in words', async () => {
  const result = await runSuite({ seed: 1804, ...SHORT });
  const table = formatTable(result.rows);
  console.log(table);
  expect(result.rows.filter((r) => r.bad).map((r) => `${r.test}: ${r.figure} = ${r.value}`)).toEqual([]);
  expect(result.rows.length).toBeGreaterThan(30);
}, 300_000);
