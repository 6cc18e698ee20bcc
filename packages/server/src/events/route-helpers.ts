import type { FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject, type Subject } from '../auth/subject.js';
import { OBJECT_ID } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, readStrictObject, type JsonObject } from '../http/body.js';
import { readDefinition, type EventDefinition } from './model.js';
import type { EventStore } from './store.js';

/** `SearchQueryParser`: `field:value` (substring, case-insensitive), `-field:value`, `field:=value`; bare words search the default field. */
export function listQueryMatches(query: string, values: Record<string, string>, defaultField: string): boolean {
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

export function sortBy<T>(items: T[], key: (item: T) => string | number, order: 'asc' | 'desc'): T[] {
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * (order === 'desc' ? -1 : 1);
  });
}

export const listParams = (request: FastifyRequest) => {
  const q = isObject(request.query) ? request.query : {};
  const { page, perPage } = paging(q, 50);
  return {
    q,
    page,
    perPage,
    query: (queryString(q, 'query') ?? '').trim(),
    order: queryString(q, 'order')?.toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const),
  };
};

export const failValidation = (
  reply: FastifyReply,
  result: { failed: boolean; errors: Record<string, string[]>; error_context: JsonObject },
) => reply.code(400).send(result);

/** SequentialBulkExecutor: each id through the single-item handler; failures are reported, never thrown. */
export const bulk = (request: FastifyRequest, action: (id: string) => void) => {
  requireSubject(request);
  const body = readStrictObject(request.body, ['entity_ids'], 'bulk operation request');
  const ids = body['entity_ids'];
  if (!Array.isArray(ids) || ids.length > 1000 || !ids.every((i) => typeof i === 'string'))
    throw new ApiError(400, 'Unable to map property entity_ids: expected a list of strings.');
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

/** The streams a definition searches must be readable: every named one, or all of them (`streams:read`) when none is named. */
export const checkStreams = (subject: Subject, definition: EventDefinition) => {
  const needed = definition.config.streams.length === 0 ? ['streams:read'] : definition.config.streams.map((s) => `streams:read:${s}`);
  if (needed.some((p) => !subject.isPermitted(p))) throw new ApiError(403, 'Not authorized');
};

/** The id an unsaved definition's events name. */
export const UNSAVED_ID = '000000000000000000000000';

/**
 * The unsaved definition a Sift extension runs (backtest, aggregation preview) from the request body's
 * `event_definition`, with the permission of saving it: editing the stored definition it names, else
 * creating one (checked before the body is read), and read access to its streams as on save.
 */
export function readUnsavedDefinition(request: FastifyRequest, store: EventStore, keys: readonly string[], what: string) {
  const named = isObject(request.body) && isObject(request.body['event_definition']) ? request.body['event_definition']['id'] : null;
  const existing = typeof named === 'string' && OBJECT_ID.test(named) ? store.definition(named) : undefined;
  const subject = requirePermission(request, existing ? `eventdefinitions:edit:${existing.id}` : 'eventdefinitions:create');
  const body = readStrictObject(request.body, keys, what);
  const definition: EventDefinition = { ...readDefinition(body['event_definition']), id: existing?.id ?? UNSAVED_ID, updated_at: null };
  checkStreams(subject, definition);
  return { subject, body, definition };
}
