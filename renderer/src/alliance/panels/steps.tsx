// Alliance's panels by step: the step-to-panel map the game registry shows under the step bar, and the
// power the table is waiting on. Each phase's panels are in their own file next to this one; they read the
// module's state to show it and send intents; main applies the rules and refuses with a reason when they say no.
import type { ComponentType } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import type { AllianceState } from '../../../../shared/games/alliance/state';
import type { StepProps } from '../../games/types';
import { PlayerTurnsPanel } from './action-phase';
import { BattlesPanel } from './battles';
import { DiscardPanel, PlayCardsPanel, RevealPanel, SoloFlipPanel } from './card-phase';
import { DiplomacyPanel, initiatorOf } from './diplomacy';
import { EndChecksPanel, SoloScorePanel } from './end-of-turn';
import { NegotiationsPanel, WinterIncomePanel } from './winter';

/** The power the table is waiting on right now, for highlighting. */
export function allianceFocus(view: CampaignView): string | null {
  const s = view.state as AllianceState;
  if (view.gameOver) return null;
  const at = (i: number | undefined | null) => (i === undefined || i === null ? null : (s.seats[i]?.empire ?? null));
  switch (view.step.id) {
    case 'player-turns':
      return at(s.order[s.actionIdx]);
    case 'battles':
      return s.battles.some((b) => b.status !== 'resolved') ? at(s.order[s.chooserIdx]) : null;
    case 'diplomacy':
      return s.diplomacy ? null : at(initiatorOf(s));
    default:
      return null;
  }
}

const st = (view: CampaignView) => view.state as AllianceState;

/** Alliance's step-to-panel map; a step not here shows the generic "nothing to record" panel. */
export const ALLIANCE_STEPS: Readonly<Record<string, ComponentType<StepProps>>> = {
  discard: ({ view }) => <DiscardPanel s={st(view)} />,
  'year-discard': ({ view }) => <DiscardPanel s={st(view)} />,
  'play-cards': ({ view }) => <PlayCardsPanel s={st(view)} />,
  'solo-flip': ({ view }) => <SoloFlipPanel s={st(view)} />,
  reveal: ({ view }) => <RevealPanel s={st(view)} />,
  diplomacy: ({ view }) => <DiplomacyPanel s={st(view)} />,
  'player-turns': ({ view }) => <PlayerTurnsPanel s={st(view)} />,
  battles: ({ view }) => <BattlesPanel s={st(view)} />,
  'end-checks': ({ view }) => <EndChecksPanel s={st(view)} />,
  'solo-score': ({ view }) => <SoloScorePanel s={st(view)} />,
  'winter-income': ({ view }) => <WinterIncomePanel s={st(view)} view={view} />,
  'winter-negotiations': ({ view }) => <NegotiationsPanel s={st(view)} />,
};
