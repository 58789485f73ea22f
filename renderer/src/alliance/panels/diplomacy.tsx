// Diplomacy: who may make an attempt, the bid and its odds, the outcome.
import { useState } from 'react';
import type { AllianceState } from '../../../../shared/games/alliance/state';
import { EMPIRES, MINORS } from '../../../../shared/games/alliance/data';
import { parseGroups } from '../../lib/dice';
import { DiceFaces, DieIcon, PowerSwatch, cx } from '../../components/ui';
import { BidOdds } from '../battle/DiplomacyOdds';
import { Chip, Panel, colourOf, leaderName, nameOf, useAct } from './parts';

export function initiatorOf(s: AllianceState): number | null {
  let best: number | null = null;
  s.seats.forEach((seat, i) => {
    if (seat.played !== null && seat.leader && (best === null || seat.played > s.seats[best]!.played!)) best = i;
  });
  return best;
}

function targetsOf(s: AllianceState): string[] {
  const played = new Set(s.seats.map((x) => x.empire as string));
  return [...EMPIRES.filter((e) => !played.has(e)), ...MINORS];
}

function statusText(s: AllianceState, id: string): string {
  const a = s.allegiance[id];
  return !a || a === 'neutral' ? 'Neutral' : `allied to ${nameOf(a)}`;
}

export function DiplomacyPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const d = s.diplomacy;
  const init = d ? d.initiator : initiatorOf(s);
  const initSeat = init === null ? null : s.seats[init]!;
  const [target, setTarget] = useState('');
  const [gold, setGold] = useState(1);
  const [bonus, setBonus] = useState<Record<string, string>>({});
  const [table, setTable] = useState(false);
  const [faces, setFaces] = useState('');
  if (!initSeat) return null;
  const initName = nameOf(initSeat.empire);

  if (!d) {
    return (
      <Panel title="Diplomacy">
        <p className="panel-lead">
          <Chip id={initSeat.empire} /> played the highest Leader card ({leaderName(initSeat.leader)}): bid 1-3 Gold on a non-player empire or Minor, or decline. All Gold bid is forfeit.
        </p>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act('diplomacy.bid', { power: initSeat.empire, target, gold }, `${initName} bids`);
          }}
        >
          <select value={target} onChange={(e) => setTarget(e.target.value)} aria-label="Bid target">
            <option value="">Target…</option>
            {targetsOf(s).map((t) => (
              <option key={t} value={t}>
                {nameOf(t)} — {statusText(s, t)}
              </option>
            ))}
          </select>
          <div className="seg" role="radiogroup" aria-label="Gold bid">
            {[1, 2, 3].map((g) => (
              <button key={g} type="button" role="radio" aria-checked={gold === g} className={cx('seg-btn', gold === g && 'on')} onClick={() => setGold(g)} aria-label={`${g} Gold`}>
                {g} Gold
              </button>
            ))}
          </div>
          <button type="submit" className="btn btn-primary" disabled={!target}>
            Bid
          </button>
          <button type="button" className="btn" onClick={() => void act('diplomacy.decline', { power: initSeat.empire }, `${initName} declines to bid`)}>
            Decline
          </button>
        </form>
      </Panel>
    );
  }

  if (d.declined) {
    return (
      <Panel title="Diplomacy">
        <p className="big-line">No bid this turn.</p>
      </Panel>
    );
  }

  const bidders = [d.initiator, ...d.matchers];
  const others = s.order.filter((i) => i !== d.initiator && !d.matchers.includes(i));

  if (d.resolved) {
    return (
      <Panel title="Diplomacy">
        <p className="big-line">
          Bid of {d.gold} Gold on <Chip id={d.target} />: {d.winner === null ? 'no change.' : <>now allied to <Chip id={s.seats[d.winner]!.empire} />.</>}
        </p>
        <ul className="roll-list">
          {d.rolls.map((r) => (
            <li key={r.seat} className={cx(r.seat === d.winner && 'winner')}>
              <Chip id={s.seats[r.seat]!.empire} /> <DiceFaces faces={r.dice} sides={6} size="sm" /> {r.modifier ? `${r.modifier > 0 ? '+' : ''}${r.modifier}` : ''} = <strong>{r.total}</strong>
            </li>
          ))}
        </ul>
      </Panel>
    );
  }

  const bonusPayload = Object.fromEntries(
    Object.entries(bonus)
      .filter(([, v]) => v.trim() !== '' && Number(v) !== 0)
      .map(([k, v]) => [k, Number(v)]),
  );

  return (
    <Panel title="Diplomacy">
      <p className="panel-lead">
        <Chip id={initSeat.empire} /> bids <strong>{d.gold} Gold</strong> on <Chip id={d.target} /> ({statusText(s, d.target)}). Others may match in card order; then every bidder rolls 2d6. A unique highest total of 7 or more wins.
      </p>
      {others.length ? (
        <div className="seat-buttons">
          {others.map((i) => {
            const seat = s.seats[i]!;
            return (
              <button key={seat.empire} type="button" className="btn btn-seat" onClick={() => void act('diplomacy.match', { power: seat.empire }, `${nameOf(seat.empire)} matches`)} aria-label={`${nameOf(seat.empire)} matches the bid`}>
                <PowerSwatch colour={colourOf(seat.empire)} />
                <span className="btn-stack">
                  <span>{nameOf(seat.empire)} matches</span>
                  <span className="btn-sub" aria-hidden="true">pays {d.gold} Gold (has {seat.gold})</span>
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
      <table className="bidder-table" aria-label="Bidders">
        <thead>
          <tr>
            <th>Bidder</th>
            <th>Known modifiers</th>
            <th>Victory City bonus</th>
          </tr>
        </thead>
        <tbody>
          {bidders.map((i) => {
            const seat = s.seats[i]!;
            const mods = [i === d.initiator ? '+1 initiator' : null, seat.leader === 'talleyrand' ? '+2 Talleyrand' : null].filter(Boolean).join(', ');
            return (
              <tr key={seat.empire}>
                <td>
                  <Chip id={seat.empire} />
                </td>
                <td>{mods || '—'}</td>
                <td>
                  <input type="number" min={-10} max={20} className="narrow" value={bonus[seat.empire] ?? ''} placeholder="0" onChange={(e) => setBonus({ ...bonus, [seat.empire]: e.target.value })} aria-label={`${nameOf(seat.empire)} Victory City bonus`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <BidOdds s={s} bonus={bonusPayload} />
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          let physical: number[][] | undefined;
          if (table) {
            const g = parseGroups(faces);
            if (!g) return;
            physical = g;
          }
          void act('diplomacy.roll', { bonus: bonusPayload }, 'Roll for the bid', physical);
        }}
      >
        <label className="toggle">
          <input type="checkbox" checked={table} onChange={(e) => setTable(e.target.checked)} /> Table dice
        </label>
        {table ? (
          <input type="text" value={faces} onChange={(e) => setFaces(e.target.value)} placeholder={bidders.map(() => '3 4').join(' | ')} aria-label="Diplomacy dice thrown at the table, one pair per bidder separated by |" />
        ) : null}
        <button type="submit" className="btn btn-primary btn-large">
          <DieIcon /> Roll 2d6 for each bidder
        </button>
      </form>
    </Panel>
  );
}
