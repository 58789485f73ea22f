// The campaign in figures: every per-power track over time (chart or table), the battles the campaign fought,
// and the luck meter. Generic: the numbers come from main (shared/review), the game's words from its module.
import { useEffect, useMemo, useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import type { LuckReport, ReviewCharts, TrackChart, TrackSeries } from '../../../shared/review/types';
import { pct } from '../odds/format';
import { orNotEntered, signed } from '../../../shared/format';
import { PowerSwatch, cx } from '../components/ui';
import { LineChart } from './LineChart';
import { ReportScreen } from './ReportScreen';
import { tableRows } from './model';
import { useReview, type ReviewTab } from './store';
import './review.css';

const TABS: Array<{ id: ReviewTab; label: string }> = [
  { id: 'tracks', label: 'Tracks over time' },
  { id: 'battles', label: 'Battles' },
  { id: 'luck', label: 'Luck meter' },
];

export function ReviewScreen({ view }: { view: CampaignView }) {
  const { screen, charts, luck, loading, openScreen, closeScreen, openReport, exportAs } = useReview();
  useEffect(() => {
    if (!screen) return;
    // Esc closes the figures first (not the review behind them).
    const onKey = (e: KeyboardEvent) => {
      // The summary's print page, when open, takes Esc itself (ReportScreen).
      if (e.key === 'Escape' && !useReview.getState().report) {
        e.stopPropagation();
        closeScreen();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [screen, closeScreen]);
  if (!screen) return null;
  return (
    <section className="calc rv" role="dialog" aria-modal="true" aria-label="The campaign in figures">
      <header className="calc-head rv-head">
        <button type="button" className="btn btn-head" onClick={closeScreen} aria-keyshortcuts="Escape" title="Back to the campaign (Esc)">
          ◂ Back to the campaign
        </button>
        <h1 className="calc-title">{view.header.title || view.fileName}: the campaign in figures</h1>
        <div className="seg rv-tabs" role="tablist" aria-label="Figures">
          {TABS.map((t) => (
            <button key={t.id} type="button" role="tab" aria-selected={screen === t.id} className={cx('seg-btn', screen === t.id && 'on')} onClick={() => void openScreen(t.id)}>
              {t.label}
            </button>
          ))}
        </div>
        <div className="rv-out">
          <button type="button" className="btn btn-primary" onClick={() => void openReport()} title="The standings, charts, battles and bookmarks on one page, to print or save">
            Print summary
          </button>
          <details className="rv-export">
            <summary className="btn btn-head">Export</summary>
            <div className="rv-export-menu" role="group" aria-label="Export the campaign's history">
              <button type="button" className="btn" onClick={() => void exportAs('tracks.csv')}>
                Tracks over time (CSV)
              </button>
              <button type="button" className="btn" onClick={() => void exportAs('log.csv')}>
                The log (CSV)
              </button>
              <button type="button" className="btn" onClick={() => void exportAs('log.json')}>
                The log (JSON)
              </button>
            </div>
          </details>
        </div>
      </header>
      <div className="rv-body">
        {loading || !charts || !luck ? (
          <p className="rv-loading" role="status">
            Reading the log…
          </p>
        ) : screen === 'tracks' ? (
          <Tracks charts={charts} />
        ) : screen === 'battles' ? (
          <Battles charts={charts} view={view} />
        ) : (
          <Luck luck={luck} charts={charts} />
        )}
      </div>
      <ReportScreen />
    </section>
  );
}

function Tracks({ charts }: { charts: ReviewCharts }) {
  const [trackId, setTrackId] = useState(charts.tracks[0]?.id ?? '');
  const [asTable, setAsTable] = useState(false);
  const chart = charts.tracks.find((t) => t.id === trackId) ?? charts.tracks[0];
  if (!chart) return <p className="empty">This game keeps no per-power tracks.</p>;
  return (
    <div className="rv-tracks">
      <div className="rv-toolbar">
        <div className="seg" role="group" aria-label="Track">
          {charts.tracks.map((t) => (
            <button key={t.id} type="button" className={cx('seg-btn', t.id === chart.id && 'on')} aria-pressed={t.id === chart.id} onClick={() => setTrackId(t.id)}>
              {t.name}
            </button>
          ))}
        </div>
        <div className="seg" role="group" aria-label="Show as">
          <button type="button" className={cx('seg-btn', !asTable && 'on')} aria-pressed={!asTable} onClick={() => setAsTable(false)}>
            Chart
          </button>
          <button type="button" className={cx('seg-btn', asTable && 'on')} aria-pressed={asTable} onClick={() => setAsTable(true)}>
            Table
          </button>
        </div>
      </div>
      <h2 className="rv-h">{chart.name}, entry by entry</h2>
      {asTable ? <TrackTable chart={chart} /> : <LineChart key={chart.id} label={`${chart.name} over the campaign`} series={chart.series} total={charts.total} ticks={charts.ticks} />}
      <p className="muted small">Entries in force only: an action taken back with Undo is not part of the campaign's history here. Hover the chart for the exact value and the entry that set it.</p>
    </div>
  );
}

function TrackTable({ chart }: { chart: TrackChart }) {
  const rows = useMemo(() => tableRows(chart), [chart]);
  return (
    <div className="rv-table-wrap">
      <table className="rv-table" aria-label={`${chart.name} by entry`}>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">What changed it</th>
            {chart.series.map((s) => (
              <th key={s.power} scope="col" className="num">
                <PowerSwatch colour={s.colour} /> {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seq}>
              <td className="num">{r.seq}</td>
              <td>{r.title}</td>
              {r.values.map((v, i) => (
                <td key={i} className={v === null ? 'num muted' : 'num'}>
                  {v === undefined ? '—' : orNotEntered(v)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Battles({ charts, view }: { charts: ReviewCharts; view: CampaignView }) {
  const nameOf = (id: string) => view.powers.find((p) => p.power === id)?.name ?? id;
  if (!charts.battlesKnown) return <p className="empty">This game does not report its battles to the review yet.</p>;
  if (!charts.battles.length) return <p className="empty">No battle has been fought yet.</p>;
  return (
    <div className="rv-table-wrap">
      <table className="rv-table" aria-label="Battles">
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">When</th>
            <th scope="col">Where</th>
            <th scope="col">Attacker</th>
            <th scope="col">Defender</th>
            <th scope="col" className="num">
              Attacker's chance before the first die
            </th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {charts.battles.map((b) => (
            <tr key={b.seq}>
              <td className="num">{b.seq}</td>
              <td>{b.when}</td>
              <td>{b.where}</td>
              <td>{b.attacker.map(nameOf).join(', ')}</td>
              <td>{b.defender.map(nameOf).join(', ')}</td>
              <td className="num" title={b.chanceOf ? `The chance that ${b.chanceOf}` : undefined}>
                {b.attackerChance === null ? <span className="muted">not known (result entered)</span> : pct(b.attackerChance)}
              </td>
              <td className={cx(b.winner === 'attacker' && 'rv-win-a', b.winner === 'defender' && 'rv-win-d')}>{b.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}


function Luck({ luck, charts }: { luck: LuckReport; charts: ReviewCharts }) {
  const [asTable, setAsTable] = useState(false);
  const series: TrackSeries[] = useMemo(() => {
    const what = new Map(luck.rolls.map((r) => [`${r.seq}|${r.power}`, r.what]));
    return luck.powers.map((p) => ({
      power: p.power,
      name: p.name,
      colour: p.colour,
      points: [{ seq: 0, value: 0, title: 'Set-up' }, ...p.cumulative.map((c) => ({ seq: c.seq, value: Math.round(c.value * 100) / 100, title: what.get(`${c.seq}|${p.power}`) ?? '' }))],
    }));
  }, [luck]);
  if (luck.unsupported) return <p className="empty">{luck.unsupported}</p>;
  if (!luck.powers.length) return <p className="empty">No roll with known odds has been thrown yet (battle fire, diplomatic rolls and the like). Dice-tray rolls have no odds the app knows.</p>;
  return (
    <div className="rv-luck">
      <ul className="rv-verdicts">
        {luck.powers.map((p) => (
          <li key={p.power} className="rv-verdict">
            <PowerSwatch colour={p.colour} />
            <span>{p.sentence}</span>
          </li>
        ))}
      </ul>
      <table className="rv-table" aria-label="Luck by power">
        <thead>
          <tr>
            <th scope="col">Power</th>
            <th scope="col" className="num">Rolls</th>
            <th scope="col" className="num">Expected</th>
            <th scope="col" className="num">Actual</th>
            <th scope="col" className="num">Difference</th>
            <th scope="col" className="num">Percentile</th>
          </tr>
        </thead>
        <tbody>
          {luck.powers.map((p) => (
            <tr key={p.power}>
              <th scope="row">
                <PowerSwatch colour={p.colour} /> {p.name}
              </th>
              <td className="num">{p.rolls}</td>
              <td className="num">{p.expected.toFixed(2)}</td>
              <td className="num">{p.actual}</td>
              <td className="num">{(p.actual - p.expected >= 0 ? '+' : '') + (p.actual - p.expected).toFixed(2)}</td>
              <td className="num">{p.percentile.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        Scores are hits (battle fire) or totals (diplomatic rolls) from rolls whose odds the app knew before they were thrown; the percentile is exact, from the distribution of
        each power's total. Half the time a fair set of dice lands between the 25th and 75th percentile.
      </p>
      <div className="rv-toolbar">
        <h2 className="rv-h">Actual minus expected, cumulative</h2>
        <div className="seg" role="group" aria-label="Show as">
          <button type="button" className={cx('seg-btn', !asTable && 'on')} aria-pressed={!asTable} onClick={() => setAsTable(false)}>
            Chart
          </button>
          <button type="button" className={cx('seg-btn', asTable && 'on')} aria-pressed={asTable} onClick={() => setAsTable(true)}>
            Table
          </button>
        </div>
      </div>
      {asTable ? (
        <TrackTable chart={{ id: 'luck', name: 'Actual minus expected', series }} />
      ) : (
        <LineChart label="Luck over the campaign: actual minus expected" series={series} total={charts.total} ticks={charts.ticks} zero height={260} format={signed} />
      )}
    </div>
  );
}
