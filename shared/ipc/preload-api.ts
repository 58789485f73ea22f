// The object the Electron preload exposes as window.adc, as a type: one function per intent (named by
// functionNameOf: 'campaign.act' → 'campaignAct') and the push subscriptions. The preload checks its object
// against it with `satisfies`; the renderer's bridge reads window.adc through it. Types only: the sandboxed
// preload imports nothing at run time but names.ts.
import type { IntentInput, IntentName, IntentResult, PushEvents } from './contract';

/** 'campaign.restoreBackup' → 'campaignRestoreBackup', at the type level (as functionNameOf does at run time). */
export type FunctionNameOf<S extends string> = S extends `${infer Head}.${infer First}${infer Rest}` ? FunctionNameOf<`${Head}${Uppercase<First>}${Rest}`> : S;

export type IntentFunctions = {
  readonly [K in IntentName as FunctionNameOf<K>]: (input: IntentInput<K>) => Promise<IntentResult<K>>;
};

export interface PushSubscriptions {
  onCampaignChanged(fn: (view: PushEvents['campaign.changed']) => void): () => void;
  onNotice(fn: (notice: PushEvents['notice']) => void): () => void;
  /** Electron's application menu. */
  onMenu(fn: (msg: PushEvents['menu']) => void): () => void;
}

export type PreloadApi = IntentFunctions & PushSubscriptions;
