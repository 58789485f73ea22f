// Corrections of the control registry the rules need a reason for: the Major Ports, which the rulebook places
// on each Port of a Major Homeland Territory but never counts [Setup Step A]. A group that enters or fixes its
// count after the set-up corrects the Ports held through this logged action (the difference, not a guess).
// And the Starting Forces [Setup Step C], whose printed table is cut short: a Nation whose counts were not in
// when the campaign began (or a campaign begun before Land Units were kept) has them confirmed here, once.
import { z } from 'zod';
import { setCell } from '../../../data/tables';
import { IMPERIAL_BORDERS_DATA } from '../tables';
import { STARTING_LAND, nationName, startingLandOf, updateNation, type IbState, type NationId, type StartingLand } from '../state';
import { def, inPlayCheck, nationId } from './common';

const majorPortsPayload = z.object({ nation: nationId, majorPorts: z.number().int().min(0).max(12) });
type MajorPortsP = z.infer<typeof majorPortsPayload>;

/** The Major Ports counted into a Nation's Ports held so far (0 for a campaign saved before they were tracked). */
export const countedMajorPorts = (s: IbState, n: NationId): number => s.majorPorts?.[n] ?? 0;

export const majorPorts = def<MajorPortsP>({
  type: 'ib.ports.major',
  label: 'Correct the Major Ports',
  schema: majorPortsPayload as unknown as z.ZodType<MajorPortsP>,
  steps: 'all',
  validate(s, p) {
    const bad = inPlayCheck(s, p.nation);
    if (bad) return bad;
    const was = countedMajorPorts(s, p.nation);
    if (p.majorPorts === was) return `${nationName(p.nation)}’s ${was} Major ${was === 1 ? 'Port is' : 'Ports are'} already counted in its Ports held.`;
    const ports = s.nations[p.nation].ports + p.majorPorts - was;
    if (ports < 0) return `${nationName(p.nation)} holds ${s.nations[p.nation].ports} Ports; taking away ${was - p.majorPorts} would leave fewer than none.`;
    return null;
  },
  apply: (s, p) => ({ ...updateNation(s, p.nation, (x) => ({ ports: x.ports + p.majorPorts - countedMajorPorts(s, p.nation) })), majorPorts: { ...s.majorPorts, [p.nation]: p.majorPorts } }),
  title: (s, p) => {
    const was = countedMajorPorts(s, p.nation);
    const ports = s.nations[p.nation].ports;
    return `${nationName(p.nation)}’s Major Ports corrected: ${p.majorPorts} (was ${was}); Ports held ${ports} → ${ports + p.majorPorts - was}`;
  },
});

const landCount = z.number().int().min(0).max(40);
const startingPayload = z.object({
  forces: z.partialRecord(nationId, z.object({ halfInfantry: landCount, fullInfantry: landCount, cavalry: landCount, cannon: landCount })),
});
type StartingP = z.infer<typeof startingPayload>;

const LAND_WORDS: Record<keyof StartingLand, [string, string]> = {
  halfInfantry: ['Half Infantry', 'Half Infantry'], fullInfantry: ['Full Infantry', 'Full Infantry'], cavalry: ['Cavalry', 'Cavalry'], cannon: ['Cannon', 'Cannons'],
};
const total = (l: StartingLand): number => STARTING_LAND.reduce((t, c) => t + l[c], 0);
const entries = (p: StartingP) => Object.entries(p.forces) as [NationId, StartingLand][];

/**
 * Nations whose Starting Forces row was changed in the data editor after they were counted: the Land Units on
 * the map still hold the old total (one click re-counts them with 'ib.forces.starting', logged and undoable).
 */
export function startingForcesOff(s: IbState): { nation: NationId; counted: number; inTable: StartingLand }[] {
  return Object.entries(s.startingLand ?? {}).flatMap(([n, counted]) => {
    const inTable = startingLandOf(s, n as NationId);
    return inTable && counted !== undefined && total(inTable) !== counted && s.nations[n as NationId]?.inPlay ? [{ nation: n as NationId, counted, inTable }] : [];
  });
}

export const startingForces = def<StartingP>({
  type: 'ib.forces.starting',
  label: 'Count the Starting Forces',
  schema: startingPayload as unknown as z.ZodType<StartingP>,
  steps: 'all',
  validate(s, p) {
    if (!entries(p).length) return 'Enter the Starting Forces of at least one Nation.';
    for (const [n, l] of entries(p)) {
      const bad = inPlayCheck(s, n);
      if (bad) return bad;
      const was = s.startingLand?.[n];
      const inTable = startingLandOf(s, n);
      if (was !== undefined && total(l) === was && inTable && STARTING_LAND.every((c) => inTable[c] === l[c])) return `${nationName(n)}’s Starting Forces (${total(l)} Land Units) are already counted.`;
      const after = (s.nations[n].landUnits ?? 0) + total(l) - (was ?? 0);
      if (after < 0) return `${nationName(n)} has ${s.nations[n].landUnits ?? 0} Land Units on the map; counting ${total(l)} Starting Land Units instead of ${was} would leave fewer than none.`;
    }
    return null;
  },
  apply(s, p) {
    let next = s;
    for (const [n, l] of entries(p)) {
      const was = next.startingLand?.[n] ?? 0;
      let data = next.data!;
      for (const c of STARTING_LAND) data = setCell(IMPERIAL_BORDERS_DATA, data, 'starting-forces', n, c, l[c]);
      next = updateNation({ ...next, data, startingLand: { ...next.startingLand, [n]: total(l) } }, n, (x) => ({ landUnits: (x.landUnits ?? 0) + total(l) - was }));
    }
    return next;
  },
  title: (s, p) =>
    `Starting Forces counted [Setup Step C]: ${entries(p)
      .map(([n, l]) => {
        const units = STARTING_LAND.filter((c) => l[c] > 0).map((c) => `${l[c]} ${LAND_WORDS[c][l[c] === 1 ? 0 : 1]}`).join(', ') || 'no Land Units';
        const before = s.nations[n].landUnits ?? 0;
        return `${nationName(n)} ${units} (Land Units on the map ${before} → ${before + total(l) - (s.startingLand?.[n] ?? 0)})`;
      })
      .join('; ')}`,
});
