// The Card Phase: discard, play cards, the solitaire flip, reveal.
import { useState } from 'react';
import type { AllianceState, Seat } from '../../../../shared/games/alliance/state';
import { EMPIRES, LEADERS } from '../../../../shared/games/alliance/data';
import { PowerSwatch, cx } from '../../components/ui';
import { Chip, Panel, colourOf, leaderName, nameOf, useAct } from './parts';

export function DiscardPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  return (
    <Panel title="Discard">
      <p className="panel-lead">Each player discards one of the 5 cards dealt, face-down. Press a player’s button once they have.</p>
      <div className="seat-buttons">
        {s.seats.map((seat) => (
          <button
            key={seat.empire}
            type="button"
            className={cx('btn', 'btn-seat', seat.discarded && 'done')}
            style={{ ['--power' as string]: colourOf(seat.empire) }}
            disabled={seat.discarded}
            onClick={() => void act('cards.discard', { power: seat.empire }, `${nameOf(seat.empire)} discards`)}
            aria-label={seat.discarded ? `${nameOf(seat.empire)} has discarded` : `${nameOf(seat.empire)} discards`}
          >
            <PowerSwatch colour={colourOf(seat.empire)} />
            <span className="btn-stack">
              <span>{nameOf(seat.empire)}</span>
              <span className="btn-sub" aria-hidden="true">{seat.discarded ? '✓ discarded' : `${seat.player} · ${seat.hand} cards`}</span>
            </span>
          </button>
        ))}
      </div>
    </Panel>
  );
}

export function PlayCardsPanel({ s }: { s: AllianceState }) {
  return (
    <Panel title="Play cards">
      <p className="panel-lead">Everyone places a card face-down, then all are revealed. Enter each card’s number; give its colour when the rulebook does not know the card.</p>
      <div className="play-rows">
        {s.seats.map((seat) => (
          <PlayCardRow key={seat.empire} s={s} seat={seat} />
        ))}
      </div>
    </Panel>
  );
}

function PlayCardRow({ s, seat }: { s: AllianceState; seat: Seat }) {
  const act = useAct();
  const [card, setCard] = useState('');
  const [colour, setColour] = useState('');
  const [leader, setLeader] = useState('');
  const empire = nameOf(seat.empire);
  if (seat.played !== null) {
    return (
      <div className="play-row played" style={{ ['--power' as string]: colourOf(seat.empire) }}>
        <PowerSwatch colour={colourOf(seat.empire)} />
        <div className="play-who">
          <strong>{empire}</strong> <span className="muted">{seat.player}</span>
        </div>
        <div className="play-card-done">
          <span className="card-no">{seat.played}</span>
          <span>
            {seat.cardEmpire ? `${nameOf(seat.cardEmpire)}’s card` : ''}
            {seat.leader ? ` · ${leaderName(seat.leader)} leader` : ''}
          </span>
        </div>
      </div>
    );
  }
  const n = Number(card);
  const fact = Number.isInteger(n) && n >= 1 && n <= 42 ? s.cardFacts[n] : undefined;
  const unknown = card !== '' && !fact?.empire;
  const submit = () => {
    if (!card) return;
    void act(
      'cards.play',
      { power: seat.empire, card: n, ...(colour ? { cardEmpire: colour } : {}), ...(leader ? { leader } : {}) },
      `${empire} plays card ${card}`,
    ).then((ok) => {
      if (ok) {
        setCard('');
        setColour('');
        setLeader('');
      }
    });
  };
  return (
    <form
      className="play-row"
      style={{ ['--power' as string]: colourOf(seat.empire) }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={`${empire} card`}
    >
      <PowerSwatch colour={colourOf(seat.empire)} />
      <div className="play-who">
        <strong>{empire}</strong> <span className="muted">{seat.player}</span>
      </div>
      <input className="card-input" type="number" min={1} max={42} placeholder="Card #" value={card} onChange={(e) => setCard(e.target.value)} aria-label={`${empire} card number`} />
      <select className={cx(unknown && !colour && 'needs')} value={colour} onChange={(e) => setColour(e.target.value)} aria-label={`${empire} card colour`} disabled={!!fact?.empire}>
        <option value="">{fact?.empire ? `${nameOf(fact.empire)} (known)` : 'Card colour…'}</option>
        {EMPIRES.map((e) => (
          <option key={e} value={e}>
            {nameOf(e)}
          </option>
        ))}
      </select>
      <select value={leader} onChange={(e) => setLeader(e.target.value)} aria-label={`${empire} leader`} disabled={!!fact?.leader}>
        <option value="">{fact?.leader ? `${leaderName(fact.leader)} (known)` : 'No leader'}</option>
        {LEADERS.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name} ({nameOf(l.empire)})
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary" disabled={!card} aria-label={`Play ${empire}’s card`}>
        Play
      </button>
      {fact ? (
        <div className="play-hint">
          Card {n}: {fact.empire ? nameOf(fact.empire) : '?'}
          {fact.leader ? ` · ${leaderName(fact.leader)}` : ''}
          {fact.title ? ` · “${fact.title}”` : ''} <span className="muted">({fact.source === 'rulebook' ? `rulebook ${fact.cite ?? ''}` : 'entered earlier'})</span>
        </div>
      ) : unknown ? (
        <div className="play-hint needs-hint">The rulebook does not say whose card {card} is: choose the colour printed on it.</div>
      ) : null}
    </form>
  );
}

export function SoloFlipPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [card, setCard] = useState('');
  const [empire, setEmpire] = useState('');
  if (s.solitaire?.flipped) {
    return (
      <Panel title="Flip the top card">
        <p className="big-line">
          Card {s.solitaire.flipped}: <Chip id={s.solitaire.empire!} /> plays this turn with 3 AP.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Flip the top card">
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act('solo.flip', { card: Number(card), empire }, `Flip card ${card}`);
        }}
      >
        <input type="number" min={1} max={42} placeholder="Card #" value={card} onChange={(e) => setCard(e.target.value)} aria-label="Card number" />
        <select value={empire} onChange={(e) => setEmpire(e.target.value)} aria-label="Card colour">
          <option value="">Card colour…</option>
          {EMPIRES.map((e) => (
            <option key={e} value={e}>
              {nameOf(e)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" disabled={!card || !empire}>
          Flip
        </button>
      </form>
    </Panel>
  );
}

export function RevealPanel({ s }: { s: AllianceState }) {
  return (
    <Panel title="Turn order and Action Points">
      <ol className="order-list" aria-label="Turn order">
        {s.order.map((i, k) => {
          const seat = s.seats[i]!;
          const leader = LEADERS.find((l) => l.id === seat.leader);
          return (
            <li key={seat.empire} className="order-item" style={{ ['--power' as string]: colourOf(seat.empire) }}>
              <span className="order-pos">Player {k + 1}</span>
              <span className="order-name">
                <PowerSwatch colour={colourOf(seat.empire)} /> {nameOf(seat.empire)} <span className="muted">{seat.player}</span>
              </span>
              <span className="order-card">card {seat.played}</span>
              <span className="order-ap">
                <strong>{seat.ap}</strong> AP
              </span>
              {leader ? (
                <span className="order-event">
                  <strong>{leader.name}</strong> — {leader.event}: {leader.effect}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
