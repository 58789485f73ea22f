// Government Phase panels: each Power's Resources line by line, and the funding wizard (the priorities 1st to
// 4th pre-ticked and mandatory, then what the Power chooses, Military Support, Sound Government), with the
// chance of each Liberalism/Absolutism roll for every extra Resource [12.1-12.4].
import { fgofName, fgofSpaces } from '../../../shared/games/congress-of-vienna/fgof';
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { fundingAvailable, fundingItems, libAbsPartner, unspentWords, paxPrerequisite, paxVp, peaceCongressDice, peaceCongressPayer } from '../../../shared/games/congress-of-vienna/actions/government';
import { MILITARY_SUPPORT_CAP, trackRollOdds, trackRollTable } from '../../../shared/games/congress-of-vienna/government';
import { POWERS, POWER_NAME, governmentOrder, issueDef, issueName, packOf, resourcesOf, type Power } from '../../../shared/games/congress-of-vienna/state';
import { CAPITAL_NAME, PIECE_NAME, defaultRecruits, type Count, type Piece } from '../../../shared/games/congress-of-vienna/forces';
import { pct } from '../odds/format';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { cx } from '../components/ui';
import { ResourceAdjust } from './initial';
import { FleetPicker, fleetTotal } from './forces';
import type { FleetSource } from '../../../shared/games/congress-of-vienna/forces';

/** The pieces each Power's Recruitment may take [12.4.9.1]. */
const RECRUIT_PIECES: Record<Power, Piece[]> = { FR: ['FR', 'US'], RU: ['RU', 'PR'], AU: ['AU'], BR: ['BR', 'SP', 'PT', 'FLEET'] };
import { Chip, NumberField, Panel, RollButton, seatName, signed, st, useAct } from './parts';

export function ResourcesPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  return (
    <Panel title="Resources">
      <div className="cov-grid4">
        {governmentOrder(s).map((p) => {
          const r = resourcesOf(s, p);
          return (
            <div key={p} className="cov-res" aria-label={`${POWER_NAME[p]} Resources ${r.total}`}>
              <div><Chip p={p} /> <span className="big-number">{r.total}</span></div>
              <ul className="small cov-lines">{r.lines.map((l, i) => <li key={i}>{l.label}: {signed(l.value)}</li>)}</ul>
            </div>
          );
        })}
      </div>
      <ResourceAdjust view={view} source="cards" label="Resources from cards played" />
    </Panel>
  );
}

const PRIORITY: Record<string, string> = { '1': '1st', '2': '2nd', '3': '3rd', '4': '4th', discretionary: 'choice' };

export function FundingPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const order = governmentOrder(s);
  const next = order.find((p) => !s.funding[p]);
  return (
    <Panel title="Priorities and funding">
      <ol className="cov-order" aria-label="Government order">
        {order.map((p) => <li key={p} className={cx(s.funding[p] && 'done', p === next && 'now')}><Chip p={p} /></li>)}
      </ol>
      {next ? <FundingForm key={next} view={view} p={next} /> : <p className="big-line">Every Power has funded its Issues.</p>}
      <PeaceCongress view={view} />
      <PaxBritannica view={view} />
      <SoundGovernment view={view} />
      {POWERS.filter((p) => s.funding[p]?.paid.includes('liberalism-absolutism')).map((p) => <LibAbsRoll key={p} view={view} p={p} />)}
    </Panel>
  );
}

/** The Liberalism/Absolutism roll: the winner's extra Resources (paid when funding), its partner's, the cards'
 *  bonuses, and the chance for each further Resource [12.4.5]. */
