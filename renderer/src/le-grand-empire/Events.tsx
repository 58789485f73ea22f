// Events Phase (§11.1): each power rolls 2D6 on the group's event table (its chance per category
// shown), then draws the counter from the category's pool; secret events are held in a hand that only
// its owner opens (SealedLook: pass the laptop), and the draw's die is sealed in the log; public ones are
// listed as played. In a multi-player Spring the same panel, in the budget phase, offers Spain's and Turkey's draws (§11.1.1).
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { categoryDistribution, emptyEvents, eventCounters, eventTableOf, poolOf } from '../../../shared/games/le-grand-empire/events';
import { drawsLeft, EVENT_DRAWERS, forfeitDue } from '../../../shared/games/le-grand-empire/actions/events';
import { clock, POWERS, type Power } from '../../../shared/games/le-grand-empire/state';
import { SealedLook, seatPlayer } from '../components/sealed/SealedEntry';
import { pct } from '../odds/format';
import { DiceAction, lgeState, ManualMode, nameOf, Panel, PowerSelect, RowForm, useAct } from './parts';

/** Spain's and Turkey's draws belong to the budget phase of a multi-player Spring turn (§11.1.1). */
export function SpringEventsPanel({ view }: StepProps) {
  const s = lgeState(view);
  if (!s.events?.pending && (s.scenario.twoPlayer || clock(s).season !== 'spring')) return null;
  return <EventsPanel view={view} budget />;
}

