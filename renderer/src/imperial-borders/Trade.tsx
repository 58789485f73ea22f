// Optional Trading Tangibles on the Active Nation's turn [Optional Rules: Trading Tangibles]: what each side
// gives (at most 1 category each: up to 3 Chests of Gold, 1 Port, 1 Territory, 1 Mobile Force), recorded in
// one click; main checks the Treasuries and the counts and refuses with the reason.
import { useState } from 'react';
import { tradeItemText } from '../../../shared/games/imperial-borders/actions';
import { UNIT_NAMES } from '../../../shared/games/imperial-borders/movement';
import { activeNation, inPlay, isLastRound, nationName, type IbState, type NationId, type TradeItem } from '../../../shared/games/imperial-borders/state';
import { Nation, Panel, Stepper, useAct, usePending } from './parts';

type Kind = 'none' | TradeItem['kind'];
interface ItemForm { kind: Kind; gold: number; name: string; tier: 'major' | 'annexed'; force: Extract<TradeItem, { kind: 'force' }>['force']; elite: boolean }
const EMPTY: ItemForm = { kind: 'none', gold: 5, name: '', tier: 'annexed', force: 'half-infantry', elite: false };
const KINDS: Array<[Kind, string]> = [['none', 'nothing tangible'], ['gold', 'Gold (up to 3 Chests)'], ['port', '1 Port'], ['territory', '1 Territory (not a Capital)'], ['force', '1 Mobile Force']];
const FORCES = ['half-infantry', 'full-infantry', 'cavalry', 'cannon', 'frigate', 'ship-of-the-line'] as const;

function itemOf(f: ItemForm): TradeItem | null {
  switch (f.kind) {
    case 'none': return null;
    case 'gold': return { kind: 'gold', gold: f.gold };
    case 'port': return { kind: 'port', name: f.name.trim() };
    case 'territory': return { kind: 'territory', name: f.name.trim(), tier: f.tier };
    case 'force': return { kind: 'force', force: f.force, elite: f.elite };
  }
}

function ItemEditor({ who, f, set }: { who: NationId; f: ItemForm; set: (f: ItemForm) => void }) {
  const label = `${nationName(who)} gives`;
  return (
    <fieldset className="ib-trade-side">
      <legend><Nation id={who} /> gives</legend>
      <select value={f.kind} onChange={(e) => set({ ...f, kind: e.target.value as Kind })} aria-label={label}>
        {KINDS.map(([k, w]) => <option key={k} value={k}>{w}</option>)}
      </select>
      {f.kind === 'gold' ? <Stepper label={`${label}: Gold`} value={f.gold} min={1} max={15} onChange={(gold) => set({ ...f, gold })} /> : null}
      {f.kind === 'port' || f.kind === 'territory' ? (
        <input type="text" value={f.name} maxLength={80} placeholder={f.kind === 'port' ? 'Port of…' : 'Territory'} onChange={(e) => set({ ...f, name: e.target.value })} aria-label={`${label}: ${f.kind === 'port' ? 'Port' : 'Territory'}`} />
      ) : null}
      {f.kind === 'territory' ? (
        <select value={f.tier} onChange={(e) => set({ ...f, tier: e.target.value as ItemForm['tier'] })} aria-label={`${label}: Territory kind`}>
          <option value="annexed">Annexed</option>
          <option value="major">Major Homeland</option>
        </select>
      ) : null}
      {f.kind === 'force' ? (
        <>
          <select value={f.force} onChange={(e) => set({ ...f, force: e.target.value as ItemForm['force'] })} aria-label={`${label}: Force`}>
            {FORCES.map((t) => <option key={t} value={t}>{UNIT_NAMES[t]}</option>)}
          </select>
          <label className="ib-check small"><input type="checkbox" checked={f.elite} onChange={(e) => set({ ...f, elite: e.target.checked })} /> Elite (its Pennant is lost)</label>
        </>
      ) : null}
    </fieldset>
  );
}

/** Shown in Phase 4 while the optional rule is on. */
export function TradePanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const active = activeNation(s);
  const others = inPlay(s).filter((n) => n !== active);
  const [to, setTo] = useState<NationId | ''>('');
  const [give, setGive] = useState<ItemForm>(EMPTY);
  const [get, setGet] = useState<ItemForm>(EMPTY);
  if (!active || s.rules?.['tradingTangibles'] !== true) return null;
  const partner = to && others.includes(to) ? to : others[0]!;
  const done = (s.trades ?? []).find((t) => t.round === s.round && t.from === active);
  const title = `Trade (Trading Tangibles): ${nationName(active)}`;
  if (isLastRound(s)) return <Panel title={title} label="Trade" className="ib-quiet"><p>No trading in the last Game Round.</p></Panel>;
  if (done)
    return (
      <Panel title={title} label="Trade" className="ib-quiet">
        <p>{nationName(active)} made its trade this round: {done.give ? tradeItemText(done.give) : 'nothing tangible'} to {nationName(done.to)}{done.get ? ` for ${tradeItemText(done.get)}` : ''}.</p>
      </Panel>
    );
  const payload = { from: active, to: partner, give: itemOf(give), get: itemOf(get) };
  return (
    <Panel title={title} label="Trade" className="ib-quiet">
      <p className="muted small">1 trade a Game Round, with 1 other Nation; each side gives at most 1 category. A Mobile Force stays where it is, with its Arrow Tags and damage. Promises need no record.</p>
      <label className="field">
        <span>With</span>
        <select value={partner} onChange={(e) => setTo(e.target.value as NationId)} aria-label="Trade with">
          {others.map((n) => <option key={n} value={n}>{nationName(n)}</option>)}
        </select>
      </label>
      <div className="ib-row">
        <ItemEditor who={active} f={give} set={setGive} />
        <ItemEditor who={partner} f={get} set={setGet} />
      </div>
      <button type="button" className="btn btn-primary" disabled={busy || (!payload.give && !payload.get)} onClick={() => void act('ib.trade', payload, 'Trade').then((ok) => ok && (setGive(EMPTY), setGet(EMPTY)))}>
        Record the trade
      </button>
    </Panel>
  );
}
