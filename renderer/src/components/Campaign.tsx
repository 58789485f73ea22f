// The campaign screen: header, sequence of play, current step, powers, log and dice tray.
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { DerivedValue, PowerView, TrackDef } from '../../../shared/engine/types';
import { phaseAndStep } from '../../../shared/format';
import { useApp } from '../lib/store';
import { FileStateBanner, RefusalBanner } from './Shell';
import { LogPanel } from './Log';
import { DiceTray } from './DiceTray';
import { EditableNumber, Kbd, cx } from './ui';
import { CalculatorButton } from '../calculator/CalculatorButton';
import { BeforeYouPlay } from './BeforeYouPlay';
import { useGameScreens } from '../games/registry';
import type { GamePanels } from '../games/types';
import { CampaignDataWorkspace, DataHeaderButtons } from '../data/CampaignData';
import { useDataUi } from '../data/state';
import { ReplayBar } from '../review/ReplayBar';
import { HiddenValue } from './sealed/HiddenValue';
import { TableDisplayButtons } from '../display/TableButtons';
import { ReviewScreen } from '../review/ReviewScreen';
import './campaign-head.css';

export function CampaignScreen({ view }: { view: CampaignView }) {
  const review = useApp((s) => s.review);
  const shown = review ?? view;
  // History review, or a file open read-only or changed on disk: nothing can be changed here.
  const readOnly = !!review || !!view.readOnly || !!view.changedOnDisk;
  // Each game's own panels (games/registry.ts); whatever a game does not give, the generic ones show.
  const game: GamePanels = useGameScreens(shown.header.game)?.panels ?? {};
  const { StatusBoard } = game;
  const Board = game.Scoreboard ?? Scoreboard;
  const Powers = game.Dashboard ?? Dashboard;
  const Over = game.GameOver ?? GameOver;
  const dataOpen = useDataUi((s) => !!s.open);
  const mainRef = useRef<HTMLElement>(null);
  const seqRef = useRef<HTMLElement>(null);
  const stepKey = `${shown.turn.full}/${shown.step.id}`;
  // A new step: show its panel from the top, and keep the current step in sight in the sequence.
  useEffect(() => {
    mainRef.current?.scrollTo({ top: 0 });
    const cur = seqRef.current?.querySelector<HTMLElement>('.seq-step.current');
    const col = seqRef.current;
    if (cur && col) {
      const top = cur.getBoundingClientRect().top - col.getBoundingClientRect().top + col.scrollTop;
      if (top < col.scrollTop || top + cur.offsetHeight > col.scrollTop + col.clientHeight) col.scrollTo({ top: Math.max(0, top - 80) });
    }
  }, [stepKey]);
  return (
    <div className={cx('campaign', readOnly && 'reviewing')}>
      <CampaignHeader view={shown} live={view} />
      <Board view={shown} focus={game.focus ? game.focus(shown) : null} />
      {shown.reminders.length ? <Reminders view={shown} /> : null}
      <div className={cx('campaign-body', dataOpen && 'data-open')}>
        <aside className="col-seq" aria-label="Sequence of play" ref={seqRef}>
          <SequencePanel view={shown} />
        </aside>
        <main id="main" className="col-main" ref={mainRef}>
          <RefusalBanner />
          <FileStateBanner view={view} />
          {review ? <ReplayBar view={review} live={view} /> : null}
          {!readOnly ? <BeforeYouPlay key={view.header.id} view={view} /> : null}
          {shown.gameOver ? <Over view={shown} /> : null}
          <StepBar view={shown} readOnly={readOnly} />
          {!readOnly && !shown.gameOver ? <StepPanel view={shown} panels={game} /> : null}
          <Powers view={shown} readOnly={readOnly} />
          {StatusBoard ? <StatusBoard view={shown} readOnly={readOnly} /> : <GenericStatusBoard view={shown} />}
        </main>
        <CampaignDataWorkspace view={view} />
        <aside className="col-side" aria-label="Dice and log">
          <DiceTray key={view.header.id} view={view} />
          {/* Replaying: the log as it stood at the replay point (later entries hidden). */}
          <LogPanel view={shown} />
        </aside>
      </div>
      <ReviewScreen view={view} />
    </div>
  );
}

