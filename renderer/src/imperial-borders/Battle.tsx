// Phase 4 Steps B and D: a battle set up from the Forces on the map, its exact odds before the first die, then
// fought step by step [Battle Resolution, Chapters 1-3]: Cavalry positions, stances (Active Commander first),
// the dice gathered with their breakdown, rolled by the app or entered from the table's dice, blocks, Hits
// assigned to legal targets only, continue or end, and the Post-Battle into the ledger and the registry.
import { useMemo, useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import {
  LAND_TYPES, SHIP_TYPES, STANCES, TIERS, legalTargets, pendingDecision, unitName, type IbBattleState, type LandType, type MidRound, type RolledFaces, type ShipType, type SideName, type Stance, type StanceCell, type Tier,
} from '../../../shared/games/imperial-borders/battle';
import { battleSetupOf, callToArmsOf, cargoFates, type BattleSetupP } from '../../../shared/games/imperial-borders/actions';
import { arrowsFromTags, type Arrow, type ArrowReading } from '../../../shared/games/imperial-borders/battle-arrows';
import { activeNation, inPlay, nationName, type IbFight, type IbState, type NationId } from '../../../shared/games/imperial-borders/state';
import { useGameOdds, type OddsState } from '../odds/useOdds';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { OddsProgress } from '../odds/OddsProgress';
import { pct, pctChange } from '../odds/format';
import { cx } from '../components/ui';
import { moved, useDragOrder } from '../components/drag-order';
import { SealedEntry } from '../components/sealed/SealedEntry';
import { NATION_COLOURS } from '../../../shared/games/imperial-borders/state';
import { fromHereInput, nextRoundInput, oddsDice, positionInput, setupInput, whatIfMid, withWhatIf, type AdcInput, type WhatIf } from '../../../shared/games/imperial-borders/odds-input';
import { Nation, Panel, Stepper, useAct, usePending } from './parts';
import { UNIT_NAMES, groupWords } from '../../../shared/games/imperial-borders/movement';
import { ArrowTagsPanel, RegionTags } from './Movement';
import { ListedRegionFort } from './Regions';

const TYPE_NAME: Record<string, string> = UNIT_NAMES;
const SIDE_WORD: Record<SideName, string> = { attacker: 'Attacker', defender: 'Defender' };
type SideChoice = 'with' | 'against' | 'abstain' | 'absent';
const SIDE_CHOICE: Record<SideChoice, string> = { with: 'With the Active Nation', against: 'Against the Active Nation', abstain: 'Abstain', absent: 'No Forces here' };
/** One Nation's sealed side choice: its side, and whether only some of its Forces take part (the rest abstain). */
interface SealedSide { side: SideChoice; some: boolean }

export function BattlePanel({ view, s, when }: { view: CampaignView; s: IbState; when: 'pre' | 'post' }) {
  const fight = s.fight && !s.fight.recorded ? s.fight : null;
  const earlier = s.battles.filter((b) => b.round === s.round);
  return (
    <>
      {fight ? <FightPanel s={s} f={fight} /> : <SetupPanel s={s} when={when} />}
      <ArrowTagsPanel s={s} />
      {earlier.length ? (
        <Panel title="Battles this Game Round" className="ib-quiet">
          <ul className="ib-list">
            {earlier.map((b, i) => (
              <li key={i}>
                <strong>{b.where}</strong>: {b.lines.join('; ')} <span className="muted">({b.points.attacker} / {b.points.defender} casualty points)</span>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      <span hidden>{view.step.id}</span>
    </>
  );
}

// ------------------------------------------------------------------------------------------------ set-up

/** `arrow`: the group's own answer; absent, the tracked tags say it (or it is still to be asked). */
interface UnitRow { nation: NationId; type: LandType; elite: boolean; zone: 'front' | 'rear'; arrow?: Arrow }
interface ShipRow { nation: NationId; type: ShipType; elite: boolean; damage: number; arrow?: Arrow; cargo: LandType[] }
/** What the region's tracked Arrow Tags say of each attacking unit and Ship, in the form's order. */
interface Readings { units: ArrowReading[]; ships: ArrowReading[] }
interface SideForm { nations: NationId[]; units: UnitRow[]; ships: ShipRow[]; fort: null | { tier: Tier; damage: number; nation: NationId } }

function SetupPanel({ s, when }: { s: IbState; when: 'pre' | 'post' }) {
  const act = useAct();
  const busy = usePending();
  const active = activeNation(s)!;
  const others = inPlay(s).filter((n) => n !== active);
  const [where, setWhere] = useState('');
  const [kind, setKind] = useState<'land' | 'sea' | 'port'>('land');
  // Port battles: the connected Territory, where surviving Land Units return with their Red Arrows.
  const [interior, setInterior] = useState('');
  const [att, setAtt] = useState<SideForm>({ nations: [active], units: [], ships: [], fort: null });
  const [def, setDef] = useState<SideForm>({ nations: [others.find((n) => s.nations[n].team !== s.nations[active].team) ?? others[0]!], units: [], ships: [], fort: null });
  const [capital, setCapital] = useState(false);
  const [secret, setSecret] = useState(false);
  // What the sealed choice revealed (kept for the battle's log entry), and the Active Nation's own partial part.
  const [chosen, setChosen] = useState<{ secret: boolean; abstain: NationId[]; partial: NationId[] }>({ secret: false, abstain: [], partial: [] });
  const [activePart, setActivePart] = useState(false);
  const [fortAbstains, setFortAbstains] = useState<{ nation: NationId; tier: Tier } | null>(null);
  // The region's Homeland (Call to Arms): guessed from a defending Capital or Major Fort's controller, changeable.
  const [homeland, setHomeland] = useState<NationId | 'none' | 'auto'>('auto');
  // Sides chosen in secret [Chapter 1 B]: revealed together; the defending Commander is the first in turn order.
  const chooseSides = (entries: Record<string, SealedSide>) => {
    const byOrder = (ns: NationId[]) => [...ns].sort((a, b) => s.turnOrder.indexOf(a) - s.turnOrder.indexOf(b));
    const withA = byOrder(others.filter((n) => entries[n]?.side === 'with'));
    const against = byOrder(others.filter((n) => entries[n]?.side === 'against'));
    setChosen({ secret: true, abstain: others.filter((n) => entries[n]?.side === 'abstain'), partial: others.filter((n) => entries[n]?.some && (entries[n]!.side === 'with' || entries[n]!.side === 'against')) });
    const keep = (f: SideForm, ns: NationId[]): SideForm => ({ ...f, nations: ns, units: f.units.filter((u) => ns.includes(u.nation)), ships: f.ships.filter((x) => ns.includes(x.nation)), fort: f.fort && ns.includes(f.fort.nation) ? f.fort : null });
    setAtt(keep(att, [active, ...withA]));
    if (against.length) setDef(keep(def, against));
    setSecret(false);
  };
  if (secret)
    return (
      <Panel title={`Choose sides in secret: ${nationName(active)} attacks`} label="Choose sides">
        <SealedEntry<SealedSide>
          title="Choose Sides"
          seats={others.map((n) => ({ id: n, name: nationName(n), colour: NATION_COLOURS[n] }))}
          renderInput={(seat, value, set) => (
            <>
              <div className="seg" role="radiogroup" aria-label={`${seat.name}: side`}>
                {(['with', 'against', 'abstain', 'absent'] as const).map((c) => (
                  <button key={c} type="button" role="radio" aria-checked={value?.side === c} className={cx('seg-btn', value?.side === c && 'on')} onClick={() => set({ side: c, some: c === 'with' || c === 'against' ? (value?.some ?? false) : false })}>
                    {SIDE_CHOICE[c]}
                  </button>
                ))}
              </div>
              {value?.side === 'with' || value?.side === 'against' ? (
                <label className="ib-check">
                  <input type="checkbox" checked={value.some} onChange={(e) => set({ ...value, some: e.target.checked })} /> Only some of my Forces take part (the rest abstain, if the Active Nation allows it)
                </label>
              ) : null}
              {value?.side === 'with' ? <p className="muted small">Forces with a Red or White Arrow can’t join the Active Nation’s side.</p> : null}
              {value?.side === 'abstain' ? <p className="muted small">Abstaining needs the Active Nation’s permission; abstaining Forces take no part in the Post-Battle.</p> : null}
            </>
          )}
          validate={(seat, v) => {
            if (!v) return 'Choose a side.';
            if (v.side === 'against' && s.nations[seat.id as NationId].team === s.nations[active].team) return 'No battles inside a team: side with your teammate or abstain.';
            return null;
          }}
          renderReveal={(entries) => (
            <ul className="ib-list" aria-label="Sides revealed">
              {others.map((n) => <li key={n}><Nation id={n} />: {SIDE_CHOICE[entries[n]!.side]}{entries[n]!.some ? ' (only some Forces)' : ''}</li>)}
            </ul>
          )}
          onReveal={chooseSides}
          onCancel={() => setSecret(false)}
        />
      </Panel>
    );
  // Call to Arms (optional): the first land battle in a Nation's Homeland while it defends, once per Nation (derived).
  const callRule = s.rules?.['callToArms'] === true && kind === 'land';
  const guessed: NationId | null = def.fort && def.fort.tier !== 'minor' ? def.fort.nation : null;
  const homelandOf = !callRule ? null : homeland === 'auto' ? guessed : homeland === 'none' ? null : homeland;
  // Land Units stand in the region (a Port battle's come from its Interior); Ships in the region itself.
  const readings: Readings = {
    units: arrowsFromTags(s.arrowTags ?? [], kind === 'port' ? interior : where, kind === 'sea' ? [] : att.units),
    ships: arrowsFromTags(s.arrowTags ?? [], where, kind === 'land' ? [] : att.ships),
  };
  const payload: BattleSetupP = {
    where: where.trim() || 'the battle region',
    kind,
    ...(kind === 'port' && interior.trim() ? { interior: interior.trim() } : {}),
    capitalOf: capital && def.fort?.tier === 'capital' ? def.fort.nation : null,
    homelandOf,
    attacker: toSide(att, kind, !!fortAbstains, readings),
    defender: toSide(def, kind, !!fortAbstains),
    sides: { secret: chosen.secret, abstain: chosen.abstain.filter((n) => !att.nations.includes(n) && !def.nations.includes(n)), partial: [...(activePart ? [active] : []), ...chosen.partial.filter((n) => att.nations.includes(n) || def.nations.includes(n))] },
    abstainingFort: kind === 'sea' ? null : fortAbstains,
  };
  const call = callRule ? callToArmsOf(s, payload) : null;
  // Forces whose Arrow the tags leave open: the group says it before the battle starts (the board wins).
  const unanswered = [...(kind === 'sea' ? [] : att.units.filter((u, i) => !u.arrow && !readings.units[i]?.arrow)), ...(kind === 'land' ? [] : att.ships.filter((x, i) => !x.arrow && !readings.ships[i]?.arrow))].length;
  return (
    <Panel title={`${when === 'pre' ? 'Pre-movement' : 'Post-movement'} battle: ${nationName(active)} attacks`} label="Set up a battle">
      <p className="muted">Negotiations first; then enter the Forces on the battleboard. Nothing is recorded until you start the battle.</p>
      <div className="ib-row">
        <label className="field ib-grow">
          <span>Region</span>
          <input type="text" value={where} maxLength={60} placeholder="e.g. Lorraine" onChange={(e) => setWhere(e.target.value)} aria-label="Battle region" />
        </label>
        <div className="field">
          <span>Battle</span>
          <div className="seg" role="radiogroup" aria-label="Kind of battle">
            {(['land', 'sea', 'port'] as const).map((k) => (
              <button key={k} type="button" role="radio" aria-checked={kind === k} className={cx('seg-btn', kind === k && 'on')} onClick={() => setKind(k)}>
                {k === 'land' ? 'Land' : k === 'sea' ? 'Open Sea' : 'Port'}
              </button>
            ))}
          </div>
        </div>
        {kind === 'port' ? (
          <label className="field ib-grow">
            <span>Interior (connected Territory)</span>
            <input type="text" value={interior} maxLength={60} placeholder="e.g. Guyenne" onChange={(e) => setInterior(e.target.value)} aria-label="Port battle Interior" />
          </label>
        ) : null}
      </div>
      <RegionTags s={s} region={where} />
      <ListedRegionFort s={s} region={where} battle={kind} active={active} fort={def.fort} onUse={(fort) => setDef(def.nations.includes(fort.nation) ? { ...def, fort } : { nations: [fort.nation], units: def.units.filter((u) => u.nation === fort.nation), ships: def.ships.filter((x) => x.nation === fort.nation), fort })} />
      {kind === 'port' && interior.trim() ? <RegionTags s={s} region={interior} /> : null}
      {others.length > 1 ? (
        <p className="small">
          <button type="button" className="btn btn-small" onClick={() => setSecret(true)}>Choose sides in secret…</button>{' '}
          <span className="muted">The Active Nation may insist: every Nation with Forces there chooses With, Against or Abstain in secret, revealed together.</span>
        </p>
      ) : null}
      {chosen.secret ? (
        <p className="small" aria-label="Sides chosen in secret">
          Sides chosen in secret.{chosen.abstain.length ? ` Abstaining: ${chosen.abstain.map(nationName).join(', ')}.` : ''}{chosen.partial.length ? ` Only some Forces: ${chosen.partial.map(nationName).join(', ')}.` : ''}
        </p>
      ) : null}
      <div className="ib-row small">
        <label className="ib-check">
          <input type="checkbox" checked={activePart} onChange={(e) => setActivePart(e.target.checked)} /> {nationName(active)} takes part with only some of its Forces there
        </label>
        {kind !== 'sea' ? (
          <label className="ib-check">
            <input type="checkbox" checked={!!fortAbstains} onChange={(e) => setFortAbstains(e.target.checked ? { nation: def.fort?.nation ?? def.nations[0]!, tier: def.fort?.tier ?? 'major' } : null)} /> The region’s {kind === 'port' ? 'Port' : 'Fort'} abstains (the Active Nation allows it): no capture in this battle
          </label>
        ) : null}
        {fortAbstains ? (
          <>
            <select value={fortAbstains.tier} onChange={(e) => setFortAbstains({ ...fortAbstains, tier: e.target.value as Tier })} aria-label="Abstaining Fortification tier">
              {TIERS.map((t) => <option key={t} value={t}>{t === 'capital' ? 'Capital' : t === 'major' ? 'Major' : 'Minor'}</option>)}
            </select>
            <select value={fortAbstains.nation} onChange={(e) => setFortAbstains({ ...fortAbstains, nation: e.target.value as NationId })} aria-label="Abstaining Fortification controller">
              {inPlay(s).map((n) => <option key={n} value={n}>{nationName(n)}</option>)}
            </select>
          </>
        ) : null}
      </div>
      <div className="ib-sides">
        <SideEditor title={`Attacker (Active: ${nationName(active)})`} side="attacker" form={att} set={setAtt} kind={kind} choices={others.filter((n) => !def.nations.includes(n))} fixed={active} readings={readings} />
        <SideEditor title="Defender" side="defender" form={def} set={setDef} kind={kind} choices={others.filter((n) => !att.nations.includes(n) && s.nations[n].team !== s.nations[active].team)} />
      </div>
      {def.fort?.tier === 'capital' && kind === 'land' ? (
        <label className="ib-check">
          <input type="checkbox" checked={capital} onChange={(e) => setCapital(e.target.checked)} /> This is {nationName(def.fort.nation)}’s Original Capital (its capture takes the whole Treasury)
        </label>
      ) : null}
      {callRule ? (
        <div className="ib-row small" role="group" aria-label="Call to Arms">
          <label>
            Homeland Territory of{' '}
            <select value={homeland === 'auto' ? (guessed ?? 'none') : homeland} onChange={(e) => setHomeland(e.target.value as NationId | 'none')} aria-label="Homeland Territory of">
              <option value="none">no Nation (not a Homeland Territory)</option>
              {inPlay(s).map((n) => <option key={n} value={n}>{nationName(n)}</option>)}
            </select>
          </label>
          <span aria-live="polite">
            {call
              ? `Call to Arms: ${nationName(call)}’s first battle in its Homeland: a free Full Infantry joins the defence.`
              : homelandOf && (s.callToArmsUsed ?? []).includes(homelandOf)
                ? `${nationName(homelandOf)}’s Call to Arms has already happened (once per Nation).`
                : homelandOf ? `No Call to Arms: ${nationName(homelandOf)} is not defending.` : 'No Call to Arms outside a Homeland Territory.'}
          </span>
        </div>
      ) : null}
      <SetupOdds s={s} payload={payload} />
      <div className="ib-actions">
        {unanswered ? <p className="ib-warn" role="note">Say which Arrow Tag {unanswered === 1 ? 'the attacking Force marked “which Arrow?” carries' : `the ${unanswered} attacking Forces marked “which Arrow?” carry`}: the tags tracked here leave it open.</p> : null}
        <button type="button" className="btn btn-primary btn-large" disabled={busy || !where.trim() || unanswered > 0} onClick={() => void act('ib.battle.setup', { ...payload, where: where.trim() }, 'Start the battle')}>
          Start the battle
        </button>
      </div>
    </Panel>
  );
}

function toSide(f: SideForm, kind: 'land' | 'sea' | 'port', fortAbstains = false, readings?: Readings): BattleSetupP['attacker'] {
  const tag = (a?: Arrow | null) => (a && a !== 'none' ? { arrow: a } : {});
  return {
    nations: f.nations,
    units: kind === 'sea' ? [] : f.units.map((u, i) => ({ nation: u.nation, type: u.type, elite: u.elite, zone: kind === 'port' ? 'land' : u.zone, ...tag(u.arrow ?? readings?.units[i]?.arrow) })),
    ships: kind === 'land' ? [] : f.ships.map((x, i) => ({ nation: x.nation, type: x.type, elite: x.elite, damage: x.damage, cargo: x.cargo, ...tag(x.arrow ?? readings?.ships[i]?.arrow) })),
    fortification: kind === 'sea' || !f.fort || fortAbstains ? null : f.fort,
  };
}

/**
 * An Arrow Tag placed this round [Arrow Tags]: on the Active side only (Red or White keep a Force off it).
 * Filled from the tracked tags where they settle it; else asked, with what they say. The group's choice wins.
 */
function ArrowSelect({ own, reading, onChange, label }: { own?: Arrow; reading?: ArrowReading; onChange: (a: Arrow) => void; label: string }) {
  const value = own ?? reading?.arrow ?? '';
  const note = own ? (reading?.arrow && reading.arrow !== own ? 'your choice (the tags said otherwise)' : null) : reading?.arrow ? 'from the tags' : null;
  return (
    <span className="ib-arrow-pick">
      <select value={value} onChange={(e) => onChange(e.target.value as Arrow)} aria-label={label} title={reading?.said ?? 'Arrow Tag this round: Red or White Forces can’t join the Active Nation’s side'}>
        {value === '' ? <option value="" disabled>which Arrow?</option> : null}
        <option value="none">no Arrow</option>
      <option value="blue">Blue Arrow</option>
      <option value="red">Red Arrow</option>
        <option value="white">White Arrow</option>
      </select>
      {note ? <span className="small muted" aria-label={`${label}: source`} title={reading?.said}>{note}</span> : null}
      {value === '' && reading ? <span className="small ib-ask-why" aria-label={`${label}: source`}>{reading.said}</span> : null}
    </span>
  );
}

function SideEditor({ title, side, form, set, kind, choices, fixed, readings }: { title: string; side: SideName; form: SideForm; set: (f: SideForm) => void; kind: string; choices: NationId[]; fixed?: NationId; readings?: Readings }) {
  const lead = form.nations[0]!;
  const toggle = (n: NationId) => set({ ...form, nations: form.nations.includes(n) ? form.nations.filter((x) => x !== n) : [...form.nations, n] });
  const addUnit = (type: LandType) => set({ ...form, units: [...form.units, { nation: lead, type, elite: false, zone: type === 'cannon' ? 'rear' : 'front' }] });
  const addShip = (type: ShipType) => set({ ...form, ships: [...form.ships, { nation: lead, type, elite: false, damage: 0, cargo: [] }] });
  const unit = (i: number, patch: Partial<UnitRow>) => set({ ...form, units: form.units.map((u, k) => (k === i ? { ...u, ...patch } : u)) });
  const ship = (i: number, patch: Partial<ShipRow>) => set({ ...form, ships: form.ships.map((u, k) => (k === i ? { ...u, ...patch } : u)) });
  const moveShip = (from: number, to: number) => set({ ...form, ships: moved(form.ships, from, to) });
  const drag = useDragOrder();
  const lineup = `${side} lineup`;
  return (
    <fieldset className={cx('ib-side', `ib-side-${side}`)} aria-label={`${SIDE_WORD[side]} forces`}>
      <legend>{title}</legend>
      <div className="ib-nation-picks" role="group" aria-label={`${SIDE_WORD[side]} Nations`}>
        {fixed ? <Nation id={fixed} /> : null}
        {choices.map((n) => (
          <button key={n} type="button" aria-pressed={form.nations.includes(n)} className={cx('btn btn-small', form.nations.includes(n) && 'on')} onClick={() => toggle(n)}>
            {nationName(n)}
          </button>
        ))}
      </div>
      {kind !== 'sea' ? (
        <>
          <div className="ib-add" role="group" aria-label={`Add ${side} Land Units`}>
            {LAND_TYPES.map((t) => (
              <button key={t} type="button" className="btn btn-small" onClick={() => addUnit(t)} aria-label={`Add ${side} ${TYPE_NAME[t]}`}>
                + {TYPE_NAME[t]}
              </button>
            ))}
          </div>
          <ul className="ib-units">
            {form.units.map((u, i) => (
              <li key={i}>
                <NationSelect value={u.nation} options={form.nations} onChange={(n) => unit(i, { nation: n })} label={`${side} unit ${i + 1} Nation`} />
                <strong>{TYPE_NAME[u.type]}</strong>
                {u.type === 'cavalry' && kind === 'land' ? (
                  <select value={u.zone} onChange={(e) => unit(i, { zone: e.target.value as 'front' | 'rear' })} aria-label={`${side} Cavalry ${i + 1} zone`}>
                    <option value="front">Front</option>
                    <option value="rear">Rear</option>
                  </select>
                ) : (
                  <span className="muted small">{kind === 'port' ? 'Land Zone' : u.type === 'cannon' ? 'Rear' : 'Front'}</span>
                )}
                <label className="ib-check small">
                  <input type="checkbox" checked={u.elite} onChange={(e) => unit(i, { elite: e.target.checked })} /> Elite
                </label>
                {side === 'attacker' ? <ArrowSelect own={u.arrow} reading={readings?.units[i]} onChange={(a) => unit(i, { arrow: a })} label={`${side} unit ${i + 1} Arrow Tag`} /> : null}
                <button type="button" className="icon-btn" aria-label={`Remove ${side} unit ${i + 1}`} onClick={() => set({ ...form, units: form.units.filter((_, k) => k !== i) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {kind !== 'land' ? (
        <>
          <div className="ib-add" role="group" aria-label={`Add ${side} Ships`}>
            {SHIP_TYPES.map((t) => (
              <button key={t} type="button" className="btn btn-small" onClick={() => addShip(t)} aria-label={`Add ${side} ${TYPE_NAME[t]}`}>
                + {TYPE_NAME[t]}
              </button>
            ))}
          </div>
          {form.ships.length > 1 ? <p className="small muted">The first Ship takes Hits first: drag a Ship by its ⠿ to its place, or move it with ↑ ↓ (or Alt+↑ ↓ on the Ship).</p> : null}
          <ol className="ib-units" aria-label={`${SIDE_WORD[side]} Ship lineup (first takes Hits first)`}>
            {form.ships.map((x, i) => (
              <li key={i} className={cx('ib-lineup-row', drag.dragging(lineup, i) && 'ib-dragging')} {...drag.rowProps(lineup, i, moveShip, { byHandle: true, count: form.ships.length, name: `${nationName(x.nation)} ${TYPE_NAME[x.type]}${x.elite ? ' (Elite)' : ''}` })} aria-label={`${SIDE_WORD[side]} Ship ${i + 1}`}>
                <span className="ib-grip" {...drag.handleProps(lineup, i)} title={`Drag ${side} Ship ${i + 1} to its place in the lineup`} aria-hidden="true">
                  ⠿ {i + 1}
                </span>
                <NationSelect value={x.nation} options={form.nations} onChange={(n) => ship(i, { nation: n })} label={`${side} Ship ${i + 1} Nation`} />
                <strong>{TYPE_NAME[x.type]}</strong>
                <label className="small">
                  Damage <input type="number" min={0} max={x.type === 'frigate' ? 1 : 2} value={x.damage} onChange={(e) => ship(i, { damage: Math.max(0, Math.min(2, Math.trunc(Number(e.target.value) || 0))) })} aria-label={`${side} Ship ${i + 1} damage`} />
                </label>
                <label className="ib-check small">
                  <input type="checkbox" checked={x.elite} onChange={(e) => ship(i, { elite: e.target.checked })} /> Elite
                </label>
                {side === 'attacker' ? <ArrowSelect own={x.arrow} reading={readings?.ships[i]} onChange={(a) => ship(i, { arrow: a })} label={`${side} Ship ${i + 1} Arrow Tag`} /> : null}
                <CargoPick side={side} i={i} cargo={x.cargo} set={(cargo) => ship(i, { cargo })} />
                <button type="button" className="btn btn-small" aria-label={`Move ${side} Ship ${i + 1} up`} disabled={i === 0} onClick={() => moveShip(i, i - 1)}>
                  ↑
                </button>
                <button type="button" className="btn btn-small" aria-label={`Move ${side} Ship ${i + 1} down`} disabled={i === form.ships.length - 1} onClick={() => moveShip(i, i + 1)}>
                  ↓
                </button>
                <button type="button" className="icon-btn" aria-label={`Remove ${side} Ship ${i + 1}`} onClick={() => set({ ...form, ships: form.ships.filter((_, k) => k !== i) })}>
                  ×
                </button>
              </li>
            ))}
          </ol>
          {drag.announcer}
        </>
      ) : null}
      {kind !== 'sea' ? (
        <div className="ib-fort">
          <label className="ib-check">
            <input type="checkbox" checked={!!form.fort} onChange={(e) => set({ ...form, fort: e.target.checked ? { tier: 'major', damage: 0, nation: lead } : null })} aria-label={`${SIDE_WORD[side]} ${kind === 'port' ? 'Port' : 'Fort'}`} />
            {kind === 'port' ? 'Port' : 'Fort'}
          </label>
          {form.fort ? (
            <>
              <select value={form.fort.tier} onChange={(e) => set({ ...form, fort: { ...form.fort!, tier: e.target.value as Tier } })} aria-label={`${side} Fortification tier`}>
                {TIERS.map((t) => (
                  <option key={t} value={t}>
                    {t === 'capital' ? 'Capital (4 HP)' : t === 'major' ? 'Major (2 HP)' : 'Minor (1 HP)'}
                  </option>
                ))}
              </select>
              <label className="small">
                Damage <input type="number" min={0} max={4} value={form.fort.damage} onChange={(e) => set({ ...form, fort: { ...form.fort!, damage: Math.max(0, Math.min(4, Math.trunc(Number(e.target.value) || 0))) } })} aria-label={`${side} Fortification damage`} />
              </label>
              <NationSelect value={form.fort.nation} options={form.nations} onChange={(n) => set({ ...form, fort: { ...form.fort!, nation: n } })} label={`${side} Fortification controller`} />
            </>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** A Ship's Cargo [Cargo]: Land Units aboard, neither rolling dice nor taking Hits; sunk with the Ship, Gold if it is captured. */
function CargoPick({ side, i, cargo, set }: { side: SideName; i: number; cargo: LandType[]; set: (c: LandType[]) => void }) {
  return (
    <span className="ib-cargo-pick small" role="group" aria-label={`${side} Ship ${i + 1} Cargo`}>
      {cargo.map((t, k) => (
        <button key={k} type="button" className="btn btn-small" aria-label={`Unload ${TYPE_NAME[t]} from ${side} Ship ${i + 1}`} title="Remove from the Cargo" onClick={() => set(cargo.filter((_, j) => j !== k))}>
          {TYPE_NAME[t]} ×
        </button>
      ))}
      <select value="" onChange={(e) => e.target.value && set([...cargo, e.target.value as LandType])} aria-label={`Add Cargo to ${side} Ship ${i + 1}`}>
        <option value="">+ Cargo</option>
        {LAND_TYPES.map((t) => <option key={t} value={t}>{TYPE_NAME[t]}</option>)}
      </select>
    </span>
  );
}

function NationSelect({ value, options, onChange, label }: { value: NationId; options: NationId[]; onChange: (n: NationId) => void; label: string }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value as NationId)} aria-label={label}>
      {options.map((n) => (
        <option key={n} value={n}>
          {nationName(n)}
        </option>
      ))}
    </select>
  );
}

function SetupOdds({ s, payload }: { s: IbState; payload: BattleSetupP }) {
  const [stances, setStances] = useState<Record<SideName, Stance>>({ attacker: 'aggressive', defender: 'aggressive' });
  const d = oddsDice(s);
  const input = useMemo(() => {
    if (!('dice' in d)) return null;
    const hasA = payload.attacker.units.length + payload.attacker.ships.length > 0 || payload.attacker.fortification;
    const hasD = payload.defender.units.length + payload.defender.ships.length > 0 || payload.defender.fortification;
    if (!hasA || !hasD) return null;
    try {
      return setupInput(battleSetupOf(s, payload), d.dice, stances);
    } catch {
      return null;
    }
  }, [JSON.stringify(payload), JSON.stringify(d), stances.attacker, stances.defender]);
  if (!('dice' in d)) return <p className="ib-warn" role="note">Exact odds need your dice: {d.missing}</p>;
  return (
    <div className="ib-odds-box">
      <div className="ib-row small">
        <span>Odds before the first die, each side keeping its stance:</span>
        {(['attacker', 'defender'] as const).map((sd) => (
          <label key={sd}>
            {SIDE_WORD[sd]}{' '}
            <select value={stances[sd]} onChange={(e) => setStances({ ...stances, [sd]: e.target.value as Stance })} aria-label={`${SIDE_WORD[sd]} stance for the odds`}>
              <option value="aggressive">Aggressive</option>
              <option value="defensive">Defensive</option>
            </select>
          </label>
        ))}
      </div>
      {input ? <OddsView input={input} title="Exact odds before the first die" /> : <p className="muted">Enter Forces on both sides to see the exact odds.</p>}
    </div>
  );
}

interface IbOdds {
  round: number;
  attackerVictory: number; defenderVictory: number; mutualDefeat: number; contested: number; capture: number;
  attacker: { expectedCasualtyPoints: number; elitePennant: number };
  defender: { expectedCasualtyPoints: number; elitePennant: number };
  stanceMatrix?: StanceCell[];
  warnings: string[];
}

/** The exact odds of a position: before a round (`battle`) or from inside one (`fromHere`, with `mid`). */
function useIbOdds(input: AdcInput | null, mid?: MidRound): OddsState<unknown> {
  const whole = useGameOdds(input && !mid ? { game: 'imperial-borders', job: 'battle', input } : null);
  const fromHere = useGameOdds(input && mid ? { game: 'imperial-borders', job: 'fromHere', input, mid } : null);
  return mid ? fromHere : whole;
}

const OUTCOMES = [
  ['attackerVictory', 'Attacker victory'],
  ['contested', 'Contested'],
  ['mutualDefeat', 'Mutual defeat'],
  ['defenderVictory', 'Defender victory'],
  ['capture', 'Capture'],
] as const;

/**
 * The four outcomes of Post-Battle Step A, capture, casualty points, pennants and the stance matrix.
 * `baseline`: the same position without the what-if Forces, each chance shown with its change.
 */
export function OddsView({ input, title, mid, note, baseline }: { input: AdcInput; title: string; mid?: MidRound; note?: string; baseline?: { input: AdcInput; mid?: MidRound } }) {
  const odds = useIbOdds(input, mid);
  const base = useIbOdds(baseline?.input ?? null, baseline?.mid);
  const r = odds.result as IbOdds | null;
  const b = baseline && !base.stale ? (base.result as IbOdds | null) : null;
  return (
    <section className={cx('ib-odds', odds.stale && 'ib-stale')} aria-label={title}>
      <h3>{title}</h3>
      {note ? <p className="muted small">{note}</p> : null}
      <OddsProgress odds={odds} what="Computing the exact odds" />
      {odds.error ? <p className="ib-warn">{odds.error.message}</p> : null}
      {r ? (
        <>
          <ProbabilityBar
            className="ib-bar"
            label={`Attacker victory ${pct(r.attackerVictory)}, contested ${pct(r.contested)}, mutual defeat ${pct(r.mutualDefeat)}, defender victory ${pct(r.defenderVictory)}`}
            parts={[
              { p: r.attackerVictory, className: 'ib-bar-a' },
              { p: r.contested, className: 'ib-bar-c' },
              { p: r.mutualDefeat, className: 'ib-bar-m' },
              { p: r.defenderVictory, className: 'ib-bar-d' },
            ]}
          />
          <dl className="ib-odds-facts">
            {OUTCOMES.map(([k, label]) => (
              <div key={k}>
                <dt>{label}</dt>
                <dd>{pct(r[k])}</dd>
                {b ? <dd className="ib-change" aria-label={`${label} change`}>{pctChange(b[k], r[k])}</dd> : null}
              </div>
            ))}
            <div><dt>Casualty points (average)</dt><dd>{r.attacker.expectedCasualtyPoints.toFixed(1)} / {r.defender.expectedCasualtyPoints.toFixed(1)}</dd></div>
            <div><dt>Elite Pennant</dt><dd>{pct(r.attacker.elitePennant)} / {pct(r.defender.elitePennant)}</dd></div>
          </dl>
          {r.stanceMatrix ? <StanceMatrix cells={r.stanceMatrix} round={mid ? r.round + 1 : r.round} /> : mid && r.round >= 3 ? <p className="muted small">Battle Round 3 is the last: no stances left to choose.</p> : null}
          {r.warnings.map((w) => (
            <p key={w} className="ib-warn small">{w}</p>
          ))}
        </>
      ) : null}
    </section>
  );
}

/** The four stance pairs of a Battle Round, each cell the four outcomes of Post-Battle Step A. */
function StanceMatrix({ cells, round }: { cells: readonly StanceCell[]; round: number }) {
  const word = (x: Stance) => (x === 'aggressive' ? 'Aggressive' : 'Defensive');
  return (
    <table className="ib-matrix" aria-label={`Stance matrix for Battle Round ${round}`}>
      <caption>Battle Round {round}’s stances, then each side’s policy. Each cell: attacker victory, defender victory, then mutual defeat · contested</caption>
      <thead>
        <tr><th /><th scope="col">Defender Aggressive</th><th scope="col">Defender Defensive</th></tr>
      </thead>
      <tbody>
        {STANCES.map((a) => (
          <tr key={a}>
            <th scope="row">Attacker {word(a)}</th>
            {STANCES.map((d) => {
              const m = cells.find((x) => x.attacker === a && x.defender === d)!;
              return (
                <td key={d} aria-label={`Attacker ${word(a)}, Defender ${word(d)}`}>
                  <span className="ib-cell-a">{pct(m.attackerVictory)}</span>
                  <span className="ib-cell-d">{pct(m.defenderVictory)}</span>
                  <span className="ib-cell-rest">{pct(m.mutualDefeat)} · {pct(m.contested)}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ------------------------------------------------------------------------------------------------ the fight

function FightPanel({ s, f }: { s: IbState; f: IbFight }) {
  const b = f.state;
  const p = pendingDecision(b);
  const d = oddsDice(s);
  const stances: Record<SideName, Stance> = { attacker: b.stances.attacker ?? 'aggressive', defender: b.stances.defender ?? 'aggressive' };
  const input = 'dice' in d && (b.step === 'positions' || b.step === 'stance' || (b.step === 'dice' && !fromHereInput(b, d.dice, stances))) ? positionInput(b, d.dice, stances) : null;
  // Once a die of the round is on the table, the odds are from here: the dice known, the rest enumerated.
  const here = 'dice' in d ? fromHereInput(b, d.dice, stances) : null;
  const next = 'dice' in d ? nextRoundInput(b, d.dice, stances) : null;
  const commander = (sd: SideName) => nationName(f.nations[sd][0]!);
  return (
    <Panel title={`Battle in ${f.where}`} label="Battle" aside={<span className="ib-round-pill">Battle Round {b.round} of 3{b.round === 1 ? ' · Opening Salvo' : ' · Assault'}</span>}>
      {/* Once the battle is over there are no odds left: the Post-Battle takes the whole width. */}
      <div className={cx('ib-fight', b.step === 'over' && 'ib-fight-over')}>
        <div className="ib-fight-main">
          <p className="big-line" aria-live="polite">{p.prompt.replace(/^Attacker/, `Attacker (${commander('attacker')})`).replace(/^Defender/, `Defender (${commander('defender')})`)}</p>
          <Board b={b} f={f} />
          <Decision s={s} f={f} />
          {f.lastLog.length ? <p className="muted small" aria-label="Last step">{f.lastLog.join(' ')}</p> : null}
        </div>
        {b.step === 'over' ? null : <aside className="ib-fight-odds">
          {!('dice' in d) ? (
            <p className="ib-warn">Exact odds need your dice: {d.missing}</p>
          ) : input ? (
            <OddsView input={input} title={`Exact odds from Battle Round ${b.round}`} />
          ) : here ? (
            <OddsView input={here.input} mid={here.mid} title="Exact odds from here" note={`Battle Round ${b.round}: the dice rolled so far are known; ${b.step === 'dice' ? 'the other side’s dice, ' : ''}the blocks and Hits still to come follow the odds’ policies.`} />
          ) : next ? (
            <OddsView input={next} title={`Exact odds if the battle goes on to Battle Round ${b.round + 1}`} />
          ) : null}
          {input ? <WhatIfOdds input={input} kind={b.setup.kind} /> : here ? <WhatIfOdds input={here.input} mid={here.mid} kind={b.setup.kind} /> : next ? <WhatIfOdds input={next} kind={b.setup.kind} /> : null}
        </aside>}
      </div>
    </Panel>
  );
}

/**
 * "What if one more Cannon had come?": the same odds with imagined Forces added, each chance with its change
 * (nothing is recorded). From inside a round (`mid`) they join the round as it stands (whatIfMid).
 */
function WhatIfOdds({ input, kind, mid }: { input: AdcInput; kind: string; mid?: MidRound }) {
  const [adds, setAdds] = useState<WhatIf[]>([]);
  const types = (kind === 'land' ? LAND_TYPES : kind === 'sea' ? SHIP_TYPES : [...LAND_TYPES, ...SHIP_TYPES]) as readonly WhatIf['type'][];
  const [side, setSide] = useState<SideName>('attacker');
  const [type, setType] = useState<WhatIf['type']>(types[0]!);
  const [zone, setZone] = useState<'front' | 'rear'>('front');
  const [elite, setElite] = useState(false);
  const t = types.includes(type) ? type : types[0]!;
  const imagined = useMemo(() => (adds.length ? withWhatIf(input, adds) : null), [JSON.stringify(input), JSON.stringify(adds)]);
  const joinedMid = useMemo(() => (mid ? whatIfMid(mid, adds) : undefined), [JSON.stringify(mid), JSON.stringify(adds)]);
  const zoneName = (a: WhatIf) => (kind !== 'land' ? '' : a.type === 'cavalry' ? ` (${a.zone === 'rear' ? 'Rear' : 'Front'})` : '');
  return (
    <details className="ib-whatif" open={adds.length > 0}>
      <summary>What if…</summary>
      <div className="ib-row small" role="group" aria-label="What-if Force">
        <select value={side} onChange={(e) => setSide(e.target.value as SideName)} aria-label="What-if side">
          <option value="attacker">Attacker</option>
          <option value="defender">Defender</option>
        </select>
        <select value={t} onChange={(e) => setType(e.target.value as WhatIf['type'])} aria-label="What-if Force type">
          {types.map((x) => <option key={x} value={x}>{TYPE_NAME[x]}</option>)}
        </select>
        {kind === 'land' && t === 'cavalry' ? (
          <select value={zone} onChange={(e) => setZone(e.target.value as 'front' | 'rear')} aria-label="What-if Cavalry zone">
            <option value="front">Front</option>
            <option value="rear">Rear</option>
          </select>
        ) : null}
        <label className="ib-check"><input type="checkbox" checked={elite} onChange={(e) => setElite(e.target.checked)} /> Elite</label>
        <button type="button" className="btn btn-small" onClick={() => setAdds([...adds, { side, type: t, elite, ...(kind === 'land' && t === 'cavalry' ? { zone } : {}) }])}>Add</button>
      </div>
      {adds.length ? (
        <p className="small">
          {adds.map((a) => `${SIDE_WORD[a.side]} +${a.elite ? ' Elite' : ''} ${TYPE_NAME[a.type]}${zoneName(a)}`).join(', ')}{' '}
          <button type="button" className="btn btn-small" onClick={() => setAdds([])}>Clear</button>
        </p>
      ) : null}
      {imagined ? (
        <OddsView
          input={imagined}
          mid={joinedMid}
          baseline={{ input, mid }}
          title="What-if odds"
          note={mid ? joinWords(mid, adds) : 'Change: against the odds without the imagined Forces.'}
        />
      ) : null}
    </details>
  );
}

/** What joining the round as it stands means for the imagined Forces, side by side, in plain words. */
function joinWords(mid: MidRound, adds: readonly WhatIf[]): string {
  const sides = [...new Set(adds.map((a) => a.side))];
  const rolled = (f: RolledFaces) => Object.values(f.black).reduce((x, y) => x + y, 0) + Object.values(f.white).reduce((x, y) => x + y, 0);
  const dice = sides.map((sd) => {
    const f = mid.faces[sd];
    if (!f) return `The ${sd} has not rolled: it rolls its imagined Forces’ dice too.`;
    return `${rolled(f) ? `The ${sd}’s dice are on the table` : `The ${sd} gathered no dice this round`}: its imagined Forces roll from the next Battle Round.`;
  });
  const hit = sides.map((sd) => {
    const roller: SideName = sd === 'attacker' ? 'defender' : 'attacker';
    return mid.landed?.[roller] ? `The ${roller}’s Hits are assigned already: they stay where they landed, the imagined Forces are untouched this round.` : `The ${roller}’s Hits still to assign may hit them.`;
  });
  return `They join the battle now, the round as it stands. ${[...dice, ...hit].join(' ')} Change: against the odds without them.`;
}

function Board({ b, f }: { b: IbBattleState; f: IbFight }) {
  return (
    <div className="ib-board">
      {(['attacker', 'defender'] as const).map((sd) => {
        const fort = b.setup[sd].fortification;
        return (
          <div key={sd} className={cx('ib-board-side', `ib-side-${sd}`)} aria-label={`${SIDE_WORD[sd]} on the battleboard`}>
            <h3>
              {SIDE_WORD[sd]}: {f.nations[sd].map(nationName).join(' + ')}
              {b.stances[sd] ? <span className="ib-stance"> · {b.stances[sd] === 'aggressive' ? 'Aggressive' : 'Defensive'}</span> : null}
            </h3>
            {fort ? <p>{fort.tier === 'capital' ? 'Capital' : fort.tier === 'major' ? 'Major' : 'Minor'} {b.setup.kind === 'port' ? 'Port' : 'Fort'}: {Math.max(0, ({ capital: 4, major: 2, minor: 1 } as const)[fort.tier] - b.fortDamage[sd])} HP left</p> : null}
            <ul className="ib-units ib-standing">
              {b.units[sd].map((u) => (
                <li key={u.id} className={cx(u.defeated && 'ib-defeated')}>
                  <span className="ib-unit-name">{unitName(u)}</span> <span className="muted small">{u.zone === 'land' ? 'Land Zone' : u.zone === 'front' ? 'Front' : 'Rear'}{u.defeated ? ' · defeated' : ''} · {u.id}</span>
                </li>
              ))}
              {b.setup[sd].ships.map((x, i) => {
                const dmg = b.ships[sd][i]!.damage;
                const sunk = dmg >= (x.type === 'frigate' ? 2 : 3);
                const ooa = dmg >= (x.type === 'frigate' ? 1 : 2);
                return (
                  <li key={x.id} className={cx(sunk && 'ib-defeated')}>
                    <span className="ib-unit-name">{unitName(x)}</span> <span className="muted small">{sunk ? 'sunk' : ooa ? 'Out-of-Action' : dmg ? 'damaged' : 'undamaged'} · {x.id}</span>
                    {x.cargo.length ? (
                      <span className="ib-cargo" aria-label={`${x.id} Cargo`}>
                        Cargo: {groupWords(x.cargo)}
                        <span className="muted small"> {sunk ? '· sunk with its Ship' : ooa ? '· stays aboard; an enemy Victor capturing the Ship turns it into Gold' : '· no dice, no Hits'}</span>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {b.dice[sd] ? (
              <p className="ib-dice-count" aria-label={`${SIDE_WORD[sd]} dice this round`}>
                <strong>{b.dice[sd]!.black}</strong> Black, <strong>{b.dice[sd]!.white}</strong> White
                <span className="muted small"> ({b.dice[sd]!.breakdown.map((l) => `${l.what} ${[l.black ? `${l.black}B` : '', l.white ? `${l.white}W` : ''].filter(Boolean).join(' ')}`).join('; ')})</span>
              </p>
            ) : null}
            {b.faces[sd] && (b.dice[sd]?.black ?? 0) + (b.dice[sd]?.white ?? 0) > 0 ? <p className="small">Rolled: {facesText(b.faces[sd]!)}</p> : null}
          </div>
        );
      })}
    </div>
  );
}

function facesText(f: RolledFaces): string {
  const parts: Array<[number, string]> = [
    [f.black.double, 'Double Blast'], [f.black.blast, 'Blast'], [f.black.bar, 'Black Bar'], [f.black.blank, 'Black Blank'],
    [f.white.blue, 'Blue'], [f.white.red, 'Red'], [f.white.bar, 'White Bar'], [f.white.blank, 'White Blank'],
  ];
  return parts.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`).join(', ') || 'nothing';
}

function Decision({ s, f }: { s: IbState; f: IbFight }) {
  const b = f.state;
  switch (b.step) {
    case 'positions':
      return <Positions b={b} side={b.side!} />;
    case 'stance':
      return <StanceChoice side={b.side!} />;
    case 'dice':
      return <DiceEntry b={b} />;
    case 'block':
      return <Blocks b={b} side={b.side!} />;
    case 'assign':
      return <Assign b={b} side={b.side!} />;
    case 'continue':
      return <ContinueOrEnd />;
    case 'over':
      return <PostBattle s={s} f={f} />;
  }
}

const step = (act: ReturnType<typeof useAct>, payload: Record<string, unknown>, what: string) => act('ib.battle.step', payload, what);

function Positions({ b, side }: { b: IbBattleState; side: SideName }) {
  const act = useAct();
  const busy = usePending();
  const cav = b.units[side].filter((u) => u.type === 'cavalry' && !u.defeated);
  const [zones, setZones] = useState<Record<string, 'front' | 'rear'>>(() => Object.fromEntries(cav.map((u) => [u.id, u.zone === 'rear' ? 'rear' : 'front'])));
  return (
    <div className="ib-decision" role="group" aria-label={`${SIDE_WORD[side]} Cavalry positions`}>
      {cav.length ? (
        cav.map((u) => (
          <div key={u.id} className="ib-row">
            <span><span className="ib-unit-name">{unitName(u)}</span> <span className="muted small">{u.id}</span></span>
            <div className="seg" role="radiogroup" aria-label={`${u.id} zone`}>
              {(['front', 'rear'] as const).map((z) => (
                <button key={z} type="button" role="radio" aria-checked={zones[u.id] === z} className={cx('seg-btn', zones[u.id] === z && 'on')} onClick={() => setZones({ ...zones, [u.id]: z })}>
                  {z === 'front' ? 'Front (2 White)' : 'Rear (1 White)'}
                </button>
              ))}
            </div>
          </div>
        ))
      ) : (
        <p className="muted">No Cavalry to place.</p>
      )}
      <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => void step(act, { type: 'positions', side, cavalry: zones }, 'Place the Cavalry')}>
        {SIDE_WORD[side]}: positions set
      </button>
    </div>
  );
}

function StanceChoice({ side }: { side: SideName }) {
  const act = useAct();
  const busy = usePending();
  return (
    <div className="ib-decision ib-row" role="group" aria-label={`${SIDE_WORD[side]} stance`}>
      <button type="button" className="btn btn-large btn-primary" disabled={busy} onClick={() => void step(act, { type: 'stance', side, stance: 'aggressive' }, 'Choose a stance')}>
        Aggressive <span className="btn-sub">Bars are Hits</span>
      </button>
      <button type="button" className="btn btn-large" disabled={busy} onClick={() => void step(act, { type: 'stance', side, stance: 'defensive' }, 'Choose a stance')}>
        Defensive <span className="btn-sub">Bars block Hits</span>
      </button>
    </div>
  );
}

const ZERO: RolledFaces = { black: { double: 0, blast: 0, bar: 0, blank: 0 }, white: { red: 0, blue: 0, bar: 0, blank: 0 } };

function DiceEntry({ b }: { b: IbBattleState }) {
  const act = useAct();
  const busy = usePending();
  const [typed, setTyped] = useState<Partial<Record<SideName, RolledFaces>>>({});
  return (
    <div className="ib-decision ib-dice-entry">
      {(['attacker', 'defender'] as const)
        .filter((sd) => !b.faces[sd])
        .map((sd) => {
          const d = b.dice[sd]!;
          const f = typed[sd];
          const set = (colour: 'black' | 'white', k: string, v: number) => setTyped({ ...typed, [sd]: { ...(f ?? ZERO), [colour]: { ...(f ?? ZERO)[colour], [k]: v } } });
          const nb = f ? Object.values(f.black).reduce((a, x) => a + x, 0) : 0;
          const nw = f ? Object.values(f.white).reduce((a, x) => a + x, 0) : 0;
          return (
            <div key={sd} className="ib-dice-side" role="group" aria-label={`${SIDE_WORD[sd]} dice`}>
              <h4>
                {SIDE_WORD[sd]}: {d.black} Black{d.white ? `, ${d.white} White` : ''}
              </h4>
              <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => void step(act, { type: 'dice', side: sd }, 'Roll the dice')}>
                Roll {SIDE_WORD[sd].toLowerCase()}’s dice
              </button>
              {!f ? (
                <button type="button" className="btn btn-quiet" onClick={() => setTyped({ ...typed, [sd]: ZERO })}>
                  Enter table dice…
                </button>
              ) : (
                <form
                  className="ib-faces"
                  aria-label={`${SIDE_WORD[sd]} table dice`}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void step(act, { type: 'dice', side: sd, faces: f }, 'Enter the table’s dice');
                  }}
                >
                  {d.black > 0 ? (
                    <div className="ib-row small">
                      <strong>Black ({nb} of {d.black})</strong>
                      {(['double', 'blast', 'bar', 'blank'] as const).map((k) => (
                        <label key={k}>
                          {k === 'double' ? 'Double Blast' : k === 'blast' ? 'Blast' : k === 'bar' ? 'Bar' : 'Blank'}
                          <Stepper label={`${SIDE_WORD[sd]} Black ${k}`} value={f.black[k]} onChange={(v) => set('black', k, v)} max={d.black} />
                        </label>
                      ))}
                    </div>
                  ) : null}
                  {d.white > 0 ? (
                    <div className="ib-row small">
                      <strong>White ({nw} of {d.white})</strong>
                      {(['blue', 'red', 'bar', 'blank'] as const).map((k) => (
                        <label key={k}>
                          {k === 'blue' ? 'Blue' : k === 'red' ? 'Red' : k === 'bar' ? 'Bar' : 'Blank'}
                          <Stepper label={`${SIDE_WORD[sd]} White ${k}`} value={f.white[k]} onChange={(v) => set('white', k, v)} max={d.white} />
                        </label>
                      ))}
                    </div>
                  ) : null}
                  <button type="submit" className="btn btn-primary" disabled={busy}>
                    Enter {SIDE_WORD[sd].toLowerCase()}’s faces
                  </button>
                </form>
              )}
            </div>
          );
        })}
    </div>
  );
}

const HIT_NAME: Record<string, string> = { double: 'Double Blast', blast: 'Black Blast', 'black-bar': 'Black Bar (Hit)', blue: 'Blue Blast', red: 'Red Blast', 'white-bar': 'White Bar (Hit)' };

function Blocks({ b, side }: { b: IbBattleState; side: SideName }) {
  const act = useAct();
  const busy = usePending();
  const enemy: SideName = side === 'attacker' ? 'defender' : 'attacker';
  const hits = b.hits[enemy];
  const need = Math.min(b.bars[side], hits.reduce((n, h) => n + h.hits, 0));
  const [cancel, setCancel] = useState<string[]>([]);
  const count = (id: string) => cancel.filter((x) => x === id).length;
  return (
    <div className="ib-decision" role="group" aria-label={`${SIDE_WORD[side]} blocks`}>
      <p>
        {SIDE_WORD[side]}’s {b.bars[side]} {b.bars[side] === 1 ? 'Bar blocks' : 'Bars block'} {need} enemy {need === 1 ? 'Hit' : 'Hits'}: choose {need - cancel.length > 0 ? `${need - cancel.length} more` : 'none more'}.
      </p>
      <div className="ib-row">
        {hits.map((h) => (
          <button key={h.id} type="button" className={cx('btn', count(h.id) > 0 && 'on')} disabled={busy || (cancel.length >= need && !count(h.id))} aria-pressed={count(h.id) > 0} onClick={() => setCancel(count(h.id) >= h.hits || cancel.length >= need ? cancel.filter((x) => x !== h.id) : [...cancel, h.id])}>
            Block {HIT_NAME[h.kind]}{h.hits === 2 ? ' (2 Hits)' : ''}{count(h.id) ? ` ×${count(h.id)}` : ''}
          </button>
        ))}
      </div>
      <button type="button" className="btn btn-primary btn-large" disabled={busy || cancel.length !== need} onClick={() => void step(act, { type: 'block', side, cancel }, 'Block Hits').then((ok) => ok && setCancel([]))}>
        Block these {need}
      </button>
    </div>
  );
}

function Assign({ b, side }: { b: IbBattleState; side: SideName }) {
  const act = useAct();
  const busy = usePending();
  const hits = b.hits[side];
  const [picks, setPicks] = useState<Record<string, { target: string | null; second?: string | null }>>({});
  // Legal targets of each Hit given the ones assigned before it, in order.
  const rows = hits.map((h, i) => {
    const before = hits.slice(0, i).map((x) => ({ hit: x.id, targets: [picks[x.id]?.target ?? null, ...(x.hits === 2 ? [picks[x.id]?.second ?? null] : [])] }));
    const legal = legalTargets(b, side, h.id, before);
    const pick = picks[h.id];
    const target = pick?.target !== undefined ? pick.target : legal.length === 1 ? legal[0]! : legal.length === 0 ? null : undefined;
    const second = h.hits === 2 && target ? legalTargets(b, side, h.id, before, target) : [];
    const secondPick = pick?.second !== undefined ? pick.second : second.length === 1 ? second[0]! : second.length === 0 ? null : undefined;
    return { h, legal, target, second, secondPick };
  });
  const ready = rows.every((r) => r.target !== undefined && (r.h.hits !== 2 || r.secondPick !== undefined));
  const payload = rows.map((r) => ({ hit: r.h.id, target: r.target ?? null, ...(r.h.hits === 2 ? { second: r.secondPick ?? null } : {}) }));
  return (
    <div className="ib-decision" role="group" aria-label={`${SIDE_WORD[side]} Hit assignment`}>
      <p>Only legal targets are offered (Fortification first; Blue to the Front, Red to the Rear; the Hit Hierarchy; Elite last).</p>
      <ul className="ib-hits">
        {rows.map((r) => (
          <li key={r.h.id}>
            <strong>{HIT_NAME[r.h.kind]}</strong>
            {r.legal.length === 0 ? (
              <span className="muted"> no valid target: a miss</span>
            ) : (
              <select aria-label={`Target of ${r.h.id}`} value={r.target ?? ''} onChange={(e) => setPicks({ ...picks, [r.h.id]: { target: e.target.value || null } })}>
                {r.target === undefined ? <option value="">Choose…</option> : null}
                {r.legal.map((t) => (
                  <option key={t} value={t}>{targetName(b, side, t)}</option>
                ))}
              </select>
            )}
            {r.h.hits === 2 && r.target ? (
              r.second.length === 0 ? (
                <span className="muted"> second Hit lost (nothing left in that zone)</span>
              ) : (
                <select aria-label={`Second Hit of ${r.h.id}`} value={r.secondPick ?? ''} onChange={(e) => setPicks({ ...picks, [r.h.id]: { target: r.target!, second: e.target.value || null } })}>
                  {r.secondPick === undefined ? <option value="">Second Hit…</option> : null}
                  {r.second.map((t) => (
                    <option key={t} value={t}>{targetName(b, side, t)}</option>
                  ))}
                </select>
              )
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary btn-large" disabled={busy || !ready} onClick={() => void step(act, { type: 'assign', side, hits: payload }, 'Assign Hits').then((ok) => ok && setPicks({}))}>
        Assign {SIDE_WORD[side].toLowerCase()}’s Hits
      </button>
    </div>
  );
}

/** "France Cavalry (france-cav-1)", "the Fortification". */
function targetName(b: IbBattleState, roller: SideName, id: string): string {
  const enemy: SideName = roller === 'attacker' ? 'defender' : 'attacker';
  if (id === 'fortification') return `the ${b.setup.kind === 'port' ? 'Port' : 'Fort'}`;
  const u = b.units[enemy].find((x) => x.id === id);
  const sh = b.setup[enemy].ships.find((x) => x.id === id);
  const x = u ?? sh;
  if (!x) return id;
  return `${unitName(x)} · ${id}`;
}

function ContinueOrEnd() {
  const act = useAct();
  const busy = usePending();
  return (
    <div className="ib-decision ib-row" role="group" aria-label="Continue or end the battle">
      <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => void step(act, { type: 'continue' }, 'Continue the battle')}>
        Next Battle Round
      </button>
      <button type="button" className="btn btn-large" disabled={busy} onClick={() => void step(act, { type: 'end' }, 'End the battle')}>
        End the battle
      </button>
    </div>
  );
}

/** What happens to each Ship's Cargo [Chapter 3 A: Lost/Captured Cargo], as the record will apply it. */
function CargoOutcome({ f }: { f: IbFight }) {
  const fates = cargoFates(f);
  if (!fates.length) return null;
  return (
    <ul className="ib-list" aria-label="Cargo after the battle">
      {fates.map((c) => (
        <li key={c.ship}>
          <strong>{groupWords(c.cargo)}</strong> aboard {c.nation ? `${nationName(c.nation)}’s ` : ''}{c.ship}:{' '}
          {c.fate === 'sunk' ? 'sunk with the Ship (casualties for the enemy)' : c.fate === 'captured' ? `captured with the Ship: ${c.gold} Gold for ${nationName(c.captor!)} (half its cost)` : 'stays aboard (Cargo can’t be dumped)'}
        </li>
      ))}
    </ul>
  );
}

function PostBattle({ f }: { s: IbState; f: IbFight }) {
  const act = useAct();
  const busy = usePending();
  const r = f.state.result!;
  const [shares, setShares] = useState<Record<string, number>>(() => Object.fromEntries((['attacker', 'defender'] as const).map((sd) => [f.nations[sd][0]!, r[sd].points])));
  const [pennants, setPennants] = useState<Partial<Record<SideName, { nation: NationId; kind: 'land' | 'ship' }>>>(() =>
    Object.fromEntries((['attacker', 'defender'] as const).filter((sd) => r[sd].pennant).map((sd) => [sd, { nation: f.nations[sd][0]!, kind: f.state.setup.kind === 'sea' ? 'ship' : 'land' }])),
  );
  const outcome = r.outcome === 'attacker-victory' ? `Victory: ${f.nations.attacker.map(nationName).join(' + ')}` : r.outcome === 'defender-victory' ? `Victory: ${f.nations.defender.map(nationName).join(' + ')}` : r.outcome === 'contested' ? 'Contested: no Victor' : 'Mutual defeat: no Victor';
  return (
    <div className="ib-decision" role="group" aria-label="Post-Battle">
      <p className="big-line">{outcome}{r.capture ? ` · ${f.where} is captured` : ''}</p>
      {(['attacker', 'defender'] as const).map((sd) => (
        <div key={sd} className="ib-row">
          <strong>{SIDE_WORD[sd]} collected {r[sd].points} casualty points</strong>
          {f.nations[sd].length > 1
            ? f.nations[sd].map((n) => (
                <label key={n} className="small">
                  {nationName(n)} <input type="number" value={shares[n] ?? 0} onChange={(e) => setShares({ ...shares, [n]: Math.trunc(Number(e.target.value) || 0) })} aria-label={`${nationName(n)} casualty points`} />
                </label>
              ))
            : <span className="muted">to {nationName(f.nations[sd][0]!)}</span>}
          {r[sd].pennant ? (
            <label className="small">
              Elite Pennant to{' '}
              <select value={pennants[sd]?.nation} onChange={(e) => setPennants({ ...pennants, [sd]: { ...pennants[sd]!, nation: e.target.value as NationId } })} aria-label={`${SIDE_WORD[sd]} Elite Pennant Nation`}>
                {f.nations[sd].map((n) => (
                  <option key={n} value={n}>{nationName(n)}</option>
                ))}
              </select>{' '}
              <select value={pennants[sd]?.kind} onChange={(e) => setPennants({ ...pennants, [sd]: { ...pennants[sd]!, kind: e.target.value as 'land' | 'ship' } })} aria-label={`${SIDE_WORD[sd]} Elite Pennant on`}>
                <option value="land">a Land Unit</option>
                <option value="ship">a Ship</option>
              </select>
            </label>
          ) : r[sd].earned ? <span className="muted small">10 points or more, but no surviving non-Elite Force: the pennant is lost</span> : null}
        </div>
      ))}
      <CargoOutcome f={f} />
      <ul className="muted small">
        <li>Red Arrows on the Active side’s survivors; Field Hospital Tents for Nations not yet Active with survivors.</li>
        <li>Turn the Hotspot on its side if the region is still contested.</li>
      </ul>
      <button type="button" className="btn btn-primary btn-large" disabled={busy} onClick={() => void act('ib.battle.record', { shares, pennants }, 'Record the Post-Battle')}>
        Record the Post-Battle
      </button>
    </div>
  );
}
