// The campaign's data workspace: Game data (the editor), Rules (rule settings) and Data packs. It covers
// the sequence and step columns and leaves the dice and log in sight, so each edit is seen to land in
// the log. Every change is a campaign action: logged, undoable, refused with the engine's reason.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CellValue, DataPack } from '../../../shared/data/tables';
import type { GameId } from '../../../shared/engine/types';
import type { CampaignView } from '../../../shared/ipc/contract';
import { isTyping } from '../lib/keys';
import { useApp } from '../lib/store';
import { RefusalBanner, formatDate } from '../components/Shell';
import { cx, Kbd } from '../components/ui';
import { DataEditor } from './DataEditor';
import { downloadPack } from './files';
import { packProblems, tableAskedFor, tableStatus, totals } from './model';
import { PackFileButton, PackProblems } from './Packs';
import { RulesList } from './RulesPanel';
import { useCatalogue, useDataUi, type WorkspaceTab } from './state';
import './data.css';

interface SettingsState {
  data?: DataPack;
  rules?: Record<string, string | boolean>;
}

export function campaignData(view: CampaignView): SettingsState {
  const s = (view.state ?? {}) as SettingsState;
  return { ...(s.data ? { data: s.data } : {}), ...(s.rules ? { rules: s.rules } : {}) };
}

/** Sends a campaign action; null when it is in, else the engine's reason. */
async function actOrReason(type: string, payload: unknown, what: string): Promise<string | null> {
  const ok = await useApp.getState().act(type, payload, what);
  return ok ? null : (useApp.getState().refusal?.message ?? 'Refused.');
}

/** The window event other screens send to open the data editor: detail { table, rows? }. */
export const OPEN_DATA_EDITOR_EVENT = 'adc:open-data-editor';

const TABS: Array<{ id: WorkspaceTab; label: string }> = [
  { id: 'data', label: 'Game data' },
  { id: 'rules', label: 'Rules' },
  { id: 'packs', label: 'Data packs' },
];

/** The header's "Game data" button (D): the tables, the rule settings and the packs. */
export function DataHeaderButtons({ view }: { view: CampaignView }) {
  const open = useDataUi((s) => s.open);
  const cat = useCatalogue(view.header.game as GameId);
  const st = campaignData(view);
  const toFill = useMemo(() => (cat && st.data ? totals(tableStatus(cat.data, st.data)).tablesToFill : 0), [cat, st.data]);
  // A refusal that says which table to fill in: the button takes you there.
  const refusal = useApp((s) => s.refusal?.message);
  const asked = cat ? tableAskedFor(refusal, cat.data.tables) : null;
  if (!st.data && !st.rules) return null;
  const askedTitle = asked ? cat?.data.tables.find((t) => t.id === asked)?.title : null;
  return (
    <button
      type="button"
      className={cx('btn', 'btn-head', 'dw-button', open && 'btn-head-on', asked && !open && 'dw-asked')}
      aria-pressed={!!open}
      aria-keyshortcuts="D"
      aria-label={askedTitle && !open ? `Game data: fill in ${askedTitle}` : undefined}
      title={askedTitle && !open ? `Open “${askedTitle}” in the data editor` : 'Game data: the tables the rules read, the rule settings and the data packs (D)'}
      onClick={() => {
        if (asked && !open) useDataUi.getState().openTable(view.header.game as GameId, asked);
        else useDataUi.getState().toggle(open ?? 'data');
      }}
    >
      <span>{askedTitle && !open ? 'Fill in the data' : 'Game data'}</span>
      {toFill ? (
        <span className="dw-count" title={`${toFill} table${toFill === 1 ? '' : 's'} to fill in`}>
          {toFill}
          <span className="sr-only"> table{toFill === 1 ? '' : 's'} to fill in</span>
        </span>
      ) : null}
    </button>
  );
}

