// Treaties.
import { z } from 'zod';
import type { NationId } from '../data';
import { treatyBreakOffs } from '../fleet-rules';
import { adjective, areAllies, areEnemies, is1798, powerName, slotOfNation, turnName, turnOf, year, type NiState } from '../state';
import { def, nationCheck, nationsInPlay } from './common';

// Treaties ----------------------------------------------------------------------------------------------------

const treatyPayload = z.object({ bound: z.string().min(1), imposer: z.string().min(1), years: z.number().int().min(1).max(5).default(1), note: z.string().max(200).default('') });
type TreatyP = z.infer<typeof treatyPayload>;

function treatyExpiry(s: NiState, p: TreatyP): number {
  if (s.rules?.['treatyExpiry'] === 'imposer-slot') return turnOf(year(s) + p.years, slotOfNation(s, p.imposer as NationId));
  return s.position.turn + 8 * p.years;
}

export const treatyCreate = def<TreatyP>({
  type: 'treaty.create',
  label: 'A treaty from a Battle Card',
  schema: treatyPayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationsInPlay(s, p.bound, p.imposer);
    if (bad) return bad;
    if (is1798(s)) return 'No Battle Cards are drawn in 1798.';
    if (!areEnemies(s, p.bound as NationId, p.imposer as NationId)) return `${powerName(p.bound)} and ${powerName(p.imposer)} are allies: a treaty binds a defeated nation to its victor [§28].`;
    if (s.treaties.some((t) => t.status === 'active' && t.bound === p.bound && t.imposer === p.imposer)) return `${powerName(p.bound)} is already bound by a treaty with ${powerName(p.imposer)}.`;
    return null;
  },
  apply(s, p) {
    const tr = { id: s.nextId, bound: p.bound as NationId, imposer: p.imposer as NationId, created: s.position.turn, expires: treatyExpiry(s, p), status: 'active' as const, ended: null, note: p.note };
    // Its fleets sailing under an ally break off at once, in this same step [§28 Note].
    return treatyBreakOffs({ ...s, treaties: [...s.treaties, tr], nextId: s.nextId + 1 }, tr.bound, tr.id).state;
  },
  title(s, p) {
    const lines = treatyBreakOffs(s, p.bound as NationId, s.nextId).lines;
    const fleets = lines.length ? `. Automatic break-off: ${lines.join('; ')}` : `; ${adjective(p.bound)} fleets under allied command would break off (none sail under an ally now) [§28 Note]`;
    return `Treaty: ${powerName(p.bound)} may not attack ${powerName(p.imposer)} until after ${turnName(s, treatyExpiry(s, p))} [§28]${fleets}${p.note ? ` (${p.note})` : ''}`;
  },
});

const breachPayload = z.object({ treaty: z.number().int().min(1), by: z.string().min(1), note: z.string().max(200).default('') });
export const treatyBreach = def<z.infer<typeof breachPayload>>({
  type: 'treaty.breach',
  label: 'A treaty is breached',
  schema: breachPayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationCheck(p.by);
    if (bad) return bad;
    const tr = s.treaties.find((t) => t.id === p.treaty);
    if (!tr || tr.status !== 'active') return `Treaty ${p.treaty} is not in force.`;
    if (p.by !== tr.imposer && !areAllies(s, p.by as NationId, tr.imposer)) return `Only ${powerName(tr.imposer)} or its allies can breach this treaty by attacking [§28D]; ${powerName(tr.bound)} may not attack at all.`;
    return null;
  },
  apply: (s, p) => ({ ...s, treaties: s.treaties.map((t) => (t.id === p.treaty ? { ...t, status: 'breached' as const, ended: s.position.turn, note: `breached by ${powerName(p.by)}${p.note ? `: ${p.note}` : ''}` } : t)) }),
  title(s, p) {
    const tr = s.treaties.find((t) => t.id === p.treaty)!;
    return `${powerName(p.by)} breaches the treaty binding ${powerName(tr.bound)}: it ends now [§28D]`;
  },
});
