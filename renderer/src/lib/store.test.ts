import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView, IntentResult, IntentName } from '../../../shared/ipc/contract';
import type { AppBridge } from './bridge';
import { useApp } from './store';

function fakeBridge(answer: (name: string, input: unknown) => IntentResult<IntentName>, delay = 5) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const listeners = new Map<string, (p: unknown) => void>();
  const bridge: AppBridge = {
    kind: 'websocket',
    status: 'open',
    invoke: (async (name: string, input: unknown) => {
      calls.push({ name, input });
      await new Promise((r) => setTimeout(r, delay));
      return answer(name, input);
    }) as AppBridge['invoke'],
    on: ((name: string, fn: (p: unknown) => void) => {
      listeners.set(name, fn);
      return () => listeners.delete(name);
    }) as AppBridge['on'],
    onStatus: (fn) => {
      fn('open', { attempt: 0, retryInMs: null });
      return () => {};
    },
  };
  return { bridge, calls, listeners };
}

const view = (id: string, step: string) => ({ header: { id }, step: { id: step }, path: null }) as unknown as CampaignView;

describe('store', () => {
  beforeEach(() => {
    useApp.setState({ view: null, refusal: null, toasts: [], pending: 0, review: null });
    vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
  });

  it('sends one Next at a time, so a double click cannot skip a step', async () => {
    const { bridge, calls } = fakeBridge(() => ({ ok: true, value: view('c', 'b') }));
    useApp.getState().attach(bridge);
    const [a, b] = await Promise.all([useApp.getState().act('sequence.next', {}, 'Next'), useApp.getState().act('sequence.next', {}, 'Next')]);
    expect([a, b]).toEqual([true, false]);
    expect(calls.filter((c) => c.name === 'campaign.act')).toHaveLength(1);
    expect(useApp.getState().view?.step.id).toBe('b');
  });

  it('shows a refusal with its reason and keeps the view as it was', async () => {
    const { bridge } = fakeBridge(() => ({ ok: false, error: { message: 'Card 12 has already been played this year.', kind: 'rule' } }));
    useApp.getState().attach(bridge);
    useApp.setState({ view: view('c', 'play-cards') });
    const ok = await useApp.getState().act('cards.play', { power: 'france', card: 12 }, 'France plays card 12');
    expect(ok).toBe(false);
    expect(useApp.getState().refusal).toMatchObject({ message: 'Card 12 has already been played this year.', kind: 'rule', what: 'France plays card 12' });
    expect(useApp.getState().view?.step.id).toBe('play-cards');
    expect(useApp.getState().pending).toBe(0);
  });

  it('turns pushes into the view and notices into toasts', () => {
    const { bridge, listeners } = fakeBridge(() => ({ ok: true, value: null }));
    useApp.getState().attach(bridge);
    listeners.get('campaign.changed')!(view('x', 'discard'));
    expect(useApp.getState().view?.header.id).toBe('x');
    listeners.get('notice')!({ level: 'warning', message: 'Recovered 2 actions from the journal.' });
    expect(useApp.getState().toasts.map((t) => t.message)).toContain('Recovered 2 actions from the journal.');
    listeners.get('campaign.changed')!(null);
    expect(useApp.getState().view).toBeNull();
  });

  it('does not report a cancelled dialog as a refusal', async () => {
    const { bridge } = fakeBridge(() => ({ ok: false, error: { message: 'Cancelled.', kind: 'cancelled' } }));
    useApp.getState().attach(bridge);
    await useApp.getState().call('campaign.create', { game: 'alliance', scenario: '1804-07', players: [] }, 'Start');
    expect(useApp.getState().refusal).toBeNull();
  });
});
