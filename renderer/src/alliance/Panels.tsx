// Alliance's step panels, driven by the current step. They read the module's state to show it
// and send intents; main applies the rules and refuses with a reason when they say no.
import { useState, type ComponentType, type ReactNode } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { AllianceState, BattleRecord, Seat } from '../../../shared/games/alliance/state';
import { EMPIRES, INCOME_KIND_LABEL, KNOWN_PLACES, LEADERS, MINORS, POWERS, type IncomeKind } from '../../../shared/games/alliance/data';
import { useApp } from '../lib/store';
import { parseGroups } from '../lib/dice';
import { DiceFaces, DieIcon, PowerChip, PowerSwatch, cx } from '../components/ui';
import type { StepProps } from '../games/types';
import { BattleResolution } from './battle/Resolution';
import { BidOdds, RollOffTool } from './battle/DiplomacyOdds';

const nameOf = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;
const colourOf = (id: string) => POWERS.find((p) => p.id === id)?.colour ?? '#888';
const leaderName = (id: string | null) => (id ? (LEADERS.find((l) => l.id === id)?.name ?? id) : null);

function Chip({ id }: { id: string }) {
  return <PowerChip name={nameOf(id)} colour={colourOf(id)} />;
}

function seatLabel(seat: Seat): string {
  return `${nameOf(seat.empire)} (${seat.player})`;
}

function apLeft(seat: Seat): number {
  return seat.ap + seat.goldAsAp - seat.apUsed;
}

function Panel({ title, children, className, aside }: { title: string; children: ReactNode; className?: string; aside?: ReactNode }) {
  return (
    <section className={cx('card', 'step-panel', className)} aria-label={title}>
      <header className="card-head">
        <h2>{title}</h2>
        {aside ? <div className="card-actions">{aside}</div> : null}
      </header>
      <div className="card-body">{children}</div>
    </section>
  );
}

function useAct() {
  return useApp((s) => s.act);
}

/** The power the table is waiting on right now, for highlighting. */
export function allianceFocus(view: CampaignView): string | null {
  const s = view.state as AllianceState;
  if (view.gameOver) return null;
  const at = (i: number | undefined | null) => (i === undefined || i === null ? null : (s.seats[i]?.empire ?? null));
  switch (view.step.id) {
    case 'player-turns':
      return at(s.order[s.actionIdx]);
    case 'battles':
      return s.battles.some((b) => b.status !== 'resolved') ? at(s.order[s.chooserIdx]) : null;
    case 'diplomacy':
      return s.diplomacy ? null : at(initiatorOf(s));
    default:
      return null;
  }
}

const st = (view: CampaignView) => view.state as AllianceState;

/** Alliance's step-to-panel map; a step not here shows the generic "nothing to record" panel. */
export const ALLIANCE_STEPS: Readonly<Record<string, ComponentType<StepProps>>> = {
  discard: ({ view }) => <DiscardPanel s={st(view)} />,
  'year-discard': ({ view }) => <DiscardPanel s={st(view)} />,
  'play-cards': ({ view }) => <PlayCardsPanel s={st(view)} />,
  'solo-flip': ({ view }) => <SoloFlipPanel s={st(view)} />,
  reveal: ({ view }) => <RevealPanel s={st(view)} />,
  diplomacy: ({ view }) => <DiplomacyPanel s={st(view)} />,
  'player-turns': ({ view }) => <PlayerTurnsPanel s={st(view)} />,
  battles: ({ view }) => <BattlesPanel s={st(view)} />,
  'end-checks': ({ view }) => <EndChecksPanel s={st(view)} />,
  'solo-score': ({ view }) => <SoloScorePanel s={st(view)} />,
  'winter-income': ({ view }) => <WinterIncomePanel s={st(view)} view={view} />,
  'winter-negotiations': ({ view }) => <NegotiationsPanel s={st(view)} />,
};

// ---------------------------------------------------------------- Card Phase

function DiscardPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  return (
    <Panel title="Discard">
      <p className="panel-lead">Each player discards one of the 5 cards dealt, face-down. Press a player’s button once they have.</p>
      <div className="seat-buttons">
        {s.seats.map((seat) => (
          <button
            key={seat.empire}
            type="button"
            className={cx('btn', 'btn-seat', seat.discarded && 'done')}
            style={{ ['--power' as string]: colourOf(seat.empire) }}
            disabled={seat.discarded}
            onClick={() => void act('cards.discard', { power: seat.empire }, `${nameOf(seat.empire)} discards`)}
            aria-label={seat.discarded ? `${nameOf(seat.empire)} has discarded` : `${nameOf(seat.empire)} discards`}
          >
            <PowerSwatch colour={colourOf(seat.empire)} />
            <span className="btn-stack">
              <span>{nameOf(seat.empire)}</span>
              <span className="btn-sub">{seat.discarded ? '✓ discarded' : `${seat.player} · ${seat.hand} cards`}</span>
            </span>
          </button>
        ))}
      </div>
    </Panel>
  );
}

function PlayCardsPanel({ s }: { s: AllianceState }) {
  return (
    <Panel title="Play cards">
      <p className="panel-lead">Everyone places a card face-down, then all are revealed. Enter each card’s number; give its colour when the rulebook does not know the card.</p>
      <div className="play-rows">
        {s.seats.map((seat) => (
          <PlayCardRow key={seat.empire} s={s} seat={seat} />
        ))}
      </div>
    </Panel>
  );
}

