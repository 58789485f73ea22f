// Diplomacy Phase panels: the board (30 Issues on the Display, the Negotiation Table and the four National
// Tracks), the wager through the sealed entry, the wager Issue, the Issue selection, the six rounds with the
// exact movement calculator, and the live Diplomacy-win count [11.0-11.9].
import { debateOrder } from '../../../shared/games/congress-of-vienna/diplomacy';
import { useMemo, useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { availableIssues, dealOf, negotiation, passCheck, positions, selectableNow, wagerPlace, winnerVp } from '../../../shared/games/congress-of-vienna/actions/diplomacy';
import { diplomacyWinner, resolveWager, type WagerBid } from '../../../shared/games/congress-of-vienna/diplomacy';
import { ISSUES, POWERS, POWER_COLOUR, POWER_NAME, ROUNDS, issueName, issueShort, type CovState, type IssueAt, type Power } from '../../../shared/games/congress-of-vienna/state';
import { SealedEntry } from '../components/sealed/SealedEntry';
import { cx } from '../components/ui';
import { Chip, NumberField, Panel, seatName, signed, st, useAct } from './parts';
import { counted, sentence } from '../../../shared/format';

type Nation = Power | 'neutral';

function IssueTag({ id, s }: { id: string; s: CovState }) {
  return <span className={cx('cov-issue', s.locked.includes(id) && 'locked')} title={issueName(id)}>{issueShort(id)}</span>;
}

/** The Diplomacy board as it stands: the Display, the centre of the Negotiation Table and each National Track. */
export function DiplomacyBoard({ s }: { s: CovState }) {
  const at = (f: (a: IssueAt) => boolean) => ISSUES.filter((i) => f(s.issues[i.id]!)).map((i) => i.id);
  const display = at((a) => a.at === 'display');
  const avail = new Set(availableIssues(s));
  const counts = Object.fromEntries(POWERS.map((p) => [p, at((a) => a.at === 'track' && a.power === p && a.d >= 1).length])) as Record<Power, number>;
  return (
    <div className="cov-board" aria-label="Diplomacy board">
      <div className="cov-table" aria-label="Negotiation Table centre">
        <div className="cov-board-label">Negotiation Table</div>
        <div className="cov-issues">{at((a) => a.at === 'table').map((id) => <IssueTag key={id} id={id} s={s} />)}</div>
      </div>
      {POWERS.map((p) => (
        <div key={p} className="cov-track" style={{ ['--power' as string]: POWER_COLOUR[p] }} aria-label={`${POWER_NAME[p]} National Track`}>
          <div className="cov-board-label">
            <Chip p={p} /> <span className="cov-count" aria-label={`${POWER_NAME[p]} Issues won ${counts[p]}`}>{counts[p]}</span>
          </div>
          <div className="cov-spaces">
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <div key={d} className={cx('cov-space', d === 7 && 'seat')}>
                <span className="cov-space-no">{d === 7 ? 'Seat' : d}</span>
                {at((a) => a.at === 'track' && a.power === p && (d === 7 ? a.d >= 7 : a.d === d)).map((id) => <IssueTag key={id} id={id} s={s} />)}
              </div>
            ))}
          </div>
        </div>
      ))}
      <details className="cov-display">
        <summary>Display: {display.length} Issues ({display.filter((i) => avail.has(i)).length} selectable)</summary>
        <div className="cov-issues">
          {display.map((id) => (
            <span key={id} className={cx('cov-issue', !avail.has(id) && 'unavailable')} title={avail.has(id) ? 'available' : selectableNow(s, id).reason}>
              {issueName(id)}
            </span>
          ))}
        </div>
      </details>
    </div>
  );
}

export function DealPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  return (
    <Panel title="Deal the cards">
      <div className="cov-grid4">
        {POWERS.map((p) => {
          const d = dealOf(s, p);
          return (
            <div key={p} className="stat" aria-label={`${POWER_NAME[p]} cards dealt ${d.total}`} title={d.lines.map((l) => `${l.label}: ${l.value}`).join('\n')}>
              <Chip p={p} />
              <span className="big-number">{d.total}</span>
              <span className="stat-label">{d.lines.map((l) => l.label.replace(/ \[.*\]$/, '')).join(' + ')}</span>
            </div>
          );
        })}
      </div>
    </Panel>
  );
}

