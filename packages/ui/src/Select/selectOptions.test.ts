import { describe, expect, it } from 'vitest';
import { createOptionFor, filterOptions, labelFor, nextBatch } from './selectOptions';

const options = [
  { label: 'source', value: 'source' },
  { label: 'Message', value: 'message' },
  { label: 'http_status', value: 'status' },
];

describe('select options', () => {
  it('filters by label, case-insensitively, and leaves out selected values', () => {
    expect(filterOptions(options, 'MESS').map((o) => o.value)).toEqual(['message']);
    expect(filterOptions(options, 's', new Set(['source'])).map((o) => o.value)).toEqual(['message', 'status']);
    expect(filterOptions(options, '')).toBe(options);
  });
  it('offers to create a value only when none matches exactly', () => {
    expect(createOptionFor(options, 'level', new Set())).toEqual({ label: 'Create "level"', value: 'level', created: true });
    expect(createOptionFor(options, 'message', new Set())).toBeUndefined();
    expect(createOptionFor(options, '  ', new Set())).toBeUndefined();
    expect(createOptionFor(options, 'level', new Set(['level']))).toBeUndefined();
  });
  it('asks for the next batch of 50 within 30 rows of the end', () => {
    expect(nextBatch(100, 1000, 69)).toBeUndefined();
    expect(nextBatch(100, 1000, 70)).toEqual({ start: 100, count: 50 });
    expect(nextBatch(980, 1000, 979)).toEqual({ start: 980, count: 20 });
    expect(nextBatch(1000, 1000, 999)).toBeUndefined();
  });
  it('labels created values by their value', () => {
    expect(labelFor(options, 'status')).toBe('http_status');
    expect(labelFor(options, 'custom')).toBe('custom');
  });
});
