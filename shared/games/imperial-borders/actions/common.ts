// What every Imperial Borders action shares: validate never throws (a missing table or a refused battle
// step becomes its reason), and the Nations named are Nations of this game and in play.
import { z } from 'zod';
import type { ActionDef, CampaignHeader } from '../../../engine/types';
import { NATION_IDS, guard, isNation, nationName, type IbState, type NationId } from '../state';

export type Def<P> = ActionDef<IbState, P>;

export function def<P>(d: Def<P>): Def<P> {
  const v = d.validate;
  return { ...d, validate: (s: IbState, p: P, h: CampaignHeader) => guard(() => v(s, p, h)) };
}

export const nationId = z.enum(NATION_IDS);

/** Null when every Nation named is in play, else the reason. */
export function inPlayCheck(s: IbState, ...ns: string[]): string | null {
  for (const n of ns) {
    if (!isNation(n)) return `"${n}" is not one of the six Nations of Imperial Borders.`;
    if (!s.nations[n].inPlay) return `${nationName(n)} is Neutral in this game: it takes no turns, does not bid, fight or score.`;
  }
  return null;
}

export const names = (ns: readonly NationId[]): string => ns.map(nationName).join(', ');
