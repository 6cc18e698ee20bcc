import type { FastifyPluginAsync } from 'fastify';
import { requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, queriesOfFilter, readSearch, type Json, type QueryDTO } from '../search/dto.js';

/** A `$name$` parameter use (Graylog's `QueryStringParser`). */
const PARAMETER = /\$([A-Za-z_]\w*)\$/g;

/** Every query string a query runs: its own, its search types' and their `query_string` filters. */
function queryStrings(query: QueryDTO): string[] {
  const out = [query.query.query_string, ...queriesOfFilter(query.filter)];
  for (const searchType of query.search_types) {
    const q = searchType['query'];
    if (isObject(q) && typeof q['query_string'] === 'string') out.push(q['query_string']);
    queriesOfFilter(searchType['filter'], out);
  }
  return out;
}

/** The parameter names a query uses, in order of first use. */
export function usedParameterNames(query: QueryDTO): string[] {
  const names = new Set<string>();
  for (const text of queryStrings(query)) for (const m of text.matchAll(PARAMETER)) names.add(m[1]!);
  return [...names];
}

/**
 * `POST /views/search/metadata` (Graylog's `SearchMetadataResource`): for each query of the posted
 * search, the parameters its query strings use (`query_metadata.<id>.used_parameters_names`), and the
 * parameters the search declares, by name. A used name that is not declared is an undeclared parameter.
 */
export const searchMetadataRoutes: FastifyPluginAsync = async (app) => {
  app.post('/views/search/metadata', async (request) => {
    requireSubject(request);
    if (request.body === undefined || request.body === null) throw new ApiError(400, 'Search body is mandatory');
    const search = readSearch(request.body, () => '');
    const declared: Record<string, Json> = {};
    for (const parameter of search.parameters) {
      const name = parameter['name'];
      if (typeof name !== 'string' || name === '') throw new ApiError(400, 'Every parameter needs a "name"');
      if (Object.hasOwn(declared, name)) throw new ApiError(400, `Parameter ${name} is declared more than once`);
      declared[name] = parameter;
    }
    const queryMetadata: Record<string, { used_parameters_names: string[] }> = {};
    for (const query of search.queries) queryMetadata[query.id] = { used_parameters_names: usedParameterNames(query) };
    return { query_metadata: queryMetadata, declared_parameters: declared };
  });
};
