import type { EventDefinition, EventRecord } from '@sift/api';
import { searchLink } from '../../routing/searchLink';

/** Escapes a value for a Lucene term, unquoted, as the web UI's QueryHelper does. */
export function escapeLuceneValue(value: string): string {
  return value.replace(/[+\-!(){}[\]^"~*?:\\/&|\s]/g, (c) => `\\${c}`);
}

const configQuery = (config: Record<string, unknown>) => (typeof config['query'] === 'string' ? config['query'] : '');
const configStreams = (config: Record<string, unknown>) =>
  Array.isArray(config['streams']) ? config['streams'].filter((s): s is string => typeof s === 'string') : [];

/**
 * "Replay search" of an event (ADMIN-API.md §7.5): its window as an absolute range, its streams and the
 * definition's query narrowed to the event's group-by values. Null when the event carries no replay info.
 */
export function eventReplayLink(event: EventRecord): string | null {
  const info = event.replayInfo;
  if (!info || typeof info['timerange_start'] !== 'string' || typeof info['timerange_end'] !== 'string') return null;
  const query = typeof info['query'] === 'string' ? info['query'].trim() : '';
  const groups = Object.entries(event.groupByFields).map(([field, value]) => `${field}:${escapeLuceneValue(value)}`);
  const parts = [...(query === '' ? [] : [`(${query})`]), ...(groups.length === 0 ? [] : [`(${groups.join(' AND ')})`])];
  return searchLink({
    query: parts.join(' AND '),
    range: { type: 'absolute', from: info['timerange_start'], to: info['timerange_end'] },
    streams: configStreams(info),
  });
}

/** "Replay search" of a definition: the last `search_within_ms` over its streams with its query. */
export function definitionReplayLink(definition: EventDefinition): string {
  const within = definition.config['search_within_ms'];
  return searchLink({
    query: configQuery(definition.config),
    range: { type: 'relative', range: typeof within === 'number' ? Math.max(1, Math.round(within / 1000)) : 300 },
    streams: configStreams(definition.config),
  });
}
