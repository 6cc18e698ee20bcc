import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optStringArray, paging, queryString, readStrictObject, reqString, slicePage, type JsonObject } from '../http/body.js';
import {
  adapterJson,
  assertValid,
  cacheJson,
  defaultMulti,
  defaultSingle,
  readAdapter,
  readCache,
  readTable,
  tableJson,
  type ComponentRecord,
  type Parsed,
  type TableRecord,
} from './model.js';
import { lookupResultJson, isEmptyResult, type LookupResult } from './result.js';
import type { LookupService } from './service.js';
import type { Collection, LookupStore } from './store.js';
import { addError, ADAPTER_TYPES, CACHE_TYPES, typeDescriptors, type FieldErrors } from './types.js';

const READ = 'lookuptables:read';
const CREATE = 'lookuptables:create';
const EDIT = 'lookuptables:edit';
const DELETE = 'lookuptables:delete';

interface Named {
  id: string;
  title: string;
  description: string;
  name: string;
}
const SEARCH_FIELDS = ['id', 'title', 'description', 'name'] as const;
type SearchField = (typeof SEARCH_FIELDS)[number];

/** One term of a list query (`SearchQueryParser`): `field:value`, `-field:value`, `field:=value` or a bare title word. */
interface Term {
  field: SearchField;
  value: string;
  exact: boolean;
  negate: boolean;
}

function parseQuery(query: string): Term[] {
  const terms: Term[] = [];
  const tokens = query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? [];
  for (const raw of tokens) {
    let token = raw;
    const negate = token.startsWith('-');
    if (negate) token = token.slice(1);
    const colon = token.indexOf(':');
    const field = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
    if (colon > 0 && (SEARCH_FIELDS as readonly string[]).includes(field)) {
      let value = token.slice(colon + 1);
      const exact = value.startsWith('=');
      if (exact) value = value.slice(1);
      terms.push({ field: field as SearchField, value: value.replace(/^"|"$/g, ''), exact, negate });
    } else {
      terms.push({ field: 'title', value: raw.replace(/^"|"$/g, ''), exact: false, negate: false });
    }
  }
  return terms;
}

const termMatches = (item: Named, term: Term) => {
  const v = item[term.field];
  return term.exact ? v === term.value : v.toLowerCase().includes(term.value.toLowerCase());
};

/** Terms on one field are alternatives, fields must all match, negated terms must all fail. */
function matches(item: Named, terms: Term[]): boolean {
  const byField = new Map<SearchField, Term[]>();
  for (const t of terms) {
    if (t.negate) {
      if (termMatches(item, t)) return false;
    } else {
      byField.set(t.field, [...(byField.get(t.field) ?? []), t]);
    }
  }
  return [...byField.values()].every((alternatives) => alternatives.some((t) => termMatches(item, t)));
}

/** The flat page of Graylog's lookup lists: filter, sort (title desc by default), slice. */
function page<T extends Named>(items: T[], request: FastifyRequest) {
  const q: JsonObject = isObject(request.query) ? request.query : {};
  const { page: pageNo, perPage } = paging(q, 50);
  const query = queryString(q, 'query') ?? null;
  const rawSort = (queryString(q, 'sort') ?? 'title').toLowerCase();
  const sort: SearchField = (SEARCH_FIELDS as readonly string[]).includes(rawSort) ? (rawSort as SearchField) : 'title';
  const descending = (queryString(q, 'order') ?? 'desc').toLowerCase() === 'desc';
  const terms = parseQuery(query ?? '');
  const filtered = items
    .filter((item) => matches(item, terms))
    .sort((a, b) => {
      const [x, y] = [a[sort], b[sort]];
      return (x < y ? -1 : x > y ? 1 : 0) * (descending ? -1 : 1);
    });
  const slice = slicePage(filtered, pageNo, perPage);
  return {
    query,
    total: filtered.length,
    count: slice.length,
    page: pageNo,
    per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
    slice,
  };
}

const sendResult = (reply: FastifyReply, result: LookupResult) =>
  reply.type('application/json; charset=utf-8').send(lookupResultJson(result));

