// The game's tables and rule settings, asked of main once ('data.catalogue') and shared by the panels.
import { useEffect, useState } from 'react';
import type { DataCatalogue } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';

let cached: DataCatalogue | null = null;
let loading: Promise<DataCatalogue | null> | null = null;

export function useNiCatalogue(): DataCatalogue | null {
  const bridge = useApp((s) => s.bridge);
  const [cat, setCat] = useState<DataCatalogue | null>(cached);
  useEffect(() => {
    if (cached || !bridge) return;
    loading ??= bridge.invoke('data.catalogue', { game: 'napoleons-imperium' }).then((r) => {
      loading = null;
      if (r.ok) cached = r.value;
      return cached;
    });
    let live = true;
    void loading.then((c) => live && c && setCat(c));
    return () => {
      live = false;
    };
  }, [bridge]);
  return cat;
}

/** The table a "Fill in the table "…"" refusal names, by its title. */
export function tableFromMessage(cat: DataCatalogue | null, message: string): string | null {
  const m = /Fill in the table "([^"]+)"/.exec(message);
  if (!m || !cat) return null;
  return cat.data.tables.find((t) => t.title === m[1])?.id ?? null;
}
