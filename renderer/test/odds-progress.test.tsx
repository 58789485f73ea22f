// The shared progress line (renderer/src/odds/OddsProgress.tsx): nothing while a quick job runs, the
// elapsed time and Cancel once slow, the note and Compute once cancelled.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { OddsProgress } from '../src/odds/OddsProgress';
import type { OddsState } from '../src/odds/useOdds';

function state(patch: Partial<OddsState<number>>): OddsState<number> {
  return { status: 'idle', result: null, stale: false, error: null, ms: null, cached: false, elapsed: 0, slow: false, cancel() {}, retry() {}, ...patch };
}

describe('OddsProgress', () => {
  it('shows nothing while a quick computation runs, or when done', () => {
    expect(renderToStaticMarkup(<OddsProgress odds={state({ status: 'running', elapsed: 50 })} />)).toBe('');
    expect(renderToStaticMarkup(<OddsProgress odds={state({ status: 'done', result: 0.5 })} />)).toBe('');
  });

  it('shows what is computed, the seconds so far and Cancel once slow', () => {
    const html = renderToStaticMarkup(<OddsProgress odds={state({ status: 'running', elapsed: 2345, slow: true })} what="Counting the units needed" />);
    expect(html).toContain('Counting the units needed…');
    expect(html).toContain('2.3 s');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).toContain('aria-label="Counting the units needed: in progress"');
  });

  it('once cancelled, says whether the figures shown are old and offers Compute', () => {
    expect(renderToStaticMarkup(<OddsProgress odds={state({ status: 'cancelled' })} />)).toContain('<span>Cancelled.</span>');
    const old = renderToStaticMarkup(<OddsProgress odds={state({ status: 'cancelled', result: 0.4 })} />);
    expect(old).toContain('Cancelled: the figures shown are from before your last change.');
    expect(old).toMatch(/<button[^>]*>Compute<\/button>/);
    expect(renderToStaticMarkup(<OddsProgress odds={state({ status: 'cancelled' })} cancelledNote="Stopped." />)).toContain('Stopped.');
  });
});
