// Small pieces the Imperial Borders panels share: the module state from the view, Nation chips, panels.
import type { ReactNode } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { NATION_COLOURS, inPlay, nationName, type IbState, type NationId } from '../../../shared/games/imperial-borders/state';
import { useApp } from '../lib/store';
import { PowerSwatch, Section, cx } from '../components/ui';

export const ibState = (view: CampaignView): IbState => view.state as IbState;

export function Nation({ id }: { id: string }) {
  const colour = NATION_COLOURS[id as NationId] ?? '#888';
  return (
    <span className="power-chip ib-chip" style={{ ['--power' as string]: colour }}>
      <PowerSwatch colour={colour} />
      {nationName(id)}
    </span>
  );
}

export function Panel({ title, children, className, aside, label }: { title: ReactNode; children: ReactNode; className?: string; aside?: ReactNode; label?: string }) {
  return (
    <Section title={title} actions={aside} className={cx('step-panel', 'ib-panel', className)} {...(label ? { label } : {})}>
      {children}
    </Section>
  );
}

export const useAct = () => useApp((s) => s.act);
export const usePending = () => useApp((s) => s.pending > 0);

/** Nations in play in the round's turn order. */
export const ordered = (s: IbState): NationId[] => [...s.turnOrder, ...inPlay(s).filter((n) => !s.turnOrder.includes(n))];

/** A whole-number field with − and + (large targets for the table). */
export function Stepper({ label, value, onChange, min = 0, max = 99 }: { label: string; value: number; onChange: (v: number) => void; min?: number; max?: number }) {
  return (
    <span className="ib-stepper" role="group" aria-label={label}>
      <button type="button" className="btn btn-small" aria-label={`${label}: one fewer`} disabled={value <= min} onClick={() => onChange(Math.max(min, value - 1))}>
        −
      </button>
      <input type="number" aria-label={label} value={value} min={min} max={max} onChange={(e) => onChange(Math.max(min, Math.min(max, Math.trunc(Number(e.target.value) || 0))))} />
      <button type="button" className="btn btn-small" aria-label={`${label}: one more`} disabled={value >= max} onClick={() => onChange(Math.min(max, value + 1))}>
        +
      </button>
    </span>
  );
}