interface Bid {
  value: number;
  nation: Nation;
  berthier?: boolean;
}

function BidInput({ seat, value, set }: { seat: Power; value: Bid | undefined; set: (b: Bid) => void }) {
  const v = value ?? { value: 0, nation: seat };
  return (
    <div className="cov-bid">
      <label className="field">
        <span>Card value</span>
        <div className="seg" role="radiogroup" aria-label={`${POWER_NAME[seat]} wager value`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button key={n} type="button" role="radio" aria-checked={v.value === n} className={cx('seg-btn', 'cov-big-seg', v.value === n && 'on')} onClick={() => set({ ...v, value: n })}>
              {n}
            </button>
          ))}
        </div>
      </label>
      <label className="field">
        <span>Card nationality</span>
        <select value={v.nation} onChange={(e) => set({ value: v.value, nation: e.target.value as Nation })} aria-label={`${POWER_NAME[seat]} wager card nationality`}>
          {[...POWERS, 'neutral' as const].map((n) => <option key={n} value={n}>{n === 'neutral' ? 'Neutral' : POWER_NAME[n]}</option>)}
        </select>
      </label>
      {v.nation === 'FR' ? (
        <label className="toggle"><input type="checkbox" checked={!!v.berthier} onChange={(e) => set({ ...v, berthier: e.target.checked || undefined })} /> This is Berthier (#3)</label>
      ) : null}
      <p className="small muted">No Leader may be wagered; Russia adds 1 with a Russian or neutral card [11.1.2, 11.2].</p>
    </div>
  );
}

export function WagerPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const [revealed, setRevealed] = useState<Record<Power, WagerBid> | null>(null);
  const [choice, setChoice] = useState<Power | ''>('');
  const [sub, setSub] = useState(5);
  if (s.wager) {
    const w = s.wager;
    return (
      <Panel title="Issue Selection Wager">
        <div className="cov-grid4">
          {POWERS.map((p) => (
            <div key={p} className={cx('stat', p === w.winner && 'cov-winner')} aria-label={`${POWER_NAME[p]} wager ${w.values[p]}`}>
              <Chip p={p} />
              <span className="big-number">{w.values[p]}</span>
              <span className="stat-label">{w.bids[p].value}{w.values[p] !== w.bids[p].value ? ' +1' : ''} ({w.bids[p].nation === 'neutral' ? 'neutral' : w.bids[p].nation})</span>
            </div>
          ))}
        </div>
        <p className="big-line">{POWER_NAME[w.winner]} wins the wager: {w.reason}. Distance {w.distance}. Round order: {s.roundOrder.map((p) => POWER_NAME[p]).join(', ')}.</p>
      </Panel>
    );
  }
  if (revealed && resolveWager(revealed).winner && revealed.RU.value < 5) {
    // Austria or Britain won and Russia bid a Russian card: Russia may substitute a higher Russian Character card [11.1.2].
    const r = resolveWager(revealed);
    return (
      <Panel title="Issue Selection Wager: Russia may substitute">
        <p className="panel-lead">{sentence(r.reason)}. Russia bid a Russian card: it may put down a higher Russian Character card instead (+1), taking the first back [11.1.2].</p>
        <div className="cov-form-row" aria-label="Russian substitute">
          <NumberField label="Russian substitute card value" value={Math.max(sub, revealed.RU.value + 1)} min={revealed.RU.value + 1} max={5} onChange={setSub} />
          <button type="button" className="btn btn-primary" onClick={() => void act('cov.wager', { bids: revealed, russianSubstitute: { value: Math.max(sub, revealed.RU.value + 1), nation: 'RU' } }, 'Wager')}>Russia substitutes</button>
          <button type="button" className="btn" onClick={() => void act('cov.wager', { bids: revealed }, 'Wager')}>{POWER_NAME[r.winner!]} wins: Russia keeps its bid</button>
        </div>
      </Panel>
    );
  }
  if (revealed) {
    const r = resolveWager(revealed);
    return (
      <Panel title="Issue Selection Wager: Britain decides the tie">
        <p className="panel-lead">{sentence(r.reason)}.</p>
        <div className="cov-form-row">
          <select value={choice} onChange={(e) => setChoice(e.target.value as Power)} aria-label="Britain chooses the wager winner">
            <option value="">Britain chooses…</option>
            {r.tied.map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
          </select>
          <button type="button" className="btn btn-primary" disabled={!choice} onClick={() => void act('cov.wager', { bids: revealed, britishChoice: choice }, 'Wager')}>Record</button>
        </div>
      </Panel>
    );
  }
  return (
      <SealedEntry<Bid>
        title="Issue Selection Wager"
        seats={POWERS.map((p) => ({ id: p, name: seatName(view, p), colour: POWER_COLOUR[p] }))}
        renderInput={(seat, value, set) => <BidInput seat={seat.id as Power} value={value} set={set} />}
        validate={(_seat, v) => (!v || v.value < 1 ? 'Choose the value of the card you wager.' : null)}
        renderReveal={(entries) => {
          const bids = entries as Record<Power, Bid>;
          const r = resolveWager(bids);
          return (
            <div className="cov-grid4">
              {POWERS.map((p) => (
                <div key={p} className={cx('stat', p === r.winner && 'cov-winner')}>
                  <Chip p={p} />
                  <span className="big-number">{r.values[p]}</span>
                </div>
              ))}
            </div>
          );
        }}
        onReveal={(entries) => {
          const bids = entries as Record<Power, WagerBid>;
          const r = resolveWager(bids);
          if (r.winner && !(r.russiaMaySubstitute && bids.RU.value < 5)) void act('cov.wager', { bids }, 'Wager');
          else setRevealed(bids);
        }}
      />
  );
}