function LibAbsRoll({ view, p }: { view: CampaignView; p: Power }) {
  const s = st(view);
  const act = useAct();
  const [cards, setCards] = useState(0);
  const [partnerRes, setPartnerRes] = useState(0);
  const rolled = s.libAbsRolls.find((r) => r.power === p);
  const side = p === 'FR' || p === 'BR' ? 'Liberalism' : 'Absolutism';
  const q = libAbsPartner(p);
  const partnerLeft = s.funding[q]?.leftover ?? 0;
  const own = s.funding[p]!.libAbsExtra;
  const pr = Math.min(partnerRes, partnerLeft);
  const drm = own + pr + cards;
  return (
    <div className="cov-libabs" aria-label={`${POWER_NAME[p]} ${side} roll`}>
      <Chip p={p} /> {side}: 1d6 {drm ? `+${drm}` : ''} ≥ 4 advances ({pct(trackRollOdds(drm).p)}).{' '}
      {rolled ? <strong>{rolled.die}{rolled.drm ? ` + ${rolled.drm}` : ''}: {rolled.success ? 'the pawn advances' : 'the pawn stays'}</strong> : (
        <>
          <div className="cov-form-row">
            <span>{POWER_NAME[p]}’s extra Resources: {own}</span>
            {s.funding[q] ? <NumberField label={`${POWER_NAME[q]}’s Resources for the roll (of ${partnerLeft} left)`} value={pr} min={0} max={partnerLeft} onChange={setPartnerRes} /> : null}
            <NumberField label={`${side} card bonus (Gentz, Stein, Gaudin, Huskisson)`} value={cards} min={0} max={3} onChange={setCards} />
          </div>
          <div className="cov-odds-row" aria-label={`${POWER_NAME[p]} ${side} chances`}>
            {trackRollTable(drm, 3).map((r) => (
              <span key={r.extraResources} className={cx('cov-chance', r.extraResources === 0 && 'on')}>
                {r.extraResources ? `+${r.extraResources} more` : 'as it stands'}: {r.fraction} <ProbabilityBar parts={[{ p: r.probability, className: 'cov-bar-win' }]} className="cov-mini-bar" />
              </span>
            ))}
          </div>
          {!s.funding[q] ? <p className="small muted">The die waits for {POWER_NAME[q]} to fund: it may then add Resources it has left [12.3, 12.4.5].</p> : <RollButton label={`Roll for ${side}`} groups={[1]} onRoll={(f) => act('cov.libabs.roll', { power: p, ...(cards ? { cardBonus: cards } : {}), ...(pr ? { partnerResources: pr } : {}) }, `${side} roll`, f)} />}
        </>
      )}
    </div>
  );
}

