// The Battle Cards tab: cards to draw, penalties due.
import { useState } from 'react';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { Nation, useAct } from '../parts';
import { NATION_IDS, empire, orderOf, turnName } from '../nations';

export function CardsTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const [n, setN] = useState('');
  const [amount, setAmount] = useState('');
  const [when, setWhen] = useState<'next-turn' | 'next-year'>('next-turn');
  const [adjN, setAdjN] = useState('');
  const [delta, setDelta] = useState('');
  const size = (x: string) => (s.data?.tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${x}:`)).length;
  return (
    <div className="ni-tab-body">
      <table className="ni-table" aria-label="Battle Card decks">
        <thead>
          <tr>
            <th>Deck</th>
            <th className="num">Drawn</th>
            <th className="num">Left</th>
            <th>Cards drawn</th>
            <th>Penalties due</th>
          </tr>
        </thead>
        <tbody>
          {orderOf(s).map((x) => {
            const deck = s.nations[x].deck;
            const due = s.penalties.filter((p) => p.nation === x && !p.applied);
            return (
              <tr key={x} aria-label={`${empire(x)} deck`}>
                <td>
                  <Nation id={x} short />
                </td>
                <td className="num">{deck.draws}</td>
                <td className="num">{Math.max(0, size(x) - deck.drawn.length)}</td>
                <td className="small">
                  {deck.drawn.length ? deck.drawn.map((d) => `${d.key ? `#${d.key.split(':')[1]}` : '?'}${d.kind === 'disaster' ? ' DISASTER' : d.kind === 'imperium' ? ' IMPERIUM' : ''}`).join(', ') : <span className="muted">none</span>}
                  {deck.reshuffles ? ` · reshuffled ${deck.reshuffles}×` : ''}
                </td>
                <td className="small">{due.length ? due.map((p) => `−${p.amount} in the ${turnName(s, p.dueTurn)}`).join('; ') : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {!readOnly && s.position.turn > 1 ? (
        <div className="ni-card-effects" aria-label="Carry out a Battle Card">
          <form
            className="inline-form"
            aria-label="Income penalty"
            onSubmit={(e) => {
              e.preventDefault();
              void act('cards.penalty', { nation: n, amount: Number(amount), when }, 'Battle Card income penalty').then((ok) => ok && setAmount(''));
            }}
          >
            <span>Income penalty:</span>
            <select value={n} onChange={(e) => setN(e.target.value)} aria-label="Nation penalised">
              <option value="">Nation…</option>
              {NATION_IDS.map((x) => (
                <option key={x} value={x}>
                  {empire(x)}
                </option>
              ))}
            </select>
            <span>loses</span>
            <input type="number" min={1} max={99} className="narrow" value={amount} onChange={(e) => setAmount(e.target.value)} aria-label="Income lost" />
            <select value={when} onChange={(e) => setWhen(e.target.value as 'next-turn')} aria-label="When the penalty falls">
              <option value="next-turn">next playing turn</option>
              <option value="next-year">next playing year</option>
            </select>
            <button type="submit" className="btn btn-small" disabled={!n || !amount}>
              Schedule [§27]
            </button>
          </form>
          <form
            className="inline-form"
            aria-label="Economy line change"
            onSubmit={(e) => {
              e.preventDefault();
              void act('track.adjust', { track: 'economy', power: adjN, delta: Number(delta), reason: 'Battle Card instruction' }, 'Battle Card: economy line').then((ok) => ok && setDelta(''));
            }}
          >
            <span>Economy line change:</span>
            <select value={adjN} onChange={(e) => setAdjN(e.target.value)} aria-label="Nation whose economy line changes">
              <option value="">Nation…</option>
              {NATION_IDS.map((x) => (
                <option key={x} value={x}>
                  {empire(x)}
                </option>
              ))}
            </select>
            <input type="number" min={-60} max={60} className="narrow" value={delta} placeholder="±" onChange={(e) => setDelta(e.target.value)} aria-label="Economy line change" />
            <button type="submit" className="btn btn-small" disabled={!adjN || !delta || Number(delta) === 0}>
              Apply [§26B]
            </button>
          </form>
          <p className="small muted">Treaties are made in the Treaties tab; liberations in the Territories tab.</p>
        </div>
      ) : null}
    </div>
  );
}
