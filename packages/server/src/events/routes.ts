import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject, type Subject } from '../auth/subject.js';
import { newObjectId, OBJECT_ID } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readObject, readStrictObject, slicePage, type JsonObject } from '../http/body.js';
import { parseQuery, QueryParseError } from '../query/parse.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import type { StreamStore } from '../streams/store.js';
import { DEFAULT_STREAM_ID } from '../streams/model.js';
import type { ConfigField } from '../inputs/types.js';
import {
  AGGREGATION_TYPE,
  DEFAULT_EVENTS_STREAM_ID,
  EMAIL_TYPE,
  notificationConfigJson,
  readDefinition,
  readNotification,
  SERIES_FUNCTIONS,
  SYSTEM_EVENTS_STREAM_ID,
  validateConfig,
  validateDefinition,
  validateNotification,
  Validation,
  type EventDefinition,
  type EventNotification,
} from './model.js';
import { NotificationError, testContext, type Notifier } from './notifier.js';
import { EventProcessorError, type EventProcessor } from './processor.js';
import type { EventScheduler } from './scheduler.js';
import { eventMatches } from './search.js';
import type { EventStore, StoredEvent } from './store.js';

export interface EventRouteDeps {
  store: EventStore;
  scheduler: EventScheduler;
  processor: EventProcessor;
  notifier: Notifier;
  streams: StreamStore;
  now: () => number;
}

const DEFINITION_ATTRIBUTES = [
  { id: 'title', title: 'Title', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'description', title: 'Description', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'priority', title: 'Priority', type: 'INT', sortable: true, filterable: false, searchable: false, hidden: false },
  { id: 'status', title: 'Status', type: 'BOOLEAN', sortable: false, filterable: false, searchable: false, hidden: false },
];
const NOTIFICATION_ATTRIBUTES = [
  { id: 'title', title: 'Title', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'description', title: 'Description', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'type', title: 'Type', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
];

const field = (type: ConfigField['type'], human_name: string, description: string, default_value: ConfigField['default_value'], is_optional: boolean, attributes: string[] = []): ConfigField => ({
  type,
  human_name,
  description,
  default_value,
  is_optional,
  attributes,
  additional_info: {},
  position: 100,
  is_encrypted: false,
});

/** The legacy alarm callbacks Graylog 5.1 still ships (they run only through `legacy-alarm-callback-notification-v1`). */
const LEGACY_CALLBACKS: Record<string, { name: string; configuration: Record<string, ConfigField> }> = {
  'org.graylog2.alarmcallbacks.EmailAlarmCallback': {
    name: 'Email Alert Callback',
    configuration: {
      sender: field('text', 'Sender', 'The sender of sent out mail alerts', 'graylog@example.org', false),
      subject: field('text', 'E-Mail Subject', 'The subject of sent out mail alerts', 'Graylog alert for stream: ${stream.title}: ${check_result.resultDescription}', false),
      body: field('text', 'E-Mail Body', 'The template to generate the body from', '', true, ['textarea']),
      user_receivers: field('list', 'User Receivers', 'Graylog usernames that should receive this alert', null, true),
      email_receivers: field('list', 'E-Mail Receivers', 'E-Mail addresses that should receive this alert', null, true),
    },
  },
  'org.graylog2.alarmcallbacks.HTTPAlarmCallback': {
    name: 'HTTP Alarm Callback',
    configuration: { url: field('text', 'URL', 'The URL to POST to when an alert is triggered', '', false) },
  },
};

/** `SearchQueryParser`: `field:value` (substring, case-insensitive), `-field:value`, `field:=value`; bare words search the default field. */
function listQueryMatches(query: string, values: Record<string, string>, defaultField: string): boolean {
  const words = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  return words.every((raw) => {
    let word = raw;
    const negate = word.startsWith('-');
    if (negate) word = word.slice(1);
    const colon = word.indexOf(':');
    let key = defaultField;
    let value = word;
    if (colon > 0 && word.slice(0, colon) in values) {
      key = word.slice(0, colon);
      value = word.slice(colon + 1);
    }
    const exact = value.startsWith('=');
    if (exact) value = value.slice(1);
    value = value.replace(/^"|"$/g, '');
    const actual = values[key] ?? '';
    const hit = exact ? actual === value : actual.toLowerCase().includes(value.toLowerCase());
    return negate ? !hit : hit;
  });
}

function sortBy<T>(items: T[], key: (item: T) => string | number, order: 'asc' | 'desc'): T[] {
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * (order === 'desc' ? -1 : 1);
  });
}

