// The button that opens the battle calculator (campaign header and Home).
import { useApp } from '../lib/store';
import { useBattleUi } from './store';

function SabresIcon() {
  return (
    <svg className="sabres-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 3 L15 14 M20 3 L9 14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      <path d="M13 12 L17 16 M11 12 L7 16 M16.5 17.5 L19 20 M7.5 17.5 L5 20" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** Opens the calculator; shown for Alliance campaigns and on Home. */
export function CalculatorButton({ variant }: { variant: 'head' | 'home' }) {
  const game = useApp((s) => s.view?.header.game ?? null);
  const open = useBattleUi((s) => s.openCalculator);
  if (variant === 'head' && game !== 'alliance') return null;
  return (
    <button
      type="button"
      className={variant === 'head' ? 'btn btn-head calc-open' : 'btn btn-ghost-light calc-open'}
      onClick={() => open(variant === 'head' ? 'campaign' : 'home')}
      aria-keyshortcuts="C"
      title="Exact battle odds for Alliance: what-ifs side by side (C)"
    >
      <SabresIcon />
      Battle calculator
    </button>
  );
}
