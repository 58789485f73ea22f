// War Phase panels: the paid Military Operations and the battles declared with them (queued in Front order),
// then the referee's battle panel: the DRM build-up line by line (codes a-i), the exact odds before the
// dice, the Withdrawal, the cards, the dice (app or table) or the losses typed, and the result [13.0-13.6].
import { useMemo, useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { DataPack } from '../../../shared/data/tables';
import { cellOf } from '../../../shared/data/tables';
import { buildDrm, diceNeeded, explainCovError, packTactics, pendingDecision, setupOf, sideSays, type CovBattleState, type Side, type TacticsOdds } from '../../../shared/games/congress-of-vienna/battle';
import { ReselectStep, TacticsMatrix, TacticsStep } from './tactics';
import { battleMoveOptions, currentBattle, frontName, frontsInPlay, moveWho, owedLine, trackGaps } from '../../../shared/games/congress-of-vienna/actions/war';
import { OwedLosses } from './losses';
import { berthierGone } from '../../../shared/games/congress-of-vienna/actions/forces';
import { boxUnits } from '../../../shared/games/congress-of-vienna/denmark-norway';
import { POWER_NAME, issueName, packOf, type BattleEntry, type CovState, type Power } from '../../../shared/games/congress-of-vienna/state';
import { useGameOdds } from '../odds/useOdds';
import { OddsProgress } from '../odds/OddsProgress';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { pct } from '../odds/format';
import { cx } from '../components/ui';
import { NumberField, Panel, RollButton, signed, st, useAct } from './parts';
import { ArmyMoveForm, DenmarkNorwayForm, ForcesBoard, MoveForm, PlaceMilOps, PlaceSupport, StrategicSummary, TransferForm } from './forces';
import { DENMARK_NORWAY, PIECES, holderName, unitsIn, type Forces } from '../../../shared/games/congress-of-vienna/forces';

/** "BR 4, PT 2, SP 2" from the tracked Army (fleets are counted apart). */
const unitsText = (forces: Forces, army: string) => {
  const c = forces.armies[army]?.pieces ?? {};
  return PIECES.filter((k) => k !== 'FLEET' && (c[k] ?? 0) > 0).map((k) => `${k} ${c[k]}`).join(', ');
};

const Side_ = (s: Side) => (s === 'french' ? 'France' : 'The Allies');

function rowsOf(pack: DataPack, table: string) {
  return pack.tables[table]?.rows ?? [];
}
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** "BR 5, SP 2, PT 1" → { BR: 5, SP: 2, PT: 1 }. */
export function readUnits(text: string): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const part of text.split(',').map((x) => x.trim()).filter(Boolean)) {
    const m = /^([A-Za-z]{2})\s*(\d+)$/.exec(part);
    if (!m) return null;
    out[m[1]!.toUpperCase()] = (out[m[1]!.toUpperCase()] ?? 0) + Number(m[2]);
  }
  return Object.keys(out).length ? out : null;
}

interface SideForm {
  army: string;
  units: string;
  fleets: number;
  milOp: boolean;
  support: number;
  space: string;
  nation: string;
  mountain: boolean;
  situation: number;
  bestOfTwo: boolean;
}
const emptySide = (units: string): SideForm => ({ army: '', units, fleets: 0, milOp: false, support: 0, space: '', nation: 'NONE', mountain: false, situation: 0, bestOfTwo: false });