function FundingForm({ view, p }: { view: CampaignView; p: Power }) {
  const s = st(view);
  const act = useAct();
  const items = fundingItems(s, p).filter((i) => i.payer === p);
  const available = fundingAvailable(s, p);
  const mandatory = items.filter((i) => i.mandatory).map((i) => i.issue.id);
  const [paid, setPaid] = useState<string[]>(mandatory.slice(0, available));
  const [ms, setMs] = useState(0);
  const [sound, setSound] = useState(false);
  const [extra, setExtra] = useState(0);
  const [entry, setEntry] = useState<'now' | 'postpone'>('now');
  const [gen, setGen] = useState<'RU' | 'AU'>('RU');
  const [swedes, setSwedes] = useState(0);
  const fgofOptions = fgofSpaces(packOf(s)).filter((x) => x.key !== s.fgof);
  const [fgofTo, setFgofTo] = useState(fgofOptions[0]?.key ?? '');
  const recruitId = `recruitment-${p.toLowerCase()}`;
  const [recruits, setRecruits] = useState<Count>(() => defaultRecruits(packOf(s), s.forces, p, s.doubleRecruitment.includes(p) ? 4 : 2));
  const [minorUnits, setMinorUnits] = useState<Record<string, 'RU' | 'PR'>>({});
  const minorsPaid = p === 'RU' ? paid.filter((id) => issueDef(id)?.kind === 'minor-country') : [];
  // Britain's Sound Government waits for the Pax Britannica Track [12.4.11, 12.4.12].
  const soundNow = p !== 'BR' || s.paxRolled || s.pax >= 5;
  const libAbs = paid.includes('liberalism-absolutism');
  const spent = paid.length + ms + (sound ? 1 : 0) + (libAbs ? extra : 0);
  const left = available - spent;
  const ordered = items.map((i) => i.issue.id).filter((id) => paid.includes(id));
  return (
    <div className="cov-funding" aria-label={`${POWER_NAME[p]} funding`}>
      <p className="big-line">
        {seatName(view, p)}: <strong>{available}</strong> Resources · left <strong aria-label="Resources left">{left}</strong>
      </p>
      {items.length ? (
        <table className="score-table cov-fund-table">
          <thead><tr><th>Pay</th><th>Issue</th><th>Priority</th><th>Note</th></tr></thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.issue.id} className={cx(i.mandatory && 'cov-mandatory')}>
                <td><input type="checkbox" checked={paid.includes(i.issue.id)} aria-label={`Pay for ${issueName(i.issue.id)}`} onChange={() => setPaid(paid.includes(i.issue.id) ? paid.filter((x) => x !== i.issue.id) : [...paid, i.issue.id])} /></td>
                <td>{issueName(i.issue.id)}</td>
                <td>{PRIORITY[String(i.priority)]}{i.mandatory ? ' (mandatory)' : ''}</td>
                <td className="small">{i.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : <p className="muted">No Issue to fund.</p>}
      <div className="cov-form-row">
        <NumberField label={`Military Support (at most ${MILITARY_SUPPORT_CAP[p]})`} value={ms} min={0} max={MILITARY_SUPPORT_CAP[p]} onChange={setMs} />
        {soundNow ? <label className="toggle"><input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} /> Sound Government (1 Resource: +1 VP)</label> : <span className="small">Sound Government: after the Pax Britannica roll [12.4.12]</span>}
        {p !== 'FR' && paid.includes('sweden-at-war') && s.forces.boxes['denmark-norway'] ? (
          <NumberField label="Swedes to the Denmark/Norway Box (the rest to the Northern Army) [15.2]" value={swedes} min={0} max={3} onChange={setSwedes} />
        ) : null}
        {p === 'AU' && paid.includes('austria-at-war') ? (
          <label className="field"><span>Austria at War</span>
            <select value={entry} onChange={(e) => setEntry(e.target.value as 'now' | 'postpone')} aria-label="Austria at War: Austria's decision">
              <option value="now">Enter the war now</option><option value="postpone">Postpone (the Issue returns next turn)</option>
            </select>
          </label>
        ) : null}
        {paid.includes('future-government-of-france') ? (
          <label className="field"><span>Future Government of France: the pawn from {fgofName(packOf(s), s.fgof)} to</span>
            <select value={fgofTo} onChange={(e) => setFgofTo(e.target.value)} aria-label="Future Government of France: move the pawn to">
              {fgofOptions.map((o) => <option key={o.key} value={o.key}>{o.name}</option>)}
            </select>
          </label>
        ) : null}
        {p === 'BR' && paid.includes('generalissimo') ? (
          <label className="field"><span>Generalissimo</span>
            <select value={gen} onChange={(e) => setGen(e.target.value as 'RU' | 'AU')} aria-label="Britain names the Generalissimo">
              <option value="RU">Russia</option><option value="AU">Austria</option>
            </select>
          </label>
        ) : null}
        {paid.includes(recruitId) ? (
          <span role="group" aria-label={`${POWER_NAME[p]} recruits`} className="cov-form-row">
            <span>Recruits ({s.doubleRecruitment.includes(p) ? 4 : 2} at most) to {CAPITAL_NAME[p]}{p === 'FR' ? '; US militia to the War of 1812 Box' : ''}:</span>
            {RECRUIT_PIECES[p].map((k) => <NumberField key={k} label={`Recruits: ${PIECE_NAME[k]}`} value={recruits[k] ?? 0} min={0} max={4} onChange={(v) => setRecruits({ ...recruits, [k]: v })} />)}
          </span>
        ) : null}
        {minorsPaid.map((id) => (
          <label key={id} className="field"><span>{issueName(id)}: unit</span>
            <select value={minorUnits[id] ?? 'RU'} onChange={(e) => setMinorUnits({ ...minorUnits, [id]: e.target.value as 'RU' | 'PR' })} aria-label={`${issueName(id)}: Russian or Prussian unit`}>
              <option value="RU">Russian</option><option value="PR">Prussian</option>
            </select>
          </label>
        ))}
        {libAbs ? <NumberField label="Extra Resources for the Liberalism/Absolutism roll" value={extra} min={0} max={6} onChange={setExtra} /> : null}
      </div>
      {libAbs ? (
        <div className="cov-odds-row" aria-label="Liberalism/Absolutism chances">
          {trackRollTable(0, 3).map((r) => (
            <span key={r.extraResources} className={cx('cov-chance', r.extraResources === extra && 'on')}>
              +{r.extraResources}: {r.fraction} <ProbabilityBar parts={[{ p: r.probability, className: 'cov-bar-win' }]} className="cov-mini-bar" />
            </span>
          ))}
        </div>
      ) : null}
      {left > 0 ? <p className="cov-warning" aria-label="Unspent Resources">{unspentWords(s, p, left, soundNow && sound)}.</p> : null}
      <button type="button" className="btn btn-primary btn-large" disabled={left < 0} onClick={() => void act('cov.fund', { power: p, paid: ordered, militarySupport: ms, soundGovernment: soundNow && sound, libAbsExtra: libAbs ? extra : 0, ...(p === 'AU' && ordered.includes('austria-at-war') ? { austriaEntry: entry } : {}), ...(p === 'BR' && ordered.includes('generalissimo') ? { generalissimoFor: gen } : {}), ...(ordered.includes('future-government-of-france') ? { fgofTo } : {}), ...(ordered.includes(recruitId) ? { recruits: Object.fromEntries(Object.entries(recruits).filter(([, n]) => n)) } : {}), ...(minorsPaid.length ? { minorUnits } : {}), ...(swedes && ordered.includes('sweden-at-war') ? { swedesToBox: swedes } : {}) }, `${POWER_NAME[p]} funds`)}>
        {POWER_NAME[p]} funds these
      </button>
    </div>
  );
}

