// A campaign battle fought step by step: set up its blocks, then one decision at a time (Fire /
// Retreat / Pass, which block takes a tied hit, Extend, Pursue) with the app's dice or the table's,
// the resolver's log, and the exact odds from here after every step. The engine writes the result
// back (battle.status 'resolved'); undo takes back one step at a time.
import { useMemo, useState } from 'react';
import type { AllianceOddsResult, BattleBlock, BattleSetup, BattleState, PendingDecision, Side } from '../../../../shared/games/alliance/battle';
import { SLOT_NAMES, describeThreshold } from '../../../../shared/games/alliance/battle/model';
import type { AllianceState, BattleRecord } from '../../../../shared/games/alliance/state';
import { eventsOffered } from '../../../../shared/games/alliance/battle-events';
import type { LogRow } from '../../../../shared/ipc/contract';
import { parseFaces } from '../../lib/dice';
import { useApp } from '../../lib/store';
import { Die, DiceFaces, DieIcon, cx } from '../../components/ui';
import { BattleEditor, Seg, type EditorContext } from './BattleEditor';
import { DataBadges } from '../../components/DataBadges';
import { DRAFT_BADGE_WORDS, draftBadges, draftFromInput, explainError, newUid, num, powerName, rosterPresets, toInput, whatIfFromFight, withOfferedEvents, type BattleDraft } from './draft';
import { useCalculatorUi } from '../../calculator/store';
import { Headline, OddsStatus, OddsWarnings } from './OddsResults';
import { useBattleUi } from './store';
import { useBattleEngine, type BattleEngine } from './useEngine';
import { useGameOdds } from '../../odds/useOdds';
import './battle.css';
import { pct } from '../../odds/format';

type Fight = NonNullable<BattleRecord['fight']>;

/** Powers on a side of a battle record, with the NPEs and minors allied to them. */
function sidePowers(s: AllianceState, listed: string[]): string[] {
  const out = [...listed];
  for (const p of listed) for (const [minor, ally] of Object.entries(s.allegiance)) if (ally === p && !out.includes(minor)) out.push(minor);
  return out;
}

/** Card played this turn per power (an ally's blocks follow its player's card) [7.8]. */
function cardsOf(s: AllianceState, owners: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of owners) {
    const seat = s.seats.find((x) => x.empire === o) ?? s.seats.find((x) => x.empire === s.allegiance[o]);
    if (seat?.played) out[o] = seat.played;
  }
  return out;
}

function names(list: string[]): string {
  return list.map(powerName).join(' + ');
}

export function BattleResolution({ b, s }: { b: BattleRecord; s: AllianceState }) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const fight = b.fight;
  if (b.status === 'resolved') return fight ? <FightOutcome b={b} s={s} fight={fight} /> : null;
  if (fight && !editing) return <FightBoard b={b} s={s} fight={fight} onEdit={fight.state.step === 0 ? () => setEditing(true) : null} />;
  if (!open && !editing) {
    return (
      <div className="res-start">
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
          Resolve step by step
        </button>
        <span className="muted small">Enter the blocks, then fight it round by round with the app’s dice or yours, with the exact odds after every step.</span>
      </div>
    );
  }
  return <BattleSetupPanel b={b} s={s} fight={fight} onClose={() => (setOpen(false), setEditing(false))} />;
}

// ---------------------------------------------------------------- set-up

