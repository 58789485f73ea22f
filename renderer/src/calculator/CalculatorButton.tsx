// The buttons that open a game's calculator: in the campaign header (the campaign's game, if it has
// one) and on Home (every game that has one).
import { useApp } from '../lib/store';
import { calculatorGames, gameUi } from '../games/registry';
import type { GameCalculator } from '../games/types';
import { useCalculatorUi } from './store';

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

function Button({ game, calc, variant }: { game: string; calc: GameCalculator; variant: 'head' | 'home' }) {
  const open = useCalculatorUi((s) => s.openCalculator);
  return (
    <button
      type="button"
      className={variant === 'head' ? 'btn btn-head calc-open' : 'btn btn-ghost-light calc-open'}
      onClick={() => open(game, variant === 'head' ? 'campaign' : 'home')}
      aria-keyshortcuts="C"
      title={calc.title}
    >
      <OddsIcon />
      <span className="calc-open-label">{calc.label}</span>
    </button>
  );
}

/** The open campaign's calculator, when its game has one. */
export function CalculatorButton() {
  const game = useApp((s) => s.view?.header.game ?? null);
  const calc = gameUi(game)?.calculator;
  return game && calc ? <Button game={game} calc={calc} variant="head" /> : null;
}

/** Home: one button per game with a calculator. */
export function CalculatorButtons() {
  return (
    <>
      {calculatorGames().map((g) => (
        <Button key={g.id} game={g.id} calc={g.calculator} variant="home" />
      ))}
    </>
  );
}
