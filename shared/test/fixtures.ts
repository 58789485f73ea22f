// Test helpers: a fresh Alliance campaign with named players.
import { Campaign, makeHeader } from '../engine/campaign';
import { completeSettings } from '../engine/settings';
import { fightPending } from '../games/alliance/battle-actions';
import type { AllianceState } from '../games/alliance/state';
import { alliance } from '../games/alliance/module';

export function allianceCampaign(
  players: Array<[string, string]> = [['Ann', 'france'], ['Bo', 'britain']],
  scenario = '1804-07',
  seed = 1234,
  settings: Record<string, unknown> = {},
): Campaign<AllianceState> {
  const header = makeHeader({
    id: 'test-campaign',
    game: alliance.id,
    scenario,
    players: players.map(([name, power]) => ({ name, powers: [power] })),
    settings: completeSettings(alliance, settings),
    seed,
    createdAt: '2026-11-29T10:00:00.000Z',
    appVersion: 'test',
  });
  return Campaign.create(alliance, header);
}

let clock = 0;
export const tick = () => new Date(Date.UTC(2026, 10, 29, 12, 0, clock++)).toISOString();

/** Plays the Card Phase: discards if due, then the given cards; leaves the table at the step after Reveal. */
export function playCards(c: Campaign<AllianceState>, cards: Record<string, number | [number, string]>): void {
  if (c.state.position.stepId === 'discard' || c.state.position.stepId === 'year-discard') {
    for (const s of c.state.seats) c.act('cards.discard', { power: s.empire });
    c.act('sequence.next', {});
  }
  for (const [power, card] of Object.entries(cards)) {
    if (Array.isArray(card)) c.act('cards.play', { power, card: card[0], cardEmpire: card[1] });
    else c.act('cards.play', { power, card });
  }
  c.act('sequence.next', {}); // to Reveal
}

/** From Reveal, through any Diplomacy (declined), every Player Turn ended at once, no battles, to the end of the turn. */
export function finishTurnQuietly(c: Campaign<AllianceState>): void {
  c.act('sequence.next', {});
  if (c.state.position.stepId === 'diplomacy') {
    const init = c.state.seats.find((s) => s.played !== null && c.state.cardFacts[s.played]?.leader);
    c.act('diplomacy.decline', { power: init!.empire });
    c.act('sequence.next', {});
  }
  for (const i of c.state.order) c.act('action.end-turn', { power: c.state.seats[i]!.empire });
  c.act('sequence.next', {}); // battles
  c.act('sequence.next', {}); // end checks
}

/** The rulebook's A12 battle: British Cav and Inf attack French Art and Inf on land. */
export const A12_BATTLE = {
  location: 'land',
  blocks: [
    { id: 'gb-cav', name: 'British Cav', side: 'attacker', type: 'cavalry', firepower: 'B2', strength: 2 },
    { id: 'gb-inf', name: 'British Inf', side: 'attacker', type: 'infantry', firepower: 'C2', strength: 2 },
    { id: 'fr-art', name: 'French Art', side: 'defender', type: 'artillery', firepower: 'A2', strength: 1 },
    { id: 'fr-inf', name: 'French Inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: 1 },
  ],
};

/**
 * Ann (France) and Bo (Britain) in 1804: the cards played, one battle at Bavaria declared, both Player Turns
 * ended, and France choosing it in the Battle Phase; set up next.
 */
export function battleAtBavaria(c: Campaign<AllianceState>, attackers: string[], defenders: string[]): Campaign<AllianceState> {
  playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
  c.act('sequence.next', {});
  c.act('battle.add', { location: 'Bavaria', attackers, defenders });
  c.act('action.end-turn', { power: 'france' });
  c.act('action.end-turn', { power: 'britain' });
  c.act('sequence.next', {});
  c.act('battle.choose', { power: 'france', battle: 1 });
  return c;
}

/**
 * One step of battle `id` with the app's dice and the plainest answers (fire when it may, the first candidate
 * takes the hit, no extension, no pursuit); false when nothing is pending.
 */
export function plainBattleStep(c: Campaign<AllianceState>, id = 1): boolean {
  const b = c.state.battles.find((x) => x.id === id)!;
  if (b.status === 'resolved' || !b.fight) return false;
  const p = fightPending(b.fight);
  if (p.kind === 'turn') c.act('battle.step', { battle: id, action: { type: p.options.includes('fire') ? 'fire' : p.options[0]!, blockId: p.blockId } });
  else if (p.kind === 'assignHit') c.act('battle.step', { battle: id, action: { type: 'assignHit', blockId: p.candidates[0]! } });
  else if (p.kind === 'extend') c.act('battle.step', { battle: id, action: { type: 'extend', group: p.group, extend: false } });
  else if (p.kind === 'pursue') c.act('battle.step', { battle: id, action: { type: 'pursue', group: p.group, pursue: false } });
  else return false;
  return true;
}

/** Battle `id` fought to its end by plainBattleStep; throws if it does not end. */
export function fightOut(c: Campaign<AllianceState>, id = 1): void {
  for (let guard = 0; guard < 300 && plainBattleStep(c, id); guard++);
  if (c.state.battles.find((x) => x.id === id)!.status !== 'resolved') throw new Error(`Battle ${id} did not end`);
}
