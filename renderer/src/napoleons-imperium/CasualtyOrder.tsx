// The battle set-up's casualty order editor: per side, the loss priority (first lost first), moved with the
// ▲ ▼ buttons (keyboard: Tab to a button, Enter/Space) or by dragging a row; the default shown and one button
// to go back to it; an order the rules forbid is refused with the reason; the odds under the chosen order
// beside the default's.
import { useState } from 'react';
import { cx } from '../components/ui';
import { useDragOrder } from '../components/drag-order';
import { checkOrder, currentOrder, listKey, moved, type CustomOrder, type OrderEntry, type OrderList } from './casualty-order';
import { UNIT_NAME, adj, type Unit } from './nations';
import './odds.css';
import { pct } from '../odds/format';

export interface OrderOdds {
  attackerWins: number;
  defenderWins: number;
  draw: number;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export function entryName(e: OrderEntry): string {
  const unit = UNIT_NAME[e.type as Unit]?.[1] ?? e.type;
  return `${e.nation ? `${adj(e.nation)} ` : ''}${unit.toLowerCase()}${e.ally ? ' (ally)' : e.joined ? ' (joined)' : ''}`;
}

const ROLE_NOTE: Record<OrderList['role'], string> = {
  'land-attacker': '',
  landed: 'Once ashore. At sea, troops are lost only with their fleet [§20 Note].',
  'land-defender': 'Allied units are always lost before the owner’s [§6 Note, §24].',
  fleets: 'Joined fleets are always sunk before the host’s [§22C, §36].',
  'invading-fleets': 'Unladen fleets before laden ones; troops aboard sink with their fleet [§20 Note, §21].',
};

export function CasualtyOrderEditor(props: {
  lists: OrderList[];
  custom: CustomOrder;
  onChange: (o: CustomOrder) => void;
  names: { attacker: string; defender: string };
  byDefault: OrderOdds | null;
  chosen: OrderOdds | null;
  chosenBusy: boolean;
}) {
  const { lists, custom, onChange, names } = props;
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<{ key: string; text: string } | null>(null);
  const drag = useDragOrder();
  if (!lists.length) return null;
  const anyCustom = lists.some((l) => custom[listKey(l)]);
  const apply = (l: OrderList, order: string[]): boolean => {
    const bad = checkOrder(l, order, entryName);
    if (bad) {
      setRefusal({ key: listKey(l), text: bad });
      return false;
    }
    setRefusal(null);
    const next = { ...custom };
    if (same(order, l.defaultOrder)) delete next[listKey(l)];
    else next[listKey(l)] = order;
    onChange(next);
    return true;
  };
  return (
    <section className={cx('ni-order', open && 'open')} aria-label="Casualty order">
      <button type="button" className="ni-order-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="ni-order-caret" aria-hidden="true">{open ? '▾' : '▸'}</span>
        Order of losses: <strong>{anyCustom ? 'your own order' : 'default (lowest value first)'}</strong>
      </button>
      {open ? (
        <div className="ni-order-body">
          <p className="small muted">Each side removes its own casualties, first in the list first [§5B, §8]. Move a unit group with ▲ ▼, drag it, or Alt+↑ ↓ on it.</p>
          {drag.announcer}
          <div className="ni-order-lists">
            {lists.map((l) => {
              const key = listKey(l);
              const order = currentOrder(l, custom);
              const byId = new Map(l.entries.map((e) => [e.id, e]));
              const who = l.side === 'attacker' ? names.attacker : names.defender;
              const title = l.role === 'landed' ? `${who}: landed army loses first…` : l.role === 'invading-fleets' ? `${who}: fleets lost first…` : `${who} loses first…`;
              const isDefault = same(order, l.defaultOrder);
              return (
                <fieldset key={key} className="ni-order-list">
                  <legend>{title}</legend>
                  <ol aria-label={`${title.replace(/…$/, '')}: casualty order`}>
                    {order.map((id, i) => {
                      const e = byId.get(id);
                      if (!e) return null;
                      const name = entryName(e);
                      return (
                        <li
                          key={id}
                          className={cx('ni-order-item', drag.dragging(key, i) && 'dragging')}
                          {...drag.rowProps(key, i, (from, to) => apply(l, moved(order, from, to)), { count: order.length, name })}
                          aria-label={`${i + 1}. ${name}`}
                        >
                          <span className="ni-order-pos">{i + 1}</span>
                          <span className="ni-order-grip" aria-hidden="true">⠿</span>
                          <span className="ni-order-name">
                            {e.count} {name} <span className="muted small">hit on 1-{e.value}</span>
                          </span>
                          <span className="ni-order-moves">
                            <button type="button" className="step-btn" disabled={i === 0} onClick={() => apply(l, moved(order, i, i - 1))} aria-label={`Move ${name} up (lost sooner)`}>
                              ▲
                            </button>
                            <button type="button" className="step-btn" disabled={i === order.length - 1} onClick={() => apply(l, moved(order, i, i + 1))} aria-label={`Move ${name} down (lost later)`}>
                              ▼
                            </button>
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                  {ROLE_NOTE[l.role] && (l.role === 'landed' || new Set(l.entries.map((e) => e.tier)).size > 1) ? <p className="small muted ni-order-note">{ROLE_NOTE[l.role]}</p> : null}
                  {refusal?.key === key ? (
                    <p className="ni-order-refusal" role="alert">
                      Not allowed: {refusal.text}
                    </p>
                  ) : null}
                  <div className="ni-order-foot">
                    <span className="small">
                      Default: {l.defaultOrder.map((x) => (byId.get(x) ? entryName(byId.get(x)!) : x)).join(' → ')}
                    </span>
                    <button type="button" className="btn btn-small" disabled={isDefault} onClick={() => apply(l, l.defaultOrder)}>
                      Reset to default
                    </button>
                  </div>
                </fieldset>
              );
            })}
          </div>
          {anyCustom ? (
            <table className="ni-order-compare" aria-label="Odds by casualty order">
              <thead>
                <tr>
                  <th />
                  <th className="num">{names.attacker} wins</th>
                  <th className="num">{names.defender} holds</th>
                  <th className="num">Draw</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Default order</th>
                  <td className="num">{props.byDefault ? pct(props.byDefault.attackerWins) : '…'}</td>
                  <td className="num">{props.byDefault ? pct(props.byDefault.defenderWins) : '…'}</td>
                  <td className="num">{props.byDefault ? pct(props.byDefault.draw) : '…'}</td>
                </tr>
                <tr className={cx('ni-order-chosen', props.chosenBusy && 'stale')}>
                  <th scope="row">Your order</th>
                  <td className="num">{props.chosen ? pct(props.chosen.attackerWins) : '…'}</td>
                  <td className="num">{props.chosen ? pct(props.chosen.defenderWins) : '…'}</td>
                  <td className="num">{props.chosen ? pct(props.chosen.draw) : '…'}</td>
                </tr>
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
