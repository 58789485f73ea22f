// The library of data packs a group keeps to start new campaigns with: one JSON file per pack.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { GAME_DATA } from '../../shared/data/registry';
import { tableStatus, validatePack, type DataPack } from '../../shared/data/tables';
import type { GameId } from '../../shared/engine/types';
import type { PackEntry } from '../../shared/ipc/contract';
import { atomicWrite, FileError } from './files';

export class PackError extends Error {
  constructor(readonly errors: string[]) {
    super(`This data pack cannot be used: ${errors.slice(0, 5).join(' ')}${errors.length > 5 ? ` (and ${errors.length - 5} more problems)` : ''}`);
    this.name = 'PackError';
  }
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50) || 'pack';
}

export function checkPack(raw: unknown): DataPack {
  const game = (raw as { game?: string } | null)?.game;
  const data = game ? GAME_DATA[game as GameId] : undefined;
  if (!data) {
    const r = raw as { format?: unknown } | null;
    throw new PackError([r && typeof r === 'object' && r.format === 'aide-de-camp-data-pack' ? `Unknown game "${String(game)}".` : 'This is not an Aide-de-Camp data pack.']);
  }
  const check = validatePack(data, raw);
  if (!check.ok) throw new PackError(check.errors);
  return check.pack;
}

export class PackLibrary {
  constructor(private readonly dir: string) {}

  private file(id: string): string {
    if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id)) throw new FileError('No such data pack.', id, 'missing');
    return path.join(this.dir, `${id}.json`);
  }

  async list(game?: GameId): Promise<PackEntry[]> {
    const out: PackEntry[] = [];
    const games = game ? [game] : (Object.keys(GAME_DATA) as GameId[]);
    for (const g of games) {
      let names: string[] = [];
      try {
        names = await fs.readdir(path.join(this.dir, g));
      } catch {
        continue;
      }
      for (const n of names.filter((x) => x.endsWith('.json'))) {
        const id = `${g}/${n.slice(0, -5)}`;
        try {
          const pack = checkPack(JSON.parse(await fs.readFile(this.file(id), 'utf8')));
          out.push(entryOf(id, pack));
        } catch {
          /* a pack that no longer validates is not offered */
        }
      }
    }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  async add(raw: unknown): Promise<PackEntry> {
    const pack = checkPack(raw);
    let id = `${pack.game}/${slug(pack.name)}`;
    for (let n = 2; await fs.access(this.file(id)).then(() => true, () => false); n++) id = `${pack.game}/${slug(pack.name)}-${n}`;
    await atomicWrite(this.file(id), JSON.stringify(pack, null, 1));
    return entryOf(id, pack);
  }

  async get(id: string): Promise<DataPack> {
    let text: string;
    try {
      text = await fs.readFile(this.file(id), 'utf8');
    } catch {
      throw new FileError('No such data pack.', id, 'missing');
    }
    return checkPack(JSON.parse(text));
  }

  async remove(id: string): Promise<void> {
    await fs.rm(this.file(id), { force: true });
  }
}

export function entryOf(id: string, pack: DataPack): PackEntry {
  const status = tableStatus(GAME_DATA[pack.game], pack);
  return {
    id,
    name: pack.name,
    game: pack.game,
    createdAt: pack.createdAt,
    missing: status.reduce((a, s) => a + s.missingRequired, 0),
    group: status.reduce((a, s) => a + s.group, 0),
    unverified: status.reduce((a, s) => a + s.unverified, 0),
  };
}
