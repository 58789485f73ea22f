// Test helpers: a fresh Alliance campaign with named players.
import { Campaign, makeHeader } from '../engine/campaign';
import { completeSettings } from '../engine/settings';
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