const listParams = (request: FastifyRequest) => {
  const q = isObject(request.query) ? request.query : {};
  const { page, perPage } = paging(q, 50);
  return { q, page, perPage, query: (queryString(q, 'query') ?? '').trim(), order: queryString(q, 'order')?.toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const) };
};

/** `/events/definitions`, `/events/notifications`, `/events/search`, `/events/entity_types` and the legacy alarm callbacks (ADMIN-API.md §7). */
export const eventRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, scheduler, processor, notifier, streams, now } = deps;

  const definitionJson = (d: EventDefinition) => ({ ...d, scheduler: scheduler.context(d.id) });

  /** checkPermission(perm, id) first (403), then the lookup (404), as EventDefinitionsResource does. */
  const loadDefinition = (request: FastifyRequest, id: string, permission: string): EventDefinition => {
    requirePermission(request, `${permission}:${id}`);
    const definition = OBJECT_ID.test(id) ? store.definition(id) : undefined;
    if (!definition) throw new ApiError(404, `Event definition <${id}> doesn't exist`);
    return definition;
  };
  const loadNotification = (request: FastifyRequest, id: string, permission: string) => {
    requirePermission(request, `${permission}:${id}`);
    const found = OBJECT_ID.test(id) ? store.notification(id) : undefined;
    if (!found) throw new ApiError(404, `Notification ${id} doesn't exist`);
    return found;
  };
  const failValidation = (reply: FastifyReply, result: { failed: boolean; errors: Record<string, string[]>; error_context: JsonObject }) => reply.code(400).send(result);

  /** The streams a definition searches must be readable: every named one, or all of them (`streams:read`) when none is named. */
  const checkStreams = (subject: Subject, definition: EventDefinition) => {
    const needed = definition.config.streams.length === 0 ? ['streams:read'] : definition.config.streams.map((s) => `streams:read:${s}`);
    if (needed.some((p) => !subject.isPermitted(p))) throw new ApiError(403, 'Not authorized');
  };

  // Event definitions

  const readableDefinitions = (subject: Subject) => store.definitions().filter((d) => subject.isPermitted(`eventdefinitions:read:${d.id}`));
  const filterDefinitions = (subject: Subject, query: string) =>
    readableDefinitions(subject).filter((d) => listQueryMatches(query, { id: d.id, title: d.title, description: d.description }, 'title'));

  app.get('/events/definitions/paginated', async (request) => {
    const subject = requireSubject(request);
    const { q, page, perPage, query, order } = listParams(request);
    const sort = queryString(q, 'sort') ?? 'title';
    const all = readableDefinitions(subject);
    const matching = filterDefinitions(subject, query);
    const key = (d: EventDefinition): string | number => (sort === 'priority' ? d.priority : sort === 'status' ? Number(d.alert) : sort === 'description' ? d.description.toLowerCase() : d.title.toLowerCase());
    const elements = slicePage(sortBy(matching, key, order), page, perPage).map(definitionJson);
    return {
      query,
      pagination: { total: matching.length, count: elements.length, page, per_page: perPage },
      total: all.length,
      sort,
      order,
      elements,
      attributes: DEFINITION_ATTRIBUTES,
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    };
  });

  app.get('/events/definitions', async (request) => {
    const subject = requireSubject(request);
    const { page, perPage, query } = listParams(request);
    const matching = sortBy(filterDefinitions(subject, query), (d) => d.title.toLowerCase(), 'asc');
    const elements = slicePage(matching, page, perPage);
    return {
      query,
      total: matching.length,
      page,
      per_page: perPage,
      count: elements.length,
      grand_total: readableDefinitions(subject).length,
      event_definitions: elements,
      context: { scheduler: Object.fromEntries(elements.map((d) => [d.id, scheduler.context(d.id)])) },
    };
  });

  app.get<{ Params: { id: string } }>('/events/definitions/:id', async (request) => {
    requireSubject(request);
    return definitionJson(loadDefinition(request, request.params.id, 'eventdefinitions:read'));
  });

  app.get<{ Params: { id: string } }>('/events/definitions/:id/with-context', async (request) => {
    requireSubject(request);
    const definition = loadDefinition(request, request.params.id, 'eventdefinitions:read');
    return { event_definition: definitionJson(definition), context: { scheduler: scheduler.context(definition.id) } };
  });

  const scheduleFlag = (request: FastifyRequest) => {
    const raw = isObject(request.query) ? request.query['schedule'] : undefined;
    if (raw === undefined || raw === '' || raw === 'true') return true;
    if (raw === 'false') return false;
    throw new ApiError(400, `Query parameter schedule must be true or false.`);
  };

  app.post('/events/definitions', async (request, reply) => {
    const subject = requirePermission(request, 'eventdefinitions:create');
    const schedule = scheduleFlag(request);
    const read = readDefinition(request.body);
    const definition: EventDefinition = { ...read, id: newObjectId(now()), updated_at: new Date(now()).toISOString() };
    checkStreams(subject, definition);
    const validation = validateDefinition(definition);
    if (validation.failed) return failValidation(reply, validation.result());
    store.saveDefinition(definition);
    if (schedule) scheduler.schedule(definition.id);
    return definitionJson(definition);
  });

  app.put<{ Params: { id: string } }>('/events/definitions/:id', async (request, reply) => {
    const subject = requireSubject(request);
    const existing = loadDefinition(request, request.params.id, 'eventdefinitions:edit');
    const schedule = scheduleFlag(request);
    const read = readDefinition(request.body);
    const definition: EventDefinition = { ...read, id: existing.id, updated_at: new Date(now()).toISOString() };
    checkStreams(subject, definition);
    const validation = validateDefinition(definition);
    if (read.id !== existing.id) validation.add('id', "Event definition IDs don't match");
    if (validation.failed) return failValidation(reply, validation.result());
    store.saveDefinition(definition);
    // A changed window or hop takes effect from the next run; the trigger keeps its time.
    if (schedule) scheduler.schedule(definition.id);
    else scheduler.unschedule(definition.id);
    return definitionJson(definition);
  });

  const deleteDefinition = (definition: EventDefinition) => {
    scheduler.unschedule(definition.id);
    store.deleteDefinition(definition.id);
  };

  app.delete<{ Params: { id: string } }>('/events/definitions/:id', async (request) => {
    requireSubject(request);
    const definition = loadDefinition(request, request.params.id, 'eventdefinitions:delete');
    deleteDefinition(definition);
    return definitionJson(definition);
  });

  app.put<{ Params: { id: string } }>('/events/definitions/:id/schedule', async (request) => {
    requireSubject(request);
    const definition = loadDefinition(request, request.params.id, 'eventdefinitions:edit');
    scheduler.schedule(definition.id);
    return definitionJson(definition);
  });

  app.put<{ Params: { id: string } }>('/events/definitions/:id/unschedule', async (request) => {
    requireSubject(request);
    const definition = loadDefinition(request, request.params.id, 'eventdefinitions:edit');
    scheduler.unschedule(definition.id);
    return definitionJson(definition);
  });

  app.put<{ Params: { id: string } }>('/events/definitions/:id/clear-notification-queue', async (request, reply) => {
    requireSubject(request);
    const definition = loadDefinition(request, request.params.id, 'eventdefinitions:edit');
    store.clearQueue(definition.id);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/events/definitions/:id/execute', async (request, reply) => {
    requireSubject(request);
    const definition = loadDefinition(request, request.params.id, 'eventdefinitions:execute');
    const body = readStrictObject(request.body, ['type', 'timerange', 'streams', 'batch_size'], 'event processor parameters');
    // Other types deserialize to FallbackParameters, which the resource refuses.
    if (body['type'] !== AGGREGATION_TYPE) throw new ApiError(400, 'Unknown parameters type');
    let range: { from: number; to: number };
    try {
      range = resolveTimeRange(readTimeRange(body['timerange']), now());
    } catch (error) {
      if (error instanceof TimeRangeError) throw new ApiError(400, error.message);
      throw error;
    }
    const rawStreams = body['streams'] ?? [];
    if (!Array.isArray(rawStreams) || rawStreams.length > 500 || !rawStreams.every((s) => typeof s === 'string' && OBJECT_ID.test(s))) throw new ApiError(400, 'Unable to map property streams: expected stream ids.');
    try {
      const events = await processor.run(definition, range, now(), rawStreams as string[]);
      scheduler.record(definition, events);
    } catch (error) {
      if (error instanceof EventProcessorError || error instanceof QueryParseError) throw new ApiError(500, error.message);
      throw error;
    }
    return reply.code(204).send();
  });

  /** Only the processor config is validated here (`toValidate.config().validate()`), not the title or field specs. */
  app.post('/events/definitions/validate', async (request) => {
    requirePermission(request, 'eventdefinitions:create');
    const validation = new Validation();
    validateConfig(readDefinition(request.body).config, validation);
    return validation.result();
  });

  /** SequentialBulkExecutor: each id through the single-item handler; failures are reported, never thrown. */
  const bulk = (request: FastifyRequest, action: (id: string) => void) => {
    requireSubject(request);
    const body = readStrictObject(request.body, ['entity_ids'], 'bulk operation request');
    const ids = body['entity_ids'];
    if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((i) => typeof i === 'string')) throw new ApiError(400, 'Unable to map property entity_ids: expected a list of strings.');
    if (ids.length === 0) throw new ApiError(400, 'No IDs provided in the request');
    const failures: { entity_id: string; failure_explanation: string }[] = [];
    let done = 0;
    for (const id of ids as string[]) {
      try {
        action(id);
        done++;
      } catch (error) {
        failures.push({ entity_id: id, failure_explanation: error instanceof Error ? error.message : String(error) });
      }
    }
    return { successfully_performed: done, failures };
  };
  app.post('/events/definitions/bulk_delete', async (request) => bulk(request, (id) => deleteDefinition(loadDefinition(request, id, 'eventdefinitions:delete'))));
  app.post('/events/definitions/bulk_schedule', async (request) => bulk(request, (id) => scheduler.schedule(loadDefinition(request, id, 'eventdefinitions:edit').id)));
  app.post('/events/definitions/bulk_unschedule', async (request) => bulk(request, (id) => scheduler.unschedule(loadDefinition(request, id, 'eventdefinitions:edit').id)));

  app.get('/events/entity_types', async (request) => {
    requireSubject(request);
    return {
      processor_types: [AGGREGATION_TYPE],
      field_provider_types: ['template-v1', 'lookup-v1'],
      storage_handler_types: ['persist-to-streams-v1'],
      aggregation_functions: [...SERIES_FUNCTIONS],
    };
  });

  // Notifications

  const notificationJson = (n: EventNotification, secrets: Parameters<typeof notificationConfigJson>[1]) => ({ ...n, config: notificationConfigJson(n.config, secrets) });
  const readableNotifications = (subject: Subject) => store.notifications().filter((n) => subject.isPermitted(`eventnotifications:read:${n.id}`));
  const filterNotifications = (subject: Subject, query: string) =>
    readableNotifications(subject).filter((n) => listQueryMatches(query, { id: n.id, title: n.title, description: n.description }, 'title'));
  const withSecrets = (n: EventNotification) => notificationJson(n, store.notification(n.id)?.secrets ?? { basic_auth: null, api_secret: null });

  app.get('/events/notifications/paginated', async (request) => {
    const subject = requireSubject(request);
    const { q, page, perPage, query, order } = listParams(request);
    const sort = queryString(q, 'sort') ?? 'title';
    const matching = filterNotifications(subject, query);
    const key = (n: EventNotification) => (sort === 'type' ? n.config.type : sort === 'description' ? n.description.toLowerCase() : n.title.toLowerCase());
    const elements = slicePage(sortBy(matching, key, order), page, perPage).map(withSecrets);
    return {
      query,
      pagination: { total: matching.length, count: elements.length, page, per_page: perPage },
      total: readableNotifications(subject).length,
      sort: sort === 'type' ? 'config.type' : sort,
      order,
      elements,
      attributes: NOTIFICATION_ATTRIBUTES,
      defaults: { sort: { id: 'title', direction: 'ASC' } },
    };
  });

  app.get('/events/notifications', async (request) => {
    const subject = requireSubject(request);
    const { page, perPage, query } = listParams(request);
    const matching = sortBy(filterNotifications(subject, query), (n) => n.title.toLowerCase(), 'asc');
    const elements = slicePage(matching, page, perPage).map(withSecrets);
    return { query, total: matching.length, page, per_page: perPage, count: elements.length, grand_total: readableNotifications(subject).length, notifications: elements };
  });

  app.get('/events/notifications/legacy/types', async (request) => {
    requireSubject(request);
    return { types: Object.fromEntries(Object.entries(LEGACY_CALLBACKS).map(([type, t]) => [type, { name: t.name, configuration: t.configuration }])) };
  });

  app.get<{ Params: { id: string } }>('/events/notifications/:id', async (request) => {
    requireSubject(request);
    const { notification, secrets } = loadNotification(request, request.params.id, 'eventnotifications:read');
    return notificationJson(notification, secrets);
  });

  /** EventNotificationsResource#validateEmailConfiguration: this server has no email transport. */
  const validateStored = (read: ReturnType<typeof readNotification>) => {
    const validation = validateNotification(read.title, read.config, read.secrets, read.keptSecret);
    if (read.config.type === EMAIL_TYPE) validation.add('config', 'Email transport is not configured in graylog.conf');
    return validation;
  };

  app.post('/events/notifications', async (request, reply) => {
    requirePermission(request, 'eventnotifications:create');
    const read = readNotification(request.body);
    const validation = validateStored(read);
    if (validation.failed) return failValidation(reply, validation.result());
    const notification: EventNotification = { id: newObjectId(now()), title: read.title, description: read.description, config: read.config };
    store.saveNotification(notification, read.secrets);
    return notificationJson(notification, read.secrets);
  });

  app.put<{ Params: { id: string } }>('/events/notifications/:id', async (request, reply) => {
    requireSubject(request);
    const existing = loadNotification(request, request.params.id, 'eventnotifications:edit');
    const read = readNotification(request.body, existing.secrets);
    if (read.id !== existing.notification.id) throw new ApiError(400, "Notification IDs don't match");
    const validation = validateStored(read);
    if (validation.failed) return failValidation(reply, validation.result());
    const notification: EventNotification = { id: existing.notification.id, title: read.title, description: read.description, config: read.config };
    store.saveNotification(notification, read.secrets);
    return notificationJson(notification, read.secrets);
  });

  app.delete<{ Params: { id: string } }>('/events/notifications/:id', async (request, reply) => {
    requireSubject(request);
    const { notification } = loadNotification(request, request.params.id, 'eventnotifications:delete');
    store.deleteNotification(notification.id);
    return reply.code(204).send();
  });

  // Graylog 5.1's entity table bulk action (3-administration.md §7 lists it with the definitions' ones).
  app.post('/events/notifications/bulk_delete', async (request) =>
    bulk(request, (id) => store.deleteNotification(loadNotification(request, id, 'eventnotifications:delete').notification.id)),
  );

  const test = async (subject: Subject, notification: EventNotification, secrets: Parameters<typeof notificationConfigJson>[1]) => {
    try {
      await notifier.send(notification, secrets, testContext(subject.username, now()));
    } catch (error) {
      if (error instanceof NotificationError) throw new ApiError(500, error.message);
      throw error;
    }
  };

  app.post<{ Params: { id: string } }>('/events/notifications/:id/test', async (request, reply) => {
    const subject = requireSubject(request);
    const { notification, secrets } = loadNotification(request, request.params.id, 'eventnotifications:edit');
    await test(subject, notification, secrets);
    return reply.code(200).send();
  });

  app.post('/events/notifications/test', async (request, reply) => {
    const subject = requirePermission(request, 'eventnotifications:create');
    const body = readObject(request.body, 'notification');
    // A saved notification's secrets stand in for `keep_value` (NotificationResourceHandler#prepareUpdate).
    const previous = typeof body['id'] === 'string' && OBJECT_ID.test(body['id']) ? store.notification(body['id'])?.secrets : undefined;
    const read = readNotification(body, previous);
    const validation = validateNotification(read.title, read.config, read.secrets, read.keptSecret);
    if (validation.failed) return failValidation(reply, validation.result());
    await test(subject, { id: read.id ?? '', title: read.title, description: read.description, config: read.config }, read.secrets);
    return reply.code(200).send();
  });

  // Events and alerts

  const canSee = (subject: Subject, event: StoredEvent) =>
    subject.isPermitted('streams:read') || event.source_streams.some((s) => subject.isPermitted(`streams:read:${s}`));
  const streamContext = (ids: Iterable<string>) => {
    const out: Record<string, { id: string; title: string; description: string | null }> = {};
    for (const id of ids) {
      const stream = streams.get(id);
      if (stream) out[id] = { id, title: stream.title, description: stream.description };
      else if (id === DEFAULT_EVENTS_STREAM_ID) out[id] = { id, title: 'All events', description: 'Stream containing all events created by Graylog' };
      else if (id === SYSTEM_EVENTS_STREAM_ID) out[id] = { id, title: 'All system events', description: 'Stream containing all system events created by Graylog' };
    }
    return out;
  };
  const indexName = 'gl-events_0';
  const wrap = (event: StoredEvent) => ({ event, index_name: indexName, index_type: 'message' });

  app.post('/events/search', async (request) => {
    const subject = requireSubject(request);
    const body = readStrictObject(request.body, ['query', 'page', 'per_page', 'timerange', 'filter', 'sort_by', 'sort_direction'], 'events search parameters');
    const started = Date.now();
    const text = typeof body['query'] === 'string' ? body['query'] : '';
    if (body['query'] !== undefined && body['query'] !== null && typeof body['query'] !== 'string') throw new ApiError(400, 'Unable to map property query: expected a string.');
    const int = (key: string, fallback: number) => {
      const v = body[key];
      if (v === undefined || v === null) return fallback;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new ApiError(400, `Unable to map property ${key}: expected an integer.`);
      return v;
    };
    const page = Math.max(1, int('page', 1));
    const perPage = Math.min(10_000, int('per_page', 10)) || 10;
    const filter = body['filter'] ?? {};
    if (!isObject(filter)) throw new ApiError(400, 'Unable to map property filter: expected an object.');
    const f = readStrictObject(filter, ['alerts', 'event_definitions'], 'filter');
    const alerts = f['alerts'] ?? 'include';
    if (alerts !== 'include' && alerts !== 'exclude' && alerts !== 'only') throw new ApiError(400, `Cannot deserialize value of type Alerts from String "${String(alerts)}": not one of the values accepted for Enum class: [include, exclude, only]`);
    const definitions = f['event_definitions'] ?? [];
    if (!Array.isArray(definitions) || !definitions.every((d) => typeof d === 'string')) throw new ApiError(400, 'Unable to map property event_definitions: expected a list of strings.');
    const sortBy = body['sort_by'] ?? 'timestamp';
    if (typeof sortBy !== 'string') throw new ApiError(400, 'Unable to map property sort_by: expected a string.');
    const direction = body['sort_direction'] ?? 'desc';
    if (direction !== 'asc' && direction !== 'desc') throw new ApiError(400, `Cannot deserialize value of type SortDirection from String "${String(direction)}": not one of the values accepted for Enum class: [asc, desc]`);
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
      if (d && subject.isPermitted(`eventdefinitions:read:${d.id}`)) definitionContext[d.id] = { id: d.id, title: d.title, description: d.description };
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
      context: { event_definitions: definitionContext, streams: streamContext(new Set(events.flatMap((e) => [...e.streams, ...e.source_streams]))) },
    };
  });

  app.get<{ Params: { id: string } }>('/events/:id', async (request) => {
    const subject = requireSubject(request);
    const event = store.event(request.params.id);
    if (!event || !canSee(subject, event)) throw new ApiError(404, 'HTTP 404 Not Found');
    return wrap(event);
  });

  // Legacy alarm callbacks: migrated to notifications, none remain on any stream.

  app.get('/alerts/callbacks', async (request) => {
    requireSubject(request);
    return { total: 0, alarmcallbacks: [] };
  });

  app.get('/alerts/callbacks/types', async (request) => {
    requireSubject(request);
    return { types: Object.fromEntries(Object.entries(LEGACY_CALLBACKS).map(([type, t]) => [type, { name: t.name, requested_configuration: t.configuration }])) };
  });

  const streamCallbacks = (request: FastifyRequest<{ Params: { id: string } }>) => {
    requirePermission(request, `streams:read:${request.params.id}`);
    const id = request.params.id;
    if (id !== DEFAULT_STREAM_ID && !(OBJECT_ID.test(id) && streams.get(id))) throw new ApiError(404, `Stream <${id}> not found!`);
  };
  app.get<{ Params: { id: string } }>('/streams/:id/alarmcallbacks', async (request) => {
    streamCallbacks(request);
    return { total: 0, alarmcallbacks: [] };
  });
  app.get<{ Params: { id: string } }>('/streams/:id/alarmcallbacks/available', async (request) => {
    streamCallbacks(request);
    return { types: Object.fromEntries(Object.entries(LEGACY_CALLBACKS).map(([type, t]) => [type, { name: t.name, requested_configuration: t.configuration }])) };
  });

};
