import { toChartData } from '../transforms/chartSeries';
import type { EventAnnotation } from '../charts/types';
import { latencyPercentiles, LATENCY_SERIES, SOURCE_PIVOT, STATUS_PIVOT, TIME_PIVOT, topHosts, webTrafficByStatus } from './storyData';

// Chart-ready data for stories; UTC so screenshots do not depend on the machine's timezone.
export const STORY_TIMEZONE = 'UTC';

export const trafficByStatus = (hours = 24) =>
  toChartData(webTrafficByStatus(hours), {
    rowPivots: [TIME_PIVOT],
    columnPivots: [STATUS_PIVOT],
    includeRollup: false,
    timezone: STORY_TIMEZONE,
  });

/** Requests per hour, one series (the rows without the status code columns). */
export const trafficTotal = (hours = 24) =>
  toChartData(
    webTrafficByStatus(hours).map((r) => ({ ...r, values: r.values.filter((v) => v.rollup) })),
    { rowPivots: [TIME_PIVOT], timezone: STORY_TIMEZONE },
  );

export const hostsByCount = () => toChartData(topHosts(), { rowPivots: [SOURCE_PIVOT], timezone: STORY_TIMEZONE });

export const latency = () => toChartData(latencyPercentiles(), { rowPivots: [TIME_PIVOT], timezone: STORY_TIMEZONE });
export { LATENCY_SERIES };

export const deployAnnotations: EventAnnotation[] = [
  { id: 'deploy-1', timestamp: '2024-05-06T03:40:00.000Z', label: 'Deploy api-gw 2.14.0' },
  { id: 'alert-1', timestamp: '2024-05-06T04:50:00.000Z', label: 'Alert: p99 latency above 400 ms' },
];

/** Hourly traffic change against the day before: positive and negative values for relative bars. */
export const trafficDelta = () => {
  const data = trafficByStatus(12);
  return {
    ...data,
    series: data.series.map((s, si) => ({
      ...s,
      points: s.points.map((p, pi) => ({
        ...p,
        value: p.value === null ? null : Math.round((p.value * (((pi * 7 + si * 3) % 10) - 4)) / 10),
      })),
    })),
  };
};
