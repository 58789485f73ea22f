// Alliance's hidden treasuries [3.4]: with the option on, the dashboard's Gold is shown only behind its owner's
// reveal; with it off (the default), as before.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { allianceCampaign } from '../../../../shared/test/fixtures';
import { HiddenValue } from './HiddenValue';

describe('hidden values', () => {
  it('marks each player treasury hidden when the group keeps treasuries hidden, and only then', () => {
    const c = allianceCampaign();
    expect(c.module.powerViews(c.state, c.header).some((p) => p.hidden)).toBe(false);
    c.act('rules.set', { id: 'hiddenTreasuries', value: true });
    const views = c.module.powerViews(c.state, c.header);
    const players = views.filter((p) => p.player);
    expect(players.length).toBe(2);
    for (const p of players) expect(p.hidden).toEqual(['gold']);
    expect(views.filter((p) => !p.player).every((p) => !p.hidden)).toBe(true);
  });

  it('shows the owner\'s reveal button, not the value, until revealed', () => {
    const html = renderToStaticMarkup(
      <HiddenValue owner="France" what="Gold">
        <span className="big-number">737</span>
      </HiddenValue>,
    );
    expect(html).not.toContain('737');
    expect(html).toContain('aria-label="France Gold: hidden"');
    expect(html).toContain('Hidden · France only: show');
  });
});
