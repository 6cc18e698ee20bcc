import type { ApiClient } from '../client/ApiClient';
import { arrOr, isObject, num, obj, optStr, required, str, strings, type JsonObject } from '../models/decode';
import { encodeEventDefinition, type EventDefinition } from '../models/events';
import { encodeTimeRange, type TimeRange } from '../models/timeRange';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** What a backtest runs: a definition as it would be saved, over a past range. */
export interface EventBacktestRequest {
  definition: EventDefinition;
  timerange: TimeRange;
}

/** One event the definition would have raised. */
export interface BacktestEvent {
  timestamp: string;
  timerangeStart: string | null;
  timerangeEnd: string | null;
  message: string;
  key: string;
  keyTuple: string[];
  groupByFields: Record<string, string>;
  fields: Record<string, string>;
  originContext: string | null;
}

export interface EventBacktest {
  from: string;
  to: string;
  /** How many times the definition ran over the range. */
  executions: number;
  /** How many events it would have raised. */
  total: number;
  /** The newest of them (at most 500), oldest first. */
  events: BacktestEvent[];
  /** The messages matching the definition's query and streams, per bucket of the range. */
  histogram: { intervalMs: number; buckets: { timestamp: string; count: number }[] };
}

const textMap = (value: unknown): Record<string, string> =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)])) : {};

function decodeBacktestEvent(value: unknown, field: string): BacktestEvent {
  const e = obj(value, field);
  return {
    timestamp: str(e['timestamp'], `${field}.timestamp`),
    timerangeStart: optStr(e['timerange_start'], `${field}.timerange_start`),
    timerangeEnd: optStr(e['timerange_end'], `${field}.timerange_end`),
    message: str(e['message'], `${field}.message`),
    key: optStr(e['key'], `${field}.key`) ?? '',
    keyTuple: strings(e['key_tuple'], `${field}.key_tuple`),
    groupByFields: textMap(e['group_by_fields']),
    fields: textMap(e['fields']),
    originContext: optStr(e['origin_context'], `${field}.origin_context`),
  };
}

export function decodeEventBacktest(value: unknown, field = 'backtest'): EventBacktest {
  const source = obj(value, field);
  const histogram = obj(source['histogram'], `${field}.histogram`);
  return {
    from: str(source['from'], `${field}.from`),
    to: str(source['to'], `${field}.to`),
    executions: num(source['executions'], `${field}.executions`),
    total: num(source['total'], `${field}.total`),
    events: arrOr(source['events'], `${field}.events`, decodeBacktestEvent),
    histogram: {
      intervalMs: num(histogram['interval_ms'], `${field}.histogram.interval_ms`),
      buckets: arrOr(histogram['buckets'], `${field}.histogram.buckets`, (b, f) => {
        const bucket = obj(b, f);
        return { timestamp: str(bucket['timestamp'], `${f}.timestamp`), count: num(bucket['count'], `${f}.count`) };
      }),
    },
  };
}

/** Sift's `POST /sift/events/definitions/backtest`: the events an unsaved definition would have raised over a past range. */
export async function backtestEventDefinition(client: ApiClient, request: EventBacktestRequest): Promise<EventBacktest> {
  const body: JsonObject = {
    event_definition: encodeEventDefinition(request.definition) as unknown as JsonObject,
    timerange: encodeTimeRange(request.timerange),
  };
  return decodeEventBacktest(required(await client.post('/sift/events/definitions/backtest', body), 'backtest'));
}

/**
 * The backtest of a definition over a range (the wizard's Condition step); `null` runs nothing. The
 * caller debounces what it passes; a failed backtest (an invalid condition) is not retried.
 */
export function useEventBacktest(request: EventBacktestRequest | null): ApiReadResult<EventBacktest> {
  return useApiRead(
    request ? ['search', 'eventBacktest', request] : null,
    (c) => backtestEventDefinition(c, request ?? { definition: EMPTY_DEFINITION, timerange: { type: 'relative', range: 86_400 } }),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

const EMPTY_DEFINITION: EventDefinition = {
  id: null,
  scope: null,
  title: '',
  description: '',
  priority: 2,
  alert: false,
  config: { type: 'aggregation-v1' },
  fieldSpec: {},
  keySpec: [],
  notificationSettings: { gracePeriodMs: 0, backlogSize: null },
  notifications: [],
  storage: [],
  scheduler: null,
};
