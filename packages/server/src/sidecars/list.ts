import { ApiError } from '../http/errors.js';
import { isObject, paging, queryString, slicePage, type JsonObject } from '../http/body.js';

export interface ListParams {
  page: number;
  perPage: number;
  query: string;
  sort: string;
  order: 'asc' | 'desc';
}

/** `page`, `per_page`, `query`, `sort` and `order` of Graylog's paginated list resources. */
export function listParams(rawQuery: unknown, defaultSort: string): ListParams {
  const q: JsonObject = isObject(rawQuery) ? rawQuery : {};
  const { page, perPage } = paging(q, 50);
  const order = (queryString(q, 'order') ?? 'asc').toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw new ApiError(400, 'Query parameter order must be asc or desc.');
  return { page, perPage, query: queryString(q, 'query') ?? '', sort: queryString(q, 'sort') || defaultSort, order };
}

/**
 * A filter for Graylog's list query language (SearchQueryParser): whitespace-separated `field:value`
 * (case-insensitive substring), `field:=value` (exact), `-field:value` (excluded) and bare words on the
 * default field. `fields` reads a field's value(s) of an item; an unknown field name is searched as a word.
 */
export function queryFilter<T>(
  query: string,
  defaultField: string,
  fields: Record<string, (item: T) => string | null>,
): (item: T) => boolean {
  const tests = (query.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []).map((token) => {
    const negate = token.startsWith('-');
    const body = negate ? token.slice(1) : token;
    const colon = body.indexOf(':');
    const named = colon > 0 && Object.hasOwn(fields, body.slice(0, colon));
    const field = named ? body.slice(0, colon) : defaultField;
    let value = named ? body.slice(colon + 1) : body;
    const exact = value.startsWith('=');
    if (exact) value = value.slice(1);
    value = value.replace(/^"(.*)"$/, '$1').toLowerCase();
    const read = fields[field]!;
    return (item: T) => {
      const have = (read(item) ?? '').toLowerCase();
      const hit = exact ? have === value : have.includes(value);
      return negate ? !hit : hit;
    };
  });
  return (item) => tests.every((t) => t(item));
}

/** Items sorted by `key`, then paged: the list and Graylog's `pagination` block. */
export function paged<T>(items: T[], params: ListParams, key: (item: T) => string | number) {
  const sorted = [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const cmp = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return params.order === 'desc' ? -cmp : cmp;
  });
  const page = slicePage(sorted, params.page, params.perPage);
  return {
    page,
    pagination: {
      total: items.length,
      count: page.length,
      page: params.page,
      per_page: params.perPage === Number.MAX_SAFE_INTEGER ? 0 : params.perPage,
    },
  };
}
