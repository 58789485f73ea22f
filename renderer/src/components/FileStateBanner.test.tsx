// The open file's banner, rendered with react-dom/server from a real campaign's view as main marks it: a file
// opened for review on purpose is never offered "Try again" (that would reopen it for writing); a fault is.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { allianceCampaign } from '../../../shared/test/fixtures';
import { buildView } from '../../../shared/ipc/view';
import type { CampaignView } from '../../../shared/ipc/contract';
import { FileStateBanner } from './Shell';

const view = (patch: Partial<CampaignView>): CampaignView => ({ ...buildView(allianceCampaign(), '/camp/war.adc'), ...patch });
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]!.trim());

describe('the file state banner', () => {
  it('reviewing on purpose: says nothing changes the file, offers Close review and no Try again', () => {
    const html = renderToStaticMarkup(<FileStateBanner view={view({ readOnly: 'war.adc is open for review: nothing is written to it, its journal or its backups.', readOnlyKind: 'review' })} />);
    expect(html).toContain('Reviewing: nothing here changes the file.');
    expect(html).toContain('war.adc is open for review');
    expect(html).toContain('aria-label="Reviewing"');
    expect(buttons(html)).toEqual(['Close review']);
    expect(html).not.toContain('Try again');
  });

  it('read-only by a fault (a lock held by another writer): offers Try again, not Close review', () => {
    const html = renderToStaticMarkup(<FileStateBanner view={view({ readOnly: 'war.adc is already open in Aide-de-Camp on this computer (process 42). It is open here read-only.', readOnlyKind: 'fault' })} />);
    expect(html).toContain('already open in Aide-de-Camp');
    expect(html).toContain('aria-label="Open read-only"');
    expect(buttons(html)).toEqual(['Try again']);
    expect(html).not.toContain('Reviewing');
  });

  it('a view without the marker (an older host) is taken as a fault, as before', () => {
    const html = renderToStaticMarkup(<FileStateBanner view={view({ readOnly: 'Could not lock war.adc. It is open for review only.' })} />);
    expect(buttons(html)).toEqual(['Try again']);
  });

  it('changed on disk wins over review: save as a new file or reload', () => {
    const html = renderToStaticMarkup(<FileStateBanner view={view({ readOnly: 'x', readOnlyKind: 'review', changedOnDisk: 'war.adc was changed or replaced on disk.' })} />);
    expect(buttons(html)).toEqual(['Save as a new file', 'Reload the file from disk']);
  });

  it('a writable file has no banner', () => {
    expect(renderToStaticMarkup(<FileStateBanner view={view({})} />)).toBe('');
  });
});
