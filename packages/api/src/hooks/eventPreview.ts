import type { ApiClient } from '../client/ApiClient';
import { obj, required } from '../models/decode';
import { encodeFilter, streamsFilter } from '../models/filter';
import { decodeSearchJob, type Message } from '../models/searchJob';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** How many of the matching messages the Condition step's preview shows. */
export const EVENT_PREVIEW_SAMPLE_SIZE = 10;

/** What an event definition's filter searches: its query and streams over its window. */
export interface EventFilterPreviewRequest {
  query: string;
  streams: readonly string[];
  /** The window, `search_within_ms` in seconds. */
  rangeSeconds: number;
}

export interface EventFilterPreview {
  /** How many messages of the window match. */
  total: number;
  /** The newest of them, at most EVENT_PREVIEW_SAMPLE_SIZE. */
  messages: Message[];
}

async function preview(client: ApiClient, request: EventFilterPreviewRequest): Promise<EventFilterPreview> {
  const filter = streamsFilter(request.streams);
  const body = {
    queries: [
      {
        id: 'preview',
        timerange: { type: 'relative', range: request.rangeSeconds },
        query: { type: 'elasticsearch', query_string: request.query },
        ...(filter ? { filter: encodeFilter(filter) } : {}),
        search_types: [
          {
            id: 'sample',
            type: 'messages',
            limit: EVENT_PREVIEW_SAMPLE_SIZE,
            offset: 0,
            sort: [{ field: 'timestamp', order: 'DESC' }],
            decorators: [],
          },
        ],
      },
    ],
    parameters: [],
  };
  const job = decodeSearchJob(obj(required(await client.post('/views/search/sync', body), 'search_job'), 'search_job'));
  const result = job.results['preview']?.searchTypes['sample'];
  if (job.results['preview']?.state === 'FAILED' || !result || result.type !== 'messages') {
    throw new Error(job.results['preview']?.errors[0]?.description ?? job.errors[0]?.description ?? 'the search failed');
  }
  return { total: result.total, messages: result.messages };
}

/**
 * The messages an event definition's filter matches in its last window (the Condition step's preview);
 * `null` reads nothing. The caller debounces what it passes.
 */
export function useEventFilterPreview(request: EventFilterPreviewRequest | null): ApiReadResult<EventFilterPreview> {
  return useApiRead(
    request ? ['search', 'eventFilterPreview', request] : null,
    (c) => preview(c, request ?? { query: '', streams: [], rangeSeconds: 300 }),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
    },
  );
}
