// "Before you play" (CONTRACTS §2): what this campaign will need from the group's data, and when, read from
// the game module's beforeYouPlay. Shown when a campaign is created or opened; each need is one click into the
// data editor (or the game's own inline entry), and the group is free to skip it and play.
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { DataNeed, GameId } from '../../../shared/engine/types';
import { useGameScreens } from '../games/registry';
import { useCatalogue, useDataUi } from '../data/state';

function rowWords(n: number): string {
  return `${n} ${n === 1 ? 'entry' : 'entries'} to fill in`;
}

export function BeforeYouPlay({ view }: { view: CampaignView }) {
  const [skipped, setSkipped] = useState(false);
  const game = view.header.game as GameId;
  const cat = useCatalogue(game);
  const screens = useGameScreens(game);
  const entries = screens?.needEntry ?? {};
  const needs = view.beforeYouPlay ?? [];
  if (skipped || !needs.length) return null;
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
        <button type="button" className="btn btn-primary" onClick={() => setSkipped(true)}>
          Skip for now and play
        </button>
      </div>
    </section>
  );
}
