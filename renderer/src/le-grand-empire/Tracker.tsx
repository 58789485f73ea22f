// The season tracker above every step, in large type for the table: the season and year, the five
// phases of the Detailed Sequence of Play with the current step, the active power in the diplomacy
// order, the season-only items of this step (on or off), dated events; below the step's panel the
// named procedures and the ledgers.
import type { ReactNode } from 'react';
import type { StepProps } from '../games/types';
import { clock, isLastTurn, POWERS, SEASON_NAMES, seasonOrder, turnOf } from '../../../shared/games/le-grand-empire/state';
import { datedEvents, ORDERED_STEPS, seasonalChecklist } from '../../../shared/games/le-grand-empire/sequence';
import { cx } from '../components/ui';
import { Chip, lgeState, nameOf } from './parts';
import { Procedures } from './Procedures';
import { Ledger } from './Ledger';
import { Registries } from './Registries';
import './lge.css';

export function SeasonTracker({ view }: StepProps) {
  const s = lgeState(view);
  const c = clock(s);
  const last = turnOf(s, s.scenario.endYear, s.scenario.endSeason);
  const items = seasonalChecklist(s, view.step.id);
  const events = datedEvents(s);
  const ordered = ORDERED_STEPS.includes(view.step.id);
  return (
    <section className="lge-tracker card" aria-label="Season tracker">
      <div className="lge-clock">
        <div className="lge-season" data-season={c.season}>
          {SEASON_NAMES[c.season]} {c.year}
        </div>
        <div className="lge-turn muted">
          Turn {s.position.turn} of {last}
          {isLastTurn(s) ? ' · last turn' : ''}
        </div>
        <ol className="lge-seasons" aria-label="Seasons of the year">
          {seasonOrder(s).map((x) => (
            <li key={x} className={cx(x === c.season && 'now')}>
              {SEASON_NAMES[x]}
            </li>
          ))}
        </ol>
      </div>
      <ol className="lge-phases" aria-label="Phases of the turn">
        {view.sequence.map((p) => (
          <li key={p.id} className={cx(p.steps.some((x) => x.current) && 'now', p.steps.every((x) => x.done) && 'done')}>
            <span className="lge-phase-name">{p.title}</span>
            <span className="lge-steps">
              {p.steps.map((x) => (
                <span key={x.id} className={cx('lge-step', x.current && 'now', x.done && 'done', !x.applies && 'off')} title={x.applies ? x.summary : `${x.title}: ${x.whenLabel ?? 'not this season'}`}>
                  {x.title}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
      {ordered ? (
        <div className="lge-order" aria-label="Diplomacy order">
          {POWERS.map((p, i) => (
            <span key={p} className={cx('lge-order-power', i === s.orderIndex && 'now', i < s.orderIndex && 'done')}>
              {i === s.orderIndex ? <Chip id={p} /> : nameOf(p)}
            </span>
          ))}
        </div>
      ) : null}
      {items.length || events.length ? (
        <ul className="lge-seasonal" aria-label="This season">
          {events.map((e) => (
            <li key={e} className="on event">
              {e}
            </li>
          ))}
          {items.map((i) => (
            <li key={i.text} className={i.on ? 'on' : 'off'} title={i.cite}>
              <span className="lge-when">{i.on ? 'This turn' : i.when}</span> {i.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function LgeStepFrame({ view, children }: StepProps & { children: ReactNode }) {
  return (
    <>
      <SeasonTracker view={view} />
      {children}
      <Procedures view={view} />
      <Registries view={view} />
      <Ledger view={view} />
    </>
  );
}

