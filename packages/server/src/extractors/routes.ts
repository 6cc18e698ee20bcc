import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, type Subject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optString, readStrictObject, type JsonObject } from '../http/body.js';
import type { InputStore } from '../inputs/store.js';
import { buildConverter, ConverterConfigError } from './converters.js';
import { RegexSyntaxError } from './java-regex.js';
import { compileExtractor, RESERVED_TARGETS, type ExtractorRuntime } from './runtime.js';
import { timeUuid, type ConditionType, type CursorStrategy, type ExtractorRecord, type ExtractorStore } from './store.js';
import { EXTRACTOR_TYPES, ExtractorConfigError, type ExtractorType, type RunnerDeps } from './types.js';

const REQUEST_FIELDS = [
  'title',
  'cursor_strategy',
  'source_field',
  'target_field',
  'extractor_type',
  'extractor_config',
  'converters',
  'condition_type',
  'condition_value',
  'order',
];
const MAX_TEXT = 64 * 1024;
const MAX_CONFIG = 256 * 1024;
const MAX_CONVERTERS = 100;

export function extractorSummary(e: ExtractorRecord, runtime: ExtractorRuntime) {
  const metrics = runtime.metricsOf(e.id);
  return {
    id: e.id,
    title: e.title,
    type: e.type,
    cursor_strategy: e.cursorStrategy,
    source_field: e.sourceField,
    target_field: e.targetField,
    extractor_config: e.config,
    creator_user_id: e.creatorUserId,
    converters: e.converters.map((c) => ({ type: c.type, config: c.config })),
    condition_type: e.conditionType,
    condition_value: e.conditionValue,
    order: e.order,
    exceptions: metrics.exceptions,
    converter_exceptions: metrics.converterExceptions,
    metrics: metrics.toJSON(),
  };
}

function oneOf<T extends string>(values: readonly T[], raw: unknown, key: string, fallback?: T): T {
  if ((raw === undefined || raw === null) && fallback !== undefined) return fallback;
  const value = typeof raw === 'string' ? values.find((v) => v === raw.toLowerCase()) : undefined;
  if (!value) throw new ApiError(400, `No enum constant for ${key} <${String(raw)}>.`);
  return value;
}

function jsonObject(value: unknown, key: string): JsonObject {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new ApiError(400, `Unable to map property ${key}: expected a JSON object.`);
  if (JSON.stringify(value).length > MAX_CONFIG) throw new ApiError(400, `Property ${key} is too long.`);
  return value;
}

/** Checks an extractor as Graylog does on create and update (reserved targets, config, condition); drops unusable converters. */
export function validateExtractor(request: ExtractorRecord, deps: RunnerDeps): ExtractorRecord {
  if (request.targetField.trim() === '' && request.type !== 'grok' && request.type !== 'json')
    throw new ApiError(400, 'Missing required property target_field.');
  if (RESERVED_TARGETS.has(request.targetField))
    throw new ApiError(400, `You cannot apply an extractor on reserved field [${request.targetField}].`);
  // Converters whose configuration is unusable are dropped, as Graylog's loadConverters does.
  const record = { ...request, converters: request.converters.filter((c) => usable(c.type, c.config, deps)) };
  try {
    compileExtractor(record, deps);
  } catch (error) {
    if (error instanceof ExtractorConfigError) throw new ApiError(400, error.message);
    if (error instanceof RegexSyntaxError) throw new ApiError(400, `Invalid condition regular expression: ${error.message}`);
    throw error;
  }
  return record;
}

function usable(type: string, config: JsonObject, deps: RunnerDeps): boolean {
  try {
    buildConverter(type, config, deps);
    return true;
  } catch (error) {
    if (error instanceof ConverterConfigError) return false;
    throw error;
  }
}

