// Winter collection counted rather than typed: a power's provinces from the Provinces table (Budget's
// step 2), its war indemnity, and the trade sheet: each harbour's owner and relation with Great Britain,
// general peace per sea area, the surviving corsairs' rolls on the Corsairs table, then the trade paid
// into every ledger. Detection and sinking are the named procedures (Procedures panel).
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { indemnityAmount } from '../../../shared/games/le-grand-empire/actions/peace';
import { corsairDice, tradeOf } from '../../../shared/games/le-grand-empire/actions/trade';
import { peaceOf } from '../../../shared/games/le-grand-empire/peace';
import { provinceIncome, provincesOf, RELATION_WORDS, tradeIncome, type HarbourLine, type HarbourRelation, type ProvinceLine } from '../../../shared/games/le-grand-empire/trade';
import { cellValue, packOf, POWERS, type LgeState, type Power } from '../../../shared/games/le-grand-empire/state';
import { openDataEditor } from '../lib/nav';
import { DiceAction, lgeState, nameOf, Panel, PowerSelect, useAct } from './parts';

export function ProvincesStep({ s, p }: { s: LgeState; p: Power }) {
  const act = useAct();
  const list = provincesOf(s, p);
  const [lines, setLines] = useState<Record<string, ProvinceLine>>({});
  const done = tradeOf(s).provinces.includes(p);
  const rows = list.map((x) => lines[x.key] ?? { key: x.key, capitalHeld: true, noIncome: false, poundsOnly: false });
  let total: string | null = null;
  let missing: string | null = null;
  try {
    const inc = provinceIncome(s, rows);
    total = `${inc.reduce((x, r) => x + r.pounds, 0)} £, ${inc.reduce((x, r) => x + r.pr, 0)} Pr`;
  } catch (e) {
    missing = (e as Error).message;
  }
  const set = (k: string, patch: Partial<ProvinceLine>) => setLines({ ...lines, [k]: { ...rows.find((r) => r.key === k)!, ...patch } });
  if (!list.length) return <p className="muted">No province of {nameOf(p)} in the table “Provinces”: add them in the data editor, or type the total below.</p>;
  return (
    <div className="lge-provinces">
      <table className="lge-table" aria-label={`${nameOf(p)}'s provinces`}>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th>{list.find((x) => x.key === r.key)!.label}</th>
              <td className="num">{String(cellValue(packOf(s), 'provinces', r.key, 'pounds') ?? '?')} £</td>
              <td className="num">{String(cellValue(packOf(s), 'provinces', r.key, 'pr') ?? '?')} Pr</td>
              <td>
                <label className="toggle">
                  <input type="checkbox" checked={r.capitalHeld} onChange={(e) => set(r.key, { capitalHeld: e.target.checked })} /> capital held
                </label>{' '}
                <label className="toggle">
                  <input type="checkbox" checked={r.noIncome} onChange={(e) => set(r.key, { noIncome: e.target.checked })} /> troubles / insurgents
                </label>{' '}
                <label className="toggle">
                  <input type="checkbox" checked={r.poundsOnly} onChange={(e) => set(r.key, { poundsOnly: e.target.checked })} aria-label={`${r.key}: £ only`} /> £ only
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lge-row">
        <button type="button" className="btn btn-primary" disabled={done || !total} onClick={() => void act('lge.budget.provinces', { power: p, lines: rows }, `${nameOf(p)} provinces`)}>
          {done ? 'Provinces collected' : `Collect the provinces${total ? ` (${total})` : ''}`}
        </button>
        {missing && !done ? <span className="lge-missing">{missing} Or type the total below (manual mode).</span> : null}
        <button type="button" className="btn btn-small" onClick={() => openDataEditor('provinces')}>
          Provinces table
        </button>
      </div>
    </div>
  );
}

export function IndemnityStep({ s, p }: { s: LgeState; p: Power }) {
  const act = useAct();
  const owed = peaceOf(s).indemnities.filter((i) => i.payer === p || i.payee === p);
  if (!owed.length) return null;
  return (
    <fieldset className="lge-fieldset">
      <legend>War indemnities (§12.3.5): half the payer’s budget after maintenance</legend>
      {owed.map((i, k) => (
        <div key={k} className="lge-row">
          {nameOf(i.payer)} owes {nameOf(i.payee)} (peace of {i.since})
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.budget.indemnity', { payer: i.payer, payee: i.payee }, 'War indemnity')}>
            Pay {indemnityAmount(s, i.payer as Power)} £ to {nameOf(i.payee)}
          </button>
        </div>
      ))}
    </fieldset>
  );
}

const RELATIONS = Object.keys(RELATION_WORDS) as HarbourRelation[];

