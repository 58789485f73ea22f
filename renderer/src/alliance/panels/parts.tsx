// What every Alliance step panel uses: power names and chips, a seat's Action Points, the panel frame.
import type { ReactNode } from 'react';
import type { Seat } from '../../../../shared/games/alliance/state';
import { LEADERS, POWERS } from '../../../../shared/games/alliance/data';
import { useApp } from '../../lib/store';
import { PowerChip, cx } from '../../components/ui';

export const nameOf = (id: string) => POWERS.find((p) => p.id === id)?.name ?? id;
export const colourOf = (id: string) => POWERS.find((p) => p.id === id)?.colour ?? '#888';
export const leaderName = (id: string | null) => (id ? (LEADERS.find((l) => l.id === id)?.name ?? id) : null);

export function Chip({ id }: { id: string }) {
  return <PowerChip name={nameOf(id)} colour={colourOf(id)} />;
}

function seatLabel(seat: Seat): string {
  return `${nameOf(seat.empire)} (${seat.player})`;
}

export function apLeft(seat: Seat): number {
  return seat.ap + seat.goldAsAp - seat.apUsed;
}

export function Panel({ title, children, className, aside }: { title: string; children: ReactNode; className?: string; aside?: ReactNode }) {
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

export function useAct() {
  return useApp((s) => s.act);
}
