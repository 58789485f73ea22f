// Exact battle odds as charts: who holds, each block's final strength, expected losses, rounds,
// HQ losses and the 7.23 switch. Hand-drawn SVG; numbers large enough to read across the table.
import type { ReactNode } from 'react';
import type { AllianceBattleInput, AllianceOddsResult, BattleBlockInput, Side } from '../../../../shared/games/alliance/battle';
import { cx } from '../../components/ui';
import { num, powerName } from './draft';
import type { OddsState } from '../../odds/useOdds';
import { pct } from '../../odds/format';
import { ProbabilityBar } from '../../odds/ProbabilityBar';
import { OddsProgress } from '../../odds/OddsProgress';

export const SIDE_COLOUR: Record<Side, string> = { attacker: '#8c2323', defender: '#1e3552' };
const ELIMINATED = '#3b302a';

/** The computation's state: progress and Cancel while slow (the shared OddsProgress), or what was computed. */
export function OddsStatus({ odds, what = 'Computing the exact odds' }: { odds: OddsState<AllianceOddsResult>; what?: string }) {
  if (odds.status === 'cancelled' || ((odds.status === 'running' || odds.status === 'waiting') && odds.slow)) {
    return <OddsProgress odds={odds} what={what} cancelledNote="Cancelled. The numbers below are from before your last change." />;
  }
  // Keeps the line's height while a quick computation runs.
  if (odds.status === 'running' || odds.status === 'waiting') return <div className="odds-status" aria-live="polite" />;
  if (odds.status === 'done' && odds.result) {
    const r = odds.result;
    return (
      <div className="odds-status muted small">
        Exact · {r.statesExplored.toLocaleString('en')} positions · {odds.cached ? 'remembered' : `${((odds.ms ?? 0) / 1000).toFixed(2)} s`}
      </div>
    );
  }
  return null;
}

export function Headline({ r, testIds, stale, names }: { r: AllianceOddsResult; testIds: { attacker: string; defender: string }; stale?: boolean; names?: { attacker: string; defender: string } }) {
  const a = r.attackerHolds;
  const d = r.defenderHolds;
  return (
    <div className={cx('headline', stale && 'stale')}>
      <div className="headline-nums">
        <div className="hl hl-attacker">
          <span className="hl-pct" data-testid={testIds.attacker}>
            {pct(a)}
          </span>
          <span className="hl-label">{names?.attacker ?? 'Attacker'} holds</span>
        </div>
        <div className="hl hl-defender">
          <span className="hl-pct" data-testid={testIds.defender}>
            {pct(d)}
          </span>
          <span className="hl-label">{names?.defender ?? 'Defender'} holds</span>
        </div>
      </div>
      <ProbabilityBar
        className="split-bar"
        height={28}
        label={`Attacker holds ${pct(a)}, defender holds ${pct(d)}`}
        parts={[{ p: a, fill: SIDE_COLOUR.attacker }, { p: d, fill: SIDE_COLOUR.defender }]}
        midline="#fbf8f1"
      />
    </div>
  );
}

function blockInfo(input: AllianceBattleInput | null, id: string): BattleBlockInput | undefined {
  return input?.blocks.find((b) => b.id === id);
}

/** Every chart of a finished computation. */
/** The input's warnings (firepower outside the printed ranges, a round-1 effect no Leader event names…), blocks by name. */
export function OddsWarnings({ r, input }: { r: AllianceOddsResult; input: AllianceBattleInput | null }) {
  if (!r.warnings.length) return null;
  return (
    <ul className="odds-warnings" aria-label="Warnings">
      {r.warnings.map((w) => (
        <li key={w}>{w.replace(/^blocks\[\d+\] \(([^)]+)\): /, (_m, id: string) => `${blockInfo(input, id)?.name ?? id}: `)}</li>
      ))}
    </ul>
  );
}

