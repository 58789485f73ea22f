import { describe, expect, it } from 'vitest';
import { setCell, templatePack } from '../data/tables';
import { alliance } from '../games/alliance/module';
import type { AllianceState } from '../games/alliance/state';
import { ALLIANCE_DATA } from '../games/alliance/tables';
import { allianceCampaign } from '../test/fixtures';
import { completeSettings } from './settings';
import { skeletonHeader, skeletonModule, type SkeletonState } from '../test/skeleton-game';
import { Campaign } from './campaign';
import type { GameModule, InForce } from './types';

describe('set-up sees the rules and data in force', () => {
  it('gets the data pack the campaign starts with (the rulebook template when the header names none), the one state.data holds', () => {
    const seen: InForce[] = [];
    const module: GameModule<SkeletonState> = {
      ...skeletonModule,
      validateSetup: (h, f) => (seen.push(f), skeletonModule.validateSetup(h, f)),
      setup: (h, f) => (seen.push(f), skeletonModule.setup(h, f)),
    };
    const c = Campaign.create(module, skeletonHeader());
    expect(seen).toHaveLength(2);
    expect(seen[1]!.data).toEqual(templatePack(skeletonModule.data!));
    expect(seen[1]!.data).toBe(c.state.data);
    // A campaign's own pack (Alliance: a group-entered card) is what set-up reads, not a raw header field.
    const own = setCell(ALLIANCE_DATA, templatePack(ALLIANCE_DATA), 'cards', '2', 'empire', 'france');
    const got: InForce[] = [];
    const al: GameModule<AllianceState> = { ...alliance, setup: (h, f) => (got.push(f), alliance.setup(h, f)) };
    const header = { ...allianceCampaign().header, settings: completeSettings(alliance, { dataPack: own }) };
    const d = Campaign.create(al, header);
    expect(got[0]!.data).toEqual(own);
    expect(d.state.data).toEqual(own);
  });
});
