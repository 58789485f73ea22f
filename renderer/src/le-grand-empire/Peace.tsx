// The conquest and peace wizard (Conquest Phase, §13): the must-sue alert with its two answers (sue,
// or refuse once), the criteria cities of every major at war, the treaty being written clause by clause
// in the rulebook's order with each clause's count and limit, the signature with its 3D6 mandatory
// peace, a voluntary proposal, the conquest of a minor with its rolls, and reinstatement.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import {
  annexable, canRefuse, clauseDefs, clauseRefusal, clausesUsed, criteriaOf, criteriaQuestion, enemiesOf, mustSueNow, mustSueReason, nextChooser, otherChoice, peaceOf, provinceAdjacency, provinceMax,
  territoryApproximated,
} from '../../../shared/games/le-grand-empire/peace';
import type { Treaty } from '../../../shared/games/le-grand-empire/peace-state';
import { mandatoryPeaceDistribution } from '../../../shared/games/le-grand-empire/procedures';
import { conqueredMinorHolder, refusedCreditGainers } from '../../../shared/games/le-grand-empire/actions/peace';
import { POWERS, type LgeState, type Power } from '../../../shared/games/le-grand-empire/state';
import { pct } from '../odds/format';
import { cx } from '../components/ui';
import { Chip, DiceAction, lgeState, nameOf, Panel, PowerSelect, useAct } from './parts';
import './peace.css';