function SideFields({ pack, front, side, v, set, forces }: { pack: DataPack; front: string; side: Side; v: SideForm; set: (f: SideForm) => void; forces: Forces }) {
  // The Grande Armée in Paris fights the Allied Armies of every Front in or next to Paris [13.6.5].
  const gaInParis = side === 'french' && forces.armies['grande-armee']?.space === 'Paris' && !forces.armies['grande-armee']!.removed && front !== 'G' && front !== 'DK';
  const armies = rowsOf(pack, 'armies').filter((r) => (str(r.cells['front']?.v) === front || (gaInParis && r.key === 'grande-armee')) && (side === 'french' ? r.cells['owner']?.v === 'fr' : r.cells['owner']?.v !== 'fr'));
  const spaces = rowsOf(pack, 'map-spaces').filter((r) => { const f = str(r.cells['front']?.v); return !f || f === front || f === 'paris'; });
  const pickSpace = (key: string) => {
    const row = rowsOf(pack, 'map-spaces').find((r) => r.key === key);
    const n = str(row?.cells['nation']?.v);
    set({ ...v, space: key, nation: n && n !== 'none' ? n.toUpperCase() : 'NONE', mountain: row?.cells['mountain']?.v === true });
  };
  const who = Side_(side);
  return (
    <fieldset className="cov-side">
      <legend>{who}</legend>
      <label className="field"><span>Army</span>
        <select
          value={v.army}
          onChange={(e) => {
            // The tracked Army pre-fills its units, fleets, Support and space [13.4.1].
            const army = e.target.value;
            const at = forces.armies[army];
            if (!at) return set({ ...v, army });
            const row = rowsOf(pack, 'map-spaces').find((r) => r.key === at.space);
            const n = str(row?.cells['nation']?.v);
            // In Paris the Grande Armée's markers serve the Front they were placed on [13.6.5].
            const support = army === 'grande-armee' && at.space === 'Paris' ? (forces.parisSupport?.[front] ?? 0) : Object.values(forces.support[army] ?? {}).reduce<number>((a, x) => a + (x ?? 0), 0);
            set({ ...v, army, units: unitsText(forces, army), fleets: at.pieces.FLEET ?? 0, milOp: (forces.milOps[army] ?? []).length > 0, support, space: row ? at.space : v.space, nation: row ? (n && n !== 'none' ? n.toUpperCase() : 'NONE') : v.nation, mountain: row ? row.cells['mountain']?.v === true : v.mountain });
          }}
          aria-label={`${who} army`}
        >
          <option value="">{front === 'G' ? 'War of 1812 Box' : 'Army…'}</option>
          {armies.map((r) => <option key={r.key} value={r.key}>{str(r.cells['name']?.v) || r.key}</option>)}
        </select>
      </label>
      <label className="field"><span>Units by nationality (e.g. BR 5, SP 2)</span>
        <input type="text" value={v.units} onChange={(e) => set({ ...v, units: e.target.value })} aria-label={`${who} units`} />
      </label>
      <div className="cov-form-row">
        <label className="toggle"><input type="checkbox" checked={v.milOp} onChange={(e) => set({ ...v, milOp: e.target.checked })} aria-label={`${who} Military Operation`} /> Military Operation</label>
        <NumberField label={`${who} Military Support`} value={v.support} min={0} max={2} onChange={(support) => set({ ...v, support })} />
        <NumberField label={`${who} fleets`} value={v.fleets} min={0} max={20} onChange={(fleets) => set({ ...v, fleets })} />
        <NumberField label={`${who} Initial Situation DRM`} value={v.situation} min={-20} max={20} onChange={(situation) => set({ ...v, situation })} />
        <label className="toggle"><input type="checkbox" checked={v.bestOfTwo} onChange={(e) => set({ ...v, bestOfTwo: e.target.checked })} /> Best of two 2d6</label>
      </div>
      {front === 'DK' ? null : <div className="cov-form-row">
        <label className="field"><span>Space</span>
          <select value={v.space} onChange={(e) => pickSpace(e.target.value)} aria-label={`${who} space`}>
            <option value="">—</option>
            {spaces.map((r) => <option key={r.key} value={r.key}>{r.key}</option>)}
          </select>
        </label>
        <label className="field"><span>Nationality code</span>
          <select value={v.nation} onChange={(e) => set({ ...v, nation: e.target.value })} aria-label={`${who} space nationality`}>
            {['NONE', 'FR', 'RU', 'AU', 'BR', 'PR', 'SP', 'PT'].map((n) => <option key={n} value={n}>{n === 'NONE' ? 'No code' : n}</option>)}
          </select>
        </label>
        <label className="toggle"><input type="checkbox" checked={v.mountain} onChange={(e) => set({ ...v, mountain: e.target.checked })} /> Mountain</label>
      </div>}
    </fieldset>
  );
}

