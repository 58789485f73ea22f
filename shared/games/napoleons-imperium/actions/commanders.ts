// Commanders.
import { z } from 'zod';
import { releaseCommander } from '../consequences';
import { commander, commanderName, needNumber, packOf, updateCommander } from '../state';
import { actorCheck, def } from './common';

// Commanders --------------------------------------------------------------------------------------------------

const usePayload = z.object({ commander: z.string().min(1), phase: z.enum(['attack', 'movement']), unit: z.string().max(30).optional() });
export const commanderUse = def<z.infer<typeof usePayload>>({
  type: 'commander.use',
  label: 'Use a commander',
  schema: usePayload,
  steps: ['attack', 'movement', 'prep-movement'],
  validate(s, p) {
    const c = commander(s, p.commander);
    if (!c) return `There is no commander "${p.commander}".`;
    const bad = actorCheck(s, c.nation, [p.phase], p.phase === 'movement' ? 'prep-movement' : undefined);
    if (bad) return bad;
    if (c.status !== 'active') return `${commanderName(c)} is not free to act (${c.status}) [§14].`;
    if (c.used && c.used !== p.phase) return `${commanderName(c)} was used in the ${c.used === 'attack' ? 'Attack' : 'Movement'} Phase this year: one phase only [§13B.1, §13D].`;
    if (c.used === p.phase) return `${commanderName(c)}’s use in this phase is already recorded.`;
    if (p.phase === 'movement') {
      const bonus = needNumber(packOf(s), 'commander-types', c.rank, 'movementBonus', `${c.rank} commander movement bonus`);
      if (bonus <= 0) return `${c.rank === 'minor' ? 'Minor Commanders' : 'This commander'} give${c.rank === 'minor' ? '' : 's'} no movement bonus [§13D].`;
    }
    return null;
  },
  apply: (s, p) => updateCommander(s, p.commander, { used: p.phase }),
  title(s, p) {
    const c = commander(s, p.commander)!;
    const bonus = p.phase === 'movement' ? ' for +1 movement' : '';
    return `${commanderName(c)} used in the ${p.phase === 'attack' ? 'Attack' : 'Movement'} Phase${bonus}${p.unit ? ` (${p.unit})` : ''} [§13B]`;
  },
});

const releasePayload = z.object({ commander: z.string().min(1), reason: z.string().max(200).default('') });
export const commanderRelease = def<z.infer<typeof releasePayload>>({
  type: 'commander.release',
  label: 'Release a commander',
  schema: releasePayload,
  steps: 'all',
  validate(s, p) {
    const c = commander(s, p.commander);
    if (!c) return `There is no commander "${p.commander}".`;
    if (!['imprisoned', 'paroled', 'awaiting-capital'].includes(c.status)) return `${commanderName(c)} is not captive.`;
    return null;
  },
  apply: (s, p) => releaseCommander(s, commander(s, p.commander)!).state,
  title: (s, p) => `${releaseCommander(s, commander(s, p.commander)!).text}${p.reason ? ` (${p.reason})` : ''}`,
});
