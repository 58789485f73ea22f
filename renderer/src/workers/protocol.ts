// Messages between the renderer and the odds worker (odds.worker.ts). Plain JSON both ways. A job names its
// game and one of that game's odds jobs (shared/games/<id>/odds-jobs.ts, listed by shared/games/registry.ts),
// with that job's fields; the worker checks the envelope here (validate.ts) and the fields against the job's
// own schema before anything runs. Types only.
import type { DataPack } from '../../../shared/data/tables';
import type { OddsGameId, OddsJobsByGame } from '../../../shared/games/registry';

export type OddsJobName<G extends OddsGameId> = keyof OddsJobsByGame[G] & string;
type Entry<G extends OddsGameId, J extends OddsJobName<G>> = OddsJobsByGame[G][J] extends { job: infer Q; result: infer R } ? { job: Q; result: R } : never;

/**
 * A schema type without its index signatures (a loose object's "any other field"), so the engines' own
 * interfaces (ImperiumSetup, BattleState) fit the fields they are checked against in the worker.
 */
type Fitted<T> = T extends readonly (infer U)[] ? Fitted<U>[] : T extends object ? { [K in keyof T as string extends K ? never : K]: Fitted<T[K]> } : T;

/** A job of game G as the caller writes it: the game, the job's name and its fields. */
export type GameOddsJob<G extends OddsGameId, J extends OddsJobName<G>> = { game: G; job: J } & Fitted<Entry<G, J>['job']>;
/** What that job answers. */
export type GameOddsResult<G extends OddsGameId, J extends OddsJobName<G>> = Entry<G, J>['result'];

/** Any job, as it travels (the worker checks it). */
export interface OddsJob {
  game: string;
  job: string;
  /** The campaign's data pack, when the job carries one (keyed by its fingerprint, see odds-client.ts). */
  pack?: DataPack | null;
  [field: string]: unknown;
}

export interface OddsRequest {
  id: number;
  job: OddsJob;
}

export interface OddsFailure {
  /** The error's class name, e.g. AllianceInputError (for the log; the screens read `kind`). */
  name: string;
  message: string;
  /** What kind of problem: the input, game data the pack lacks, a malformed request, or anything else. */
  kind?: 'input' | 'missing-data' | 'protocol' | 'other';
  /** JSON path of the offending input field, when the engine names one (e.g. "blocks[2].strength"). */
  field?: string;
  /** The table to fill in, when the engine is missing game data. */
  table?: string;
  tableTitle?: string;
  /** The values missing from that table, in words. */
  what?: string[];
}

export type OddsResponse =
  | { id: number; ok: true; result: unknown; ms: number }
  | { id: number; ok: false; error: OddsFailure; ms: number };

export type { DataPack };
