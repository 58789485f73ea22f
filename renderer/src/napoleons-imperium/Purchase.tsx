// Phase One: income and purchases [§3, §3B, §10.1], and the Purchase Placement [§4]. The cart shows the
// nation's own costs from the data pack; closing it forfeits what is left, and the app says so first.
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { Cart, NiState } from '../../../shared/games/napoleons-imperium/state';
import { cx } from '../components/ui';
import { RowForm, useTable } from './DataFill';
import { Nation, Panel, useAct } from './parts';
import { UNITS, UNIT_NAME, adj, capitalCaptured, capitalName, empire, fmt, orderOf, specialUnitOwner, unitCostIfKnown, allianceOf, type NationId, type Unit, maybeNumber, packOf } from './nations';

function unitsOf(items: Partial<Record<Unit, number>>): string {
  const parts = UNITS.filter((u) => (items[u] ?? 0) > 0).map((u) => `${items[u]} ${UNIT_NAME[u][items[u] === 1 ? 0 : 1].toLowerCase()}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

export function PurchasePanel({ view, s, nations }: { view: CampaignView; s: NiState; nations: NationId[] }) {
  const all = nations.length > 1;
  return (
    <Panel title={all ? 'Purchases: every nation (1798)' : `${empire(nations[0]!)}: income and purchases`} label="Purchases">
      <p className="panel-lead">
        {all
          ? 'Each nation buys with its full commencement income; purchases go into the Purchase Tray. Unspent income is forfeited when a nation closes its purchases [§2C, §3B].'
          : 'Buy at this nation’s own Military Costs. Purchases are locked once closed; whatever is left is forfeited, not saved [§3B].'}
      </p>
      <div className={cx('ni-carts', all && 'ni-carts-all')}>
        {nations.map((n) => (
          <CartCard key={n} s={s} n={n} view={view} compact={all} />
        ))}
      </div>
    </Panel>
  );
}

function CartCard({ s, n, view, compact }: { s: NiState; n: NationId; view: CampaignView; compact: boolean }) {
  const act = useAct();
  const [confirm, setConfirm] = useState(false);
  const [fill, setFill] = useState(false);
  const costs = useTable('military-costs');
  const cart: Cart | undefined = s.carts[n] && s.carts[n]!.turn === s.position.turn ? s.carts[n] : undefined;
  if (!cart) return null;
  const left = cart.budget - cart.spent;
  const units = UNITS.filter((u) => (u !== 'camels' && u !== 'riflemen') || specialUnitOwner(s, u) === n);
  const missing = units.filter((u) => unitCostIfKnown(s, n, u) === null);
  const name = empire(n);
  const limitOf = (u: Unit) => (u === 'riflemen' && s.data?.tables['special-units']?.rows.find((r) => r.key === u)?.cells['limited']?.v === true ? maybeNumber(packOf(s), 'special-units', u, 'boardLimit') : null);
  const inTray = (u: Unit) => s.nations[n].tray.filter((t) => t.unit === u).reduce((a, t) => a + t.count, 0);
  return (
    <article className={cx('ni-cart', cart.closed && 'ni-cart-closed')} style={{ ['--power' as string]: view.powers.find((p) => p.power === n)?.colour }} aria-label={`${name} purchases`}>
      <header className="ni-cart-head">
        <Nation id={n} />
        <span className="muted small">{s.nations[n].player}</span>
        <div className="ni-money" aria-label={`${name} money left`}>
          <span className="ni-money-left">{fmt(left)}</span>
          <span className="ni-money-of">of {fmt(cart.budget)} left</span>
        </div>
      </header>
      {!compact || cart.lines.length > 1 ? (
        <table className="ni-breakdown" aria-label={`${name} budget`}>
          <tbody>
            {cart.lines.map((l, i) => (
              <tr key={i}>
                <td>
                  {l.label}
                  {l.note ? <span className="muted small"> · {l.note}</span> : null}
                </td>
                <td className="num">{i === 0 ? fmt(l.value) : `${l.value >= 0 ? '+' : '−'}${fmt(Math.abs(l.value))}`}</td>
              </tr>
            ))}
            <tr className="total">
              <td>Budget this turn</td>
              <td className="num">{fmt(cart.budget)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
      <table className="ni-cart-table" aria-label={`${name} cart`}>
        <tbody>
          {units.map((u) => {
            const cost = unitCostIfKnown(s, n, u);
            const count = cart.items[u] ?? 0;
            const limit = limitOf(u);
            const have = (s.nations[n].onBoard[u] ?? 0) + inTray(u) + count;
            return (
              <tr key={u} className={cx(count > 0 && 'ni-has')}>
                <th scope="row">{UNIT_NAME[u][1]}</th>
                <td className="ni-cost">{cost === null ? <button type="button" className="link-btn ni-needs" onClick={() => setFill(true)} aria-label={`${name} ${UNIT_NAME[u][1]}: enter the cost`} title="Not in the rulebook: enter it from the Empire card">cost?</button> : <>{fmt(cost)} each</>}</td>
                <td className="ni-count-cell">
                  <button type="button" className="step-btn" disabled={cart.closed || count === 0} onClick={() => void act('economy.cancel', { nation: n, items: { [u]: 1 } }, `${name}: one ${UNIT_NAME[u][0].toLowerCase()} back`)} aria-label={`${name} ${UNIT_NAME[u][1]} −1`}>
                    −
                  </button>
                  <span className="ni-count" aria-label={`${name} ${UNIT_NAME[u][1]} in the cart`}>{count}</span>
                  <button
                    type="button"
                    className="step-btn"
                    disabled={cart.closed || cost === null || cost > left || (limit !== null && have >= limit)}
                    onClick={() => void act('economy.purchase', { nation: n, items: { [u]: 1 } }, `${name} buys ${UNIT_NAME[u][0].toLowerCase()}`)}
                    aria-label={`${name} ${UNIT_NAME[u][1]} +1`}
                    title={limit !== null ? `At most ${limit} on the board (${have} now) [§38B]` : undefined}
                  >
                    +
                  </button>
                </td>
                <td className="num ni-sub">{cost !== null && count ? fmt(cost * count) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {fill && missing.length && costs ? (
        <div className="ni-inline-fill">
          <p className="small">The rulebook does not print these {adj(n)} costs: copy them from the {name} Reference Card.</p>
          <RowForm table={costs} rowKey={n} pack={s.data} columns={missing.filter((u) => u !== 'camels' && u !== 'riflemen')} onDone={() => setFill(false)} label={name} />
        </div>
      ) : null}
      <footer className="ni-cart-foot">
        {cart.closed ? (
          <span className="done-tag">
            ✓ Closed: {unitsOf(cart.items)}
            {cart.forfeited ? ` · ${fmt(cart.forfeited)} forfeited` : ''}
          </span>
        ) : confirm && left > 0 ? (
          <div className="ni-forfeit" role="alertdialog" aria-label={`${name}: forfeit warning`}>
            <strong>Unspent income is forfeited: {fmt(left)} will be lost.</strong>
            <div className="ni-forfeit-buttons">
              <button type="button" className="btn btn-danger" onClick={() => void act('economy.close', { nation: n }, `${name} closes its purchases`).then(() => setConfirm(false))}>
                Close and forfeit {fmt(left)}
              </button>
              <button type="button" className="btn btn-quiet" onClick={() => setConfirm(false)}>
                Keep buying
              </button>
            </div>
          </div>
        ) : (
          <>
            <span className="small">In the cart: {unitsOf(cart.items)} · {fmt(cart.spent)} spent{left > 0 ? ` · ${fmt(left)} unspent` : ''}</span>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => (left > 0 ? setConfirm(true) : void act('economy.close', { nation: n }, `${name} closes its purchases`))}
            >
              {/* The nation in the visible words too: a name that says more than the label breaks voice control. */}
              Close {name} purchases
            </button>
          </>
        )}
      </footer>
    </article>
  );
}

// ------------------------------------------------------------------------------------------------ placement

export function PlacementPanel({ s, nations }: { s: NiState; nations: NationId[] }) {
  const act = useAct();
  const [busy, setBusy] = useState(false);
  const all = nations.length > 1;
  // "Place all": every tray not yet placed, in one click (a nation in exile that has not chosen its capital waits).
  const ready = nations.filter((n) => !s.placed.includes(n) && !(capitalCaptured(s, n) && !s.nations[n].exileCapital));
  const placeAll = async () => {
    setBusy(true);
    try {
      for (const n of ready) if (!(await act('placement.done', { nation: n, fleetsKept: 0 }, `${empire(n)} places its purchases`))) return;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title={all ? 'Purchase Placement: every nation (1798)' : `${empire(nations[0]!)}: Purchase Placement`} label="Purchase Placement">
      <p className="panel-lead">Land units go to the capital (or the one allied capital chosen in exile); fleets to owned ports with no enemy fleet in their sea territory. Placing ends the turn [§4, §10.2].</p>
      {all && ready.length > 1 ? (
        <p className="ni-place-all">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void placeAll()}>
            Place all {ready.length} trays
          </button>{' '}
          <span className="small">Empty trays included: nothing to place there.</span>
        </p>
      ) : null}
      <div className={cx('ni-carts', all && 'ni-carts-all')}>
        {nations.map((n) => (
          <PlaceCard key={n} s={s} n={n} />
        ))}
      </div>
    </Panel>
  );
}

function PlaceCard({ s, n }: { s: NiState; n: NationId }) {
  const act = useAct();
  const [kept, setKept] = useState('0');
  const [ally, setAlly] = useState('');
  const y = s.position.turn <= 1 ? 1798 : 1799 + Math.floor((s.position.turn - 2) / 8);
  const tray = s.nations[n].tray;
  const now: Partial<Record<Unit, number>> = {};
  const later: Partial<Record<Unit, number>> = {};
  for (const t of tray) {
    const into = t.availableYear <= y ? now : later;
    into[t.unit] = (into[t.unit] ?? 0) + t.count;
  }
  const fleets = now.fleet ?? 0;
  const placed = s.placed.includes(n);
  const exiled = capitalCaptured(s, n);
  const name = empire(n);
  const allies = orderOf(s).filter((x) => x !== n && allianceOf(s, x) === allianceOf(s, n) && !capitalCaptured(s, x));
  const prisoners = s.commanders.filter((c) => c.status === 'imprisoned' && c.holder === n);
  return (
    <article className={cx('ni-cart', placed && 'ni-cart-closed')} aria-label={`${name} placement`}>
      <header className="ni-cart-head">
        <Nation id={n} />
        <span className="muted small">{s.nations[n].player}</span>
      </header>
      <p className="ni-tray">
        <strong>Purchase Tray:</strong> {tray.length ? unitsOf(now) : 'empty: nothing to place'}
        {Object.keys(later).length ? <span className="muted"> · waiting for next year: {unitsOf(later)}</span> : null}
      </p>
      <p className="small">
        Land units → <strong>{exiled ? (s.nations[n].exileCapital ? `${capitalName(s, s.nations[n].exileCapital)} (exile)` : 'an allied capital (choose below)') : capitalName(s, n)}</strong>
        {fleets ? <> · {fleets} fleet{fleets === 1 ? '' : 's'} → owned, unblockaded ports{n === 'gb' ? ' (Gibraltar counts)' : ''}</> : null}
      </p>
      {prisoners.length ? <p className="small">Prisoners in this tray: {prisoners.map((c) => `${adj(c.nation)} ${c.rank} commander`).join(', ')}</p> : null}
      {exiled && !s.nations[n].exileCapital && !placed ? (
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act('exile.choose', { nation: n, ally }, `${name} chooses its exile capital`);
          }}
        >
          <select value={ally} onChange={(e) => setAlly(e.target.value)} aria-label={`${name} exile capital`}>
            <option value="">Exile capital…</option>
            {allies.map((a) => (
              <option key={a} value={a}>
                {capitalName(s, a)} ({empire(a)})
              </option>
            ))}
          </select>
          <button type="submit" className="btn" disabled={!ally}>
            Choose
          </button>
        </form>
      ) : null}
      <footer className="ni-cart-foot">
        {placed ? (
          <span className="done-tag">✓ Placed</span>
        ) : (
          <>
            {fleets ? (
              <label className="small">
                Fleets with no port (stay in the tray){' '}
                <input type="number" min={0} max={fleets} className="narrow" value={kept} onChange={(e) => setKept(e.target.value)} aria-label={`${name} fleets kept in the tray`} />
              </label>
            ) : (
              <span />
            )}
            <button type="button" className="btn btn-primary" onClick={() => void act('placement.done', { nation: n, fleetsKept: Number(kept) || 0 }, `${name} places its purchases`)} aria-label={`${name} places its purchases`}>
              Place the tray
            </button>
          </>
        )}
      </footer>
    </article>
  );
}