function sideInput(v: SideForm, pack: DataPack) {
  const minor = v.space ? str(cellOf(pack, 'map-spaces', v.space, 'minorCountry')?.v) : '';
  return {
    ...(v.army ? { army: v.army } : {}),
    milOp: v.milOp,
    units: readUnits(v.units) ?? {},
    fleets: v.fleets,
    support: v.support,
    ...(v.space ? { space: { id: v.space, nation: v.nation, mountain: v.mountain, minorCountry: !!minor && minor !== 'none' } } : {}),
    bestOfTwo: v.bestOfTwo,
    situation: v.situation,
  };
}

export function DeclareBattle({ s }: { s: CovState }) {
  const act = useAct();
  const pack = packOf(s);
  const [front, setFront] = useState('C');
  const [fr, setFr] = useState<SideForm>(emptySide('FR 4'));
  const [al, setAl] = useState<SideForm>(emptySide('BR 4'));
  const [generalissimo, setGeneralissimo] = useState(s.generalissimo);
  const [together, setTogether] = useState(false);
  // Front A without a Generalissimo, one Power attacking alone: the other Army's units in the space [13.6.2].
  const [separate, setSeparate] = useState({ on: false, units: 0, support: 0 });
  const separateOk = front === 'A' && together && generalissimo === 'none' && al.milOp;
  const [amphibious, setAmphibious] = useState(false);
  const [meddling, setMeddling] = useState(s.meddlingTsar);
  const sc = s.forces.armies['scheldt'];
  const [scheldt, setScheldt] = useState({ on: false, units: unitsIn(sc?.pieces ?? {}), fleets: sc?.pieces.FLEET ?? 0, support: 0, milOp: (s.forces.milOps['scheldt'] ?? []).length > 0 });
  const scheldtInPlay = front === 'B' && !!sc && !sc.removed;
  const pickFront = (f: string) => {
    setFront(f);
    // The Denmark/Norway Box pre-fills its French and Coalition units and their Military Operation [15.2].
    if (f === 'DK') {
      const text = (c: Partial<Record<string, number>>) => Object.entries(c).map(([k, n]) => `${k} ${n}`).join(', ');
      const ops = s.forces.milOps[DENMARK_NORWAY] ?? [];
      setFr({ ...emptySide(text(boxUnits(s.forces, 'french')) || 'FR 1'), milOp: ops.some((m) => m.startsWith('fr-')) });
      setAl({ ...emptySide(text(boxUnits(s.forces, 'allied')) || 'RU 1'), milOp: ops.some((m) => m.startsWith('ru-')) });
    }
  };
  const owner = str(rowsOf(pack, 'armies').find((r) => r.key === al.army)?.cells['owner']?.v).toUpperCase();
  const input = {
    game: 'congress-of-vienna',
    front,
    french: sideInput(fr, pack),
    allied: {
      ...sideInput(al, pack), ...(owner ? { owner } : front === 'DK' ? { owner: 'RU' } : {}), generalissimo, bohemiaAndSilesia: front === 'A' && together, amphibious, meddlingTsar: meddling,
      ...(separateOk && separate.on ? { separateAttack: { otherArmyUnits: separate.units, otherArmySupport: separate.support } } : {}),
      ...(scheldtInPlay && scheldt.on ? { scheldt: { units: scheldt.units, fleets: scheldt.fleets, support: scheldt.support, milOp: scheldt.milOp } } : {}),
    },
  };
  const bad = !readUnits(fr.units) && !readUnits(al.units);
  return (
    <details className="cov-declare" open={!s.battles.length}>
      <summary>Declare a battle</summary>
      <div className="cov-form-row">
        <label className="field"><span>Front</span>
          <select value={front} onChange={(e) => pickFront(e.target.value)} aria-label="Front">
            {frontsInPlay(s.rules).map((f) => <option key={f} value={f}>{frontName(f)}</option>)}
          </select>
        </label>
        {front === 'A' ? (
          <>
            <label className="field"><span>Generalissimo</span>
              <select value={generalissimo} onChange={(e) => setGeneralissimo(e.target.value as CovState['generalissimo'])} aria-label="Generalissimo">
                <option value="none">None</option><option value="RU">Russia</option><option value="AU">Austria</option>
              </select>
            </label>
            <label className="toggle"><input type="checkbox" checked={together} onChange={(e) => setTogether(e.target.checked)} /> Silesia and Bohemia together</label>
            {separateOk ? (
              <>
                <label className="toggle"><input type="checkbox" checked={separate.on} onChange={(e) => setSeparate({ ...separate, on: e.target.checked })} /> Separate attack (one Power’s Military Operation)</label>
                {separate.on ? <NumberField label="Units of the other Army (not attacking)" value={separate.units} min={0} max={30} onChange={(units) => setSeparate({ ...separate, units })} /> : null}
                {separate.on ? <NumberField label="Military Support of the other Army" value={separate.support} min={0} max={1} onChange={(support) => setSeparate({ ...separate, support })} /> : null}
              </>
            ) : null}
          </>
        ) : null}
        <label className="toggle"><input type="checkbox" checked={amphibious} onChange={(e) => setAmphibious(e.target.checked)} /> Amphibious landing</label>
        <label className="toggle"><input type="checkbox" checked={meddling} onChange={(e) => setMeddling(e.target.checked)} /> Meddling Tsar (−2 with Russian units)</label>
      </div>
      {scheldtInPlay ? (
        <fieldset className="cov-side" aria-label="Army of Scheldt (OHR 15.3)">
          <legend>Army of Scheldt (OHR 15.3)</legend>
          <div className="cov-form-row">
            <label className="toggle"><input type="checkbox" checked={scheldt.on} onChange={(e) => setScheldt({ ...scheldt, on: e.target.checked })} /> Fights with the Northern Army for Holland</label>
            <NumberField label="Army of Scheldt units" value={scheldt.units} min={0} max={4} onChange={(units) => setScheldt({ ...scheldt, units })} />
            <NumberField label="Army of Scheldt fleets" value={scheldt.fleets} min={0} max={3} onChange={(fleets) => setScheldt({ ...scheldt, fleets })} />
            <NumberField label="British Military Support" value={scheldt.support} min={0} max={1} onChange={(support) => setScheldt({ ...scheldt, support })} />
            <label className="toggle"><input type="checkbox" checked={scheldt.milOp} onChange={(e) => setScheldt({ ...scheldt, milOp: e.target.checked })} /> British Military Operation: the landing</label>
          </div>
        </fieldset>
      ) : null}
      <div className="cov-sides">
        <SideFields pack={pack} front={front} side="french" v={fr} set={setFr} forces={s.forces} />
        <SideFields pack={pack} front={front} side="allied" v={al} set={setAl} forces={s.forces} />
      </div>
      <button type="button" className="btn btn-primary btn-large" disabled={bad} onClick={() => void act('cov.battle.declare', { input }, `Battle on Front ${front}`)}>
        Declare the battle on {frontName(front)}
      </button>
    </details>
  );
}

