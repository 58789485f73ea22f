// The shell every game's New Campaign form shares: game and scenario, title and file, the start button.
// Each game fills the middle (players and powers, options) itself.
import { useState, type ReactNode } from 'react';
import type { GameCatalogueEntry, IntentInput } from '../../../shared/ipc/contract';
import { useApp } from '../lib/store';
import { cx } from './ui';

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The path to send with campaign.create: none (Electron asks in a dialog), or the name with `.adc`. */
export function campaignPath(file: string, host: 'electron' | 'browser'): string | undefined {
  const path = file.trim() || undefined;
  return path && host === 'browser' && !/\.adc$/i.test(path) ? `${path}.adc` : path;
}

/** The file name field follows the title until the player types in it. */
export function useFileName(defaultFile: string): { file: string; setFile: (f: string) => void } {
  const [fileName, setFileName] = useState('');
  const [touched, setTouched] = useState(false);
  return {
    file: touched ? fileName : defaultFile,
    setFile: (f) => {
      setTouched(true);
      setFileName(f);
    },
  };
}

/**
 * Starting the campaign, for every game's form: the file's path added, the view shown on success, and the
 * module's refusal kept to be shown in the form (nothing is created).
 */
export function useStartCampaign(file: string, host: 'electron' | 'browser'): {
  busy: boolean;
  refusal: string | null;
  start: (input: () => Omit<IntentInput<'campaign.create'>, 'path'>) => Promise<void>;
} {
  const call = useApp((s) => s.call);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const start = async (input: () => Omit<IntentInput<'campaign.create'>, 'path'>) => {
    setBusy(true);
    setRefusal(null);
    try {
      const path = campaignPath(file, host);
      const r = await call('campaign.create', { ...input(), ...(path ? { path } : {}) }, 'Start the campaign');
      if (r.ok) useApp.setState({ view: r.value });
      else setRefusal(r.error.message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, start };
}

/** The set-up's refusal in words, under the form. */
export function SetupRefusal({ text, className }: { text: string | null; className: string }) {
  return text ? (
    <p className={className} role="alert" aria-label="Set-up refused">
      {text}
    </p>
  ) : null;
}

export function NewCampaignForm({ className, busy, onStart, children }: { className?: string; busy: boolean; onStart: () => void; children: ReactNode }) {
  return (
    <section className={cx('card new-campaign', className)} aria-labelledby="new-h">
      <header className="card-head">
        <h2 id="new-h">New campaign</h2>
      </header>
      <form
        className="card-body form"
        onSubmit={(e) => {
          e.preventDefault();
          onStart();
        }}
      >
        {children}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
            {busy ? 'Starting…' : 'Start the campaign'}
          </button>
        </div>
      </form>
    </section>
  );
}

export function GameAndScenario({
  catalogue, game, scenario, onGame, onScenario,
}: {
  catalogue: GameCatalogueEntry[];
  game: GameCatalogueEntry;
  scenario: string;
  onGame: (id: string) => void;
  onScenario: (id: string) => void;
}) {
  return (
    <>
      {catalogue.length > 1 ? (
        <label className="field">
          <span>Game</span>
          <select value={game.id} onChange={(e) => onGame(e.target.value)} aria-label="Game">
            {catalogue.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div className="field">
          <span>Game</span>
          <div className="game-name">{game.name}</div>
        </div>
      )}
      <fieldset className="field">
        <legend>Scenario</legend>
        <div className="scenario-grid" role="radiogroup" aria-label="Scenario">
          {game.scenarios.map((s) => (
            <label key={s.id} className={cx('scenario-option', s.id === scenario && 'selected')}>
              <input type="radio" name="scenario" value={s.id} checked={s.id === scenario} onChange={() => onScenario(s.id)} aria-label={s.name} />
              <span className="scenario-name">{s.name}</span>
              <span className="scenario-desc">{s.description}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

export function TitleAndFile({
  title, onTitle, file, onFile, host, example,
}: {
  title: string;
  onTitle: (t: string) => void;
  file: string;
  onFile: (f: string) => void;
  host: 'electron' | 'browser';
  example: string;
}) {
  return (
    <>
      <label className="field">
        <span>Campaign title</span>
        <input type="text" value={title} maxLength={120} placeholder={`e.g. ${example}`} onChange={(e) => onTitle(e.target.value)} aria-label="Campaign title" />
      </label>
      <label className="field">
        <span>File name</span>
        <input
          type="text"
          value={file}
          placeholder={host === 'electron' ? 'Leave empty to choose where to save' : 'campaign.adc'}
          onChange={(e) => onFile(e.target.value)}
          aria-label="File name"
        />
        <span className="hint">{host === 'electron' ? 'A full path, or leave it empty and choose in a dialog.' : 'Saved in the campaign folder after every action.'}</span>
      </label>
    </>
  );
}
