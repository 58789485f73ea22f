// Imperial Borders' step panels and trackers: the round tracker above every step, then one panel per step
// (taxes, sealed bids, slots, battles, annexation, On Parade, the Congress of Vienna, purchases, Final
// Scoring). They show the module's state and send intents; main applies the rules and refuses with a reason.
import { useState, type ComponentType, type ReactNode } from 'react';
import type { StepProps } from '../games/types';
import type { CampaignView } from '../../../shared/ipc/contract';
import {
  MEDAL_NAMES, REVOLT_TIERS, UNIT_COSTS, UNIT_LABELS, annexOdds, cartCost, countedMajorPorts, finalRows, freeSlots, nextPicker, paradePreview, pendingFollowUp, revoltForcesNote, revoltIncome, rollerDice, taxesOf,
} from '../../../shared/games/imperial-borders/actions';
import { MEDALS } from '../../../shared/games/imperial-borders/battle';
import { activeNation, cellValue, headerTeams, inPlay, isLastRound, nationName, packOf, NATION_COLOURS, type IbState, type NationId } from '../../../shared/games/imperial-borders/state';
import { SealedEntry } from '../components/sealed/SealedEntry';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { pct } from '../odds/format';
import { cx } from '../components/ui';
import { BattlePanel } from './Battle';
import { ArrowTagsPanel, CargoPanel, OrderChecker, PlanningMapCheck } from './Movement';
import { StartingForcesChangedNotice, StartingForcesNotice } from './StartingForces';
import { RegionsPanel } from './Regions';
import { TradePanel } from './Trade';
import { Nation, Panel, Stepper, ibState, ordered, useAct, usePending } from './parts';

const st = (view: CampaignView) => ibState(view);

/** The Nation the table waits on: the Active Nation in Phase 4, the next slot picker in Phase 3. */
export function ibFocus(view: CampaignView): string | null {
  const s = st(view);
  if (view.gameOver) return null;
  return activeNation(s) ?? (s.position.stepId === 'p3-slots' ? nextPicker(s) : null);
}

// ------------------------------------------------------------------------------------------------ tracker

