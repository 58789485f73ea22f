// The land battle the LGE panel tests fight: at Ulm, two corps a side, Napoleon commanding, Ney able to
// march to the sound of the gun; started with the group's battle tables (or none: manual mode).
import { goTo, groupPack, lgeCampaign } from '../../shared/games/le-grand-empire/testing';

export const corps = (id: string) => ({ id, type: 'corps', steps: 3, artillery: 1, morale: 3 });

export function ulmCampaign(o: { tables?: boolean; input?: Record<string, unknown> } = {}) {
  const c = lgeCampaign({ pack: groupPack({ battleTables: o.tables ?? true }) });
  goTo(c, 'activations');
  c.act('lge.initiative.draw', { marker: 'C2' });
  const input = o.input ?? {
    attacker: { units: [corps('a1'), corps('a2')], leaders: [{ id: 'nap', combat: 1 }], commander: 'nap', marchers: [{ id: 'ney', leaderCombat: 2, units: [corps('ney-corps')] }] },
    defender: { units: [corps('d1'), corps('d2')] },
  };
  c.act('lge.land.start', { attacker: 'france', defender: 'austria', where: 'Ulm', input });
  return c;
}
