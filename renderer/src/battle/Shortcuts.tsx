// The calculator's keys: C opens and closes it; Esc closes it. Off while typing or in a dialog.
import { useEffect } from 'react';
import { isTyping } from '../lib/keys';
import { useApp } from '../lib/store';
import { useBattleUi } from './store';

/** True when the calculator can be opened from here (Home, or an Alliance campaign). */
export function calculatorAvailable(): boolean {
  const v = useApp.getState().view;
  return !v || v.header.game === 'alliance';
}

export function toggleCalculator(): void {
  const ui = useBattleUi.getState();
  if (ui.calculator) ui.closeCalculator();
  else if (calculatorAvailable()) ui.openCalculator(useApp.getState().view ? 'campaign' : 'home');
}

export function BattleShortcuts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = useApp.getState();
      if (s.helpOpen || s.openProblem || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      const typing = isTyping({ targetTag: t?.tagName ?? '', targetEditable: !!t?.isContentEditable, targetType: t instanceof HTMLInputElement ? t.type : '' });
      if (e.key === 'Escape') {
        if (!typing && useBattleUi.getState().calculator && !document.querySelector('dialog[open]')) useBattleUi.getState().closeCalculator();
        return;
      }
      if (typing || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || e.repeat) return;
      if (e.key === 'c' || e.key === 'C') {
        e.preventDefault();
        toggleCalculator();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
