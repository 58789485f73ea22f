// Phase Two: the battle recorder with exact odds before the dice (attacker / defender / draw, survivors, "how
// many units for 80%?", the best commander assignment), run in a worker; the result goes to main as one
// 'battle.result' and main applies every consequence [§5-§28]. A battle that needs values the rulebook omits
// says which table to fill in, with the form to do it.
import { useEffect, useMemo, useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import type { ImperiumOddsInput } from '../../../shared/games/napoleons-imperium/battle/model';
import { EMPTY, KIND_LABEL, oddsInput, stepInput, type BattleDraft, type Counts, type Kind } from './battle-input';
import { cx } from '../components/ui';
import { useApp } from '../lib/store';
import { FillTable, NewRowForm, RowForm, useTable } from './DataFill';
import { Nation, Panel, useAct } from './parts';
import { isMissingData, isUpdating, shownResult, useImperiumOdds, type OddsState } from './odds';
import { OddsProgress } from '../odds/OddsProgress';
import { CasualtyOrderEditor } from './CasualtyOrder';
import { effectiveOrder, orderLists, type CustomOrder } from './casualty-order';
import { FightPanel, liveFight } from './Fight';
import { SeaPrizeFields } from './SeaPrize';
import { seaPrizeFields } from './sea-prize';
import type { CommanderOptionsResult, ImperiumOddsResult, UnitsNeededResult } from './odds-types';
import { LAND_UNITS, NATION_IDS, UNIT_NAME, adj, allianceOf, capitalName, commanderName, empire, fmt, holderOf, orderOf, specialUnitOwner, territories, territoryKey, turnName, type NationId, type Unit, cellValue, maybeNumber, packOf } from './nations';
import { pct } from '../odds/format';
import { ProbabilityBar } from '../odds/ProbabilityBar';

// ------------------------------------------------------------------------------------------------ the panel

export function AttackPanel({ view, s }: { view: CampaignView; s: NiState }) {
  const n = orderOf(s)[(s.position.turn - 2) % 8]!;
  const thisTurn = s.battles.filter((b) => b.turn === s.position.turn);
  const fight = liveFight(s);
  return (
    <>
      {s.cardsDue.length ? <CardsDue s={s} /> : null}
      {fight ? <FightPanel f={fight} /> : <BattleRecorder key={`${s.position.turn}`} view={view} s={s} attacker={n} />}
      {thisTurn.length ? (
        <Panel title={`Battles this turn (${thisTurn.length})`} label="Battles this turn">
          <ol className="ni-battles">
            {[...thisTurn].reverse().map((b) => (
              <li key={b.id} className={cx('ni-battle', `ni-battle-${b.result}`)} aria-label={`Battle ${b.id}: ${b.where}`}>
                <div className="ni-battle-head">
                  <strong>
                    {b.kind === 'sea' ? 'Sea battle' : b.kind === 'neutral' ? 'Neutral' : b.invasion ? 'Invasion' : 'Battle'} · {b.where}
                  </strong>
                  <span className="ni-battle-result">{b.result === 'draw' ? 'Draw' : b.result === 'attacker' ? `${b.attackers.map((x) => empire(x)).join(' + ')} won` : `${b.defenders.map((x) => empire(x)).join(' + ')} held`}</span>
                </div>
                <ul className="ni-consequences">
                  {b.consequences.map((c, i) => (
                    <li key={i}>{c}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
    </>
  );
}

function BattleRecorder({ view, s, attacker }: { view: CampaignView; s: NiState; attacker: NationId }) {
  const act = useAct();
  const [draft, setD] = useState<BattleDraft>(EMPTY);
  let d = draft;
  const atSea = d.kind === 'sea' || d.kind === 'avoid';
  const set = (patch: Partial<BattleDraft>) => setD((x) => ({ ...x, ...patch }));
  const terrTable = useTable('territories');
  const key = d.where.trim() ? territoryKey(s, d.where) : null;
  const holder = d.where.trim() ? holderOf(s, d.where) : null;
  const value = key ? maybeNumber(packOf(s), 'territories', key, 'value') : null;
  const needsTerritory = !atSea && d.where.trim() !== '' && (!key || value === null || holder === null);
  const enemies = NATION_IDS.filter((x) => allianceOf(s, x) !== allianceOf(s, attacker));
  const friends = NATION_IDS.filter((x) => x !== attacker && allianceOf(s, x) === allianceOf(s, attacker));

  // The territory's holder defends it [§5C Note].
  const pickWhere = (w: string) => {
    const h = w.trim() ? holderOf(s, w) : null;
    const patch: Partial<BattleDraft> = { where: w };
    if (!atSea && h && h !== 'neutral' && enemies.includes(h) && !d.defenders.includes(h)) patch.defenders = [h];
    if (d.kind === 'land' && h === 'neutral') patch.kind = 'neutral';
    set(patch);
  };

  // Until the table picks defenders, the territory's holder defends it.
  const autoDef = !atSea && d.kind !== 'neutral' && !d.defenders.length && holder && holder !== 'neutral' && enemies.includes(holder) ? [holder] : null;
  if (autoDef) d = { ...d, defenders: autoDef };
  const pack = s.data ?? null;
  // The default order of losses first: its odds carry the values and the order the engine would use.
  const inputDefault = useMemo(() => oddsInput(s, attacker, { ...d, order: {} }), [s, attacker, d]);
  const oddsDefault = useImperiumOdds(inputDefault ? { job: 'battle', input: inputDefault, pack } : null);
  const defaultFresh = oddsDefault.status === 'done' && !oddsDefault.stale ? oddsDefault.result : null;
  const orderListsNow = useMemo(() => (inputDefault && defaultFresh ? orderLists(inputDefault, defaultFresh).filter((l) => l.defaultOrder.length === l.entries.length) : []), [inputDefault, defaultFresh]);
  // The player's own order, once checked against the battle as drafted (while the default is recomputed, the ids still in the battle).
  const customOrder = defaultFresh ? effectiveOrder(orderListsNow, d.order ?? {}) : knownOrder(d.order ?? {}, inputDefault);
  const hasCustom = Object.keys(customOrder).length > 0;
  const input = hasCustom ? oddsInput(s, attacker, { ...d, order: customOrder }) : inputDefault;
  const oddsCustom = useImperiumOdds(hasCustom && input ? { job: 'battle', input, pack } : null);
  const odds = hasCustom ? oddsCustom : oddsDefault;

  const sideTypes = (side: 'a' | 'd'): Unit[] => {
    if (atSea) return ['fleet'];
    if (d.kind === 'invasion' && side === 'a') return [];
    return LAND_UNITS.filter((u) => (u !== 'camels' && u !== 'riflemen') || specialUnitOwner(s, u) === (side === 'a' ? attacker : d.defenders[0]));
  };
  const groupIds = input ? [...input.attacker.map((g) => ({ id: g.id, label: `${empire(attacker).replace(/ Empire$/, '')} ${g.type === 'fleet' ? 'fleets' : UNIT_NAME[g.type as Unit][1].toLowerCase()}` })), ...input.defender.map((g) => ({ id: g.id, label: `${d.defenders[0] ? adj(d.defenders[0]) : ''} ${UNIT_NAME[g.type as Unit][1].toLowerCase()} (defending)` }))] : [];
  const [needId, setNeedId] = useState('');
  const [target, setTarget] = useState('80');
  const needGroup = groupIds.find((g) => g.id === needId)?.id ?? groupIds[0]?.id ?? null;
  const needed = useImperiumOdds(input && needGroup && d.kind !== 'neutral' ? { job: 'needed', input, pack, query: { id: needGroup, target: Math.min(0.99, Math.max(0.05, Number(target) / 100 || 0.8)), max: 40 } } : null);
  const cmdSide = input?.commanders?.some((c) => c.side === 'attacker') ? 'attacker' : input?.commanders?.some((c) => c.side === 'defender') ? 'defender' : null;
  const best = useImperiumOdds(input && cmdSide && d.kind !== 'neutral' ? { job: 'commanders', input, pack, side: cmdSide } : null);

  const involved = [attacker, ...d.allies, ...d.defenders];
  const cmds = s.commanders.filter((c) => involved.includes(c.nation as NationId) && c.status === 'active');
  const defenderName = d.defenders.length ? d.defenders.map((x) => empire(x).replace(/ Empire$/, '')).join(' + ') : 'the defender';
  const attackerName = empire(attacker).replace(/ Empire$/, '');
  const place = key ?? d.where.trim();

  const record = async (result: 'attacker' | 'defender' | 'draw') => {
    const kind = d.kind === 'invasion' ? 'land' : d.kind === 'avoid' ? 'sea' : d.kind;
    const totalLand = LAND_UNITS.reduce((a, u) => a + (d.atk[u] ?? 0), 0);
    const winners = result === 'attacker' ? [attacker, ...d.allies] : d.defenders;
    const payload = {
      kind,
      where: place,
      attacker,
      allies: atSea ? d.allies : [],
      defenders: d.kind === 'neutral' ? [] : d.defenders,
      result: d.kind === 'neutral' ? 'attacker' : result,
      invasion: d.kind === 'invasion',
      ...(d.kind === 'invasion' && d.fleetName.trim() ? { fleet: d.fleetName.trim() } : {}),
      ...(d.kind === 'neutral' ? { units: totalLand } : {}),
      commanders: cmds.filter((c) => d.cmd[c.id] && d.cmd[c.id] !== 'off').map((c) => c.id),
      ...(atSea && result !== 'draw' ? seaPrizeFields(s, winners, d.survivorsBy, d.sunk) : {}),
      eliminates: d.eliminates,
      note: d.note,
    };
    const ok = await act('battle.result', payload, d.kind === 'neutral' ? `${attackerName} takes ${place}` : `Battle for ${place}`);
    if (ok) setD({ ...EMPTY, kind: d.kind });
  };

  const fightStepByStep = () => {
    if (!input) return;
    void act('battle.setup', { input: stepInput(input, d.kind, place), where: place, ...(d.kind === 'invasion' && d.fleetName.trim() ? { fleet: d.fleetName.trim() } : {}), note: d.note }, `Set up the battle for ${place}`);
  };
  const oddsValue = shownResult(odds);
  // Treaties [§28, §28D]: the bound nation may not attack its victor; its victor (or an ally) attacking it breaches the treaty.
  const targets = [...d.defenders, ...(holder && holder !== 'neutral' ? [holder] : [])];
  const treatyNotes = s.treaties
    .filter((tr) => tr.status === 'active')
    .flatMap((tr) => {
      if (tr.bound === attacker && targets.includes(tr.imposer as NationId)) return [{ bad: true, text: `${empire(attacker)} is bound by treaty not to attack the ${empire(tr.imposer)} until after the ${turnName(s, tr.expires)}: the app will refuse this battle [§28].` }];
      if (targets.includes(tr.bound as NationId) && (tr.imposer === attacker || allianceOf(s, tr.imposer) === allianceOf(s, attacker))) return [{ bad: false, text: `Attacking the ${empire(tr.bound)} ${tr.imposer === attacker ? 'breaches the treaty it imposed' : `through ${adj(tr.imposer)} borders breaches the treaty`}: the treaty ends [§28D].` }];
      return [];
    });
  const ready = d.where.trim() !== '' && (d.kind === 'neutral' || d.defenders.length > 0);

  return (
    <Panel title={`${attackerName} attacks`} label="Record a battle" className="ni-battle-panel">
      <div className="ni-battle-grid">
        <div className="ni-battle-form">
          <div className="seg ni-kind" role="radiogroup" aria-label="Kind of battle">
            {(Object.keys(KIND_LABEL) as Kind[]).map((k) => (
              <button key={k} type="button" role="radio" aria-checked={d.kind === k} className={cx('seg-btn', d.kind === k && 'on')} onClick={() => set({ kind: k, ...((k === 'sea' || k === 'avoid') !== atSea ? { where: '', defenders: [] } : {}) })}>
                {KIND_LABEL[k]}
              </button>
            ))}
          </div>
          <label className="field">
            <span>{atSea ? 'Sea territory' : 'Territory attacked'}</span>
            <input type="text" list="ni-territories" value={d.where} onChange={(e) => pickWhere(e.target.value)} placeholder={atSea ? 'e.g. North Sea' : 'Type or choose a territory'} aria-label={atSea ? 'Sea territory' : 'Territory attacked'} maxLength={60} />
            <datalist id="ni-territories">
              {territories(s).map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
            {d.kind !== 'sea' && key && holder ? (
              <span className="hint">
                {key}: {holder === 'neutral' ? 'empty neutral' : `held by the ${empire(holder)}`}
                {value !== null ? ` · income value ${value}` : ''}
                {NATION_IDS.some((x) => capitalName(s, x).toLowerCase() === key.toLowerCase()) ? ' · a capital' : ''}
              </span>
            ) : null}
          </label>
          {needsTerritory && terrTable ? (
            <div className="ni-inline-fill" role="group" aria-label="Territory data needed">
              <p className="small ni-needs-text">
                {!key ? `“${d.where.trim()}” is not in the table “Territories (map)” yet.` : `The table “Territories (map)” has no ${value === null ? 'income value' : 'original owner'} for ${key}.`} Enter what the map prints:
              </p>
              {key ? <RowForm table={terrTable} rowKey={key} pack={s.data} columns={['value', 'originalOwner']} label={key} /> : <NewRowForm key={d.where} table={terrTable} pack={s.data} presetKey={d.where.trim()} />}
            </div>
          ) : null}
          {treatyNotes.map((n, i) => (
            <p key={i} className={cx('ni-treaty-note', n.bad && 'ni-treaty-bad')} role="note">
              ⚠ {n.text}
            </p>
          ))}
          {d.kind !== 'neutral' ? (
            <div className="field">
              <span>Defending {atSea ? 'fleets of' : ''}</span>
              <div className="ni-pick-row" role="group" aria-label="Defenders">
                {enemies.map((x) => (
                  <button key={x} type="button" aria-pressed={d.defenders.includes(x)} className={cx('ni-pick', d.defenders.includes(x) && 'on')} style={{ ['--power' as string]: view.powers.find((p) => p.power === x)?.colour }} onClick={() => set({ defenders: d.defenders.includes(x) ? d.defenders.filter((y) => y !== x) : [...d.defenders, x] })}>
                    {empire(x).replace(/ Empire$/, '')}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {atSea ? (
            <div className="field">
              <span>Allied fleets with {attackerName} (combined fleet)</span>
              <div className="ni-pick-row" role="group" aria-label="Allied fleets">
                {friends.map((x) => (
                  <button key={x} type="button" aria-pressed={d.allies.includes(x)} className={cx('ni-pick', d.allies.includes(x) && 'on')} onClick={() => set({ allies: d.allies.includes(x) ? d.allies.filter((y) => y !== x) : [...d.allies, x] })}>
                    {empire(x).replace(/ Empire$/, '')}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          <div className="ni-sides">
            <UnitCounts title={d.kind === 'invasion' ? `${attackerName}: invading fleets` : `${attackerName} attacking`} types={d.kind === 'invasion' ? ['fleet'] : sideTypes('a')} counts={d.atk} onChange={(atk) => set({ atk })} prefix="Attacking" />
            {d.kind === 'invasion' ? <UnitCounts title="Aboard each fleet" types={['infantry', 'cavalry', 'artillery']} counts={d.cargo} onChange={(cargo) => set({ cargo })} prefix="Aboard" /> : null}
            {atSea
              ? d.allies.map((x) => <UnitCounts key={`a-${x}`} title={`${adj(x)} fleets joined`} types={['fleet']} counts={d.extra[x] ?? {}} onChange={(c) => set({ extra: { ...d.extra, [x]: c } })} prefix={`Joined ${adj(x)}`} />)
              : null}
            {d.kind !== 'neutral' ? <UnitCounts title={d.defenders[0] ? `${adj(d.defenders[0])} defending` : 'Defending (choose the defender above)'} types={sideTypes('d')} counts={d.def} onChange={(def) => set({ def })} prefix="Defending" /> : null}
            {d.kind !== 'neutral'
              ? d.defenders.slice(1).map((x) => (
                  <UnitCounts key={`d-${x}`} title={atSea ? `${adj(x)} fleets with them` : `Allied ${adj(x)} units defending (lost first)`} types={atSea ? ['fleet'] : ['infantry', 'cavalry', 'artillery']} counts={d.extra[x] ?? {}} onChange={(c) => set({ extra: { ...d.extra, [x]: c } })} prefix={`Allied ${adj(x)}`} />
                ))
              : null}
            {d.kind === 'invasion' ? (
              <label className="ni-unit-row">
                <span>Enemy fleets in the port’s sea zone</span>
                <input type="number" min={0} max={60} className="narrow" value={d.defFleets || ''} placeholder="0" onChange={(e) => set({ defFleets: Number(e.target.value) || 0 })} aria-label="Defending fleets in the port's sea zone" />
              </label>
            ) : null}
          </div>
          {d.kind !== 'neutral' ? (
            <CasualtyOrderEditor
              lists={orderListsNow}
              custom={customOrder}
              onChange={(order) => set({ order })}
              names={{ attacker: attackerName, defender: defenderName }}
              byDefault={shownResult(oddsDefault)}
              chosen={hasCustom ? shownResult(oddsCustom) : null}
              chosenBusy={hasCustom && isUpdating(oddsCustom)}
            />
          ) : null}
          {d.kind === 'land' ? (
            <div className="field ni-steps" role="group" aria-label="Continue the attack">
              <span>Then continue the attack into… [§5C] <span className="muted small">(one unit stays in each territory won)</span></span>
              {d.steps.map((st, k) => (
                <div key={k} className="ni-step-row">
                  <input type="text" list="ni-territories" value={st.where} maxLength={60} placeholder="next territory" onChange={(e) => set({ steps: d.steps.map((x, i) => (i === k ? { ...x, where: e.target.value } : x)) })} aria-label={`Further attack ${k + 1}: territory`} />
                  <span className="small">{st.where.trim() && holderOf(s, st.where) && holderOf(s, st.where) !== 'neutral' ? `held by the ${empire(holderOf(s, st.where)!)}` : st.where.trim() ? 'not an enemy territory in the table' : ''}</span>
                  {st.where.trim() && terrTable && (!territoryKey(s, st.where) || maybeNumber(packOf(s), 'territories', territoryKey(s, st.where)!, 'value') === null || holderOf(s, st.where) === null) ? (
                    <div className="ni-inline-fill" role="group" aria-label={`Further attack ${k + 1}: territory data needed`}>
                      {territoryKey(s, st.where) ? <RowForm table={terrTable} rowKey={territoryKey(s, st.where)!} pack={s.data} columns={['value', 'originalOwner']} label={territoryKey(s, st.where)!} /> : <NewRowForm key={st.where} table={terrTable} pack={s.data} presetKey={st.where.trim()} />}
                    </div>
                  ) : null}
                  <UnitCounts title="Defending there" types={['infantry', 'cavalry', 'artillery']} counts={st.def} onChange={(c) => set({ steps: d.steps.map((x, i) => (i === k ? { ...x, def: c } : x)) })} prefix={`Further attack ${k + 1}: defending`} />
                  <button type="button" className="icon-btn" aria-label={`Remove further attack ${k + 1}`} onClick={() => set({ steps: d.steps.filter((_, i) => i !== k) })}>
                    ×
                  </button>
                </div>
              ))}
              {d.steps.length < 5 ? (
                <button type="button" className="btn btn-quiet btn-small" onClick={() => set({ steps: [...d.steps, { where: '', def: {} }] })}>
                  + Continue into another territory
                </button>
              ) : null}
            </div>
          ) : null}
          {cmds.length ? (
            <div className="field">
              <span>Commanders in the battle (one unit type each) [§13B]</span>
              <div className="ni-cmd-list">
                {cmds.map((c) => (
                  <label key={c.id} className="ni-cmd">
                    <span>
                      {commanderName(c)}
                      {c.used ? <span className="muted small"> · used in {c.used}</span> : null}
                    </span>
                    <select value={d.cmd[c.id] ?? 'off'} onChange={(e) => set({ cmd: { ...d.cmd, [c.id]: e.target.value as Unit } })} aria-label={`${commanderName(c)} assignment`}>
                      <option value="off">not in this battle</option>
                      <option value="none">present, no unit type</option>
                      {(['infantry', 'cavalry', 'artillery', 'fleet', 'camels', 'riflemen'] as Unit[]).map((u) => (
                        <option key={u} value={u}>
                          +1 to {UNIT_NAME[u][1].toLowerCase()}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            </div>
          ) : null}
          {d.kind === 'invasion' ? (
            <label className="field">
              <span>Fleet group (for the two-invasions limit) [§20B]</span>
              <input type="text" value={d.fleetName} maxLength={60} placeholder="e.g. Channel fleet" onChange={(e) => set({ fleetName: e.target.value })} aria-label="Invading fleet group" />
            </label>
          ) : null}
        </div>

        <OddsView orderNote={hasCustom ? `Under your own order of losses${shownResult(oddsDefault) ? ` · default order: ${attackerName} ${d.kind === 'invasion' ? 'takes it' : 'wins'} ${pct(shownResult(oddsDefault)!.attackerWins)}` : ''}.` : null} odds={odds} value={oddsValue} attackerName={attackerName} defenderName={defenderName} kind={d.kind} s={s} involved={involved} input={input} needed={needed} groupIds={groupIds} needGroup={needGroup} setNeedId={setNeedId} target={target} setTarget={setTarget} best={best} applyBest={(a) => set({ cmd: { ...d.cmd, ...(Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v ?? 'none'])) as BattleDraft['cmd']) } })} />
      </div>

      <div className="ni-record" role="group" aria-label="Record the result">
        <div className="ni-record-extra">
          {atSea ? (
            <>
              <label className="small">
                Enemy fleets sunk <input type="number" min={0} className="narrow" value={d.sunk || ''} placeholder="0" onChange={(e) => set({ sunk: Number(e.target.value) || 0 })} aria-label="Enemy fleets sunk" />
              </label>
              <SeaPrizeFields s={s} winningSide={[attacker, ...d.allies]} survivors={d.survivorsBy} onChange={(survivorsBy) => set({ survivorsBy })} legend={`If ${attackerName} wins`} />
              {d.defenders.length ? <SeaPrizeFields s={s} winningSide={d.defenders} survivors={d.survivorsBy} onChange={(survivorsBy) => set({ survivorsBy })} legend={`If ${defenderName} wins`} /> : null}
            </>
          ) : null}
          {d.kind !== 'sea' && d.kind !== 'neutral' ? (
            <div className="ni-pick-row small" role="group" aria-label="Nations eliminated by this battle">
              <span>Eliminates (capital lost, no land units left):</span>
              {d.defenders.map((x) => (
                <button key={x} type="button" aria-pressed={d.eliminates.includes(x)} className={cx('ni-pick', 'ni-pick-small', d.eliminates.includes(x) && 'on')} onClick={() => set({ eliminates: d.eliminates.includes(x) ? d.eliminates.filter((y) => y !== x) : [...d.eliminates, x] })}>
                  {empire(x).replace(/ Empire$/, '')}
                </button>
              ))}
            </div>
          ) : null}
          <input type="text" className="ni-note" value={d.note} maxLength={200} placeholder="Note (optional)" onChange={(e) => set({ note: e.target.value })} aria-label="Battle note" />
        </div>
        {d.steps.length && d.kind === 'land' ? <p className="small ni-needs-text">Recording by hand records the first battle ({place || 'the territory'}); record each further attack after it — or fight the whole attack step by step.</p> : null}
        <div className="ni-record-buttons">
          {d.kind === 'neutral' ? (
            <button type="button" className="btn btn-primary btn-large" disabled={!ready} onClick={() => void record('attacker')}>
              Record: {attackerName} takes {place || 'the territory'}
            </button>
          ) : (
            <>
              <button type="button" className="btn btn-large ni-win-a" disabled={!ready} onClick={() => void record('attacker')}>
                Record: {attackerName} wins{place ? ` ${place}` : ''}
              </button>
              <button type="button" className="btn btn-large ni-win-d" disabled={!ready} onClick={() => void record('defender')}>
                Record: {defenderName} holds
              </button>
              <button type="button" className="btn btn-large" disabled={!ready} onClick={() => void record('draw')}>
                Record: draw
              </button>
            </>
          )}
        </div>
        {d.kind !== 'neutral' ? (
          <div className="ni-record-buttons">
            <button type="button" className="btn btn-primary btn-large" disabled={!ready || !input} onClick={fightStepByStep}>
              ⚔ Fight it step by step
            </button>
            <span className="muted small">Each roll and each casualty choice is a log entry, with the odds from where the battle stands.</span>
          </div>
        ) : null}
        <p className="muted small">
          Or fight it at the table (or roll in the dice tray), then record the result: flags, income, Battle Cards, Battle Point cards, commanders, sea prizes, capitals and eliminations follow automatically, with undo.
        </p>
      </div>
    </Panel>
  );
}

function UnitCounts({ title, types, counts, onChange, prefix }: { title: string; types: Unit[]; counts: Counts; onChange: (c: Counts) => void; prefix: string }) {
  if (!types.length) return null;
  return (
    <fieldset className="ni-units">
      <legend>{title}</legend>
      {types.map((u) => (
        <label key={u} className="ni-unit-row">
          <span>{UNIT_NAME[u][1]}</span>
          <span className="ni-stepper">
            <button type="button" className="step-btn" onClick={() => onChange({ ...counts, [u]: Math.max(0, (counts[u] ?? 0) - 1) })} aria-label={`${prefix} ${UNIT_NAME[u][1]} −1`} disabled={!(counts[u] ?? 0)}>
              −
            </button>
            <input type="number" min={0} max={150} className="narrow" value={counts[u] ?? ''} placeholder="0" onChange={(e) => onChange({ ...counts, [u]: Math.max(0, Number(e.target.value) || 0) })} aria-label={`${prefix} ${UNIT_NAME[u][1]}`} />
            <button type="button" className="step-btn" onClick={() => onChange({ ...counts, [u]: (counts[u] ?? 0) + 1 })} aria-label={`${prefix} ${UNIT_NAME[u][1]} +1`}>
              +
            </button>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

// ------------------------------------------------------------------------------------------------ odds

function OddsView(props: {
  odds: OddsState<ImperiumOddsResult>;
  value: ImperiumOddsResult | null;
  attackerName: string;
  defenderName: string;
  kind: Kind;
  s: NiState;
  involved: NationId[];
  input: ImperiumOddsInput | null;
  needed: OddsState<UnitsNeededResult>;
  groupIds: Array<{ id: string; label: string }>;
  needGroup: string | null;
  setNeedId: (id: string) => void;
  target: string;
  setTarget: (t: string) => void;
  best: OddsState<CommanderOptionsResult>;
  applyBest: (a: Record<string, string | null>) => void;
  orderNote?: string | null;
}) {
  const { odds, value: r, attackerName, defenderName, kind, s, involved } = props;
  if (kind === 'neutral') {
    return (
      <aside className="ni-odds" aria-label="Odds">
        <h3>Odds</h3>
        <p className="big-line">No dice: an empty neutral territory is taken at the loss of one unit, so at least two land units must go in [§25].</p>
      </aside>
    );
  }
  if (odds.status === 'error' && odds.error) {
    const e = odds.error;
    return (
      <aside className="ni-odds ni-odds-problem" aria-label="Odds">
        <h3>Odds</h3>
        <p className="ni-odds-error" role="status">
          {isMissingData(e) ? 'The rulebook omits a value this battle needs. ' : ''}
          {e.message}
        </p>
        {isMissingData(e) && e.table ? <FillTable tableId={e.table} pack={s.data} rows={(k) => !NATION_IDS.includes(k.split(':')[0] as NationId) || involved.includes(k.split(':')[0] as NationId)} /> : null}
      </aside>
    );
  }
  if (!r) {
    return (
      <aside className="ni-odds" aria-label="Odds">
        <h3>Odds</h3>
        <p className="muted">{isUpdating(odds) ? 'Computing the exact odds…' : 'Enter the territory, the defenders and both sides’ units to see the exact odds.'}</p>
        <OddsProgress odds={odds} />
      </aside>
    );
  }
  const unverified = r.provenance.values.filter((v) => v.src === 'unverified');
  const aStart = r.survivors.attacker.total.length - 1;
  const dStart = r.survivors.defender.total.length - 1;
  const keepTwo = r.survivors.attacker.total.slice(2).reduce((a, b) => a + b, 0);
  const needed = props.needed.status === 'done' ? props.needed.result : null;
  const best = props.best.status === 'done' ? props.best.result : null;
  const busy = isUpdating(odds);
  return (
    <aside className={cx('ni-odds', busy && 'ni-odds-busy')} aria-label="Odds" aria-busy={busy}>
      <h3>Exact odds {busy ? <span className="muted small">updating…</span> : null}</h3>
      {props.orderNote ? <p className="small ni-order-inforce">{props.orderNote}</p> : null}
      <OddsProgress odds={odds} />
      <div className="ni-odds-big">
        <div className="ni-odds-cell ni-odds-a" aria-label={`${attackerName} wins ${pct(r.attackerWins)}`}>
          <span className="ni-odds-num">{pct(r.attackerWins)}</span>
          <span className="ni-odds-label">{attackerName} {kind === 'invasion' ? 'takes it' : 'wins'}</span>
        </div>
        <div className="ni-odds-cell ni-odds-d" aria-label={`${defenderName} holds ${pct(r.defenderWins)}`}>
          <span className="ni-odds-num">{pct(r.defenderWins)}</span>
          <span className="ni-odds-label">{defenderName} holds</span>
        </div>
        <div className="ni-odds-cell ni-odds-draw" aria-label={`Draw ${pct(r.draw)}`}>
          <span className="ni-odds-num">{pct(r.draw)}</span>
          <span className="ni-odds-label">draw</span>
        </div>
      </div>
      {r.chain ? (
        <table className="ni-breakdown" aria-label="Each battle of the attack">
          <tbody>
            {r.chain.steps.map((c, i) => (
              <tr key={i}>
                <td>{i === 0 ? 'First battle' : `Further attack ${i}`}: fought {pct(c.reached)}</td>
                <td className="num">won {pct(c.attackerWins)}</td>
              </tr>
            ))}
            {r.stopped ? (
              <tr>
                <td>Won, but only one unit left to hold it (the attack stops)</td>
                <td className="num">{pct(r.stopped)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
      {r.avoid ? (
        <p className="ni-avoid" aria-label={`Slips past ${pct(r.avoid.avoided)}`}>
          <strong>{pct(r.avoid.avoided)}</strong> the fleet slips past (Avoid Rate {r.avoid.avoidRate}); if sighted it fights at its Defence values
          {r.avoid.fightInstead ? <> · fighting instead: {pct(r.avoid.fightInstead.attackerWins)} win</> : null}
        </p>
      ) : null}
      <ProbabilityBar className="ni-bar" parts={[{ p: r.attackerWins, className: 'ni-bar-a' }, { p: r.draw, className: 'ni-bar-x' }, { p: r.defenderWins, className: 'ni-bar-d' }]} />
      <dl className="ni-odds-facts">
        <div>
          <dt>Survivors (average)</dt>
          <dd>
            {attackerName} {fmt(Math.round(r.survivors.attacker.expected * 10) / 10)} of {aStart} · {defenderName} {fmt(Math.round(r.survivors.defender.expected * 10) / 10)} of {dStart}
          </dd>
        </div>
        {kind === 'land' && aStart >= 2 ? (
          <div>
            <dt>Win with 2+ units left</dt>
            <dd>{pct(keepTwo)} (one must stay; the rest may attack on [§5C])</dd>
          </div>
        ) : null}
        {r.expectedRounds !== null ? (
          <div>
            <dt>Rounds</dt>
            <dd>{fmt(Math.round(r.expectedRounds * 10) / 10)} on average</dd>
          </div>
        ) : null}
        <div>
          <dt>Hit values</dt>
          <dd>
            {r.units.attacker.map((u) => `${u.count} ${u.type} hit on 1-${u.value}`).join(', ')} · against {[...r.units.defender, ...(r.units.defenderFleets ?? [])].map((u) => `${u.count} ${u.type} 1-${u.value}`).join(', ')}
          </dd>
        </div>
      </dl>
      <div className="ni-query" role="group" aria-label="Units needed">
        <strong>How many units for</strong>{' '}
        <input type="number" min={5} max={99} className="narrow" value={props.target} onChange={(e) => props.setTarget(e.target.value)} aria-label="Target probability (%)" />%?{' '}
        <select value={props.needGroup ?? ''} onChange={(e) => props.setNeedId(e.target.value)} aria-label="Units to add">
          {props.groupIds.map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </select>
        <div className="ni-query-answer" aria-live="polite">
          {isUpdating(props.needed) ? <span className="muted">Counting…</span> : null}
          <OddsProgress odds={props.needed} what="Counting the units needed" />
          {props.needed.status === 'error' ? <span className="ni-needs-text">{props.needed.error?.message}</span> : null}
          {needed ? (
            needed.count === null ? (
              <span>Not even with 40: the odds stop at {pct(needed.probability)}.</span>
            ) : (
              <span>
                <strong className="ni-answer">{needed.count}</strong> {props.groupIds.find((g) => g.id === needed.id)?.label ?? ''} give {pct(needed.probability)} <span className="muted">(now {needed.current.count} give {pct(needed.current.probability)})</span>
              </span>
            )
          ) : null}
        </div>
      </div>
      {props.best.status !== 'idle' ? (
        <div className="ni-query" role="group" aria-label="Best commander assignment">
          <strong>Best commander assignment</strong>
          {isUpdating(props.best) ? <span className="muted"> Comparing every assignment…</span> : null}
          <OddsProgress odds={props.best} what="Comparing every assignment" />
          {props.best.status === 'error' ? <span className="ni-needs-text"> {props.best.error?.message}</span> : null}
          {best?.best ? (
            <div className="ni-query-answer">
              {Object.entries(best.best.assignment).map(([id, t]) => {
                const c = s.commanders.find((x) => x.id === id);
                return (
                  <div key={id}>
                    {c ? commanderName(c) : id}: <strong>{t ? `+1 ${t}` : 'no unit type'}</strong>
                  </div>
                );
              })}
              <div className="small">
                {best.side === 'defender' ? `${defenderName} holds ${pct(best.best.defenderWins)}` : `${attackerName} wins ${pct(best.best.attackerWins)}`} (of {best.options.length} assignments)
              </div>
              <button type="button" className="btn btn-small" onClick={() => props.applyBest(best.best!.assignment)}>
                Use this assignment
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {unverified.length || r.warnings.length ? (
        <details className="ni-provenance">
          <summary>
            {unverified.length ? `${unverified.length} value${unverified.length === 1 ? '' : 's'} not printed in the rulebook (unverified): check the Empire cards` : 'Notes'}
          </summary>
          <ul className="small">
            {unverified.map((v, i) => (
              <li key={i}>
                {v.table}
                {v.key ? ` · ${v.key}` : ''}
                {v.column ? ` · ${v.column}` : ''} = {v.value}
                {v.note ? ` — ${v.note}` : ''}
              </li>
            ))}
            {r.warnings.map((w, i) => (
              <li key={`w${i}`}>{w}</li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="muted small">Every value from the rulebook or the group’s entries ({r.provenance.source}).</p>
      )}
    </aside>
  );
}

/** The stored orders limited to the unit groups still in the battle (used for a moment, while the default is recomputed). */
function knownOrder(stored: CustomOrder, input: ImperiumOddsInput | null): CustomOrder {
  if (!input) return {};
  const ids = new Set([...input.attacker.flatMap((g) => [g.id, ...(g.cargo ?? []).map((c) => c.id ?? '')]), ...input.defender.map((g) => g.id)]);
  const out: CustomOrder = {};
  for (const [k, o] of Object.entries(stored)) {
    const kept = o.filter((id) => ids.has(id));
    if (kept.length) out[k] = kept;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ Battle Cards

export function CardsDue({ s }: { s: NiState }) {
  const due = [...new Set(s.cardsDue.map((c) => c.nation))];
  // A battle recorded or fought lower down ends with the card to draw up here: bring it into view, since the
  // turn cannot go on without it [§26].
  useEffect(() => {
    document.querySelector('section.ni-cards-due')?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Panel title="Battle Card to draw" className="ni-cards-due" label="Battle Card to draw">
      <p className="panel-lead">The loser of a land battle draws one card from its own deck, and carries out what it says [§26, §26B].</p>
      {due.map((n) => (
        <DrawForm key={n} s={s} n={n as NationId} count={s.cardsDue.filter((c) => c.nation === n).length} />
      ))}
    </Panel>
  );
}

function DrawForm({ s, n, count }: { s: NiState; n: NationId; count: number }) {
  const act = useAct();
  const [card, setCard] = useState('');
  const [kind, setKind] = useState('');
  const [typing, setTyping] = useState(false);
  const cardsTable = useTable('battle-cards');
  const name = empire(n);
  const deck = s.nations[n].deck;
  const size = (s.data?.tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${n}:`)).length;
  const c = Number(card);
  const title = card ? cellValue(packOf(s), 'battle-cards', `${n}:${c}`, 'title') : null;
  // The app's deck shows the card it draws: each card left needs its title and text first (§26).
  const drawn = new Set(deck.drawn.map((d) => d.key));
  const deckRows = (s.data?.tables['battle-cards']?.rows ?? []).filter((r) => r.key.startsWith(`${n}:`));
  const left = deckRows.some((r) => !drawn.has(r.key)) ? deckRows.filter((r) => !drawn.has(r.key)) : deckRows;
  const untyped = left.filter((r) => ['title', 'text'].some((col) => (r.cells[col]?.src ?? 'missing') === 'missing')).map((r) => r.key);
  const drawDigital = () => void act('cards.draw', { nation: n, digital: true }, `${name} draws from the app’s deck`);
  return (
    <div className="ni-draw-wrap">
      <form
        className="ni-draw"
        aria-label={`${name} Battle Card`}
        onSubmit={(e) => {
          e.preventDefault();
          void act('cards.draw', { nation: n, card: c, ...(kind ? { kind } : {}) }, `${name} draws a Battle Card`).then((ok) => ok && (setCard(''), setKind('')));
        }}
      >
        <Nation id={n} />
        <span className="small">
          {count > 1 ? `${count} cards due · ` : ''}
          {Math.max(0, size - deck.drawn.length)} of {size} left in its deck
        </span>
        <input type="number" min={1} max={size || 20} className="card-input" placeholder="Card #" value={card} onChange={(e) => setCard(e.target.value)} aria-label={`${name} card number`} />
        <select value={kind} onChange={(e) => setKind(e.target.value)} aria-label={`${name} card kind`}>
          <option value="">Kind (if not in the data)</option>
          <option value="disaster">DISASTER card</option>
          <option value="imperium">IMPERIUM card</option>
          <option value="standard">Other card</option>
        </select>
        <button type="submit" className="btn btn-primary" disabled={!card} aria-label={`Record ${name}’s card`}>
          Record the card drawn
        </button>
        <button type="button" className="btn btn-quiet" aria-expanded={untyped.length ? typing : undefined} onClick={() => (untyped.length ? setTyping(!typing) : drawDigital())}>
          Draw from the app’s deck{untyped.length ? '…' : ''}
        </button>
        {title ? <span className="play-hint">Card {c}: “{String(title)}”</span> : null}
      </form>
      {typing && untyped.length && cardsTable ? (
        <div className="ni-inline-fill" role="group" aria-label={`${name} deck: card titles needed`}>
          <p className="small">
            <span className="ni-needs-text">The app’s deck shows the card it draws, so it needs the title and text of the {untyped.length} {adj(n)} card{untyped.length === 1 ? '' : 's'} not typed in yet.</span> Copy them from your cards here
            (each is saved as you go), or draw your physical card and record its number above.
          </p>
          {untyped.map((k) => (
            <RowForm key={k} table={cardsTable} rowKey={k} pack={s.data} columns={['title', 'kind', 'text']} />
          ))}
        </div>
      ) : null}
      {typing && !untyped.length ? (
        <p className="small">
          Every card is typed in.{' '}
          <button type="button" className="btn btn-primary btn-small" onClick={() => (setTyping(false), drawDigital())}>
            Draw from the app’s deck
          </button>
        </p>
      ) : null}
    </div>
  );
}

export function useRefusalTable(): string | null {
  return useApp((s) => s.refusal?.message ?? null);
}
