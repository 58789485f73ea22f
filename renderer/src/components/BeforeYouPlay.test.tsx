// "Before you play" (rendered with react-dom/server): the whole list at a first opening; skipped at an earlier
// opening, one line that opens the list again, so the phase and the main action stay at the top.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Campaign, makeHeader } from '../../../shared/engine/campaign';
import { completeSettings } from '../../../shared/engine/settings';
import { buildView } from '../../../shared/ipc/view';
import type { CampaignView } from '../../../shared/ipc/contract';
import { congressOfVienna as cov } from '../../../shared/games/congress-of-vienna/module';
import { loadGameScreens } from '../games/registry';
import { BeforeYouPlay } from './BeforeYouPlay';

function view(patch: Partial<CampaignView>): CampaignView {
  const c = Campaign.create(
    cov,
    makeHeader({
      id: 'byp-ui', game: 'congress-of-vienna', scenario: 'full-campaign', title: 'Vienna 1813',
      players: [{ name: 'Ann', powers: ['FR'] }, { name: 'Bo', powers: ['RU', 'AU'] }, { name: 'Cy', powers: ['BR'] }],
      settings: completeSettings(cov, {}), seed: 7, createdAt: '2026-12-01T10:00:00.000Z', appVersion: 'test',
    }),
  );
  return { ...buildView(c, '/tmp/vienna.adc'), ...patch };
}

const needs = [
  { table: 'dice-a', when: 'the first battle', why: 'Battles roll these dice.' },
  { table: 'dice-b', when: 'the first siege', why: 'Sieges roll these dice.' },
];

beforeAll(async () => {
  await loadGameScreens('congress-of-vienna');
});

describe('Before you play', () => {
  it('a first opening shows the whole list with its skip button', () => {
    const html = renderToStaticMarkup(<BeforeYouPlay view={view({ beforeYouPlay: needs })} />);
    expect(html).toContain('<h2>Before you play</h2>');
    expect(html).toContain('aria-label="dice-a: needed at the first battle"');
    expect(html).toContain('Skip for now and play');
    expect(html).not.toContain('still to enter');
  });

  it('skipped at an earlier opening: one line counting the tables, with Enter them, and no list', () => {
    const html = renderToStaticMarkup(<BeforeYouPlay view={view({ beforeYouPlay: needs, beforePlaySkipped: true })} />);
    expect(html).toContain('aria-label="Before you play"');
    expect(html).toContain('2 tables still to enter');
    expect(html).toMatch(/<button[^>]*>Enter them<\/button>/);
    expect(html).not.toContain('<h2>');
    expect(html).not.toContain('needed at the first battle');
    expect(html).not.toContain('Skip for now and play');
    const one = renderToStaticMarkup(<BeforeYouPlay view={view({ beforeYouPlay: needs.slice(0, 1), beforePlaySkipped: true })} />);
    expect(one).toContain('1 table still to enter');
  });

  it('nothing left to enter: nothing shown, skipped or not', () => {
    expect(renderToStaticMarkup(<BeforeYouPlay view={view({ beforeYouPlay: [] })} />)).toBe('');
    expect(renderToStaticMarkup(<BeforeYouPlay view={view({ beforeYouPlay: [], beforePlaySkipped: true })} />)).toBe('');
  });
});
