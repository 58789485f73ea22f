// The campaign file format (.adc): schemas, versions and migrations.
import { z } from 'zod';
import { GAME_IDS, type CampaignFile } from './types';

export const CAMPAIGN_FORMAT = 'aide-de-camp-campaign';
export const CURRENT_SCHEMA_VERSION = 2;

const diceRoll = z.object({
  purpose: z.string(),
  count: z.number().int().min(0),
  sides: z.number().int().min(2),
  faces: z.array(z.number().int().min(1)),
  source: z.enum(['app', 'table']),
});

export const playerSchema = z.object({
  name: z.string().trim().min(1, 'a player needs a name').max(60),
  powers: z.array(z.string().min(1)).min(1, 'each player plays at least one power'),
});

export const headerSchema = z.object({
  format: z.literal(CAMPAIGN_FORMAT),
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: z.string().min(1),
  game: z.enum(GAME_IDS),
  scenario: z.string().min(1),
  title: z.string().max(120),
  players: z.array(playerSchema).min(1),
  settings: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  appVersion: z.string(),
  seed: z.number().int(),
});

export const entrySchema = z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  type: z.string().min(1),
  payload: z.unknown(),
  title: z.string(),
  when: z.string(),
  dice: z.array(diceRoll).optional(),
  rngAfter: z.array(z.number().int()).length(4).optional(),
});

export const campaignFileSchema = z.object({
  header: headerSchema,
  entries: z.array(entrySchema),
});

export class CampaignFormatError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-json' | 'foreign' | 'newer' | 'invalid',
  ) {
    super(message);
    this.name = 'CampaignFormatError';
  }
}

function describeZod(err: z.ZodError): string {
  return err.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`)
    .join('; ');
}

/**
 * Version 1 files kept the turn label under `group`; version 2 calls it `when`
 * and adds `title` to the header.
 */
const migrations: Record<number, (raw: any) => any> = {
  1: (raw) => ({
    ...raw,
    header: { ...raw.header, schemaVersion: 2, title: raw.header?.title ?? '' },
    entries: Array.isArray(raw.entries)
      ? raw.entries.map(({ group, ...e }: any) => ({ ...e, when: e.when ?? group ?? '' }))
      : raw.entries,
  }),
};

/** Parses text into a campaign file, migrating older versions. Throws CampaignFormatError. */
export function parseCampaignText(text: string): CampaignFile {
  let raw: any;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CampaignFormatError('This file is damaged: it is not readable JSON.', 'not-json');
  }
  return parseCampaignObject(raw);
}

export function parseCampaignObject(raw: any): CampaignFile {
  if (!raw || typeof raw !== 'object' || raw.header?.format !== CAMPAIGN_FORMAT) {
    throw new CampaignFormatError('This is not an Aide-de-Camp campaign file.', 'foreign');
  }
  let version = raw.header.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new CampaignFormatError('This campaign file has no valid schema version.', 'invalid');
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new CampaignFormatError(
      `This campaign was saved by a newer Aide-de-Camp (file version ${version}, this app reads up to ${CURRENT_SCHEMA_VERSION}). Update the app to open it.`,
      'newer',
    );
  }
  while (version < CURRENT_SCHEMA_VERSION) {
    raw = migrations[version]!(raw);
    version = raw.header.schemaVersion;
  }
  const parsed = campaignFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CampaignFormatError(`This campaign file is damaged: ${describeZod(parsed.error)}`, 'invalid');
  }
  const entries = parsed.data.entries;
  for (let i = 0; i < entries.length; i++) {
    if (entries[i]!.seq !== i + 1) {
      throw new CampaignFormatError(`This campaign file is damaged: log entry ${i + 1} is numbered ${entries[i]!.seq}.`, 'invalid');
    }
  }
  return parsed.data as CampaignFile;
}

export function serializeCampaign(file: CampaignFile): string {
  return JSON.stringify(file);
}
