// @vitest-environment happy-dom
// A screen that throws while drawing shows the plain-words notice and "Try again" (not a blank window), and
// trying again draws it once the cause is gone (a game's screens that failed to load, loaded next time).
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { ScreenBoundary } from '../src/components/ScreenBoundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let failing = true;
function Flaky() {
  if (failing) throw new Error('Failed to fetch dynamically imported module: ui.js');
  return <p>Imperial Borders screens</p>;
}

describe('ScreenBoundary', () => {
  it('says what failed, that nothing is lost, and draws the screen again on Try again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<ScreenBoundary what="The calculator"><Flaky /></ScreenBoundary>));
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.querySelector('h2')!.textContent).toBe('The calculator could not be shown');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module: ui.js');
    expect(alert.textContent).toContain('Nothing is lost');
    failing = false;
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toBe('Imperial Borders screens');
    await act(async () => root.unmount());
    quiet.mockRestore();
  });
});
