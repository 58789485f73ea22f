// Exact odds of the dice the table is about to throw: a diplomatic bid [6.13] and the 4.32 roll-off
// for a neutral that is invaded. Both are instant, so they are computed right here.
import { useMemo, useState } from 'react';
import { diplomaticBidOdds } from '../../../../shared/games/alliance/battle/diplomacy';
import { rollOffOdds } from '../../../../shared/games/alliance/battle/rolloff';
import type { AllianceState } from '../../../../shared/games/alliance/state';
import { PowerSwatch, cx } from '../../components/ui';
import { num, powerColour, powerName } from './draft';
import './battle.css';
import { pct } from '../../odds/format';
import { ProbabilityBar } from '../../odds/ProbabilityBar';

export interface BidderOdds {
  id: string;
  modifier: number;
}

/**
 * Each bidder's roll modifier, as the campaign's 'diplomacy.roll' adds it (shared/games/alliance/
 * actions.ts diplomacyModifiers, kept out of the bundle): +1 initiator, +2 Talleyrand (A-3, per the
 * rule setting), + the Victory City bonus typed in.
 */
export function bidModifiers(s: AllianceState, bonus: Record<string, number>): BidderOdds[] {
  const d = s.diplomacy;
  if (!d) return [];
  return [d.initiator, ...d.matchers].map((i) => {
    const seat = s.seats[i]!;
    let m = i === d.initiator ? 1 : 0;
    if (seat.leader === 'talleyrand' && (s.rules?.['talleyrand'] !== 'initiating' || i === d.initiator)) m += 2;
    m += bonus[seat.empire] ?? 0;
    return { id: seat.empire, modifier: m };
  });
}

/** Each bidder's chance to win the bid, and of no change, before the dice are thrown. */
export function BidOdds({ s, bonus }: { s: AllianceState; bonus: Record<string, number> }) {
  const bidders = bidModifiers(s, bonus);
  const key = JSON.stringify(bidders);
  const odds = useMemo(() => {
    try {
      return diplomaticBidOdds(bidders);
    } catch {
      return null;
    }
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!odds) return null;
  const rows = [...bidders.map((b) => ({ key: b.id, label: powerName(b.id), sub: `2d6${b.modifier ? (b.modifier > 0 ? `+${b.modifier}` : `${b.modifier}`) : ''}`, p: odds.win[b.id] ?? 0, colour: powerColour(b.id) }))];
  return (
    <section className="prob-box" aria-label="Chances before rolling">
      <h3 className="prob-title">
        Chances before rolling <span className="muted small">· exact: a unique highest total of 7 or more wins [6.13]</span>
      </h3>
      <ul className="prob-rows">
        {rows.map((r) => (
          <li key={r.key} className="prob-row">
            <span className="prob-who">
              <PowerSwatch colour={r.colour} /> {r.label} <span className="muted small">{r.sub}</span>
            </span>
            <ProbBar p={r.p} colour={r.colour} />
            <strong className="prob-pct" data-testid={`bid-win-${r.key}`}>
              {pct(r.p)}
            </strong>
          </li>
        ))}
        <li className="prob-row prob-none">
          <span className="prob-who">No change</span>
          <ProbBar p={odds.noChange} colour="#76695a" />
          <strong className="prob-pct" data-testid="bid-no-change">
            {pct(odds.noChange)}
          </strong>
        </li>
      </ul>
      <p className="muted small prob-foot">
        No change: all below 7 {pct(odds.allBelowThreshold)} · tie at the top {pct(odds.tieAtTop)}. All Gold bid is forfeit either way.
      </p>
    </section>
  );
}

function ProbBar({ p, colour }: { p: number; colour: string }) {
  return <ProbabilityBar className="prob-bar" height={12} track="#ece3cf" rounded={2} outline parts={[{ p, fill: colour }]} />;
}

/** The 4.32 roll-off: who may gain an invaded neutral, and each one's chance. */
export function RollOffTool({ s }: { s: AllianceState }) {
  const seats = s.seats.map((x) => x.empire as string);
  const [invader, setInvader] = useState(seats[0] ?? '');
  const [excluded, setExcluded] = useState<string[]>([]);
  const eligible = seats.filter((p) => p !== invader && !excluded.includes(p));
  const odds = useMemo(() => {
    try {
      return rollOffOdds(eligible);
    } catch {
      return null;
    }
  }, [eligible.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <details className="rolloff">
      <summary>Neutral invaded? Roll-off odds [4.32]</summary>
      <div className="rolloff-body">
        <p className="muted small">
          When blocks enter a neutral NPE or Minor, every player not allied with the invader rolls 2d6; the highest gains it as an ally, tied leaders reroll. One eligible player gains it without a roll; none: it stays neutral and defends alone (A-7).
        </p>
        <div className="rolloff-form">
          <label className="rolloff-field">
            <span>Invader</span>
            <select value={invader} onChange={(e) => setInvader(e.target.value)} aria-label="Invader">
              {seats.map((p) => (
                <option key={p} value={p}>
                  {powerName(p)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="rolloff-field">
            <legend>Allied with the invader (not eligible)</legend>
            {seats
              .filter((p) => p !== invader)
              .map((p) => (
                <label key={p} className="toggle">
                  <input type="checkbox" checked={excluded.includes(p)} onChange={(e) => setExcluded(e.target.checked ? [...excluded, p] : excluded.filter((x) => x !== p))} aria-label={`${powerName(p)} is allied with the invader`} />
                  {powerName(p)}
                </label>
              ))}
          </fieldset>
        </div>
        {odds ? (
          <section className="prob-box" aria-label="Roll-off chances">
            {eligible.length === 0 ? (
              <p className="big-line">Nobody is eligible: the neutral stays neutral and defends alone.</p>
            ) : (
              <>
                <ul className="prob-rows">
                  {eligible.map((p) => (
                    <li key={p} className="prob-row">
                      <span className="prob-who">
                        <PowerSwatch colour={powerColour(p)} /> {powerName(p)}
                      </span>
                      <ProbBar p={odds.win[p] ?? 0} colour={powerColour(p)} />
                      <strong className="prob-pct" data-testid={`rolloff-${p}`}>
                        {pct(odds.win[p] ?? 0)}
                      </strong>
                    </li>
                  ))}
                </ul>
                <p className={cx('muted', 'small', 'prob-foot')}>
                  {eligible.length === 1
                    ? 'No roll needed.'
                    : `Decided on the first roll ${pct(odds.decidedFirstRoll)} · ${num(odds.expectedRounds, 2)} rolls on average.`}
                </p>
              </>
            )}
          </section>
        ) : null}
      </div>
    </details>
  );
}