export function MilOpsPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  return (
    <Panel title={view.step.title}>
      <p className="panel-lead">
        Paid Military Operations: {s.militaryOperations.length ? s.militaryOperations.map(issueName).join(', ') : 'none'}.
        {s.napoleonInDiplomacy ? ' Napoleon was used in Diplomacy.' : s.position.turn > 1 ? ' Napoleon available: one French Mil-Op free [12.4.4].' : ''}
        {s.armistice === 'in-effect' ? ' Armistice: no battle on Fronts A, B, F.' : ''}
      </p>
      <p>Military Support bought: {(['FR', 'RU', 'BR', 'AU'] as Power[]).map((p) => `${POWER_NAME[p]} ${s.militarySupport[p]}`).join(', ')}.</p>
      {view.step.id === 'military-operations' ? <PlaceMilOps s={s} /> : null}
      {view.step.id === 'military-support' ? <PlaceSupport s={s} /> : null}
      {view.step.id === 'strategic-movement' ? (
        <>
          <StrategicSummary s={s} />
          <MoveForm s={s} title="Strategic Movement" defaultFrom="grande-armee" />
        </>
      ) : null}
      <ForcesBoard s={s} />
      <BattleQueue s={s} onCancel={(id) => void act('cov.battle.cancel', { id }, 'Call off the battle')} />
      <DeclareBattle s={s} />
    </Panel>
  );
}