function IssuePicker({ s, count, onPick, label }: { s: CovState; count: number; onPick: (ids: string[]) => void; label: string }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const avail = availableIssues(s);
  const need = Math.min(count, avail.length);
  return (
    <div>
      <div className="cov-picker" role="group" aria-label="Available Issues">
        {avail.map((id) => (
          <label key={id} className={cx('cov-pick', chosen.includes(id) && 'on')}>
            <input type="checkbox" checked={chosen.includes(id)} aria-label={issueName(id)} onChange={() => setChosen(chosen.includes(id) ? chosen.filter((x) => x !== id) : count === 1 ? [id] : [...chosen, id].slice(-count))} />
            {issueName(id)}
          </label>
        ))}
      </div>
      <button type="button" className="btn btn-primary btn-large" disabled={chosen.length !== need} onClick={() => { onPick(chosen); setChosen([]); }}>
        {label}
      </button>
    </div>
  );
}

export function WagerIssuePanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const w = s.wager;
  const at = w ? wagerPlace(s) : null;
  return (
    <Panel title="The wager winner’s Issue">
      {!w || !at ? <p>Reveal the wager first.</p> : s.wagerIssue ? (
        <p className="big-line">{issueName(s.wagerIssue)} is on {at.at === 'table' ? 'the Negotiation Table' : `${POWER_NAME[w.winner]}’s track at ${at.d === 7 ? 'its Seat' : at.d}`}.</p>
      ) : (
        <>
          <p className="panel-lead">{seatName(view, w.winner)}: one Issue, placed at distance {w.distance} {at.at === 'table' ? '(the Negotiation Table)' : w.distance <= 0 ? `(space ${at.d} of your track: the rule setting for a distance of 0)` : 'on your track'}.</p>
          <IssuePicker s={s} count={1} label="Place it" onPick={(ids) => void act('cov.wager.issue', { issue: ids[0] }, 'Wager Issue')} />
        </>
      )}
      <DiplomacyBoard s={s} />
    </Panel>
  );
}

export function SelectPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const next = s.roundOrder.find((p) => !s.selected[p]);
  return (
    <Panel title="Issue selection">
      {next ? (
        <>
          <p className="panel-lead">{seatName(view, next)}: put two Issues in the centre of the Negotiation Table.</p>
          <IssuePicker key={next} s={s} count={2} label={`${POWER_NAME[next]} selects these`} onPick={(ids) => void act('cov.select', { power: next, issues: ids }, 'Issue selection')} />
        </>
      ) : (
        <p className="big-line">Every Power has selected: {s.roundOrder.map((p) => `${POWER_NAME[p]}: ${(s.selected[p] ?? []).map(issueName).join(', ')}`).join(' · ')}</p>
      )}
      <DiplomacyBoard s={s} />
    </Panel>
  );
}

