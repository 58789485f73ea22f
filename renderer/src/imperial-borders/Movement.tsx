// Phase 4 movement without a map: the order checker (one order at a time, as the table reads it off the
// Planning Map: the Forces, a mixed group by type and count, the regions plotted, how it ended) says legal or the rule's reason and records the
// Arrow Tags it leaves; the Arrow Tag Sets of the round, who may still battle on the Active side, and the
// clear-the-tags step after the last Active Nation.
import { useState, type FormEvent } from 'react';
import { LAND_TYPES, SHIP_TYPES, type LandType, type ShipType } from '../../../shared/games/imperial-borders/battle';
import { cargoResult, mayJoinActive, orderResult, tagsIn } from '../../../shared/games/imperial-borders/actions';
import { ARROW_NAMES, LAND_REGION_NAMES, LAND_REGIONS, UNIT_NAMES, checkPlot, countWords, type CargoMove, type LandRegion, type Order, type OrderEnd, type PlottedPath } from '../../../shared/games/imperial-borders/movement';
import { activeNation, nationName, type ArrowTagSet, type IbState } from '../../../shared/games/imperial-borders/state';
import { cx } from '../components/ui';
import { Nation, Panel, Stepper, useAct, usePending } from './parts';

type Kind = 'land' | 'sea';
type End = OrderEnd['end'];
const END_WORDS: Record<End, string> = { moved: 'Moved as plotted', blocked: 'Blocked', stopped: 'Stopped early', cancelled: 'Cancelled', dismissed: 'Dismissed' };
interface Region { name: string; kind: LandRegion }
/** A Land Unit loaded before sailing: arrived in the Interior by its own order this round (Blue), carries a Red Arrow. */
interface LoadTags { arrived: boolean; red: boolean }

/** A group by type: how many of each moves together (the order's Forces, in the types' own order). */
const groupOf = <T extends string>(types: readonly T[], counts: Record<T, number>): T[] => types.flatMap((t) => Array.from({ length: counts[t] }, () => t));

/** The order as the form describes it (the same shape the module checks). */
function orderOf(f: {
  kind: Kind; land: Record<LandType, number>; ships: Record<ShipType, number>; from: string; fromKind: LandRegion; path: Region[]; bonus: string; red: boolean; end: End; at: number;
  distance: number; to: string; stopName: string; half: number; full: number; unloadInto: string; seize: boolean;
  /** Land Units loaded on the way, in a Port of the path (sea region `wayAt`); `elsewhere`: one had its own order elsewhere. */
  wayHalf: number; wayFull: number; wayAt: number; elsewhere: boolean;
  /** The Interior the Cargo loaded before sailing boards from, and each loaded unit's own tags (half first) [Arrow Tags]. */
  boardsFrom: string; loadTags: LoadTags[];
  /** The same for the Cargo loaded on the way: it boards with its own tags too. */
  wayFrom: string; wayTags: LoadTags[];
}): Order {
  const outcome: OrderEnd = f.end === 'blocked' || f.end === 'stopped' ? { end: f.end, at: f.at } : { end: f.end };
  const tags = f.red ? (['red'] as const) : [];
  const nm = (x: string) => (x.trim() ? { name: x.trim() } : {});
  if (f.kind === 'land')
    return {
      kind: 'land',
      forces: groupOf(LAND_TYPES, f.land),
      from: { ...nm(f.from), kind: f.fromKind },
      path: f.path.map((r) => ({ ...nm(r.name), kind: r.kind })),
      bonus: f.bonus.trim() ? { name: f.bonus.trim(), kind: 'territory' } : null,
      tags: [...tags],
      ...(f.end === 'blocked' ? { opposed: [f.at] } : {}),
      outcome,
    };
  // "Other Land Units" take a whole place, as a Full Infantry, Cavalry or Cannon does [Cargo: Capacity].
  const units = (h: number, o: number) => [...Array.from({ length: h }, () => ({ type: 'half-infantry' as const })), ...Array.from({ length: o }, () => ({ type: 'full-infantry' as const }))];
  const tagged = (u: { type: LandType }, t: LoadTags | undefined) => ({ ...u, ...(t?.arrived ? { order: 'arrived' as const } : {}), ...(t?.red ? { tags: ['red' as const] } : {}) });
  const load = units(f.half, f.full).map((u, i) => tagged(u, f.loadTags[i]));
  const way = units(f.wayHalf, f.wayFull).map((u, i) => (i === 0 && f.elsewhere ? { ...u, order: 'elsewhere' as const } : tagged(u, f.wayTags[i])));
  const end = f.end === 'blocked' || f.end === 'stopped' ? f.at : f.distance;
  return {
    kind: 'sea',
    ships: groupOf(SHIP_TYPES, f.ships),
    distance: f.distance,
    ...(f.from.trim() ? { from: f.from.trim() } : {}),
    ...(f.to.trim() ? { to: f.to.trim() } : {}),
    // The one sea region the form names besides the ends: where the Ships were blocked or stopped early.
    ...(f.stopName.trim() && end > 0 ? { via: Array.from({ length: end }, (_, i) => (i === end - 1 ? f.stopName.trim() : '')) } : {}),
    stops: [
      ...(load.length ? [{ at: 0, load, ...(f.boardsFrom.trim() ? { into: f.boardsFrom.trim() } : {}) }] : []),
      ...(way.length ? [{ at: f.wayAt, load: way, ...(f.wayFrom.trim() ? { into: f.wayFrom.trim() } : {}) }] : []),
      ...(f.seize ? [{ at: end, seize: true as const }] : []),
      ...(f.unloadInto.trim() ? [{ at: end, unload: true as const, into: f.unloadInto.trim() }] : []),
    ],
    tags: [...tags],
    ...(f.end === 'blocked' ? { opposed: [f.at] } : {}),
    outcome,
  };
}