function CampaignHeader({ view, live }: { view: CampaignView; live: CampaignView }) {
  const s = useApp();
  const winter = /winter/i.test(view.turn.turn);
  const phaseLine = phaseAndStep(view.turn.turn, view.step.phaseTitle, view.step.title);
  const diceNote = 'Undo and redo replay the same dice; a new roll continues the dice stream, so a roll can never be re-rolled for a better result.';
  return (
    <header className={cx('camp-head', winter && 'camp-head-winter')} role="banner">
      <div className="camp-id">
        <div className="kicker" title={`${view.gameName} · ${view.scenarioName}`}>
          {view.gameName} · {view.scenarioName}
        </div>
        <div className="camp-title" title={view.header.title || view.fileName}>
          {view.header.title || view.fileName}
        </div>
        <div className="camp-file" title={view.path ?? undefined}>
          {view.fileName} · {view.header.players.length} player{view.header.players.length === 1 ? '' : 's'}
        </div>
      </div>
      <div className="camp-when" aria-label="Game time">
        {/* A year fits the big type; a longer label ("Game Round 1") is set smaller on one line, so the header keeps its height. */}
        <div className={cx('year', view.turn.year.length > 6 && 'year-long')} aria-label={`Year ${view.turn.year}`}>
          {view.turn.year}
        </div>
        <div className="when-rest">
          <div className="game-turn" title={view.turn.turn}>
            {view.turn.turn}
          </div>
          <div className="phase-line" title={phaseLine.join(' · ')}>
            <span className="phase-name">{phaseLine[0]}</span>
            {phaseLine[1] ? (
              <>
                <span className="phase-sep"> · </span>
                <span className="step-name">{phaseLine[1]}</span>
              </>
            ) : null}
          </div>
        </div>
      </div>
      <div className="camp-tools">
        <DataHeaderButtons view={live} />
        <div className="undo-redo" role="group" aria-label="Undo and redo">
          <button
            type="button"
            className="btn btn-head"
            disabled={!live.canUndo}
            onClick={() => void s.undo()}
            aria-label={live.undoTitle ? `Undo: ${live.undoTitle}` : 'Undo'}
            aria-keyshortcuts="Control+Z Meta+Z"
            title={`${live.undoTitle ? `Undo: ${live.undoTitle}` : 'Nothing to undo'} (Ctrl+Z)\n${diceNote}`}
          >
            <span className="btn-icon" aria-hidden="true">↶</span>
            <span className="btn-stack">
              <span>Undo{' '}</span>
              <span className="btn-sub" aria-hidden="true">{live.undoTitle ?? '—'}</span>
            </span>
          </button>
          <button
            type="button"
            className="btn btn-head"
            disabled={!live.canRedo}
            onClick={() => void s.redo()}
            aria-label={live.redoTitle ? `Redo: ${live.redoTitle}` : 'Redo'}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            title={`${live.redoTitle ? `Redo: ${live.redoTitle}` : 'Nothing to redo'} (Ctrl+Shift+Z)\n${diceNote}`}
          >
            <span className="btn-icon" aria-hidden="true">↷</span>
            <span className="btn-stack">
              <span>Redo{' '}</span>
              <span className="btn-sub" aria-hidden="true">{live.redoTitle ?? '—'}</span>
            </span>
          </button>
        </div>
        {!live.reviewOf ? <TableDisplayButtons /> : null}
        <CalculatorButton />
        <button type="button" className="btn btn-head btn-round" onClick={() => s.setHelp(true)} aria-label="Keyboard shortcuts and help" title="Shortcuts (?)">
          ?
        </button>
        <button type="button" className="btn btn-head" onClick={() => void s.closeCampaign()} aria-label="Close the campaign" title="Close (it is already saved)">
          Close
        </button>
      </div>
    </header>
  );
}