interface CardForm {
  value: number;
  nation: Nation;
  modifier: number;
  leader: boolean;
  /** The group says the card is Berthier (#3): not saved for the War Phase [13.3]. */
  berthier: boolean;
}
const blank = (p: Power): CardForm => ({ value: 3, nation: p, modifier: 0, leader: false, berthier: false });

function CardFields({ who, v, set }: { who: string; v: CardForm; set: (c: CardForm) => void }) {
  return (
    <div className="cov-form-row">
      <NumberField label={`${who} card value`} value={v.value} min={1} max={7} onChange={(value) => set({ ...v, value })} />
      <select value={v.nation} onChange={(e) => set({ ...v, nation: e.target.value as Nation })} aria-label={`${who} card nationality`}>
        {[...POWERS, 'neutral' as const].map((n) => <option key={n} value={n}>{n === 'neutral' ? 'Neutral' : POWER_NAME[n]}</option>)}
      </select>
      <NumberField label={`${who} card modifier`} value={v.modifier} min={-6} max={6} onChange={(modifier) => set({ ...v, modifier })} />
      <label className="toggle"><input type="checkbox" checked={v.leader} onChange={(e) => set({ ...v, leader: e.target.checked })} /> Leader</label>
      {v.nation === 'FR' && !v.leader ? (
        <label className="toggle"><input type="checkbox" checked={v.berthier} onChange={(e) => set({ ...v, berthier: e.target.checked })} aria-label={`${who} card is Berthier (#3)`} /> Berthier (#3)</label>
      ) : null}
    </div>
  );
}

const cardOf = (c: CardForm) => ({ value: c.value, nation: c.nation, ...(c.modifier ? { modifier: c.modifier } : {}), ...(c.leader ? { leader: true } : {}), ...(c.berthier && c.nation === 'FR' && !c.leader ? { berthier: true } : {}) });

export function RoundsPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const actor = s.round <= ROUNDS ? s.roundOrder[s.turnIndex]! : null;
  const inPlay = ISSUES.filter((i) => { const a = s.issues[i.id]!; return (a.at === 'table' || a.at === 'track') && !s.locked.includes(i.id); }).map((i) => i.id);
  const [issue, setIssue] = useState('');
  const [card, setCard] = useState<CardForm | null>(null);
  const [debater, setDebater] = useState<Power | ''>('');
  const [debate, setDebate] = useState<CardForm>(blank('FR'));
  const [preempt, setPreempt] = useState(false);
  // The Armistice may stop on the Negotiation Table short of the card's value [11.4 EXCEPTION].
  const [stop, setStop] = useState(false);
  const [debateStop, setDebateStop] = useState(false);
  const chosen = inPlay.includes(issue) ? issue : (inPlay[0] ?? '');
  const c = card ?? (actor ? blank(actor) : blank('FR'));
  const armistice = chosen === 'armistice';
  const payload = actor && chosen ? { power: actor, issue: chosen, card: cardOf(c), ...(armistice && stop ? { stopAtTable: true } : {}), ...(debater ? { debate: { debater, card: cardOf(debate), ...(preempt ? { preempt: true } : {}), ...(armistice && debateStop ? { stopAtTable: true } : {}) } } : {}) } : null;
  const preview = useMemo(() => {
    if (!payload) return null;
    try {
      return { r: negotiation(s, payload as Parameters<typeof negotiation>[1]), error: null };
    } catch (e) {
      return { r: null, error: (e as Error).message };
    }
  }, [s, JSON.stringify(payload)]);
  const pass = actor ? passCheck(s, actor, 1) : null;
  const where = (a: IssueAt) => (a.at === 'table' ? 'the Negotiation Table' : a.at === 'track' ? `${POWER_NAME[a.power]} ${a.d >= 7 ? 'Seat' : a.d}${a.d > 7 ? ` (imaginary ${a.d})` : ''}` : a.at);
  const reset = () => { setCard(null); setDebater(''); setPreempt(false); setStop(false); setDebateStop(false); };
  return (
    <Panel title="Diplomacy rounds" aside={<span className="cov-round" aria-label="Round counter">Round {Math.min(s.round, ROUNDS)} of {ROUNDS}</span>}>
      <ol className="cov-round-strip" aria-label="Rounds">
        {Array.from({ length: ROUNDS }, (_, k) => k + 1).map((r) => (
          <li key={r} className={cx(r < s.round && 'done', r === s.round && 'now')}>{r}</li>
        ))}
      </ol>
      <p className="small" aria-label="Leaders and pre-empts">
        Leaders used this turn: {s.leadersUsed.length ? s.leadersUsed.map((p) => POWER_NAME[p]).join(', ') : 'none'} (one each [11.5]) · French pre-empts: {s.frenchPreempts} of 2 [11.1.2]
      </p>
      {actor ? (
        <div className="cov-negotiate" aria-label="Negotiation">
          <p className="big-line">
            <Chip p={actor} /> {seatName(view, actor)} negotiates or passes
          </p>
          <label className="field">
            <span>Issue</span>
            <select value={chosen} onChange={(e) => setIssue(e.target.value)} aria-label="Issue to negotiate">
              {inPlay.map((id) => <option key={id} value={id}>{issueName(id)} — {where(s.issues[id]!)}</option>)}
            </select>
          </label>
          <CardFields who={POWER_NAME[actor]} v={c} set={setCard} />
          {armistice ? <label className="toggle"><input type="checkbox" checked={stop} onChange={(e) => setStop(e.target.checked)} /> {POWER_NAME[actor]} stops the Armistice on the Negotiation Table [11.4]</label> : null}
          <label className="field">
            <span>Debate, asked in turn: {debateOrder(s.cycle, actor).map((p) => POWER_NAME[p]).join(' → ')} (the first to declare debates; France may pre-empt twice a phase) [11.6]</span>
            <select value={debater} onChange={(e) => setDebater(e.target.value as Power | '')} aria-label="Debater">
              <option value="">No debate</option>
              {debateOrder(s.cycle, actor).map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
            </select>
          </label>
          {debater ? (
            <>
              <CardFields who={`${POWER_NAME[debater]} debate`} v={debate} set={setDebate} />
              {debater === 'FR' ? <label className="toggle"><input type="checkbox" checked={preempt} onChange={(e) => setPreempt(e.target.checked)} /> French pre-empt ({s.frenchPreempts} of 2 used)</label> : null}
              {armistice ? <label className="toggle"><input type="checkbox" checked={debateStop} onChange={(e) => setDebateStop(e.target.checked)} /> {POWER_NAME[debater]} stops the Armistice on the Negotiation Table [11.4]</label> : null}
            </>
          ) : null}
          {preview?.r ? (
            <div className="cov-calc" aria-label="Movement calculator">
              <div>
                {POWER_NAME[actor]}: {preview.r.negotiated.value.lines.map((l) => `${l.label} ${signed(l.value)}`).join(' · ')} = <strong>{preview.r.negotiated.value.value}</strong> → {where(preview.r.negotiated.position)}
              </div>
              {preview.r.debated && debater ? (
                <div>
                  {POWER_NAME[debater]}: {preview.r.debated.value.lines.map((l) => `${l.label} ${signed(l.value)}`).join(' · ')} = <strong>{preview.r.debated.value.value}</strong> → {where(preview.r.debated.position)}
                </div>
              ) : null}
              <div className="big-line">Ends on {where(preview.r.position)}{preview.r.locked ? ' — secured on the Seat' : ''}</div>
            </div>
          ) : preview?.error ? <p className="cov-problem">{preview.error}</p> : null}
          <div className="cov-form-row">
            <button type="button" className="btn btn-primary btn-large" disabled={!payload || !preview?.r} onClick={() => void act('cov.negotiate', payload, 'Negotiate').then((ok) => ok && reset())}>
              Negotiate
            </button>
            <button type="button" className="btn btn-large" disabled={!pass?.ok} title={pass?.reason} onClick={() => void act('cov.pass', { power: actor }, 'Pass').then((ok) => ok && reset())}>
              Pass
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => void act('cov.pass', { power: actor, noCards: true }, 'Pass').then((ok) => ok && reset())}>
              Pass (no card in hand)
            </button>
          </div>
          <TradeRow actor={actor} />
        </div>
      ) : (
        <p className="big-line">The six rounds are over.</p>
      )}
      <DiplomacyBoard s={s} />
      <details className="cov-history">
        <summary>This phase: {counted(s.negotiations.length, 'action')}</summary>
        <ol className="small">{s.negotiations.map((n, i) => <li key={i}>Round {n.round}: {n.text}</li>)}</ol>
      </details>
    </Panel>
  );
}

