// Shared pieces of the Congress of Vienna actions: payload schemas in the game's words.
import { z } from 'zod';
import type { ActionDef } from '../../../engine/types';
import type { CovState } from '../state';
import { PIECES } from '../forces';

export const powerSchema = z.enum(['FR', 'RU', 'BR', 'AU']);
export const nationSchema = z.enum(['FR', 'RU', 'BR', 'AU', 'neutral']);
/** A card as the table plays it: the app never needs to know a hand, only the value and nationality played. */
export const cardSchema = z.strictObject({
  value: z.number().int().min(1).max(7),
  nation: nationSchema,
  modifier: z.number().int().min(-6).max(6).optional(),
  leader: z.boolean().optional(),
  /** The card is Berthier (#3), as the group says when it is played: then not saved for the War Phase [13.3]. */
  berthier: z.boolean().optional(),
});

export type CovAction<P> = ActionDef<CovState, P>;
export const define = <P>(d: CovAction<P>): CovAction<P> => d;
/** British fleets taken off the map, by where they stood [10.3, 12.4.11]. */
export const fleetSourcesSchema = z.array(z.strictObject({ holder: z.string().min(1).max(64), count: z.number().int().min(0).max(40) })).max(12);
/** Pieces by nationality (units, US militia, British fleets). */
export const pieceCountSchema = z.partialRecord(z.enum(PIECES), z.number().int().min(0).max(20));
