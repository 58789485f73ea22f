// Armies and Force Pools: the board of every Front's Army blocks (space, units by nationality against the box
// limit, Military Operation and Support markers), the Boxes and Capitals, the Force Pools; the one move form
// (distribution, Strategic Movement, losses, transfers) and the War Phase's placement of markers [12.5-13.5].
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import {
  BOX_1812, CAPITAL_NAME, DENMARK_NORWAY, NAVY_RESERVE, PIECES, PIECE_NAME, PIECE_POWER, armiesInPlay, capitalOf, countText, holderName, poolCount, replacementsDue,
  unitsIn, transferCheck, TRANSFER_NAME, fleetHolders, milOpCheck, easternRoom, easternChoiceCheck, rearSpace, PARIS_FRONTS, supportByFront, berthierUnits, type Count, type FleetSource, type Piece, type Transfer,
} from '../../../shared/games/congress-of-vienna/forces';
import { berthierGone, milOpContext, milOpsToPlace, moveCheck, napoleonAvailable, napoleonMilOp, supportToPlace, US_MIL_OP } from '../../../shared/games/congress-of-vienna/actions/forces';
import { cellOf } from '../../../shared/data/tables';
import { DK_WINDOW, dkCommitCheck, dkGarrisonCheck, dkRejoinCheck } from '../../../shared/games/congress-of-vienna/denmark-norway';
import { boxOwed } from '../../../shared/games/congress-of-vienna/actions/denmark-norway';
import { FRONT_ORDER, frontName } from '../../../shared/games/congress-of-vienna/actions/war';
import { POWER_COLOUR, POWER_NAME, POWERS, issueShort, packOf, type CovState, type Power } from '../../../shared/games/congress-of-vienna/state';
import { cx } from '../components/ui';
import { NumberField, Panel, st, useAct } from './parts';

const ownerOf = (s: CovState, key: string): Power | null => armiesInPlay(packOf(s), s.rules).find((a) => a.key === key)?.owner ?? null;

/** Every Front's Army blocks, the Boxes, the Capitals and the Force Pools, as the table sees the board. */
export function ForcesBoard({ s }: { s: CovState }) {
  const pack = packOf(s);
  const armies = armiesInPlay(pack, s.rules);
  const f = s.forces;
  const markers = (h: string) => {
    const m = (f.milOps[h] ?? []).map((i) => (i === US_MIL_OP ? 'US Mil-Op' : issueShort(i)));
    const sup = Object.entries(f.support[h] ?? {}).map(([p, n]) => `${p} Support${(n ?? 0) > 1 ? ` ×${n}` : ''}`);
    return [...m, ...sup];
  };
  return (
    <div className="cov-forces" aria-label="Armies and Force Pools">
      <div className="cov-fronts">
        {FRONT_ORDER.filter((x) => x !== 'G' && x !== 'DK').map((front) => (
          <section key={front} className="cov-front" aria-label={frontName(front)}>
            <h3>{frontName(front)}</h3>
            {armies.filter((a) => a.front === front && f.armies[a.key]).map((a) => {
              const at = f.armies[a.key]!;
              const n = unitsIn(at.pieces);
              const mk = markers(a.key);
              return (
                <div key={a.key} className={cx('cov-army', at.removed && 'removed')} style={{ ['--power' as string]: a.owner ? POWER_COLOUR[a.owner] : '#999' }} aria-label={a.name}>
                  <div className="cov-army-head"><strong>{a.name}</strong> <span className="cov-army-space">{at.removed ? 'out of the game' : at.space || '—'}</span></div>
                  <div className="cov-army-units">
                    <span className={cx('cov-army-n', a.unitLimit !== null && n > a.unitLimit && 'cov-problem')}>{n}{a.unitLimit !== null ? `/${a.unitLimit}` : ''}</span>{' '}
                    <span>{countText(at.pieces)}</span>
                  </div>
                  {mk.length ? <div className="cov-army-markers">{mk.map((m) => <span key={m} className="cov-issue">{m}</span>)}</div> : null}
                </div>
              );
            })}
          </section>
        ))}
      </div>
      <div className="cov-boxes">
        <div className="cov-box" aria-label="War of 1812 Box"><strong>War of 1812 Box</strong> {countText(f.boxes[BOX_1812] ?? {})} {markers(BOX_1812).map((m) => <span key={m} className="cov-issue">{m}</span>)}</div>
        {f.boxes[DENMARK_NORWAY] ? <div className="cov-box" aria-label="Denmark/Norway Box"><strong>Denmark/Norway Box</strong> {countText(f.boxes[DENMARK_NORWAY]!)} ({f.control['Denmark/Norway'] === 'FR' ? 'French' : 'Allied'}) {markers(DENMARK_NORWAY).map((m) => <span key={m} className="cov-issue">{m}</span>)}</div> : null}
        <div className="cov-box" aria-label="Royal Navy Reserve"><strong>Royal Navy Reserve</strong> {countText(f.boxes[NAVY_RESERVE] ?? {})}</div>
        {POWERS.map((p) => (
          <div key={p} className="cov-box" aria-label={`${CAPITAL_NAME[p]} (Capital)`}><strong>{CAPITAL_NAME[p]}</strong> {countText(f.boxes[capitalOf(p)] ?? {})}</div>
        ))}
      </div>
      <p className="small" aria-label="Force Pools">
        <strong>Force Pools:</strong>{' '}
        {PIECES.map((k) => {
          const n = poolCount(pack, f, k);
          return `${PIECE_NAME[k]} ${n === null ? '?' : n}`;
        }).join(' · ')}
        {PIECES.some((k) => poolCount(pack, f, k) === null) ? ' (? = the total is not entered: Game data, "Pieces by nationality")' : ''}
      </p>
    </div>
  );
}