export function WinnerPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const [choice, setChoice] = useState<Power | ''>('');
  const live = diplomacyWinner(positions(s));
  const d = s.diplomacy;
  return (
    <Panel title="Diplomacy winner">
      <div className="cov-grid4">
        {POWERS.map((p) => (
          <div key={p} className={cx('stat', (d?.winner ?? live.winner) === p && 'cov-winner')} aria-label={`${POWER_NAME[p]} Issues ${live.counts[p]}`}>
            <Chip p={p} />
            <span className="big-number">{live.counts[p]}</span>
            <span className="stat-label">Issues won</span>
          </div>
        ))}
      </div>
      {d ? (
        <p className="big-line">{POWER_NAME[d.winner]} wins the Diplomacy Phase: +{d.vp} VP; acts last in the Government and War Phases.{s.armistice === 'in-effect' ? ' The Armistice is in effect.' : ''}</p>
      ) : (
        <div className="cov-form-row">
          {!live.winner ? (
            <select value={choice} onChange={(e) => setChoice(e.target.value as Power)} aria-label="Britain chooses the Diplomacy winner">
              <option value="">Britain chooses among {live.tied.map((p) => POWER_NAME[p]).join(', ')}…</option>
              {live.tied.map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
            </select>
          ) : null}
          <button type="button" className="btn btn-primary btn-large" disabled={!live.winner && !choice} onClick={() => void act('cov.diplomacy.winner', choice ? { britishChoice: choice } : {}, 'Diplomacy winner')}>
            {live.winner ? `${POWER_NAME[live.winner]} wins: +${winnerVp(s, live.winner, live.vp)} VP` : 'Record the winner'}
          </button>
        </div>
      )}
      {(['FR', 'RU'] as Power[]).filter((p) => { const a = s.issues[`recruitment-${p.toLowerCase()}`]; return a?.at === 'track' && a.power === p && a.d >= 1; }).map((p) => (
        <div key={p} className="cov-form-row">
          {s.doubleRecruitment.includes(p) ? <span><Chip p={p} /> Recruitment flipped to “2x Recruit.”: four units, −3 VP when funded.</span> : (
            <button type="button" className="btn" onClick={() => void act('cov.recruitment.double', { power: p }, '2x Recruit.')}>{POWER_NAME[p]}: flip Recruitment to “2x Recruit.” (4 units, −3 VP)</button>
          )}
        </div>
      ))}
      <DiplomacyBoard s={s} />
    </Panel>
  );
}