function BattleSetupPanel({ b, s, fight, onClose }: { b: BattleRecord; s: AllianceState; fight: Fight | undefined; onClose: () => void }) {
  const act = useApp((st) => st.act);
  const campaignId = useApp((st) => st.view?.header.id ?? '');
  const key = `${campaignId}:${b.id}`;
  const stored = useBattleUi((st) => st.setups[key]);
  const attackers = useMemo(() => sidePowers(s, b.attackers), [s, b.attackers]);
  const defenders = useMemo(() => sidePowers(s, b.defenders), [s, b.defenders]);
  // Leader events played this Game Turn by a player in this battle and not used elsewhere: offered, pre-set [3.3].
  const offered = useMemo(() => eventsOffered(s, b.id).filter((o) => !o.usedIn), [s, b.id]);
  const initial = useMemo<BattleDraft>(() => {
    if (fight) return draftFromInput(fight.input, `setup-${b.id}`, b.location);
    return { id: `setup-${b.id}`, title: b.location, location: b.kind, blocks: [], policy: {}, cards: cardsOf(s, [...attackers, ...defenders]) };
  }, [fight, b, s, attackers, defenders]);
  const draft = useMemo(() => withOfferedEvents(stored ?? initial, offered), [stored, initial, offered]);
  const setDraft = (d: BattleDraft) => useBattleUi.getState().setSetup(key, d);
  const presets = useMemo(() => rosterPresets(s.data), [s.data]);
  const ctx: EditorContext = useMemo(
    () => ({
      presets,
      ownersBySide: { attacker: attackers, defender: defenders },
      preferredOwners: [...attackers, ...defenders],
      sideOf: (o: string) => (attackers.includes(o) ? 'attacker' : defenders.includes(o) ? 'defender' : null),
    }),
    [presets, attackers, defenders],
  );
  const { input, oddsInput, blockers } = useMemo(() => toInput({ ...draft, cards: cardsOf(s, [...attackers, ...defenders]) }), [draft, s, attackers, defenders]);
  const odds = useGameOdds(oddsInput ? { game: 'alliance', job: 'battle', input: oddsInput } : null);
  const start = () => {
    if (!input) return;
    void act('battle.setup', { battle: b.id, input: input as unknown as Record<string, unknown> }, `Set up the battle in ${b.location}`).then((ok) => {
      if (ok) {
        useBattleUi.getState().setSetup(key, null);
        onClose();
      }
    });
  };
  return (
    <div className="res-setup" role="group" aria-label={`Set up the battle in ${b.location}`}>
      <div className="res-setup-head">
        <h3>
          Blocks in {b.location}: <span className="muted">{names(b.attackers)} attack {names(b.defenders)}</span>
        </h3>
        <DataBadges notes={draftBadges(draft)} words={DRAFT_BADGE_WORDS} />
      </div>
      <BattleEditor draft={draft} onChange={setDraft} ctx={ctx} />
      <div className="res-setup-foot">
        <div className="res-setup-odds">
          {blockers.length && draft.blocks.length ? (
            <ul className="blockers" aria-label="Needed before the battle">
              {blockers.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          ) : null}
          {!draft.blocks.length ? <p className="muted res-setup-hint">Pick each side’s blocks from the roster, or add them with the + buttons; the odds appear here.</p> : null}
          {odds.status === 'error' && odds.error ? (
            <p className="odds-error" role="alert">
              {explainError(odds.error.message, odds.error.field, input)}
            </p>
          ) : null}
          {odds.result && input && odds.status !== 'error' ? (
            <Headline r={odds.result} stale={odds.stale} testIds={{ attacker: 'setup-attacker-holds', defender: 'setup-defender-holds' }} names={{ attacker: names(b.attackers), defender: names(b.defenders) }} />
          ) : null}
          {odds.result && input && odds.status !== 'error' ? <OddsWarnings r={odds.result} input={input} /> : null}
          {input ? <OddsStatus odds={odds} /> : null}
        </div>
        <div className="res-setup-actions">
          <button type="button" className="btn btn-primary btn-large" disabled={!input} onClick={start}>
            {fight ? 'Use these blocks' : 'Start the battle'}
          </button>
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------- the fight

function useFight(engine: BattleEngine | null, fight: Fight): { setup: BattleSetup | null; pending: PendingDecision | null; problem: string | null } {
  const inputKey = JSON.stringify(fight.input);
  const stateKey = JSON.stringify(fight.state);
  const setup = useMemo(() => {
    if (!engine) return null;
    try {
      return engine.parseAllianceBattleInput(fight.input).setup;
    } catch {
      return null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, inputKey]);
  return useMemo(() => {
    if (!engine) return { setup: null, pending: null, problem: null };
    if (!setup) return { setup: null, pending: null, problem: 'This battle’s set-up cannot be read by this version of the app.' };
    try {
      return { setup, pending: engine.pendingDecision(setup, fight.state), problem: null };
    } catch (e) {
      return { setup, pending: null, problem: e instanceof Error ? e.message : String(e) };
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, setup, stateKey]);
}

function blockLabel(blk: BattleBlock | undefined, state: BattleState): string {
  if (!blk) return '?';
  return `${blk.name} (${state.blocks[blk.id]?.strength ?? blk.strength}${blk.firepower})`;
}

function roleOf(blk: BattleBlock, state: BattleState): Side {
  return state.switched ? (blk.side === 'attacker' ? 'defender' : 'attacker') : blk.side;
}

/** "What if?": the battle as it stands, copied into the calculator (a new column) and the calculator opened. */
function WhatIfButton({ b, fight }: { b: BattleRecord; fight: Fight }) {
  const campaignId = useApp((st) => st.view?.header.id ?? '');
  const copy = () => {
    const ui = useBattleUi.getState();
    const drafts = ui.drafts[campaignId] ?? [];
    const title = `${b.location}, round ${fight.state.round}`;
    const d = whatIfFromFight(fight.input, fight.state.blocks, newUid(), title);
    const kept = drafts.filter((x) => x.blocks.length > 0 && x.title !== title);
    ui.setDrafts(campaignId, [...kept.slice(Math.max(0, kept.length - 3)), d]);
    useCalculatorUi.getState().openCalculator('alliance', 'campaign');
  };
  return (
    <button type="button" className="btn btn-small" onClick={copy} title="Copy this battle as it stands (blocks and strengths left) into the battle calculator, to try what-ifs" aria-label={`What if? Copy the battle in ${b.location} into the calculator`}>
      What if?
    </button>
  );
}

function FightBoard({ b, s, fight, onEdit }: { b: BattleRecord; s: AllianceState; fight: Fight; onEdit: (() => void) | null }) {
  const engine = useBattleEngine();
  const { setup, pending, problem } = useFight(engine, fight);
  const live = useApp((st) => st.view);
  const undo = useApp((st) => st.undo);
  const state = fight.state;
  const undoTitle = live?.canUndo ? live.undoTitle : null;
  const undoHere = !!undoTitle && (undoTitle.startsWith(`${b.location}, round`) || undoTitle.startsWith(`Battle in ${b.location} set up`));
  const byId = useMemo(() => new Map((setup?.blocks ?? []).map((x) => [x.id, x])), [setup]);
  return (
    <div className="fight" role="region" aria-label={`Battle in ${b.location}, step by step`}>
      <div className="fight-top">
        <div className="fight-round" aria-label={`Round ${state.round}`}>
          <span className="fight-round-label">Round</span>
          <span className="fight-round-num">{state.round}</span>
        </div>
        {setup ? <SlotStrip setup={setup} state={state} /> : null}
        <div className="fight-tools">
          {undoHere ? (
            <button type="button" className="btn btn-small" onClick={() => void undo()} aria-label="Undo the last battle step" title={`Undo: ${undoTitle}`}>
              ↶ Undo step
            </button>
          ) : null}
          {onEdit ? (
            <button type="button" className="btn btn-small btn-quiet" onClick={onEdit}>
              Change blocks
            </button>
          ) : null}
          <WhatIfButton b={b} fight={fight} />
        </div>
      </div>
      {state.switched ? <p className="fight-note">Battlefield control has switched [7.23]: the original defenders’ reserves now attack.</p> : null}
      {problem ? (
        <p className="odds-error" role="alert">
          {problem}
        </p>
      ) : null}
      {setup && pending ? <Decision b={b} setup={setup} state={state} pending={pending} byId={byId} /> : !problem ? <p className="muted">Reading the battle…</p> : null}
      {fight.lastLog.length ? (
        <div className="fight-last" role="status" aria-label="Last step">
          <span className="kicker">{state.step === 0 ? 'Battle set up' : `Step ${state.step}`}</span>
          {fight.lastRoll ? <LastRoll roll={fight.lastRoll} name={byId.get(fight.lastRoll.blockId)?.name ?? fight.lastRoll.blockId} /> : null}
          <ul>
            {fight.lastLog.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {setup ? (
        <div className="fight-sides">
          {(['attacker', 'defender'] as const).map((side) => (
            <FightSide key={side} side={side} b={b} setup={setup} state={state} pending={pending} />
          ))}
        </div>
      ) : null}
      <OddsFromHere b={b} fight={fight} />
      <FightLog b={b} rows={live?.log ?? []} />
    </div>
  );
}

/** The last fire, large enough to read across the table: each die, its hits marked, and the total. */
function LastRoll({ roll, name }: { roll: NonNullable<Fight['lastRoll']>; name: string }) {
  const hits = roll.faces.filter((f) => f <= roll.threshold).length;
  return (
    <div className="fight-roll" role="group" aria-label={`${name} rolled ${roll.faces.join(', ')}: ${hits} ${hits === 1 ? 'hit' : 'hits'}`}>
      <span className="fight-roll-who">
        {name}
        <span className="fight-roll-rule">{describeThreshold(roll.threshold)}{roll.source === 'table' ? ' · table dice' : ''}</span>
      </span>
      <span className="fight-roll-dice">
        {roll.faces.map((f, i) => (
          <span key={i} className={cx('fight-die', f <= roll.threshold ? 'fight-die-hit' : 'fight-die-miss')}>
            <Die face={f} size="lg" source={roll.source} />
          </span>
        ))}
      </span>
      <span className="fight-roll-hits">
        <strong>{hits}</strong> {hits === 1 ? 'hit' : 'hits'}
      </span>
    </div>
  );
}

const SLOT_SHORT: Record<string, string> = { defender: 'def', attacker: 'att' };

function SlotStrip({ setup, state }: { setup: BattleSetup; state: BattleState }) {
  const between = state.phase === 'extend' || state.phase === 'pursue' || state.phase === 'finished';
  return (
    <ol className="slots" aria-label="Battle turns this round">
      {SLOT_NAMES.map((slot) => {
        const [letter, role] = slot.split('-') as [string, Side];
        const present = setup.blocks.some((x) => {
          const p = state.blocks[x.id];
          if (!p || p.status !== 'active') return false;
          if (state.round === 1 && x.reserve) return false;
          return x.letter === letter && roleOf(x, state) === role;
        });
        const current = !between && state.slot === slot;
        return (
          <li key={slot} className={cx('slot', `slot-${role}`, current && 'slot-current', !present && 'slot-empty')} aria-current={current ? 'step' : undefined} title={`${letter} ${role}s${present ? '' : ': nobody'}`}>
            <span className="slot-letter">{letter}</span>
            <span className="slot-role">{SLOT_SHORT[role]}</span>
          </li>
        );
      })}
    </ol>
  );
}

function FightSide({ side, b, setup, state, pending }: { side: Side; b: BattleRecord; setup: BattleSetup; state: BattleState; pending: PendingDecision | null }) {
  const blocks = setup.blocks.filter((x) => x.side === side);
  const acting = pending?.kind === 'turn' ? pending.blockId : null;
  const candidates = pending?.kind === 'assignHit' ? pending.candidates : [];
  const role = state.switched ? (side === 'attacker' ? 'now defending' : 'now attacking') : null;
  return (
    <section className={cx('fside', `fside-${side}`)} aria-label={side === 'attacker' ? 'Attacking blocks' : 'Defending blocks'}>
      <h4>
        {side === 'attacker' ? 'Attackers' : 'Defenders'} <span className="muted">{names(side === 'attacker' ? b.attackers : b.defenders)}</span>
        {role ? <span className="fside-role">{role}</span> : null}
      </h4>
      <ul>
        {blocks.map((x) => {
          const p = state.blocks[x.id] ?? { strength: x.strength, status: 'active' as const, halfHit: false };
          const hidden = state.round === 1 && x.reserve && p.status === 'active';
          const tag = p.status === 'eliminated' ? 'eliminated' : p.status === 'retreated' ? 'retreated' : hidden ? 'reserve · round 2' : p.halfHit ? 'half-hit' : x.reserve ? 'reserve' : '';
          return (
            <li key={x.id} className={cx('fblk', `fblk-${p.status}`, hidden && 'fblk-hidden', acting === x.id && 'fblk-acting', candidates.includes(x.id) && 'fblk-candidate')} aria-label={`${x.name}: ${p.status === 'eliminated' ? 'eliminated' : `strength ${p.strength}`}${tag && p.status === 'active' ? `, ${tag}` : p.status === 'retreated' ? ', retreated' : ''}`}>
              <span className="fblk-name">{x.name}</span>
              <span className="fblk-fp">{x.firepower}</span>
              <Pips n={p.status === 'eliminated' ? 0 : p.strength} max={x.maxStrength} />
              {tag ? <span className={cx('fblk-tag', `fblk-tag-${p.status}`)}>{tag}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Pips({ n, max }: { n: number; max: number }) {
  return (
    <span className="pips" aria-hidden="true">
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={cx('pip', i < n && 'pip-on')} />
      ))}
    </span>
  );
}

function Decision({ b, setup, state, pending, byId }: { b: BattleRecord; setup: BattleSetup; state: BattleState; pending: PendingDecision; byId: Map<string, BattleBlock> }) {
  const act = useApp((st) => st.act);
  const busy = useApp((st) => st.pending > 0);
  const [diceMode, setDiceMode] = useState<'app' | 'table'>('app');
  const [faces, setFaces] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  // A new decision (a step fired, undone or redone, or undo to an earlier entry) starts clean: dice
  // typed for another block, or its "Type the 2 dice" message, must not carry over to this one.
  const decisionKey = JSON.stringify([pending, state.round, state.slot, state.acted, state.blocks, state.hits]);
  const [seenKey, setSeenKey] = useState(decisionKey);
  if (seenKey !== decisionKey) {
    setSeenKey(decisionKey);
    setFaces('');
    setLocal(null);
  }
  const step = (action: Record<string, unknown>, what: string, physical?: number[][]) =>
    act('battle.step', { battle: b.id, action }, what, physical).then((ok) => {
      if (ok) {
        setFaces('');
        setLocal(null);
      }
      return ok;
    });
  const who = (id: string) => (id === 'attacker' || id === 'defender' ? `the ${id}` : powerName(id.replace(/ \(higher card decides \[7\.8\]\)$/, '')) + (id.includes('higher card') ? ' (higher card decides)' : ''));

  if (pending.kind === 'turn') {
    const blk = byId.get(pending.blockId);
    const name = blk?.name ?? pending.blockId;
    const fire = () => {
      setLocal(null);
      if (diceMode === 'table' && pending.dice > 0) {
        const f = parseFaces(faces, 6);
        if (!f || f.length !== pending.dice || f.some((x) => x < 1 || x > 6)) {
          setLocal(`Type the ${pending.dice} ${pending.dice === 1 ? 'die' : 'dice'} thrown at the table, each 1-6 (e.g. ${Array.from({ length: pending.dice }, (_, i) => [3, 5, 1, 6][i % 4]).join(' ')}).`);
          return;
        }
        void step({ type: 'fire', blockId: pending.blockId }, `${name} fires (table dice)`, [f]);
      } else void step({ type: 'fire', blockId: pending.blockId }, `${name} fires`);
    };
    const [letter, role] = pending.slot.split('-');
    return (
      <div className="decision" role="group" aria-label="Decision">
        <div className="decision-head">
          <span className="kicker">
            Round {pending.round} · {letter} {role}s · {who(pending.decidedBy)} decides
          </span>
          <div className="decision-who">
            <span className="decision-name">{name}</span>
            <span className="decision-fp">
              {state.blocks[pending.blockId]?.strength ?? blk?.strength}
              {blk?.firepower}
            </span>
          </div>
          <p className="decision-prompt">
            Fire: {pending.dice} {pending.dice === 1 ? 'die' : 'dice'}, {describeThreshold(pending.threshold)}
            {pending.options.includes('retreat') ? ' · or retreat' : pending.round === 1 ? ' · no retreats in round 1' : ''}
          </p>
        </div>
        {pending.dice > 0 ? (
          <div className="decision-dice">
            <Seg
              label="Dice"
              value={diceMode}
              options={[
                ['app', "App's dice"],
                ['table', 'Table dice'],
              ]}
              onChange={(v) => setDiceMode(v as 'app' | 'table')}
            />
            {diceMode === 'table' ? (
              <input
                type="text"
                inputMode="numeric"
                className="decision-faces"
                value={faces}
                placeholder={`${pending.dice} faces, e.g. ${Array.from({ length: pending.dice }, (_, i) => [3, 5, 1, 6][i % 4]).join(' ')}`}
                onChange={(e) => setFaces(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') fire();
                }}
                aria-label="Table dice"
              />
            ) : null}
          </div>
        ) : null}
        <div className="decision-buttons">
          <button type="button" className="btn btn-primary btn-decide" disabled={busy} onClick={fire} aria-label="Fire">
            <DieIcon />
            <span className="btn-stack">
              <span>Fire</span>
              <span className="btn-sub" aria-hidden="true">
                {pending.dice} d6 · {describeThreshold(pending.threshold)}
              </span>
            </span>
          </button>
          {pending.options.includes('retreat') ? (
            <button type="button" className="btn btn-decide" disabled={busy} onClick={() => void step({ type: 'retreat', blockId: pending.blockId }, `${name} retreats`)} aria-label="Retreat">
              <span className="btn-stack">
                <span>Retreat</span>
                <span className="btn-sub" aria-hidden="true">leaves the battle [7.4]</span>
              </span>
            </button>
          ) : null}
          <button type="button" className="btn btn-decide btn-decide-quiet" disabled={busy} onClick={() => void step({ type: 'pass', blockId: pending.blockId }, `${name} passes`)} aria-label="Pass">
            Pass
          </button>
        </div>
        {local ? (
          <p className="tray-error" role="alert">
            {local}
          </p>
        ) : null}
      </div>
    );
  }
  if (pending.kind === 'assignHit') {
    return (
      <div className="decision decision-hit" role="group" aria-label="Decision">
        <div className="decision-head">
          <span className="kicker">
            {pending.hitsRemaining} hit{pending.hitsRemaining === 1 ? '' : 's'} on the {pending.side} · {who(pending.decidedBy)} chooses [7.31]
          </span>
          <p className="decision-prompt">Equally strong blocks: which one loses a step?</p>
        </div>
        <div className="decision-buttons">
          {pending.candidates.map((id) => (
            <button key={id} type="button" className="btn btn-primary btn-decide" disabled={busy} onClick={() => void step({ type: 'assignHit', blockId: id }, `Hit on ${byId.get(id)?.name ?? id}`)} aria-label={`Hit ${byId.get(id)?.name ?? id}`}>
              <span className="btn-stack">
                <span>{byId.get(id)?.name ?? id}</span>
                <span className="btn-sub" aria-hidden="true">{blockLabel(byId.get(id), state)} loses a step</span>
              </span>
            </button>
          ))}
        </div>
      </div>
    );
  }
  if (pending.kind === 'extend' || pending.kind === 'pursue') {
    const hq = byId.get(pending.hqId);
    const ext = pending.kind === 'extend';
    const yes = ext ? { type: 'extend', group: pending.group, extend: true } : { type: 'pursue', group: pending.group, pursue: true };
    const no = ext ? { type: 'extend', group: pending.group, extend: false } : { type: 'pursue', group: pending.group, pursue: false };
    return (
      <div className="decision" role="group" aria-label="Decision">
        <div className="decision-head">
          <span className="kicker">
            {ext ? `End of round ${pending.round}` : 'Battle won'} · {who(pending.decidedBy)} decides [{ext ? '7.61' : '7.62'}]
          </span>
          <p className="decision-prompt">
            {ext
              ? `${blockLabel(hq, state)} may spend 1 step so its blocks fight on in round ${pending.round + 1} instead of retreating.`
              : `${blockLabel(hq, state)} may spend 1 step to pursue into 1 adjacent enemy region, or reinforce 1 adjacent pending battle as reserves.`}
          </p>
        </div>
        <div className="decision-buttons">
          <button type="button" className="btn btn-primary btn-decide" disabled={busy} onClick={() => void step(yes, ext ? 'Extend the battle' : 'Pursue')} aria-label={ext ? 'Extend' : 'Pursue'}>
            <span className="btn-stack">
              <span>{ext ? 'Extend' : 'Pursue'}</span>
              <span className="btn-sub" aria-hidden="true">HQ −1 step</span>
            </span>
          </button>
          <button type="button" className="btn btn-decide" disabled={busy} onClick={() => void step(no, ext ? 'Do not extend' : 'Do not pursue')} aria-label={ext ? 'Don’t extend' : 'Don’t pursue'}>
            {ext ? 'Don’t extend' : 'Don’t pursue'}
          </button>
        </div>
      </div>
    );
  }
  return <p className="big-line">{pending.prompt}</p>;
}

function OddsFromHere({ b, fight }: { b: BattleRecord; fight: Fight }) {
  const job = useMemo(() => ({ game: 'alliance' as const, job: 'from-state' as const, input: fight.input, state: fight.state }), [fight.input, fight.state]);
  const odds = useGameOdds(job, { debounceMs: 0 });
  const r = odds.result;
  return (
    <section className="from-here" aria-label="Odds from here">
      <h4>
        Odds from here <span className="muted small">· exact, assuming the battle’s policies for the choices to come</span>
      </h4>
      {odds.status === 'error' && odds.error ? (
        <p className="odds-error" role="alert">
          {odds.error.message}
        </p>
      ) : null}
      {r ? (
        <>
          <Headline r={r} stale={odds.stale} testIds={{ attacker: 'from-here-attacker-holds', defender: 'from-here-defender-holds' }} names={{ attacker: names(b.attackers), defender: names(b.defenders) }} />
          <div className={cx('from-here-more', odds.stale && 'stale')}>
            <span>
              Expected losses from here: attacker <strong>{num(r.expectedLosses.attacker)}</strong>, defender <strong>{num(r.expectedLosses.defender)}</strong> steps
            </span>
            {Object.entries(r.events.hqLost)
              .filter(([, p]) => p > 0)
              .map(([id, p]) => {
                const nm = (fight.input as { blocks?: Array<{ id: string; name?: string }> }).blocks?.find((x) => x.id === id)?.name ?? id;
                return (
                  <span key={id} className={cx(/napol/i.test(`${nm} ${id}`) && 'event-alarm-inline')}>
                    {nm} lost: <strong>{pct(p)}</strong>
                  </span>
                );
              })}
          </div>
        </>
      ) : null}
      <OddsStatus odds={odds} what="Computing the odds from here" />
    </section>
  );
}

function FightLog({ b, rows }: { b: BattleRecord; rows: LogRow[] }) {
  const mine = rows
    .filter((r) => r.status === 'active' && (r.type === 'battle.step' || r.type === 'battle.setup') && (r.title.startsWith(`${b.location}, round`) || r.title.startsWith(`Battle in ${b.location} set up`)))
    .sort((x, y) => y.seq - x.seq);
  if (!mine.length) return null;
  return (
    <details className="fight-log">
      <summary>Battle log ({mine.length})</summary>
      <ol>
        {mine.map((r) => (
          <li key={r.seq}>
            <span className="muted small">#{r.seq}</span> {r.title.replace(`${b.location}, `, '')}
            {r.dice?.map((d, i) => (
              <span key={i} className="fight-log-dice">
                <DiceFaces faces={d.faces} sides={d.sides} source={d.source} size="sm" />
              </span>
            ))}
          </li>
        ))}
      </ol>
    </details>
  );
}

// ---------------------------------------------------------------- result

function FightOutcome({ b, s, fight }: { b: BattleRecord; s: AllianceState; fight: Fight }) {
  const o = fight.state.outcome;
  const blocks = (fight.input as { blocks?: Array<{ id: string; name?: string; side: Side; firepower: string; maxStrength?: number }> }).blocks ?? [];
  const nm = (id: string) => blocks.find((x) => x.id === id)?.name ?? id;
  if (!o) return null;
  const holders = o.holds === 'attacker' ? b.attackers : b.defenders;
  const napoleon = o.hqLost.some((id) => /napol/i.test(`${nm(id)} ${id}`));
  return (
    <div className="fight-outcome" role="group" aria-label={`Result of the battle in ${b.location}`}>
      {napoleon && s.suddenDeath ? (
        <p className="alarm" role="alert">
          Napoléon has been lost: a French defeat. The game ends at the end of this Game Turn [7.71, 10.3].
        </p>
      ) : null}
      <p className="outcome-line">
        <strong>
          {names(holders)} hold{holders.length === 1 ? 's' : ''} {b.location}
        </strong>{' '}
        <span className="muted">
          ({o.holds}) · round {o.endRound}
          {o.switched ? ' · control switched [7.23]' : ''}
        </span>
      </p>
      <div className="outcome-grid">
        {(['attacker', 'defender'] as const).map((side) => (
          <ul key={side} className="outcome-blocks" aria-label={side === 'attacker' ? 'Attacking blocks after the battle' : 'Defending blocks after the battle'}>
            {blocks
              .filter((x) => x.side === side)
              .map((x) => {
                const p = fight.state.blocks[x.id];
                const fate = p?.status === 'eliminated' ? 'eliminated' : p?.status === 'retreated' ? `retreated at ${p.strength}` : `${p?.strength ?? '?'} of ${x.maxStrength ?? 4}`;
                return (
                  <li key={x.id} className={cx('outcome-blk', p && `fblk-${p.status}`)}>
                    <span className="fblk-name">{x.name ?? x.id}</span> <span className="fblk-fp">{x.firepower}</span> <span className="outcome-fate">{fate}</span>
                  </li>
                );
              })}
          </ul>
        ))}
      </div>
      <p className="muted small">Eliminated blocks go face-up to their Force Pool; they can be rebuilt next year [7.7]. Regroup and check stacking at the table [7.5].</p>
    </div>
  );
}
