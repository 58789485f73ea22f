// The button that opens the battle calculator (campaign header and Home).
import { useApp } from '../lib/store';
import { useBattleUi } from './store';

/** Three bars of a chart: "the odds". */
function OddsIcon() {
  return (
    <svg className="odds-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 21 H21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <rect x="5" y="12" width="3.6" height="7" rx="0.8" fill="currentColor" />
      <rect x="10.2" y="5" width="3.6" height="14" rx="0.8" fill="currentColor" />
      <rect x="15.4" y="9" width="3.6" height="10" rx="0.8" fill="currentColor" />
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
      <OddsIcon />
      Battle calculator
    </button>
  );
}
