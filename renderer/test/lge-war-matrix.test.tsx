// Le Grand Empire's war matrix with a mandatory alliance in effect (multi-player, §13.3.2.5): the two cells
// say allied with the countdown, the panel names it, and the Diplomacy Phase offers the break (reading
// "until broken") or not (reading "as long as the mandatory peace"). Rendered with react-dom/server.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildView } from '../../shared/ipc/view';
import { emptyPeace } from '../../shared/games/le-grand-empire/peace-state';
import { goTo, lgeCampaign } from '../../shared/games/le-grand-empire/testing';
import type { LgeState } from '../../shared/games/le-grand-empire/state';
import { WarMatrix } from '../src/le-grand-empire/Diplomacy';

function matrix(turnsLeft: number | null): string {
  const c = lgeCampaign({ settings: { twoPlayer: false } });
  goTo(c, 'diplomacy');
  const view = buildView(c, '/tmp/lge.adc');
  const state = view.state as LgeState;
  const bound = { ...view, state: { ...state, peace: { ...emptyPeace(), bound: [{ power: 'prussia', with: 'france', since: 1, turnsLeft }] } } };
  return renderToStaticMarkup(<WarMatrix view={bound} />);
}
const cells = (html: string) => [...html.matchAll(/<td class="bound"[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);

describe('the war matrix shows a mandatory alliance', () => {
  it('until broken: "allied ∞" both ways, named with no end, each of the two may break it', () => {
    const html = matrix(null);
    expect(cells(html)).toEqual(['allied ∞', 'allied ∞']);
    expect(html).toContain('title="Mandatory alliance: until broken (§13.3.2.5)"');
    expect(html).toContain('<strong>Mandatory alliance: Prussia with France, until broken</strong>');
    expect(html).toContain('<button type="button" class="btn">Prussia breaks it</button><button type="button" class="btn">France breaks it</button>');
  });

  it('counted down: "allied 5" with its turns left, and no break button', () => {
    const html = matrix(5);
    expect(cells(html)).toEqual(['allied 5', 'allied 5']);
    expect(html).toContain('5 turns left');
    expect(html).not.toContain('breaks it');
  });
});