export function OddsCharts({ r, input, stale }: { r: AllianceOddsResult; input: AllianceBattleInput | null; stale?: boolean }) {
  const ids = Object.keys(r.blocks);
  const start = { attacker: 0, defender: 0 };
  for (const id of ids) start[r.blocks[id]!.side] += r.blocks[id]!.startStrength;
  const hqs = Object.entries(r.events.hqLost);
  return (
    <div className={cx('charts', stale && 'stale')}>
      <div className="chart-row">
        <Chart title="Expected losses">
          {(['attacker', 'defender'] as const).map((side) => (
            <LossBar key={side} side={side} lost={r.expectedLosses[side]} start={start[side]} eliminated={r.expectedBlocksEliminated[side]} />
          ))}
        </Chart>
        <Chart title={`Rounds · average ${num(r.expectedRounds)}`}>
          <RoundsChart rounds={r.rounds} />
        </Chart>
        <Chart title="Events">
          <dl className="events">
            {hqs.map(([id, p]) => {
              const b = blockInfo(input, id);
              const napoleon = /napol/i.test(`${b?.name ?? ''} ${id}`);
              return (
                <div key={id} className={cx('event', napoleon && p > 0 && 'event-alarm')}>
                  <dt>{b?.name ?? id} lost</dt>
                  <dd>{pct(p)}</dd>
                  {napoleon && p > 0 ? <dd className="event-note">sudden death [7.71]</dd> : null}
                </div>
              );
            })}
            {!hqs.length ? (
              <div className="event muted">
                <dt>No HQ in this battle</dt>
              </div>
            ) : null}
            <div className="event">
              <dt title="All defenders eliminated in round 1 while defending reserves wait: control switches [7.23]">7.23 switch</dt>
              <dd>{pct(r.events.battlefieldSwitch)}</dd>
            </div>
          </dl>
        </Chart>
      </div>
      <BlockTable r={r} input={input} />
      <OddsWarnings r={r} input={input} />
      <details className="assumptions">
        <summary>Assumptions ({r.policyDescription.length})</summary>
        <ul>
          {r.policyDescription.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {children}
    </figure>
  );
}

function LossBar({ side, lost, start, eliminated }: { side: Side; lost: number; start: number; eliminated: number }) {
  const frac = start > 0 ? Math.min(1, lost / start) : 0;
  return (
    <div className="loss">
      <div className="loss-line">
        <span className="loss-side">{side === 'attacker' ? 'Attacker' : 'Defender'}</span>
        <span className="loss-num">−{num(lost)}</span>
      </div>
      <ProbabilityBar className="loss-bar" height={10} track="#e9dfc9" parts={[{ p: frac, fill: SIDE_COLOUR[side] }]} />
      <div className="loss-sub muted small">
        of {start} steps · {num(eliminated)} blocks lost
      </div>
    </div>
  );
}

function RoundsChart({ rounds }: { rounds: Record<string, number> }) {
  const keys = Object.keys(rounds).map(Number).sort((a, b) => a - b);
  const last = Math.max(4, ...keys);
  const list = Array.from({ length: last }, (_, i) => i + 1);
  const max = Math.max(0.0001, ...Object.values(rounds));
  const w = 100 / list.length;
  return (
    <svg className="rounds" viewBox="0 0 100 62" role="img" aria-label={`Rounds: ${list.map((r) => `${r}: ${pct(rounds[String(r)] ?? 0)}`).join(', ')}`}>
      {list.map((r, i) => {
        const p = rounds[String(r)] ?? 0;
        const h = (p / max) * 36;
        return (
          <g key={r}>
            <rect x={i * w + w * 0.15} y={46 - h} width={w * 0.7} height={Math.max(h, p > 0 ? 0.8 : 0)} fill="#a57a2c" rx="1" />
            <text x={i * w + w / 2} y={44 - h} textAnchor="middle" className="rounds-pct">
              {p > 0 ? pct(p, 0) : ''}
            </text>
            <text x={i * w + w / 2} y={57} textAnchor="middle" className="rounds-label">
              {r}
            </text>
          </g>
        );
      })}
      <line x1="0" x2="100" y1="46.3" y2="46.3" stroke="#b9a57f" strokeWidth="0.5" />
    </svg>
  );
}

function BlockTable({ r, input }: { r: AllianceOddsResult; input: AllianceBattleInput | null }) {
  return (
    <div className="btab">
      {(['attacker', 'defender'] as const).map((side) => {
        const ids = Object.keys(r.blocks).filter((id) => r.blocks[id]!.side === side);
        if (!ids.length) return null;
        return (
          <div key={side} className={cx('btab-side', `btab-${side}`)}>
            <div className="btab-head">
              <span>{side === 'attacker' ? 'Attacking blocks' : 'Defending blocks'}</span>
              <span className="btab-legend" aria-hidden="true">
                <StrengthLegend side={side} />
              </span>
            </div>
            <ul className="btab-rows" aria-label={side === 'attacker' ? 'Attacking blocks: final strength' : 'Defending blocks: final strength'}>
              {ids.map((id) => {
                const o = r.blocks[id]!;
                const b = blockInfo(input, id);
                return (
                  <li key={id} className="btab-row">
                    <span className="btab-name" title={b?.owner ? powerName(b.owner) : undefined}>
                      {b?.name ?? id}
                      <span className="btab-fp">
                        {' '}
                        {o.startStrength}
                        {b?.firepower ?? ''}
                        {b?.reserve ? ' · reserve' : ''}
                      </span>
                    </span>
                    <span className="btab-exp" aria-label={`${b?.name ?? id}: expected final strength ${num(o.expectedStrength)}`}>
                      {o.startStrength} → <strong>{num(o.expectedStrength)}</strong>
                    </span>
                    <StrengthBar side={side} dist={o.strengthDistribution} />
                    <span className="btab-fate">
                      <span className="btab-elim" title="Eliminated">
                        ✕ {pct(o.eliminated, 0)}
                      </span>
                      {o.retreated > 0.0005 ? (
                        <span className="btab-retr" title="Retreated">
                          ↩ {pct(o.retreated, 0)}
                        </span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function shade(side: Side, s: number, max: number): { fill: string; opacity: number } {
  if (s === 0) return { fill: ELIMINATED, opacity: 1 };
  return { fill: SIDE_COLOUR[side], opacity: 0.3 + (0.7 * s) / Math.max(1, max) };
}

function StrengthLegend({ side }: { side: Side }) {
  return (
    <svg viewBox="0 0 150 14" className="legend">
      {[0, 1, 2, 3, 4].map((s) => {
        const c = shade(side, s, 4);
        return (
          <g key={s}>
            <rect x={s * 30} y="1" width="12" height="12" fill={c.fill} fillOpacity={c.opacity} rx="2" />
            <text x={s * 30 + 15} y="11" className="legend-text">
              {s === 0 ? '✕' : s}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function StrengthBar({ side, dist }: { side: Side; dist: number[] }) {
  const max = dist.length - 1;
  const label = dist.map((p, s) => `${s === 0 ? 'eliminated' : `strength ${s}`} ${pct(p)}`).join(', ');
  const parts = dist.map((p, s) => {
    const c = shade(side, s, max);
    return { p, fill: c.fill, opacity: c.opacity, title: `${s === 0 ? 'Eliminated' : `Strength ${s}`}: ${pct(p)}` };
  });
  return <ProbabilityBar className="sbar" height={16} track="#efe6d2" label={label} parts={parts} />;
}
