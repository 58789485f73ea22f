// A battle fought step by step inside the campaign ('battle.setup' then 'battle.step'): each roll, each
// casualty choice and each unit left behind is a log entry, so it undoes and replays with its own dice. The
// resolver's pending decision is read here at once (a roll never waits for the odds); the exact odds from where
// the fight stands, for every kind of battle (an invasion at sea, before the pre-emptive strike or ashore; a
// continued attack at any of its battles), come from the app's odds worker; while a casualty choice is open, the
// odds once the units chosen are gone.
import { useMemo, useState } from 'react';
import { pendingDecision } from '../../../shared/games/napoleons-imperium/battle/resolver';
import type { NiState } from '../../../shared/games/napoleons-imperium/state';
import type { NiFight } from '../../../shared/games/napoleons-imperium/battle-actions';
import { DiceFaces, cx } from '../components/ui';
import { Panel, useAct } from './parts';
import { isUpdating, shownResult, useImperiumOdds } from './odds';
import { OddsProgress } from '../odds/OddsProgress';
import type { BattleAction, ImperiumChoiceOdds, ImperiumFromHereResult, PendingDecision } from './odds-types';
import { UNIT_NAME, adj, empire, forceChip, isNation, readD10, type Unit } from './nations';
import './odds.css';
import { pct } from '../odds/format';
import { ProbabilityBar } from '../odds/ProbabilityBar';

export function fightOf(s: NiState): NiFight | null {
  return (s as NiState & { fight?: NiFight | null }).fight ?? null;
}

/** A fight of this Attack Phase still being fought. */
export function liveFight(s: NiState): NiFight | null {
  const f = fightOf(s);
  return f && f.recorded === null && f.turn === s.position.turn && s.position.stepId === 'attack' ? f : null;
}

const shortName = (n: string | null, fallback: string) => (n ? empire(n).replace(/ Empire$/, '') : fallback);

/** The player's choice as a resolver action, when it is complete enough to be judged. */
function choiceAction(p: PendingDecision | undefined, chosen: Record<string, number>): Extract<BattleAction, { type: 'casualties' | 'leave' }> | null {
  if (!p) return null;
  const total = Object.values(chosen).reduce((a, b) => a + b, 0);
  if (p.kind === 'casualties') return total === p.count ? { type: 'casualties', side: p.side, remove: chosen } : null;
  if (p.kind === 'leave') return total > 0 ? { type: 'leave', leave: chosen } : null;
  return null;
}

