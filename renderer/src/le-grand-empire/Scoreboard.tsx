// The powers' strip at the top: £, Pr and VP with short labels (seven powers share the width).
import type { CampaignView } from '../../../shared/ipc/contract';
import { cx } from '../components/ui';

const SHORT: Record<string, string> = { treasury: '£', pr: 'Pr', vp: 'VP' };

export function LgeScoreboard({ view, focus }: { view: CampaignView; focus: string | null }) {
  return (
    <div className="scoreboard lge-scoreboard" role="region" aria-label="Scoreboard">
      {view.powers.map((p) => (
        <div key={p.power} className={cx('sb-power', focus === p.power && 'sb-focus')} style={{ ['--power' as string]: p.colour }} aria-label={`${p.name} scores`}>
          <div className="sb-name">
            <span className="pc-flag sb-flag" aria-hidden="true" />
            <span className="sb-power-name">{p.name}</span>
            <span className="sb-player">{p.player ?? ''}</span>
          </div>
          <div className="sb-tracks">
            {Object.entries(p.tracks).map(([id, v]) => (
              <span key={id} className={cx('sb-track', `sb-${id}`)} aria-label={`${p.name} ${SHORT[id] ?? id} ${v}`}>
                <span className="sb-val">{v}</span>
                <span className="sb-label">{SHORT[id] ?? id}</span>
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
