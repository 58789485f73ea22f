// The battle editor: location, each side's blocks (quick chips for type, firepower and strength),
// blocks from the roster, and the policies the odds assume. Shared by the calculator and the
// set-up of a campaign battle.
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { BattleLocation, BattlePolicyInput, BlockType, LeaderEventId, RetreatRule, Side } from '../../../../shared/games/alliance/battle/model';
import { LEADER_BATTLE_EVENTS } from '../../../../shared/games/alliance/battle/leader-events';
import { EMPIRES, MINORS } from '../../../../shared/games/alliance/data';
import { cx } from '../../components/ui';
import {
  LETTERS, SIDE_LABEL, TYPES, TYPE_LABEL, TYPE_LETTER, blockFromPreset, editBlock, eventCandidates, eventPlacements, newBlock, newUid, policySummary, powerColour, powerInk, powerName, presetSummary,
  type BattleDraft, type DraftBlock, type DraftEvent, type RosterPreset,
} from './draft';

export interface EditorContext {
  presets: RosterPreset[];
  /** Owners offered per side (a campaign battle: its powers); omitted: every power. */
  ownersBySide?: Record<Side, string[]>;
  /** Powers whose roster rows are listed first. */
  preferredOwners?: string[];
  /** The side a roster block of this owner joins (a campaign battle knows); null: the chosen side. */
  sideOf?: (owner: string) => Side | null;
}

const ALL_OWNERS = [...EMPIRES, ...MINORS] as string[];

export function BattleEditor({ draft, onChange, ctx }: { draft: BattleDraft; onChange: (d: BattleDraft) => void; ctx: EditorContext }) {
  const setBlocks = (blocks: DraftBlock[]) => onChange({ ...draft, blocks });
  const update = (uid: string, patch: Partial<DraftBlock>) => setBlocks(draft.blocks.map((b) => (b.uid === uid ? editBlock(b, patch) : b)));
  const remove = (uid: string) => setBlocks(draft.blocks.filter((b) => b.uid !== uid));
  const copy = (uid: string) => {
    const i = draft.blocks.findIndex((b) => b.uid === uid);
    const b = draft.blocks[i];
    if (!b) return;
    const c: DraftBlock = { ...b, uid: newUid(), name: nextCopyName(b.name, draft) };
    setBlocks([...draft.blocks.slice(0, i + 1), c, ...draft.blocks.slice(i + 1)]);
  };
  const add = (b: DraftBlock) => setBlocks([...draft.blocks, b]);
  const placed = useMemo(() => eventPlacements(draft), [draft]);
  return (
    <div className="bed">
      <div className="bed-top">
        <Seg
          label="Location"
          value={draft.location}
          options={[
            ['land', 'Land'],
            ['coastal', 'Coastal'],
            ['sea', 'Sea'],
          ]}
          onChange={(v) => onChange({ ...draft, location: v as BattleLocation })}
        />
        <span className="bed-loc-hint muted small">
          {draft.location === 'coastal' ? 'Naval-base region: fleets fire at −1 [8.3]' : draft.location === 'sea' ? 'Fleets only, all in the D slots [8.3]' : 'Armies only [8.3]'}
        </span>
      </div>
      {draft.leaderEvents?.length ? <LeaderEvents draft={draft} placed={placed} onChange={(leaderEvents) => onChange({ ...draft, leaderEvents })} /> : null}
      <div className="bed-sides">
        {(['attacker', 'defender'] as const).map((side) => (
          <SideBlocks key={side} side={side} draft={draft} ctx={ctx} placed={placed} update={update} remove={remove} copy={copy} add={add} />
        ))}
      </div>
      <RosterPicker draft={draft} ctx={ctx} add={add} />
      <PolicyEditor policy={draft.policy} blocks={draft.blocks} onChange={(policy) => onChange({ ...draft, policy })} />
    </div>
  );
}

