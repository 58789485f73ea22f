// The campaign file format (.adc): schemas, versions and migrations.
import { z } from 'zod';
import { GAME_IDS, type CampaignFile } from './types';

export const CAMPAIGN_FORMAT = 'aide-de-camp-campaign';
export const CURRENT_SCHEMA_VERSION = 4;
/**
 * The rules revision of this build, stamped on every action it logs. Raise it whenever a game tightens a check
 * or changes what an entry asks for (dice, a step): an entry stamped lower (or not at all) that today's rules
 * refuse may then fold as an older build checked it (the game's `legacy` path), so a save is never lost to an
 * update. Entries stamped with the current revision are checked strictly.
 */
export const RULES_REVISION = 1;

/** Limits no real campaign comes near; a crafted file beyond them is refused before it is folded. */
export const FILE_LIMITS = {
  /** Characters of campaign text (about the bytes on disk). */
  maxText: 32 * 1024 * 1024,
  /** Nesting of arrays and objects anywhere in the file. */
  maxDepth: 64,
  maxEntries: 1_000_000,
  maxDice: 200,
  maxSides: 1000,
} as const;

/** Text a person typed: no NUL or other control characters. */
export const plain = (max: number) => z.string().max(max).refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), 'contains control characters');

const diceRoll = z.object({
  purpose: plain(200),
  count: z.number().int().min(0).max(FILE_LIMITS.maxDice),
  sides: z.number().int().min(2).max(FILE_LIMITS.maxSides),
  faces: z.array(z.number().int().min(1).max(FILE_LIMITS.maxSides)).max(FILE_LIMITS.maxDice),
  source: z.enum(['app', 'table']),
}).refine((d) => d.faces.length === d.count && d.faces.every((f) => f <= d.sides), 'dice faces do not match the dice thrown');

export const playerSchema = z.object({
  name: plain(60).pipe(z.string().trim().min(1, 'a player needs a name')),
  powers: z.array(z.string().min(1).max(60)).min(1, 'each player plays at least one power').max(20),
});

export const headerSchema = z.object({
  format: z.literal(CAMPAIGN_FORMAT),
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  id: plain(200).pipe(z.string().min(1)),
  game: z.enum(GAME_IDS),
  scenario: plain(80).pipe(z.string().min(1)),
  title: plain(120),
  players: z.array(playerSchema).min(1).max(12),
  settings: z.record(z.string().max(200), z.unknown()),
  createdAt: plain(64),
  appVersion: plain(64),
  seed: z.number().int().min(-(2 ** 31)).max(2 ** 32),
  legacyTableDice: z.literal(true).optional(),
  legacyEntries: z.number().int().min(1).max(FILE_LIMITS.maxEntries).optional(),
});

export const entrySchema = z.object({
  seq: z.number().int().min(1).max(FILE_LIMITS.maxEntries),
  at: plain(64),
  type: z.string().min(1).max(80).regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)*$/, 'not an action name'),
  payload: z.unknown(),
  title: plain(1000),
  when: plain(200),
  dice: z.array(diceRoll).max(50).optional(),
  sealed: plain(60).optional(),
  rngAfter: z.array(z.number().int().min(-(2 ** 31)).max(2 ** 32)).length(4).optional(),
  rules: z.number().int().min(1).max(1_000_000).optional(),
});

export const campaignFileSchema = z.object({
  header: headerSchema,
  entries: z.array(entrySchema).max(FILE_LIMITS.maxEntries),
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
 * Version 1 files kept the turn label under `group`; version 2 calls it `when` and adds `title` to the
 * header. Version 3 logs the table's choice of its own dice before its table dice: a version 2 file's
 * table dice, logged without one, stay valid (`legacyTableDice`). Version 4 marks the entries an older
 * version wrote (`legacyEntries`), so a game that tightened a check since can still fold them as logged.
 */
const migrations: Record<number, (raw: any) => any> = {
  1: (raw) => ({
    ...raw,
    header: { ...raw.header, schemaVersion: 2, title: raw.header?.title ?? '' },
    entries: Array.isArray(raw.entries)
      ? raw.entries.map((e: any) => {
          // A damaged entry (null, a number) is left for the schema to name.
          if (!e || typeof e !== 'object' || Array.isArray(e)) return e;
          const { group, ...rest } = e;
          return { ...rest, when: rest.when ?? group ?? '' };
        })
      : raw.entries,
  }),
  2: (raw) => ({ ...raw, header: { ...raw.header, schemaVersion: 3, legacyTableDice: true } }),
  3: (raw) => {
    const n = Array.isArray(raw.entries) ? raw.entries.length : 0;
    return { ...raw, header: { ...raw.header, schemaVersion: 4, ...(n > 0 ? { legacyEntries: n } : {}) } };
  },
};

/** The deepest nesting of arrays and objects in JSON text, found without recursion (so never a stack overflow). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max && (max = depth) > stopAt) return max;
    } else if (c === 93 || c === 125) depth--;
  }
  return max;
}

/** Parses text into a campaign file, migrating older versions. Throws CampaignFormatError. */
export function parseCampaignText(text: string): CampaignFile {
  // Some editors save a byte-order mark first; it is not part of the campaign.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length > FILE_LIMITS.maxText) {
    throw new CampaignFormatError(`This file is too large to be an Aide-de-Camp campaign (${Math.round(text.length / 1048576)} MB; at most ${FILE_LIMITS.maxText / 1048576} MB).`, 'foreign');
  }
  const start = text.trimStart();
  if (start === '') throw new CampaignFormatError('This file is empty: it holds no campaign.', 'not-json');
  if (start[0] !== '{') throw new CampaignFormatError('This is not an Aide-de-Camp campaign file (it is not a campaign saved by the app).', 'foreign');
  if (jsonDepth(text, FILE_LIMITS.maxDepth) > FILE_LIMITS.maxDepth) {
    throw new CampaignFormatError(`This campaign file is damaged: its data is nested more than ${FILE_LIMITS.maxDepth} levels deep, which the app never writes.`, 'invalid');
  }
  let raw: any;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new CampaignFormatError('This file is damaged: it is not readable JSON.', 'not-json');
  }
  return parseCampaignObject(raw);
}

export function parseCampaignObject(raw: any): CampaignFile {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !raw.header || typeof raw.header !== 'object' || raw.header.format !== CAMPAIGN_FORMAT) {
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