export function IbStepFrame({ view, children }: StepProps & { children: ReactNode }) {
  const s = st(view);
  const active = activeNation(s);
  // The round and the turn order on one line: the phase and step are in the step bar just above (and the header).
  return (
    <>
      <section className="ib-tracker" aria-label="Round tracker">
        <div className="ib-tracker-round">
          <span className="ib-tracker-label">Game Round</span>
          <span className="ib-tracker-big" aria-label={`Game Round ${s.round}`}>{s.round}</span>
          <span className="ib-tracker-sub">{s.lastRound ? (s.lastRound === s.round ? 'the last round' : `last: Round ${s.lastRound}`) : 'end open'}</span>
        </div>
        <div className="ib-tracker-order" aria-label="Turn order">
          <span className="ib-tracker-label">{active ? 'Active Nation' : 'Turn order'}</span>
          <ol>
            {s.turnOrder.map((n, i) => (
              <li key={n} className={cx(n === active && 'ib-active', i < s.march && s.position.stepId.startsWith('p4') && 'ib-done')} style={{ ['--power' as string]: NATION_COLOURS[n] }}>
                {nationName(n)}
              </li>
            ))}
            {s.neutrals.map((n) => (
              <li key={n} className="ib-neutral" title="Neutral">
                {nationName(n)}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <MajorPortsNotice s={s} />
      <StartingForcesNotice s={s} />
      <StartingForcesChangedNotice s={s} />
      {children}
      <RegionsPanel s={s} />
    </>
  );
}

/** Major Ports the group entered (or changed) in the "nations" table after the set-up: one click counts them in, logged. */
function MajorPortsNotice({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const pack = packOf(s);
  if (!s.majorPorts) return null; // a campaign saved before the count was kept: its set-up counted them already
  const off = inPlay(s).flatMap((n) => {
    const v = cellValue(pack, 'nations', n, 'majorPorts');
    return typeof v === 'number' && v !== countedMajorPorts(s, n) ? [{ n, v }] : [];
  });
  if (!off.length) return null;
  return (
    <div className="ib-warn ib-notice" role="note" aria-label="Major Ports to count">
      {off.map(({ n, v }) => (
        <p key={n}>
          {nationName(n)}’s Major Ports in the data: {v}; counted in its Ports held: {countedMajorPorts(s, n)}.{' '}
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => void act('ib.ports.major', { nation: n, majorPorts: v }, 'Correct the Major Ports')}>
            Count {v} Major {v === 1 ? 'Port' : 'Ports'} for {nationName(n)}
          </button>
        </p>
      ))}
    </div>
  );
}

// ------------------------------------------------------------------------------------------------ Phase 1

function TaxesPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const [colonies, setColonies] = useState(true);
  return (
    // The common action in the panel's head: in sight at 1280x800 above the table (it was below the fold).
    <Panel
      title="Collect Taxes"
      label="Collect Taxes"
      aside={
        <button type="button" className="btn btn-primary btn-large" disabled={busy || s.taxed} onClick={() => void act('ib.taxes', { britishColonies: colonies }, 'Collect Taxes')}>
          {s.taxed ? 'Taxes collected' : 'Collect Taxes'}
        </button>
      }
    >
      <table className="ib-table">
        <thead>
          <tr><th>Nation</th><th>Capitals ×4</th><th>Majors ×2</th><th>Annexed ×1</th><th>Income</th><th>Treasury</th></tr>
        </thead>
        <tbody>
          {ordered(s).map((n) => {
            const x = s.nations[n];
            const t = taxesOf(s, n, colonies);
            return (
              <tr key={n}>
                <td><Nation id={n} /></td>
                <td>{x.capitals}</td>
                <td>{x.majors}</td>
                <td>{x.annexed}</td>
                <td className="ib-num">{t.income}{n === 'great-britain' && !t.coloniesHotspot ? ' (+2 Colonies)' : ''}{t.toEscrow ? ' → escrow' : ''}</td>
                <td className="ib-num">{x.gold}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {s.nations['great-britain'].inPlay ? (
        <label className="ib-check">
          <input type="checkbox" checked={colonies} onChange={(e) => setColonies(e.target.checked)} /> Great Britain holds England and the Port of London with no opposing Forces there ({s.nations['great-britain'].ships > 0 ? 'it has a Ship on the map' : 'no Ship on the map: no Colonies'})
        </label>
      ) : null}
      <div className="ib-actions">
        {s.round === 1 && !s.taxed && !s.setupOrder ? (
          <button type="button" className="btn" disabled={busy} title="Setup Step D: the Nation Cards in play placed at random on the Turn Order Track (Neutrals last), the order for placing the starting Forces (a logged roll)" onClick={() => void act('ib.setup.order', {}, 'Roll the set-up turn order')}>
            Roll the set-up turn order
          </button>
        ) : null}
        {s.round === 1 && !s.taxed && !s.drawn ? (
          <button type="button" className="btn" disabled={busy} title="When the players cannot agree: the Nation Cards in play are shuffled with the campaign’s dice and dealt to the players (a logged roll)" onClick={() => void act('ib.draw', {}, 'Draw the Nations at random')}>
            Draw the Nations at random
          </button>
        ) : null}
      </div>
      {s.setupOrder && s.round === 1 ? <p className="small" aria-label="Set-up turn order">Set-up turn order (placing the starting Forces): {s.setupOrder.map(nationName).join(', ')}{s.neutrals.length ? `, then ${s.neutrals.map(nationName).join(', ')} (Neutral)` : ''}.</p> : null}
      {s.drawn ? <p className="small" aria-label="Nations drawn">Nations drawn at random: {ordered(s).map((n) => `${nationName(n)} ${s.drawn![n] ?? ''}`).join(', ')}.</p> : null}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------ Phase 3

function BidsPanel({ s }: { s: IbState }) {
  const act = useAct();
  const done = s.bids?.round === s.round ? s.bids : null;
  if (done)
    return (
      <Panel title="Bids revealed and paid">
        <ul className="ib-list ib-big-list">
          {ordered(s).map((n) => (
            <li key={n}>
              <Nation id={n} /> bid <strong>{done.bids[n] ?? 0}</strong> Gold
            </li>
          ))}
        </ul>
        <p>Slot choice: {done.pickOrder.length ? done.pickOrder.map(nationName).join(', then ') : 'nobody bid'}; zero bidders placed at random.</p>
      </Panel>
    );
  const seats = ordered(s).map((n) => ({ id: n, name: nationName(n), colour: NATION_COLOURS[n] }));
  return (
    <SealedEntry<number>
      title="Turn-order bids"
      seats={seats}
      renderInput={(seat, value, set) => {
        const x = s.nations[seat.id as NationId];
        return (
          <label className="field">
            <span>{seat.name}: your bid (Treasury {x.gold} Gold{!x.ownCapital ? '; without your Capital you bid 0' : ''})</span>
            <input type="number" min={0} max={x.gold} value={value ?? ''} autoFocus onChange={(e) => set(Math.trunc(Number(e.target.value)))} aria-label={`${seat.name} bid`} />
          </label>
        );
      }}
      validate={(seat, v) => {
        const x = s.nations[seat.id as NationId];
        if (v === undefined || !Number.isInteger(v) || v < 0) return 'Enter a bid of 0 Gold or more.';
        if (v > x.gold) return `Your Treasury holds only ${x.gold} Gold.`;
        if (v > 0 && !x.ownCapital) return 'Without your own Capital you cannot spend Gold: bid 0.';
        return null;
      }}
      renderReveal={(entries) => (
        <ul className="ib-list ib-big-list">
          {Object.entries(entries).map(([n, b]) => (
            <li key={n}>
              <Nation id={n} /> <strong>{b}</strong> Gold
            </li>
          ))}
        </ul>
      )}
      onReveal={(entries) => void act('ib.bids', { bids: entries }, 'Reveal the bids')}
    />
  );
}

function SlotsPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const who = nextPicker(s);
  const n = inPlay(s).length;
  const slots = Array.from({ length: n }, (_, i) => i + 1);
  const free = freeSlots(s);
  const holder = (slot: number) => Object.entries(s.bids?.choices ?? {}).find(([, v]) => v === slot)?.[0];
  return (
    <Panel title="Bidders Claim Slots" label="Bidders Claim Slots">
      {who ? (
        <p className="big-line">
          <Nation id={who} /> (bid {s.bids?.bids[who]}) claims any empty slot:
        </p>
      ) : (
        <p className="big-line">The Turn Order Track is set: {s.turnOrder.map(nationName).join(', ')}.</p>
      )}
      <div className="ib-slots" role="group" aria-label="Turn Order Track">
        {slots.map((k) => {
          const h = holder(k) ?? (!who ? s.turnOrder[k - 1] : undefined);
          return (
            <button key={k} type="button" className={cx('btn btn-large ib-slot', h && 'taken')} disabled={busy || !who || !free.includes(k)} onClick={() => who && void act('ib.slot', { nation: who, slot: k }, 'Claim a slot')}>
              {/* Named by what it shows ("Slot 1 Prussia", or "Slot 1" when empty: "empty" is for the eye only). */}
              <span className="ib-slot-n"><span className="ib-slot-word">Slot</span> {k}</span>{' '}
              {h ? <span>{nationName(h)}</span> : <span aria-hidden="true">empty</span>}
            </button>
          );
        })}
      </div>
      {s.bids?.zeroBidders.length ? <p className="muted">Zero bidders, placed at random in the slots left: {s.bids.zeroBidders.map(nationName).join(', ')}.</p> : null}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------ Phase 5

interface Contributor { nation: NationId; landUnits: number; eliteLandUnits: number }
/** A rolling Nation, and the allies present who combine their dice with it by agreement (it gains the benefits). */
interface Roller extends Contributor { with: Contributor[] }
type Faces = { red: number; blue: number; bar: number; blank: number };

function AnnexPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const nations = ordered(s);
  const [territory, setTerritory] = useState('');
  const [port, setPort] = useState(false);
  const [rollers, setRollers] = useState<Roller[]>([{ nation: nations[0]!, landUnits: 1, eliteLandUnits: 0, with: [] }]);
  // Table dice typed as faces, keyed "i" for a roller and "i.j" for its j-th ally.
  const [typed, setTyped] = useState<Record<string, Faces> | null>(null);
  const set = (i: number, patch: Partial<Roller>) => setRollers(rollers.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const setAlly = (i: number, j: number, patch: Partial<Contributor>) => set(i, { with: rollers[i]!.with.map((a, k) => (k === j ? { ...a, ...patch } : a)) });
  const taken = (except?: NationId) => new Set(rollers.flatMap((r) => [r.nation, ...r.with.map((a) => a.nation)]).filter((n) => n !== except));
  const free = () => nations.find((n) => !taken().has(n));
  let odds: { win: Record<string, number>; none: number } | null = null;
  let missing: string | null = null;
  try {
    odds = annexOdds(s, { territory, rollers });
  } catch (e) {
    missing = (e as Error).message;
  }
  const facesOf = (key: string): Faces => typed?.[key] ?? { red: 0, blue: 0, bar: 0, blank: 0 };
  const payload = (withFaces: boolean) => ({
    territory: territory.trim(),
    port,
    rollers: rollers.map((r, i) => ({
      nation: r.nation, landUnits: r.landUnits, eliteLandUnits: r.eliteLandUnits, ...(withFaces ? { faces: facesOf(`${i}`) } : {}),
      with: r.with.map((a, j) => ({ ...a, ...(withFaces ? { faces: facesOf(`${i}.${j}`) } : {}) })),
    })),
  });
  const done = s.annexations.filter((a) => a.round === s.round);
  const waiting = pendingFollowUp(s);
  const typedFor = (key: string, label: string) =>
    typed ? (
      <span className="ib-row small" role="group" aria-label={`${label} table dice`}>
        {(['blue', 'red', 'bar', 'blank'] as const).map((k) => (
          <label key={k}>
            {k === 'blue' ? 'Blue' : k === 'red' ? 'Red' : k === 'bar' ? 'Bar' : 'Blank'}
            <Stepper label={`${label} ${k}`} value={typed[key]?.[k] ?? 0} onChange={(v) => setTyped({ ...typed, [key]: { ...facesOf(key), [k]: v } })} />
          </label>
        ))}
      </span>
    ) : null;
  const select = (value: NationId, onChange: (n: NationId) => void, label: string) => (
    <select value={value} onChange={(e) => onChange(e.target.value as NationId)} aria-label={label}>
      {nations.filter((n) => n === value || !taken(value).has(n)).map((n) => (
        <option key={n} value={n}>{nationName(n)}</option>
      ))}
    </select>
  );
  return (
    <>
      {waiting ? (
        <Panel title={`Follow-up roll: ${waiting.territory}`} label="Follow-up roll">
          <p>{nationName(waiting.followUp!)} rolled a Blast on its one White die: a second Blast on one more die annexes {waiting.territory} [Optional: Sweden and Portugal].</p>
          <div className="ib-actions">
            <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => void act('ib.annex.followup', {}, 'Roll the follow-up die')}>Roll the follow-up die</button>
            <button type="button" className="btn" disabled={busy} onClick={() => void act('ib.annex.followup', { faces: { red: 1, blue: 0, bar: 0, blank: 0 } }, 'Table die: a Blast')}>Table die: a Blast</button>
            <button type="button" className="btn" disabled={busy} onClick={() => void act('ib.annex.followup', { faces: { red: 0, blue: 0, bar: 0, blank: 1 } }, 'Table die: no Blast')}>Table die: no Blast</button>
          </div>
        </Panel>
      ) : null}
      {s.rules?.['revolts'] === true ? <RevoltsPanel s={s} /> : null}
      <Panel title="Attempt an Annexation" label="Attempt an Annexation">
        <div className="ib-row">
          <label className="field ib-grow">
            <span>Independent Territory</span>
            <input type="text" value={territory} maxLength={60} placeholder="e.g. Sardinia" onChange={(e) => setTerritory(e.target.value)} aria-label="Territory" />
          </label>
          <label className="ib-check">
            <input type="checkbox" checked={port} onChange={(e) => setPort(e.target.checked)} /> its Independent Port goes with it
          </label>
        </div>
        <ul className="ib-units">
          {rollers.map((r, i) => (
            <li key={i} className="ib-roller">
              <div className="ib-row">
                {select(r.nation, (n) => set(i, { nation: n }), `Roller ${i + 1} Nation`)}
                <label className="small">Land Units <Stepper label={`Roller ${i + 1} Land Units`} value={r.landUnits} min={1} max={40} onChange={(v) => set(i, { landUnits: v, eliteLandUnits: Math.min(v, r.eliteLandUnits) })} /></label>
                <label className="small">Elite <Stepper label={`Roller ${i + 1} Elite`} value={r.eliteLandUnits} max={r.landUnits} onChange={(v) => set(i, { eliteLandUnits: v })} /></label>
                <strong>{rollerDice(s, r) + r.with.reduce((n, a) => n + rollerDice(s, a), 0)} White</strong>
                {odds ? <span className="ib-num">{pct(odds.win[r.nation] ?? 0)}</span> : null}
                {rollers.length > 1 ? (
                  <button type="button" className="icon-btn" aria-label={`Remove roller ${i + 1}`} onClick={() => setRollers(rollers.filter((_, k) => k !== i))}>×</button>
                ) : null}
              </div>
              {typedFor(`${i}`, `Roller ${i + 1}`)}
              {r.with.map((a, j) => (
                <div key={j} className="ib-row ib-ally" role="group" aria-label={`Roller ${i + 1} ally ${j + 1}`}>
                  <span className="small">+ combined:</span>
                  {select(a.nation, (n) => setAlly(i, j, { nation: n }), `Roller ${i + 1} ally ${j + 1} Nation`)}
                  <label className="small">Land Units <Stepper label={`Roller ${i + 1} ally ${j + 1} Land Units`} value={a.landUnits} min={1} max={40} onChange={(v) => setAlly(i, j, { landUnits: v, eliteLandUnits: Math.min(v, a.eliteLandUnits) })} /></label>
                  <label className="small">Elite <Stepper label={`Roller ${i + 1} ally ${j + 1} Elite`} value={a.eliteLandUnits} max={a.landUnits} onChange={(v) => setAlly(i, j, { eliteLandUnits: v })} /></label>
                  <span className="small">{rollerDice(s, a)} White</span>
                  <button type="button" className="icon-btn" aria-label={`Remove roller ${i + 1} ally ${j + 1}`} onClick={() => set(i, { with: r.with.filter((_, k) => k !== j) })}>×</button>
                  {typedFor(`${i}.${j}`, `Roller ${i + 1} ally ${j + 1}`)}
                </div>
              ))}
              {free() ? (
                <button type="button" className="btn btn-small" onClick={() => set(i, { with: [...r.with, { nation: free()!, landUnits: 1, eliteLandUnits: 0 }] })}>
                  + an ally combines its dice with {nationName(r.nation)}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {free() ? (
          <button type="button" className="btn btn-small" onClick={() => setRollers([...rollers, { nation: free()!, landUnits: 1, eliteLandUnits: 0, with: [] }])}>
            + another Nation present (the most Blasts annexes)
          </button>
        ) : null}
        {odds ? (
          <div className="ib-odds-box" role="region" aria-label="Annexation odds">
            <ProbabilityBar className="ib-bar" parts={[...rollers.map((r) => ({ p: odds!.win[r.nation] ?? 0, fill: NATION_COLOURS[r.nation] })), { p: odds.none, className: 'ib-bar-none' }]} label={`No annexation ${pct(odds.none)}`} />
            <p className="ib-odds-line">
              Exact chance:{' '}
              {rollers.map((r, i) => (
                <span key={r.nation}>
                  {i ? ', ' : ''}
                  {nationName(r.nation)}
                  {r.with.length ? ` (with ${r.with.map((a) => nationName(a.nation)).join(', ')})` : ''} <strong>{pct(odds!.win[r.nation] ?? 0)}</strong>
                </span>
              ))}
              ; no annexation <strong>{pct(odds.none)}</strong>.
            </p>
          </div>
        ) : (
          <p className="ib-warn">{missing}</p>
        )}
        <div className="ib-actions">
          <button type="button" className="btn btn-primary btn-large" disabled={busy || !territory.trim()} onClick={() => void act('ib.annex', payload(false), 'Roll for the annexation').then((ok) => ok && setTerritory(''))}>
            Roll the White dice
          </button>
          {!typed ? (
            <button type="button" className="btn btn-quiet" onClick={() => setTyped({})}>Enter table dice…</button>
          ) : (
            <button type="button" className="btn" disabled={busy || !territory.trim()} onClick={() => void act('ib.annex', payload(true), 'Enter the annexation dice').then((ok) => ok && (setTerritory(''), setTyped(null)))}>
              Enter the table’s faces
            </button>
          )}
        </div>
      </Panel>
      {done.length ? (
        <Panel title="Annexations this Game Round" className="ib-quiet">
          <ul className="ib-list">
            {done.map((a, i) => (
              <li key={i}>
                <strong>{a.territory}</strong>: {a.rollers.map((r) => `${nationName(r.nation)}${r.with?.length ? ` (with ${r.with.map(nationName).join(', ')})` : ''} ${r.blasts} of ${r.dice}`).join(', ')} → {a.winner ? `${nationName(a.winner)} annexes it` : 'no annexation'}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

/** Optional Revolts: instigate in Phase 5; quell, capture or seize the Gold whenever it happens. */
function RevoltsPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const nations = ordered(s);
  const [territory, setTerritory] = useState('');
  const [controller, setController] = useState<NationId>(nations[0]!);
  const [tier, setTier] = useState<(typeof REVOLT_TIERS)[number]>('annexed');
  const [by, setBy] = useState<NationId>(nations[1] ?? nations[0]!);
  const TIER: Record<string, string> = { annexed: 'Annexed', major: 'captured Major Homeland', capital: 'captured Capital' };
  return (
    <Panel title="Revolts (optional rule)" label="Revolts" className="ib-quiet">
      <div className="ib-row">
        <label className="field ib-grow"><span>Territory</span><input type="text" value={territory} maxLength={60} onChange={(e) => setTerritory(e.target.value)} aria-label="Revolt Territory" /></label>
        <label className="field"><span>Controlled by</span><select value={controller} onChange={(e) => setController(e.target.value as NationId)} aria-label="Revolt controller">{nations.map((n) => <option key={n} value={n}>{nationName(n)}</option>)}</select></label>
        <label className="field"><span>Territory</span><select value={tier} onChange={(e) => setTier(e.target.value as (typeof REVOLT_TIERS)[number])} aria-label="Revolt tier">{REVOLT_TIERS.map((t) => <option key={t} value={t}>{TIER[t]}</option>)}</select></label>
        <button type="button" className="btn" disabled={busy || !territory.trim()} onClick={() => void act('ib.revolt', { territory: territory.trim(), controller, tier }, 'Instigate a Revolt').then((ok) => ok && setTerritory(''))}>Place a Revolt Token</button>
      </div>
      <p className="muted small">Only where the controller has no Land Unit, and no Ship in a connected Port. {revoltForcesNote(s, controller)}</p>
      {s.revolts.length ? (
        <ul className="ib-list">
          {s.revolts.map((r) => (
            <li key={r.territory}>
              <strong>{r.territory}</strong> ({nationName(r.controller)}): {r.gold} Gold held, +{revoltIncome(s, r)} a round{' '}
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => void act('ib.revolt.end', { territory: r.territory, how: 'quelled' }, 'Quell the Revolt')}>Quelled</button>{' '}
              <select value={by} onChange={(e) => setBy(e.target.value as NationId)} aria-label={`Other Nation at ${r.territory}`}>{nations.filter((n) => n !== r.controller).map((n) => <option key={n} value={n}>{nationName(n)}</option>)}</select>{' '}
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => void act('ib.revolt.end', { territory: r.territory, how: 'seized', by }, 'Seize the Gold')}>seizes the Gold</button>{' '}
              <button type="button" className="btn btn-small" disabled={busy} onClick={() => void act('ib.revolt.end', { territory: r.territory, how: 'captured', by }, 'Territory captured')}>captures it</button>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------ Phase 6

const COLS = ['Morale', 'Annexed', 'Homeland', 'Elite Land', 'Elite Ships', 'Total'];

function ParadePanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const done = s.parades.find((p) => p.round === s.round);
  const v = done ? null : paradePreview(s);
  const chart = done?.chart ?? v!.chart;
  const medals = done?.medals ?? v!.medals;
  const prestige = done?.prestige ?? v!.prestige;
  const [gift, setGift] = useState<NationId | ''>('');
  const giver = v?.aviGiver ?? null;
  return (
    <Panel title={done ? `On Parade: Game Round ${s.round}` : 'On Parade: the Medals Chart'} label="On Parade">
      <table className="ib-table ib-chart">
        <thead>
          <tr><th>Nation</th>{COLS.map((c, i) => <th key={c}>{i + 1}. {c}</th>)}<th>Prestige +</th><th>Medals</th></tr>
        </thead>
        <tbody>
          {Object.entries(chart).map(([n, c]) => (
            <tr key={n}>
              <td><Nation id={n} /></td>
              {c!.map((x, i) => <td key={i} className={cx('ib-num', i === 5 && 'ib-total')}>{x}</td>)}
              <td className="ib-num">+{prestige[n as NationId] ?? 0}</td>
              <td className="ib-medals">{MEDALS.filter((m) => medals[m] === n).map((m) => <span key={m}>{MEDAL_NAMES[m]}</span>)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">Column 1 from this round’s casualties and Morale Tokens (÷10, never below 0); a tie at the top of a column awards no Medal.</p>
      {!done ? (
        <div className="ib-actions">
          {giver ? (
            <label className="field">
              <span>{nationName(giver)} holds AD VICTORIAM IMPERIALIS: it gives 1 Prestige Point to</span>
              <select value={gift} onChange={(e) => setGift(e.target.value as NationId)} aria-label="AD VICTORIAM IMPERIALIS gift">
                <option value="">Choose a Nation…</option>
                {inPlay(s).filter((n) => s.nations[n].team !== s.nations[giver].team).map((n) => (
                  <option key={n} value={n}>{nationName(n)}</option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="button" className="btn btn-primary btn-large" disabled={busy || (!!giver && !gift)} onClick={() => void act('ib.parade', { aviGift: gift || null }, 'Hold On Parade')}>
            Award Prestige and Medals
          </button>
        </div>
      ) : null}
    </Panel>
  );
}

function CongressPanel({ s }: { s: IbState }) {
  const act = useAct();
  const done = s.congresses.find((c) => c.round === s.round);
  if (done) {
    const peace = Object.values(done.votes).filter((v) => v === 'peace').length;
    const war = Object.values(done.votes).length - peace;
    return (
      <Panel title="Congress of Vienna">
        <p className="big-line">
          {peace} Peace{done.extraPeace ? ` + ${done.extraPeace} ${done.extraPeace === 1 ? 'dove' : 'doves'}` : ''} against {war} War: {done.peace ? `Peace. Game Round ${s.lastRound} is the last.` : 'War continues.'}
        </p>
      </Panel>
    );
  }
  const seats = ordered(s).map((n) => ({ id: n, name: nationName(n), colour: NATION_COLOURS[n] }));
  return (
    <SealedEntry<'peace' | 'war'>
      title={`Congress of Vienna: Peace or War (${s.round === 6 ? '+1 Peace vote' : s.round === 7 ? '+2 Peace votes' : 'no extra votes'})`}
      seats={seats}
      renderInput={(seat, value, set) => (
        <div className="seg" role="radiogroup" aria-label={`${seat.name} vote`}>
          {(['peace', 'war'] as const).map((v) => (
            <button key={v} type="button" role="radio" aria-checked={value === v} className={cx('seg-btn btn-large', value === v && 'on')} onClick={() => set(v)}>
              {v === 'peace' ? 'Peace (Shield)' : 'War (Blast)'}
            </button>
          ))}
        </div>
      )}
      validate={(_seat, v) => (v ? null : 'Choose Peace or War.')}
      onReveal={(entries) => void act('ib.congress', { votes: entries }, 'Reveal the Congress votes')}
    />
  );
}

// ------------------------------------------------------------------------------------------------ Phase 7

type Cart = Record<keyof typeof UNIT_COSTS, number>;
const EMPTY: Cart = { halfInfantry: 0, cavalry: 0, fullInfantry: 0, cannon: 0, frigate: 0, shipOfTheLine: 0 };

function PurchasePanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const [carts, setCarts] = useState<Partial<Record<NationId, Cart>>>({});
  return (
    <Panel title="Purchase New Forces" label="Purchase New Forces">
      {isLastRound(s) ? <p className="muted">The last Game Round: purchases may be skipped.</p> : null}
      {/* The six Forces wrap inside each Nation's row, so the cost and Buy stay on screen at 1280 px. */}
      <table className="ib-table ib-purchase">
        <thead>
          <tr><th>Nation</th><th>Forces (cost each)</th><th>Cost</th><th /></tr>
        </thead>
        <tbody>
          {ordered(s).map((n) => {
            const cart = carts[n] ?? EMPTY;
            const cost = cartCost(cart);
            const x = s.nations[n];
            return (
              <tr key={n}>
                <td>
                  <Nation id={n} />
                  <span className="muted small ib-block">Treasury {x.gold}{s.purchases[n] ? ` · spent ${s.purchases[n]}` : ''}</span>
                </td>
                <td>
                  <div className="ib-cart">
                    {(Object.keys(UNIT_COSTS) as (keyof Cart)[]).map((k) => (
                      <div key={k} className="ib-cart-item">
                        <span className="small">{UNIT_LABELS[k]} ({UNIT_COSTS[k]})</span>
                        <Stepper label={`${nationName(n)} ${UNIT_LABELS[k]}`} value={cart[k]} onChange={(v) => setCarts({ ...carts, [n]: { ...cart, [k]: v } })} />
                      </div>
                    ))}
                  </div>
                </td>
                <td className={cx('ib-num', cost > x.gold && 'ib-over')}>{cost}</td>
                <td>
                  <button type="button" className="btn btn-primary" disabled={busy || cost === 0 || !x.ownCapital} title={x.ownCapital ? undefined : 'No purchases without the own Capital'} onClick={() => void act('ib.purchase', { nation: n, ...cart }, 'Purchase').then((ok) => ok && setCarts({ ...carts, [n]: EMPTY }))}>
                    Buy
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}

// ------------------------------------------------------------------------------------------------ the end

function FinalTable({ s }: { s: IbState }) {
  const rows = (s.final ?? finalRows(s)).slice().sort((a, b) => b.score - a.score);
  const winners = s.gameOver?.winners ?? [];
  return (
    <table className="ib-table ib-final" aria-label="Final scores">
      <thead>
        <tr><th>Nation</th><th>Annexed</th><th>Homeland</th><th>Elite Land</th><th>Elite Ships</th><th>Prestige (with Gold)</th><th>Gold</th><th>Score</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.nation} className={cx(winners.includes(r.nation) && 'ib-winner', !r.eligible && 'ib-ineligible')}>
            <td><Nation id={r.nation} />{r.eligible ? '' : <span className="muted small"> no Capital: cannot win</span>}</td>
            {r.columns.map((c, i) => <td key={i} className="ib-num">{c}</td>)}
            <td className="ib-num">{r.prestige}</td>
            <td className="ib-num">{r.gold}</td>
            <td className="ib-num ib-total">{r.score}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FinalPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  return (
    <Panel title="Final Scoring" label="Final Scoring">
      <p>1 Prestige Point per 10 Gold; columns 2-5 of the last Medals Chart plus Prestige. Only a Nation holding its own Capital may win; ties go to more Gold, then are shared.</p>
      <FinalTable s={s} />
      {!s.final ? (
        <div className="ib-actions">
          <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => void act('ib.final', {}, 'Final Scoring')}>
            Score the game
          </button>
        </div>
      ) : null}
    </Panel>
  );
}

export function IbGameOver({ view }: StepProps) {
  const s = st(view);
  return (
    <Panel title="The game is over" label="Game over">
      <p className="big-line">{view.gameOver?.reason}</p>
      <FinalTable s={s} />
    </Panel>
  );
}

export function IbScoreboard({ view, focus }: { view: CampaignView; focus: string | null }) {
  const s = st(view);
  const last = [...s.parades].reverse()[0];
  const teams = headerTeams(view.header);
  return (
    <div className="scoreboard ib-scoreboard" role="region" aria-label="Scoreboard">
      {ordered(s).map((n) => {
        const x = s.nations[n];
        return (
          <div key={n} className={cx('sb-power', focus === n && 'sb-focus')} style={{ ['--power' as string]: NATION_COLOURS[n] }} aria-label={`${nationName(n)} scores`}>
            <div className="sb-name">
              <span className="pc-flag sb-flag" aria-hidden="true" />
              <span className="sb-power-name">{nationName(n)}</span>
              <span className="sb-player">{view.powers.find((p) => p.power === n)?.player}</span>
            </div>
            <div className="sb-tracks">
              <span className="sb-track"><span className="sb-val">{x.gold}</span><span className="sb-label">Gold</span></span>
              <span className="sb-track"><span className="sb-val">{x.prestige}</span><span className="sb-label">Prestige</span></span>
            </div>
            <div className="sb-facts">
              {teams[n] ? `${teams[n]} · ` : ''}
              {x.ownCapital ? '' : 'Capital lost · '}
              {last?.chart[n] ? `${last.chart[n]![5]} Medal Points · ` : ''}
              {x.escrow ? `${x.escrow} in escrow · ` : ''}
              {x.medals.length ? x.medals.map((m) => MEDAL_NAMES[m]).join(', ') : 'no Medals'}
            </div>
          </div>
        );
      })}
    </div>
  );
}

// ------------------------------------------------------------------------------------------------ the map

const on = (render: (s: IbState, view: CampaignView) => ReactNode): ComponentType<StepProps> =>
  function IbStep({ view }: StepProps) {
    return <>{render(st(view), view)}</>;
  };

export const IB_STEPS: Readonly<Record<string, ComponentType<StepProps>>> = {
  'p1-taxes': on((s) => <TaxesPanel s={s} />),
  'p3-bids': on((s) => <BidsPanel s={s} />),
  'p3-slots': on((s) => <SlotsPanel s={s} />),
  'p4-review': on((s) => <><PlanningMapCheck /><OrderChecker s={s} /><ArrowTagsPanel s={s} /></>),
  'p4-pre': on((s, view) => <BattlePanel view={view} s={s} when="pre" />),
  'p4-move': on((s) => <><OrderChecker s={s} /><ArrowTagsPanel s={s} /><TradePanel s={s} /></>),
  'p4-post': on((s, view) => <><BattlePanel view={view} s={s} when="post" />{s.fight && !s.fight.recorded ? null : <CargoPanel s={s} />}</>),
  'p4-status': on((s) => <ArrowTagsPanel s={s} />),
  'p5-annex': on((s) => <AnnexPanel s={s} />),
  'p6-parade': on((s) => <ParadePanel s={s} />),
  'p6-congress': on((s) => <CongressPanel s={s} />),
  'p7-congress': on((s) => <CongressPanel s={s} />),
  'p7-purchase': on((s) => <PurchasePanel s={s} />),
  final: on((s) => <FinalPanel s={s} />),
};
