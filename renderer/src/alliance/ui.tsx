// Alliance's renderer side, as the game registry (games/registry.ts) lists it.
import type { GameUi } from '../games/types';
import { ALLIANCE_STEPS, allianceFocus } from './panels/steps';
import { AllianceStatusBoard } from './panels/status-board';
import { BattleCalculatorScreen } from './battle/Calculator';
import { MissingHomelands } from './MissingHomelands';
import type { AllianceState } from '../../../shared/games/alliance/state';

export const allianceUi: GameUi = {
  id: 'alliance',
  panels: { focus: allianceFocus, steps: ALLIANCE_STEPS, StatusBoard: AllianceStatusBoard },
  calculator: {
    Screen: BattleCalculatorScreen,
    label: 'Battle calculator',
    title: 'Exact battle odds for Alliance: what-ifs side by side (C)',
    help: 'Open or close the battle calculator (Alliance)',
  },
  // The homeland totals are one number per empire, typed right in the list.
  needEntry: { 'victory-cities': ({ view }) => <MissingHomelands s={view.state as AllianceState} ahead /> },
  needTitle: (n) => (n.table === 'victory-cities' ? 'Homeland Victory Cities' : null),
};
