// "Before you play" (CONTRACTS §2): what this campaign will need from the group's data, and when, read from
// the game module's beforeYouPlay. Shown when a campaign is created or opened; each need is one click into the
// data editor (or the game's own inline entry), and the group is free to skip it and play. Skipped once, it is
// remembered (main's settings) and a later opening shows one line that opens the list again, so the phase and the
// main action stay at the top; a table play needs is still asked for where it is needed.
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { DataNeed, GameId } from '../../../shared/engine/types';
import { useGameScreens } from '../games/registry';
import { useCatalogue, useDataUi } from '../data/state';
import { useApp } from '../lib/store';

function rowWords(n: number): string {
  return `${n} ${n === 1 ? 'entry' : 'entries'} to fill in`;
}

function tableWords(n: number): string {
  return `${n} ${n === 1 ? 'table' : 'tables'} still to enter`;
}

/** 'full': the list; 'line': the one-line notice (skipped at an earlier opening); 'gone': skipped just now. */
type Shown = 'full' | 'line' | 'gone';

export function BeforeYouPlay({ view }: { view: CampaignView }) {
  const [shown, setShown] = useState<Shown>(view.beforePlaySkipped ? 'line' : 'full');
  const game = view.header.game as GameId;
  const cat = useCatalogue(game);
  const screens = useGameScreens(game);
  const entries = screens?.needEntry ?? {};
  const needs = view.beforeYouPlay ?? [];
  if (shown === 'gone' || !needs.length) return null;
  if (shown === 'line') {
    return (
      <section className="before-play before-play-line" role="region" aria-label="Before you play">
        <span>{tableWords(needs.length)}</span>
        <span aria-hidden="true"> — </span>
        <button type="button" className="btn btn-small" onClick={() => setShown('full')}>
          Enter them
        </button>
      </section>
    );
  }
  const skip = () => {
    // Opened again from the line: back to the line. Skipped the first time: gone, and remembered for next time.
    if (view.beforePlaySkipped) return setShown('line');
    setShown('gone');
    void useApp.getState().call('campaign.skipBeforePlay', {}, 'Skip for now');
  };
  const title = (n: DataNeed) => screens?.needTitle?.(n) ?? cat?.data.tables.find((t) => t.id === n.table)?.title ?? n.table;
  return (
    <section className="before-play" role="region" aria-label="Before you play">
      <header className="before-play-head">
        <h2>Before you play</h2>
        <p>
          What this campaign will need from your components, and when. Fill in what you can now; anything skipped is asked for where it is needed.
        </p>
      </header>
      <ol className="before-play-list">
        {needs.map((n) => {
          const Entry = entries[n.table];
          const label = title(n);
          return (
            <li key={n.table} className="before-play-item" aria-label={`${label}: needed at ${n.when}`}>
              <div className="before-play-when">{n.when}</div>
              <div className="before-play-what">
                <strong>{label}</strong>
                {n.rows?.length && !Entry ? <span className="before-play-count"> · {rowWords(n.rows.length)}</span> : null}
                <div className="before-play-why">{n.why}</div>
                {Entry ? <Entry view={view} need={n} /> : null}
              </div>
              {!Entry ? (
                <button type="button" className="btn" onClick={() => useDataUi.getState().openTable(game, n.table, n.rows ?? [])} aria-label={`Fill in ${label}`}>
                  Fill in…
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="before-play-foot">
        <button type="button" className="btn btn-primary" onClick={skip}>
          Skip for now and play
        </button>
      </div>
    </section>
  );
}
