// The registries' shapes (issue #13 "Registries"): each leader's state, the attrition rolls, and the
// special-rules trackers of §14 and §12.2-§12.3.3.1. Plain JSON kept in LgeState.registries. No imports
// from state.ts, which imports these types.

/** Where a leader counter is (Gloss. "Leader Pool", §8.2.6, §5.2.3.4, §12.5.2, §14.1, §14.2). */
export type LeaderStatus =
  | 'scheduled' // enters the pool in the Winter of his entry year (§12.5.2), or a later Turkish sovereign (§14.2)
  | 'pool'
  | 'map'
  | 'wounded' // back in the pool at returnTurn's reinforcement phase (§8.2.6.1)
  | 'killed'
  | 'captured' // in the holder's "Prisonniers" box (§5.2.3.4)
  | 'external-war' // with an expeditionary corps (§14.1)
  | 'gone'; // a Turkish sovereign succeeded (§14.2)

export interface LeaderActivation {
  turn: number;
  /** 1 = "1ère Activation", 2 = "2e activation" (forced march), 3+ only through an event (§5.1.3). */
  level: number;
  /** A lone leader's moves this turn (§5.1.4): no activation marker, no attrition. */
  loneMoves: number;
  forcedMarch: boolean;
  attritionDue: boolean;
  /** The markers he moved on. */
  markers: string[];
}

export interface LeaderRecord {
  status: LeaderStatus;
  /** Wounded: the turn in whose reinforcement phase he returns to the pool. */
  returnTurn?: number;
  /** Captured: the power holding him. */
  capturedBy?: string;
  /** External war: the war's name. */
  war?: string;
  /** He commands an army: his army side's initiative counts (§1.1.4). */
  army?: boolean;
  /** A cavalry leader commanding infantry: initiative and combat −1 (§1.1.4). */
  cavalryWithInfantry?: boolean;
  activation?: LeaderActivation;
}

export interface AttritionRecord {
  when: string;
  leader: string | null;
  cp: number;
  column: string | null;
  lines: string[];
  faces: number[];
  losses: number;
  /** The chance of losing nothing, as shown before the roll; null in manual mode. */
  pNone: number | null;
  manual: boolean;
  note: string;
}

export interface ExternalWar {
  name: string;
  power: string;
  startTurn: number;
  minTurns: number;
  corps: string;
  status: 'on' | 'ended' | 'returned';
  endTurn: number | null;
  /** Turns the expeditionary corps was missing (−1 VP each, §14.1). */
  missingTurns: number[];
  lossesRolled: number | null;
}

export interface RegistriesState {
  leaders: Record<string, LeaderRecord>;
  attrition: AttritionRecord[];
  externalWars: ExternalWar[];
  /** §14.2: each succession's swap and its 1D6 (null until rolled). */
  /** §14.6.2: `feudals`, the CP each raised feudal corps has lost (by its Corps table key); absent in older campaigns. */
  turkey: { successions: Array<{ to: string; turn: number; roll: number | null; neutral: boolean }>; feudalsRaised: boolean; feudals?: Record<string, number> };
  /** §14.3: the liberation war and the partisans raised. */
  spain: { liberationWar: { against: string; since: number } | null; partisans: { spain: number; portugal: number }; freePartisanTurn: number | null };
  /** §14.6.3: Landwehr by power, the Winters its 4 free steps were taken. */
  landwehr: Record<string, { since: number; winters: number[] }>;
  /** §14.4, §14.5: per province, its Troubles marker and insurgents. */
  provinces: Record<string, { troubles: boolean; insurgents: boolean; since: number }>;
  /** §14.6.1: the two Austrian borderer corps of the current war with Turkey (full again at each new war); absent in older campaigns. */
  borderers?: { since: number; lost: [number, number]; eliminated: [boolean, boolean] };
  /** §12.3.3.1, Gloss.: the Continental Blockade's participants and whether it is in effect. */
  blockade: { participants: Record<string, 'clause' | 'imposed'>; inEffect: boolean };
}

export const emptyRegistries = (): RegistriesState => ({
  leaders: {},
  attrition: [],
  externalWars: [],
  turkey: { successions: [], feudalsRaised: false },
  spain: { liberationWar: null, partisans: { spain: 0, portugal: 0 }, freePartisanTurn: null },
  landwehr: {},
  provinces: {},
  blockade: { participants: {}, inEffect: false },
});
