// Intent names without their schemas, so the sandboxed preload stays tiny.
export const INTENT_NAME_LIST = [
  'app.info', 'games.catalogue', 'files.recent', 'files.list', 'campaign.create', 'campaign.open', 'campaign.close',
  'campaign.saveAs', 'campaign.act', 'campaign.undo', 'campaign.redo', 'campaign.undoTo', 'campaign.bookmark',
  'campaign.skipBeforePlay',   'campaign.log', 'campaign.review', 'campaign.backups', 'campaign.restoreBackup',
  'campaign.openReview', 'review.index', 'review.charts', 'review.luck', 'review.report', 'review.export',
  'data.catalogue', 'packs.list', 'packs.add', 'packs.get', 'packs.remove',
  'display.open', 'display.screens', 'display.screen', 'share.set', 'share.state',
] as const;

/** The table display's own channel (Electron): pushes only, nothing can be sent on it. */
export const TABLE_CHANNEL_NAME = 'adc:table';

export const IPC_PREFIX = 'adc:';
export const PUSH_CHANNEL_NAME = 'adc:push';

export function functionNameOf(name: string): string {
  return name.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase());
}