/** Reads a `CreateExtractorRequest` (ADMIN-API.md §2.2). */
export function readRequest(body: unknown): Omit<ExtractorRecord, 'id' | 'inputId' | 'creatorUserId'> {
  const obj = readStrictObject(body, REQUEST_FIELDS);
  const title = optString(obj, 'title', 1024);
  const sourceField = optString(obj, 'source_field', 1024);
  const targetField = optString(obj, 'target_field', 1024) ?? '';
  if (!title || title.trim() === '') throw new ApiError(400, 'Missing required property title.');
  if (!sourceField || sourceField.trim() === '') throw new ApiError(400, 'Missing required property source_field.');
  const rawConverters = obj['converters'] ?? [];
  if (!Array.isArray(rawConverters)) throw new ApiError(400, 'Unable to map property converters: expected a list of converters.');
  if (rawConverters.length > MAX_CONVERTERS) throw new ApiError(400, `At most ${MAX_CONVERTERS} converters are allowed.`);
  const converters = rawConverters.map((c: unknown, i) => {
    if (!isObject(c) || typeof c['type'] !== 'string')
      throw new ApiError(400, `Unable to map property converters[${i}]: expected {type, config}.`);
    return { type: c['type'].toLowerCase(), config: jsonObject(c['config'], `converters[${i}].config`) };
  });
  const order = obj['order'];
  if (order !== undefined && order !== null && (typeof order !== 'number' || !Number.isInteger(order)))
    throw new ApiError(400, 'Unable to map property order: expected an integer.');
  const conditionType = oneOf<ConditionType>(['none', 'string', 'regex'], obj['condition_type'], 'condition_type', 'none');
  return {
    title,
    type: oneOf<ExtractorType>(EXTRACTOR_TYPES, obj['extractor_type'], 'extractor_type'),
    cursorStrategy: oneOf<CursorStrategy>(['copy', 'cut'], obj['cursor_strategy'], 'cursor_strategy', 'copy'),
    sourceField,
    targetField,
    config: jsonObject(obj['extractor_config'], 'extractor_config'),
    converters,
    conditionType,
    conditionValue: optString(obj, 'condition_value', MAX_TEXT) ?? '',
    order: typeof order === 'number' ? order : 0,
  };
}

/** `/system/inputs/{id}/extractors` (ADMIN-API.md §2.1). */
export const extractorRoutes: FastifyPluginAsync<{
  extractors: ExtractorStore;
  runtime: ExtractorRuntime;
  inputs: InputStore;
  deps: RunnerDeps;
}> = async (app, { extractors, runtime, inputs, deps }) => {
  const input = (request: FastifyRequest<{ Params: { id: string } }>, action: 'read' | 'edit'): Subject => {
    const subject = requirePermission(request, `inputs:${action}:${request.params.id}`);
    if (!inputs.get(request.params.id)) throw new ApiError(404, `Couldn't find input ${request.params.id}`);
    return subject;
  };
  const extractor = (inputId: string, id: string) => {
    const found = extractors.get(inputId, id);
    if (!found) throw new ApiError(404, `Couldn't find extractor ${id}`);
    return found;
  };
  /** Checks that the extractor can run (config, condition regex, reserved target) before it is stored. */
  const validated = (request: ExtractorRecord): ExtractorRecord => validateExtractor(request, deps);

  app.get<{ Params: { id: string } }>('/system/inputs/:id/extractors', async (request) => {
    input(request, 'read');
    const list = extractors.forInput(request.params.id).map((e) => extractorSummary(e, runtime));
    return { total: list.length, extractors: list };
  });

  app.get<{ Params: { id: string; extractorId: string } }>('/system/inputs/:id/extractors/:extractorId', async (request) => {
    input(request, 'read');
    return extractorSummary(extractor(request.params.id, request.params.extractorId), runtime);
  });

  app.post<{ Params: { id: string } }>('/system/inputs/:id/extractors', async (request, reply) => {
    const subject = input(request, 'edit');
    const record = validated({ ...readRequest(request.body), id: timeUuid(), inputId: request.params.id, creatorUserId: subject.username });
    extractors.save(record);
    runtime.reload(record.inputId);
    return reply.code(201).header('location', `/system/inputs/${record.inputId}/extractors/${record.id}`).send({ extractor_id: record.id });
  });

  app.put<{ Params: { id: string; extractorId: string } }>('/system/inputs/:id/extractors/:extractorId', async (request) => {
    input(request, 'edit');
    const existing = extractor(request.params.id, request.params.extractorId);
    const record = validated({
      ...readRequest(request.body),
      id: existing.id,
      inputId: existing.inputId,
      creatorUserId: existing.creatorUserId,
    });
    extractors.save(record);
    runtime.reload(record.inputId);
    return extractorSummary(record, runtime);
  });

  app.delete<{ Params: { id: string; extractorId: string } }>('/system/inputs/:id/extractors/:extractorId', async (request, reply) => {
    input(request, 'edit');
    extractor(request.params.id, request.params.extractorId);
    extractors.delete(request.params.id, request.params.extractorId);
    runtime.reload(request.params.id);
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/system/inputs/:id/extractors/order', async (request, reply) => {
    input(request, 'edit');
    const body = readStrictObject(request.body, ['order']);
    const order = body['order'];
    if (!isObject(order)) throw new ApiError(400, 'Unable to map property order: expected an object of position to extractor id.');
    const entries = Object.entries(order).map(([position, id]): [number, string] => {
      const n = Number(position);
      if (!Number.isInteger(n) || typeof id !== 'string')
        throw new ApiError(400, 'Unable to map property order: expected an object of position to extractor id.');
      extractor(request.params.id, id);
      return [n, id];
    });
    extractors.reorder(request.params.id, entries);
    runtime.reload(request.params.id);
    return reply.code(204).send();
  });
};