/** Sound Government for a Power that has funded and kept a Resource (Britain after the Pax Britannica Track) [12.4.12]. */
function SoundGovernment({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const can = POWERS.filter((p) => s.funding[p] && !s.funding[p]!.soundGovernment && s.funding[p]!.leftover > 0 && (p !== 'BR' || s.paxRolled || s.pax >= 5));
  if (!can.length) return null;
  return (
    <div className="cov-libabs cov-form-row" aria-label="Sound Government">
      <span>Sound Government (1 Resource: +1 VP, once per turn) [12.4.12]:</span>
      {can.map((p) => <button key={p} type="button" className="btn" onClick={() => void act('cov.sound-government', { power: p }, 'Sound Government')}>{POWER_NAME[p]}</button>)}
    </div>
  );
}

function PeaceCongress({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const payer = peaceCongressPayer(s);
  const [metternich, setMetternich] = useState(false);
  if (!payer || !s.diplomacy) return null;
  if (s.peaceCongressRolled) return <p className="cov-libabs">Peace Congress rolled: see the VP ledger.</p>;
  const n = peaceCongressDice(s, metternich);
  return (
    <div className="cov-libabs" aria-label="Peace Congress">
      <Chip p={payer} /> Peace Congress: {n} {n === 1 ? 'die' : 'dice'}, each halved rounded up — {payer === 'AU' && metternich ? 'Austria gains the first; ' : ''}the highest-VP Power{n > 2 ? 's' : ''} and the Diplomacy winner lose theirs [12.4.1.1].
      {payer === 'AU' ? <label className="toggle"><input type="checkbox" checked={metternich} onChange={(e) => setMetternich(e.target.checked)} /> Won with Metternich</label> : null}
      <RollButton label="Roll for the Peace Congress" groups={[n]} onRoll={(f) => act('cov.peace-congress', { metternich }, 'Peace Congress', f)} />
    </div>
  );
}

function PaxBritannica({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const [met, setMet] = useState(true);
  const [res, setRes] = useState(0);
  const [fleets, setFleets] = useState<FleetSource[]>([]);
  const [cards, setCards] = useState(0);
  const br = s.funding.BR;
  if (!br || s.pax >= 5) return null;
  if (s.paxRolled) return <p className="cov-libabs">Pax Britannica: box {s.pax} of 5.</p>;
  const next = s.pax + 1;
  const pre = paxPrerequisite(s);
  const vp = paxVp(s, next);
  const payload = { prerequisiteMet: met, resources: met ? Math.min(res, br.leftover) : 0, fleets: met ? fleets : [], cardBonus: met ? cards : 0 };
  const drm = payload.resources + fleetTotal(payload.fleets) + payload.cardBonus;
  return (
    <div className="cov-libabs" aria-label="Pax Britannica">
      <Chip p="BR" /> Pax Britannica, box {next}: prerequisite of {pre.how} {pre.text ? `“${pre.text}”` : <span className="missing">not entered (read it on the track)</span>}; {vp === null ? <span className="missing">VP not entered</span> : `${vp} VP`} [12.4.11].
      <div className="cov-form-row">
        <label className="toggle"><input type="checkbox" checked={met} onChange={(e) => setMet(e.target.checked)} /> Prerequisite met</label>
        {met ? (
          <>
            <NumberField label={`Resources (of ${br.leftover} left)`} value={Math.min(res, br.leftover)} min={0} max={br.leftover} onChange={setRes} />
            <FleetPicker s={s} value={fleets} onChange={setFleets} label="Fleets removed from the map (+1 each)" />
            <NumberField label="Card bonus" value={cards} min={0} max={3} onChange={setCards} />
            <span>4+ on 1d6{drm ? ` +${drm}` : ''}: {pct(trackRollOdds(drm).p)}</span>
          </>
        ) : null}
      </div>
      {met ? (
        <div className="cov-odds-row" aria-label="Pax Britannica chances">
          {trackRollTable(drm, Math.max(0, br.leftover - payload.resources)).map((r) => (
            <span key={r.extraResources} className={cx('cov-chance', r.extraResources === 0 && 'on')}>
              {r.extraResources ? `+${r.extraResources} more` : 'as it stands'}: {r.fraction} <ProbabilityBar parts={[{ p: r.probability, className: 'cov-bar-win' }]} className="cov-mini-bar" />
            </span>
          ))}
        </div>
      ) : null}
      {met ? <RollButton label="Roll for Pax Britannica" groups={[1]} onRoll={(f) => act('cov.pax.roll', payload, 'Pax Britannica', f)} /> : (
        <button type="button" className="btn" onClick={() => void act('cov.pax.roll', payload, 'Pax Britannica')}>No roll (prerequisite not met)</button>
      )}
    </div>
  );
}
