import type { JsonObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';

/** Graylog's `ValidationResult`: `{failed, errors: {field: [message]}, error_context}`. */
export class Validation {
  readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
  result() {
    return { failed: this.failed, errors: this.errors, error_context: {} };
  }
}

export const mapError = (key: string, expected: string) => new ApiError(400, `Unable to map property ${key}: expected ${expected}.`);

export function str(obj: JsonObject, key: string, fallback: string, max = 10_000): string {
  const v = obj[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'string') throw mapError(key, 'a string');
  if (v.length > max) throw new ApiError(400, `Property ${key} is too long (at most ${max} characters).`);
  return v;
}

export function long(obj: JsonObject, key: string, fallback: number): number {
  const v = obj[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v)) throw mapError(key, 'an integer');
  return v;
}

export function stringList(obj: JsonObject, key: string, maxItems = 500): string[] {
  const v = obj[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > maxItems || v.some((s) => typeof s !== 'string' || s.length > 1000))
    throw mapError(key, 'a list of strings');
  return v as string[];
}