/** The numbers the table glances at: one column per player. */
function Scoreboard({ view, focus }: { view: CampaignView; focus: string | null }) {
  const players = view.powers.filter((p) => p.player);
  const others = view.powers.filter((p) => !p.player);
  if (!players.length) return null;
  const short: Record<string, string> = { 'Cards in hand': 'Cards' };
  // Focusable: the scoreboard scrolls sideways when many powers play, and the keyboard must reach it.
  return (
    <div className="scoreboard" role="region" aria-label="Scoreboard" tabIndex={0}>
      {players.map((p) => {
        const facts = p.facts.filter((f) => /^AP |^Player \d/.test(f));
        return (
          <div key={p.power} className={cx('sb-power', focus === p.power && 'sb-focus', p.defeated && 'sb-defeated')} style={{ ['--power' as string]: p.colour }} aria-label={`${p.name} scores`}>
            <div className="sb-name">
              <span className="pc-flag sb-flag" aria-hidden="true" />
              <span className="sb-power-name">{p.name}</span>
              <span className="sb-player">{p.player}</span>
            </div>
            <div className="sb-tracks">
              {Object.entries(p.tracks).map(([id, v]) => {
                const def = view.tracks.find((t) => t.id === id);
                const name = def ? (short[def.name] ?? def.name) : id;
                return (
                  <span key={id} className={cx('sb-track', `sb-${id}`)}>
                    <span className="sb-val">{p.hidden?.includes(id) ? <span aria-label={`${name}: hidden`}>?</span> : v}</span>
                    <span className="sb-label">{name}</span>
                  </span>
                );
              })}
            </div>
            {facts.length ? <div className="sb-facts">{facts.join(' · ')}</div> : null}
          </div>
        );
      })}
      {others.length ? (
        <div className="sb-others" aria-label="Powers nobody plays">
          {others.map((p) => (
            <span key={p.power} className="sb-other" style={{ ['--power' as string]: p.colour }} title={`${p.name}: ${p.status}`}>
              <span className="swatch" aria-hidden="true" />
              <strong>{p.name}</strong> <span className="muted">{p.status.replace(/^NPE · /, '')}</span>
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Reminders({ view }: { view: CampaignView }) {
  const winter = /winter/i.test(view.turn.turn);
  return (
    <div className={cx('reminders', winter && 'reminders-winter')} role="note" aria-label={winter ? 'Winter reminders' : 'Reminders'}>
      <div className="reminders-title">
        <span aria-hidden="true">{winter ? '❄' : '⚑'}</span> {winter ? 'Winter Turn' : 'Remember'}
      </div>
      <ul>
        {view.reminders.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

function SequencePanel({ view }: { view: CampaignView }) {
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const stepKey = `${view.turn.full}/${view.step.id}`;
  return (
    <nav className="sequence" aria-label={`Steps this ${view.units.turn}`}>
      <div className="seq-turn">{view.turn.full}</div>
      {view.sequence.map((phase) => {
        const current = phase.steps.some((st) => st.current);
        const allSkipped = phase.steps.every((st) => !st.applies && !st.note);
        return (
          <div key={phase.id} className={cx('seq-phase', current && 'seq-phase-current', allSkipped && 'seq-phase-skipped')}>
            <h3>{phase.title}</h3>
            <ol>
              {phase.steps.map((st) => (
                <li
                  key={st.id}
                  className={cx('seq-step', st.current && 'current', st.done && st.applies && 'done', !st.applies && (st.note ? (st.note.kind === 'earlier' ? 'done' : 'later') : 'skipped'))}
                  aria-current={st.current ? 'step' : undefined}
                  title={!st.applies ? (st.note ? st.note.text : `Skipped this turn: ${st.whenLabel ?? 'does not apply'}`) : st.summary}
                >
                  <span className="seq-mark" aria-hidden="true">
                    {st.current ? '▶' : !st.applies ? (st.note ? (st.note.kind === 'earlier' ? '✓' : '…') : '–') : st.done ? '✓' : '○'}
                  </span>
                  <span className="seq-text">
                    <span className="seq-title">{st.title}</span>
                    {!st.applies ? <span className="seq-skip">{st.note ? st.note.text : `skipped · ${st.whenLabel ?? 'does not apply'}`}</span> : null}
                    {st.current && view.step.checklist.length ? (
                      <ul className="checklist" aria-label="Checklist">
                        {view.step.checklist.map((c) => {
                          const k = `${stepKey}/${c}`;
                          return (
                            <li key={c}>
                              <label className={cx(ticks[k] && 'ticked')}>
                                <input type="checkbox" checked={!!ticks[k]} onChange={(e) => setTicks({ ...ticks, [k]: e.target.checked })} />
                                <span>{slashBreaks(c)}</span>
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </nav>
  );
}

/** The current step's panel from the game's step-to-panel map, inside the game's frame. */
function StepPanel({ view, panels }: { view: CampaignView; panels: GamePanels }) {
  const Step = panels.steps?.[view.step.id] ?? panels.OtherStep ?? NothingToRecord;
  const Frame = panels.StepFrame;
  return Frame ? (
    <Frame view={view}>
      <Step view={view} />
    </Frame>
  ) : (
    <Step view={view} />
  );
}

function NothingToRecord({ view }: { view: CampaignView }) {
  return (
    <section className="card step-panel" aria-label={view.step.title}>
      <header className="card-head">
        <h2>{view.step.title}</h2>
      </header>
      <div className="card-body">
        <p className="muted">Nothing to record at this step: work through the checklist at the table, then press Next.</p>
      </div>
    </section>
  );
}

function nextStepTitle(view: CampaignView): string {
  const flat = view.sequence.flatMap((p) => p.steps);
  const i = flat.findIndex((s) => s.current);
  for (let k = i + 1; k < flat.length; k++) if (flat[k]!.applies) return flat[k]!.title;
  // Past the last step: the next turn in the game's own words (a Game Turn, a nation's turn).
  return `next ${view.units.turn}`;
}

const same = (a: string | null, b: string | null) => !!a && !!b && a.replace(/[.\s]+$/, '') === b.replace(/[.\s]+$/, '');

function StepBar({ view, readOnly }: { view: CampaignView; readOnly: boolean }) {
  const act = useApp((s) => s.act);
  const pending = useApp((s) => s.pending);
  const blocked = view.canLeaveStep;
  const over = !!view.gameOver;
  return (
    <section className="stepbar" aria-label="Current step">
      <div className="stepbar-main">
        <div className="stepbar-text">
          <div className="step-kicker">
            {view.step.phaseTitle}
            {view.step.cite.length ? <span className="cite"> · Rules {view.step.cite.join(', ')}</span> : null}
          </div>
          <h2 className="step-title">{view.step.title}</h2>
          <p className="step-summary">{view.step.summary}</p>
        </div>
        {!readOnly ? (
          <div className="stepbar-nav">
            <div className="nav-buttons">
              <button type="button" className="btn btn-back" disabled={!view.canBack || over || pending > 0} onClick={() => void act('sequence.back', {}, 'Back one step')} aria-keyshortcuts="B ArrowLeft" title="Back one step (B or ←)">
                ◂ Back
              </button>
              <button
                type="button"
                className="btn btn-next"
                disabled={!!blocked || over}
                onClick={() => void act('sequence.next', {}, 'Next step')}
                aria-keyshortcuts="N ArrowRight"
                aria-describedby={blocked ? 'next-reason' : undefined}
                title="Next step (N or →)"
              >
                <span className="btn-stack">
                  <span>Next ▸</span>
                  <span className="btn-sub">{over ? 'game over' : nextStepTitle(view)}</span>
                </span>
              </button>
            </div>
            {blocked && !over ? (
              <p id="next-reason" className="next-reason">
                {blocked}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* The status sentence once: not again when the reason Next waits says the same. */}
      <p className="prompt" role="status" aria-label="Prompt">
        {same(view.prompt, readOnly || over ? null : blocked) ? '' : view.prompt}
      </p>
    </section>
  );
}

function GameOver({ view }: { view: CampaignView }) {
  const players = view.powers.filter((p) => p.player);
  const ranked = [...players].sort((a, b) => (b.tracks.vp ?? 0) - (a.tracks.vp ?? 0) || (b.tracks.gold ?? 0) - (a.tracks.gold ?? 0));
  const nameOf = (id: string) => view.powers.find((p) => p.power === id)?.name ?? id;
  const winners = view.gameOver!.winners;
  return (
    <section className="game-over" aria-label="Game over">
      <div className="go-kicker">Game over</div>
      <h2 className="go-winner">
        {winners.length ? `${winners.map(nameOf).join(' and ')} win${winners.length === 1 ? 's' : ''}` : 'No winner'}
      </h2>
      <p className="go-reason">{view.gameOver!.reason}</p>
      {ranked.length && ranked.some((p) => p.tracks.vp !== undefined) ? (
        <table className="score-table" aria-label="Final scoring">
          <thead>
            <tr>
              <th>#</th>
              <th>Power</th>
              <th>Player</th>
              <th>VP</th>
              <th>Gold</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((p, i) => (
              <tr key={p.power} className={cx(winners.includes(p.power) && 'winner')}>
                <td>{i + 1}</td>
                <td>
                  <span className="power-chip" style={{ ['--power' as string]: p.colour }}>
                    <span className="swatch" aria-hidden="true" />
                    {p.name}
                  </span>
                </td>
                <td>{p.player}</td>
                <td className="num">{p.tracks.vp}</td>
                <td className="num">{p.tracks.gold}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

// ---------------------------------------------------------------- dashboard

function Dashboard({ view, readOnly }: { view: CampaignView; readOnly: boolean }) {
  const players = view.powers.filter((p) => p.player);
  return (
    <section className="dashboard" aria-label="Powers">
      <div className="power-grid">
        {players.map((p) => (
          <PowerCard key={p.power} p={p} view={view} readOnly={readOnly} />
        ))}
      </div>
    </section>
  );
}

function PowerCard({ p, view, readOnly }: { p: PowerView; view: CampaignView; readOnly: boolean }) {
  const trackDefs = useMemo(() => Object.keys(p.tracks).map((id) => view.tracks.find((t) => t.id === id)).filter((t): t is TrackDef => !!t), [p.tracks, view.tracks]);
  const derived = view.derived.filter((d) => d.power === p.power);
  const extraDerived = derived.filter((d) => !trackDefs.some((t) => t.id === d.id));
  const hand = p.facts.find((f) => /^Cards in hand/i.test(f));
  const facts = p.facts.filter((f) => f !== hand);
  // A refused track change says why right above the tracks it was typed into.
  const refusal = useApp((s) => s.refusal);
  const trackRefusal = refusal && trackDefs.some((t) => refusal.what === `Set ${p.name} ${t.name}` || refusal.what.startsWith(`${p.name} ${t.name} `)) ? refusal.message : null;
  return (
    <article className={cx('power-card', p.defeated && 'defeated')} style={{ ['--power' as string]: p.colour }} aria-label={`${p.name} (${p.player})`}>
      <header className="pc-head">
        <span className="pc-flag" aria-hidden="true" />
        <div className="pc-names">
          <h3 className="pc-name">{p.name}</h3>
          <div className="pc-player">{p.player}</div>
        </div>
        <span className={cx('pc-status', p.defeated && 'pc-status-defeated')}>{p.status}</span>
      </header>
      {trackRefusal ? (
        <p className="pc-refusal" role="alert" aria-label={`${p.name}: refused`}>
          {trackRefusal}
        </p>
      ) : null}
      <div className="pc-tracks">
        {trackDefs.map((t) =>
          t.derived ? (
            <DerivedStat key={t.id} label={t.name} power={p} value={p.tracks[t.id] ?? 0} derived={derived.find((d) => d.id === t.id)} />
          ) : p.hidden?.includes(t.id) ? (
            <HiddenValue key={t.id} owner={p.name} what={t.name}>
              <TrackStat def={t} power={p} value={p.tracks[t.id] ?? 0} readOnly={readOnly} />
            </HiddenValue>
          ) : (
            <TrackStat key={t.id} def={t} power={p} value={p.tracks[t.id] ?? 0} readOnly={readOnly} />
          ),
        )}
        {extraDerived.map((d) => (
          <DerivedStat key={d.id} label={d.label} power={p} value={d.value} derived={d} small />
        ))}
      </div>
      {facts.length ? (
        <ul className="pc-facts">
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function TrackStat({ def, power, value, readOnly }: { def: TrackDef; power: PowerView; value: number; readOnly: boolean }) {
  const act = useApp((s) => s.act);
  const who = def.scope === 'global' ? null : power.power;
  const label = `${def.scope === 'global' ? '' : `${power.name} `}${def.name}`;
  const adjust = (delta: number) => void act('track.adjust', { track: def.id, power: who, delta }, `${label} ${delta > 0 ? '+' : '−'}${Math.abs(delta)}`);
  return (
    <div className={cx('stat', def.id === 'gold' && 'stat-gold')} role="group" aria-label={label}>
      <div className="stat-label">{def.name}</div>
      <div className="stat-row">
        {!readOnly ? (
          <button type="button" className="step-btn" aria-label={`${label} −1`} onClick={() => adjust(-1)} disabled={value <= def.min}>
            −
          </button>
        ) : null}
        {readOnly ? (
          <span className="big-number">{value}</span>
        ) : (
          <EditableNumber value={value} label={label} min={def.min} max={def.max} onCommit={(v) => void act('track.set', { track: def.id, power: who, value: v }, `Set ${label}`)} />
        )}
        {!readOnly ? (
          <button type="button" className="step-btn" aria-label={`${label} +1`} onClick={() => adjust(1)} disabled={def.max !== null && value >= def.max}>
            +
          </button>
        ) : null}
      </div>
    </div>
  );
}

function DerivedStat({ label, power, value, derived, small }: { label: string; power: PowerView; value: number; derived: DerivedValue | undefined; small?: boolean }) {
  const [open, setOpen] = useState(false);
  const full = `${power.name} ${label}`;
  return (
    <div className={cx('stat', 'stat-derived', small && 'stat-small', open && 'stat-open')} role="group" aria-label={full}>
      <div className="stat-label">
        {label}
        {derived ? <span className="derived-tag" title={`Computed: ${derived.formula}`}>computed</span> : null}
      </div>
      <div className="stat-row">
        <span className={cx('big-number', derived?.missing && 'missing')} aria-label={`${full}: ${derived?.missing ?? value}`} title={derived?.missing}>
          {derived?.missing ? 'not entered' : value}
        </span>
        {derived ? (
          <button type="button" className="why-btn" aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} why: how ${full} is computed`} onClick={() => setOpen(!open)}>
            {open ? '▾' : '▸'} why
          </button>
        ) : null}
      </div>
      {open && derived ? (
        <div className="breakdown">
          <table aria-label={`${full} breakdown`}>
            <tbody>
              {derived.breakdown.map((b, i) => (
                <tr key={i}>
                  <td>
                    {b.label}
                    {b.note ? <span className="muted small"> · {b.note}</span> : null}
                  </td>
                  <td className="num">{b.value}</td>
                </tr>
              ))}
              <tr className="total">
                <td>
                  = {derived.formula} {derived.cite.length ? <span className="muted small">[{derived.cite.join(', ')}]</span> : null}
                </td>
                <td className="num">{derived.missing ? 'not entered' : derived.value}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function GenericStatusBoard({ view }: { view: CampaignView }) {
  if (!view.statusBoard.length) return null;
  return (
    <section className="card" aria-label="Status board">
      <header className="card-head">
        <h2>Status board</h2>
      </header>
      <div className="card-body status-groups">
        {view.statusBoard.map((g) => (
          <div key={g.group} className="status-group">
            <h3>{g.group}</h3>
            <dl>
              {g.rows.map((r) => (
                <div key={r.label} className="status-row">
                  <dt>{r.label}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ShortcutHint() {
  return (
    <span className="muted small">
      <Kbd>N</Kbd> next · <Kbd>B</Kbd> back · <Kbd>?</Kbd> all shortcuts
    </span>
  );
}

/** A line may wrap after a slash ("Liberalism/<wbr>Absolutism"), not mid-word; the text itself is unchanged. */
function slashBreaks(text: string): ReactNode {
  const parts = text.split('/');
  return parts.length === 1 ? text : parts.map((p, i) => (i === 0 ? p : <Fragment key={i}>/<wbr />{p}</Fragment>));
}
