/**
 * Graylog's `LookupResult` (ADMIN-API.md §5.3). `ttl` is in milliseconds; "no TTL" (Java's
 * `Long.MAX_VALUE`) is `Infinity` here and `9223372036854775807` on the wire.
 */
export interface LookupResult {
  single_value: unknown;
  multi_value: Record<string, unknown> | null;
  string_list_value: string[] | null;
  has_error: boolean;
  ttl: number;
}

/** How long an error result stays cached unless the adapter sets a custom error TTL. */
export const ERROR_TTL_MS = 5000;

export const emptyResult = (): LookupResult => ({
  single_value: null,
  multi_value: null,
  string_list_value: null,
  has_error: false,
  ttl: Infinity,
});

/** `LookupResult.single(v)`: the value is also the multi value `{value: v}`. */
export const singleResult = (value: unknown): LookupResult => ({
  single_value: value,
  multi_value: { value },
  string_list_value: null,
  has_error: false,
  ttl: Infinity,
});

export const errorResult = (ttl = ERROR_TTL_MS, message: string | null = null): LookupResult => ({
  single_value: message,
  multi_value: null,
  string_list_value: null,
  has_error: true,
  ttl,
});

export const isEmptyResult = (r: LookupResult): boolean =>
  r.single_value === null && r.multi_value === null && r.string_list_value === null;

/** The JSON text of a result, with Java's `Long.MAX_VALUE` written exactly (JSON.stringify cannot). */
export function lookupResultJson(result: LookupResult): string {
  const { ttl, ...rest } = result;
  const body = JSON.stringify(rest);
  const ttlText = Number.isFinite(ttl) ? String(Math.max(0, Math.round(ttl))) : '9223372036854775807';
  return `${body.slice(0, -1)},"ttl":${ttlText}}`;
}
