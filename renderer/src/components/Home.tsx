// Home: the campaign folder and a new-campaign form.
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { GameCatalogueEntry } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';
import { useReview } from '../review/store';
import { RefusalBanner, formatDate } from './Shell';
import { Kbd, Loading, PowerSwatch } from './ui';
import { CalculatorButtons } from '../calculator/CalculatorButton';
import { useGameScreens } from '../games/registry';
import type { FileEntry } from '../../../shared/ipc/contract';
import { PackLibraryCard } from '../data/Library';
import { GameAndScenario, NewCampaignForm, TitleAndFile, slug, useFileName, useStartCampaign } from './NewCampaignForm';
import { NewCampaignData, createInputOf, noDataChoice, type NewCampaignDataChoice } from '../data/NewCampaignData';

export function HomeScreen() {
  const info = useApp((s) => s.info);
  const files = useApp((s) => s.files);
  const filesLoaded = useApp((s) => s.filesLoaded);
  const openFile = useApp((s) => s.openFile);
  const openForReview = useReview((s) => s.openForReview);
  const catalogue = useApp((s) => s.catalogue);
  const gameName = (id?: string) => catalogue.find((g) => g.id === id)?.name ?? id ?? '';
  const scenarioName = (game: string, id: string) => catalogue.find((g) => g.id === game)?.scenarios.find((x) => x.id === id)?.name ?? id;
  const [recent, setRecent] = useState<FileEntry[]>([]);
  useEffect(() => {
    if (info?.host !== 'electron') return;
    void useApp.getState().bridge?.invoke('files.recent', {}).then((r) => r.ok && setRecent(r.value));
  }, [info?.host, files]);
  const shown = [...recent.filter((r) => !files.some((f) => f.path === r.path)), ...files];

  return (
    <div className="home">
      <header className="home-head" role="banner">
        <div className="brand">
          <div className="brand-mark" aria-hidden="true">⚜</div>
          <div>
            <h1>Aide-de-Camp</h1>
            <p className="tagline">The staff officer at your table: sequence of play, treasuries, dice and the campaign log.</p>
          </div>
        </div>
        <div className="home-tools">
          <CalculatorButtons />
          <button type="button" className="btn btn-ghost-light" onClick={() => useApp.getState().setHelp(true)} aria-label="Keyboard shortcuts and help">
            ? Help
          </button>
        </div>
      </header>
      <main id="main" className="home-body">
        <RefusalBanner />
        <div className="home-grid">
          <section className="card" aria-labelledby="files-h">
            <header className="card-head">
              <h2 id="files-h">Campaigns</h2>
              <div className="card-actions">
                {info?.host === 'electron' ? (
                  <button type="button" className="btn" onClick={() => void openFile()}>
                    Open a file…
                  </button>
                ) : null}
                <button type="button" className="btn btn-quiet" onClick={() => void useApp.getState().loadHome()} aria-label="Refresh the list">
                  ↻ Refresh
                </button>
              </div>
            </header>
            <div className="card-body">
              {!filesLoaded ? <p className="muted">Reading the campaign folder…</p> : null}
              {filesLoaded && shown.length === 0 ? (
                <p className="empty">No campaigns yet. Start one on the right: it is saved after every action.</p>
              ) : null}
              <ul className="file-list" aria-label="Campaign files">
                {shown.map((f) => (
                  <li key={f.path} className={f.problem ? 'file-item file-broken' : 'file-item'}>
                    <div className="file-main">
                      <div className="file-title">{f.title || f.name}</div>
                      <div className="file-meta">
                        {f.title ? <span>{f.name}</span> : null}
                        {f.game ? <span>{gameName(f.game)}</span> : null}
                        {f.game && f.scenario ? <span>{scenarioName(f.game, f.scenario)}</span> : null}
                        {f.players?.length ? <span>{f.players.join(', ')}</span> : null}
                        {f.reached ? <span>reached {f.reached}</span> : null}
                        <span>saved {formatDate(f.modified)}</span>
                      </div>
                      {f.problem ? <div className="file-problem" role="note">Does not open: {f.problem}</div> : null}
                    </div>
                    {f.problem ? (
                      // Opening a broken file shows what is wrong and the backups that restore it.
                      <button type="button" className="btn" aria-label={`Backups of ${f.name}`} onClick={() => void openFile(f.path)}>
                        Backups…
                      </button>
                    ) : (
                      <span className="file-buttons">
                        <button type="button" className="btn" aria-label={`Review ${f.name}`} title="Open read-only to replay it and see its charts: nothing is written to the file" onClick={() => void openForReview(f.path)}>
                          Review
                        </button>
                        <button type="button" className="btn btn-primary" aria-label={`Open ${f.name}`} onClick={() => void openFile(f.path)}>
                          Open
                        </button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              {info ? <p className="muted small">Campaign folder: {info.dataDir} · {info.name} {info.version}</p> : null}
            </div>
          </section>
          {/* The chosen game's own form loads with its screens: only this card waits. */}
          <Suspense fallback={<Loading />}>
            <NewCampaign catalogue={catalogue} host={info?.host ?? 'browser'} />
          </Suspense>
          <PackLibraryCard />
          <section className="card at-the-table" aria-labelledby="table-h">
            <header className="card-head">
              <h2 id="table-h">At the table</h2>
            </header>
            <div className="card-body">
              <ul className="table-tips">
                <li>
                  <strong>One click for the common action.</strong> <Kbd>N</Kbd> or <Kbd>→</Kbd> moves to the next step; <Kbd>B</Kbd> goes back.
                </li>
                <li>
                  <strong>Every action is in the log</strong>, grouped by year and turn. <Kbd>Ctrl Z</Kbd> undoes, <Kbd>Ctrl Shift Z</Kbd> redoes, or undo to any entry.
                </li>
                <li>
                  <strong>Honest dice.</strong> Undo and redo replay the same dice; a new roll continues the stream, so no roll is ever re-rolled for a better result. Table dice can be typed in.
                </li>
                <li>
                  <strong>Saved as you go.</strong> The campaign file is written after every action, with backups.
                </li>
              </ul>
            </div>
          </section>
        </div>
      </main>
    </div>
  );
}

interface SeatDraft {
  name: string;
  power: string;
}

function NewCampaign({ catalogue, host }: { catalogue: GameCatalogueEntry[]; host: 'electron' | 'browser' }) {
  const [gameId, setGameId] = useState('');
  const game = catalogue.find((g) => g.id === gameId) ?? catalogue[0];
  const [scenarioId, setScenarioId] = useState('');
  const scenario = game?.scenarios.find((s) => s.id === scenarioId) ?? game?.scenarios[0];
  const [seats, setSeats] = useState<SeatDraft[]>([]);
  const [title, setTitle] = useState('');
  const [soloCards, setSoloCards] = useState(16);
  const [dataChoice, setDataChoice] = useState<NewCampaignDataChoice>(noDataChoice(''));

  const playable = useMemo(() => (game && scenario ? game.powers.filter((p) => scenario.playable.includes(p.id)) : []), [game, scenario]);

  // Sensible defaults when the game or scenario changes.
  useEffect(() => {
    if (!game || !scenario) return;
    setSeats((prev) => {
      const max = scenario.maxPlayers;
      const min = Math.max(1, scenario.minPlayers);
      let next = prev.filter((s) => scenario.playable.includes(s.power)).slice(0, max);
      if (next.length === 0) {
        const want = Math.min(max, Math.max(min, 2));
        next = playable.slice(0, want).map((p, i) => ({ name: `Player ${i + 1}`, power: p.id }));
      }
      while (next.length < min && playable[next.length]) next.push({ name: `Player ${next.length + 1}`, power: playable[next.length]!.id });
      return next;
    });
  }, [game, scenario, playable]);

  const { file, setFile } = useFileName(`${slug(title) || slug(`${game?.name ?? 'campaign'} ${scenario?.id ?? ''}`) || 'campaign'}.adc`);
  // A refusal here is shown by the app's refusal banner, as for every intent.
  const { busy, start } = useStartCampaign(file, host);

  if (!game || !scenario) {
    return (
      <section className="card" aria-label="New campaign">
        <div className="card-body">
          <p className="muted">Reading the games…</p>
        </div>
      </section>
    );
  }

  // A game with its own form (e.g. nations taken by alliance, optional rules agreed first) shows it.
  const Own = useGameScreens(game.id)?.NewCampaign;
  if (Own) return <Own catalogue={catalogue} host={host} onGame={setGameId} />;

  const used = new Set(seats.map((s) => s.power));
  const canAdd = seats.length < scenario.maxPlayers && playable.some((p) => !used.has(p.id));

  const create = () =>
    start(() => {
      const dataIn = createInputOf(dataChoice, game.id);
      return {
        game: game.id,
        scenario: scenario.id,
        title: title.trim(),
        players: seats.map((s) => ({ name: s.name.trim(), powers: [s.power] })),
        settings: { ...(scenario.id === 'solitaire' ? { solitaireCards: soloCards } : {}), ...(dataIn.rules ? { rules: dataIn.rules } : {}) },
        ...(dataIn.pack ? { pack: dataIn.pack } : {}),
      };
    });

  return (
    <NewCampaignForm busy={busy} onStart={() => void create()}>
      <GameAndScenario catalogue={catalogue} game={game} scenario={scenario.id} onGame={setGameId} onScenario={setScenarioId} />
      <fieldset className="field">
        <legend>
          Players <span className="muted small">({scenario.minPlayers === scenario.maxPlayers ? `exactly ${scenario.minPlayers}` : `${scenario.minPlayers}-${scenario.maxPlayers}`}, one power each)</span>
        </legend>
        <ol className="seat-list">
          {seats.map((seat, i) => {
            const colour = game.powers.find((p) => p.id === seat.power)?.colour ?? '#888';
            return (
              <li key={i} className="seat-row">
                <PowerSwatch colour={colour} />
                <input
                  type="text"
                  aria-label={`Player ${i + 1} name`}
                  value={seat.name}
                  maxLength={60}
                  onChange={(e) => setSeats(seats.map((s, k) => (k === i ? { ...s, name: e.target.value } : s)))}
                />
                <select
                  aria-label={`Player ${i + 1} power`}
                  value={seat.power}
                  onChange={(e) => setSeats(seats.map((s, k) => (k === i ? { ...s, power: e.target.value } : s)))}
                >
                  {playable.map((p) => (
                    <option key={p.id} value={p.id} disabled={used.has(p.id) && p.id !== seat.power}>
                      {p.name}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove player ${i + 1}`}
                  disabled={seats.length <= scenario.minPlayers}
                  onClick={() => setSeats(seats.filter((_, k) => k !== i))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="btn btn-quiet"
          disabled={!canAdd}
          onClick={() => {
            const free = playable.find((p) => !used.has(p.id));
            if (free) setSeats([...seats, { name: `Player ${seats.length + 1}`, power: free.id }]);
          }}
        >
          + Add a player
        </button>
      </fieldset>
      {scenario.id === 'solitaire' ? (
        <label className="field">
          <span>Cards</span>
          <select value={soloCards} onChange={(e) => setSoloCards(Number(e.target.value))} aria-label="Solitaire cards">
            <option value={16}>16 cards (1804-07)</option>
            <option value={32}>32 cards (to 1811)</option>
            <option value={48}>48 cards (to 1815)</option>
          </select>
        </label>
      ) : null}
      <NewCampaignData game={game.id} value={dataChoice} onChange={setDataChoice} />
      <TitleAndFile title={title} onTitle={setTitle} file={file} onFile={setFile} host={host} example="Thursday club, spring 2026" />
    </NewCampaignForm>
  );
}