/** A card trade offered instead of negotiating: made (the turn passes on) or declined (negotiate or pass) [11.8, 11.1.2]. */
function TradeRow({ actor }: { actor: Power }) {
  const act = useAct();
  const others = POWERS.filter((p) => p !== actor);
  const [to, setTo] = useState<Power>(others[0]!);
  const partner = others.includes(to) ? to : others[0]!;
  return (
    <div className="cov-form-row" aria-label="Card trade">
      <span>Or offer {POWER_NAME[partner]} a card trade (a card of its nationality; {actor === 'FR' ? 'France’s offer must be accepted by a Power holding a French card' : 'it may decline'}) [11.8]:</span>
      <select value={partner} onChange={(e) => setTo(e.target.value as Power)} aria-label="Trade with">
        {others.map((p) => <option key={p} value={p}>{POWER_NAME[p]}</option>)}
      </select>
      <button type="button" className="btn" onClick={() => void act('cov.trade', { power: actor, with: partner, outcome: 'traded' }, 'Card trade')}>Traded</button>
      {actor !== 'FR' ? <button type="button" className="btn btn-quiet" onClick={() => void act('cov.trade', { power: actor, with: partner, outcome: 'declined' }, 'Card trade')}>Declined</button> : null}
      <button type="button" className="btn btn-quiet" onClick={() => void act('cov.trade', { power: actor, with: partner, outcome: 'declined', noCard: true }, 'Card trade')}>Declined: no {POWER_NAME[actor]} card</button>
    </div>
  );
}
