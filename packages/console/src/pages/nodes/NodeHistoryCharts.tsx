import { assignColors, LineChart, type ChartData, type ChartSeries } from '@sift/charts';
import { useNodeHistory, type NodeHistorySample } from '@sift/api';
import { LoadingIndicator } from '@sift/ui';
import styled from 'styled-components';

/** What the charts say before the server has taken its first sample. */
export const NODE_HISTORY_EMPTY = 'No samples yet: the server records the node’s figures every 10 seconds and keeps the last hour.';

const MIB = 1024 * 1024;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
`;

const Cell = styled.div`
  min-width: 0;
`;

/** The chart's title on screen (the chart's figure carries the same name for assistive technology). */
const Caption = styled.div`
  font-weight: 600;
  margin-bottom: 8px;
`;

type Line = { name: string; value: (s: NodeHistorySample) => number | null };

/** Time-series chart data of the samples, one series a line. */
function toData(samples: readonly NodeHistorySample[], lines: readonly Line[]): ChartData {
  const colors = assignColors(lines.map((l) => l.name));
  const series: ChartSeries[] = lines.map((line) => ({
    id: line.name,
    name: line.name,
    seriesId: line.name,
    columnKey: [],
    rollup: false,
    color: colors.get(line.name) ?? '',
    points: samples.map((s) => {
      const x = new Date(s.timestamp);
      return { rowKey: [{ field: 'timestamp', value: x.toISOString() }], label: x.toISOString(), x, value: line.value(s) };
    }),
  }));
  return { xType: 'time', categories: samples.map((s) => new Date(s.timestamp).toISOString()), series, totals: {} };
}

const CHARTS: ReadonlyArray<{ title: string; lines: readonly Line[] }> = [
  { title: 'Ingest rate (messages/s)', lines: [{ name: 'Accepted', value: (s) => s.ingestRate }] },
  {
    title: 'Search latency (ms)',
    lines: [
      { name: 'p50', value: (s) => s.searchP50Ms },
      { name: 'p95', value: (s) => s.searchP95Ms },
    ],
  },
  {
    title: 'Memory (MiB)',
    lines: [
      { name: 'RSS', value: (s) => Math.round((s.rssBytes / MIB) * 10) / 10 },
      { name: 'Heap', value: (s) => Math.round((s.heapUsedBytes / MIB) * 10) / 10 },
    ],
  },
];

/** The node's last hour of ingest rate, search latency and memory (a Sift extension), refreshed every sample. */
export function NodeHistoryCharts({ nodeId }: { nodeId: string }) {
  const { data, error } = useNodeHistory(nodeId);
  if (!data && error) return <p>{`The node's history could not be read: ${error.message}`}</p>;
  if (!data) return <LoadingIndicator />;
  if (data.samples.length === 0) return <p>{NODE_HISTORY_EMPTY}</p>;
  const last = data.samples[data.samples.length - 1]!;
  const range = { from: new Date(last.timestamp - 60 * 60 * 1000), to: new Date(last.timestamp) };
  return (
    <Grid>
      {CHARTS.map((chart) => (
        <Cell key={chart.title}>
          <Caption aria-hidden="true">{chart.title}</Caption>
          <LineChart title={chart.title} data={toData(data.samples, chart.lines)} timeRange={range} height={200} />
        </Cell>
      ))}
    </Grid>
  );
}