function MustSue({ s }: { s: LgeState }) {
  const act = useAct();
  const due = mustSueNow(s);
  if (!due.length) return null;
  return (
    <div className="lge-sue" role="alert" aria-label="Must sue for peace">
      {due.map((p) => {
        const no = canRefuse(s, p);
        return (
          <div key={p} className="lge-sue-row">
            <span className="lge-sue-head">
              <Chip id={p} /> must sue for peace
            </span>
            <span>{mustSueReason(s, p)}</span>
            <span className="lge-row">
              <button type="button" className="btn btn-primary" onClick={() => void act('lge.peace.sue', { vanquished: p, victors: enemiesOf(s, p) }, `${nameOf(p)} sues for peace`)}>
                {nameOf(p)} sues for peace
              </button>
              {no ? (
                <span className="muted">{no}</span>
              ) : (
                <button type="button" className="btn" onClick={() => void act('lge.peace.refuse', { power: p }, `${nameOf(p)} refuses to sue`)}>
                  Refuse once: fight one more turn (then 8 clauses)
                </button>
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}

function Criteria({ s }: { s: LgeState }) {
  const act = useAct();
  const ps = peaceOf(s);
  const atWar = POWERS.filter((p) => enemiesOf(s, p).length);
  return (
    <fieldset className="lge-fieldset">
      <legend>Criteria cities held by supplied enemy units (or their fortress reactivated by the enemy), §13.3.1.1</legend>
      {atWar.length ? (
        <table className="lge-table lge-criteria" aria-label="Criteria cities">
          <tbody>
            {atWar.map((p) => {
              const c = criteriaOf(s, p);
              const held = ps.held[p] ?? [];
              const box = (city: string) => (
                <label key={city} className="toggle">
                  <input type="checkbox" checked={held.includes(city)} onChange={(e) => void act('lge.peace.criteria', { power: p, city, held: e.target.checked }, `${city}`)} aria-label={`${city} held by the enemy`} /> {city}
                </label>
              );
              return (
                <tr key={p} className={cx(mustSueReason(s, p) && 'due')}>
                  <th>
                    <Chip id={p} />
                  </th>
                  <td>
                    {c.first ? box(c.first) : <span className="lge-missing">No criteria city in the table “Major powers”</span>}
                    {c.oneOf.length ? (
                      <>
                        {' '}
                        and {c.oneOf.length > 1 ? 'one of ' : ''}
                        {c.oneOf.map(box)}
                      </>
                    ) : null}
                  </td>
                  <td>
                    <label className="toggle">
                      <input type="checkbox" checked={!!ps.alternative[p]} onChange={(e) => void act('lge.peace.alternative', { power: p, met: e.target.checked }, 'Alternative condition')} /> capital{p === 'russia' ? 's' : ''} lost and every army demoralised (§13.3.1.2)
                    </label>
                  </td>
                  <td>{mustSueReason(s, p) ? <strong className="lge-bad">must sue</strong> : <span className="muted">fights on</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="muted">No major power is at war.</p>
      )}
    </fieldset>
  );
}

function TreatyWriter({ s, t }: { s: LgeState; t: Treaty }) {
  const act = useAct();
  const defs = clauseDefs(s);
  const chooser = nextChooser(t);
  const [clause, setClause] = useState(defs[0]?.key ?? 'province');
  const [detail, setDetail] = useState('');
  const [to, setTo] = useState(t.victors[0]!);
  const [by, setBy] = useState(t.victors[0]!);
  const [confirmed, setConfirmed] = useState(false);
  const [noOther, setNoOther] = useState(false);
  const [cityAnswer, setCityAnswer] = useState<'none' | 'holds' | null>(null);
  const who = chooser ?? by;
  const draft = {
    clause,
    by: who,
    to,
    detail,
    ...(clause === 'province' ? { adjacency: confirmed ? ('confirmed' as const) : ('table' as const), territory: 'war-start' as const, otherChoice: noOther ? ('confirmed' as const) : ('table' as const), criteriaCity: cityAnswer ?? ('table' as const), otherCities: 'asked' as const } : {}),
  };
  const earlier = t.picked.filter((c) => c.clause === 'province').map((c) => c.detail);
  const adjacency = clause === 'province' && detail.trim() ? provinceAdjacency(s, detail, to, t.vanquished, { earlier }) : null;
  const question = clause === 'province' ? criteriaQuestion(s, detail, t.vanquished) : null;
  const other = clause === 'province' && detail.trim() ? otherChoice(s, t, detail, to, draft.criteriaCity, true, true) : null;
  const approximated = territoryApproximated(s, t);
  const olderClauses = t.picked.filter((c) => c.clause === 'province' && c.adjacency === 'table' && !c.territory).map((c) => c.detail);
  const why = clausesUsed(t) < t.clauses ? clauseRefusal(s, t, draft) : null;
  const minors = annexable(s, t.victors);
  const [annex, setAnnex] = useState<string[]>(minors);
  const left = t.clauses - clausesUsed(t);
  const dist = [...mandatoryPeaceDistribution().entries()];
  return (
    <section className="lge-treaty" aria-label="Peace treaty">
      <h3 className="lge-treaty-head">
        Peace of {nameOf(t.vanquished)} with {t.victors.map(nameOf).join(', ')}
        <span className="lge-big"> {clausesUsed(t)}/{t.clauses}</span> <span className="muted">clauses{t.foughtOn ? ' (fought on: 8)' : ''}{t.kind === 'voluntary' ? ' (negotiated)' : ''}</span>
      </h3>
      {t.picked.length ? (
        <ol className="lge-clauses" aria-label="Clauses chosen">
          {t.picked.map((c, i) => (
            <li key={i}>
              <strong>{defs.find((d) => d.key === c.clause)?.label ?? c.clause}</strong>
              {c.detail ? `: ${c.detail}` : ''} <span className="muted">— chosen by {nameOf(c.by)}, to {nameOf(c.to)}{c.counts > 1 ? `, counts ${c.counts}` : ''}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {(left > 0 && approximated.length) || olderClauses.length ? (
        <p className="lge-note" aria-label="Territory note">
          {left > 0 && approximated.length
            ? `${approximated.map(nameOf).join(' and ')}’s war with ${nameOf(t.vanquished)} began before the app kept each side’s territory: a province’s adjacency is checked against ${approximated.length > 1 ? 'their' : 'its'} provinces as they are now (the Provinces table and the peaces signed since), not as they were when the war began (§13.3.2.5). `
            : ''}
          {olderClauses.length ? `${olderClauses.join(', ')}: chosen before the app kept the territory at the war’s start, checked against the victor’s provinces as they were when chosen (§13.3.2.5).` : ''}
        </p>
      ) : null}
      {left > 0 ? (
        <div className="lge-row lge-picker">
          {chooser ? (
            <span className="lge-now">
              <Chip id={chooser} /> chooses clause {clausesUsed(t) + 1}
            </span>
          ) : (
            <PowerSelect value={by} onChange={setBy} label="Chosen by" only={[...t.victors, t.vanquished]} />
          )}
          <select value={clause} onChange={(e) => setClause(e.target.value)} aria-label="Peace clause">
            {defs.map((d) => (
              <option key={d.key} value={d.key}>
                {d.label} ({d.counts === 1 ? '1 clause' : `${d.counts} clauses`})
              </option>
            ))}
          </select>
          {clause === 'province' ? <input type="text" className="mid" value={detail} onChange={(e) => setDetail(e.target.value)} placeholder="province or minor" aria-label="Province or allied minor" /> : null}
          {t.victors.length > 1 ? <PowerSelect value={to} onChange={setTo} label="To the victor" only={t.victors} /> : null}
          <button
            type="button"
            className="btn btn-primary"
            disabled={!!why}
            title={why ?? undefined}
            onClick={() =>
              void act('lge.peace.clause', draft, 'Peace clause').then((ok) => {
                if (!ok) return;
                setDetail('');
                setConfirmed(false);
                setNoOther(false);
                setCityAnswer(null);
              })
            }
          >
            Choose this clause
          </button>
          <span className="muted">
            Provinces {t.picked.filter((c) => c.clause === 'province').length} of {provinceMax(s)} at most
          </span>
          {why ? <span className="lge-bad" aria-label="Why not">{why}</span> : null}
          {adjacency?.ok ? <span className="lge-ok" aria-label="Adjacency">Adjacency: {adjacency.why}</span> : null}
          {adjacency && !adjacency.ok ? (
            <label className="toggle">
              <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> Adjacency confirmed at the table
            </label>
          ) : null}
          {question ? (
            <span className="lge-row" role="radiogroup" aria-label={`Does ${detail.trim()} hold ${question.cities.join(' or ')}?`}>
              <span>
                Does {detail.trim()} hold {question.cities.join(' or ')}? <span className="muted">(the Provinces table does not say where)</span>
              </span>
              <label className="toggle">
                <input type="radio" name="lge-criteria-city" checked={cityAnswer === 'none'} onChange={() => setCityAnswer('none')} /> No, none (checked on the map)
              </label>
              <label className="toggle">
                <input type="radio" name="lge-criteria-city" checked={cityAnswer === 'holds'} onChange={() => setCityAnswer('holds')} /> Yes, it holds {question.cities.length > 1 ? 'one' : 'it'}
              </label>
            </span>
          ) : null}
          {other && !other.ok && !other.eligible.length ? (
            <label className="toggle">
              <input type="checkbox" checked={noOther} onChange={(e) => setNoOther(e.target.checked)} /> No other possible choice, confirmed at the table
            </label>
          ) : null}
        </div>
      ) : null}
      {minors.length ? (
        <div className="lge-row">
          <span>Conquered minors not reinstated pass to their conqueror (§13.3.2.2):</span>
          {minors.map((m) => (
            <label key={m} className="toggle">
              <input type="checkbox" checked={annex.includes(m)} onChange={(e) => setAnnex(e.target.checked ? [...annex, m] : annex.filter((x) => x !== m))} /> {m} ({nameOf(s.minors[m]!.by!)})
            </label>
          ))}
        </div>
      ) : null}
      <p className="muted">On signing: prisoners go home as Pr of their nation (§13.3.2.1), {nameOf(t.vanquished)} to the neutral box (§13.3.2.3), its demoralisation markers removed, its fortresses reactivated; former allies’ units leave its territory.</p>
      <div className="lge-row">
        <DiceAction
          label="Sign: roll the mandatory peace (3D6, minimum 6)"
          hint="3 5 2"
          disabled={t.kind === 'sued' && left > 0}
          onRoll={(p) => void act('lge.peace.sign', { annex: annex.filter((m) => minors.includes(m)) }, 'Sign the peace', p)}
        />
        <button type="button" className="btn" onClick={() => void act('lge.peace.set-aside', {}, 'Set the treaty aside')}>
          Set aside
        </button>
      </div>
      <p className="muted" aria-label="Mandatory peace odds">
        Mandatory peace: {dist.map(([n, p]) => `${n}: ${pct(p)}`).join(' · ')}
      </p>
    </section>
  );
}

function Voluntary({ s }: { s: LgeState }) {
  const act = useAct();
  const fighting = POWERS.filter((p) => enemiesOf(s, p).length);
  const [v, setV] = useState<string>(fighting[0] ?? 'prussia');
  const enemies = enemiesOf(s, v);
  const [proposer, setProposer] = useState<string>(v);
  const [n, setN] = useState(4);
  if (!fighting.length) return null;
  const pay = { vanquished: v, victors: enemies, proposer: proposer === v || enemies.includes(proposer) ? proposer : v, clauses: n };
  const gainers = refusedCreditGainers(s, pay);
  return (
    <fieldset className="lge-fieldset">
      <legend>Voluntary peace proposal (§13.3.1.3)</legend>
      <div className="lge-row">
        <PowerSelect value={v} onChange={setV} label="Side giving the clauses" only={fighting} /> with {enemies.map(nameOf).join(', ') || '—'}; proposed by
        <PowerSelect value={pay.proposer} onChange={setProposer} label="Proposed by" only={[v, ...enemies.filter((e) => (POWERS as readonly string[]).includes(e))]} />
        <label className="lge-field">
          <span>clauses agreed</span>
          <input type="number" className="narrow" min={0} max={8} value={n} onChange={(e) => setN(Number(e.target.value))} aria-label="Clauses agreed" />
        </label>
        <button type="button" className="btn" disabled={!enemies.length} onClick={() => void act('lge.peace.propose', { ...pay, accepted: true }, 'Peace proposal accepted')}>
          Accepted
        </button>
        <button type="button" className="btn" disabled={!enemies.length} onClick={() => void act('lge.peace.propose', { ...pay, accepted: false }, 'Peace proposal refused')}>
          Refused{gainers.length ? ` (+1 alliance credit: ${gainers.map(nameOf).join(', ')})` : ''}
        </button>
      </div>
    </fieldset>
  );
}

function Minors({ s }: { s: LgeState }) {
  const act = useAct();
  const [minor, setMinor] = useState('');
  const [by, setBy] = useState<string>('france');
  const [corps, setCorps] = useState(0);
  const [fleet, setFleet] = useState(0);
  const [stacked, setStacked] = useState(0);
  const [ally, setAlly] = useState<string>('prussia');
  const conquered = Object.entries(s.minors).filter(([, m]) => m.status === 'conquered');
  // Who holds the stacked troops (rule setting, A-58): the conqueror, or the major the minor was allied to.
  const byAllies = s.rules?.conqueredMinorPrisoners === 'former-allies';
  const known = conqueredMinorHolder(s, { minor: minor.trim(), by: by as Power });
  const holder = byAllies && !known ? ally : known;
  const at = peaceOf(s).conqueredAt;
  return (
    <fieldset className="lge-fieldset">
      <legend>Minor countries: conquest (§13.1.2) and reinstatement (§13.1.3)</legend>
      <div className="lge-row">
        <input type="text" className="mid" value={minor} onChange={(e) => setMinor(e.target.value)} placeholder="minor (e.g. Saxony)" aria-label="Minor conquered" />
        by <PowerSelect value={by} onChange={setBy} label="Conqueror" />
        <label className="lge-field">
          <span>corps and detachments not stacked with allies (1/3 each join)</span>
          <input type="number" className="narrow" min={0} max={20} value={corps} onChange={(e) => setCorps(Number(e.target.value))} aria-label="Minor's corps to roll" />
        </label>
        <label className="lge-field">
          <span>fleet points (1/2 each join)</span>
          <input type="number" className="narrow" min={0} max={20} value={fleet} onChange={(e) => setFleet(Number(e.target.value))} aria-label="Minor's fleet points to roll" />
        </label>
        <label className="lge-field">
          <span>combat points stacked with its former allies (prisoners of {holder ? nameOf(holder) : '?'})</span>
          <input type="number" className="narrow" min={0} max={60} value={stacked} onChange={(e) => setStacked(Number(e.target.value))} aria-label="Minor's combat points stacked with its former allies" />
        </label>
        {byAllies && !known && stacked ? <PowerSelect value={ally} onChange={setAlly} label="Formerly allied to" /> : null}
        <DiceAction
          label="Conquer: roll the units"
          hint="5 2 | 4"
          disabled={!minor.trim()}
          onRoll={(p) => void act('lge.minor.conquer', { minor: minor.trim(), by, corps, fleetPoints: fleet, stacked, ...(byAllies && !known && stacked ? { formerAlly: ally } : {}) }, 'Conquer a minor', p)}
        />
      </div>
      {conquered.length ? (
        <ul className="lge-results" aria-label="Conquered minors">
          {conquered.map(([m, v]) => (
            <li key={m}>
              <strong>{m}</strong> conquered by {nameOf(v.by ?? '')}{' '}
              <button type="button" className="btn btn-small" disabled={(at[m] ?? -1) >= s.position.turn} title={(at[m] ?? -1) >= s.position.turn ? 'From the next Conquest Phase' : undefined} onClick={() => void act('lge.minor.reinstate', { minor: m }, `Reinstate ${m}`)}>
                Reinstate as ally
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

export function PeacePanel({ view }: StepProps) {
  const s = lgeState(view);
  const ps = peaceOf(s);
  return (
    <Panel title="Conquest and peace" className="lge-peace-wizard">
      <MustSue s={s} />
      {ps.treaty ? <TreatyWriter key={`${ps.treaty.vanquished}-${ps.treaty.picked.length}`} s={s} t={ps.treaty} /> : null}
      <Criteria s={s} />
      {ps.treaty ? null : <Voluntary s={s} />}
      <Minors s={s} />
      {ps.indemnities.length || ps.blockade.length || ps.alliances.length || ps.aid.length ? (
        <ul className="lge-results" aria-label="Peace terms in force">
          {ps.indemnities.map((i, k) => (
            <li key={`i${k}`}>
              {nameOf(i.payer)} owes {nameOf(i.payee)} a war indemnity (since {i.since}): paid at the next Winter budget
            </li>
          ))}
          {ps.blockade.length ? <li>Continental Blockade by treaty: {ps.blockade.map(nameOf).join(', ')}</li> : null}
          {ps.alliances.map((a, k) => (
            <li key={`a${k}`}>
              {nameOf(a.power)} allies with {nameOf(a.with)} when the mandatory peace ends
            </li>
          ))}
          {ps.aid.map((a, k) => (
            <li key={`m${k}`}>
              {nameOf(a.from)} lends {nameOf(a.to)} an infantry and a cavalry corps (since {a.since}) until the mandatory peace ends
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
