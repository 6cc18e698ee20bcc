import { describe, expect, it } from 'vitest';
import { serializeJson } from './json.js';

describe('serializeJson', () => {
  it('writes bigints (DuckDB BIGINT/HUGEINT) as numbers, also nested', () => {
    expect(serializeJson({ total: 3n, rows: [{ values: [{ value: 12345678901234n }] }], at: new Date(0) })).toBe(
      '{"total":3,"rows":[{"values":[{"value":12345678901234}]}],"at":"1970-01-01T00:00:00.000Z"}',
    );
  });

  it('still fails on circular payloads', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(() => serializeJson(cyclic)).toThrow(TypeError);
  });
});