function PlayCardRow({ s, seat }: { s: AllianceState; seat: Seat }) {
  const act = useAct();
  const [card, setCard] = useState('');
  const [colour, setColour] = useState('');
  const [leader, setLeader] = useState('');
  const empire = nameOf(seat.empire);
  if (seat.played !== null) {
    return (
      <div className="play-row played" style={{ ['--power' as string]: colourOf(seat.empire) }}>
        <PowerSwatch colour={colourOf(seat.empire)} />
        <div className="play-who">
          <strong>{empire}</strong> <span className="muted">{seat.player}</span>
        </div>
        <div className="play-card-done">
          <span className="card-no">{seat.played}</span>
          <span>
            {seat.cardEmpire ? `${nameOf(seat.cardEmpire)}’s card` : ''}
            {seat.leader ? ` · ${leaderName(seat.leader)} leader` : ''}
          </span>
        </div>
      </div>
    );
  }
  const n = Number(card);
  const fact = Number.isInteger(n) && n >= 1 && n <= 42 ? s.cardFacts[n] : undefined;
  const unknown = card !== '' && !fact?.empire;
  const submit = () => {
    if (!card) return;
    void act(
      'cards.play',
      { power: seat.empire, card: n, ...(colour ? { cardEmpire: colour } : {}), ...(leader ? { leader } : {}) },
      `${empire} plays card ${card}`,
    ).then((ok) => {
      if (ok) {
        setCard('');
        setColour('');
        setLeader('');
      }
    });
  };
  return (
    <form
      className="play-row"
      style={{ ['--power' as string]: colourOf(seat.empire) }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label={`${empire} card`}
    >
      <PowerSwatch colour={colourOf(seat.empire)} />
      <div className="play-who">
        <strong>{empire}</strong> <span className="muted">{seat.player}</span>
      </div>
      <input className="card-input" type="number" min={1} max={42} placeholder="Card #" value={card} onChange={(e) => setCard(e.target.value)} aria-label={`${empire} card number`} />
      <select className={cx(unknown && !colour && 'needs')} value={colour} onChange={(e) => setColour(e.target.value)} aria-label={`${empire} card colour`} disabled={!!fact?.empire}>
        <option value="">{fact?.empire ? `${nameOf(fact.empire)} (known)` : 'Card colour…'}</option>
        {EMPIRES.map((e) => (
          <option key={e} value={e}>
            {nameOf(e)}
          </option>
        ))}
      </select>
      <select value={leader} onChange={(e) => setLeader(e.target.value)} aria-label={`${empire} leader`} disabled={!!fact?.leader}>
        <option value="">{fact?.leader ? `${leaderName(fact.leader)} (known)` : 'No leader'}</option>
        {LEADERS.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name} ({nameOf(l.empire)})
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary" disabled={!card} aria-label={`Play ${empire}’s card`}>
        Play
      </button>
      {fact ? (
        <div className="play-hint">
          Card {n}: {fact.empire ? nameOf(fact.empire) : '?'}
          {fact.leader ? ` · ${leaderName(fact.leader)}` : ''}
          {fact.title ? ` · “${fact.title}”` : ''} <span className="muted">({fact.source === 'rulebook' ? `rulebook ${fact.cite ?? ''}` : 'entered earlier'})</span>
        </div>
      ) : unknown ? (
        <div className="play-hint needs-hint">The rulebook does not say whose card {card} is: choose the colour printed on it.</div>
      ) : null}
    </form>
  );
}

function SoloFlipPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [card, setCard] = useState('');
  const [empire, setEmpire] = useState('');
  if (s.solitaire?.flipped) {
    return (
      <Panel title="Flip the top card">
        <p className="big-line">
          Card {s.solitaire.flipped}: <Chip id={s.solitaire.empire!} /> plays this turn with 3 AP.
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Flip the top card">
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act('solo.flip', { card: Number(card), empire }, `Flip card ${card}`);
        }}
      >
        <input type="number" min={1} max={42} placeholder="Card #" value={card} onChange={(e) => setCard(e.target.value)} aria-label="Card number" />
        <select value={empire} onChange={(e) => setEmpire(e.target.value)} aria-label="Card colour">
          <option value="">Card colour…</option>
          {EMPIRES.map((e) => (
            <option key={e} value={e}>
              {nameOf(e)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" disabled={!card || !empire}>
          Flip
        </button>
      </form>
    </Panel>
  );
}

function RevealPanel({ s }: { s: AllianceState }) {
  return (
    <Panel title="Turn order and Action Points">
      <ol className="order-list" aria-label="Turn order">
        {s.order.map((i, k) => {
          const seat = s.seats[i]!;
          const leader = LEADERS.find((l) => l.id === seat.leader);
          return (
            <li key={seat.empire} className="order-item" style={{ ['--power' as string]: colourOf(seat.empire) }}>
              <span className="order-pos">Player {k + 1}</span>
              <span className="order-name">
                <PowerSwatch colour={colourOf(seat.empire)} /> {nameOf(seat.empire)} <span className="muted">{seat.player}</span>
              </span>
              <span className="order-card">card {seat.played}</span>
              <span className="order-ap">
                <strong>{seat.ap}</strong> AP
              </span>
              {leader ? (
                <span className="order-event">
                  <strong>{leader.name}</strong> — {leader.event}: {leader.effect}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

// ---------------------------------------------------------------- Diplomacy

function initiatorOf(s: AllianceState): number | null {
  let best: number | null = null;
  s.seats.forEach((seat, i) => {
    if (seat.played !== null && seat.leader && (best === null || seat.played > s.seats[best]!.played!)) best = i;
  });
  return best;
}

function targetsOf(s: AllianceState): string[] {
  const played = new Set(s.seats.map((x) => x.empire as string));
  return [...EMPIRES.filter((e) => !played.has(e)), ...MINORS];
}

function statusText(s: AllianceState, id: string): string {
  const a = s.allegiance[id];
  return !a || a === 'neutral' ? 'Neutral' : `allied to ${nameOf(a)}`;
}

function DiplomacyPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const d = s.diplomacy;
  const init = d ? d.initiator : initiatorOf(s);
  const initSeat = init === null ? null : s.seats[init]!;
  const [target, setTarget] = useState('');
  const [gold, setGold] = useState(1);
  const [bonus, setBonus] = useState<Record<string, string>>({});
  const [table, setTable] = useState(false);
  const [faces, setFaces] = useState('');
  if (!initSeat) return null;
  const initName = nameOf(initSeat.empire);

  if (!d) {
    return (
      <Panel title="Diplomacy">
        <p className="panel-lead">
          <Chip id={initSeat.empire} /> played the highest Leader card ({leaderName(initSeat.leader)}): bid 1-3 Gold on a non-player empire or Minor, or decline. All Gold bid is forfeit.
        </p>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act('diplomacy.bid', { power: initSeat.empire, target, gold }, `${initName} bids`);
          }}
        >
          <select value={target} onChange={(e) => setTarget(e.target.value)} aria-label="Bid target">
            <option value="">Target…</option>
            {targetsOf(s).map((t) => (
              <option key={t} value={t}>
                {nameOf(t)} — {statusText(s, t)}
              </option>
            ))}
          </select>
          <div className="seg" role="radiogroup" aria-label="Gold bid">
            {[1, 2, 3].map((g) => (
              <button key={g} type="button" role="radio" aria-checked={gold === g} className={cx('seg-btn', gold === g && 'on')} onClick={() => setGold(g)} aria-label={`${g} Gold`}>
                {g} Gold
              </button>
            ))}
          </div>
          <button type="submit" className="btn btn-primary" disabled={!target}>
            Bid
          </button>
          <button type="button" className="btn" onClick={() => void act('diplomacy.decline', { power: initSeat.empire }, `${initName} declines to bid`)}>
            Decline
          </button>
        </form>
      </Panel>
    );
  }

  if (d.declined) {
    return (
      <Panel title="Diplomacy">
        <p className="big-line">No bid this turn.</p>
      </Panel>
    );
  }

  const bidders = [d.initiator, ...d.matchers];
  const others = s.order.filter((i) => i !== d.initiator && !d.matchers.includes(i));

  if (d.resolved) {
    return (
      <Panel title="Diplomacy">
        <p className="big-line">
          Bid of {d.gold} Gold on <Chip id={d.target} />: {d.winner === null ? 'no change.' : <>now allied to <Chip id={s.seats[d.winner]!.empire} />.</>}
        </p>
        <ul className="roll-list">
          {d.rolls.map((r) => (
            <li key={r.seat} className={cx(r.seat === d.winner && 'winner')}>
              <Chip id={s.seats[r.seat]!.empire} /> <DiceFaces faces={r.dice} sides={6} size="sm" /> {r.modifier ? `${r.modifier > 0 ? '+' : ''}${r.modifier}` : ''} = <strong>{r.total}</strong>
            </li>
          ))}
        </ul>
      </Panel>
    );
  }

  const bonusPayload = Object.fromEntries(
    Object.entries(bonus)
      .filter(([, v]) => v.trim() !== '' && Number(v) !== 0)
      .map(([k, v]) => [k, Number(v)]),
  );

  return (
    <Panel title="Diplomacy">
      <p className="panel-lead">
        <Chip id={initSeat.empire} /> bids <strong>{d.gold} Gold</strong> on <Chip id={d.target} /> ({statusText(s, d.target)}). Others may match in card order; then every bidder rolls 2d6. A unique highest total of 7 or more wins.
      </p>
      {others.length ? (
        <div className="seat-buttons">
          {others.map((i) => {
            const seat = s.seats[i]!;
            return (
              <button key={seat.empire} type="button" className="btn btn-seat" onClick={() => void act('diplomacy.match', { power: seat.empire }, `${nameOf(seat.empire)} matches`)} aria-label={`${nameOf(seat.empire)} matches the bid`}>
                <PowerSwatch colour={colourOf(seat.empire)} />
                <span className="btn-stack">
                  <span>{nameOf(seat.empire)} matches</span>
                  <span className="btn-sub">pays {d.gold} Gold (has {seat.gold})</span>
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
      <table className="bidder-table" aria-label="Bidders">
        <thead>
          <tr>
            <th>Bidder</th>
            <th>Known modifiers</th>
            <th>Victory City bonus</th>
          </tr>
        </thead>
        <tbody>
          {bidders.map((i) => {
            const seat = s.seats[i]!;
            const mods = [i === d.initiator ? '+1 initiator' : null, seat.leader === 'talleyrand' ? '+2 Talleyrand' : null].filter(Boolean).join(', ');
            return (
              <tr key={seat.empire}>
                <td>
                  <Chip id={seat.empire} />
                </td>
                <td>{mods || '—'}</td>
                <td>
                  <input type="number" min={-10} max={20} className="narrow" value={bonus[seat.empire] ?? ''} placeholder="0" onChange={(e) => setBonus({ ...bonus, [seat.empire]: e.target.value })} aria-label={`${nameOf(seat.empire)} Victory City bonus`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <BidOdds s={s} bonus={bonusPayload} />
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          let physical: number[][] | undefined;
          if (table) {
            const g = parseGroups(faces);
            if (!g) return;
            physical = g;
          }
          void act('diplomacy.roll', { bonus: bonusPayload }, 'Roll for the bid', physical);
        }}
      >
        <label className="toggle">
          <input type="checkbox" checked={table} onChange={(e) => setTable(e.target.checked)} /> Table dice
        </label>
        {table ? (
          <input type="text" value={faces} onChange={(e) => setFaces(e.target.value)} placeholder={bidders.map(() => '3 4').join(' | ')} aria-label="Diplomacy dice thrown at the table, one pair per bidder separated by |" />
        ) : null}
        <button type="submit" className="btn btn-primary btn-large">
          <DieIcon /> Roll 2d6 for each bidder
        </button>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- Action Phase

const SPEND: Array<{ kind: string; label: string; hint: string }> = [
  { kind: 'move', label: 'Move', hint: 'one group' },
  { kind: 'levy', label: 'Levy', hint: '+1 step' },
  { kind: 'build', label: 'Build', hint: 'new block' },
  { kind: 'build-fleet', label: 'Build fleet', hint: 'new fleet' },
  { kind: 'sea-move', label: 'Sea Move', hint: 'per block' },
  { kind: 'sea-invasion', label: 'Sea Invasion', hint: 'per block' },
];

function PlayerTurnsPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const actorIdx = s.order[s.actionIdx];
  const seat = actorIdx === undefined ? null : s.seats[actorIdx]!;
  return (
    <Panel title="Player Turns" aside={<OrderStrip s={s} />}>
      {seat ? (
        <div className="actor" style={{ ['--power' as string]: colourOf(seat.empire) }}>
          <div className="actor-head">
            <div>
              <div className="actor-kicker">Player {s.actionIdx + 1} to act</div>
              <div className="actor-name">
                <PowerSwatch colour={colourOf(seat.empire)} /> {nameOf(seat.empire)} <span className="muted">{seat.player}</span>
              </div>
            </div>
            <div className="ap-box" aria-label={`${nameOf(seat.empire)} AP left: ${apLeft(seat)}`}>
              <span className="ap-num">{apLeft(seat)}</span>
              <span className="ap-label">AP left</span>
              <span className="ap-of">
                of {seat.ap}
                {seat.goldAsAp ? ` + ${seat.goldAsAp} Gold` : ''} · {seat.gold} Gold in treasury
              </span>
            </div>
          </div>
          <div className="spend-grid" role="group" aria-label="Spend 1 AP">
            {SPEND.map((k) => (
              <button key={k.kind} type="button" className="btn btn-spend" onClick={() => void act('action.spend', { power: seat.empire, kind: k.kind, count: 1 }, `${nameOf(seat.empire)}: ${k.label}`)} aria-label={`${k.label} (1 AP)`}>
                <span className="spend-label">{k.label}</span>
                <span className="btn-sub">1 AP · {k.hint}</span>
              </button>
            ))}
          </div>
          <div className="actor-foot">
            <div className="gold-ap" role="group" aria-label="Gold to AP">
              <span className="muted">Gold → AP:</span>
              {[1, 2, 3].map((g) => (
                <button key={g} type="button" className="btn btn-small" onClick={() => void act('action.gold-to-ap', { power: seat.empire, gold: g }, `${nameOf(seat.empire)} spends ${g} Gold for AP`)} aria-label={`Spend ${g} Gold for ${g} AP`}>
                  {g} Gold
                </button>
              ))}
              <span className="muted small">max 3 per Player Turn</span>
            </div>
            <button type="button" className="btn btn-primary btn-large" onClick={() => void act('action.end-turn', { power: seat.empire }, `${nameOf(seat.empire)} ends its turn`)} aria-label={`End ${nameOf(seat.empire)}’s turn`}>
              End turn{apLeft(seat) > 0 ? ` (save ${apLeft(seat)} as Gold)` : ''}
            </button>
          </div>
        </div>
      ) : (
        <p className="big-line">Every player has finished. Press Next for the Battle Phase.</p>
      )}
      <BattleList s={s} />
      <BattleForm s={s} collapsed />
    </Panel>
  );
}

function OrderStrip({ s }: { s: AllianceState }) {
  return (
    <ol className="order-strip" aria-label="Card order">
      {s.order.map((i, k) => {
        const seat = s.seats[i]!;
        const state = seat.turnDone ? 'done' : k === s.actionIdx ? 'now' : 'wait';
        return (
          <li key={seat.empire} className={cx('order-pill', state)} style={{ ['--power' as string]: colourOf(seat.empire) }} title={`${nameOf(seat.empire)}: ${state === 'done' ? 'finished' : state === 'now' ? 'acting' : 'waiting'}`}>
            {k + 1}. {nameOf(seat.empire)} {state === 'done' ? '✓' : ''}
          </li>
        );
      })}
    </ol>
  );
}

// ---------------------------------------------------------------- Battles

const ALL_POWERS = [...EMPIRES, ...MINORS] as string[];

function PowerSelect({ value, onChange, label, options = ALL_POWERS, empty = 'Power…' }: { value: string; onChange: (v: string) => void; label: string; options?: string[]; empty?: string }) {
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={label}>
      <option value="">{empty}</option>
      <optgroup label="Empires">
        {options.filter((o) => (EMPIRES as readonly string[]).includes(o)).map((o) => (
          <option key={o} value={o}>
            {nameOf(o)}
          </option>
        ))}
      </optgroup>
      {options.some((o) => (MINORS as readonly string[]).includes(o)) ? (
        <optgroup label="Minors">
          {options.filter((o) => (MINORS as readonly string[]).includes(o)).map((o) => (
            <option key={o} value={o}>
              {nameOf(o)}
            </option>
          ))}
        </optgroup>
      ) : null}
    </select>
  );
}

function SideEditor({ side, list, setList }: { side: 'Attacker' | 'Defender'; list: string[]; setList: (l: string[]) => void }) {
  return (
    <div className="side-editor">
      <span className="side-label">{side}s</span>
      {list.map((p, i) => (
        <span key={i} className="side-pick">
          <PowerSelect value={p} onChange={(v) => setList(list.map((x, k) => (k === i ? v : x)))} label={`${side} ${i + 1}`} />
          {list.length > 1 ? (
            <button type="button" className="icon-btn" aria-label={`Remove ${side.toLowerCase()} ${i + 1}`} onClick={() => setList(list.filter((_, k) => k !== i))}>
              ×
            </button>
          ) : null}
        </span>
      ))}
      <button type="button" className="btn btn-small btn-quiet" onClick={() => setList([...list, ''])} aria-label={`Add another ${side.toLowerCase()}`}>
        + ally
      </button>
    </div>
  );
}

function BattleForm({ s, collapsed }: { s: AllianceState; collapsed?: boolean }) {
  const act = useAct();
  const [open, setOpen] = useState(!collapsed);
  const [location, setLocation] = useState('');
  const [kind, setKind] = useState<'land' | 'coastal' | 'sea'>('land');
  const actor = s.order[s.actionIdx];
  const [attackers, setAttackers] = useState<string[]>([actor !== undefined ? s.seats[actor]!.empire : '']);
  const [defenders, setDefenders] = useState<string[]>(['']);
  if (!open) {
    return (
      <button type="button" className="btn btn-quiet" onClick={() => setOpen(true)}>
        + Record a battle…
      </button>
    );
  }
  return (
    <form
      className="battle-form"
      aria-label="Record a battle"
      onSubmit={(e) => {
        e.preventDefault();
        void act(
          'battle.add',
          { location: location.trim(), kind, attackers: attackers.filter(Boolean), defenders: defenders.filter(Boolean) },
          `Record the battle in ${location.trim() || '?'}`,
        ).then((ok) => {
          if (ok) {
            setLocation('');
            setDefenders(['']);
          }
        });
      }}
    >
      <div className="battle-form-row">
        <input type="text" placeholder="Region or sea, e.g. Ulm" maxLength={60} value={location} onChange={(e) => setLocation(e.target.value)} aria-label="Battle location" />
        <div className="seg" role="radiogroup" aria-label="Battle kind">
          {(['land', 'coastal', 'sea'] as const).map((k) => (
            <button key={k} type="button" role="radio" aria-checked={kind === k} className={cx('seg-btn', kind === k && 'on')} onClick={() => setKind(k)}>
              {k === 'land' ? 'Land' : k === 'coastal' ? 'Coastal' : 'Sea'}
            </button>
          ))}
        </div>
      </div>
      <SideEditor side="Attacker" list={attackers} setList={setAttackers} />
      <SideEditor side="Defender" list={defenders} setList={setDefenders} />
      <div className="battle-form-row">
        <button type="submit" className="btn btn-primary" disabled={!location.trim()}>
          Record battle
        </button>
        {collapsed ? (
          <button type="button" className="btn btn-quiet" onClick={() => setOpen(false)}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function BattleList({ s, chooser }: { s: AllianceState; chooser?: Seat | null }) {
  const act = useAct();
  if (!s.battles.length) return null;
  const fighting = s.battles.some((b) => b.status === 'fighting');
  return (
    <ul className="battle-list" aria-label="Battles">
      {s.battles.map((b) => (
        <BattleItem key={b.id} b={b} s={s} chooser={chooser ?? null} anyFighting={fighting} act={act} />
      ))}
    </ul>
  );
}

function BattleItem({ b, s, chooser, anyFighting, act }: { b: BattleRecord; s: AllianceState; chooser: Seat | null; anyFighting: boolean; act: ReturnType<typeof useAct> }) {
  const inBattlePhase = s.position.stepId === 'battles';
  return (
    <li className={cx('battle', `battle-${b.status}`)} aria-label={`Battle in ${b.location}`}>
      <div className="battle-head">
        <span className="battle-loc">
          {b.location} <span className="battle-kind">{b.kind === 'sea' ? 'sea battle' : b.kind === 'coastal' ? 'coastal' : 'land'}</span>
        </span>
        <span className="battle-status">{b.status === 'resolved' ? (b.outcome === 'attacker-holds' ? 'Attacker holds' : 'Defender holds') : b.status === 'fighting' ? 'Being fought' : 'Pending'}</span>
      </div>
      <div className="battle-sides">
        {b.attackers.map((p) => (
          <Chip key={p} id={p} />
        ))}
        <span className="vs">attack</span>
        {b.defenders.map((p) => (
          <Chip key={p} id={p} />
        ))}
      </div>
      {b.status === 'pending' && inBattlePhase && chooser && !anyFighting ? (
        <button type="button" className="btn btn-primary" onClick={() => void act('battle.choose', { power: chooser.empire, battle: b.id }, `${nameOf(chooser.empire)} chooses ${b.location}`)} aria-label={`${nameOf(chooser.empire)} chooses the battle in ${b.location}`}>
          {nameOf(chooser.empire)} chooses this battle
        </button>
      ) : null}
      {b.status === 'fighting' || (b.status === 'pending' && !inBattlePhase) ? (
        <>
          <BattleResolution b={b} s={s} />
          <div className="battle-result" role="group" aria-label={`Who holds ${b.location}?`}>
            <span className="battle-q">Who holds {b.location}?</span>
            <button type="button" className="btn btn-primary" onClick={() => void act('battle.result', { battle: b.id, outcome: 'attacker-holds' }, `Result in ${b.location}`)} aria-label={`Attacker holds ${b.location}`}>
              <span className="btn-stack">
                <span>{b.attackers.map(nameOf).join(' + ')} hold{b.attackers.length === 1 ? 's' : ''}</span>
                <span className="btn-sub">attacker</span>
              </span>
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void act('battle.result', { battle: b.id, outcome: 'defender-holds' }, `Result in ${b.location}`)} aria-label={`Defender holds ${b.location}`}>
              <span className="btn-stack">
                <span>{b.defenders.map(nameOf).join(' + ')} hold{b.defenders.length === 1 ? 's' : ''}</span>
                <span className="btn-sub">defender</span>
              </span>
            </button>
          </div>
        </>
      ) : null}
      {b.status === 'resolved' && b.fight ? <BattleResolution b={b} s={s} /> : null}
    </li>
  );
}

function BattlesPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const pending = s.battles.filter((b) => b.status !== 'resolved');
  const ci = s.order[s.chooserIdx];
  const chooser = pending.length && ci !== undefined ? s.seats[ci]! : null;
  const fighting = pending.some((b) => b.status === 'fighting');
  return (
    <Panel title="Battles">
      {chooser && !fighting ? (
        <div className="chooser-line">
          <span className="big-line">
            <Chip id={chooser.empire} /> chooses the next battle
          </span>
          <button type="button" className="btn" onClick={() => void act('battle.forfeit', { power: chooser.empire }, `${nameOf(chooser.empire)} forfeits the choice`)} aria-label={`${nameOf(chooser.empire)} forfeits the choice`}>
            Forfeit the choice
          </button>
        </div>
      ) : null}
      {!s.battles.length ? <p className="muted">No battles recorded this turn. Record any you missed below, or press Next.</p> : null}
      <BattleList s={s} chooser={chooser} />
      <BattleForm s={s} collapsed={s.battles.length > 0} />
    </Panel>
  );
}

// ---------------------------------------------------------------- End of turn

function EndChecksPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [power, setPower] = useState('');
  const [conqueror, setConqueror] = useState('');
  const [surrender, setSurrender] = useState(false);
  const [confirmNap, setConfirmNap] = useState(false);
  return (
    <Panel title="Defeat and sudden death">
      {s.suddenDeath ? <p className="alarm" role="status">Sudden death: {s.suddenDeath.reason}. The game ends with this Game Turn.</p> : null}
      {s.defeatsThisTurn.length ? (
        <ul className="defeat-list" aria-label="Defeats this turn">
          {s.defeatsThisTurn.map((d) => (
            <li key={d.power}>
              <Chip id={d.power} /> {d.surrender ? 'surrendered to' : 'defeated by'} <Chip id={d.conqueror} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No defeats recorded this turn.</p>
      )}
      <form
        className="inline-form"
        aria-label="Declare a defeat"
        onSubmit={(e) => {
          e.preventDefault();
          void act('defeat.declare', { power, conqueror, surrender }, `Declare ${nameOf(power)} defeated`);
        }}
      >
        <PowerSelect value={power} onChange={setPower} label="Defeated power" empty="Defeated power…" />
        <span>by</span>
        <PowerSelect value={conqueror} onChange={setConqueror} label="Conqueror" options={[...EMPIRES]} empty="Conqueror…" />
        <label className="toggle">
          <input type="checkbox" checked={surrender} onChange={(e) => setSurrender(e.target.checked)} /> surrender
        </label>
        <button type="submit" className="btn btn-danger" disabled={!power || !conqueror}>
          Declare defeat
        </button>
      </form>
      <div className="nap-line">
        {!confirmNap ? (
          <button type="button" className="btn btn-danger-quiet" onClick={() => setConfirmNap(true)} disabled={!!s.suddenDeath}>
            Napoléon is killed…
          </button>
        ) : (
          <>
            <span>Napoléon’s loss is a French defeat and ends the game at the end of this Game Turn.</span>
            <button type="button" className="btn btn-danger" onClick={() => void act('defeat.napoleon-killed', {}, 'Napoléon is killed').then(() => setConfirmNap(false))}>
              Confirm: Napoléon is killed
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setConfirmNap(false)}>
              Cancel
            </button>
          </>
        )}
      </div>
    </Panel>
  );
}

function SoloScorePanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Panel title="Solitaire score">
      <p className="big-line">
        Score <strong>{s.solitaire?.score ?? 0}</strong> of {s.solitaire?.target}
      </p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act('solo.score', { delta: Number(delta), reason }, 'Solitaire score').then((ok) => ok && (setDelta(''), setReason('')));
        }}
      >
        <input type="number" min={-60} max={60} placeholder="± VP" value={delta} onChange={(e) => setDelta(e.target.value)} aria-label="Score change" />
        <input type="text" placeholder="Gained or abandoned…" value={reason} onChange={(e) => setReason(e.target.value)} aria-label="Reason" maxLength={120} />
        <button type="submit" className="btn btn-primary" disabled={!delta}>
          Add to score
        </button>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- Winter

function WinterIncomePanel({ s, view }: { s: AllianceState; view: CampaignView }) {
  const act = useAct();
  return (
    <Panel
      title="Collect City and Sea Gold"
      aside={
        s.incomeCollected ? (
          <span className="done-tag">✓ Gold collected</span>
        ) : (
          <button type="button" className="btn btn-primary btn-large" onClick={() => void act('winter.collect', {}, 'Collect the Winter Gold')}>
            Collect Gold
          </button>
        )
      }
    >
      <p className="panel-lead">Homeland Victory Cities count in full; everything else held is added up and halved (rounded down). The same sum is each player’s VP.</p>
      <div className="income-grid">
        {s.seats.map((seat) => (
          <HoldingsCard key={seat.empire} s={s} seat={seat} income={incomeShown(view, seat.empire)} />
        ))}
      </div>
    </Panel>
  );
}

/** The Winter income to show, or "not entered" while a homeland value it needs is missing [3.4]. */
function incomeShown(view: CampaignView, empire: string): number | string | null {
  const d = view.derived.find((x) => x.id === 'income' && x.power === empire);
  return d ? (d.missing ? 'not entered' : d.value) : null;
}

export function HoldingsCard({ s, seat, income }: { s: AllianceState; seat: Seat; income: number | string | null }) {
  const act = useAct();
  const empire = nameOf(seat.empire);
  const [homeland, setHomeland] = useState('');
  const [place, setPlace] = useState('');
  const [kind, setKind] = useState<IncomeKind>('enemy-vc');
  const [value, setValue] = useState('1');
  const listId = `places-${seat.empire}`;
  return (
    <div className="holdings" style={{ ['--power' as string]: colourOf(seat.empire) }} aria-label={`${empire} holdings`} role="group">
      <div className="holdings-head">
        <span>
          <PowerSwatch colour={colourOf(seat.empire)} /> <strong>{empire}</strong>
        </span>
        {income !== null ? (
          <span className="income-pill" aria-label={`${empire} Winter income ${income}`}>
            income <strong>{income}</strong>
          </span>
        ) : null}
      </div>
      <form
        className="homeland-row"
        onSubmit={(e) => {
          e.preventDefault();
          void act('income.homeland', { power: seat.empire, value: Number(homeland) }, `${empire} homeland Victory Cities`).then((ok) => ok && setHomeland(''));
        }}
      >
        <span className="hl-label">
          Homeland VCs: <strong className={cx(seat.homelandVP === null && 'missing')}>{seat.homelandVP ?? 'not entered'}</strong>
          {seat.homelandSource === 'rulebook' ? <span className="muted small"> (rulebook)</span> : null}
        </span>
        <input type="number" min={0} max={40} className="narrow" value={homeland} placeholder="VP" onChange={(e) => setHomeland(e.target.value)} aria-label={`${empire} homeland Victory Cities`} />
        <button type="submit" className="btn btn-small" disabled={homeland === ''} aria-label={`Set ${empire} homeland Victory Cities`}>
          Set
        </button>
      </form>
      {EMPIRES.filter((e) => s.allegiance[e] === seat.empire && !s.seats.some((x) => x.empire === e)).map((e) => (
        <NpeHomelandRow key={e} s={s} npe={e} ally={empire} />
      ))}
      {seat.income.length ? (
        <ul className="held-list" aria-label={`${empire} cities and seas held`}>
          {seat.income.map((i) => (
            <li key={i.id}>
              <span>
                {i.name} <span className="muted small">{INCOME_KIND_LABEL[i.kind]}</span>
              </span>
              <span className="num">{i.value}</span>
              <button type="button" className="icon-btn" aria-label={`Remove ${i.name} from ${empire}`} onClick={() => void act('income.remove', { power: seat.empire, id: i.id }, `Remove ${i.name}`)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No cities or seas held beyond the homeland.</p>
      )}
      <form
        className="held-add"
        onSubmit={(e) => {
          e.preventDefault();
          void act('income.add', { power: seat.empire, name: place.trim(), kind, value: Number(value) }, `${empire} holds ${place.trim()}`).then((ok) => {
            if (ok) {
              setPlace('');
              setValue('1');
            }
          });
        }}
      >
        <input
          type="text"
          list={listId}
          placeholder="City or sea"
          value={place}
          maxLength={60}
          onChange={(e) => {
            setPlace(e.target.value);
            const known = KNOWN_PLACES.find((k) => k.name.toLowerCase() === e.target.value.toLowerCase());
            if (known) {
              setKind(known.kind);
              setValue(String(known.value));
            }
          }}
          aria-label={`${empire}: city or sea held`}
        />
        <datalist id={listId}>
          {KNOWN_PLACES.map((k) => (
            <option key={k.name} value={k.name}>
              {INCOME_KIND_LABEL[k.kind]}, {k.value}
            </option>
          ))}
        </datalist>
        <select value={kind} onChange={(e) => setKind(e.target.value as IncomeKind)} aria-label={`${empire}: kind of holding`}>
          {Object.entries(INCOME_KIND_LABEL).map(([k, l]) => (
            <option key={k} value={k}>
              {l}
            </option>
          ))}
        </select>
        <input type="number" min={0} max={20} className="narrow" value={value} onChange={(e) => setValue(e.target.value)} aria-label={`${empire}: value`} />
        <button type="submit" className="btn btn-small" disabled={!place.trim()} aria-label={`Add holding to ${empire}`}>
          Add
        </button>
      </form>
    </div>
  );
}

/** An allied NPE's homeland Victory Cities count (halved) for its ally without occupation [3.4]. */
function NpeHomelandRow({ s, npe, ally }: { s: AllianceState; npe: string; ally: string }) {
  const act = useAct();
  const [value, setValue] = useState('');
  const npeName = nameOf(npe);
  const h = s.npeHomeland[npe];
  return (
    <form
      className="homeland-row"
      onSubmit={(e) => {
        e.preventDefault();
        void act('income.homeland', { power: npe, value: Number(value) }, `${npeName} homeland Victory Cities`).then((ok) => ok && setValue(''));
      }}
    >
      <span className="hl-label">
        {npeName} VCs <span className="muted small">(allied NPE, counted for {ally})</span>: <strong className={cx(!h && 'missing')}>{h ? h.value : 'not entered'}</strong>
      </span>
      <input type="number" min={0} max={40} className="narrow" value={value} placeholder="VP" onChange={(e) => setValue(e.target.value)} aria-label={`${npeName} homeland Victory Cities`} />
      <button type="submit" className="btn btn-small" disabled={value === ''} aria-label={`Set ${npeName} homeland Victory Cities`}>
        Set
      </button>
    </form>
  );
}

function NegotiationsPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const seats = s.seats.map((x) => x.empire as string);
  return (
    <Panel title="Alliance negotiations">
      <p className="panel-lead">Up to 10 minutes away from the table; anything but cards may change hands. Record Gold here and NPE or Minor changes on the status board.</p>
      <form
        className="inline-form"
        aria-label="Give Gold"
        onSubmit={(e) => {
          e.preventDefault();
          void act('gold.transfer', { from, to, amount: Number(amount), reason }, 'Give Gold').then((ok) => ok && (setAmount(''), setReason('')));
        }}
      >
        <PowerSelect value={from} onChange={setFrom} label="Gold from" options={seats} empty="From…" />
        <span>gives</span>
        <input type="number" min={1} className="narrow" placeholder="Gold" value={amount} onChange={(e) => setAmount(e.target.value)} aria-label="Gold amount" />
        <span>Gold to</span>
        <PowerSelect value={to} onChange={setTo} label="Gold to" options={seats} empty="To…" />
        <input type="text" placeholder="For… (optional)" maxLength={120} value={reason} onChange={(e) => setReason(e.target.value)} aria-label="What for" />
        <button type="submit" className="btn btn-primary" disabled={!from || !to || !amount}>
          Give Gold
        </button>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- Status board

export function AllianceStatusBoard({ view, readOnly }: { view: CampaignView; readOnly: boolean }) {
  const s = view.state as AllianceState;
  const act = useAct();
  const [open, setOpen] = useState(false);
  const [holdings, setHoldings] = useState(false);
  const changeable = new Set([...EMPIRES.filter((e) => !s.seats.some((x) => x.empire === e)), ...MINORS] as string[]);
  const idByName = new Map(POWERS.map((p) => [p.name, p.id]));
  return (
    <section className="card status-board" aria-labelledby="status-h">
      <header className="card-head">
        <h2 id="status-h">Status board</h2>
        <div className="card-actions">
          {!readOnly && !s.solitaire ? (
            <button type="button" className="btn btn-quiet" aria-expanded={holdings} onClick={() => setHoldings(!holdings)}>
              {holdings ? 'Hide' : 'Edit'} cities & seas held
            </button>
          ) : null}
          <button type="button" className="btn btn-quiet" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show less' : 'Show all'}
          </button>
        </div>
      </header>
      <div className="card-body">
        {holdings && view.step.id !== 'winter-income' ? (
          <div className="income-grid">
            {s.seats.map((seat) => (
              <HoldingsCard key={seat.empire} s={s} seat={seat} income={incomeShown(view, seat.empire)} />
            ))}
          </div>
        ) : null}
        <div className={cx('status-groups', !open && 'status-compact')}>
          {view.statusBoard
            .filter((g) => open || g.group !== 'Cards known')
            .map((g) => (
              <div key={g.group} className="status-group">
                <h3>{g.group}</h3>
                <dl>
                  {(open ? g.rows : g.rows.filter((r) => g.group !== 'Minors' || r.value !== 'Neutral')).map((r) => {
                    const id = idByName.get(r.label);
                    // Solitaire: every empire is its own side and all are at war [12.2]; the state
                    // keeps them 'neutral' (nobody's ally), which the board must not show as "Neutral".
                    const soloEmpire = !!s.solitaire && !!id && (EMPIRES as readonly string[]).includes(id);
                    const can = !readOnly && id && changeable.has(id) && !soloEmpire;
                    const cur = id ? (s.allegiance[id] ?? 'neutral') : 'neutral';
                    return (
                      <div key={r.label} className="status-row">
                        <dt>
                          {id ? <PowerSwatch colour={colourOf(cur === 'neutral' ? id : cur)} /> : null} {r.label}
                        </dt>
                        <dd>
                          {can ? (
                            <select value={cur} aria-label={`Status of ${r.label}`} onChange={(e) => void act('status.set', { power: id, to: e.target.value }, `Change ${r.label}’s status`)}>
                              <option value="neutral">Neutral</option>
                              {EMPIRES.filter((e) => e !== id).map((e) => (
                                <option key={e} value={e}>
                                  Allied to {nameOf(e)}
                                </option>
                              ))}
                            </select>
                          ) : soloEmpire ? (
                            <span aria-label={`Status of ${r.label}`}>At war [12.2]</span>
                          ) : (
                            r.value
                          )}
                        </dd>
                      </div>
                    );
                  })}
                  {!open && g.group === 'Minors' ? <div className="status-row muted small">Neutral minors hidden — Show all</div> : null}
                </dl>
              </div>
            ))}
        </div>
        {!readOnly && s.seats.length > 1 ? <RollOffTool s={s} /> : null}
      </div>
    </section>
  );
}
