import { Suspense, useEffect } from 'react';
import { ScreenBoundary } from './components/ScreenBoundary';
import { useApp } from './lib/store';
import { commandFor } from './lib/keys';
import { HomeScreen } from './components/Home';
import { CampaignScreen } from './components/Campaign';
import { ConnectionBanner, OpenProblemDialog, ProgressBar, Toasts } from './components/Shell';
import { HelpDialog } from './components/HelpDialog';
import { CalculatorShortcuts } from './calculator/Shortcuts';
import { useCalculatorUi } from './calculator/store';
import { useGameScreens } from './games/registry';
import { Loading } from './components/ui';
import { LibraryEditorScreen } from './data/Library';
import { useDataUi } from './data/state';
import { useTableUi } from './display/store';

/** The open calculator: its game's screen, once the game's screens have loaded. */
function GameCalculator({ game, from }: { game: string; from: 'campaign' | 'home' }) {
  const Calculator = useGameScreens(game)?.Calculator;
  return Calculator ? <Calculator from={from} onClose={useCalculatorUi.getState().closeCalculator} /> : null;
}

export function App() {
  const view = useApp((s) => s.view);
  const bridge = useApp((s) => s.bridge);
  const calc = useCalculatorUi((s) => s.calculator);
  const packDraft = useDataUi((s) => !!s.draft);

  useEffect(() => {
    if (!bridge) return;
    void useApp.getState().loadHome();
  }, [bridge]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      const cmd = commandFor({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        shiftKey: e.shiftKey,
        altKey: e.altKey,
        targetTag: t?.tagName ?? '',
        targetEditable: !!t?.isContentEditable,
        targetType: t instanceof HTMLInputElement ? t.type : '',
      });
      if (!cmd) return;
      const s = useApp.getState();
      if (cmd === 'escape') {
        if (s.helpOpen) s.setHelp(false);
        else if (s.openProblem) s.dismissOpenProblem();
        else if (s.review) s.endReview();
        else if (s.refusal) s.dismissRefusal();
        return;
      }
      if (cmd === 'help') {
        e.preventDefault();
        s.setHelp(!s.helpOpen);
        return;
      }
      if (s.helpOpen || s.openProblem || !s.view) return;
      // A calculator covers the campaign: nothing moves or is undone unseen, not even by the
      // browser's own undo in a field behind it.
      if (useCalculatorUi.getState().calculator) {
        if (cmd === 'undo' || cmd === 'redo') e.preventDefault();
        return;
      }
      if (s.pending > 0 && (cmd === 'next' || cmd === 'back')) return;
      // The data workspace hides the sequence: N and B do not move it unseen.
      if (useDataUi.getState().open && (cmd === 'next' || cmd === 'back')) return;
      // The replay bar (review/ReplayBar.tsx) takes the arrows and N / B while history is shown.
      if (s.review && (cmd === 'next' || cmd === 'back')) return;
      if (e.repeat && cmd !== 'roll') return;
      e.preventDefault();
      const v = s.view;
      switch (cmd) {
        case 'next':
          if (!v.gameOver) void s.act('sequence.next', {}, 'Next step');
          break;
        case 'back':
          if (!v.gameOver) void s.act('sequence.back', {}, 'Back one step');
          break;
        case 'undo':
          void s.undo();
          break;
        case 'redo':
          void s.redo();
          break;
        case 'roll':
          s.requestRoll();
          break;
        case 'display':
          void useTableUi.getState().openDisplay();
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">Skip to the main content</a>
      <ProgressBar />
      <ConnectionBanner />
      <ScreenBoundary>
        <Suspense fallback={<Loading />}>{view ? <CampaignScreen view={view} /> : packDraft ? <LibraryEditorScreen /> : <HomeScreen />}</Suspense>
      </ScreenBoundary>
      {calc ? (
        <ScreenBoundary what="The calculator">
          <Suspense fallback={<Loading />}>
            <GameCalculator game={calc.game} from={calc.from} />
          </Suspense>
        </ScreenBoundary>
      ) : null}
      <CalculatorShortcuts />
      <Toasts />
      {/* Closed, it waits for the open game's screens (its quick reference) unseen. */}
      <ScreenBoundary what="Help">
        <Suspense fallback={null}>
          <HelpDialog />
        </Suspense>
      </ScreenBoundary>
      <OpenProblemDialog />
    </div>
  );
}
