import type { ApiClient } from '../client/ApiClient';
import { arrOr, num, obj, optNum, record, required, str, strings, type JsonObject } from '../models/decode';
import { encodeEventDefinition, type EventDefinition } from '../models/events';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** One group of the aggregation's window. */
export interface AggregationPreviewGroup {
  /** The group-by values, in `group_by` order; empty without group-by. */
  key: string[];
  /** Each series' value by series id; `null` when it has none (e.g. `avg` over no message). */
  values: Record<string, number | null>;
  /** Whether the conditions hold for the group (a run would raise an event for it); `null` without conditions. */
  wouldRaise: boolean | null;
}

export interface AggregationPreview {
  /** The window searched: the last `search_within_ms` before now. */
  from: string;
  to: string;
  /** How many groups the window holds. */
  total: number;
  /** How many of them would raise an event; `null` without conditions. */
  raising: number | null;
  /** At most 100 of them, those that would raise first. */
  groups: AggregationPreviewGroup[];
}

export function decodeAggregationPreview(value: unknown, field = 'aggregation_preview'): AggregationPreview {
  const source = obj(value, field);
  return {
    from: str(source['from'], `${field}.from`),
    to: str(source['to'], `${field}.to`),
    total: num(source['total'], `${field}.total`),
    raising: optNum(source['raising'], `${field}.raising`),
    groups: arrOr(source['groups'], `${field}.groups`, (g, f) => {
      const group = obj(g, f);
      const would = group['would_raise'];
      return {
        key: strings(group['key'], `${f}.key`),
        values: record(group['values'] ?? {}, `${f}.values`, optNum),
        wouldRaise: typeof would === 'boolean' ? would : null,
      };
    }),
  };
}

/**
 * Sift's `POST /sift/events/definitions/aggregation-preview`: an unsaved aggregation definition's groups
 * over its window ending now, each series' value and whether it would raise an event.
 */
export async function previewEventAggregation(client: ApiClient, definition: EventDefinition): Promise<AggregationPreview> {
  const body: JsonObject = { event_definition: encodeEventDefinition(definition) as unknown as JsonObject };
  return decodeAggregationPreview(required(await client.post('/sift/events/definitions/aggregation-preview', body), 'aggregation_preview'));
}

/**
 * The aggregation preview of a definition (the wizard's Condition step); `null` reads nothing. The caller
 * debounces what it passes; a failed preview (an invalid condition or query) is not retried.
 */
export function useEventAggregationPreview(definition: EventDefinition | null): ApiReadResult<AggregationPreview> {
  return useApiRead(
    definition ? ['search', 'eventAggregationPreview', definition] : null,
    (c) => (definition ? previewEventAggregation(c, definition) : Promise.reject(new Error('no definition to preview'))),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
}
