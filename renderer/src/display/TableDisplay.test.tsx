// The table display's page, rendered from a real campaign's table view: big-type facts, no control of any
// kind, a hidden treasury as the word "hidden" with no number behind it.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { allianceCampaign, playCards } from '../../../shared/test/fixtures';
import { buildView } from '../../../shared/ipc/view';
import { tableView } from '../../../shared/ipc/table-view';
import { TableDisplay } from './TableDisplay';
import { tableSocketUrl } from './source';

describe('the table display page', () => {
  it('shows the year, turn, phase and every player’s tracks, and has no control', () => {
    const c = allianceCampaign();
    playCards(c, { france: [30, 'turkey'], britain: [20, 'turkey'] });
    const v = tableView(buildView(c, null), null);
    const html = renderToStaticMarkup(<TableDisplay view={v} status="open" />);
    expect(html).toContain(`<span class="tdisp-year">${v.turn.year}</span>`);
    expect(html).toContain(v.phase);
    expect(html).toContain(v.prompt.replace(/&/g, '&amp;'));
    for (const p of v.powers.filter((x) => x.player)) for (const t of p.tracks) expect(html).toContain(`<span class="tdisp-val">${t.value}</span>`);
    expect(html).not.toMatch(/<(button|input|select|textarea|a |form)\b|tabindex|contenteditable/);
  });

  it('shows a hidden treasury as hidden, with no number', () => {
    const c = allianceCampaign();
    c.act('rules.set', { id: 'hiddenTreasuries', value: true });
    const v = tableView(buildView(c, null), null);
    const html = renderToStaticMarkup(<TableDisplay view={v} status="open" />);
    const gold = [...html.matchAll(/tdisp-track tdisp-hidden"><span class="tdisp-val"[^>]*>([^<]*)<\/span><span class="tdisp-tname">Gold/g)].map((m) => m[1]);
    expect(gold).toEqual(['hidden', 'hidden']);
  });

  it('says when it waits, has no campaign, or lost the host', () => {
    expect(renderToStaticMarkup(<TableDisplay view={undefined} status="connecting" />)).toContain('Connecting…');
    expect(renderToStaticMarkup(<TableDisplay view={null} status="open" />)).toContain('No campaign is open');
    expect(renderToStaticMarkup(<TableDisplay view={null} status="reconnecting" />)).toContain('reconnecting');
  });

  it('reads the table’s own socket, never the app’s', () => {
    expect(tableSocketUrl({ protocol: 'http:', host: '10.0.0.7:5000' }, 'a b')).toBe('ws://10.0.0.7:5000/ws/table?token=a%20b');
  });
});
