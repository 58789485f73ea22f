// The benchmark's campaign builder plays real, deterministic campaigns: the log it writes folds back
// (Campaign.load) to exactly the live campaign's state.
import { describe, expect, it } from 'vitest';
import { Campaign } from '../shared/engine/campaign';
import { parseCampaignText, serializeCampaign } from '../shared/engine/schemas';
import { alliance } from '../shared/games/alliance/module';
import { buildAllianceCampaign } from './bench-builder';

describe('bench campaign builder', () => {
  it('writes a log that Campaign.load folds to the live state', () => {
    const { campaign, counts } = buildAllianceCampaign({ entries: 500, seed: 3 });
    expect(campaign.entries).toHaveLength(500);
    const text = serializeCampaign(campaign.toFile());
    const loaded = Campaign.load(alliance, parseCampaignText(text));
    expect(loaded.state).toEqual(campaign.state);
    expect(loaded.activeSeqs).toEqual(campaign.activeSeqs);
    expect(loaded.redoSeqs).toEqual(campaign.redoSeqs);
    expect(loaded.rngState).toEqual(campaign.rngState);
    // Every prefix of the log is a campaign too (the 1,000-entry baseline is a prefix of the 10,000).
    const prefix = Campaign.load(alliance, { header: campaign.header, entries: campaign.entries.slice(0, 250) });
    expect(prefix.state).toEqual(campaign.stateAfter(prefix.activeSeqs[prefix.activeSeqs.length - 1] ?? 0));
    // A realistic mix: cards, AP, Gold, dice, battles, undo and redo.
    for (const type of ['cards.discard', 'cards.play', 'action.spend', 'action.end-turn', 'track.adjust', 'dice.tray', 'battle.add', 'battle.result', 'meta.undo', 'meta.redo', 'sequence.next']) {
      expect(counts[type] ?? 0, type).toBeGreaterThan(0);
    }
    expect(campaign.entries.some((e) => e.dice?.some((d) => d.source === 'app'))).toBe(true);
  });

  it('is deterministic for a seed and differs across seeds', () => {
    const a = serializeCampaign(buildAllianceCampaign({ entries: 300, seed: 5 }).campaign.toFile());
    const b = serializeCampaign(buildAllianceCampaign({ entries: 300, seed: 5 }).campaign.toFile());
    const c = serializeCampaign(buildAllianceCampaign({ entries: 300, seed: 6 }).campaign.toFile());
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('spans many Years at benchmark size without reaching the end of the campaign', () => {
    const { campaign } = buildAllianceCampaign({ entries: 10_000 });
    expect(campaign.state.gameOver).toBeNull();
    expect(Number(alliance.turnLabel(campaign.state).year)).toBeGreaterThanOrEqual(1812);
  });
});
