import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject, type Subject } from '../auth/subject.js';
import { newObjectId, OBJECT_ID } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { isObject, queryString, readStrictObject, slicePage } from '../http/body.js';
import { QueryParseError } from '../query/parse.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import { AGGREGATION_TYPE, readDefinition, SERIES_FUNCTIONS, validateConfig, validateDefinition, type EventDefinition } from './model.js';
import { Validation } from './model-readers.js';
import { EventProcessorError } from './processor.js';
import { bulk, checkStreams, failValidation, listParams, listQueryMatches, sortBy } from './route-helpers.js';
import type { EventRouteDeps } from './routes.js';

const DEFINITION_ATTRIBUTES = [
  { id: 'title', title: 'Title', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'description', title: 'Description', type: 'STRING', sortable: true, filterable: false, searchable: true, hidden: false },
  { id: 'priority', title: 'Priority', type: 'INT', sortable: true, filterable: false, searchable: false, hidden: false },
  { id: 'status', title: 'Status', type: 'BOOLEAN', sortable: false, filterable: false, searchable: false, hidden: false },
];

/** `/events/definitions` and `/events/entity_types` (ADMIN-API.md §7). */
export const definitionRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, scheduler, processor, now } = deps;

  const definitionJson = (d: EventDefinition) => ({ ...d, scheduler: scheduler.context(d.id) });

  /** checkPermission(perm, id) first (403), then the lookup (404), as EventDefinitionsResource does. */
  const loadDefinition = (request: FastifyRequest, id: string, permission: string): EventDefinition => {
    requirePermission(request, `${permission}:${id}`);
    const definition = OBJECT_ID.test(id) ? store.definition(id) : undefined;
    if (!definition) throw new ApiError(404, `Event definition <${id}> doesn't exist`);
    return definition;
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
    const key = (d: EventDefinition): string | number =>
      sort === 'priority'
        ? d.priority
        : sort === 'status'
          ? Number(d.alert)
          : sort === 'description'
            ? d.description.toLowerCase()
            : d.title.toLowerCase();
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
    if (!Array.isArray(rawStreams) || rawStreams.length > 500 || !rawStreams.every((s) => typeof s === 'string' && OBJECT_ID.test(s)))
      throw new ApiError(400, 'Unable to map property streams: expected stream ids.');
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

  app.post('/events/definitions/bulk_delete', async (request) =>
    bulk(request, (id) => deleteDefinition(loadDefinition(request, id, 'eventdefinitions:delete'))),
  );
  app.post('/events/definitions/bulk_schedule', async (request) =>
    bulk(request, (id) => scheduler.schedule(loadDefinition(request, id, 'eventdefinitions:edit').id)),
  );
  app.post('/events/definitions/bulk_unschedule', async (request) =>
    bulk(request, (id) => scheduler.unschedule(loadDefinition(request, id, 'eventdefinitions:edit').id)),
  );

  app.get('/events/entity_types', async (request) => {
    requireSubject(request);
    return {
      processor_types: [AGGREGATION_TYPE],
      field_provider_types: ['template-v1', 'lookup-v1'],
      storage_handler_types: ['persist-to-streams-v1'],
      aggregation_functions: [...SERIES_FUNCTIONS],
    };
  });
};