export function CampaignDataWorkspace({ view }: { view: CampaignView }) {
  const open = useDataUi((s) => s.open);
  const game = view.header.game as GameId;
  const cat = useCatalogue(game);
  const tableId = useDataUi((s) => s.table[game]);
  const focus = useDataUi((s) => (s.focus && s.focus.game === game ? s.focus : null));
  const st = campaignData(view);

  // D opens and closes the workspace; Esc closes it. N/B do not move the sequence while it is open (App.tsx).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      const typing = isTyping({ targetTag: t?.tagName ?? '', targetEditable: !!t?.isContentEditable, targetType: t instanceof HTMLInputElement ? t.type : '' });
      const app = useApp.getState();
      if (app.helpOpen || app.openProblem) return;
      if (!typing && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'd' && !e.repeat) {
        e.preventDefault();
        const ui = useDataUi.getState();
        if (ui.open) ui.close();
        else ui.show('data');
      } else if (e.key === 'Escape' && useDataUi.getState().open && !typing && !app.refusal && !app.review) {
        useDataUi.getState().close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // Other screens open the editor on a table with the window event 'adc:open-data-editor'
  // (detail { table, rows? }; handled: the event is cancelled), e.g. the battle calculator.
  useEffect(() => {
    const onOpen = (e: Event) => {
      const d = (e as CustomEvent<{ table?: unknown; rows?: unknown }>).detail;
      if (!d || typeof d.table !== 'string') return;
      e.preventDefault();
      const rows = Array.isArray(d.rows) ? d.rows.filter((r): r is string => typeof r === 'string') : [];
      useDataUi.getState().openTable(game, d.table, rows);
    };
    window.addEventListener(OPEN_DATA_EDITOR_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_DATA_EDITOR_EVENT, onOpen);
  }, [game]);
  // Closing the campaign closes the workspace.
  useEffect(() => () => useDataUi.getState().close(), []);

  const onSet = useCallback(
    (table: string, key: string, column: string, value: CellValue) => actOrReason('data.set', { table, key, column, value }, 'Edit game data'),
    [],
  );
  const onRemoveRow = useCallback((table: string, key: string) => actOrReason('data.remove-row', { table, key }, 'Remove a row'), []);
  const onSelect = useCallback((id: string) => useDataUi.getState().selectTable(game, id), [game]);

  if (!open) return null;
  return (
    <section className="data-workspace" aria-label="Game data and rules">
      <div className="dw-head">
        <div className="dw-tabs" role="tablist" aria-label="Game data, rules and packs">
          {TABS.map((t) => (
            <button key={t.id} type="button" role="tab" id={`dw-tab-${t.id}`} aria-selected={open === t.id} className={cx('dw-tab', open === t.id && 'on')} onClick={() => useDataUi.getState().show(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
        <div className="dw-pack" title="The data pack this campaign uses">
          Pack in force: <strong>{st.data?.name ?? '—'}</strong>
        </div>
        <button type="button" className="btn" onClick={() => useDataUi.getState().close()} aria-label="Back to the campaign (close game data)" aria-keyshortcuts="Escape" title="Back to the campaign (Esc or D)">
          ✕ Back to the campaign
        </button>
        <Kbd>Esc</Kbd>
      </div>
      <div className="dw-body" role="tabpanel" aria-labelledby={`dw-tab-${open}`}>
        <RefusalBanner />
        {!cat ? (
          <p className="muted">Reading the game’s tables…</p>
        ) : open === 'data' ? (
          st.data ? (
            <DataEditor
              catalogue={cat}
              pack={st.data}
              tableId={tableId}
              onSelect={onSelect}
              onSet={onSet}
              onRemoveRow={onRemoveRow}
              focus={focus}
              onClearFocus={() => useDataUi.getState().clearFocus()}
              where={
                <>
                  Each change is a log entry of this campaign: <Kbd>Ctrl Z</Kbd> undoes it. <kbd className="kbd">Enter</kbd> saves a value and moves down.
                </>
              }
            />
          ) : (
            <p className="empty">{cat.name} has no data tables.</p>
          )
        ) : open === 'rules' ? (
          <div className="dw-rules">
            <p className="panel-lead">
              Where the rulebook can be read two ways, the app follows the recommended reading unless you choose otherwise. Each change is a log entry and can be undone.
            </p>
            <RulesList
              rules={cat.rules}
              values={st.rules ?? {}}
              onChange={(id, value) => {
                const r = cat.rules.find((x) => x.id === id);
                return actOrReason('rules.set', { id, value }, `Rule setting: ${r?.title ?? id}`);
              }}
            />
          </div>
        ) : (
          <CampaignPacks view={view} game={game} pack={st.data} />
        )}
      </div>
    </section>
  );
}

function CampaignPacks({ view, game, pack }: { view: CampaignView; game: GameId; pack: DataPack | undefined }) {
  const cat = useCatalogue(game);
  const library = useDataUi((s) => s.library);
  const loaded = useDataUi((s) => s.libraryLoaded);
  const call = useApp((s) => s.call);
  const toast = useApp((s) => s.toast);
  const [name, setName] = useState(`${view.header.title || view.scenarioName} data`);
  const [problems, setProblems] = useState<{ title: string; list: string[] } | null>(null);
  useEffect(() => {
    void useDataUi.getState().loadLibrary();
  }, []);
  if (!cat || !pack) return <p className="empty">This game has no data tables.</p>;
  const status = totals(tableStatus(cat.data, pack));
  const mine = library.filter((p) => p.game === game);
  const named = (): DataPack => ({ ...pack, name: name.trim() || pack.name, createdAt: new Date().toISOString() });

  const importRaw = async (raw: unknown, from: string) => {
    const list = packProblems(cat.data, raw);
    if (list.length) return setProblems({ title: `${from} cannot be used`, list });
    setProblems(null);
    const refused = await actOrReason('data.import', { pack: raw }, 'Use a data pack');
    if (refused) setProblems({ title: `${from} cannot be used`, list: [refused] });
    else toast('success', `Data pack “${(raw as DataPack).name}” is now in use (undo with Ctrl+Z).`);
  };

  return (
    <div className="dw-packs">
      <section className="card">
        <header className="card-head">
          <h2>This campaign’s data</h2>
        </header>
        <div className="card-body">
          <p className="big-line">
            Pack in force: <strong>{pack.name}</strong>
          </p>
          <p>
            {status.rulebook} rulebook · {status.group} entered · {status.unverified} unverified · <span className={cx(status.missingRequired > 0 && 'missing')}>{status.missingRequired} missing</span>
            {status.tablesToFill ? ` (${status.tablesToFill} tables to fill in)` : ''}
          </p>
          <div className="inline-form">
            <label className="field dw-name">
              <span>Name for the exported pack</span>
              <input type="text" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} aria-label="Pack name" />
            </label>
          </div>
          <div className="card-actions">
            <button type="button" className="btn btn-primary" onClick={() => toast('info', `Saved ${downloadPack(named())}.`)}>
              Export as a file
            </button>
            <button
              type="button"
              className="btn"
              onClick={async () => {
                const r = await call('packs.add', { pack: named() }, 'Save the pack to the library');
                if (r.ok) {
                  toast('success', `“${r.value.name}” is in the library.`);
                  void useDataUi.getState().loadLibrary();
                } else if (r.error.problems) setProblems({ title: 'The pack was not saved', list: r.error.problems });
              }}
            >
              Save to the library
            </button>
            <PackFileButton
              label="Import a pack file"
              onPicked={(r) => {
                if (!r.ok) setProblems({ title: `${r.fileName} cannot be used`, list: r.problems });
                else void importRaw(r.raw, r.fileName);
              }}
            />
          </div>
          <p className="hint">Importing replaces every table with the pack’s values, as one log entry: undo brings the old values back.</p>
        </div>
      </section>
      {problems ? <PackProblems title={problems.title} problems={problems.list} onDismiss={() => setProblems(null)} /> : null}
      <section className="card">
        <header className="card-head">
          <h2>Packs in the library</h2>
        </header>
        <div className="card-body">
          {!loaded ? <p className="muted">Reading the library…</p> : null}
          {loaded && !mine.length ? <p className="empty">No packs for {cat.name} in the library yet.</p> : null}
          <ul className="pack-list" aria-label="Library packs">
            {mine.map((p) => (
              <li key={p.id} className="pack-item">
                <div className="pack-main">
                  <div className="pack-name">{p.name}</div>
                  <div className="pack-meta">
                    <span>{p.group} entered</span>
                    <span>{p.unverified} unverified</span>
                    <span className={cx(p.missing > 0 && 'missing')}>{p.missing} missing</span>
                    <span>{formatDate(p.createdAt)}</span>
                  </div>
                </div>
                <button
                  type="button"
                  className="btn"
                  aria-label={`Use ${p.name} in this campaign`}
                  onClick={async () => {
                    const r = await call('packs.get', { id: p.id }, 'Read the pack');
                    if (r.ok) await importRaw(r.value, `“${p.name}”`);
                    else if (r.error.problems) setProblems({ title: `“${p.name}” cannot be used`, list: r.error.problems });
                  }}
                >
                  Use in this campaign
                </button>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
