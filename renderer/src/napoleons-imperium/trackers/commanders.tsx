// The Commanders tab: where each commander is, imprisoned or paroled, and when it comes back.
import type { NiState } from '../../../../shared/games/napoleons-imperium/state';
import { cx } from '../../components/ui';
import { useAct } from '../parts';
import { adj, capitalName, commanderName, orderOf, turnName } from '../nations';

export function CommandersTab({ s, readOnly }: { s: NiState; readOnly: boolean }) {
  const act = useAct();
  const status = (c: NiState['commanders'][number]) => {
    switch (c.status) {
      case 'active':
        return c.used ? `free · used in the ${c.used} phase this year` : 'free';
      case 'imprisoned':
        return `IMPRISONED in the ${adj(c.holder!)} Purchase Tray · released at the ${turnName(s, c.releaseTurn!)} placement`;
      case 'paroled':
        return `PAROLED in its own tray · back at the ${turnName(s, c.releaseTurn!)} placement`;
      case 'awaiting-capital':
        return `held until ${capitalName(s, c.nation)} is liberated`;
      case 'executed':
        return 'dead';
    }
  };
  return (
    <table className="ni-table" aria-label="Commanders">
      <thead>
        <tr>
          <th>Commander</th>
          <th>Status</th>
          <th>Note</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {orderOf(s).flatMap((n) =>
          s.commanders
            .filter((c) => c.nation === n)
            .map((c) => (
              <tr key={c.id} className={cx(c.status !== 'active' && 'ni-captive', c.status === 'executed' && 'ni-out')}>
                <td>{commanderName(c)}</td>
                <td>{status(c)}</td>
                <td className="small muted">{c.note}</td>
                <td>
                  {!readOnly && ['imprisoned', 'paroled', 'awaiting-capital'].includes(c.status) ? (
                    <button type="button" className="btn btn-small" onClick={() => void act('commander.release', { commander: c.id, reason: 'by hand' }, `Release ${commanderName(c)}`)}>
                      Release now
                    </button>
                  ) : null}
                </td>
              </tr>
            )),
        )}
      </tbody>
    </table>
  );
}