const validationResult = (errors: FieldErrors) => ({ failed: Object.keys(errors).length > 0, errors, error_context: {} });

/** `/system/lookup/*`, the cluster purge and the lookup table tester (ADMIN-API.md §5). */
export const lookupRoutes: FastifyPluginAsync<{ store: LookupStore; service: LookupService; nodeId: string }> = async (
  app,
  { store, service, nodeId },
) => {
  const load = <C extends Collection>(collection: C, request: FastifyRequest, idOrName: string, permission: string) => {
    requirePermission(request, permission);
    const found = store.get(collection, idOrName);
    if (!found) throw new ApiError(404, 'HTTP 404 Not Found');
    requirePermission(request, `${permission}:${found.id}`);
    return found;
  };

  const resolvedPage = (tables: TableRecord[], resolve: boolean) => {
    const caches: Record<string, unknown> = {};
    const adapters: Record<string, unknown> = {};
    if (resolve) {
      for (const t of tables) {
        const cache = store.byId('lut_caches', t.cacheId);
        const adapter = store.byId('lut_data_adapters', t.dataAdapterId);
        if (cache) caches[cache.id] = cacheJson(cache);
        if (adapter) adapters[adapter.id] = adapterJson(adapter);
      }
    }
    return { lookup_tables: tables.map(tableJson), caches, data_adapters: adapters };
  };
  const resolveFlag = (request: FastifyRequest) => queryString(request.query, 'resolve') === 'true';

  /** The target of an update: the path must name the body's id or name (Graylog's `check…Id`). */
  const updateTarget = <C extends Collection>(
    collection: C,
    request: FastifyRequest,
    idOrName: string,
    parsed: { id: string | null; name: string },
  ) => {
    if (idOrName !== parsed.id && idOrName !== parsed.name)
      throw new ApiError(400, `URL parameter <${idOrName}> does not match parameter in request body`);
    const target = parsed.id ? store.byId(collection, parsed.id) : store.byName(collection, idOrName);
    if (!target) throw new ApiError(404, 'HTTP 404 Not Found');
    requirePermission(request, `${EDIT}:${target.id}`);
    return target;
  };

  const referencesExist = (table: Parsed<TableRecord>['record']) => {
    if (!store.byId('lut_caches', table.cacheId)) throw new ApiError(400, `Cache <${table.cacheId}> not found.`);
    if (!store.byId('lut_data_adapters', table.dataAdapterId)) throw new ApiError(400, `Data adapter <${table.dataAdapterId}> not found.`);
  };

  // Lookup tables
  app.get('/system/lookup/tables', async (request) => {
    requirePermission(request, READ);
    const { slice, ...pagination } = page(store.list('lut_tables'), request);
    return { ...pagination, ...resolvedPage(slice, resolveFlag(request)) };
  });

  app.get<{ Params: { idOrName: string } }>('/system/lookup/tables/:idOrName', async (request) => {
    const table = load('lut_tables', request, request.params.idOrName, READ);
    return { query: null, total: 1, count: 1, page: 1, per_page: 1, ...resolvedPage([table], resolveFlag(request)) };
  });

  app.post('/system/lookup/tables', async (request) => {
    requirePermission(request, CREATE);
    const { record, violations } = readTable(request.body);
    assertValid(violations);
    referencesExist(record);
    return tableJson(store.save('lut_tables', { ...record, id: null }));
  });

  app.put<{ Params: { idOrName: string } }>('/system/lookup/tables/:idOrName', async (request) => {
    requirePermission(request, EDIT);
    const { record, violations } = readTable(request.body);
    const target = updateTarget('lut_tables', request, request.params.idOrName, record);
    assertValid(violations);
    referencesExist(record);
    return tableJson(store.save('lut_tables', { ...record, id: target.id }));
  });

  app.delete<{ Params: { idOrName: string } }>('/system/lookup/tables/:idOrName', async (request) => {
    const table = load('lut_tables', request, request.params.idOrName, DELETE);
    store.delete('lut_tables', table.id);
    return tableJson(table);
  });

  app.post('/system/lookup/tables/validate', async (request) => {
    requirePermission(request, READ);
    const { record, violations } = readTable(request.body);
    const errors: FieldErrors = { ...violations };
    const clash = record.name ? store.byName('lut_tables', record.name) : undefined;
    if (clash && clash.id !== record.id) addError(errors, 'name', 'The lookup table name is already in use.');
    try {
      defaultSingle(record.defaultSingleValue, record.defaultSingleValueType);
    } catch (error) {
      addError(errors, 'default_single_value', (error as Error).message);
    }
    try {
      defaultMulti(record.defaultMultiValue, record.defaultMultiValueType);
    } catch (error) {
      addError(errors, 'default_multi_value', (error as Error).message);
    }
    return validationResult(errors);
  });

  app.get<{ Params: { idOrName: string } }>('/system/lookup/tables/:idOrName/query', async (request, reply) => {
    requirePermission(request, READ);
    const key = queryString(request.query, 'key');
    if (!key) throw new ApiError(400, 'performLookup.arg1 must not be empty');
    return sendResult(reply, await service.lookupAsync(request.params.idOrName, key));
  });

  const purge = (request: FastifyRequest, idOrName: string): boolean => {
    requirePermission(request, READ);
    const table = store.get('lut_tables', idOrName);
    return table !== undefined && service.purgeTable(table.name, queryString(request.query, 'key'));
  };

  app.post<{ Params: { idOrName: string } }>('/system/lookup/tables/:idOrName/purge', async (request, reply) => {
    if (!purge(request, request.params.idOrName)) throw new ApiError(404, `Lookup table <${request.params.idOrName}> not found`);
    return reply.code(204).send();
  });

  // The UI purges through the cluster resource, which calls every node (here: this one) and reports each answer.
  // An unknown table is a 404 here already (Graylog would report each node's 404 in a 200).
  app.post<{ Params: { idOrName: string } }>('/cluster/system/lookup/tables/:idOrName/purge', async (request) => {
    if (!purge(request, request.params.idOrName)) throw new ApiError(404, `Lookup table <${request.params.idOrName}> not found`);
    return { [nodeId]: { call_executed: true, server_error_message: null, response: { success: true, code: 204, entity: null } } };
  });

  // Data adapters
  app.get('/system/lookup/adapters', async (request) => {
    requirePermission(request, READ);
    const { slice, ...pagination } = page(store.list('lut_data_adapters'), request);
    return { ...pagination, data_adapters: slice.map(adapterJson) };
  });

  app.get<{ Params: { idOrName: string } }>('/system/lookup/adapters/:idOrName', async (request) =>
    adapterJson(load('lut_data_adapters', request, request.params.idOrName, READ)),
  );

  app.post('/system/lookup/adapters', async (request) => {
    requirePermission(request, CREATE);
    const { record, violations } = readAdapter(request.body);
    assertValid(violations);
    return adapterJson(store.save('lut_data_adapters', { ...record, id: null }));
  });

  app.put<{ Params: { idOrName: string } }>('/system/lookup/adapters/:idOrName', async (request) => {
    requirePermission(request, EDIT);
    const { record, violations } = readAdapter(request.body);
    const target = updateTarget('lut_data_adapters', request, request.params.idOrName, record);
    assertValid(violations);
    return adapterJson(store.save('lut_data_adapters', { ...record, id: target.id }));
  });

  app.delete<{ Params: { idOrName: string } }>('/system/lookup/adapters/:idOrName', async (request) => {
    const adapter = load('lut_data_adapters', request, request.params.idOrName, DELETE);
    if (store.tablesUsing('adapter', adapter.id).length) throw new ApiError(400, 'The adapter is still in use, cannot delete.');
    store.delete('lut_data_adapters', adapter.id);
    return adapterJson(adapter);
  });

  const validateComponent = (collection: 'lut_data_adapters' | 'lut_caches', parsed: Parsed<ComponentRecord>, what: string) => {
    const { record, violations } = parsed;
    const errors: FieldErrors = { ...violations };
    const clash = record.name ? store.byName(collection, record.name) : undefined;
    if (clash && clash.id !== record.id) addError(errors, 'name', `The ${what} name is already in use.`);
    const spec = (collection === 'lut_caches' ? CACHE_TYPES : ADAPTER_TYPES).find((t) => t.type === record.config.type);
    for (const [field, messages] of Object.entries(spec?.validate(record.config) ?? {}))
      for (const m of messages) addError(errors, field, m);
    return validationResult(errors);
  };

  app.post('/system/lookup/adapters/validate', async (request) => {
    requirePermission(request, READ);
    return validateComponent('lut_data_adapters', readAdapter(request.body), 'data adapter');
  });

  app.get<{ Params: { idOrName: string } }>('/system/lookup/adapters/:idOrName/query', async (request, reply) => {
    requirePermission(request, READ);
    const key = queryString(request.query, 'key');
    if (!key) throw new ApiError(400, 'performAdapterLookup.arg1 must not be empty');
    const result = await service.lookupAdapter(request.params.idOrName, key);
    if (!result) throw new ApiError(404, `Unable to find data adapter ${request.params.idOrName}`);
    return sendResult(reply, result);
  });

  app.get('/system/lookup/types/adapters', async (request) => {
    requirePermission(request, READ);
    return typeDescriptors(ADAPTER_TYPES);
  });

  // Caches
  app.get('/system/lookup/caches', async (request) => {
    requirePermission(request, READ);
    const { slice, ...pagination } = page(store.list('lut_caches'), request);
    return { ...pagination, caches: slice.map(cacheJson) };
  });

  app.get<{ Params: { idOrName: string } }>('/system/lookup/caches/:idOrName', async (request) =>
    cacheJson(load('lut_caches', request, request.params.idOrName, READ)),
  );

  app.post('/system/lookup/caches', async (request) => {
    requirePermission(request, CREATE);
    const { record, violations } = readCache(request.body);
    assertValid(violations);
    return cacheJson(store.save('lut_caches', { ...record, id: null }));
  });

  app.put<{ Params: { idOrName: string } }>('/system/lookup/caches/:idOrName', async (request) => {
    requirePermission(request, EDIT);
    const { record, violations } = readCache(request.body);
    const target = updateTarget('lut_caches', request, request.params.idOrName, record);
    assertValid(violations);
    return cacheJson(store.save('lut_caches', { ...record, id: target.id }));
  });

  app.delete<{ Params: { idOrName: string } }>('/system/lookup/caches/:idOrName', async (request) => {
    const cache = load('lut_caches', request, request.params.idOrName, DELETE);
    if (store.tablesUsing('cache', cache.id).length) throw new ApiError(400, 'The cache is still in use, cannot delete.');
    store.delete('lut_caches', cache.id);
    return cacheJson(cache);
  });

  app.post('/system/lookup/caches/validate', async (request) => {
    requirePermission(request, READ);
    return validateComponent('lut_caches', readCache(request.body), 'cache');
  });

  app.get('/system/lookup/types/caches', async (request) => {
    requirePermission(request, READ);
    return typeDescriptors(CACHE_TYPES);
  });

  // Runtime error states of tables, adapters and caches
  app.post('/system/lookup/errorstates', async (request) => {
    requirePermission(request, READ);
    const body = readStrictObject(request.body, ['tables', 'data_adapters', 'caches'], 'error states request');
    return service.errorStates({
      tables: optStringArray(body, 'tables', 1000, 500),
      dataAdapters: optStringArray(body, 'data_adapters', 1000, 500),
      caches: optStringArray(body, 'caches', 1000, 500),
    });
  });

  // `/tools/lookup_table_tester` (the extractor editor's lookup table converter preview)
  app.post('/tools/lookup_table_tester', async (request) => {
    requirePermission(request, READ);
    const body = readStrictObject(request.body, ['lookup_table_name', 'string'], 'lookup table test request');
    const tableName = reqString(body, 'lookup_table_name', 500);
    const string = reqString(body, 'string', 65_536);
    if (!service.hasTable(tableName))
      return { empty: true, error: true, error_message: `Lookup table <${tableName}> doesn't exist`, key: null, value: null };
    const result = await service.lookupAsync(tableName, string.trim());
    return { empty: isEmptyResult(result), error: false, error_message: '', key: string, value: result.single_value };
  });
};
