// Loads the battle engine chunk (engine.ts) once, on first use.
import { useEffect, useState } from 'react';

export type BattleEngine = typeof import('./engine');

let loaded: BattleEngine | null = null;
let loading: Promise<BattleEngine> | null = null;

export function loadBattleEngine(): Promise<BattleEngine> {
  loading ??= import('./engine').then((m) => (loaded = m));
  return loading;
}

export function useBattleEngine(): BattleEngine | null {
  const [m, setM] = useState<BattleEngine | null>(loaded);
  useEffect(() => {
    if (m) return;
    let live = true;
    void loadBattleEngine().then((x) => live && setM(x));
    return () => {
      live = false;
    };
  }, [m]);
  return m;
}
