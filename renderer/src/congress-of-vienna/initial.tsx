// Initial Phase panels: the Initial Situation card with its bands in order, the Initial Environment Table
// roll, British fleet demobilisation and the Handicap card [10.1-10.4].
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { cellOf } from '../../../shared/data/tables';
import { ietFleetDue, ietModifiers, ietRerollLine, situationPool } from '../../../shared/games/congress-of-vienna/actions/initial';
import { fleetHolders, fleetsOnMap, holderName, type FleetSource } from '../../../shared/games/congress-of-vienna/forces';
import { CardUnitsForm, FleetPicker, ForcesBoard, fleetTotal } from './forces';
import { BAND_ORDER, POWERS, POWER_NAME, packOf, type Power } from '../../../shared/games/congress-of-vienna/state';
import { cx } from '../components/ui';
import { Chip, NumberField, Panel, RollButton, signed, st, useAct } from './parts';

const BAND_COL: Record<Power, string> = { RU: 'ruBand', AU: 'auBand', BR: 'brBand', FR: 'frBand' };

export function SituationPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const pack = packOf(s);
  const pool = situationPool(s);
  if (!s.situation) {
    return (
      <Panel title="Initial Situation card">
        <p className="panel-lead">Turn {s.position.turn}: {pool.length > 1 ? `one of ${pool.join(', ')} at random; the others leave the game [8.1].` : `card ${pool[0]} [8.1].`}</p>
        {pool.length > 1 ? (
          <RollButton label="Draw the card" groups={[1]} onRoll={(f) => act('cov.situation.draw', {}, 'Draw the Initial Situation card', f)} />
        ) : (
          <button type="button" className="btn btn-primary btn-large" onClick={() => void act('cov.situation.draw', {}, 'Draw the Initial Situation card')}>
            Draw card {pool[0]}
          </button>
        )}
      </Panel>
    );
  }
  const card = s.situation.card;
  const text = (col: string) => {
    const v = cellOf(pack, 'initial-situation-cards', card, col)?.v;
    return typeof v === 'string' ? v : null;
  };
  const next = BAND_ORDER.find((p) => !s.bandsDone.includes(p));
  const title = text('title');
  return (
    <Panel title={`Initial Situation card ${card}${title ? `: ${title}` : ''}`}>
      <ol className="cov-bands" aria-label="The card's bands, in order">
        {BAND_ORDER.map((p) => {
          const done = s.bandsDone.includes(p);
          return (
            <li key={p} className={cx('cov-band', done && 'done', p === next && 'now')}>
              <Chip p={p} />
              <span className="cov-band-text">{text(BAND_COL[p]) ?? <span className="missing">Band text not entered: read it from the card (Game data › Initial Situation cards).</span>}</span>
              {done ? (
                <span className="done-tag">done</span>
              ) : (
                <button type="button" className="btn btn-small btn-primary" disabled={p !== next} onClick={() => void act('cov.situation.band', { power: p }, `${POWER_NAME[p]}’s band`)}>
                  {POWER_NAME[p]}’s band done
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {text('allText') ? <p className="small">{text('allText')}</p> : null}
      <ResourceAdjust view={view} source="initialSituation" label="Resources from the card" />
      <CardUnitsForm s={s} source="initial-situation" />
    </Panel>
  );
}

export function ResourceAdjust({ view, source, label }: { view: CampaignView; source: 'initialSituation' | 'initialEnvironment' | 'cards'; label: string }) {
  const s = st(view);
  const act = useAct();
  return (
    <details className="cov-adjust">
      <summary>{label}</summary>
      <div className="cov-adjust-row">
        {POWERS.map((p) => (
          <NumberField key={p} label={`${POWER_NAME[p]} ${label.toLowerCase()}`} value={s.adjustments[p][source]} min={-10} max={10} onChange={(v) => void act('cov.resources.adjust', { power: p, source, value: v }, label)} />
        ))}
      </div>
    </details>
  );
}

const SEA_WORDS: Record<string, string> = {
  'br-fleet-plus': '+1 British fleet (placed in London)',
  'br-fleet-minus': 'A British fleet eliminated (Britain chooses)',
  'br-resource-minus': 'A British Resource eliminated',
  'br-resource-plus': '+1 British Resource',
  'fr-resource-plus': '+1 French Resource',
  none: 'No effect',
};

export function EnvironmentPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const m = ietModifiers(s);
  const iet = s.iet;
  return (
    <Panel title="Initial Environment Table">
      <p className="panel-lead">
        First die {m.column ? `${signed(m.column)} (card modifier)` : 'unmodified'}, second die {m.row ? signed(m.row) : 'unmodified'}
        {m.rerollIf ? `; re-roll once if the first die selects ${POWER_NAME[m.rerollIf]}` : ''} [10.2].
      </p>
      {!iet ? (
        <RollButton label="Roll the two dice" groups={[1, 1]} onRoll={(f) => act('cov.iet.roll', {}, 'Initial Environment Table', f)} />
      ) : (
        <div className="cov-iet">
          <div className="big-line" aria-label="Initial Environment Table result">
            Column <strong>{iet.column ?? 'none'}</strong> · row <strong>{iet.row ?? 'none'}</strong>
          </div>
          <ul className="cov-lines">
            <li>Card pick: {iet.power ? <Chip p={iet.power} /> : iet.column === null ? 'no result (die outside 1–6)' : <span className="missing">not entered for column {iet.column}</span>}</li>
            <li>US militia: {iet.usMilitia ?? (iet.column === null ? 'no result' : <span className="missing">not entered</span>)} (the box holds at most 7)</li>
            <li>US Military Operation: {iet.usMilOp === null ? (iet.column === null ? 'no result' : <span className="missing">not entered</span>) : iet.usMilOp ? 'yes' : 'no'}</li>
            <li>War at sea: {iet.sea ? SEA_WORDS[iet.sea] ?? iet.sea : iet.row === null || iet.column === null ? 'no result (a die outside 1–6)' : <span className="missing">not entered: read row {iet.row}, column {iet.column} on the printed table</span>}</li>
          </ul>
          {ietRerollLine(s) ? <p className="big-line" aria-label="Re-roll of the first die">{ietRerollLine(s)}</p> : null}
          <p className="small muted">{iet.log.join(' ')}</p>
          {ietFleetDue(s) ? (
            <div className="cov-form-row" role="group" aria-label="Fleet lost at sea">
              <strong>Britain chooses the fleet lost:</strong>
              {fleetHolders(s.forces).map((h) => (
                <button key={h.holder} type="button" className="btn btn-primary" onClick={() => void act('cov.iet.fleet-lost', { holder: h.holder }, 'Fleet lost at sea')}>
                  From {holderName(packOf(s), h.holder)} ({h.count})
                </button>
              ))}
            </div>
          ) : iet.fleetLost ? <p>The fleet lost at sea came from {holderName(packOf(s), iet.fleetLost)}.</p> : null}
          {iet.rerollPending ? <RollButton label="Re-roll the first die" groups={[1]} onRoll={(f) => act('cov.iet.reroll', {}, 'Re-roll', f)} /> : null}
        </div>
      )}
    </Panel>
  );
}

export function FleetPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const [from, setFrom] = useState<FleetSource[]>([]);
  const [res, setRes] = useState(0);
  if (s.fleetDemobilised) {
    const f = s.fleetDemobilised;
    return (
      <Panel title="British fleet demobilisation">
        <p className="big-line">Britain demobilised {f.fleets} fleets: {f.vp} VP, {f.resources} Resource{f.resources === 1 ? '' : 's'}.</p>
        <ForcesBoard s={s} />
      </Panel>
    );
  }
  const fleets = fleetTotal(from);
  const pairs = Math.floor(fleets / 2);
  const onMap = fleetsOnMap(s.forces);
  return (
    <Panel title="British fleet demobilisation">
      <p className="panel-lead">
        Optional: two or more fleets from anywhere on the map go back to the Force Pool; each pair is 1 VP or 1 Resource, Britain’s choice [10.3]. Next to decline.
        {onMap < 2 ? ` Britain has ${onMap} fleet${onMap === 1 ? '' : 's'} on the map: nothing to demobilise.` : ''}
      </p>
      {onMap >= 2 ? (
        <div className="cov-form-row">
          <FleetPicker s={s} value={from} onChange={setFrom} label="Fleets demobilised" />
          <NumberField label="Taken as Resources" value={Math.min(res, pairs)} min={0} max={pairs} onChange={setRes} />
          <span>{fleets} fleet{fleets === 1 ? '' : 's'} = {pairs - Math.min(res, pairs)} VP, {Math.min(res, pairs)} Resource{Math.min(res, pairs) === 1 ? '' : 's'}{fleets % 2 ? ' (the odd fleet gives nothing)' : ''}</span>
          <button type="button" className="btn btn-primary" disabled={fleets < 2} onClick={() => void act('cov.fleets.demobilise', { from, resources: Math.min(res, pairs) }, 'Fleet demobilisation')}>
            Demobilise
          </button>
        </div>
      ) : null}
      <ForcesBoard s={s} />
    </Panel>
  );
}

export function HandicapPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const [power, setPower] = useState<Power>('FR');
  const [text, setText] = useState('');
  return (
    <Panel title="Handicap cards">
      <p className="small">Optional rule 10.4 is in use in this campaign: by agreement, or the Power with the lowest VP draws two Handicap cards and keeps one [10.4].</p>
      {s.handicap ? <p className="big-line">{s.handicap}</p> : null}
      <form className="cov-form-row" onSubmit={(e) => { e.preventDefault(); if (text.trim()) void act('cov.handicap', { power, card: text.trim() }, 'Handicap card'); }}>
        <select value={power} onChange={(e) => setPower(e.target.value as Power)} aria-label="Handicap card kept by">
          {POWERS.map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
        </select>
        <input type="text" value={text} onChange={(e) => setText(e.target.value)} placeholder="Card kept" aria-label="Handicap card kept" />
        <button type="submit" className="btn btn-primary">Record</button>
      </form>
    </Panel>
  );
}
