// The library of data packs on Home (list, import, export, delete, edit) and the full-screen editor of
// a library pack. A library pack is edited here in the window and saved to the library as a whole.
import { useCallback, useEffect, useState } from 'react';
import type { CellValue, DataPack } from '../../../shared/data/tables';
import type { GameId } from '../../../shared/engine/types';
import { useApp } from '../lib/store';
import { RefusalBanner, formatDate } from '../components/Shell';
import { cx } from '../components/ui';
import { DataEditor } from './DataEditor';
import { downloadPack } from './files';
import { removeRow, setCell, tableStatus, templatePack, totals } from './model';
import { PackFileButton, PackProblems } from './Packs';
import { DATA_GAMES, useCatalogue, useDataUi } from './state';
import './data.css';

async function openDraft(game: GameId, packId: string | null): Promise<void> {
  const ui = useDataUi.getState();
  const cat = await ui.catalogue(game);
  if (!cat) return;
  if (packId === null) {
    ui.editDraft({ game, packId: null, pack: { ...templatePack(cat.data, 'Our components'), createdAt: new Date().toISOString() }, dirty: true });
    return;
  }
  const r = await useApp.getState().call('packs.get', { id: packId }, 'Read the pack');
  if (r.ok) ui.editDraft({ game, packId, pack: r.value, dirty: false });
}

