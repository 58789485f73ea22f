// The trackers the table glances at, one tab each: economy lines, Battle Points, commanders, treaties, Battle
// Card decks, fleets, spies, weather, territories and the data still to enter [digest §11: 4-12, 14]. Each tab's
// panel is in its own file next to this one.
import { useState, type ComponentType } from 'react';
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import type { CampaignView } from '../../../../shared/ipc/contract';
import { cx } from '../../components/ui';
import { FleetsTab, fleetTabCount } from '../Fleets';
import { niState } from '../nations';
import '../imperium.css';
import { CardsTab } from './cards';
import { CommandersTab } from './commanders';
import { DataTab } from './data';
import { EconomyTab } from './economy';
import { ScorePanel } from './score';
import { SpiesTab, WeatherTab } from './spies-weather';
import { TerritoriesTab } from './territories';
import { TreatiesTab } from './treaties';

const TABS = ['Economy', 'Battle Points', 'Commanders', 'Treaties', 'Battle Cards', 'Fleets', 'Spies', 'Weather', 'Territories', 'Data'] as const;
type Tab = (typeof TABS)[number];

interface TabProps {
  view: CampaignView;
  s: NiState;
  readOnly: boolean;
}

/** The tab-to-panel map. */
const TAB_PANELS: Record<Tab, ComponentType<TabProps>> = {
  Economy: ({ view, s }) => <EconomyTab view={view} s={s} />,
  'Battle Points': ({ view, s }) => <ScorePanel view={view} s={s} bare />,
  Commanders: ({ s, readOnly }) => <CommandersTab s={s} readOnly={readOnly} />,
  Treaties: ({ s, readOnly }) => <TreatiesTab s={s} readOnly={readOnly} />,
  'Battle Cards': ({ s, readOnly }) => <CardsTab s={s} readOnly={readOnly} />,
  Fleets: ({ s, readOnly }) => <FleetsTab s={s} readOnly={readOnly} />,
  Spies: ({ s }) => <SpiesTab s={s} />,
  Weather: ({ view, s }) => <WeatherTab view={view} s={s} />,
  Territories: ({ s, readOnly }) => <TerritoriesTab s={s} readOnly={readOnly} />,
  Data: ({ s }) => <DataTab s={s} />,
};

export function ImperiumStatusBoard({ view, readOnly }: { view: CampaignView; readOnly: boolean }) {
  const s = niState(view.state);
  const [chosen, setTab] = useState<Tab | null>(null);
  // At the end of the game the Battle Points and game points come first.
  const tab: Tab = chosen ?? (view.gameOver || s.position.stepId === 'final-scoring' ? 'Battle Points' : 'Economy');
  const counts: Partial<Record<Tab, number>> = {
    Commanders: s.commanders.filter((c) => c.status === 'imprisoned' || c.status === 'paroled' || c.status === 'awaiting-capital').length,
    Treaties: s.treaties.filter((t) => t.status === 'active').length,
    'Battle Cards': s.cardsDue.length + s.penalties.filter((p) => !p.applied).length,
    Fleets: fleetTabCount(s),
    Territories: s.holdings.length,
  };
  const Panel = TAB_PANELS[tab];
  const tabs = TABS.filter((t) => (t !== 'Spies' || s.rules?.['spies'] === true) && (t !== 'Weather' || s.rules?.['weather'] === true));
  return (
    <section className="card ni-trackers" aria-label="Trackers">
      <header className="card-head ni-tabs-head">
        <div className="ni-tabs" role="tablist" aria-label="Trackers">
          {tabs.map((t) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} className={cx('ni-tab', tab === t && 'on')} onClick={() => setTab(t)}>
              {t}
              {counts[t] ? <span className="ni-tab-count">{counts[t]}</span> : null}
            </button>
          ))}
        </div>
      </header>
      <div className="card-body" role="tabpanel" aria-label={tab}>
        <Panel view={view} s={s} readOnly={readOnly} />
      </div>
    </section>
  );
}