/**
 * Each Land Unit loaded in a Port, with its own tags [Arrow Tags: those of Ships and their Cargo are separate]:
 * arrived in the Interior by its own order this round (Blue), a Red Arrow. `skip`: the first units have none to
 * give (one whose order pointed elsewhere, refused anyway).
 */
function LoadTagList({ label, unit, units, tags, set, skip = 0 }: { label: string; unit: string; units: readonly LandType[]; tags: LoadTags[]; set: (t: LoadTags[]) => void; skip?: number }) {
  if (units.length <= skip) return null;
  const patch = (i: number, p: Partial<LoadTags>) => set(units.map((_, k) => ({ arrived: false, red: false, ...tags[k], ...(k === i ? p : {}) })));
  return (
    <ol className="ib-units" aria-label={label}>
      {units.map((t, i) => i < skip ? null : (
        <li key={i}>
          <span className="muted">{t === 'half-infantry' ? UNIT_NAMES[t] : 'Land Unit'} {i + 1}</span>
          <label className="ib-check small"><input type="checkbox" checked={tags[i]?.arrived ?? false} onChange={(e) => patch(i, { arrived: e.target.checked })} aria-label={`${unit} ${i + 1} arrived by its own order`} /> Arrived by its own order this round (Blue)</label>
          <label className="ib-check small"><input type="checkbox" checked={tags[i]?.red ?? false} onChange={(e) => patch(i, { red: e.target.checked })} aria-label={`${unit} ${i + 1} carries a Red Arrow`} /> Carries a Red Arrow</label>
        </li>
      ))}
    </ol>
  );
}

