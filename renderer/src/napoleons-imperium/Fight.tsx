// A battle fought step by step inside the campaign ('battle.setup' then 'battle.step'): each roll, each
// casualty choice and each unit left behind is a log entry, so it undoes and replays with its own dice. The
// resolver's pending decision and the exact odds from where the fight stands come from the worker.
import { useMemo, useState } from 'react';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import type { NiFight } from '../../../shared/games/napoleons-imperium/battle-actions';
import { cx } from '../components/ui';
import { Bar, Panel, useAct } from './parts';
import { useOdds } from './odds';
import type { ImperiumOddsResult, PendingDecision } from './odds-types';
import { adj, empire, parseD10, pct } from './nations';

export function fightOf(s: NiState): NiFight | null {
  return (s as NiState & { fight?: NiFight | null }).fight ?? null;
}

/** A fight of this Attack Phase still being fought. */
export function liveFight(s: NiState): NiFight | null {
  const f = fightOf(s);
  return f && f.recorded === null && f.turn === s.position.turn && s.position.stepId === 'attack' ? f : null;
}

type FightInfo = { pending: PendingDecision; fromHere: ImperiumOddsResult | null };

export function FightPanel({ f }: { f: NiFight }) {
  const key = `${f.turn}|${f.where}|${f.state.step}|${JSON.stringify(f.state.alive)}`;
  const info = useOdds<FightInfo>('ni-fight', key, () => ({ op: 'fight', setup: f.setup, state: f.state }), (r) => (r.op === 'fight' ? { pending: r.pending, fromHere: r.fromHere } : (null as never)));
  const value = info.status === 'done' ? info.value : info.status === 'busy' ? info.last : null;
  const att = f.setup.attackerNation ? empire(f.setup.attackerNation).replace(/ Empire$/, '') : 'Attacker';
  const def = f.setup.defenderNation ? empire(f.setup.defenderNation).replace(/ Empire$/, '') : 'Defender';
  const stage = f.state.stage === 'preemptive' ? 'pre-emptive strike' : f.state.stage === 'followUp' ? 'after the battle' : f.state.stage === 'finished' ? 'finished' : `${f.state.stage} battle`;
  return (
    <Panel title={`Fighting for ${f.where}`} label="Battle step by step" className="ni-fight" aside={<span className="ni-fight-stage">{stage}{f.state.round ? ` · round ${f.state.round}` : ''}</span>}>
      <div className="ni-fight-grid">
        <div className="ni-fight-sides">
          <Side title={`${att} (attacking)`} groups={[...f.setup.attacker, ...(f.setup.kind === 'invasion' ? [] : [])]} alive={f.state.alive.attacker} />
          {f.setup.kind === 'invasion' ? <Side title={`${att} landed`} groups={f.setup.attacker.flatMap((g) => g.cargo.map((c) => ({ id: c.id, name: c.name, type: c.type, count: c.perFleet * g.count })))} alive={f.state.alive.landed} /> : null}
          {f.setup.defenderFleets.length ? <Side title={`${def} fleets`} groups={f.setup.defenderFleets} alive={f.state.alive.defenderFleets} /> : null}
          <Side title={`${def} (defending)`} groups={f.setup.defender} alive={f.state.alive.defender} />
          {f.lastLog.length ? (
            <ul className="ni-fight-log" aria-label="Last step">
              {f.lastLog.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="ni-fight-act">
          {value?.fromHere ? (
            <div className="ni-odds ni-odds-small" aria-label="Odds from here">
              <h3>Odds from here</h3>
              <div className="ni-odds-big">
                <div className="ni-odds-cell ni-odds-a">
                  <span className="ni-odds-num">{pct(value.fromHere.attackerWins)}</span>
                  <span className="ni-odds-label">{att} wins</span>
                </div>
                <div className="ni-odds-cell ni-odds-d">
                  <span className="ni-odds-num">{pct(value.fromHere.defenderWins)}</span>
                  <span className="ni-odds-label">{def} holds</span>
                </div>
                <div className="ni-odds-cell ni-odds-draw">
                  <span className="ni-odds-num">{pct(value.fromHere.draw)}</span>
                  <span className="ni-odds-label">draw</span>
                </div>
              </div>
              <Bar parts={[{ value: value.fromHere.attackerWins, label: 'a', className: 'ni-bar-a' }, { value: value.fromHere.draw, label: 'x', className: 'ni-bar-x' }, { value: value.fromHere.defenderWins, label: 'd', className: 'ni-bar-d' }]} />
            </div>
          ) : null}
          {value ? <Decision f={f} p={value.pending} /> : <p className="muted">Reading the battle…</p>}
          {info.status === 'error' ? <p className="ni-needs-text">{info.error.message}</p> : null}
        </div>
      </div>
    </Panel>
  );
}

function Side({ title, groups, alive }: { title: string; groups: Array<{ id: string; name: string; type: string; count: number }>; alive: Record<string, number> }) {
  const left = groups.reduce((a, g) => a + (alive[g.id] ?? 0), 0);
  const start = groups.reduce((a, g) => a + g.count, 0);
  return (
    <div className="ni-fight-side" aria-label={title}>
      <div className="ni-fight-side-head">
        <strong>{title}</strong>
        <span className="ni-fight-left">
          {left}
          <small> of {start}</small>
        </span>
      </div>
      <div className="ni-fight-groups">
        {groups.map((g) => (
          <span key={g.id} className={cx('ni-fight-group', !(alive[g.id] ?? 0) && 'gone')}>
            {alive[g.id] ?? 0} {g.type === 'fleet' ? 'fleets' : g.type}
          </span>
        ))}
      </div>
    </div>
  );
}

function Decision({ f, p }: { f: NiFight; p: PendingDecision }) {
  const act = useAct();
  const [table, setTable] = useState(false);
  const [texts, setTexts] = useState<string[]>([]);
  const suggested = p.kind === 'casualties' || p.kind === 'leave' ? p.suggested : null;
  const [pick, setPick] = useState<Record<string, number> | null>(null);
  const chosen = pick ?? suggested ?? {};
  const resetKey = useMemo(() => `${f.state.step}`, [f.state.step]);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setPick(null);
    setTexts([]);
    setTable(false);
  }
  if (p.kind === 'finished') {
    return (
      <div className="ni-decision" role="group" aria-label="Battle over">
        <p className="big-line">{p.prompt}</p>
      </div>
    );
  }
  if (p.kind === 'roll') {
    const faces = p.requests.map((_r, i) => parseD10(texts[i] ?? ''));
    const ok = faces.every((x, i) => x && x.length === p.requests[i]!.count);
    return (
      <div className="ni-decision" role="group" aria-label="Roll">
        <p className="ni-decision-prompt">{p.prompt.replace(/:\s*(Attacker|Defender) fires[\s\S]*$/, '.')}</p>
        <ul className="ni-requests">
          {p.requests.map((r, i) => (
            <li key={i}>
              <span>
                <strong>{r.count} d10</strong> · {r.purpose}
              </span>
              {table ? <input type="text" className="narrow-wide" value={texts[i] ?? ''} onChange={(e) => setTexts(Object.assign([...texts], { [i]: e.target.value }))} aria-label={`Table dice (${r.side}): ${r.purpose}`} placeholder={`${r.count} faces`} /> : null}
            </li>
          ))}
        </ul>
        <div className="ni-roll">
          {!table ? (
            <>
              <button type="button" className="btn btn-primary btn-large" onClick={() => void act('battle.step', { action: { type: 'roll' } }, `${f.where}: roll`)}>
                Roll the dice
              </button>
              <button type="button" className="btn btn-quiet" onClick={() => setTable(true)}>
                Enter table dice…
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-primary" disabled={!ok} onClick={() => void act('battle.step', { action: { type: 'roll' } }, `${f.where}: table dice`, faces as number[][])}>
                Use these dice
              </button>
              <button type="button" className="btn btn-quiet" onClick={() => setTable(false)}>
                Cancel
              </button>
            </>
          )}
        </div>
      </div>
    );
  }
  const need = p.kind === 'casualties' ? p.count : p.candidates.length ? Object.values(p.suggested).reduce((a, b) => a + b, 0) : 0;
  const total = Object.values(chosen).reduce((a, b) => a + b, 0);
  const who = p.kind === 'casualties' ? `${p.decidedBy ? `${p.decidedBy}: ` : ''}` : '';
  return (
    <div className="ni-decision" role="group" aria-label={p.kind === 'casualties' ? 'Casualties' : 'Units left behind'}>
      <p className="ni-decision-prompt">
        {who}
        {p.prompt}
      </p>
      <ul className="ni-requests">
        {p.candidates.map((c) => (
          <li key={c.id}>
            <span>
              {c.name} <span className="muted small">({c.alive} left, hit on 1-{c.value}{c.cargoPerFleet ? `, ${c.cargoPerFleet} aboard each` : ''})</span>
            </span>
            <span className="ni-stepper">
              <button type="button" className="step-btn" disabled={!(chosen[c.id] ?? 0)} onClick={() => setPick({ ...chosen, [c.id]: (chosen[c.id] ?? 0) - 1 })} aria-label={`${c.name} −1`}>
                −
              </button>
              <span className="ni-count">{chosen[c.id] ?? 0}</span>
              <button type="button" className="step-btn" disabled={(chosen[c.id] ?? 0) >= c.alive} onClick={() => setPick({ ...chosen, [c.id]: (chosen[c.id] ?? 0) + 1 })} aria-label={`${c.name} +1`}>
                +
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary btn-large"
        disabled={p.kind === 'casualties' && total !== need}
        onClick={() =>
          void act('battle.step', p.kind === 'casualties' ? { action: { type: 'casualties', side: p.side, remove: chosen } } : { action: { type: 'leave', leave: chosen } }, p.kind === 'casualties' ? `${f.where}: casualties` : `${f.where}: units left behind`)
        }
      >
        {p.kind === 'casualties' ? `Remove ${total} of ${need}` : 'Leave these units'}
      </button>
    </div>
  );
}

export { adj };