/** Every place a piece can stand, for the move form. */
function holders(s: CovState): Array<{ id: string; name: string }> {
  const pack = packOf(s);
  return [
    { id: 'pool', name: 'Force Pool' },
    ...POWERS.map((p) => ({ id: capitalOf(p), name: `${CAPITAL_NAME[p]} (Capital)` })),
    ...armiesInPlay(pack, s.rules).filter((a) => s.forces.armies[a.key] && !s.forces.armies[a.key]!.removed).map((a) => ({ id: a.key, name: a.name })),
    { id: BOX_1812, name: 'War of 1812 Box' },
    { id: NAVY_RESERVE, name: 'Royal Navy Reserve' },
    ...(s.forces.boxes[DENMARK_NORWAY] ? [{ id: DENMARK_NORWAY, name: 'Denmark/Norway Box' }] : []),
  ];
}

/** One form for every piece move: pick the pieces and where they stand, then one click on a legal destination
 *  (distribution, Strategic Movement, losses to the Force Pool) [12.6, 13.3]. */
export function MoveForm({ s, title, defaultFrom }: { s: CovState; title: string; defaultFrom?: string }) {
  const act = useAct();
  const hs = holders(s);
  const has = (h: string, k: Piece) => h === 'pool' || ((s.forces.armies[h]?.pieces ?? s.forces.boxes[h] ?? {})[k] ?? 0) > 0;
  const firstPiece = defaultFrom && defaultFrom !== 'pool' ? PIECES.find((k) => has(defaultFrom, k)) : undefined;
  const [piece, setPiece] = useState<Piece>(firstPiece ?? 'FR');
  const [count, setCount] = useState(1);
  const [from, setFrom] = useState(defaultFrom ?? 'pool');
  const [berthier, setBerthier] = useState(false);
  const froms = hs.filter((h) => has(h.id, piece));
  const src = froms.some((h) => h.id === from) ? from : (froms[0]?.id ?? 'pool');
  const strategic = s.position.stepId === 'strategic-movement';
  const berthierOff = berthierGone(s);
  const move = (to: string) => ({ piece, count, from: src, to, ...(berthier && !berthierOff && strategic && piece === 'FR' ? { berthier: true } : {}) });
  const legal = hs.filter((h) => h.id !== src && !moveCheck(s, move(h.id)));
  const firstWhy = hs.filter((h) => h.id !== src && !(strategic && h.id === 'pool')).map((h) => moveCheck(s, move(h.id))).find(Boolean);
  return (
    <div className="cov-move" aria-label={`Move pieces: ${title}`}>
      <div className="cov-form-row">
        <strong>{title}</strong>
        <NumberField label="Pieces" value={count} min={1} max={20} onChange={setCount} />
        <label className="field"><span>Nationality</span>
          <select value={piece} onChange={(e) => setPiece(e.target.value as Piece)} aria-label="Nationality">
            {PIECES.map((k) => <option key={k} value={k}>{PIECE_NAME[k]} ({POWER_NAME[PIECE_POWER[k]]})</option>)}
          </select>
        </label>
        <label className="field"><span>From</span>
          <select value={src} onChange={(e) => setFrom(e.target.value)} aria-label="From">
            {froms.map((h) => <option key={h.id} value={h.id}>{h.name}</option>)}
          </select>
        </label>
        {strategic && piece === 'FR' ? (
          // Played in the Diplomacy Phase or killed: the box stays in sight, off, with the reason [13.3].
          berthierOff ? <label className="toggle"><input type="checkbox" checked={false} disabled /> <span>With Berthier: <span className="cov-warning">{berthierOff}</span></span></label>
            : <label className="toggle"><input type="checkbox" checked={berthier} onChange={(e) => setBerthier(e.target.checked)} /> With Berthier ({berthierUnits(packOf(s)) === null ? 'his additional units are not entered: table "Leader and Game cards", #3' : `up to ${berthierUnits(packOf(s))} more units, group-entered`})</label>
        ) : null}
      </div>
      <div className="cov-form-row cov-move-to" role="group" aria-label="Move to">
        <span>To:</span>
        {legal.length ? legal.map((h) => (
          <button key={h.id} type="button" className="btn" onClick={() => void act('cov.forces.move', move(h.id), title)}>{h.name}</button>
        )) : <span className="cov-warning">{firstWhy ?? 'No legal destination.'}</span>}
      </div>
    </div>
  );
}

