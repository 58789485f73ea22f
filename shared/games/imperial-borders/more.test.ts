// Imperial Borders, the remaining pieces of issue 12: the step list during Phase 4, and the other
// corrections and checks added with them (each test names its rule).
import { describe, expect, it } from 'vitest';
import { sequenceView } from '../../engine/sequence';
import { imperialBorders as ib } from './module';
import { nationName } from './state';
import { goTo, ibCampaign, marchTo } from './testing';

const stepOf = (c: ReturnType<typeof ibCampaign>, id: string) => sequenceView(ib, c.state).phases.flatMap((p) => p.steps).find((x) => x.id === id)!;

describe('the step list while Nations march [Game Round Overview]', () => {
  it('Phases 5-7 are still to come while Nations march, Phases 1-3 were done before the first; neither is "skipped"', () => {
    const c = ibCampaign();
    goTo(c, 'p4-review');
    const order = c.state.turnOrder;
    marchTo(c, order[1]!);
    const annex = stepOf(c, 'p5-annex');
    expect(annex.applies).toBe(false);
    expect(annex.note).toMatchObject({ kind: 'later' });
    expect(annex.note!.text).toMatch(/after the last Active Nation/);
    // The Nations still to march are named, the Active one is not.
    for (const n of order.slice(2)) expect(annex.note!.text).toContain(nationName(n));
    expect(annex.note!.text).not.toContain(nationName(order[1]!));
    expect(stepOf(c, 'p7-purchase').note?.kind).toBe('later');
    expect(stepOf(c, 'p1-taxes').note).toMatchObject({ kind: 'earlier' });
    expect(stepOf(c, 'p3-bids').note?.kind).toBe('earlier');
    // The Congress of Vienna is not held in Round 1: it stays skipped, with its reason.
    expect(stepOf(c, 'p6-congress').note).toBeUndefined();
    // The last Active Nation: Phases 5-7 apply now (the step list walks into them).
    marchTo(c, order[order.length - 1]!);
    expect(stepOf(c, 'p5-annex')).toMatchObject({ applies: true });
    expect(stepOf(c, 'p5-annex').note).toBeUndefined();
  });
});
