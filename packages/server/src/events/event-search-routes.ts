import type { FastifyPluginAsync } from 'fastify';
import { requireSubject, type Subject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, readStrictObject, slicePage } from '../http/body.js';
import { parseQuery, QueryParseError } from '../query/parse.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import { DEFAULT_EVENTS_STREAM_ID, SYSTEM_EVENTS_STREAM_ID } from './model.js';
import { eventMatches } from './search.js';
import type { StoredEvent } from './store.js';
import type { EventRouteDeps } from './routes.js';

/** `/events/search` and `/events/:id` (ADMIN-API.md §7). */
export const eventSearchRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, streams, now } = deps;

  // Events and alerts

  const canSee = (subject: Subject, event: StoredEvent) =>
    subject.isPermitted('streams:read') || event.source_streams.some((s) => subject.isPermitted(`streams:read:${s}`));
  const streamContext = (ids: Iterable<string>) => {
    const out: Record<string, { id: string; title: string; description: string | null }> = {};
    for (const id of ids) {
      const stream = streams.get(id);
      if (stream) out[id] = { id, title: stream.title, description: stream.description };
      else if (id === DEFAULT_EVENTS_STREAM_ID)
        out[id] = { id, title: 'All events', description: 'Stream containing all events created by Graylog' };
      else if (id === SYSTEM_EVENTS_STREAM_ID)
        out[id] = { id, title: 'All system events', description: 'Stream containing all system events created by Graylog' };
    }
    return out;
  };
  const indexName = 'gl-events_0';
  const wrap = (event: StoredEvent) => ({ event, index_name: indexName, index_type: 'message' });

  app.post('/events/search', async (request) => {
    const subject = requireSubject(request);
    const body = readStrictObject(
      request.body,
      ['query', 'page', 'per_page', 'timerange', 'filter', 'sort_by', 'sort_direction'],
      'events search parameters',
    );
    const started = Date.now();
    const text = typeof body['query'] === 'string' ? body['query'] : '';
    if (body['query'] !== undefined && body['query'] !== null && typeof body['query'] !== 'string')
      throw new ApiError(400, 'Unable to map property query: expected a string.');
    const int = (key: string, fallback: number) => {
      const v = body[key];
      if (v === undefined || v === null) return fallback;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
        throw new ApiError(400, `Unable to map property ${key}: expected an integer.`);
      return v;
    };
    const page = Math.max(1, int('page', 1));
    const perPage = Math.min(10_000, int('per_page', 10)) || 10;
    const filter = body['filter'] ?? {};
    if (!isObject(filter)) throw new ApiError(400, 'Unable to map property filter: expected an object.');
    const f = readStrictObject(filter, ['alerts', 'event_definitions'], 'filter');
    const alerts = f['alerts'] ?? 'include';
    if (alerts !== 'include' && alerts !== 'exclude' && alerts !== 'only')
      throw new ApiError(
        400,
        `Cannot deserialize value of type Alerts from String "${String(alerts)}": not one of the values accepted for Enum class: [include, exclude, only]`,
      );
    const definitions = f['event_definitions'] ?? [];
    if (!Array.isArray(definitions) || !definitions.every((d) => typeof d === 'string'))
      throw new ApiError(400, 'Unable to map property event_definitions: expected a list of strings.');
    const sortBy = body['sort_by'] ?? 'timestamp';
    if (typeof sortBy !== 'string') throw new ApiError(400, 'Unable to map property sort_by: expected a string.');
    const direction = body['sort_direction'] ?? 'desc';
    if (direction !== 'asc' && direction !== 'desc')
      throw new ApiError(
        400,
        `Cannot deserialize value of type SortDirection from String "${String(direction)}": not one of the values accepted for Enum class: [asc, desc]`,
      );
    const rawRange = body['timerange'] ?? { type: 'relative', range: 3600 };
    let range: { from: number; to: number };
    try {
      range = resolveTimeRange(readTimeRange(rawRange), now());
    } catch (error) {
      if (error instanceof TimeRangeError) throw new ApiError(400, error.message);
      throw error;
    }
    let node;
    try {
      node = parseQuery(text);
    } catch (error) {
      if (error instanceof QueryParseError) throw new ApiError(400, error.message);
      throw error;
    }
    const matching = store
      .eventsBetween(range.from, range.to)
      .filter((e) => (alerts === 'only' ? e.alert : alerts === 'exclude' ? !e.alert : true))
      .filter((e) => definitions.length === 0 || definitions.includes(e.event_definition_id))
      .filter((e) => canSee(subject, e))
      .filter((e) => eventMatches(e, node));
    const value = (e: StoredEvent): string | number => {
      const v = (e as unknown as Record<string, unknown>)[sortBy];
      return typeof v === 'number' ? v : typeof v === 'string' ? v : String(v ?? '');
    };
    const sorted = [...matching].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const c = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
      return direction === 'asc' ? c : -c;
    });
    const events = slicePage(sorted, page, perPage);
    const definitionContext: Record<string, { id: string; title: string; description: string }> = {};
    for (const e of events) {
      const d = store.definition(e.event_definition_id);
      if (d && subject.isPermitted(`eventdefinitions:read:${d.id}`))
        definitionContext[d.id] = { id: d.id, title: d.title, description: d.description };
    }
    return {
      parameters: {
        page,
        per_page: perPage,
        timerange: rawRange,
        query: text,
        filter: { alerts, event_definitions: definitions },
        sort_by: sortBy,
        sort_direction: direction,
      },
      total_events: matching.length,
      duration: Date.now() - started,
      events: events.map(wrap),
      used_indices: matching.length > 0 ? [indexName] : [],
      context: {
        event_definitions: definitionContext,
        streams: streamContext(new Set(events.flatMap((e) => [...e.streams, ...e.source_streams]))),
      },
    };
  });

  app.get<{ Params: { id: string } }>('/events/:id', async (request) => {
    const subject = requireSubject(request);
    const event = store.event(request.params.id);
    if (!event || !canSee(subject, event)) throw new ApiError(404, 'HTTP 404 Not Found');
    return wrap(event);
  });
};