export function OrderChecker({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const active = activeNation(s);
  const [kind, setKind] = useState<Kind>('land');
  // The group carrying out the order: any mix of types moving together [Phase 2: Land Unit Movement, Ship Movement].
  const [land, setLand] = useState<Record<LandType, number>>({ 'half-infantry': 0, 'full-infantry': 1, cavalry: 0, cannon: 0 });
  const [ships, setShips] = useState<Record<ShipType, number>>({ frigate: 1, 'ship-of-the-line': 0 });
  const [from, setFrom] = useState('');
  const [fromKind, setFromKind] = useState<LandRegion>('territory');
  const [stopName, setStopName] = useState('');
  const [path, setPath] = useState<Region[]>([{ name: '', kind: 'territory' }]);
  const [bonus, setBonus] = useState('');
  const [red, setRed] = useState(false);
  // Before Step C orders are only dismissed or cancelled; movement comes in Step C.
  const moving = s.position.stepId === 'p4-move';
  const [end, setEnd] = useState<End>(moving ? 'moved' : 'dismissed');
  const [at, setAt] = useState(0);
  const [distance, setDistance] = useState(1);
  const [to, setTo] = useState('');
  const [half, setHalf] = useState(0);
  const [full, setFull] = useState(0);
  const [unloadInto, setUnloadInto] = useState('');
  const [wayHalf, setWayHalf] = useState(0);
  const [wayFull, setWayFull] = useState(0);
  const [wayAt, setWayAt] = useState(1);
  const [elsewhere, setElsewhere] = useState(false);
  const [seize, setSeize] = useState(false);
  // null: not typed, so the one obvious Interior from the tag table (the active Nation's only tagged Land Forces) is used.
  const [boardsFromTyped, setBoardsFrom] = useState<string | null>(null);
  const [loadTags, setLoadTags] = useState<LoadTags[]>([]);
  // Not guessed from the tag table: the Port on the way has an Interior of its own.
  const [wayFrom, setWayFrom] = useState('');
  const [wayTags, setWayTags] = useState<LoadTags[]>([]);
  if (!active) return null;
  const interiors = [...new Set((s.arrowTags ?? []).filter((t) => t.nation === active && !t.cargo && !t.colours.includes('white') && LAND_TYPES.some((k) => t.types?.[k])).map((t) => t.region))];
  const boardsFrom = boardsFromTyped ?? (interiors.length === 1 ? interiors[0]! : '');
  const loaded = [...Array.from({ length: half }, () => 'half-infantry' as const), ...Array.from({ length: full }, () => 'full-infantry' as const)];
  const wayLoaded = [...Array.from({ length: wayHalf }, () => 'half-infantry' as const), ...Array.from({ length: wayFull }, () => 'full-infantry' as const)];
  const cavalry = kind === 'land' && land.cavalry > 0;
  const order = orderOf({ kind, land, ships, from, fromKind, stopName, path, bonus: cavalry ? bonus : '', red, end, at, distance, to, half, full, unloadInto, seize, wayHalf, wayFull, wayAt, elsewhere, boardsFrom, loadTags: loadTags.slice(0, loaded.length), wayFrom, wayTags: wayTags.slice(0, wayLoaded.length) });
  const r = orderResult(s, order);
  const legal = typeof r !== 'string';
  const ends: End[] = !moving ? ['cancelled', 'dismissed'] : kind === 'land' ? ['moved', 'blocked', 'cancelled', 'dismissed'] : ['moved', 'blocked', 'stopped', 'cancelled', 'dismissed'];
  // Where a blocked order stops (the start or a plotted region before the end), or where Ships stop early.
  const spots = kind === 'land'
    ? [from.trim() || 'the start', ...path.slice(0, -1).map((x, i) => x.name.trim() || `plotted region ${i + 1}`)]
    : end === 'stopped'
      ? Array.from({ length: distance }, (_, i) => (i + 1 === distance && to.trim() ? to.trim() : `sea region ${i + 1}`))
      : [from.trim() || 'the starting Port', ...Array.from({ length: Math.max(0, distance - 1) }, (_, i) => `sea region ${i + 1}`)];
  const spotBase = kind === 'sea' && end === 'stopped' ? 1 : 0;
  const reset = () => {
    setFrom('');
    setFromKind('territory');
    setStopName('');
    setPath([{ name: '', kind: 'territory' }]);
    setBonus('');
    setTo('');
    setUnloadInto('');
    setHalf(0);
    setFull(0);
    setWayHalf(0);
    setWayFull(0);
    setWayAt(1);
    setElsewhere(false);
    setSeize(false);
    setBoardsFrom(null);
    setLoadTags([]);
    setWayFrom('');
    setWayTags([]);
    setRed(false);
    setEnd(moving ? 'moved' : 'dismissed');
    setAt(0);
  };
  const record = (o: Order, label: string) => void act('ib.order', { nation: active, order: o }, label).then((ok) => ok && reset());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (legal && !busy) record(order, 'Record the order’s Arrow Tags');
  };
  const region = (i: number, patch: Partial<Region>) => setPath(path.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  return (
    <Panel title={moving ? `Order checker: ${nationName(active)}’s orders` : `Order checker: dismiss or cancel ${nationName(active)}’s orders`} label="Order checker">
      <form onSubmit={submit} className="ib-order-form">
        <div className="ib-row">
          <div className="seg" role="radiogroup" aria-label="Forces ordered">
            {(['land', 'sea'] as const).map((k) => (
              <button key={k} type="button" role="radio" aria-checked={kind === k} className={cx('seg-btn', kind === k && 'on')} onClick={() => { setKind(k); setEnd(moving ? 'moved' : 'dismissed'); setAt(0); }}>
                {k === 'land' ? 'Land Units' : 'Ships'}
              </button>
            ))}
          </div>
          <label className="field ib-grow"><span>From</span><input type="text" value={from} maxLength={60} placeholder={kind === 'land' ? 'e.g. Bohemia-Styria' : 'e.g. Port of Spalato'} onChange={(e) => setFrom(e.target.value)} aria-label="Order from" /></label>
          {kind === 'land' ? (
            <select value={fromKind} onChange={(e) => setFromKind(e.target.value as LandRegion)} aria-label="Order from kind">
              {LAND_REGIONS.map((k) => <option key={k} value={k}>{LAND_REGION_NAMES[k]}</option>)}
            </select>
          ) : null}
        </div>
        <div className="ib-row" role="group" aria-label="Forces in the order">
          <span className="muted">Forces (any mix):</span>
          {kind === 'land'
            ? LAND_TYPES.map((t) => <div key={t} className="field"><span>{UNIT_NAMES[t]}</span><Stepper label={`${UNIT_NAMES[t]} in the order`} value={land[t]} onChange={(v) => setLand({ ...land, [t]: v })} max={20} /></div>)
            : SHIP_TYPES.map((t) => <div key={t} className="field"><span>{UNIT_NAMES[t]}</span><Stepper label={`${UNIT_NAMES[t]} in the order`} value={ships[t]} onChange={(v) => setShips({ ...ships, [t]: v })} max={20} /></div>)}
        </div>
        {kind === 'land' ? (
          <>
            <ol className="ib-units" aria-label="Regions plotted">
              {path.map((x, i) => (
                <li key={i}>
                  <span className="muted">Plotted region {i + 1}</span>
                  <input type="text" value={x.name} maxLength={60} onChange={(e) => region(i, { name: e.target.value })} aria-label={`Plotted region ${i + 1}`} />
                  <select value={x.kind} onChange={(e) => region(i, { kind: e.target.value as LandRegion })} aria-label={`Plotted region ${i + 1} kind`}>
                    {LAND_REGIONS.map((k) => <option key={k} value={k}>{LAND_REGION_NAMES[k]}</option>)}
                  </select>
                </li>
              ))}
            </ol>
            <div className="ib-row small">
              <button type="button" className="btn btn-small" disabled={path.length >= 3} onClick={() => setPath([...path, { name: '', kind: 'territory' }])}>+ a plotted region</button>
              <button type="button" className="btn btn-small" disabled={path.length <= 0} onClick={() => { setPath(path.slice(0, -1)); setAt(0); }}>− the last region</button>
              {cavalry ? (
                <label className="field"><span>Cavalry bonus into (not plotted)</span><input type="text" value={bonus} maxLength={60} placeholder="none" onChange={(e) => setBonus(e.target.value)} aria-label="Cavalry bonus region" /></label>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <div className="ib-row">
              <div className="field"><span>Sailing distance</span><Stepper label="Sailing distance" value={distance} onChange={(v) => { setDistance(v); setAt(0); setWayAt(1); }} min={0} max={9} /></div>
              <label className="field ib-grow"><span>To</span><input type="text" value={to} maxLength={60} placeholder="e.g. Port of Cagliari" onChange={(e) => setTo(e.target.value)} aria-label="Order to" /></label>
              <label className="ib-check small"><input type="checkbox" checked={seize} onChange={(e) => setSeize(e.target.checked)} /> Seizes the Independent Port where it ends</label>
              <label className="field"><span>Unloads into</span><input type="text" value={unloadInto} maxLength={60} placeholder="no unloading" onChange={(e) => setUnloadInto(e.target.value)} aria-label="Unloads into" /></label>
            </div>
            <div className="ib-row" role="group" aria-label="Cargo loaded">
              <span className="muted">Cargo loaded before sailing:</span>
              <div className="field"><span>Half Infantry</span><Stepper label="Half Infantry loaded" value={half} onChange={setHalf} max={16} /></div>
              <div className="field"><span>Other Land Units</span><Stepper label="Other Land Units loaded" value={full} onChange={setFull} max={8} /></div>
              {loaded.length ? (
                <label className="field ib-grow"><span>Boards from (Interior)</span><input type="text" value={boardsFrom} maxLength={60} list="ib-board-interiors" placeholder="e.g. Dalmatia" onChange={(e) => setBoardsFrom(e.target.value)} aria-label="Cargo boards from" /></label>
              ) : null}
              <datalist id="ib-board-interiors">{interiors.map((x) => <option key={x} value={x} />)}</datalist>
              {distance > 1 ? (
                <>
                  <span className="muted">then in the Port at sea region</span>
                  <Stepper label="Port of the path where more Cargo boards" value={wayAt} onChange={setWayAt} min={1} max={distance - 1} />
                  <div className="field"><span>Half Infantry</span><Stepper label="Half Infantry loaded on the way" value={wayHalf} onChange={setWayHalf} max={16} /></div>
                  <div className="field"><span>Other Land Units</span><Stepper label="Other Land Units loaded on the way" value={wayFull} onChange={setWayFull} max={8} /></div>
                  {wayLoaded.length ? (
                    <label className="field ib-grow"><span>Boards on the way from (Interior)</span><input type="text" value={wayFrom} maxLength={60} list="ib-board-interiors" placeholder="e.g. Apulia" onChange={(e) => setWayFrom(e.target.value)} aria-label="Cargo on the way boards from" /></label>
                  ) : null}
                  <label className="ib-check small"><input type="checkbox" checked={elsewhere} onChange={(e) => setElsewhere(e.target.checked)} /> One of them had its own order elsewhere</label>
                </>
              ) : null}
            </div>
            <LoadTagList label="Tags of the Cargo loaded before sailing" unit="Loaded unit" units={loaded} tags={loadTags} set={setLoadTags} />
            {distance > 1 ? <LoadTagList label="Tags of the Cargo loaded on the way" unit="Unit loaded on the way" units={wayLoaded} tags={wayTags} set={setWayTags} skip={elsewhere ? 1 : 0} /> : null}
          </>
        )}
        <div className="ib-row">
          <div className="seg" role="radiogroup" aria-label="How the order ended">
            {ends.map((k) => (
              <button key={k} type="button" role="radio" aria-checked={end === k} className={cx('seg-btn', end === k && 'on')} onClick={() => { setEnd(k); setAt(k === 'stopped' ? 1 : 0); }}>
                {END_WORDS[k]}
              </button>
            ))}
          </div>
          {end === 'blocked' || end === 'stopped' ? (
            <label className="field">
              <span>{end === 'blocked' ? 'Blocked in' : 'Stops in'}</span>
              <select value={at} onChange={(e) => setAt(Number(e.target.value))} aria-label={end === 'blocked' ? 'Blocked in' : 'Stops in'}>
                {spots.map((x, i) => <option key={i} value={i + spotBase}>{x}</option>)}
              </select>
            </label>
          ) : null}
          {kind === 'sea' && (end === 'blocked' || end === 'stopped') && at > 0 && !(end === 'stopped' && at === distance) ? (
            <label className="field"><span>Its name</span><input type="text" value={stopName} maxLength={60} onChange={(e) => setStopName(e.target.value)} aria-label="Name of that sea region" /></label>
          ) : null}
          <label className="ib-check small"><input type="checkbox" checked={red} onChange={(e) => setRed(e.target.checked)} /> Carries a Red Arrow (fought a pre-movement battle)</label>
        </div>
        <div className={cx('ib-verdict', legal ? 'ib-legal' : 'ib-illegal')} role="status" aria-label="Order check">
          {legal ? (
            <>
              <strong>Legal.</strong> {r.notes.join(' ')}
              <ul className="ib-list">
                {r.tags.map((t, i) => <li key={i}><TagChips colours={t.colours} /> on {t.what} in <strong>{t.region}</strong></li>)}
              </ul>
            </>
          ) : (
            <><strong>Not legal.</strong> {r}</>
          )}
        </div>
        <div className="ib-actions">
          {!legal && end !== 'dismissed' ? (
            <button type="button" className="btn" disabled={busy} onClick={() => { setEnd('dismissed'); setAt(0); }}>
              Dismiss it instead (White Arrow)
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary btn-large" disabled={busy || !legal}>
            Record the Arrow Tags
          </button>
        </div>
      </form>
    </Panel>
  );
}

type CargoKind = CargoMove['move'];
const CARGO_WORDS: Record<CargoKind, string> = { unload: 'Unload into the Interior', load: 'Load from the Interior', transfer: 'Ship-to-Ship transfer' };

/**
 * Step D [Phase 4 Step D; Cargo Management]: no orders any more, only Cargo Management after any battle, e.g.
 * after capturing a Port, unloading into its Interior (Blue Arrows) so those Land Units can battle there.
 */
export function CargoPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const active = activeNation(s);
  const [move, setMove] = useState<CargoKind>('unload');
  const [ship, setShip] = useState<ShipType>('ship-of-the-line');
  const [ships, setShips] = useState(1);
  const [port, setPort] = useState('');
  const [into, setInto] = useState('');
  const [half, setHalf] = useState(0);
  const [other, setOther] = useState(1);
  const [otherType, setOtherType] = useState<LandType>('full-infantry');
  const [blue, setBlue] = useState(false);
  const [portOpposed, setPortOpposed] = useState(false);
  const [interiorOpposed, setInteriorOpposed] = useState(false);
  const [ooa, setOoa] = useState(false);
  const [aboard, setAboard] = useState(0);
  if (!active) return null;
  const units: LandType[] = [...Array.from({ length: half }, () => 'half-infantry' as const), ...Array.from({ length: other }, () => otherType)];
  const cargo: CargoMove & { port: string } = {
    move, units, ships: Array.from({ length: ships }, () => ship), port: port.trim(),
    ...(move !== 'transfer' && into.trim() ? { into: into.trim() } : {}),
    ...(blue ? { unitTags: ['blue' as const] } : {}),
    // Cargo already aboard, counted in whole places (as a Full Infantry), for the capacity.
    ...(move !== 'unload' && aboard ? { aboard: Array.from({ length: aboard }, () => 'full-infantry' as const) } : {}),
    portOpposed, ...(move === 'load' ? { interiorOpposed } : {}), outOfAction: ooa,
  };
  const r = port.trim() ? cargoResult(s, cargo) : 'Name the Port where the Cargo is managed.';
  const legal = typeof r !== 'string';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (legal && !busy) void act('ib.cargo', { nation: active, cargo }, 'Manage Cargo').then((ok) => ok && (setHalf(0), setOther(1), setBlue(false)));
  };
  return (
    <Panel title={`Cargo Management: ${nationName(active)}`} label="Cargo Management">
      <p className="muted">Step D: orders are over; the only movement is Cargo Management, after any battle (e.g. a Port captured, then its Cargo unloaded into the Interior to battle there).</p>
      <form onSubmit={submit} className="ib-order-form">
        <div className="ib-row">
          <div className="seg" role="radiogroup" aria-label="Cargo Management">
            {(['unload', 'load', 'transfer'] as const).map((k) => (
              <button key={k} type="button" role="radio" aria-checked={move === k} className={cx('seg-btn', move === k && 'on')} onClick={() => setMove(k)}>
                {CARGO_WORDS[k]}
              </button>
            ))}
          </div>
          <label className="field ib-grow"><span>Port</span><input type="text" value={port} maxLength={60} placeholder="e.g. Port of Bordeaux" onChange={(e) => setPort(e.target.value)} aria-label="Cargo Port" /></label>
          {move !== 'transfer' ? <label className="field ib-grow"><span>Interior</span><input type="text" value={into} maxLength={60} placeholder="e.g. Guyenne" onChange={(e) => setInto(e.target.value)} aria-label="Cargo Interior" /></label> : null}
        </div>
        <div className="ib-row">
          <div className="field"><span>{move === 'transfer' ? 'Receiving Ships' : 'Ships'}</span><Stepper label="Cargo Ships" value={ships} onChange={setShips} min={1} max={20} /></div>
          <select value={ship} onChange={(e) => setShip(e.target.value as ShipType)} aria-label="Cargo Ship type">
            {SHIP_TYPES.map((t) => <option key={t} value={t}>{UNIT_NAMES[t]}</option>)}
          </select>
          <div className="field"><span>Half Infantry</span><Stepper label="Cargo Half Infantry" value={half} onChange={setHalf} max={16} /></div>
          <div className="field"><span>Other Land Units</span><Stepper label="Cargo other Land Units" value={other} onChange={setOther} max={8} /></div>
          <select value={otherType} onChange={(e) => setOtherType(e.target.value as LandType)} aria-label="Cargo other Land Unit type">
            {LAND_TYPES.filter((t) => t !== 'half-infantry').map((t) => <option key={t} value={t}>{UNIT_NAMES[t]}</option>)}
          </select>
        </div>
        <div className="ib-row small">
          <label className="ib-check"><input type="checkbox" checked={portOpposed} onChange={(e) => setPortOpposed(e.target.checked)} /> Opposing Forces in the Port (a Port with 1+ HP whose controller opposes)</label>
          {move === 'load' ? <label className="ib-check"><input type="checkbox" checked={interiorOpposed} onChange={(e) => setInteriorOpposed(e.target.checked)} /> Opposing Forces in the Interior</label> : null}
          <label className="ib-check"><input type="checkbox" checked={blue} onChange={(e) => setBlue(e.target.checked)} /> They carry a Blue Arrow{move !== 'load' ? ' (recorded when loaded)' : ''}</label>
          {move !== 'unload' ? <span className="field"><span>Land Units already aboard</span><Stepper label="Cargo already aboard" value={aboard} onChange={setAboard} max={20} /></span> : null}
          {move !== 'unload' ? <label className="ib-check"><input type="checkbox" checked={ooa} onChange={(e) => setOoa(e.target.checked)} /> {move === 'transfer' ? 'Receiving' : 'The'} Ships are Out of Action</label> : null}
        </div>
        <div className={cx('ib-verdict', legal ? 'ib-legal' : 'ib-illegal')} role="status" aria-label="Cargo check">
          {legal ? (
            <>
              <strong>Legal.</strong> {r.notes.join(' ')}
              {r.tags.length ? <ul className="ib-list">{r.tags.map((t, i) => <li key={i}><TagChips colours={t.colours} /> on {t.what} in <strong>{t.region}</strong></li>)}</ul> : null}
            </>
          ) : (
            <><strong>Not legal.</strong> {r}</>
          )}
        </div>
        <div className="ib-actions">
          <button type="submit" className="btn btn-primary btn-large" disabled={busy || !legal}>
            Record the Cargo Management
          </button>
        </div>
      </form>
    </Panel>
  );
}

export function TagChips({ colours }: { colours: readonly ArrowTagSet['colours'][number][] }) {
  return (
    <span className="ib-tags">
      {colours.map((c) => <span key={c} className={cx('ib-tag', `ib-tag-${c}`)}>{ARROW_NAMES[c]}</span>)}
    </span>
  );
}

/** The round's Arrow Tag Sets; after the last Active Nation, one click removes them all (logged). */
export function ArrowTagsPanel({ s }: { s: IbState }) {
  const act = useAct();
  const busy = usePending();
  const sets = s.arrowTags ?? [];
  const last = s.position.stepId === 'p4-status' && s.march >= s.turnOrder.length - 1;
  if (!sets.length && !last) return null;
  return (
    <Panel title="Arrow Tags this Game Round" label="Arrow Tags" className="ib-quiet">
      {sets.length ? (
        <table className="ib-table">
          <thead><tr><th>Region</th><th>Nation</th><th className="ib-num">Forces</th><th>Tags</th><th>On the Active side?</th></tr></thead>
          <tbody>
            {sets.map((t, i) => (
              <tr key={i} className={cx(!mayJoinActive(t) && 'ib-ineligible')}>
                <td><strong>{t.region}</strong></td>
                <td><Nation id={t.nation} /></td>
                <td className="ib-num" title={t.what}>{t.count}{t.cargo ? <span className="muted small"> as Cargo{t.carriers && Object.keys(t.carriers).length ? ` aboard ${countWords(t.carriers)}` : ''}</span> : null}</td>
                <td><TagChips colours={t.colours} /> <span className="muted small">{t.why}</span></td>
                <td>{mayJoinActive(t) ? 'may battle' : 'only against the Active Nation'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p className="muted">No Arrow Tags recorded this round.</p>}
      {last ? (
        <div className="ib-actions">
          <span className="muted">Every Nation has been Active: remove all Arrow Tags and Field Hospital Tents.</span>
          <button type="button" className="btn btn-primary" disabled={busy || !sets.length} onClick={() => void act('ib.arrows.clear', {}, 'Clear the Arrow Tags')}>
            Clear every Arrow Tag
          </button>
        </div>
      ) : null}
    </Panel>
  );
}

/** The tracked tags in a battle's region, so the set-up need not ask again which Forces may join the Active side. */
export function RegionTags({ s, region }: { s: IbState; region: string }) {
  const sets = region.trim() ? tagsIn(s, region) : [];
  if (!sets.length) return null;
  return (
    <p className="small" aria-label="Arrow Tags in the region">
      Arrow Tags tracked in {region.trim()}:{' '}
      {sets.map((t, i) => (
        <span key={i}>
          {i ? '; ' : ''}
          {nationName(t.nation)} {t.count} <TagChips colours={t.colours} /> ({mayJoinActive(t) ? 'may join the Active side' : 'not on the Active side'})
        </span>
      ))}
      .
    </p>
  );
}

interface PathRow { from: string; via: string; to: string; dots: number; kind: 'land' | 'sea' }
const blankPath = (): PathRow => ({ from: '', via: '', to: '', dots: 1, kind: 'land' });

/**
 * Phase 4 Step A: the revealed Planning Map read out path by path (regions crossed separated by commas) with
 * the Mobile Forces written in each starting region: too many dots or paths, identical, branching or
 * converging paths are named, with the dot count and the circled groups. A check only: dismissals are then
 * recorded with the order checker.
 */
export function PlanningMapCheck() {
  const [rows, setRows] = useState<PathRow[]>([blankPath()]);
  const [written, setWritten] = useState<Record<string, number>>({});
  const paths: PlottedPath[] = rows.filter((r) => r.from.trim() && r.to.trim()).map((r) => ({ from: r.from.trim(), via: r.via.split(',').map((x) => x.trim()).filter(Boolean), to: r.to.trim(), dots: r.dots, kind: r.kind }));
  const origins = [...new Set(paths.map((p) => p.from))];
  const forces = Object.fromEntries(origins.map((o) => [o, written[o] ?? 0]));
  const r = paths.length ? checkPlot(forces, paths) : null;
  const row = (i: number, patch: Partial<PathRow>) => setRows(rows.map((x, k) => (k === i ? { ...x, ...patch } : x)));
  return (
    <Panel title="Planning Map check" label="Planning Map check">
      <div className="ib-plan-head small muted" aria-hidden="true"><span>Forces</span><span>From</span><span>Through</span><span>To</span><span>Dots</span></div>
      <ol className="ib-units ib-plan" aria-label="Plotted paths">
        {rows.map((x, i) => (
          <li key={i}>
            <select value={x.kind} onChange={(e) => row(i, { kind: e.target.value as 'land' | 'sea' })} aria-label={`Path ${i + 1} Forces`}>
              <option value="land">Land Units</option>
              <option value="sea">Ships</option>
            </select>
            <input type="text" value={x.from} maxLength={60} placeholder="from" onChange={(e) => row(i, { from: e.target.value })} aria-label={`Path ${i + 1} from`} />
            <input type="text" value={x.via} maxLength={200} placeholder="through (commas)" onChange={(e) => row(i, { via: e.target.value })} aria-label={`Path ${i + 1} through`} />
            <input type="text" value={x.to} maxLength={60} placeholder="to" onChange={(e) => row(i, { to: e.target.value })} aria-label={`Path ${i + 1} to`} />
            <Stepper label={`Path ${i + 1} dots`} value={x.dots} onChange={(v) => row(i, { dots: v })} min={1} max={40} />
            <button type="button" className="icon-btn" aria-label={`Remove path ${i + 1}`} onClick={() => setRows(rows.filter((_, k) => k !== i))}>×</button>
          </li>
        ))}
      </ol>
      <div className="ib-row small">
        <button type="button" className="btn btn-small" onClick={() => setRows([...rows, blankPath()])}>+ a path</button>
        {origins.map((o) => (
          <span key={o}>
            Forces written in {o}: <Stepper label={`Forces written in ${o}`} value={written[o] ?? 0} onChange={(v) => setWritten({ ...written, [o]: v })} max={60} />
          </span>
        ))}
      </div>
      {r ? (
        <div className={cx('ib-verdict', r.ok ? 'ib-legal' : 'ib-illegal')} role="status" aria-label="Planning Map verdict">
          <strong>{r.ok ? 'All orders legal.' : 'To dismiss (White Arrow):'}</strong> {r.problems.join(' ')} Dots: {r.dots.land} Land + {r.dots.ships} {r.dots.ships === 1 ? 'Ship' : 'Ships'}.
          {r.circled.map((c) => ` ${c.to}: ${c.groups.length} circled dot groups (${c.groups.map((g) => `${g.dots} from ${g.from}`).join(', ')}).`).join('')}
        </div>
      ) : null}
    </Panel>
  );
}
