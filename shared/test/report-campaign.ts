// A scripted Alliance campaign for the report and export tests: fixed seed and clock, a title with markup in it,
// gold changed by hand (one change undone), a battle fought with the app's dice to its end, a bookmark.
import { Campaign, makeHeader } from '../engine/campaign';
import { completeSettings } from '../engine/settings';
import type { CampaignFile } from '../engine/types';
import { alliance } from '../games/alliance/module';
import type { AllianceState } from '../games/alliance/state';
import { battleAtBavaria, fightOut } from './fixtures';

export const REPORT_TITLE = `Ulm <script>alert("x")</script> & "Austerlitz", Ann's`;

const BATTLE = {
  location: 'land',
  blocks: [
    { id: 'fr-cav', name: 'French Cav', side: 'attacker', type: 'cavalry', firepower: 'B2', strength: 2 },
    { id: 'fr-inf', name: 'French Inf', side: 'attacker', type: 'infantry', firepower: 'C2', strength: 2 },
    { id: 'au-art', name: 'Austrian Art', side: 'defender', type: 'artillery', firepower: 'A2', strength: 1 },
    { id: 'au-inf', name: 'Austrian Inf', side: 'defender', type: 'infantry', firepower: 'C2', strength: 1 },
  ],
};

export function reportCampaign(): Campaign<AllianceState> {
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 10, 29, 19, 0, 0) + 60_000 * clock++).toISOString();
  const header = makeHeader({
    id: 'report-campaign',
    game: alliance.id,
    scenario: '1804-07',
    title: REPORT_TITLE,
    players: [
      { name: 'Ann', powers: ['france'] },
      { name: 'Bo', powers: ['britain'] },
    ],
    settings: completeSettings(alliance, {}),
    seed: 2026,
    createdAt: '2026-11-29T18:30:00.000Z',
    appVersion: 'test',
  });
  const c = Campaign.create(alliance, header);
  // Every entry at a fixed time: playCards and the fight loop below act without a clock of their own.
  const act = c.act.bind(c);
  c.act = (type, payload, opts = {}) => act(type, payload, { now: now(), ...opts });
  c.act('track.adjust', { track: 'gold', power: 'france', delta: 3, reason: 'found in the cellar' });
  c.act('track.adjust', { track: 'gold', power: 'britain', delta: 2, reason: 'a subsidy, taken back' });
  c.undo(now());
  battleAtBavaria(c, ['france'], ['austria']);
  c.act('battle.setup', { battle: 1, input: BATTLE });
  c.bookmark(c.entries.length, 'Before the first volley at "Bavaria"', now());
  fightOut(c);
  c.act('track.adjust', { track: 'gold', power: 'britain', delta: -1, reason: 'paid for a "loan", with commas, too' });
  return c;
}

export function reportCampaignFile(): CampaignFile {
  return reportCampaign().toFile();
}

// The reviewed fixtures (shared/review/fixtures) name the game by a placeholder, so its id is typed only in the
// game's module and the registry; these turn one into the other.
const GAME_ID = JSON.stringify(alliance.id);
const GAME_PLACEHOLDER = '"<game id>"';
/** A reviewed fixture's text as the app writes it: the campaign's game id in place of the placeholder. */
export const fixtureText = (stored: string): string => stored.split(GAME_PLACEHOLDER).join(GAME_ID);
/** The app's output as a fixture is stored: the placeholder in place of the game id. */
export const storedFixture = (text: string): string => text.split(GAME_ID).join(GAME_PLACEHOLDER);