function nextCopyName(name: string, draft: BattleDraft): string {
  const taken = new Set(draft.blocks.map((b) => b.name));
  const m = /^(.*?)(\d+)$/.exec(name);
  if (m) {
    for (let n = Number(m[2]) + 1; n < 999; n++) if (!taken.has(`${m[1]}${n}`)) return `${m[1]}${n}`;
  }
  for (let n = 2; n < 999; n++) if (!taken.has(`${name} (${n})`)) return `${name} (${n})`;
  return `${name} copy`;
}

/** The Leader events played this Game Turn, each on by default on its pre-set block, or taken off [3.3]. */
function LeaderEvents({ draft, placed, onChange }: { draft: BattleDraft; placed: Map<string, LeaderEventId>; onChange: (e: DraftEvent[]) => void }) {
  const list = draft.leaderEvents ?? [];
  const set = (leader: string, patch: Partial<DraftEvent>) => onChange(list.map((e) => (e.leader === leader ? { ...e, ...patch } : e)));
  return (
    <section className="bed-events" aria-label="Leader events this Game Turn">
      <span className="bed-events-label">Leader events this Game Turn [3.3]</span>
      <ul className="bed-event-list">
        {list.map((ev) => {
          const def = LEADER_BATTLE_EVENTS[ev.leader];
          const cands = eventCandidates(draft, ev);
          const on = [...placed.entries()].find(([, l]) => l === ev.leader)?.[0] ?? '';
          const whose = def.on === 'enemy' ? (ev.side === 'attacker' ? 'defending' : 'attacking') : ev.side === 'attacker' ? 'attacking' : 'defending';
          return (
            <li key={ev.leader} className={cx('bed-event', ev.on && 'on')}>
              <label className="toggle" title={def.effect}>
                <input type="checkbox" checked={ev.on} onChange={(e) => set(ev.leader, { on: e.target.checked })} aria-label={`Use ${def.leaderName}’s ${def.event}`} />{' '}
                <strong>
                  {def.leaderName}’s {def.event}
                </strong>
              </label>
              <span className="muted small">
                {ev.power ? `${powerName(ev.power)}: ` : ''}
                {def.effect}
              </span>
              {ev.on ? (
                cands.length ? (
                  <select value={on} onChange={(e) => set(ev.leader, { block: e.target.value || null })} aria-label={`${def.event} on`} title={def.on === 'enemy' ? 'The block owner chooses [3.3]' : 'The player chooses'}>
                    {cands.map((b) => (
                      <option key={b.uid} value={b.uid}>
                        on {b.name} ({b.strength}
                        {b.firepower})
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="bed-event-none small">No {whose} {def.blockType} in the battle yet</span>
                )
              ) : (
                <span className="muted small">Not used in this battle</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SideBlocks({
  side, draft, ctx, placed, update, remove, copy, add,
}: {
  side: Side;
  draft: BattleDraft;
  ctx: EditorContext;
  placed: Map<string, LeaderEventId>;
  update: (uid: string, patch: Partial<DraftBlock>) => void;
  remove: (uid: string) => void;
  copy: (uid: string) => void;
  add: (b: DraftBlock) => void;
}) {
  const blocks = draft.blocks.filter((b) => b.side === side);
  const steps = blocks.reduce((a, b) => a + b.strength, 0);
  const owners = ctx.ownersBySide?.[side];
  const label = side === 'attacker' ? 'Attackers' : 'Defenders';
  return (
    <section className={cx('bed-side', `bed-${side}`)} aria-label={label}>
      <header className="bed-side-head">
        <h3>{label}</h3>
        <span className="bed-side-count">
          {blocks.length} block{blocks.length === 1 ? '' : 's'} · {steps} step{steps === 1 ? '' : 's'}
        </span>
      </header>
      {blocks.length ? (
        <>
          {/* Column captions for the one-line blocks (shown when the side is wide enough for one line). */}
          <div className="blk-cols" aria-hidden="true">
            <span />
            <span>Block</span>
            <span>Type</span>
            <span>Owner</span>
            <span>Fire</span>
            <span>Strength</span>
            <span />
          </div>
          <ol className="blk-list">
          {blocks.map((b) => (
            <BlockCard key={b.uid} b={b} owners={owners} event={placed.get(b.uid)} update={update} remove={remove} copy={copy} />
          ))}
          </ol>
        </>
      ) : (
        <p className="bed-empty">No {side === 'attacker' ? 'attacking' : 'defending'} blocks yet.</p>
      )}
      <div className="bed-quick" role="group" aria-label={`Add a ${side} block`}>
        <span className="bed-quick-label">Add</span>
        {/* The whole word on screen: the name ("Add attacker infantry") holds its label (WCAG 2.5.3). */}
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="btn btn-small bed-quick-btn"
            aria-label={`Add ${side} ${TYPE_LABEL[type].toLowerCase()}`}
            title={`Add a ${TYPE_LABEL[type].toLowerCase()} block to the ${side}`}
            onClick={() => add(newBlock(draft, side, { type, ...(owners?.[0] && !draft.blocks.some((x) => x.side === side && x.owner) ? { owner: owners[0] } : {}) }))}
          >
            + {TYPE_LABEL[type]}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Which of a block's rarer fields differ from a fresh block's: said on its "More" button. */
function extrasSet(b: DraftBlock, event: LeaderEventId | undefined): string[] {
  const out: string[] = [];
  if (b.reserve) out.push('reserve');
  if (event) out.push(LEADER_BATTLE_EVENTS[event].event);
  else if (b.round1Modifier) out.push(`round 1 ${b.round1Modifier > 0 ? '+1' : '−1'}`);
  if (b.round1NoFire && !event) out.push('panic');
  return out;
}

function BlockCard({
  b, owners, event, update, remove, copy,
}: {
  b: DraftBlock;
  owners: string[] | undefined;
  /** The Leader event this block carries, which sets its round-1 effect. */
  event: LeaderEventId | undefined;
  update: (uid: string, patch: Partial<DraftBlock>) => void;
  remove: (uid: string) => void;
  copy: (uid: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const letter = b.firepower[0] ?? '';
  const number = b.firepower[1] ?? '';
  const fleet = b.type === 'fleet';
  const strengths = Array.from({ length: b.maxStrength + (fleet ? 1 : 0) }, (_, i) => (fleet ? i : i + 1));
  const ownerList = owners ?? ALL_OWNERS;
  const missing = b.preset ? Object.entries(b.preset.src).filter(([, s]) => s === 'missing').map(([c]) => c) : [];
  const setFp = (l: string, n: string) => update(b.uid, { firepower: `${l}${n}` });
  const set = extrasSet(b, event);
  const moreWhat = `reserve, round 1${b.preset ? ', roster source' : ''}`;
  return (
    <li className={cx('blk', fleet && 'blk-fleet', b.reserve && 'blk-reserve', !/^[A-D][1-6]$/.test(b.firepower) && 'blk-needs')} role="group" aria-label={b.name} style={{ ['--power' as string]: powerColour(b.owner), ['--power-ink' as string]: powerInk(b.owner) }}>
      {/* One line: the fields a table changes (name, type, owner, fire, strength); the rest behind "More". */}
      <div className="blk-line">
        <span className="blk-badge" aria-hidden="true">
          <span className="blk-badge-str">{b.strength}</span>
          <span className="blk-badge-fp">{b.firepower || '??'}</span>
        </span>
        <input className="blk-name" type="text" value={b.name} maxLength={60} onChange={(e) => update(b.uid, { name: e.target.value })} aria-label="Block name" title={b.name} />
        <select className="blk-type" value={b.type} onChange={(e) => update(b.uid, { type: e.target.value as BlockType })} aria-label="Type">
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </select>
        <select className="blk-owner" value={b.owner ?? ''} onChange={(e) => update(b.uid, { owner: e.target.value || undefined })} aria-label="Owner" title="Owner: HQ options and hit choices are per empire [7.6, 7.8]">
          <option value="">No owner</option>
          {ownerList.map((o) => (
            <option key={o} value={o}>
              {powerName(o)}
            </option>
          ))}
        </select>
        <span className="blk-field blk-fire" title="Firepower: the letter and the number on the block label">
          <Chips label="Firepower letter" options={LETTERS.map((l) => [l, l, fleet ? l !== 'D' : l === 'D'] as const)} value={letter} onChange={(l) => setFp(l, number || '2')} />
          <Chips label="Firepower number" options={['1', '2', '3', '4'].map((n) => [n, n, false] as const)} value={number} onChange={(n) => setFp(letter || TYPE_LETTER[b.type] || 'C', n)} />
        </span>
        <span className="blk-field blk-strength">
          <Chips label="Strength" options={strengths.map((s) => [String(s), String(s), false] as const)} value={String(b.strength)} onChange={(v) => update(b.uid, { strength: Number(v) })} big />
          <select className="blk-max" value={b.maxStrength} onChange={(e) => update(b.uid, { maxStrength: Number(e.target.value) })} aria-label="Max strength" title="Maximum strength on the block label">
            {[1, 2, 3, 4].map((m) => (
              <option key={m} value={m}>
                of {m}
              </option>
            ))}
          </select>
        </span>
        <span className="blk-tools">
          <button type="button" className="icon-btn" aria-label={`Copy ${b.name}`} title="Copy this block" onClick={() => copy(b.uid)}>
            <CopyIcon />
          </button>
          <button type="button" className="icon-btn" aria-label={`Remove ${b.name}`} title="Remove this block" onClick={() => remove(b.uid)}>
            ×
          </button>
          <button
            type="button"
            className={cx('blk-more', set.length > 0 && 'blk-more-set', missing.length > 0 && 'blk-more-warn')}
            aria-expanded={open}
            aria-controls={moreId}
            aria-label={`More for ${b.name}: ${moreWhat}${set.length ? ` (${set.join(', ')})` : ''}`}
            title={set.length ? `Set: ${set.join(', ')}` : `Reserve and round-1 effects${b.preset ? ', where the values come from' : ''}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> More{set.length || missing.length ? <span className="blk-more-dot" aria-hidden="true">{missing.length ? '!' : set.length}</span> : null}
          </button>
        </span>
      </div>
      {open ? (
        <div className="blk-extras" id={moreId} role="group" aria-label={`More for ${b.name}`}>
          <label className={cx('toggle', b.type === 'fortress' && 'disabled')} title="Battle reserve [7.23]: hidden in round 1 (no fire, retreat or hits), fights from round 2">
            <input type="checkbox" checked={b.reserve} disabled={b.type === 'fortress'} onChange={(e) => update(b.uid, { reserve: e.target.checked })} aria-label="Reserve" /> Reserve
          </label>
          {event ? (
            <span className="blk-event" title={LEADER_BATTLE_EVENTS[event].effect}>
              Round 1: {LEADER_BATTLE_EVENTS[event].event} {LEADER_BATTLE_EVENTS[event].round1NoFire ? '(no fire)' : LEADER_BATTLE_EVENTS[event].round1Modifier! > 0 ? '+1' : '−1'}
            </span>
          ) : (
            <>
              <span className="blk-field" title="Round 1 only: Grand Battery, Bayonet Charge or Cavalry Charge +1; Reverse Slope −1 [3.3]">
                <span className="blk-label">Round 1</span>
                <Chips
                  label="Round-1 modifier"
                  options={[
                    ['-1', '−1', b.reserve],
                    ['0', '±0', false],
                    ['1', '+1', b.reserve],
                  ]}
                  value={String(b.round1Modifier)}
                  onChange={(v) => update(b.uid, { round1Modifier: Number(v) })}
                />
              </span>
              {b.type === 'infantry' ? (
                <label className="toggle" title="Selim III “Panic” [3.3]: this infantry does not fire in round 1">
                  <input type="checkbox" checked={b.round1NoFire} disabled={b.reserve} onChange={(e) => update(b.uid, { round1NoFire: e.target.checked })} aria-label="Panic: no fire in round 1" /> Panic
                </label>
              ) : null}
            </>
          )}
          {b.preset ? (
            <span className={cx('blk-src', missing.length > 0 && 'blk-src-missing')} title={`From the roster: ${b.preset.label}`}>
              {missing.length ? `roster: ${missing.map((m) => (m === 'maxStrength' ? 'max strength' : m)).join(', ')} not filled in` : sourceNote(b)}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function sourceNote(b: DraftBlock): string {
  const srcs = Object.values(b.preset?.src ?? {});
  if (srcs.includes('unverified')) return 'roster · unverified values';
  if (srcs.includes('group')) return 'roster · your group’s values';
  if (srcs.length) return 'roster · rulebook values';
  return 'roster';
}

function RosterPicker({ draft, ctx, add }: { draft: BattleDraft; ctx: EditorContext; add: (b: DraftBlock) => void }) {
  const [side, setSide] = useState<Side>('attacker');
  const groups = useMemo(() => {
    const byOwner = new Map<string, RosterPreset[]>();
    for (const p of ctx.presets) {
      const list = byOwner.get(p.owner) ?? [];
      list.push(p);
      byOwner.set(p.owner, list);
    }
    const pref = ctx.preferredOwners ?? [];
    return [...byOwner.entries()].sort((a, b) => {
      const ia = pref.indexOf(a[0]);
      const ib = pref.indexOf(b[0]);
      if (ia !== ib) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
      return ALL_OWNERS.indexOf(a[0]) - ALL_OWNERS.indexOf(b[0]);
    });
  }, [ctx.presets, ctx.preferredOwners]);
  if (!ctx.presets.length) return <p className="muted small">No block roster in the data pack.</p>;
  return (
    <div className="roster-pick">
      <span className="roster-pick-label">From the roster</span>
      <Seg
        label="Side for roster blocks"
        value={side}
        options={[
          ['attacker', 'to Attacker'],
          ['defender', 'to Defender'],
        ]}
        onChange={(v) => setSide(v as Side)}
      />
      <select
        className="roster-select"
        value=""
        aria-label="Add block from roster"
        title={ctx.sideOf ? 'Blocks of the battle’s powers join their side; others join the side chosen here' : 'Blocks join the side chosen here'}
        onChange={(e) => {
          const p = ctx.presets.find((x) => x.key === e.target.value);
          if (!p) return;
          add(blockFromPreset(p, ctx.sideOf?.(p.owner) ?? side, draft));
        }}
      >
        <option value="">Add block from roster…</option>
        {groups.map(([owner, rows]) => (
          <optgroup key={owner} label={powerName(owner)}>
            {rows.map((p) => (
              <option key={p.key} value={p.key}>
                {presetSummary(p)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

// ---------------------------------------------------------------- policies

type RetreatKind = RetreatRule['kind'];

function defaultRule(kind: RetreatKind): RetreatRule {
  switch (kind) {
    case 'withdrawAtRound':
      return { kind, round: 3 };
    case 'strengthRatio':
      return { kind, ratio: 0.5 };
    case 'blockStrengthAtMost':
      return { kind, strength: 1 };
    default:
      return { kind: 'never' };
  }
}

function RetreatEditor({ side, rule, onChange }: { side: Side; rule: RetreatRule | undefined; onChange: (r: RetreatRule) => void }) {
  const r = rule ?? { kind: 'never' as const };
  const label = `${SIDE_LABEL[side]} voluntary retreats`;
  return (
    <div className="pol-field">
      <span className="pol-label">{label}</span>
      <span className="pol-inputs">
        <select value={r.kind} onChange={(e) => onChange(defaultRule(e.target.value as RetreatKind))} aria-label={label}>
          <option value="never">Never</option>
          <option value="withdrawAtRound">Withdraw from round…</option>
          <option value="strengthRatio">When weaker than…</option>
          <option value="blockStrengthAtMost">Blocks at strength…</option>
        </select>
        {r.kind === 'withdrawAtRound' ? (
          <input type="number" className="narrow" min={2} max={12} value={r.round} onChange={(e) => onChange({ kind: 'withdrawAtRound', round: clampInt(e.target.value, 2, 12, 3) })} aria-label={`${SIDE_LABEL[side]} withdraws from round`} />
        ) : r.kind === 'strengthRatio' ? (
          <>
            <input type="number" className="narrow" min={0.1} max={10} step={0.1} value={r.ratio} onChange={(e) => onChange({ kind: 'strengthRatio', ratio: Math.max(0.1, Math.min(10, Number(e.target.value) || 0.5)) })} aria-label={`${SIDE_LABEL[side]} retreats below this times the enemy’s strength`} />
            <span className="muted small">× enemy</span>
          </>
        ) : r.kind === 'blockStrengthAtMost' ? (
          <>
            <span className="muted small">≤</span>
            <input type="number" className="narrow" min={0} max={4} value={r.strength} onChange={(e) => onChange({ kind: 'blockStrengthAtMost', strength: clampInt(e.target.value, 0, 4, 1) })} aria-label={`${SIDE_LABEL[side]} blocks retreat at this strength or less`} />
          </>
        ) : null}
      </span>
    </div>
  );
}

/** Blocks that take a tied hit first, in order; blocks not listed follow the default rule. */
function PriorityOrder({ order, blocks, onChange }: { order: string[]; blocks: Array<Pick<DraftBlock, 'uid' | 'name' | 'side'>>; onChange: (order: string[]) => void }) {
  const listed = order.map((uid) => blocks.find((b) => b.uid === uid)).filter((b): b is Pick<DraftBlock, 'uid' | 'name' | 'side'> => !!b);
  const rest = blocks.filter((b) => !order.includes(b.uid));
  const move = (i: number, by: number) => {
    const next = listed.map((b) => b.uid);
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    onChange(next);
  };
  return (
    <div className="pol-priority" role="group" aria-label="Priority order for tied hits">
      <ol className="pol-priority-list">
        {listed.map((b, i) => (
          <li key={b.uid}>
            <span className="pol-priority-rank">{i + 1}</span>
            <span className="pol-priority-name">{b.name}</span>
            <span className="muted small">{SIDE_LABEL[b.side]}</span>
            <button type="button" className="icon-btn" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${b.name} up`}>
              ↑
            </button>
            <button type="button" className="icon-btn" disabled={i === listed.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${b.name} down`}>
              ↓
            </button>
            <button type="button" className="icon-btn" onClick={() => onChange(listed.filter((x) => x.uid !== b.uid).map((x) => x.uid))} aria-label={`Take ${b.name} off the priority order`}>
              ×
            </button>
          </li>
        ))}
      </ol>
      {listed.length === 0 ? <p className="muted small">No block listed yet: ties follow the default rule (lowest firepower first).</p> : null}
      {rest.length ? (
        <select
          value=""
          onChange={(e) => e.target.value && onChange([...listed.map((b) => b.uid), e.target.value])}
          aria-label="Add a block to the priority order"
        >
          <option value="">+ Add a block to the order…</option>
          {rest.map((b) => (
            <option key={b.uid} value={b.uid}>
              {b.name} ({SIDE_LABEL[b.side]})
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}

function clampInt(text: string, lo: number, hi: number, dflt: number): number {
  const n = Math.round(Number(text));
  return Number.isFinite(n) && text.trim() !== '' ? Math.max(lo, Math.min(hi, n)) : dflt;
}

export function PolicyEditor({ policy, blocks, onChange }: { policy: BattlePolicyInput; blocks: Array<Pick<DraftBlock, 'uid' | 'name' | 'side'>>; onChange: (p: BattlePolicyInput) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const summary = policySummary(policy);
  const setRetreat = (side: Side, r: RetreatRule) => onChange({ ...policy, retreat: { ...policy.retreat, [side]: r } });
  const cap = policy.retreatCapacity ?? {};
  const setCap = (side: Side, text: string) => {
    const next = { ...cap };
    if (text.trim() === '') delete next[side];
    else next[side] = clampInt(text, 0, 64, 0);
    onChange({ ...policy, retreatCapacity: next });
  };
  const tie = policy.tieBreak?.kind ?? 'lowestFirepowerFirst';
  const setTie = (kind: string) =>
    onChange({ ...policy, tieBreak: kind === 'inputOrder' ? { kind: 'inputOrder' } : kind === 'priority' ? { kind: 'priority', order: [] } : { kind: 'lowestFirepowerFirst' } });
  return (
    <div className={cx('pol', open && 'pol-open')}>
      <button type="button" className="pol-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="pol-caret" aria-hidden="true">{open ? '▾' : '▸'}</span>
        <span className="pol-title">Policies</span>
        <span className="pol-summary">{summary.join(' · ')}</span>
      </button>
      {open ? (
        <div className="pol-body" id={id} role="group" aria-label="Policies">
          <div className="pol-field">
            <span className="pol-label">Ties for a hit</span>
            <select value={tie} onChange={(e) => setTie(e.target.value)} aria-label="Ties for a hit">
              <option value="lowestFirepowerFirst">Lowest firepower first (default)</option>
              <option value="inputOrder">The first listed</option>
              <option value="priority">A priority order I choose</option>
            </select>
          </div>
          {policy.tieBreak?.kind === 'priority' ? (
            <PriorityOrder order={policy.tieBreak.order} blocks={blocks} onChange={(order) => onChange({ ...policy, tieBreak: { kind: 'priority', order } })} />
          ) : null}
          <RetreatEditor side="attacker" rule={policy.retreat?.attacker} onChange={(r) => setRetreat('attacker', r)} />
          <RetreatEditor side="defender" rule={policy.retreat?.defender} onChange={(r) => setRetreat('defender', r)} />
          <div className="pol-field">
            <span className="pol-label">HQ extension [7.61]</span>
            <select value={policy.hqExtension ?? 'never'} onChange={(e) => onChange({ ...policy, hqExtension: e.target.value as BattlePolicyInput['hqExtension'] })} aria-label="HQ extension">
              <option value="never">Never</option>
              <option value="always">Always when possible</option>
              <option value="ifBetter">Only when it helps</option>
            </select>
          </div>
          <div className="pol-field">
            <span className="pol-label">Pursuit [7.62]</span>
            <select value={policy.pursuit ?? 'never'} onChange={(e) => onChange({ ...policy, pursuit: e.target.value as BattlePolicyInput['pursuit'] })} aria-label="Pursuit">
              <option value="never">Never</option>
              <option value="always">Always (HQ spends a step)</option>
            </select>
          </div>
          <div className="pol-field">
            <span className="pol-label">Retreat capacity per round [7.4]</span>
            <span className="pol-inputs">
              <input type="number" className="narrow" min={0} max={64} placeholder="∞" value={cap.attacker ?? ''} onChange={(e) => setCap('attacker', e.target.value)} aria-label="Attacker retreat capacity per round" />
              <span className="muted small">attacker</span>
              <input type="number" className="narrow" min={0} max={64} placeholder="∞" value={cap.defender ?? ''} onChange={(e) => setCap('defender', e.target.value)} aria-label="Defender retreat capacity per round" />
              <span className="muted small">defender (empty: unlimited)</span>
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- small controls

/** Two overlapping sheets (no font glyph needed). */
export function CopyIcon() {
  return (
    <svg className="copy-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="7" y="2.5" width="10.5" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M13 17.5 H4.5 a2 2 0 0 1 -2 -2 V6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function Seg({ label, value, options, onChange }: { label: string; value: string; options: Array<[string, ReactNode]>; onChange: (v: string) => void }) {
  return (
    <div className="seg" role="radiogroup" aria-label={label}>
      {options.map(([v, text]) => (
        <button key={v} type="button" role="radio" aria-checked={value === v} className={cx('seg-btn', value === v && 'on')} onClick={() => onChange(v)}>
          {text}
        </button>
      ))}
    </div>
  );
}

function Chips({ label, options, value, onChange, big }: { label: string; options: ReadonlyArray<readonly [string, string, boolean]>; value: string; onChange: (v: string) => void; big?: boolean }) {
  return (
    <span className={cx('chips', big && 'chips-big')} role="radiogroup" aria-label={label}>
      {options.map(([v, text, disabled]) => (
        <button key={v} type="button" role="radio" aria-checked={value === v} aria-label={text} className={cx('chip', value === v && 'on')} disabled={disabled} onClick={() => onChange(v)}>
          {text}
        </button>
      ))}
    </span>
  );
}
