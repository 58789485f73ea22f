// Le Grand Empire's screens (a chunk of their own; entry.ts loads them).
import type { ComponentType } from 'react';
import type { GameScreens, StepProps } from '../games/types';
import { POWERS, type LgeState } from '../../../shared/games/le-grand-empire/state';
import { ORDERED_STEPS } from '../../../shared/games/le-grand-empire/sequence';
import { LgeStepFrame } from './Tracker';
import { ActivationsPanel, NavalMarkersPanel } from './Initiative';
import { BudgetPanel } from './Budget';
import { OrderPanel, PeaceTermsEnded, VictoryPanel, WarMatrix } from './Diplomacy';
import { LgeNewCampaign } from './NewCampaign';
import { LgeScoreboard } from './Scoreboard';
import { EventsPanel, SpringEventsPanel } from './Events';
import { PeacePanel } from './Peace';
import { CreditPanel } from './Credit';
import { TradePanel } from './Trade';

const Diplomacy: ComponentType<StepProps> = ({ view }) => (
  <>
    <PeaceTermsEnded view={view} />
    <OrderPanel view={view} />
    <WarMatrix view={view} />
    <CreditPanel view={view} />
  </>
);

const Events: ComponentType<StepProps> = ({ view }) => (
  <>
    <PeaceTermsEnded view={view} />
    <OrderPanel view={view} />
    <EventsPanel view={view} />
  </>
);

const Conquest: ComponentType<StepProps> = ({ view }) => (
  <>
    <PeacePanel view={view} />
    <WarMatrix view={view} />
    <CreditPanel view={view} />
  </>
);

const WinterBudget: ComponentType<StepProps> = ({ view }) => (
  <>
    <BudgetPanel view={view} />
    <TradePanel view={view} />
  </>
);

const ExceptionalBudget: ComponentType<StepProps> = ({ view }) => (
  <>
    <SpringEventsPanel view={view} />
    <BudgetPanel view={view} />
  </>
);

const STEPS: Readonly<Record<string, ComponentType<StepProps>>> = {
  events: Events,
  diplomacy: Diplomacy,
  'initiative-pool': NavalMarkersPanel,
  activations: ActivationsPanel,
  conquest: Conquest,
  'winter-budget': WinterBudget,
  'exceptional-budget': ExceptionalBudget,
  reinforcements: OrderPanel,
  victory: VictoryPanel,
};

export const lgeScreens: GameScreens = {
  panels: {
    focus: (view) => {
      const s = view.state as LgeState;
      return ORDERED_STEPS.includes(view.step.id) ? POWERS[s.orderIndex] ?? null : null;
    },
    steps: STEPS,
    StepFrame: LgeStepFrame,
    Scoreboard: LgeScoreboard,
  },
  NewCampaign: LgeNewCampaign,
};