/** Home's card: the packs in the library. */
export function PackLibraryCard() {
  const library = useDataUi((s) => s.library);
  const loaded = useDataUi((s) => s.libraryLoaded);
  const catalogue = useApp((s) => s.catalogue);
  const call = useApp((s) => s.call);
  const toast = useApp((s) => s.toast);
  const [problems, setProblems] = useState<{ title: string; list: string[] } | null>(null);
  const [newGame, setNewGame] = useState<string>('');
  const [confirm, setConfirm] = useState<string | null>(null);
  useEffect(() => {
    void useDataUi.getState().loadLibrary();
  }, []);
  const gameName = (id: string) => catalogue.find((g) => g.id === id)?.name ?? DATA_GAMES.find((g) => g.id === id)?.name ?? id;
  const playable = new Set(catalogue.map((g) => g.id));
  const game = (newGame || catalogue[0]?.id || DATA_GAMES[0]!.id) as GameId;

  return (
    <section className="card pack-library" aria-labelledby="packs-h">
      <header className="card-head">
        <h2 id="packs-h">Data packs</h2>
        <div className="card-actions">
          <PackFileButton
            label="Import a pack file"
            onPicked={async (r) => {
              if (!r.ok) return setProblems({ title: `${r.fileName} cannot be used`, list: r.problems });
              const added = await call('packs.add', { pack: r.raw }, 'Add the pack to the library');
              if (added.ok) {
                setProblems(null);
                toast('success', `“${added.value.name}” is in the library.`);
                void useDataUi.getState().loadLibrary();
              } else setProblems({ title: `${r.fileName} cannot be used`, list: added.error.problems ?? [added.error.message] });
            }}
          />
        </div>
      </header>
      <div className="card-body">
        <p className="panel-lead">
          The values the rulebooks leave to the components (card colours, block labels, the map), entered once and used to start campaigns. Each pack belongs to one game.
        </p>
        {problems ? <PackProblems title={problems.title} problems={problems.list} onDismiss={() => setProblems(null)} /> : null}
        {!loaded ? <p className="muted">Reading the library…</p> : null}
        {loaded && !library.length ? <p className="empty">No packs yet. Start one from the rulebook values, or import a pack file.</p> : null}
        <ul className="pack-list" aria-label="Library packs">
          {library.map((p) => (
            <li key={p.id} className="pack-item">
              <div className="pack-main">
                <div className="pack-name">{p.name}</div>
                <div className="pack-meta">
                  <span className="pack-game">{gameName(p.game)}</span>
                  <span>{p.group} entered</span>
                  {p.unverified ? <span>{p.unverified} unverified</span> : null}
                  <span className={cx(p.missing > 0 && 'missing')}>{p.missing ? `${p.missing} missing` : 'complete'}</span>
                  <span>{formatDate(p.createdAt)}</span>
                </div>
              </div>
              <div className="pack-actions">
                <button type="button" className="btn btn-small" aria-label={`Edit ${p.name}`} onClick={() => void openDraft(p.game, p.id)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Export ${p.name}`}
                  onClick={async () => {
                    const r = await call('packs.get', { id: p.id }, 'Read the pack');
                    if (r.ok) toast('info', `Saved ${downloadPack(r.value)}.`);
                  }}
                >
                  Export
                </button>
                {confirm === p.id ? (
                  <button
                    type="button"
                    className="btn btn-small btn-danger"
                    aria-label={`Really delete ${p.name}`}
                    onClick={async () => {
                      setConfirm(null);
                      const r = await call('packs.remove', { id: p.id }, 'Delete the pack');
                      if (r.ok) {
                        toast('info', `“${p.name}” was deleted from the library.`);
                        void useDataUi.getState().loadLibrary();
                      }
                    }}
                  >
                    Really delete
                  </button>
                ) : (
                  <button type="button" className="btn btn-small btn-danger-quiet" aria-label={`Delete ${p.name}`} onClick={() => setConfirm(p.id)}>
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <form
          className="inline-form pack-new"
          onSubmit={(e) => {
            e.preventDefault();
            if (game) void openDraft(game, null);
          }}
        >
          <span className="pack-new-label">New pack for</span>
          <select value={game} onChange={(e) => setNewGame(e.target.value)} aria-label="Game of the new pack">
            {DATA_GAMES.map((g) => (
              <option key={g.id} value={g.id}>
                {gameName(g.id)}
                {playable.has(g.id) ? '' : ' (tables only)'}
              </option>
            ))}
          </select>
          <button type="submit" className="btn">
            Start from the rulebook values
          </button>
        </form>
      </div>
    </section>
  );
}

/** The full-screen editor of a library pack (shown instead of Home while a draft is open). */
export function LibraryEditorScreen() {
  const draft = useDataUi((s) => s.draft);
  const cat = useCatalogue(draft?.game);
  const tableId = useDataUi((s) => (draft ? s.table[draft.game] : undefined));
  const call = useApp((s) => s.call);
  const toast = useApp((s) => s.toast);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onSet = useCallback(async (table: string, key: string, column: string, value: CellValue) => {
    const d = useDataUi.getState().draft;
    const c = d && useDataUi.getState().catalogues[d.game];
    if (!d || !c) return 'No pack is open.';
    try {
      useDataUi.getState().editDraft({ ...d, pack: setCell(c.data, d.pack, table, key, column, value), dirty: true });
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }, []);
  const onRemoveRow = useCallback(async (table: string, key: string) => {
    const d = useDataUi.getState().draft;
    const c = d && useDataUi.getState().catalogues[d.game];
    if (!d || !c) return 'No pack is open.';
    try {
      useDataUi.getState().editDraft({ ...d, pack: removeRow(c.data, d.pack, table, key), dirty: true });
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  }, []);
  const onSelect = useCallback((id: string) => draft && useDataUi.getState().selectTable(draft.game, id), [draft?.game]);

  if (!draft) return null;
  const status = cat ? totals(tableStatus(cat.data, draft.pack)) : null;
  const rename = (name: string) => useDataUi.getState().editDraft({ ...draft, pack: { ...draft.pack, name }, dirty: true });
  const save = async () => {
    const pack: DataPack = { ...draft.pack, name: draft.pack.name.trim() || 'Our components', createdAt: new Date().toISOString() };
    const r = await call('packs.add', { pack }, 'Save the pack to the library');
    if (!r.ok) {
      if (r.error.problems) setProblems(r.error.problems);
      return false;
    }
    // The library keeps one file per pack: the saved copy replaces the one that was opened.
    if (draft.packId && draft.packId !== r.value.id) await call('packs.remove', { id: draft.packId }, 'Replace the old copy');
    setProblems(null);
    useDataUi.getState().editDraft({ ...draft, pack, packId: r.value.id, dirty: false });
    void useDataUi.getState().loadLibrary();
    toast('success', `“${r.value.name}” is saved in the library.`);
    return true;
  };
  const close = () => {
    if (draft.dirty && !leaving) return setLeaving(true);
    useDataUi.getState().editDraft(null);
    void useDataUi.getState().loadLibrary();
  };

  return (
    <div className="library-editor">
      <header className="home-head le-head" role="banner">
        <div className="le-id">
          <div className="kicker">Data pack · {cat?.name ?? draft.game}</div>
          <input className="le-name" type="text" value={draft.pack.name} maxLength={120} onChange={(e) => rename(e.target.value)} aria-label="Pack name" />
          {status ? (
            <div className="le-status">
              {status.rulebook} rulebook · {status.group} entered · {status.unverified} unverified · {status.missingRequired} missing
            </div>
          ) : null}
        </div>
        <div className="le-tools">
          {draft.dirty ? <span className="le-unsaved">Not saved yet</span> : <span className="le-saved">Saved in the library</span>}
          <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={!draft.dirty}>
            Save to the library
          </button>
          <button type="button" className="btn btn-ghost-light" onClick={() => toast('info', `Saved ${downloadPack(draft.pack)}.`)}>
            Export as a file
          </button>
          <button type="button" className="btn btn-ghost-light" onClick={close}>
            Close
          </button>
        </div>
      </header>
      <main id="main" className="le-body">
        <RefusalBanner />
        {leaving ? (
          <div className="le-leave" role="alertdialog" aria-label="Unsaved changes">
            <strong>This pack has changes that are not in the library.</strong>
            <button type="button" className="btn btn-primary" onClick={() => void save().then((ok) => ok && (useDataUi.getState().editDraft(null), setLeaving(false)))}>
              Save and close
            </button>
            <button
              type="button"
              className="btn btn-danger-quiet"
              onClick={() => {
                setLeaving(false);
                useDataUi.getState().editDraft(null);
              }}
            >
              Close without saving
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setLeaving(false)}>
              Keep editing
            </button>
          </div>
        ) : null}
        {problems ? <PackProblems title="The pack was not saved" problems={problems} onDismiss={() => setProblems(null)} /> : null}
        {cat ? (
          <DataEditor catalogue={cat} pack={draft.pack} tableId={tableId} onSelect={onSelect} onSet={onSet} onRemoveRow={onRemoveRow} where="Changes stay in this window until you save the pack to the library." />
        ) : (
          <p className="muted">Reading the game’s tables…</p>
        )}
      </main>
    </div>
  );
}