export function ReplacementsPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const { due, missing } = replacementsDue(packOf(s), s.forces, s.surrendered);
  return (
    <Panel title="Replacements (even turns)">
      <p className="panel-lead">Each controlled replacement space yields its unit or fleet, if the Force Pool has one; it waits in the Capital for the distribution [12.5].</p>
      {missing ? <p className="cov-warning">{missing}</p> : (
        <ul className="cov-lines" aria-label="Replacement spaces">
          {due.map((d) => <li key={d.space + d.piece}>{d.space}: {PIECE_NAME[d.piece]} — {d.taken ? <strong>{d.reason}</strong> : `not received (${d.reason})`}</li>)}
        </ul>
      )}
      <button type="button" className="btn btn-primary btn-large" disabled={!!missing || s.forces.replacementsTaken} onClick={() => void act('cov.forces.replacements', {}, 'Replacements')}>
        {s.forces.replacementsTaken ? 'Replacements taken' : 'Take the replacements'}
      </button>
      <ForcesBoard s={s} />
    </Panel>
  );
}

export function DistributionPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const waiting = POWERS.filter((p) => unitsIn(s.forces.boxes[capitalOf(p)] ?? {}) + (s.forces.boxes[capitalOf(p)]?.FLEET ?? 0) > 0);
  return (
    <Panel title="Distribution of units and fleets">
      <p className="panel-lead">
        Place the pieces received this turn into eligible Armies and Boxes, within their limits; the excess to another eligible Army or back to the Force Pool [12.6].
        {waiting.length ? ` Waiting: ${waiting.map((p) => `${CAPITAL_NAME[p]} ${countText(s.forces.boxes[capitalOf(p)] ?? {})}`).join('; ')}.` : ' No piece waits in a Capital.'}
      </p>
      <MoveForm s={s} title="Place pieces" defaultFrom={waiting[0] ? capitalOf(waiting[0]) : 'pool'} />
      <CardUnitsForm s={s} source="card" />
      <ForcesBoard s={s} />
    </Panel>
  );
}

