// The sealed-entry flow as a pure reducer: who holds the laptop, what is sealed, when everything is revealed.
// Entries live only in this state (the component's memory) until the reveal.

export type SealedStage = 'pass' | 'enter' | 'ready' | 'revealed' | 'sent';

export interface SealedState<T> {
  stage: SealedStage;
  /** The seat holding the laptop (pass / enter). */
  index: number;
  /** The current seat's entry while they type it: never shown once sealed. */
  draft: T | undefined;
  /** Sealed entries by seat id. */
  entries: Record<string, T>;
}

export type SealedEvent<T> =
  | { type: 'show' } // the seat named on the pass screen takes the laptop
  | { type: 'draft'; value: T }
  | { type: 'hide' } // back to the pass screen without sealing (the draft is dropped)
  | { type: 'seal' }
  | { type: 'reveal' }
  | { type: 'sent' };

export function initialSealed<T>(): SealedState<T> {
  return { stage: 'pass', index: 0, draft: undefined, entries: {} };
}

export function sealedReducer<T>(seatIds: readonly string[]) {
  return (s: SealedState<T>, e: SealedEvent<T>): SealedState<T> => {
    switch (e.type) {
      case 'show':
        return s.stage === 'pass' ? { ...s, stage: 'enter', draft: undefined } : s;
      case 'draft':
        return s.stage === 'enter' ? { ...s, draft: e.value } : s;
      case 'hide':
        return s.stage === 'enter' ? { ...s, stage: 'pass', draft: undefined } : s;
      case 'seal': {
        if (s.stage !== 'enter' || s.draft === undefined) return s;
        const id = seatIds[s.index]!;
        const entries = { ...s.entries, [id]: s.draft };
        const next = s.index + 1;
        return next >= seatIds.length ? { stage: 'ready', index: next, draft: undefined, entries } : { stage: 'pass', index: next, draft: undefined, entries };
      }
      case 'reveal':
        return s.stage === 'ready' ? { ...s, stage: 'revealed' } : s;
      case 'sent':
        return s.stage === 'revealed' || s.stage === 'ready' ? { ...s, stage: 'sent' } : s;
    }
  };
}