function BattleQueue({ s, onCancel }: { s: CovState; onCancel?: (id: number) => void }) {
  if (!s.battles.length) return <p className="muted">No battle declared yet.</p>;
  const now = currentBattle(s);
  return (
    <ol className="cov-queue" aria-label="Battles in Front order">
      {s.battles.map((b) => (
        <li key={b.id} className={cx(b.battle.step === 'done' && 'done', now?.id === b.id && 'now')}>
          <strong>{b.title}</strong> — {b.battle.step === 'done' ? resultLine(b) : now?.id === b.id ? 'now' : 'waiting'}
          {onCancel && b.battle.step !== 'done' && b.battle.cards.french === null && b.battle.cards.allied === null ? (
            <button type="button" className="btn btn-small btn-quiet" onClick={() => onCancel(b.id)}>Call off</button>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function resultLine(b: BattleEntry): string {
  const r = b.battle.result!;
  const w = r.winner === 'none' ? 'No victor' : sideSays(r.winner, 'win');
  return `${w}; losses: France ${r.lost.french}, the Allies ${r.lost.allied}${r.vp.length ? `; ${r.vp.map((v) => `${v.power} ${signed(v.vp)}`).join(', ')}` : ''}`;
}

/** "2 units 72% · 3 units 28%": the losses that can happen, each with its exact chance. */
const lossText = (d: number[]) => d.map((p, n) => [n, p] as const).filter(([, p]) => p > 0).map(([n, p]) => `${n}: ${pct(p)}`).join(' · ');

function oddsInput(b: CovBattleState, pack: DataPack) {
  const i = b.input;
  const t = b.tactics;
  let tactics = {};
  if (i.tactics) {
    // The chits revealed so far; a cell typed from the back page stands in the matrix for this pair [15.5].
    const chosen = t?.french != null && t.allied != null ? { french: t.french + 1, allied: t.allied + 1 } : {};
    const matrix = t?.cell && t.french != null && t.allied != null ? (i.tactics.matrix ?? packTactics(pack).matrix).map((row, f) => row.map((c, a) => (f === t.french && a === t.allied ? t.cell : c))) : undefined;
    tactics = { tactics: { ...i.tactics, ...chosen, ...(matrix ? { matrix } : {}), reselected: t?.reselected ?? false } };
  }
  return { ...i, french: { ...i.french, withdraw: b.withdraw.french ?? false, cards: b.cards.french ?? [] }, allied: { ...i.allied, withdraw: b.withdraw.allied ?? false, cards: b.cards.allied ?? [] }, ...tactics };
}

export function BattlesPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const b = currentBattle(s);
  const owed = owedLine(s);
  return (
    <Panel title="Battles">
      <BattleQueue s={s} />
      <OwedLosses s={s} />
      {/* The next battle waits for an earlier battle's losses [13.4.4]. */}
      {b && owed ? <p className="prompt cov-warning" role="status">{owed} before the battle on {frontName(b.front)} is fought [13.4.4].</p> : null}
      {b && !owed ? <BattleFight key={b.id} view={view} s={s} entry={b} /> : null}
      {b ? null : <p className="big-line">{s.battles.length ? 'Every battle is fought.' : 'No battle this turn.'}</p>}
      {s.battles.filter((x) => x.battle.result).map((x) => <BattleResult key={x.id} s={s} entry={x} />)}
      {s.forces.dkWindow ? <DenmarkNorwayForm s={s} /> : null}
      <details className="cov-declare" open={s.battles.some((x) => x.battle.result)}>
        <summary>Armies: losses, advance and retreat</summary>
        <MoveForm s={s} title="Remove losses or transfer units" defaultFrom="grande-armee" />
        <ArmyMoveForm s={s} />
        <TransferForm s={s} />
        <ForcesBoard s={s} />
      </details>
    </Panel>
  );
}

function DrmColumn({ side, drm }: { side: Side; drm: { total: number; lines: Array<{ code: string; label: string; value: number }> } }) {
  return (
    <div className={cx('cov-drm', `cov-drm-${side}`)} aria-label={`${Side_(side)} DRM build-up`}>
      <h3>{Side_(side)} <span className="cov-drm-total" aria-label={`${Side_(side)} DRM total ${drm.total}`}>{signed(drm.total)}</span></h3>
      <ol>
        {drm.lines.map((l, i) => (
          <li key={i}><span className="cov-code">{l.code}</span> {l.label} <strong>{signed(l.value)}</strong></li>
        ))}
      </ol>
    </div>
  );
}

function CardsForm({ side, onSend, note }: { side: Side; onSend: (cards: Array<{ id: string; own?: number; enemy?: number }>) => void; note?: string | null }) {
  const [rows, setRows] = useState<Array<{ id: string; mode: 'own' | 'enemy'; value: number }>>([]);
  return (
    <div className="cov-cards" aria-label={`${Side_(side)} military cards`}>
      {note ? <p className="cov-warning">{note}</p> : null}
      {rows.map((r, i) => (
        <div key={i} className="cov-form-row">
          <input type="text" value={r.id} placeholder="card (e.g. wellington, event-65)" aria-label={`${Side_(side)} card ${i + 1}`} onChange={(e) => setRows(rows.map((x, k) => (k === i ? { ...x, id: e.target.value } : x)))} />
          <select value={r.mode} onChange={(e) => setRows(rows.map((x, k) => (k === i ? { ...x, mode: e.target.value as 'own' | 'enemy' } : x)))} aria-label={`${Side_(side)} card ${i + 1} use`}>
            <option value="own">+ own total</option><option value="enemy">− enemy total</option>
          </select>
          <NumberField label={`${Side_(side)} card ${i + 1} DRM`} value={r.value} min={r.mode === 'own' ? 0 : -12} max={r.mode === 'own' ? 12 : 0} onChange={(value) => setRows(rows.map((x, k) => (k === i ? { ...x, value } : x)))} />
          <button type="button" className="icon-btn" aria-label="Remove card" onClick={() => setRows(rows.filter((_, k) => k !== i))}>×</button>
        </div>
      ))}
      <div className="cov-form-row">
        <button type="button" className="btn btn-quiet" onClick={() => setRows([...rows, { id: '', mode: 'own', value: 2 }])}>+ Card</button>
        <button type="button" className="btn btn-primary" disabled={rows.some((r) => !r.id.trim())} onClick={() => onSend(rows.map((r) => (r.mode === 'own' ? { id: r.id.trim(), own: r.value } : { id: r.id.trim(), enemy: r.value })))}>
          {rows.length ? `${Side_(side)} play${side === 'french' ? 's' : ''} these` : `${Side_(side)}: no card`}
        </button>
      </div>
    </div>
  );
}

function BattleFight({ view, s, entry }: { view: CampaignView; s: CovState; entry: BattleEntry }) {
  const act = useAct();
  const b = entry.battle;
  const pack = packOf(s);
  const setup = useMemo(() => setupOf(b, { pack }), [b, pack]);
  const drm = useMemo(() => buildDrm(setup), [setup]);
  const odds = useGameOdds(b.step === 'done' ? null : { game: 'congress-of-vienna', job: 'battle', input: oddsInput(b, pack), pack: s.data ?? null });
  const [fl, setFl] = useState(0);
  const [al, setAl] = useState(0);
  const send = (action: unknown, what: string) => act('cov.battle.decide', { id: entry.id, action }, what);
  const r = odds.result;
  const gaps = b.step === 'dice' ? trackGaps(s, b) : [];
  return (
    <div className="cov-fight" aria-label={`Battle on ${frontName(entry.front)}`}>
      <h3 className="big-line">{entry.title}</h3>
      <p className="prompt">{pendingDecision(b, { pack })}</p>
      <div className="cov-drms">
        <DrmColumn side="french" drm={drm.french} />
        <DrmColumn side="allied" drm={drm.allied} />
      </div>
      {b.step === 'withdrawal' && b.side ? (
        <div className="cov-form-row">
          <button type="button" className="btn btn-large" onClick={() => void send({ type: 'withdraw', side: b.side, withdraw: false }, 'Fight')}>{Side_(b.side)}: fight</button>
          <button type="button" className="btn btn-large btn-quiet" onClick={() => void send({ type: 'withdraw', side: b.side, withdraw: true }, 'Withdraw')}>{Side_(b.side)}: withdraw (−6 to both)</button>
        </div>
      ) : null}
      {b.step === 'cards' && b.side ? <CardsForm key={b.side} side={b.side} note={b.side === 'french' ? berthierGone(s) : null} onSend={(cards) => void send({ type: 'cards', side: b.side, cards }, 'Military cards')} /> : null}
      {b.step === 'tactics' && setup.tactics ? <TacticsStep key={b.tactics?.reselected ? 'again' : 'first'} view={view} b={b} t={r?.tactics ?? chitsOnly(setup.tactics.chits)} send={(a, w) => void send(a, w)} /> : null}
      {b.step === 'reselect' ? <ReselectStep b={b} t={r?.tactics ?? chitsOnly(setup.tactics!.chits)} send={(a, w) => void send(a, w)} /> : null}
      {b.step === 'dice' ? (
        <div className="cov-dice">
          {gaps.length ? (
            <p className="cov-warning">The Battle DRM Track lacks {gaps.slice(0, 3).join(', ')}{gaps.length > 3 ? '…' : ''}: fill in the table in Game data, or type the losses below (manual mode).</p>
          ) : (
            <RollButton label="Roll 2d6 for each side" groups={diceNeeded(b, { pack }).map((d) => d.count)} onRoll={(f) => act('cov.battle.roll', { id: entry.id }, 'Battle dice', f)} />
          )}
          <div className="cov-form-row" aria-label="Manual mode">
            <NumberField label="France inflicts" value={fl} min={0} max={5} onChange={setFl} />
            <NumberField label="Allies inflict" value={al} min={0} max={5} onChange={setAl} />
            <button type="button" className="btn" onClick={() => void send({ type: 'losses', french: fl, allied: al }, 'Losses typed')}>Type the losses (manual mode)</button>
          </div>
        </div>
      ) : null}
      {b.step === 'mountain-cancel' ? (
        <div className="cov-form-row">
          <button type="button" className="btn btn-large" onClick={() => void send({ type: 'cancel-retreat', cancel: true }, 'Cancel the retreat')}>Cancel the retreat (one more unit lost)</button>
          <button type="button" className="btn btn-large btn-quiet" onClick={() => void send({ type: 'cancel-retreat', cancel: false }, 'Retreat')}>Retreat</button>
        </div>
      ) : null}
      {b.step === 'killed-in-action' ? <RollButton label="Killed in action: 1d6 per card" groups={diceNeeded(b, { pack }).map((d) => d.count)} onRoll={(f) => act('cov.battle.roll', { id: entry.id }, 'Killed in action', f)} /> : null}
      <div className="cov-odds" aria-label="Exact odds">
        <OddsProgress odds={odds} what="Computing the exact odds" />
        {odds.status === 'error' && odds.error ? <p className="cov-problem" role="status">{explainCovError(odds.error.message, odds.error.field)}</p> : null}
        {r ? (
          <>
            <ProbabilityBar
              label={`France wins ${pct(r.frenchWins)}, no victor ${pct(r.draw)}, the Allies win ${pct(r.alliedWins)}`}
              parts={[{ p: r.frenchWins, className: 'cov-bar-fr' }, { p: r.draw, className: 'cov-bar-draw' }, { p: r.alliedWins, className: 'cov-bar-al' }]}
              className="cov-bar"
            />
            <div className="cov-odds-row">
              <span className="cov-odds-fr">France wins <strong>{pct(r.frenchWins)}</strong></span>
              <span>No victor <strong>{pct(r.draw)}</strong></span>
              <span className="cov-odds-al">Allies win <strong>{pct(r.alliedWins)}</strong></span>
              <span>Major Battle {pct(r.majorBattle.probability)}</span>
            </div>
            <div className="cov-odds-row cov-loss-odds">
              <span>France loses: {lossText(r.losses.french.distribution)}</span>
              <span>Allies lose: {lossText(r.losses.allied.distribution)}</span>
            </div>
            {r.tactics?.used && !r.tactics.chosen ? <p className="small">Before the Tactical Chits; each pair’s odds below.</p> : null}
            {r.tactics?.used ? <TacticsMatrix t={r.tactics} chosen={b.tactics?.french != null && b.tactics.allied != null ? { french: b.tactics.french, allied: b.tactics.allied } : null} /> : null}
          </>
        ) : null}
      </div>
      {b.log.length ? <ol className="small cov-log">{b.log.map((l, i) => <li key={i}>{l}</li>)}</ol> : null}
    </div>
  );
}

const chitsOnly = (chits: TacticsOdds['chits']): TacticsOdds => ({ used: true, reason: '', chits, chosen: null, result: null, reselect: null, matrix: null, missing: [] });

function BattleResult({ s, entry }: { s: CovState; entry: BattleEntry }) {
  const r = entry.battle.result!;
  return (
    <div className="cov-result" aria-label={`Result on ${frontName(entry.front)}`}>
      <h3>{entry.title}</h3>
      {r.finalTotals ? <p>Totals: France {r.finalTotals.french}, the Allies {r.finalTotals.allied}.</p> : <p>Losses typed by the referee.</p>}
      <p className="big-line">
        {r.winner === 'none' ? 'No victor' : sideSays(r.winner, 'win')} — France loses {r.lost.french}, the Allies lose {r.lost.allied}
      </p>
      {r.tactics ? <p>Tactical Chits: France {r.tactics.french}, the Allies {r.tactics.allied}{r.tactics.result === 'no-battle' ? ' — No Battle' : r.tactics.result === 'no-major' ? ' — no major victory or defeat' : ''} [15.5].</p> : null}
      <p>{r.movement}</p>
      <p>Allied losses allocated by {r.allocatesAlliedLosses}.{r.killed.length ? ` Killed in action: ${r.killed.join(', ')}.` : ''}</p>
      {r.vp.length ? <ul className="cov-lines">{r.vp.map((v, i) => <li key={i}>{POWER_NAME[v.power as Power]} {signed(v.vp)} VP — {v.source}</li>)}</ul> : null}
      {entry.armies?.done.length ? <ul className="cov-lines" aria-label="Done on the Armies">{entry.armies.done.map((x, i) => <li key={i}>{x}</li>)}</ul> : null}
      {entry.armies?.todo.length ? <ul className="cov-lines cov-warning" aria-label="Still to do on the Armies">{entry.armies.todo.map((x, i) => <li key={i}>To do: {x}</li>)}</ul> : null}
      <ArmyMoveRow s={s} entry={entry} />
    </div>
  );
}

/** The Army block move the map data could not make: the group names the space, one click each (cov.battle.move) [13.4.5, 13.6.5]. */
function ArmyMoveRow({ s, entry }: { s: CovState; entry: BattleEntry }) {
  const act = useAct();
  const m = entry.armies?.move;
  const options = useMemo(() => (m ? battleMoveOptions(s, entry.id) : []), [m, s, entry.id]);
  const [pick, setPick] = useState('');
  if (!m) return null;
  const { names: name, verb, together } = moveWho(s, m);
  const send = (to: string) => void act('cov.battle.move', { id: entry.id, to }, `${name} ${verb} ${to}`);
  const chosen = options.includes(pick) ? pick : (options[0] ?? '');
  return (
    <div className="cov-form-row" role="group" aria-label={`${name}: confirm the space`}>
      <strong>{name} {verb}:</strong>
      {options.length === 0 ? <span className="cov-warning">no space fits the map data entered; move the block with “Move an Army block”.</span> : null}
      {options.length > 0 && options.length <= 6
        ? options.map((k) => <button key={k} type="button" className="btn btn-large" onClick={() => send(k)}>{k}</button>)
        : null}
      {options.length > 6 ? (
        <>
          <select value={chosen} onChange={(e) => setPick(e.target.value)} aria-label={`${name}: space`}>
            {options.map((k) => <option key={k} value={k}>{k}</option>)}
          </select>
          <button type="button" className="btn btn-large" onClick={() => send(chosen)}>Confirm {chosen}</button>
        </>
      ) : null}
      <span className="small">{together && m.kind !== 'paris-out' ? 'They retreat together, each toward its own Start Space [13.6.2]' : 'The map’s order is not entered (table “Military Map spaces”)'}: the group names the space{m.kind !== 'paris-out' && m.advance ? `; ${holderName(packOf(s), m.advance)} advances into ${m.from}` : ''}.</span>
    </div>
  );
}

