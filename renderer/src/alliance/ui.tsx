// Alliance's screens (a chunk of their own; entry.ts loads them).
import type { GameScreens } from '../games/types';
import { ALLIANCE_STEPS, allianceFocus } from './panels/steps';
import { AllianceStatusBoard } from './panels/status-board';
import { BattleCalculatorScreen } from './battle/Calculator';
import { MissingHomelands } from './MissingHomelands';
import type { AllianceState } from '../../../shared/games/alliance/state';

export const allianceScreens: GameScreens = {
  panels: { focus: allianceFocus, steps: ALLIANCE_STEPS, StatusBoard: AllianceStatusBoard },
  Calculator: BattleCalculatorScreen,
  // The homeland totals are one number per empire, typed right in the list.
  needEntry: { 'victory-cities': ({ view }) => <MissingHomelands s={view.state as AllianceState} ahead /> },
  needTitle: (n) => (n.table === 'victory-cities' ? 'Homeland Victory Cities' : null),
};
