// The £, Pr and VP of every power and the ledger of their movements, with a line entered by hand.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { Chip, lgeState, nameOf, Panel, PowerSelect, POWERS, useAct } from './parts';

export function Ledger({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [power, setPower] = useState('france');
  const [currency, setCurrency] = useState<'£' | 'Pr' | 'VP'>('£');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [filter, setFilter] = useState<string>('all');
  const lines = s.ledger.filter((l) => filter === 'all' || l.power === filter).slice(-12).reverse();
  return (
    <Panel title="Treasuries and victory points" className="lge-ledger">
      <table className="lge-table lge-money" aria-label="Treasuries">
        <thead>
          <tr>
            <th>Power</th>
            <th className="num">£</th>
            <th className="num">Pr</th>
            <th className="num">VP</th>
          </tr>
        </thead>
        <tbody>
          {POWERS.map((p) => (
            <tr key={p}>
              <td>
                <Chip id={p} />
              </td>
              <td className="num">{s.treasury[p]}</td>
              <td className="num">{s.pr[p]}</td>
              <td className="num">{s.vp[p]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act('lge.ledger', { power, currency, amount: Number(amount), reason }, 'Ledger line').then((ok) => {
            if (ok) {
              setAmount('');
              setReason('');
            }
          });
        }}
      >
        <PowerSelect value={power} onChange={setPower} label="Power" />
        <select value={currency} onChange={(e) => setCurrency(e.target.value as '£' | 'Pr' | 'VP')} aria-label="Currency">
          <option>£</option>
          <option>Pr</option>
          <option>VP</option>
        </select>
        <input type="number" className="narrow" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="±" aria-label="Amount" />
        <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="why (e.g. leader takes over: 5 £)" aria-label="Reason" />
        <button type="submit" className="btn">
          Record
        </button>
      </form>
      <div className="lge-ledger-lines">
        <select value={filter} onChange={(e) => setFilter(e.target.value)} aria-label="Ledger of">
          <option value="all">Every power</option>
          {POWERS.map((p) => (
            <option key={p} value={p}>
              {nameOf(p)}
            </option>
          ))}
        </select>
        <table className="lge-table" aria-label="Ledger">
          <tbody>
            {lines.map((l, i) => (
              <tr key={i}>
                <td className="muted">{l.when}</td>
                <td>{nameOf(l.power)}</td>
                <td className={l.amount < 0 ? 'num neg' : 'num'}>
                  {l.amount > 0 ? '+' : ''}
                  {l.amount} {l.currency}
                </td>
                <td className="num muted">= {l.balance}</td>
                <td>{l.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
