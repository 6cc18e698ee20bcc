import { ApiError } from './errors.js';

/** A plain JSON object (no arrays, no null). */
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads a request body as a JSON object of a DTO that, like Graylog's strict DTOs, rejects unknown
 * properties with `Unable to map property <p>.\nKnown properties include: ...`. Prototype-polluting
 * keys are refused at any depth.
 */
export function readStrictObject(body: unknown, known: readonly string[], what = 'request body'): JsonObject {
  const obj = readObject(body, what);
  for (const key of Object.keys(obj)) {
    if (!known.includes(key)) {
      throw new ApiError(400, `Unable to map property ${key}.\nKnown properties include: ${[...known].sort().join(', ')}`);
    }
  }
  return obj;
}

/** Reads a request body that must be a JSON object; unknown keys are allowed, prototype keys are not. */
export function readObject(body: unknown, what = 'request body'): JsonObject {
  if (!isObject(body)) throw new ApiError(400, `Expected a JSON object as ${what}.`);
  assertNoForbiddenKeys(body);
  return body;
}

export function assertNoForbiddenKeys(value: unknown, depth = 0): void {
  if (depth > 64) throw new ApiError(400, 'JSON nesting is too deep.');
  if (Array.isArray(value)) {
    for (const v of value) assertNoForbiddenKeys(v, depth + 1);
  } else if (isObject(value)) {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw new ApiError(400, `Unable to map property ${key}.`);
      assertNoForbiddenKeys(value[key], depth + 1);
    }
  }
}

const typeError = (key: string, expected: string) => new ApiError(400, `Unable to map property ${key}: expected ${expected}.`);

export function optString(obj: JsonObject, key: string, max = 1024): string | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw typeError(key, 'a string');
  if (v.length > max) throw new ApiError(400, `Property ${key} is too long (at most ${max} characters).`);
  return v;
}

export function reqString(obj: JsonObject, key: string, max = 1024): string {
  const v = optString(obj, key, max);
  if (v === undefined || v.trim() === '') throw new ApiError(400, `Missing required property ${key}.`);
  return v;
}

export function optBoolean(obj: JsonObject, key: string): boolean | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw typeError(key, 'a boolean');
  return v;
}

export function optInteger(obj: JsonObject, key: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw typeError(key, 'an integer');
  if (v < min || v > max) throw new ApiError(400, `Property ${key} must be between ${min} and ${max}.`);
  return v;
}

export function optStringArray(obj: JsonObject, key: string, maxItems = 1000, maxLength = 512): string[] | undefined {
  const v = obj[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string' || s.length > maxLength)) throw typeError(key, 'a list of strings');
  if (v.length > maxItems) throw new ApiError(400, `Property ${key} has too many entries (at most ${maxItems}).`);
  return v as string[];
}

/** Parses `page`/`per_page` query parameters with Graylog's defaults. */
export function paging(query: JsonObject, defaultPerPage = 50): { page: number; perPage: number } {
  const num = (key: string, fallback: number) => {
    const raw = query[key];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new ApiError(400, `Query parameter ${key} must be a non-negative integer.`);
    return n;
  };
  const page = Math.max(1, num('page', 1));
  const perPage = num('per_page', defaultPerPage);
  return { page, perPage: perPage === 0 ? Number.MAX_SAFE_INTEGER : Math.min(perPage, 10_000) };
}

export function slicePage<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, (page - 1) * perPage + perPage);
}

export const queryString = (query: unknown, key: string): string | undefined => {
  if (!isObject(query)) return undefined;
  const v = query[key];
  return typeof v === 'string' ? v : undefined;
};
