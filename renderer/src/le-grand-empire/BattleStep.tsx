// The Activation Phase's battle step: a land battle, a siege or a naval battle, its form first (exact odds
// before any die), then the battle step by step. Its own file so the battle panels and the siege panels
// (which reuse the land panel) don't import each other.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { ClosedBattleStacks, LandForm, LandPanel, NavalForm, NavalPanel } from './Battles';
import { lgeState, nameOf, Panel } from './parts';
import { SiegeForm, SiegePanel } from './Sieges';

export function Battles({ view }: StepProps) {
  const s = lgeState(view);
  const [form, setForm] = useState<'naval' | 'land' | 'siege' | null>(null);
  if (s.battle) return s.battle.kind === 'naval' ? <NavalPanel s={s} b={s.battle} /> : s.battle.kind === 'siege' ? <SiegePanel s={s} b={s.battle} /> : <LandPanel s={s} b={s.battle} />;
  if (form === 'naval') return <NavalForm s={s} onDone={() => setForm(null)} />;
  if (form === 'land') return <LandForm s={s} onDone={() => setForm(null)} />;
  if (form === 'siege') return <SiegeForm s={s} onDone={() => setForm(null)} />;
  return (
    <Panel title="Battles">
      <div className="lge-row">
        <button type="button" className="btn btn-large" onClick={() => setForm('land')}>
          Land battle…
        </button>
        <button type="button" className="btn btn-large" onClick={() => setForm('siege')}>
          Siege…
        </button>
        <button type="button" className="btn btn-large" onClick={() => setForm('naval')}>
          Naval battle…
        </button>
      </div>
      {s.battles.length ? (
        <ul className="lge-results">
          {s.battles
            .map((b, i) => ({ b, i }))
            .slice(-5)
            .reverse()
            .map(({ b, i }) => (
              <li key={i}>
                <strong>
                  {b.when}, {b.where}
                </strong>{' '}
                ({b.kind}): {nameOf(b.attacker)} attacks {nameOf(b.defender)}, {b.winner === 'draw' ? 'a draw' : b.winner ? `${nameOf(b.winner)} wins` : '—'}; {b.summary}
                <ClosedBattleStacks s={s} battle={i} />
              </li>
            ))}
        </ul>
      ) : null}
    </Panel>
  );
}
