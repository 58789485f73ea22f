// Winter collection counted rather than typed: a power's provinces from the Provinces table (Budget's
// step 2), its war indemnity, and the trade sheet: each harbour's owner and relation with Great Britain,
// general peace per sea area, each corsair hunted (detection, the fleets' fire) before a survivor rolls on
// the Corsairs table, then the trade paid into every ledger. Owners and relations come pre-filled from the
// campaign: the group confirms.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { indemnityAmount } from '../../../shared/games/le-grand-empire/actions/peace';
import { corsairDice, tradeOf } from '../../../shared/games/le-grand-empire/actions/trade';
import { peaceOf } from '../../../shared/games/le-grand-empire/peace';
import type { Corsair } from '../../../shared/games/le-grand-empire/peace-state';
import { pct } from '../odds/format';
import { blockadeApplies, blockadeRefusal, detectionChance, provinceIncome, provincesOf, RELATION_WORDS, sinkingChance, tradeIncome, tradeSheetDefaults, type HarbourLine, type HarbourRelation, type ProvinceLine } from '../../../shared/games/le-grand-empire/trade';
import { cellValue, isPower, packOf, POWERS, type LgeState, type Power } from '../../../shared/games/le-grand-empire/state';
import { openDataEditor } from '../lib/nav';
import { DiceAction, lgeState, ManualMode, nameOf, Panel, PowerSelect, useAct } from './parts';
import { MissingDataError } from '../../../shared/data/tables';