export function TradePanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const tr = tradeOf(s);
  const harbours = (packOf(s).tables.harbours?.rows ?? []).map((r) => r.key);
  const areas = [...new Set(harbours.map((h) => cellValue(packOf(s), 'harbours', h, 'seaArea')).filter((a): a is string => typeof a === 'string' && !!a))];
  const [sheet, setSheet] = useState<Record<string, HarbourLine>>({});
  const [peace, setPeace] = useState<string[]>([]);
  const [area, setArea] = useState(areas[0] ?? '');
  const [mod, setMod] = useState(0);
  const [typed, setTyped] = useState(0);
  const lines = harbours.map((h) => sheet[h] ?? { harbour: h, owner: 'great-britain', relation: 'alliance' as HarbourRelation });
  let result: ReturnType<typeof tradeIncome> | null = null;
  let why = '';
  try {
    result = tradeIncome(s, lines, peace, tr.robbed);
  } catch (e) {
    why = (e as Error).message;
  }
  const dice = corsairDice(s);
  return (
    <Panel title="Trade and corsairs (Winter)" className="lge-trade">
      {why ? (
        <p className="lge-missing" role="alert">
          {why}{' '}
          <button type="button" className="btn btn-small" onClick={() => openDataEditor('harbours')}>
            Open the data editor
          </button>
        </p>
      ) : null}
      <table className="lge-table" aria-label="Trade sheet">
        <tbody>
          {lines.map((l) => (
            <tr key={l.harbour}>
              <th>{l.harbour}</th>
              <td className="muted">{String(cellValue(packOf(s), 'harbours', l.harbour, 'seaArea') ?? '?')}</td>
              <td className="num">{String(cellValue(packOf(s), 'harbours', l.harbour, 'tradeValue') ?? '?')} £</td>
              <td>
                <PowerSelect value={l.owner} onChange={(v) => setSheet({ ...sheet, [l.harbour]: { ...l, owner: v } })} label={`${l.harbour}: owner`} />{' '}
                <select value={l.relation} onChange={(e) => setSheet({ ...sheet, [l.harbour]: { ...l, relation: e.target.value as HarbourRelation } })} aria-label={`${l.harbour}: relation with Great Britain`}>
                  {RELATIONS.map((r) => (
                    <option key={r} value={r}>
                      {RELATION_WORDS[r]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lge-row">
        General peace in (Great Britain’s £ halved):
        {areas.map((a) => (
          <label key={a} className="toggle">
            <input type="checkbox" checked={peace.includes(a)} onChange={(e) => setPeace(e.target.checked ? [...peace, a] : peace.filter((x) => x !== a))} /> {a}
          </label>
        ))}
      </div>
      <div className="lge-row">
        <span>A surviving corsair in</span>
        <select value={area} onChange={(e) => setArea(e.target.value)} aria-label="Corsair's sea area">
          {areas.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
        {dice ? (
          <>
            <label className="lge-field">
              <span>modifier</span>
              <input type="number" className="narrow" min={-6} max={6} value={mod} onChange={(e) => setMod(Number(e.target.value))} aria-label="Corsairs table modifier" />
            </label>
            <DiceAction label={`Roll the corsairs table (${dice}D6)`} hint="4" disabled={tr.collected || !area} onRoll={(p) => void act('lge.trade.corsair', { area, modifier: mod }, 'Corsairs table', p)} />
          </>
        ) : (
          <>
            <span className="lge-missing">The corsairs table’s dice are not entered.</span>
            <input type="number" className="narrow" min={0} value={typed} onChange={(e) => setTyped(Number(e.target.value))} aria-label="£ taken by the corsair" />£
            <button type="button" className="btn" disabled={tr.collected || !area} onClick={() => void act('lge.trade.corsair', { area, pounds: typed }, 'Corsair take')}>
              Record (manual mode)
            </button>
          </>
        )}
        <span className="muted">Detect and sink them first: “Corsair detection” and “Sinking a corsair” in the named procedures.</span>
      </div>
      {result ? (
        <p className="lge-now" aria-label="Trade totals">
          Great Britain{' '}
          {Object.entries(result.gbByArea)
            .map(([a, v]) => `${a} ${v.net} £${v.halved ? ' (halved)' : ''}${v.robbed ? ` (−${v.robbed} corsairs)` : ''}`)
            .join(' · ') || '0 £'}
          {Object.entries(result.owners)
            .filter(([o, n]) => n && (POWERS as readonly string[]).includes(o))
            .map(([o, n]) => ` · ${nameOf(o)} ${n} £`)
            .join('')}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" disabled={tr.collected || !result} onClick={() => void act('lge.trade.collect', { harbours: lines, generalPeace: peace }, 'Collect trade')}>
        {tr.collected ? 'Trade collected this Winter' : 'Collect trade into the ledgers'}
      </button>
    </Panel>
  );
}
