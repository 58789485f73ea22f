// Congress of Vienna's screens (a chunk of their own; entry.ts loads them).
import type { ComponentType } from 'react';
import type { GameScreens, StepProps } from '../games/types';
import { DealPanel, RoundsPanel, SelectPanel, WagerIssuePanel, WagerPanel, WinnerPanel } from './diplomacy';
import { EndVpPanel, VictoryPanel } from './end';
import { CovScoreboard, CovStepFrame, covFocus } from './frame';
import { FundingPanel, ResourcesPanel } from './government';
import { EnvironmentPanel, FleetPanel, HandicapPanel, SituationPanel } from './initial';
import { CovNewCampaign } from './NewCampaign';
import { BattlesPanel, MilOpsPanel } from './war';
import { DistributionPanel, ReplacementsPanel } from './forces';
import './cov.css';

const STEPS: Readonly<Record<string, ComponentType<StepProps>>> = {
  'initial-situation': SituationPanel,
  'initial-environment': EnvironmentPanel,
  'fleet-demobilisation': FleetPanel,
  handicap: HandicapPanel,
  deal: DealPanel,
  wager: WagerPanel,
  'wager-issue': WagerIssuePanel,
  'select-issues': SelectPanel,
  rounds: RoundsPanel,
  'diplomacy-winner': WinnerPanel,
  resources: ResourcesPanel,
  funding: FundingPanel,
  replacements: ReplacementsPanel,
  distribution: DistributionPanel,
  'military-operations': MilOpsPanel,
  'military-support': MilOpsPanel,
  'strategic-movement': MilOpsPanel,
  battles: BattlesPanel,
  'end-of-turn-vp': EndVpPanel,
  'victory-check': VictoryPanel,
};

export const covScreens: GameScreens = {
  panels: { focus: covFocus, steps: STEPS, StepFrame: CovStepFrame, Scoreboard: CovScoreboard },
  NewCampaign: CovNewCampaign,
};
