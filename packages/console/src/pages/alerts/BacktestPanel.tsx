import { useEffect, useMemo, useState } from 'react';
import { useEventBacktest, useSearchesClusterConfig, type EventBacktest, type EventBacktestRequest, type TimeRange } from '@sift/api';
import { BarChart, toChartData, type EventAnnotation } from '@sift/charts';
import { formatNumber, LoadingIndicator, Panel, useDebouncedCallback } from '@sift/ui';
import { pathTo } from '../../routing/routes';
import { relativePresets } from '../../search/timeRange/durations';
import { limitSeconds } from '../../search/timeRange/limits';
import { TimeRangePicker } from '../../search/timeRange/TimeRangePicker';
import { useCurrentUserContext } from '../../shell/currentUser';
import { failureMessage } from '../streams/reportFailure';
import { definitionFromDraft, type DefinitionDraft } from './definitionDraft';

/** The backtest runs again once the condition and the range have not changed for this long. */
export const BACKTEST_DEBOUNCE_MS = 1000;
/** What the backtest covers until the user picks another range: the last 24 hours. */
export const DEFAULT_BACKTEST_RANGE: TimeRange = { type: 'relative', range: 86_400 };
export const BACKTEST_TITLE = 'Backtest';

/** "would have raised N events" over the range, and in how many runs. */
export const backtestSummary = (result: Pick<EventBacktest, 'total' | 'executions'>) =>
  `This definition would have raised ${formatNumber(result.total)} ${result.total === 1 ? 'event' : 'events'} in ${formatNumber(result.executions)} ${result.executions === 1 ? 'run' : 'runs'} over this range.`;

/** The request the wizard's draft makes over a range (what the debounce settles on). */
export function backtestRequest(draft: DefinitionDraft, timerange: TimeRange): EventBacktestRequest {
  return { definition: { ...definitionFromDraft(draft), scheduler: null }, timerange };
}

/** The histogram's one series, named in its legend. */
const MATCHING_SERIES = 'Matching messages';
const TIME_ROW = [{ fields: ['timestamp'], type: 'time' as const }];

/** The matching messages per bucket as one bar series, and the events as annotation marks. */
function BacktestHistogram({ result, timezone }: { result: EventBacktest; timezone: string }) {
  const data = useMemo(
    () =>
      toChartData(
        result.histogram.buckets.map((b) => ({
          key: [b.timestamp],
          values: [{ key: [MATCHING_SERIES], value: b.count, rollup: true, source: 'row-leaf' as const }],
          source: 'leaf' as const,
        })),
        { rowPivots: TIME_ROW, timezone },
      ),
    [result, timezone],
  );
  const annotations = useMemo<EventAnnotation[]>(
    () => result.events.map((e, i) => ({ id: `${e.timestamp}-${i}`, timestamp: e.timestamp, label: e.message })),
    [result],
  );
  return (
    <BarChart
      title="Matching messages and the events the definition would have raised"
      data={data}
      annotations={annotations}
      timezone={timezone}
      timeRange={{ from: result.from, to: result.to }}
      bucketMs={result.histogram.intervalMs}
      height={180}
    />
  );
}

/**
 * Beyond Graylog: the events the unsaved definition would have raised over a past range (the last 24
 * hours unless another is picked), run by the server's event processor once the condition settles.
 */
export function BacktestPanel({ draft }: { draft: DefinitionDraft }) {
  const user = useCurrentUserContext();
  const timezone = user.timezone ?? 'UTC';
  const { data: config } = useSearchesClusterConfig();
  const limit = limitSeconds(config?.queryTimeRangeLimit);
  const [timerange, setTimerange] = useState<TimeRange>(DEFAULT_BACKTEST_RANGE);
  const key = JSON.stringify(backtestRequest(draft, timerange));
  // The first run starts at once; later ones once the draft and range have settled.
  const [request, setRequest] = useState(() => JSON.parse(key) as EventBacktestRequest);
  const settle = useDebouncedCallback(setRequest, BACKTEST_DEBOUNCE_MS);
  useEffect(() => settle(JSON.parse(key) as EventBacktestRequest), [key, settle]);
  const backtest = useEventBacktest(request);
  const pending = JSON.stringify(request) !== key || backtest.isValidating;
  return (
    <Panel title={BACKTEST_TITLE} headingLevel={3}>
      <div role="region" aria-label={BACKTEST_TITLE} style={{ display: 'grid', gap: 8 }}>
        <TimeRangePicker
          value={timerange}
          onChange={setTimerange}
          presets={relativePresets(config?.relativeTimerangeOptions ?? {}, limit)}
          limitSeconds={limit}
          timezone={timezone}
          configureRangesHref={pathTo('SYSTEM_CONFIGURATIONS')}
        />
        {backtest.error ? (
          <p role="alert" style={{ margin: 0 }}>
            Could not run the backtest: {failureMessage(backtest.error)}
          </p>
        ) : backtest.data ? (
          <>
            <p role="status" aria-busy={pending} style={{ margin: 0 }}>
              {backtestSummary(backtest.data)}
            </p>
            <BacktestHistogram result={backtest.data} timezone={timezone} />
          </>
        ) : (
          <LoadingIndicator />
        )}
      </div>
    </Panel>
  );
}
