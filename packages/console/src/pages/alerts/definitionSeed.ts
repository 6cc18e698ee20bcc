import { newGrouping, newMetric } from '../../search/results/aggregation/editor/editorModel';
import { durationOf, emptyDraft, EVENT_SERIES_FUNCTIONS, type DefinitionDraft } from './definitionDraft';

const isObj = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The event-definition seed of 3-administration.md §3, as "Continue configuration" stores it under a session id. */
export interface EventDefinitionSeed {
  type?: string;
  query?: string;
  agg_field?: string;
  agg_value?: number;
  agg_function?: string;
  group_by?: string[];
  loc_query_parameters?: unknown[];
  search_within_ms?: number;
  streams?: string[];
}

/** A new draft from a seed: its query, streams and window, its group-by fields, and its function over the field above the value. */
export function draftFromSeed(seed: EventDefinitionSeed): DefinitionDraft {
  const draft = emptyDraft();
  const fn = EVENT_SERIES_FUNCTIONS.find((f) => f === seed.agg_function);
  const metric = fn ? { ...newMetric(), fn, field: seed.agg_field && seed.agg_field !== '' ? seed.agg_field : null } : null;
  return {
    ...draft,
    query: seed.query ?? '',
    streams: seed.streams ?? [],
    searchWithin: seed.search_within_ms && seed.search_within_ms > 0 ? durationOf(seed.search_within_ms) : draft.searchWithin,
    groupings: (seed.group_by ?? []).map((field) => ({ ...newGrouping(), field })),
    metrics: metric ? [metric] : [],
    conditions: metric ? { [metric.id]: { comparator: '>', value: typeof seed.agg_value === 'number' ? seed.agg_value : null } } : {},
  };
}

/** The seed stored under `session-id` in local storage, or null when there is none or it is not JSON. */
export function readSeed(storage: Pick<Storage, 'getItem'>, sessionId: string | null): EventDefinitionSeed | null {
  if (!sessionId) return null;
  try {
    const value: unknown = JSON.parse(storage.getItem(sessionId) ?? 'null');
    return isObj(value) ? (value as EventDefinitionSeed) : null;
  } catch {
    return null;
  }
}
