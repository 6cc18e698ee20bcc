/**
 * A response did not have the shape the console relies on. `field` is the path of the offending
 * value (e.g. `state.q1.widgets[0].type`), so the message says what was wrong rather than the UI
 * rendering garbage.
 */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  readonly field: string;
  readonly received: unknown;

  constructor(field: string, expected: string, received: unknown) {
    super(`Unexpected value for "${field}": expected ${expected}, got ${describe(received)}`);
    this.field = field;
    this.received = received;
  }
}

/** A value outside a closed enumeration (e.g. a widget `type` or a time range `type`). */
export class UnknownEnumValueError extends ResponseShapeError {
  override name = 'UnknownEnumValueError';
  readonly allowed: readonly string[];

  constructor(field: string, allowed: readonly (string | number)[], received: unknown) {
    super(field, `one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}`, received);
    this.allowed = allowed.map(String);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function obj(value: unknown, field: string): JsonObject {
  if (!isObject(value)) throw new ResponseShapeError(field, 'an object', value);
  return value;
}

export function str(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new ResponseShapeError(field, 'a string', value);
  return value;
}

export function optStr(value: unknown, field: string): string | null {
  return value === undefined || value === null ? null : str(value, field);
}

export function num(value: unknown, field: string): number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new ResponseShapeError(field, 'a number', value);
  return value;
}

export function optNum(value: unknown, field: string): number | null {
  return value === undefined || value === null ? null : num(value, field);
}

export function bool(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw new ResponseShapeError(field, 'a boolean', value);
  return value;
}

export function boolOr(value: unknown, field: string, fallback: boolean): boolean {
  return value === undefined || value === null ? fallback : bool(value, field);
}

export function arr<T>(value: unknown, field: string, item: (entry: unknown, field: string) => T): T[] {
  if (!Array.isArray(value)) throw new ResponseShapeError(field, 'an array', value);
  return value.map((entry, index) => item(entry, `${field}[${index}]`));
}

/** An array that may be missing or null on the wire (Graylog's `[]` defaults). */
export function arrOr<T>(value: unknown, field: string, item: (entry: unknown, field: string) => T): T[] {
  return value === undefined || value === null ? [] : arr(value, field, item);
}

export function strings(value: unknown, field: string): string[] {
  return arrOr(value, field, str);
}

export function record<T>(value: unknown, field: string, item: (entry: unknown, field: string) => T): Record<string, T> {
  const source = obj(value, field);
  const result: Record<string, T> = {};
  Object.entries(source).forEach(([key, entry]) => {
    result[key] = item(entry, `${field}.${key}`);
  });
  return result;
}

export function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, field: string): T {
  if (!allowed.includes(value as T)) throw new UnknownEnumValueError(field, allowed, value);
  return value as T;
}

/** Any JSON value kept as is (opaque configs, message fields). */
export function json(value: unknown): unknown {
  return value;
}

/** Parses a response body that must be present (not a 204). */
export function required<T>(value: T | null, field: string): T {
  if (value === null || value === undefined) throw new ResponseShapeError(field, 'a response body', value);
  return value;
}
