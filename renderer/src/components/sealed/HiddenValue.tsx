// A value its owner keeps hidden from the table (e.g. Alliance's hidden treasuries [3.4]): shown only behind the
// owner's reveal, which closes by itself after a few seconds so it is not left open for the next glance.
import { useEffect, useState, type ReactNode } from 'react';
import './sealed.css';

export const REVEAL_SECONDS = 8;

export function HiddenValue({ owner, what, children }: { owner: string; what: string; children: ReactNode }) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  if (left > 0) {
    return (
      <div className="hidden-shown">
        {children}
        <button type="button" className="btn btn-quiet btn-small" onClick={() => setLeft(0)} aria-label={`Hide ${owner}’s ${what} now`}>
          Hide ({left} s)
        </button>
      </div>
    );
  }
  return (
    <div className="hidden-value" role="group" aria-label={`${owner} ${what}: hidden`}>
      <div className="stat-label">{what}</div>
      <button type="button" className="btn btn-small" onClick={() => setLeft(REVEAL_SECONDS)} title={`Only ${owner} should look: it hides again after ${REVEAL_SECONDS} seconds`}>
        Hidden · {owner} only: show
      </button>
    </div>
  );
}
