import { arrOr, isObject, num, obj, optStr, type JsonObject } from './decode';

/** Query of a paged list (1-shell.md §3: page, per_page, query; plus sort and order). */
export interface PageQuery {
  page?: number;
  perPage?: number;
  query?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export function pageParams(query: PageQuery = {}): Record<string, string | number | undefined> {
  return { page: query.page, per_page: query.perPage, query: query.query, sort: query.sort, order: query.order };
}

/** A page of a server list, whichever of the three envelopes it came in (API.md §0.5). */
export interface Page<T> {
  elements: T[];
  total: number;
  count: number;
  page: number;
  perPage: number;
  query: string | null;
  /** Column descriptors of `PageListResponse` lists; empty for the other envelopes. */
  attributes: JsonObject[];
  /** `context` of `PaginatedResponse`, e.g. `admin_user` or `grantee_capabilities`. */
  context: JsonObject;
}

/**
 * Reads `PaginatedResponse` (flat with a list key), `PageListResponse` (`elements` plus `pagination`)
 * and lookup pages (flat). `listKey` names the list for the flat shapes.
 */
export function decodePage<T>(value: unknown, listKey: string, item: (entry: unknown, field: string) => T, field = listKey): Page<T> {
  const source = obj(value, field);
  const pagination = isObject(source['pagination']) ? source['pagination'] : source;
  const key = source['elements'] !== undefined ? 'elements' : listKey;
  const elements = arrOr(source[key], `${field}.${key}`, item);
  return {
    elements,
    total: num(pagination['total'] ?? source['total'] ?? elements.length, `${field}.total`),
    count: num(pagination['count'] ?? elements.length, `${field}.count`),
    page: num(pagination['page'] ?? 1, `${field}.page`),
    perPage: num(pagination['per_page'] ?? elements.length, `${field}.per_page`),
    query: optStr(source['query'], `${field}.query`),
    attributes: arrOr(source['attributes'], `${field}.attributes`, (a, f) => obj(a, f)),
    context: isObject(source['context']) ? source['context'] : {},
  };
}