export function FightPanel({ f }: { f: NiFight }) {
  const info = useImperiumOdds({ job: 'fight', setup: f.setup, state: f.state });
  const value = shownResult(info);
  // The casualty (or units-left-behind) choice in hand, reset at every step of the fight.
  const [pick, setPick] = useState<{ step: number; chosen: Record<string, number> } | null>(null);
  // The decision is the resolver's, read at once: rolling or choosing never waits for (or on cancelling) the odds.
  const pending = useMemo(() => pendingDecision(f.setup, f.state), [f.setup, f.state]);
  const suggested = pending.kind === 'casualties' || pending.kind === 'leave' ? pending.suggested : null;
  const chosen = pick && pick.step === f.state.step ? pick.chosen : (suggested ?? {});
  const action = choiceAction(pending, chosen);
  const whatIf = useImperiumOdds(action ? { job: 'fight', setup: f.setup, state: f.state, choice: action } : null);
  const choice = action ? shownResult(whatIf)?.choice ?? null : null;

  const att = shortName(f.setup.attackerNation, 'Attacker');
  const def = shortName(f.setup.defenderNation, 'Defender');
  const stage = f.state.stage === 'preemptive' ? 'pre-emptive strike' : f.state.stage === 'followUp' ? 'after the battle' : f.state.stage === 'finished' ? 'finished' : f.setup.kind === 'chain' ? `battle ${f.state.battle + 1} of ${f.setup.steps.length + 1}` : f.setup.kind === 'invasion' && f.state.stage === 'land' ? 'landed' : `${f.state.stage} battle`;
  const names = { att, def, where: f.where };
  return (
    <Panel title={`Fighting for ${f.where}`} label="Battle step by step" className="ni-fight" aside={<span className="ni-fight-stage">{stage}{f.state.round ? ` · round ${f.state.round}` : ''}</span>}>
      <div className="ni-fight-grid">
        <div className="ni-fight-sides">
          <Side title={`${att} (attacking)`} groups={f.setup.attacker} alive={f.state.alive.attacker} nation={f.setup.attackerNation} />
          {f.setup.kind === 'invasion' ? <Side title={`${att} landed`} groups={f.setup.attacker.flatMap((g) => g.cargo.map((c) => ({ id: c.id, name: c.name, type: c.type, count: c.perFleet * g.count })))} alive={f.state.alive.landed} nation={f.setup.attackerNation} /> : null}
          {f.setup.defenderFleets.length ? <Side title={`${def} fleets`} groups={f.setup.defenderFleets} alive={f.state.alive.defenderFleets} nation={f.setup.defenderNation} /> : null}
          <Side title={`${def} (defending${f.setup.kind === 'chain' && f.state.battle > 0 ? ` ${f.setup.steps[f.state.battle - 1]?.territory?.name ?? ''}` : ''})`} groups={f.setup.kind === 'chain' && f.state.battle > 0 ? (f.setup.steps[f.state.battle - 1]?.defender ?? []) : f.setup.defender} alive={f.state.alive.defender} nation={f.setup.defenderNation} />
          {f.lastLog.length ? (
            <ul className="ni-fight-log" aria-label="Last step">
              {f.lastLog.map((l, i) => (
                <li key={i}>
                  <LogLine line={l} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="ni-fight-act">
          {value?.fromHere ? <FromHereOdds r={value.fromHere} names={names} title="Odds from here" label="Odds from here" busy={isUpdating(info)} /> : null}
          {!value?.fromHere && pending && (pending.kind === 'casualties' || pending.kind === 'leave') ? <ChoiceOdds p={pending} choice={choice} busy={!!action && isUpdating(whatIf)} names={names} complete={!!action} /> : null}
          <OddsProgress odds={info} what="Computing the odds from here" />
          {action ? <OddsProgress odds={whatIf} what="Computing the odds of this choice" /> : null}
          <Decision f={f} p={pending} chosen={chosen} setChosen={(c) => setPick({ step: f.state.step, chosen: c })} />
          {info.status === 'error' && info.error ? <p className="ni-needs-text">{info.error.message}</p> : null}
        </div>
      </div>
    </Panel>
  );
}

/** A step's line with its dice as faces ("…: [7, 4, 3] → 2 hits." shows three d10s), as Alliance shows them. */
function LogLine({ line }: { line: string }) {
  const m = /^(.*?): \[([\d, ]+)\] → (.*)$/.exec(line);
  if (!m) return <>{line}</>;
  const faces = m[2]!.split(',').map((x) => Number(x.trim()));
  return (
    <span className="ni-roll-line">
      <span>{m[1]}:</span> <DiceFaces faces={faces} sides={10} size="sm" /> <span>→ {m[3]}</span>
    </span>
  );
}

/** The outcomes as they read for this kind of battle: an invasion takes the territory, a continued attack wins every battle. */
function outcomeCells(r: ImperiumFromHereResult, n: { att: string; def: string; where: string }) {
  const k = r.from.kind;
  const cells: Array<{ key: string; p: number; label: string; className: string }> = [];
  if (r.avoided !== undefined) cells.push({ key: 'avoided', p: r.avoided, label: 'slips past', className: 'ni-odds-avoid' });
  const a = k === 'invasion' ? `${n.att} takes ${n.where}` : k === 'chain' ? `${n.att} wins every battle` : k === 'sea' || k === 'avoid' ? `${n.att} wins at sea` : `${n.att} wins`;
  const d = k === 'sea' || k === 'avoid' ? `${n.def} wins at sea` : k === 'chain' ? `${n.def} stops the attack` : `${n.def} holds`;
  cells.push({ key: 'a', p: r.attackerWins, label: a, className: 'ni-odds-a' });
  cells.push({ key: 'd', p: r.defenderWins, label: d, className: 'ni-odds-d' });
  // "Won but too few left to go on" only while a further attack remains after this battle.
  if (r.stopped !== undefined && k === 'chain' && (r.chain?.steps.length ?? 0) > 1) cells.push({ key: 'stopped', p: r.stopped, label: 'wins, but too few left to go on', className: 'ni-odds-stop' });
  cells.push({ key: 'x', p: r.draw, label: 'draw', className: 'ni-odds-draw' });
  return cells;
}

function FromHereOdds({ r, names, title, label, busy }: { r: ImperiumFromHereResult; names: { att: string; def: string; where: string }; title: string; label: string; busy: boolean }) {
  const cells = outcomeCells(r, names);
  // Rounding can put a near-certain outcome a hair above 1: while another outcome is possible, it reads ">99.9%", not "100.0%".
  const shown = (p: number) => pct(cells.some((c) => c.p > 0 && c.p < p) ? Math.min(p, 1 - 1e-12) : p);
  const inv = r.invasion;
  return (
    <div className={cx('ni-odds', 'ni-odds-small', busy && 'ni-odds-busy')} aria-label={label} aria-busy={busy}>
      <h3>
        {title} {busy ? <span className="muted small">updating…</span> : null}
      </h3>
      <p className="ni-from-what">From {r.from.what}.</p>
      <div className={cx('ni-odds-big', cells.length === 4 && 'ni-odds-four')}>
        {cells.map((c) => (
          <div key={c.key} className={cx('ni-odds-cell', c.className)} aria-label={`${c.label} ${shown(c.p)}`}>
            <span className="ni-odds-num">{shown(c.p)}</span>
            <span className="ni-odds-label">{c.label}</span>
          </div>
        ))}
      </div>
      <ProbabilityBar className="ni-bar" parts={[{ p: r.attackerWins, className: 'ni-bar-a' }, { p: r.draw + (r.stopped ?? 0) + (r.avoided ?? 0), className: 'ni-bar-x' }, { p: r.defenderWins, className: 'ni-bar-d' }]} />
      {inv ? (
        <p className="small ni-from-facts">
          {inv.sea.fought ? <>Sea battle won {pct(inv.sea.won)} · </> : null}
          nobody lands {pct(inv.noneLanded)} · taken by the pre-emptive strike alone {pct(inv.wonByPreemptiveStrike)} · land battle {pct(inv.landBattle)}
        </p>
      ) : null}
      {r.chain && r.chain.steps.length > 1 ? (
        <p className="small ni-from-facts">{r.chain.steps.map((s, i) => `${i === 0 ? 'this battle' : `then battle ${r.from.battle + i + 1}`} won ${pct(s.attackerWins)}`).join(' · ')}</p>
      ) : null}
    </div>
  );
}

function ChoiceOdds({ p, choice, busy, names, complete }: { p: Extract<PendingDecision, { kind: 'casualties' | 'leave' }>; choice: ImperiumChoiceOdds | null; busy: boolean; names: { att: string; def: string; where: string }; complete: boolean }) {
  const title = p.kind === 'casualties' ? 'Odds once these units are removed' : 'Odds once these units stay behind';
  if (!complete) {
    return (
      <div className="ni-odds ni-odds-small" aria-label="Odds of this choice">
        <h3>{title}</h3>
        <p className="muted">{p.kind === 'casualties' ? `Choose ${p.count} unit${p.count === 1 ? '' : 's'} to see the odds that follow.` : 'Choose at least one unit to stay.'}</p>
      </div>
    );
  }
  if (!choice) return null;
  if (choice.error) {
    return (
      <div className="ni-odds ni-odds-small ni-odds-problem" aria-label="Odds of this choice" role="alert">
        <h3>This choice breaks a rule</h3>
        <p className="ni-odds-error">{choice.error}</p>
      </div>
    );
  }
  if (choice.outcome) {
    const w = choice.outcome === 'attacker' ? `${names.att} wins` : choice.outcome === 'defender' ? `${names.def} wins` : choice.outcome === 'draw' ? 'a draw' : choice.outcome === 'stopped' ? 'the attack stops' : 'the fleet slips past';
    return (
      <div className="ni-odds ni-odds-small" aria-label="Odds of this choice">
        <h3>{title}</h3>
        <p className="big-line">This ends the battle: {w}.</p>
      </div>
    );
  }
  if (!choice.fromHere) return null;
  return (
    <>
      <FromHereOdds r={choice.fromHere} names={names} title={title} label="Odds of this choice" busy={busy} />
      {choice.assumed ? <p className="small muted">With the other side removing its suggested units (lowest value first).</p> : null}
    </>
  );
}

function Side({ title, groups, alive, nation }: { title: string; groups: Array<{ id: string; name: string; type: string; count: number; nation?: string | null }>; alive: Record<string, number>; nation?: string | null }) {
  const left = groups.reduce((a, g) => a + (alive[g.id] ?? 0), 0);
  // A side of several nations (a combined fleet, a joint defence) names each chip's nation.
  const mixed = new Set(groups.map((g) => g.nation ?? nation)).size > 1;
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
            {forceChip(alive[g.id] ?? 0, g.type, g.nation ?? nation, mixed)}
          </span>
        ))}
      </div>
    </div>
  );
}

/** A unit group's name as the table says it ("Prussian infantry", "Russian cavalry (ally)"), from the battle's set-up. */
function unitLabel(f: NiFight, id: string, fallback: string): string {
  const s = f.setup;
  const groups = [...s.attacker, ...s.defender, ...s.defenderFleets, ...s.steps.flatMap((x) => x.defender)];
  const g = groups.find((x) => x.id === id);
  const cargo = g ? null : s.attacker.flatMap((x) => x.cargo).find((c) => c.id === id);
  const u = g ?? cargo;
  if (!u || (u.name && u.name !== u.id)) return u?.name ?? fallback;
  const type = u.type === 'fleet' ? 'fleets' : UNIT_NAME[u.type as Unit]?.[1].toLowerCase() ?? u.type;
  return `${u.nation ? `${adj(u.nation)} ` : ''}${type}${g?.ally ? ' (ally)' : g?.joined ? ' (joined)' : ''}`;
}

function Decision({ f, p, chosen, setChosen }: { f: NiFight; p: PendingDecision; chosen: Record<string, number>; setChosen: (c: Record<string, number>) => void }) {
  const act = useAct();
  const [table, setTable] = useState<{ step: number; texts: string[] } | null>(null);
  const open = table && table.step === f.state.step ? table : null;
  const texts = open?.texts ?? [];
  if (p.kind === 'finished') {
    return (
      <div className="ni-decision" role="group" aria-label="Battle over">
        <p className="big-line">{p.prompt}</p>
      </div>
    );
  }
  if (p.kind === 'roll') {
    const read = p.requests.map((r, i) => readD10(texts[i] ?? '', r.count));
    const faces = read.map((x) => x.faces);
    const ok = faces.every((x) => !!x);
    return (
      <div className="ni-decision" role="group" aria-label="Roll">
        <p className="ni-decision-prompt">{p.prompt.replace(/:\s*(Attacker|Defender) fires[\s\S]*$/, '.')}</p>
        <ul className="ni-requests">
          {p.requests.map((r, i) => (
            <li key={i}>
              <span>
                <strong>{r.count} d10</strong> · {r.purpose}
              </span>
              {open ? (
                <span className="ni-table-die">
                  <input type="text" className="narrow-wide" value={texts[i] ?? ''} onChange={(e) => setTable({ step: f.state.step, texts: Object.assign([...texts], { [i]: e.target.value }) })} aria-label={`Table dice (${r.side}): ${r.purpose}`} aria-invalid={read[i]!.problem ? true : undefined} placeholder={`${r.count} faces`} />
                  {read[i]!.problem ? (
                    <span className="ni-dice-problem" role="status" aria-label={`Table dice (${r.side}) problem`}>
                      {read[i]!.problem}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="ni-roll">
          {!open ? (
            <>
              <button type="button" className="btn btn-primary btn-large" onClick={() => void act('battle.step', { action: { type: 'roll' } }, `${f.where}: roll`)}>
                Roll the dice
              </button>
              <button type="button" className="btn btn-quiet" onClick={() => setTable({ step: f.state.step, texts: [] })}>
                Enter table dice…
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-primary" disabled={!ok} onClick={() => void act('battle.step', { action: { type: 'roll' } }, `${f.where}: table dice`, faces as number[][])}>
                Use these dice
              </button>
              <button type="button" className="btn btn-quiet" onClick={() => setTable(null)}>
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
  const who = p.kind === 'casualties' && p.decidedBy ? `${isNation(p.decidedBy) ? empire(p.decidedBy) : p.decidedBy}: ` : '';
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
              {unitLabel(f, c.id, c.name)} <span className="muted small">({c.alive} left, hit on 1-{c.value}{c.cargoPerFleet ? `, ${c.cargoPerFleet} aboard each` : ''})</span>
            </span>
            <span className="ni-stepper">
              <button type="button" className="step-btn" disabled={!(chosen[c.id] ?? 0)} onClick={() => setChosen({ ...chosen, [c.id]: (chosen[c.id] ?? 0) - 1 })} aria-label={`${unitLabel(f, c.id, c.name)} −1`}>
                −
              </button>
              <span className="ni-count">{chosen[c.id] ?? 0}</span>
              <button type="button" className="step-btn" disabled={(chosen[c.id] ?? 0) >= c.alive} onClick={() => setChosen({ ...chosen, [c.id]: (chosen[c.id] ?? 0) + 1 })} aria-label={`${unitLabel(f, c.id, c.name)} +1`}>
                +
              </button>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary btn-large"
        disabled={p.kind === 'casualties' ? total !== need : total === 0}
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
