// Corrections of the control registry the rules need a reason for: the Major Ports, which the rulebook places
// on each Port of a Major Homeland Territory but never counts [Setup Step A]. A group that enters or fixes its
// count after the set-up corrects the Ports held through this logged action (the difference, not a guess).
import { z } from 'zod';
import { nationName, updateNation, type IbState, type NationId } from '../state';
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