export function EventsPanel({ view, budget = false }: StepProps & { budget?: boolean }) {
  const s = lgeState(view);
  const act = useAct();
  const ev = s.events ?? emptyEvents();
  const [power, setPower] = useState<string>('france');
  const [typed, setTyped] = useState('');
  const t = eventTableOf(s.data);
  const dist = t.table ? categoryDistribution(t.table) : null;
  const pool = ev.pending ? poolOf(s.data, ev, ev.pending.category) : [];
  const holders = POWERS.filter((p) => (ev.hands[p] ?? []).length > 0);
  const due = drawsLeft(s);
  const effects = new Map(eventCounters(s.data).map((c) => [c.id, c.effect]));
  const still = due.filter((d) => d.left > 0);
  // In the budget phase only the powers with a draw left may roll; the first of them is preselected.
  const choices: readonly string[] = budget ? still.map((d) => d.power) : POWERS;
  const drawing = choices.includes(power) ? power : (choices[0] ?? power);
  return (
    <Panel title={budget ? 'Spring event draw: Spain and Turkey (§11.1.1)' : 'Event draws'} className="lge-events">
      {budget ? (
        <p className="muted" aria-label="Who draws">
          In a multi-player game Spain and Turkey draw their event here, in the budget phase of a Spring turn, one each{s.rules?.spainTurkeyEventDraw === 'while-at-war' ? ' while at war (rule setting)' : ', at war or not'} (§11.1.1, reading A-43).
          {s.rules?.spainTurkeyEventDraw !== 'while-at-war' || s.wars.some((w) => w.a === 'spain' || w.b === 'spain') ? '' : ' Spain is at peace: no draw.'}
          {s.rules?.spainTurkeyEventDraw !== 'while-at-war' || s.wars.some((w) => w.a === 'turkey' || w.b === 'turkey') ? '' : ' Turkey is at peace: no draw.'}
        </p>
      ) : null}
      {!budget && forfeitDue(s) ? (
        <div className="lge-row lge-missing" role="alert" aria-label="Spring forfeit">
          <strong>Spring: the secret events still held are forfeit and go back into the pool (§11.1.3).</strong>
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.event.forfeit', {}, 'Spring forfeit')}>
            Forfeit {holders.reduce((x, p) => x + (ev.hands[p] ?? []).length, 0)} held event{holders.reduce((x, p) => x + (ev.hands[p] ?? []).length, 0) === 1 ? '' : 's'}
          </button>
        </div>
      ) : null}
      <p className="lge-now" aria-label="Draws due">
        {still.length ? (
          <>
            Still to draw:{' '}
            {still.map((d, i) => (
              <span key={d.power}>
                {i ? ', ' : ''}
                <strong>{nameOf(d.power)}</strong> {d.left}
                {s.scenario.twoPlayer && d.power !== 'france' && d.power !== 'great-britain' ? ` (by the ${s.majors[d.power] === 'allied-france' ? 'Empire' : 'Coalition'} player)` : ''}
              </span>
            ))}
          </>
        ) : due.length ? (
          'Every draw due is made.'
        ) : (
          'No event draw is due now.'
        )}{' '}
        {budget ? null : <span className="muted">(France and Great Britain 1 each, +1 for each of {EVENT_DRAWERS(s).map(nameOf).join(', ')} allied and at war{EVENT_DRAWERS(s).includes('spain') ? ', Spain and Turkey counting (rule setting)' : ''}, §11.1.1)</span>}
      </p>
      {ev.pending ? (
        <div className="lge-row lge-actions">
          <span className="lge-big">
            {nameOf(ev.pending.power)}: «{ev.pending.category}»
          </span>
          <span>
            {pool.length} counter{pool.length === 1 ? '' : 's'} left in the category{pool.length > 1 ? `: each ${pct(1 / pool.length)}` : ''}
          </span>
          {pool.some((c) => c.kind === 'secret') ? (
            <span className="muted">A secret counter’s die is sealed in the log: only {nameOf(ev.pending.power)} sees it. With the table’s dice, {nameOf(ev.pending.power)} rolls out of sight.</span>
          ) : null}
          {pool.length > 1 ? (
            <DiceAction label={`Draw the counter (1-${pool.length})`} hint="2" onRoll={(p) => void act('lge.event.pick', {}, 'Draw the event counter', p)} />
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void act('lge.event.pick', {}, 'Draw the event counter')}>
              {pool.length ? 'Take the last counter' : 'No counter left: no event'}
            </button>
          )}
        </div>
      ) : budget && !choices.length ? null : (
        <div className="lge-row lge-actions">
          <label>
            Drawing <PowerSelect value={drawing} onChange={setPower} label="Power drawing an event" only={choices} />
          </label>
          {t.table ? (
            <DiceAction
              label={budget ? `Roll the event table for ${nameOf(drawing)} (2D6)` : 'Roll on the event table (2D6)'}
              hint="2 3"
              onRoll={(p) => void act('lge.event.roll', { power: drawing }, `${nameOf(drawing)}: event table`, p)}
            />
          ) : (
            <RowForm className="inline-form lge-manual" onSubmit={() => void act('lge.event.roll', { power: drawing, category: typed }, 'Typed event category')}>
              <ManualMode table="event-table" type="type the category rolled at the table" />
              <input type="text" className="mid" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="category rolled" aria-label="Event category rolled at the table" />
              <button type="submit" className="btn">
                Record (manual mode)
              </button>
            </RowForm>
          )}
        </div>
      )}
      {dist ? (
        <p className="muted" aria-label="Event categories">
          {budget ? 'No modifier: 2D6 as thrown on the event table (§11.1.1). ' : ''}
          {Object.entries(dist)
            .map(([c, p]) => `${c} ${pct(p)}`)
            .join(' · ')}
        </p>
      ) : null}
      {holders.length ? (
        <div className="lge-row" aria-label="Secret events held">
          {holders.map((p) => {
            const n = (ev.hands[p] ?? []).length;
            return (
              <SealedLook key={p} owner={nameOf(p)} player={seatPlayer(view, p)} what="secret events" title={`${n} secret event${n === 1 ? '' : 's'} held`}>
                <ul className="lge-mods">
                  {(ev.hands[p] ?? []).map((id) => (
                    <li key={id}>
                      <strong>{id}</strong>
                      {effects.get(id) ? ` — ${effects.get(id)}` : ''}{' '}
                      <button type="button" className="btn btn-small" onClick={() => void act('lge.event.play', { power: p as Power, id }, `Play ${id}`)}>
                        Play {id} (named in the log)
                      </button>
                    </li>
                  ))}
                </ul>
              </SealedLook>
            );
          })}
        </div>
      ) : null}
      {ev.played.length ? (
        <ul className="lge-results" aria-label="Events played">
          {ev.played
            .slice(-6)
            .reverse()
            .map((x, i) => (
              <li key={i}>
                {x.when}: <strong>{x.id}</strong> ({nameOf(x.power)}){effects.get(x.id) ? ` — ${effects.get(x.id)}` : ''}
              </li>
            ))}
        </ul>
      ) : null}
    </Panel>
  );
}