export function ProvincesStep({ s, p }: { s: LgeState; p: Power }) {
  const act = useAct();
  const list = provincesOf(s, p);
  const [lines, setLines] = useState<Record<string, ProvinceLine>>({});
  const done = tradeOf(s).provinces.includes(p);
  const rows = list.map((x) => lines[x.key] ?? { key: x.key, capitalHeld: true, noIncome: false, poundsOnly: false });
  let total: string | null = null;
  let missing: { table: string; rows: string[]; what: string } | null = null;
  try {
    const inc = provinceIncome(s, rows);
    total = `${inc.reduce((x, r) => x + r.pounds, 0)} £, ${inc.reduce((x, r) => x + r.pr, 0)} Pr`;
  } catch (e) {
    if (!(e instanceof MissingDataError)) throw e;
    missing = { table: e.table, rows: rows.map((r) => r.key), what: e.what.slice(0, 3).join('; ') + (e.what.length > 3 ? `; and ${e.what.length - 3} more` : '') };
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
        {missing && !done ? <ManualMode table={missing.table} rows={missing.rows} detail={missing.what} type="type the total below" /> : null}
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
const CORSAIR_STATE: Record<Corsair['status'], string> = { undetected: 'not detected', detected: 'detected', sunk: 'sunk: France loses it, it takes nothing', survived: 'survived the fleets', robbed: 'took' };

/**
 * Each corsair hunted in its area (§12.3.2.2): the fleets' detection (chance first), their fire at a detected
 * one, then a survivor's roll on the corsairs table, whose take comes off Great Britain's area on the sheet.
 */
function CorsairHunt({ s, areas }: { s: LgeState; areas: string[] }) {
  const act = useAct();
  const tr = tradeOf(s);
  const [area, setArea] = useState(areas[0] ?? '');
  const [value, setValue] = useState(0);
  const [fleetText, setFleetText] = useState('');
  const [mod, setMod] = useState(0);
  const [typed, setTyped] = useState(0);
  const fleets = fleetText.trim() ? fleetText.trim().split(/[\s,]+/).map(Number) : [];
  const fleetsOk = fleets.every((m) => Number.isInteger(m) && m >= -3 && m <= 6);
  const dice = corsairDice(s);
  const list = tr.corsairs ?? [];
  return (
    <fieldset className="lge-fieldset">
      <legend>Corsairs: detection, the fleets’ fire, then the survivors’ roll (§12.3.2.2)</legend>
      <div className="lge-row">
        <span>A corsair in</span>
        <select value={area} onChange={(e) => setArea(e.target.value)} aria-label="Corsair's sea area">
          {areas.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </select>
        <label className="lge-field">
          <span>value</span>
          <input type="number" className="narrow" min={-3} max={0} value={value} onChange={(e) => setValue(Number(e.target.value))} aria-label="Corsair value" />
        </label>
        <label className="lge-field">
          <span>fleets in the area: each admiral’s maneuver</span>
          <input type="text" className="mid" value={fleetText} onChange={(e) => setFleetText(e.target.value)} placeholder="e.g. 1 0 (none: empty)" aria-label="Fleets' maneuver values" />
        </label>
        {fleets.length ? (
          <DiceAction
            label={`Detect it: ${fleets.length}D6 (chance ${fleetsOk ? pct(detectionChance(fleets, value)) : '?'})`}
            hint="4"
            disabled={tr.collected || !area || !fleetsOk}
            onRoll={(p) => void act('lge.trade.hunt', { area, value, fleets }, `Corsair in ${area}`, p)}
          />
        ) : (
          <button type="button" className="btn btn-primary" disabled={tr.collected || !area} onClick={() => void act('lge.trade.hunt', { area, value, fleets: [] }, `Corsair in ${area}`)}>
            No fleet there: not detected
          </button>
        )}
      </div>
      {list.length ? (
        <ul className="lge-results" aria-label="Corsairs this Winter">
          {list.map((c) => (
            <li key={c.id} className="lge-row">
              <strong>
                Corsair {c.id} ({c.area}, value {c.value})
              </strong>
              <span>
                {CORSAIR_STATE[c.status]}
                {c.status === 'robbed' ? ` ${c.take} £ from British trade` : ''}
              </span>
              {c.status === 'detected' ? (
                <DiceAction label={`Fire: ${c.fleets.length}D6 (chance to sink ${pct(sinkingChance(c.fleets))})`} hint="4" onRoll={(p) => void act('lge.trade.fire', { id: c.id }, `Fire at corsair ${c.id}`, p)} />
              ) : c.status === 'undetected' || c.status === 'survived' ? (
                dice ? (
                  <>
                    <label className="lge-field">
                      <span>modifier</span>
                      <input type="number" className="narrow" min={-6} max={6} value={mod} onChange={(e) => setMod(Number(e.target.value))} aria-label={`Corsair ${c.id}: corsairs table modifier`} />
                    </label>
                    <DiceAction label={`Roll the corsairs table (${dice}D6)`} hint="4" onRoll={(p) => void act('lge.trade.corsair', { id: c.id, modifier: mod }, 'Corsairs table', p)} />
                  </>
                ) : (
                  <>
                    <ManualMode table="table-dice" rows={['corsairs']} detail="row corsairs" type="type the £ the corsair takes" />
                    <input type="number" className="narrow" min={0} value={typed} onChange={(e) => setTyped(Number(e.target.value))} aria-label={`Corsair ${c.id}: £ taken`} />£
                    <button type="button" className="btn" onClick={() => void act('lge.trade.corsair', { id: c.id, pounds: typed }, 'Corsair take')}>
                      Record (manual mode)
                    </button>
                  </>
                )
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

export function TradePanel({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const tr = tradeOf(s);
  const harbours = (packOf(s).tables.harbours?.rows ?? []).map((r) => r.key);
  const areas = [...new Set(harbours.map((h) => cellValue(packOf(s), 'harbours', h, 'seaArea')).filter((a): a is string => typeof a === 'string' && !!a))];
  const [sheet, setSheet] = useState<Record<string, HarbourLine>>({});
  const [peace, setPeace] = useState<string[]>([]);
  const defaults = tradeSheetDefaults(s);
  const lines: HarbourLine[] = defaults.map(({ known: _, ...d }) => sheet[d.harbour] ?? d);
  const unknown = defaults.filter((d) => !d.known).map((d) => d.harbour);
  let result: ReturnType<typeof tradeIncome> | null = null;
  let why = '';
  const blockadeWhy = blockadeRefusal(s, lines);
  try {
    result = tradeIncome(s, lines, peace, tr.robbed);
  } catch (e) {
    why = (e as Error).message;
  }
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
      <p className="muted" aria-label="Trade sheet pre-filled">
        Owners and relations with Great Britain are filled in from the campaign (the Harbours table’s country, peace clauses and conquests, wars, alliances, the Continental Blockade): check them against the map and change what differs
        (a blockaded harbour, for one).
        {unknown.length ? <span className="lge-missing"> No country entered for {unknown.join(', ')}: Great Britain is only a placeholder there.</span> : null}
      </p>
      <p className="muted" aria-label="Continental Blockade scope">
        {s.rules?.continentalBlockadeScope === 'global-only'
          ? `Continental Blockade: its trade effects apply only once it is in effect (rule setting, A-46); it ${blockadeApplies(s) ? 'is' : 'is not'} in effect.`
          : 'Continental Blockade: each country in it trades nothing from the moment it joins (per country, A-46).'}
      </p>
      {blockadeWhy ? (
        <p className="lge-missing" role="alert" aria-label="Continental Blockade not in effect">
          {blockadeWhy}
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
                <PowerSelect value={l.owner} onChange={(v) => setSheet({ ...sheet, [l.harbour]: { ...l, owner: v } })} label={`${l.harbour}: owner`} only={isPower(l.owner) ? POWERS : [...POWERS, l.owner]} />{' '}
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
      <CorsairHunt s={s} areas={areas} />
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
      <button type="button" className="btn btn-primary" disabled={tr.collected || !result || !!blockadeWhy} onClick={() => void act('lge.trade.collect', { harbours: lines, generalPeace: peace }, 'Collect trade')}>
        {tr.collected ? 'Trade collected this Winter' : 'Collect trade into the ledgers'}
      </button>
    </Panel>
  );
}