/** Military Operations still to place, each with the Army or Box it goes with [13.1]. */
export function PlaceMilOps({ s }: { s: CovState }) {
  const act = useAct();
  const pack = packOf(s);
  const todo = milOpsToPlace(s);
  const [pick, setPick] = useState<Record<string, string>>({});
  if (!todo.length) return <p className="muted">Every Military Operation paid this turn is placed.</p>;
  const options = (issue: string) => {
    const owner = issue === US_MIL_OP ? null : issue.slice(0, 2).toUpperCase();
    const armies = armiesInPlay(pack, s.rules).filter((a) => !owner || a.owner === owner).map((a) => ({ id: a.key, name: a.name }));
    const dn = s.forces.boxes[DENMARK_NORWAY] && (owner === 'FR' || owner === 'RU') ? [DENMARK_NORWAY] : [];
    const extra = [...(issue === US_MIL_OP ? [BOX_1812] : owner === 'FR' || owner === 'BR' ? [BOX_1812] : owner === 'RU' ? ['russian-persian-war'] : []), ...dn];
    const all = [...(issue === US_MIL_OP ? [] : armies), ...extra.map((id) => ({ id, name: holderName(pack, id) }))];
    // Legal places only [13.1]; none legal: all shown, and the refusal says why.
    const ctx = milOpContext(s);
    const who = (issue === US_MIL_OP ? 'US' : (owner as Power));
    const ok = all.filter((o) => !milOpCheck(pack, s.forces, who, o.id, ctx));
    return ok.length ? ok : all;
  };
  return (
    <ul className="cov-lines" aria-label="Military Operations to place">
      {todo.map((i) => {
        const opts = options(i);
        const h = pick[i] ?? opts[0]?.id ?? '';
        return (
          <li key={i} className="cov-form-row">
            <strong>{i === US_MIL_OP ? 'US Mil-Op' : issueShort(i)}{i === napoleonMilOp(s) && !s.militaryOperations.includes(i) ? ' (Napoleon’s free one)' : ''}</strong>
            <select value={h} onChange={(e) => setPick({ ...pick, [i]: e.target.value })} aria-label={`${i === US_MIL_OP ? 'US Mil-Op' : issueShort(i)}: with`}>
              {opts.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
            </select>
            <button type="button" className="btn btn-primary" onClick={() => void act('cov.forces.mil-op', { issue: i, holder: h }, 'Place the Military Operation')}>Place</button>
          </li>
        );
      })}
    </ul>
  );
}

/** Military Support markers still to place, per Power [13.2]. */
export function PlaceSupport({ s }: { s: CovState }) {
  const act = useAct();
  const pack = packOf(s);
  const [pick, setPick] = useState<Record<string, string>>({});
  const [front, setFront] = useState<string>('A');
  const left = POWERS.filter((p) => supportToPlace(s, p) > 0);
  if (!left.length) return <p className="muted">No Military Support marker left to place.</p>;
  return (
    <ul className="cov-lines" aria-label="Military Support to place">
      {left.map((p) => {
        const opts = [...armiesInPlay(pack, s.rules).filter((a) => a.owner === p), ...(p === 'FR' || p === 'BR' ? [{ key: BOX_1812, name: 'War of 1812 Box' }] : [])];
        const h = pick[p] ?? opts[0]?.key ?? '';
        return (
          <li key={p} className="cov-form-row">
            <strong>{POWER_NAME[p]}: {supportToPlace(s, p)} to place</strong>
            <select value={h} onChange={(e) => setPick({ ...pick, [p]: e.target.value })} aria-label={`${POWER_NAME[p]} Military Support: with`}>
              {opts.map((o) => <option key={o.key} value={o.key}>{o.name}</option>)}
            </select>
            {supportByFront(s.forces, p, h) ? (
              <select value={front} onChange={(e) => setFront(e.target.value)} aria-label="France Military Support in Paris: for the battle on Front">
                {PARIS_FRONTS.map((x) => <option key={x} value={x}>Front {x}{s.forces.parisSupport?.[x] ? ` (${s.forces.parisSupport[x]} placed)` : ''}</option>)}
              </select>
            ) : null}
            <button type="button" className="btn btn-primary" onClick={() => void act('cov.forces.support', { power: p, holder: h, ...(supportByFront(s.forces, p, h) ? { front } : {}) }, 'Place Military Support')}>Place</button>
          </li>
        );
      })}
      {napoleonAvailable(s) ? <li className="small">Napoleon saved for the War Phase: the Grande Armée takes two markers{s.forces.armies['grande-armee']?.space === 'Paris' ? ' on each Front' : ''} [13.2{s.forces.armies['grande-armee']?.space === 'Paris' ? ', 13.6.5' : ''}].</li> : s.forces.armies['grande-armee']?.space === 'Paris' ? <li className="small">The Grande Armée is in Paris: one French marker on each Front, for that Front’s battle [13.6.5].</li> : null}
    </ul>
  );
}

export function StrategicSummary({ s }: { s: CovState }) {
  return (
    <p className="cov-moved" aria-label="Strategic Movement used">
      Strategic Movement used: {POWERS.map((p) => `${POWER_NAME[p]} ${s.forces.moved[p]}/2`).join(' · ')} (Britain’s fleets move freely) [13.3].
      {s.forces.berthierMoved ? ' Berthier used in Strategic Movement: his card can still serve one battle [13.3].' : ''}
    </p>
  );
}

/** The referee moves an Army block after a battle (advance, retreat, withdrawal, transfer): the spaces of its Front [13.4.5]. */
export function ArmyMoveForm({ s }: { s: CovState }) {
  const act = useAct();
  const pack = packOf(s);
  const armies = armiesInPlay(pack, s.rules).filter((a) => s.forces.armies[a.key] && !s.forces.armies[a.key]!.removed);
  const [army, setArmy] = useState(armies[0]?.key ?? '');
  const front = armies.find((a) => a.key === army)?.front ?? null;
  const all = (pack.tables['map-spaces']?.rows ?? []).map((r) => ({ key: r.key, front: cellOf(pack, 'map-spaces', r.key, 'front')?.v }));
  const spaces = all.filter((x) => x.key !== s.forces.armies[army]?.space && (!front || x.front === front || x.front === 'paris' || !x.front)).map((x) => x.key);
  const [space, setSpace] = useState('');
  const to = spaces.includes(space) ? space : (spaces[0] ?? '');
  const [why, setWhy] = useState<'advance' | 'retreat' | 'withdraw' | 'transfer'>('advance');
  const rear = army ? rearSpace(pack, s.forces, army) : null;
  return (
    <div className="cov-form-row" aria-label="Move an Army block">
      <strong>Army block</strong>
      <select value={army} onChange={(e) => setArmy(e.target.value)} aria-label="Army">
        {armies.map((a) => <option key={a.key} value={a.key}>{a.name} ({s.forces.armies[a.key]!.space})</option>)}
      </select>
      <select value={why} onChange={(e) => setWhy(e.target.value as typeof why)} aria-label="Movement">
        <option value="advance">advances into</option><option value="retreat">retreats to</option><option value="withdraw">withdraws to</option><option value="transfer">is moved to</option>
      </select>
      <select value={why === 'retreat' && rear ? rear : to} onChange={(e) => setSpace(e.target.value)} aria-label="Space" disabled={why === 'retreat' && !!rear}>
        {spaces.map((x) => <option key={x} value={x}>{x}</option>)}
        {why === 'retreat' && rear && !spaces.includes(rear) ? <option value={rear}>{rear}</option> : null}
      </select>
      <button type="button" className="btn" onClick={() => void act('cov.forces.army', { army, space: why === 'retreat' && rear ? rear : to, why }, 'Move the Army block')}>Move the block</button>
    </div>
  );
}

/** The special transfers of Fronts C/D, Naples and Paris: a button for each one possible now; Britain picks the
 *  Eastern Army units that fit in the Army of Portugal [13.6.1.3, 13.6.3, 13.6.5]. */
export function TransferForm({ s }: { s: CovState }) {
  const act = useAct();
  const pack = packOf(s);
  const [keep, setKeep] = useState<Count>({});
  const open = (Object.keys(TRANSFER_NAME) as Transfer[]).filter((t) => !transferCheck(pack, s.forces, t));
  const { units, room } = easternRoom(pack, s.forces);
  const eastern = s.forces.armies['eastern']?.pieces ?? {};
  const kinds = PIECES.filter((k) => k !== 'FLEET' && (eastern[k] ?? 0) > 0);
  const choose = room !== null && units > room && kinds.length > 1 && open.some((t) => t === 'toulouse' || t === 'eastern-to-portugal');
  return (
    <div className="cov-transfers" role="group" aria-label="Special transfers">
      <strong>Special transfers</strong>{' '}
      {!open.length ? <span className="muted">None possible now.</span> : null}
      {choose ? (
        <span role="group" aria-label="Eastern Army units joining the Army of Portugal" className="cov-form-row">
          <span>Britain chooses the {room} of {units} Eastern Army units that join (the rest go to the Force Pool):</span>
          {kinds.map((k) => <NumberField key={k} label={`Joining: ${PIECE_NAME[k]}`} value={keep[k] ?? 0} min={0} max={eastern[k] ?? 0} onChange={(v) => setKeep({ ...keep, [k]: v })} />)}
          {easternChoiceCheck(pack, s.forces, keep) ? <span className="small cov-warning">{easternChoiceCheck(pack, s.forces, keep)}</span> : null}
        </span>
      ) : null}
      {open.map((t) => {
        const eastern2 = t === 'toulouse' || t === 'eastern-to-portugal';
        const why = eastern2 && choose ? easternChoiceCheck(pack, s.forces, keep) : null;
        return (
          <div key={t} className="cov-form-row">
            <button type="button" className="btn" disabled={!!why} title={why ?? ''} onClick={() => void act('cov.forces.transfer', { transfer: t, ...(eastern2 && choose ? { keep } : {}) }, 'Special transfer')}>{TRANSFER_NAME[t]}</button>
          </div>
        );
      })}
    </div>
  );
}

export { ownerOf };

/** OHR 15.2's moves once Hanover changes hands or a battle in the Box ends (its losses are chosen like any
 *  battle's, losses.tsx): France's commitment, Russia's, Russia's garrison, the Box's units rejoining the Northern
 *  Army; each refused with the reason [15.2, 13.4.4]. */
export function DenmarkNorwayForm({ s }: { s: CovState }) {
  const pack = packOf(s);
  const w = s.forces.dkWindow;
  return (
    <div className="cov-form-row cov-dk" role="group" aria-label="Denmark/Norway Box">
      <p className="small">In the Box now: {countText(s.forces.boxes[DENMARK_NORWAY] ?? {})}</p>
      {w ? <DkWindowRow s={s} w={w} pack={pack} /> : null}
    </div>
  );
}


function DkWindowRow({ s, w, pack }: { s: CovState; w: NonNullable<CovState['forces']['dkWindow']>; pack: ReturnType<typeof packOf> }) {
  const act = useAct();
  const [units, setUnits] = useState<Count>({});
  const [garrison, setGarrison] = useState<'RU' | 'PR' | 'SW'>('RU');
  const side = w === 'french-commit' ? 'FR' : 'RU';
  const from = w === 'capture' ? DENMARK_NORWAY : side === 'FR' ? 'elbe' : 'northern';
  const kinds: Piece[] = side === 'FR' ? ['FR'] : ['RU', 'PR', 'SW'];
  const have = (k: Piece) => (from === DENMARK_NORWAY ? s.forces.boxes[DENMARK_NORWAY]?.[k] : s.forces.armies[from]?.pieces[k]) ?? 0;
  const n = (k: Piece) => units[k] ?? 0;
  const picked = Object.fromEntries(kinds.filter((k) => n(k) > 0).map((k) => [k, n(k)]));
  const commitWhy = w === 'capture' ? dkRejoinCheck(pack, s.forces, picked, boxOwed(s)) : w === 'wiped-out' ? 'Only a garrison now.' : dkCommitCheck(pack, s.forces, side, picked);
  const garrisonWhy = dkGarrisonCheck(pack, s.forces, garrison);
  const canGarrison = w === 'french-commit' || w === 'wiped-out';
  return (
    <>
      <p className="big-line">{DK_WINDOW[w]}</p>
      {w !== 'wiped-out' ? (
        <span className="cov-form-row">
          <strong>{w === 'capture' ? 'To the Northern Army:' : `${side === 'FR' ? 'France' : 'Russia'} sends from ${holderName(pack, from)}:`}</strong>
          {kinds.filter((k) => have(k) > 0).map((k) => <NumberField key={k} label={`Denmark/Norway: ${PIECE_NAME[k]} units`} value={n(k)} min={0} max={have(k)} onChange={(v) => setUnits({ ...units, [k]: v })} />)}
          <button type="button" className="btn btn-primary" disabled={!!commitWhy} title={commitWhy ?? ''} onClick={() => void act(w === 'capture' ? 'cov.dk.rejoin' : 'cov.dk.commit', w === 'capture' ? { units: picked } : { side, units: picked }, 'Denmark/Norway Box')}>
            {w === 'capture' ? 'Rejoin the Northern Army' : side === 'FR' ? 'France commits these units' : 'Russia commits these units'}
          </button>
        </span>
      ) : null}
      {canGarrison ? (
        <span className="cov-form-row">
          <select value={garrison} onChange={(e) => setGarrison(e.target.value as 'RU' | 'PR' | 'SW')} aria-label="Garrison: nationality">
            {(['RU', 'PR', 'SW'] as const).map((k) => <option key={k} value={k}>{PIECE_NAME[k]}</option>)}
          </select>
          <button type="button" className="btn" disabled={!!garrisonWhy} title={garrisonWhy ?? ''} onClick={() => void act('cov.dk.garrison', { piece: garrison }, 'Denmark/Norway garrison')}>Russia garrisons the Box with one unit</button>
        </span>
      ) : null}
      {commitWhy && Object.keys(picked).length ? <p className="small cov-warning">{commitWhy}</p> : null}
    </>
  );
}

/** Britain's fleets on the map, holder by holder: how many of each leave it for the Force Pool [10.3, 12.4.11]. */
export function FleetPicker({ s, value, onChange, label }: { s: CovState; value: FleetSource[]; onChange: (v: FleetSource[]) => void; label: string }) {
  const pack = packOf(s);
  const here = fleetHolders(s.forces);
  if (!here.length) return <span className="muted">No British fleet on the map.</span>;
  const n = (h: string) => value.find((v) => v.holder === h)?.count ?? 0;
  const set = (h: string, c: number) => onChange([...value.filter((v) => v.holder !== h), ...(c ? [{ holder: h, count: c }] : [])]);
  return (
    <span className="cov-fleet-picker" role="group" aria-label={label}>
      {here.map((h) => <NumberField key={h.holder} label={`Fleets from ${holderName(pack, h.holder)} (of ${h.count})`} value={n(h.holder)} min={0} max={h.count} onChange={(c) => set(h.holder, c)} />)}
    </span>
  );
}
export const fleetTotal = (v: FleetSource[]) => v.reduce((a, x) => a + x.count, 0);

/** Units a card gives, from the Power's Force Pool to its Capital (then distributed) [10.1, 5.3, 12.6]. */
export function CardUnitsForm({ s, source }: { s: CovState; source: 'initial-situation' | 'card' }) {
  const act = useAct();
  const [power, setPower] = useState<Power>('RU');
  const [piece, setPiece] = useState<Piece>('RU');
  const [count, setCount] = useState(1);
  const [card, setCard] = useState(source === 'initial-situation' ? (s.situation?.card ?? '') : '');
  const mine = PIECES.filter((k) => PIECE_POWER[k] === power);
  const k = mine.includes(piece) ? piece : mine[0]!;
  const left = poolCount(packOf(s), s.forces, k);
  return (
    <form className="cov-form-row" aria-label={source === 'initial-situation' ? 'Units from the Initial Situation card' : 'Units from a card'} onSubmit={(e) => { e.preventDefault(); if (card.trim()) void act('cov.forces.receive', { power, pieces: { [k]: count }, source, card: card.trim() }, 'Units from a card'); }}>
      <strong>{source === 'initial-situation' ? 'Units the card places' : 'Units a card gives'}</strong>
      <select value={power} onChange={(e) => setPower(e.target.value as Power)} aria-label="Units for">
        {POWERS.map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
      </select>
      <NumberField label="Pieces" value={count} min={1} max={6} onChange={setCount} />
      <select value={k} onChange={(e) => setPiece(e.target.value as Piece)} aria-label="Card units: nationality">
        {mine.map((x) => <option key={x} value={x}>{PIECE_NAME[x]}</option>)}
      </select>
      <input type="text" value={card} onChange={(e) => setCard(e.target.value)} placeholder="Card" aria-label="Card giving the units" />
      <span className="small">Force Pool: {left === null ? '?' : left} · to {k === 'US' ? 'the War of 1812 Box' : CAPITAL_NAME[power]}</span>
      <button type="submit" className="btn btn-primary" disabled={!card.trim()}>Take from the Force Pool</button>
    </form>
  );
}
