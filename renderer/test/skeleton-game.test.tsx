// The first "Done when": a fourth game, registered only here (its two fixture folders and one line
// per registry), gets a New Campaign entry, a campaign screen with its step panel and its words, and its
// calculator, through the generic screens. Rendered with react-dom/server (no DOM needed).
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Campaign, makeHeader } from '../../shared/engine/campaign';
import { buildView } from '../../shared/ipc/view';
import type { CampaignView, GameCatalogueEntry } from '../../shared/ipc/contract';
import { skeletonGame, SKELETON_ID } from '../../shared/test/skeleton-game/module';
import { loadGameScreens, registerGameUi } from '../src/games/registry';
import { useApp } from '../src/lib/store';
import { useCalculatorUi } from '../src/calculator/store';
import { App } from '../src/App';
import { skeletonUi } from './skeleton-game/ui';

// react-dom/server reads a zustand store's server snapshot, its initial state: the test writes there what
// the screen should show.
function show(patch: Partial<ReturnType<typeof useApp.getState>>, calculator: ReturnType<typeof useCalculatorUi.getState>['calculator'] = null): string {
  Object.assign(useApp.getInitialState(), { view: null, review: null, ...patch });
  Object.assign(useCalculatorUi.getInitialState(), { calculator });
  return renderToStaticMarkup(<App />);
}

/** The catalogue entry main sends for a module (as electron/services/handlers.ts builds it). */
const entry: GameCatalogueEntry = {
  id: skeletonGame.id,
  name: skeletonGame.name,
  powers: skeletonGame.powers.map((p) => ({ id: p.id, name: p.name, colour: p.colour, kind: p.kind })),
  scenarios: skeletonGame.scenarios.map((s) => ({ id: s.id, name: s.name, description: s.description, playable: s.playable, minPlayers: s.minPlayers, maxPlayers: s.maxPlayers, cite: s.cite })),
};

function campaignView(steps = 0): CampaignView {
  const c = Campaign.create(
    skeletonGame,
    makeHeader({ id: 'sk-1', game: SKELETON_ID, scenario: 'short', players: [{ name: 'Ann', powers: ['north'] }, { name: 'Bo', powers: ['south'] }], seed: 1, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test', title: 'The short war' }),
  );
  for (let i = 0; i < steps; i++) c.act('sequence.next', {});
  return buildView(c, '/tmp/short-war.adc');
}

beforeAll(async () => {
  registerGameUi(skeletonUi); // the renderer registry's one line
  // react-dom/server does not wait for a Suspense: the game's screens are loaded first, as the app's first render would.
  await loadGameScreens(SKELETON_ID);
});

describe('a fourth game registered in a test fixture', () => {
  it('gets a New Campaign entry: the generic form with its scenario and seats, and its calculator on Home', () => {
    const html = show({ catalogue: [entry] });
    expect(html).toContain('<h2 id="new-h">New campaign</h2>');
    expect(html).toContain('<div class="game-name">Skeleton War</div>');
    expect(html).toContain('value="short"');
    expect(html).toContain('Two seasons.');
    expect(html).toContain('(exactly 2, one power each)');
    expect(html).toContain('value="skeleton-war-short.adc"');
    expect(html).toContain('title="Skirmish odds (C)"');
  });

  it('gets a campaign screen with its own step panel, the generic boards, and its words for the turn', () => {
    const first = show({ view: campaignView() });
    expect(first).toContain('The short war');
    expect(first).toContain('Campaign Season 1');
    expect(first).toContain('aria-label="Muster the garrisons"');
    expect(first).toContain('Garrisons to muster: north 3, south 3');
    expect(first).toContain('aria-label="Steps this Campaign Season"');
    // The generic power cards show its track; the campaign header offers its calculator.
    expect(first).toContain('aria-label="Northern League Supply"');
    expect(first).toContain('Skirmish calculator');
    // Its second step has no panel of its own: the generic one; past the last step, the next season in its words.
    const last = show({ view: campaignView(1) });
    expect(last).toContain('Nothing to record at this step');
    expect(last).toContain('next Campaign Season');
    expect(last).not.toContain('Garrisons to muster');
  });

  it('gets its calculator over the campaign, opened the generic way', () => {
    const html = show({ view: campaignView() }, { game: SKELETON_ID, from: 'campaign' });
    expect(html).toContain('aria-label="Skirmish calculator"');
    expect(html).toContain('Back to the campaign');
    expect(html).toContain('North wins 62.5%');
    // Another game's calculator is not shown for it.
    expect(html).not.toContain('Battle calculator</h1>');
  });
});
