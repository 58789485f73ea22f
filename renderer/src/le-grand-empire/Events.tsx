// Events Phase (§11.1): each power rolls 2D6 on the group's event table (its chance per category
// shown), then draws the counter from the category's pool; secret events are held in a hand that only
// its owner opens (HiddenValue, closes by itself); public ones are listed as played.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { categoryDistribution, emptyEvents, eventTableOf, poolOf } from '../../../shared/games/le-grand-empire/events';
import { drawsLeft, forfeitDue } from '../../../shared/games/le-grand-empire/actions/events';
import { POWERS, type Power } from '../../../shared/games/le-grand-empire/state';
import { HiddenValue } from '../components/sealed/HiddenValue';
import { pct } from '../odds/format';
import { openDataEditor } from '../lib/nav';
import { DiceAction, lgeState, nameOf, Panel, PowerSelect, useAct } from './parts';

export function EventsPanel({ view }: StepProps) {
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
  const still = due.filter((d) => d.left > 0);
  return (
    <Panel title="Event draws" className="lge-events">
      {forfeitDue(s) ? (
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
        <span className="muted">(France and Great Britain 1 each, +1 per other major allied and at war, §11.1.1)</span>
      </p>
      {ev.pending ? (
        <div className="lge-row lge-actions">
          <span className="lge-big">
            {nameOf(ev.pending.power)}: «{ev.pending.category}»
          </span>
          <span>
            {pool.length} counter{pool.length === 1 ? '' : 's'} left in the category{pool.length > 1 ? `: each ${pct(1 / pool.length)}` : ''}
          </span>
          {pool.length > 1 ? (
            <DiceAction label={`Draw the counter (1-${pool.length})`} hint="2" onRoll={(p) => void act('lge.event.pick', {}, 'Draw the event counter', p)} />
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void act('lge.event.pick', {}, 'Draw the event counter')}>
              {pool.length ? 'Take the last counter' : 'No counter left: no event'}
            </button>
          )}
        </div>
      ) : (
        <div className="lge-row lge-actions">
          <label>
            Drawing <PowerSelect value={power} onChange={setPower} label="Power drawing an event" />
          </label>
          {t.table ? (
            <DiceAction label="Roll on the event table (2D6)" hint="2 3" onRoll={(p) => void act('lge.event.roll', { power }, 'Event table', p)} />
          ) : (
            <form
              className="inline-form lge-manual"
              onSubmit={(e) => {
                e.preventDefault();
                void act('lge.event.roll', { power, category: typed }, 'Typed event category');
              }}
            >
              <span className="lge-missing">The “Event table” is not entered.</span>
              <button type="button" className="btn btn-small" onClick={() => openDataEditor('event-table')}>
                Open the data editor
              </button>
              <input type="text" className="mid" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="category rolled" aria-label="Event category rolled at the table" />
              <button type="submit" className="btn">
                Record (manual mode)
              </button>
            </form>
          )}
        </div>
      )}
      {dist ? (
        <p className="muted" aria-label="Event categories">
          {Object.entries(dist)
            .map(([c, p]) => `${c} ${pct(p)}`)
            .join(' · ')}
        </p>
      ) : null}
      {holders.length ? (
        <div className="lge-row" aria-label="Secret events held">
          {holders.map((p) => (
            <HiddenValue key={p} owner={nameOf(p)} what={`${(ev.hands[p] ?? []).length} secret event${(ev.hands[p] ?? []).length === 1 ? '' : 's'}`}>
              <ul className="lge-mods">
                {(ev.hands[p] ?? []).map((id) => (
                  <li key={id}>
                    <strong>{id}</strong>{' '}
                    <button type="button" className="btn btn-small" onClick={() => void act('lge.event.play', { power: p as Power, id }, `Play ${id}`)}>
                      Play
                    </button>
                  </li>
                ))}
              </ul>
            </HiddenValue>
          ))}
        </div>
      ) : null}
      {ev.played.length ? (
        <ul className="lge-results" aria-label="Events played">
          {ev.played
            .slice(-6)
            .reverse()
            .map((x, i) => (
              <li key={i}>
                {x.when}: <strong>{x.id}</strong> ({nameOf(x.power)})
              </li>
            ))}
        </ul>
      ) : null}
    </Panel>
  );
}
