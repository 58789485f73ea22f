// Campaign review benchmarks (issue 15): building the chart data is linear in the log's length (10,000 entries
// vs 1,000: ratio at most 12); stepping the replay one entry forward is flat (10,000 entries vs 100: at most 3).
import { buildAllianceCampaign } from '../bin/bench-builder';
import { chartData } from '../shared/review/charts';
import { Timeline } from '../shared/review/timeline';
import { goalRow, timeMedian, type BenchRow } from './engine';

function timeline(entries: number) {
  const { campaign } = buildAllianceCampaign({ entries });
  return { campaign, file: campaign.toFile() };
}

export async function runReviewBench(): Promise<BenchRow[]> {
  const big = timeline(10_000);
  const mid = timeline(1_000);
  const small = timeline(100);
  // Chart data from the log: the fold into the timeline (as main does on first asking) and the charts from it.
  const chartsOf = (c: ReturnType<typeof timeline>) => chartData(Timeline.of(c.campaign.module, c.file));
  const bigMs = timeMedian(() => chartsOf(big), 5, 500);
  const midMs = timeMedian(() => chartsOf(mid), 9, 300);
  // One step forward in the replay, in the middle of the campaign: the view as it stood there.
  const step = (t: Timeline<any>) => {
    let n = Math.floor(t.total / 2);
    return () => {
      n = n + 1 > t.total ? Math.floor(t.total / 2) : n + 1;
      return t.view(n, '/tmp/x.adc');
    };
  };
  const tBig = Timeline.of(big.campaign.module, big.file);
  const tSmall = Timeline.of(small.campaign.module, small.file);
  const stepBig = timeMedian(step(tBig), 400, 300);
  const stepSmall = timeMedian(step(tSmall), 400, 300);
  return [
    goalRow('review: chart data, 10,000-entry vs 1,000-entry campaign', bigMs, midMs, { max: 12 }, 'linear: the timeline fold and one pass over the entries in force'),
    goalRow('review: replay one step forward, 10,000-entry vs 100-entry campaign', stepBig, stepSmall, { max: 3 }, 'flat: the view as it stood is a lookup in the timeline'),
  ];
}
