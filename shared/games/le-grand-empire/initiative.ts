// The initiative pool (§3, §5.1.3): the markers, the Winter Quarters rules by season, the first-marker
// protection, the same-side land limitation (a marker that may not be played goes back: drawing among
// the playable markers is the same draw) and the end of the Operations Phase. Pure.
import type { Block, InitiativeState, Season } from './state';

export interface MarkerDef {
  id: string;
  name: string;
  side: Block | 'neutral' | null;
  kind: 'land' | 'naval' | 'wq';
  value?: number;
}

const land = (side: Block, v: number): MarkerDef => ({ id: `${side === 'empire' ? 'E' : 'C'}${v}`, name: `${side === 'empire' ? 'Empire' : 'Coalition'} land ${v}`, side, kind: 'land', value: v });
export const MARKERS: MarkerDef[] = [
  ...[1, 2, 3, 4, 5].map((v) => land('empire', v)),
  ...[1, 2, 3, 4, 5].map((v) => land('coalition', v)),
  { id: 'EN1', name: 'Empire Naval 1', side: 'empire', kind: 'naval' },
  { id: 'CN1', name: 'Coalition Naval 1', side: 'coalition', kind: 'naval' },
  { id: 'EN2', name: 'Empire Naval 2', side: 'empire', kind: 'naval' },
  { id: 'CN2', name: 'Coalition Naval 2', side: 'coalition', kind: 'naval' },
  { id: 'NL', name: 'Neutral land', side: 'neutral', kind: 'land' },
  { id: 'NN', name: 'Neutral naval', side: 'neutral', kind: 'naval' },
  { id: 'WQ', name: 'Winter Quarters', side: null, kind: 'wq' },
];
export const marker = (id: string): MarkerDef | undefined => MARKERS.find((m) => m.id === id);
export const markerName = (id: string) => marker(id)?.name ?? id;

/** Winter Quarters draws ignored before one ends the phase (§3.1; Winter: A-03). null: not in the pool (Summer). */
export function wqIgnores(season: Season): number | null {
  return season === 'summer' ? null : season === 'spring' ? 2 : season === 'autumn' ? 1 : 0;
}

export function emptyInitiative(): InitiativeState {
  return { pool: [], naval2: { empire: false, coalition: false }, wqIgnoresLeft: 0, wqSetAside: false, activationDrawn: false, lastLandSide: null, drawn: [], ended: false, built: false };
}

/** The cup at the start of the Activation Phase (DSoP 2.1.2). */
export function buildPool(season: Season, naval2: Record<Block, boolean>): InitiativeState {
  const ign = wqIgnores(season);
  const pool = ['E1', 'E2', 'E3', 'E4', 'E5', 'C1', 'C2', 'C3', 'C4', 'C5', 'EN1', 'CN1', ...(naval2.empire ? ['EN2'] : []), ...(naval2.coalition ? ['CN2'] : []), 'NL', 'NN', ...(ign === null ? [] : ['WQ'])];
  return { ...emptyInitiative(), naval2: { ...naval2 }, pool, wqIgnoresLeft: ign ?? 0, built: true };
}

export interface DrawRules {
  sameSide: 'land-only' | 'any-marker';
  wqFirstDraw: 'not-counted' | 'counted';
}

/** Why a marker may not come out now (it goes back into the cup), or null. */
export function whyNotPlayable(ini: InitiativeState, id: string, r: DrawRules): string | null {
  const m = marker(id);
  if (!m || !ini.pool.includes(id)) return `${markerName(id)} is not in the cup.`;
  if (id === 'WQ' && ini.wqSetAside) return 'Winter Quarters is set aside until an activation marker has been played (§3.2).';
  if (ini.lastLandSide && m.side === ini.lastLandSide && (m.kind === 'land' || r.sameSide === 'any-marker'))
    return `${markerName(id)} goes back into the cup: the ${ini.lastLandSide === 'empire' ? 'Empire' : 'Coalition'} played the last land marker, and a side cannot activate twice in a row with a land marker (§5.1.3).`;
  return null;
}

/** The markers that can come out of the next draw, in cup order (the app's die picks one of them). */
export function playable(ini: InitiativeState, r: DrawRules): string[] {
  return ini.pool.filter((id) => whyNotPlayable(ini, id, r) === null);
}

/** Plays a drawn marker: returns the new pool state and what happened, in words. */
export function playMarker(ini: InitiativeState, id: string, how: 'drawn' | 'chosen' | 'entered', r: DrawRules): InitiativeState {
  const s: InitiativeState = { ...ini, pool: ini.pool.slice(), drawn: ini.drawn.slice() };
  const m = marker(id)!;
  let note: string;
  if (m.kind === 'wq') {
    if (!s.activationDrawn) {
      s.wqSetAside = true;
      if (r.wqFirstDraw === 'counted' && s.wqIgnoresLeft > 0) s.wqIgnoresLeft--;
      note = 'drawn first: set aside until an activation marker is played, then it goes back (§3.2). Draw again.';
    } else if (s.wqIgnoresLeft > 0) {
      s.wqIgnoresLeft--;
      note = `ignored and put back (${s.wqIgnoresLeft} more to ignore this turn). Draw again.`;
    } else {
      s.ended = true;
      note = 'ends the Operations Phase (§3.1).';
    }
  } else {
    s.pool.splice(s.pool.indexOf(id), 1);
    s.activationDrawn = true;
    if (s.wqSetAside) s.wqSetAside = false;
    if (m.kind === 'land' && m.side !== 'neutral') s.lastLandSide = m.side as Block;
    note =
      m.kind === 'land' && m.side !== 'neutral'
        ? `${m.side === 'empire' ? 'Empire' : 'Coalition'} leaders of initiative ${m.value} or more may activate (1st activation, or a forced march with an attrition check for a 2nd).`
        : m.id === 'NL'
          ? 'The neutral major powers’ units activate once (no forced march, §5.1.2).'
          : m.id === 'NN'
            ? 'Neutral fleets may move.'
            : `Each ${m.side === 'empire' ? 'Empire' : 'Coalition'} fleet activates separately; its corsairs may move (§5.3).`;
    if (s.pool.length === 0) {
      s.ended = true;
      note += ' The cup is empty: the Operations Phase ends.';
    }
  }
  s.drawn.push({ marker: id, note, how });
  return s;
}

/** TC-01: the leaders of a side that may activate on a land marker of value v (initiative ≥ v). */
export function eligibleLeaders(leaders: ReadonlyArray<{ id: string; initiative: number }>, value: number): string[] {
  return leaders.filter((l) => l.initiative >= value).map((l) => l.id);
}
