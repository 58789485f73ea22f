// The calculator's keys (C opens and closes it; Esc closes it) and the open campaign's own one-key
// commands (games/registry.ts). Off while typing or in a dialog.
import { useEffect } from 'react';
import { isTyping } from '../lib/keys';
import { useApp } from '../lib/store';
import { calculatorGames, gameUi } from '../games/registry';
import { useCalculatorUi } from './store';

/** The game whose calculator C opens from here: the campaign's (if it has one), or on Home the first that has one. */
export function calculatorHere(): string | null {
  const v = useApp.getState().view;
  if (v) return gameUi(v.header.game)?.calculator ? v.header.game : null;
  return calculatorGames()[0]?.id ?? null;
}

export function toggleCalculator(): void {
  const ui = useCalculatorUi.getState();
  if (ui.calculator) return ui.closeCalculator();
  const game = calculatorHere();
  if (game) ui.openCalculator(game, useApp.getState().view ? 'campaign' : 'home');
}

export function CalculatorShortcuts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = useApp.getState();
      if (s.helpOpen || s.openProblem || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      const typing = isTyping({ targetTag: t?.tagName ?? '', targetEditable: !!t?.isContentEditable, targetType: t instanceof HTMLInputElement ? t.type : '' });
      const calc = useCalculatorUi.getState();
      if (e.key === 'Escape') {
        if (!typing && calc.calculator && !document.querySelector('dialog[open]')) calc.closeCalculator();
        return;
      }
      if (typing || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || e.repeat) return;
      if (e.key === 'c' || e.key === 'C') {
        e.preventDefault();
        toggleCalculator();
        return;
      }
      // The game's own commands: not behind a calculator, nor while the campaign is reviewed.
      const v = s.view;
      if (!v || calc.calculator || s.review || document.querySelector('dialog[open]')) return;
      const cmd = gameUi(v.header.game)?.commands?.find((c) => c.key === e.key.toLowerCase());
      if (cmd) {
        e.preventDefault();
        cmd.run(v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
