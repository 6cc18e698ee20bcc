import { describe, expect, it } from 'vitest';
import { addTableField, fieldText, highlightSegments, nextMessageSort, removeTableField, truncateText } from './messageTableRules';

describe('message table sort cycle', () => {
  it('goes none → Descending → Ascending → Descending', () => {
    const first = nextMessageSort([], 'source');
    expect(first).toEqual([{ type: 'pivot', field: 'source', direction: 'Descending' }]);
    const second = nextMessageSort(first, 'source');
    expect(second[0]?.direction).toBe('Ascending');
    expect(nextMessageSort(second, 'source')[0]?.direction).toBe('Descending');
  });

  it('starts another column at Descending and sorts by that column only', () => {
    expect(nextMessageSort([{ type: 'pivot', field: 'timestamp', direction: 'Ascending' }], 'source')).toEqual([
      { type: 'pivot', field: 'source', direction: 'Descending' },
    ]);
  });
});

describe('highlightSegments', () => {
  it('marks the ranges of query terms', () => {
    expect(
      highlightSegments('GET /login failed for admin', [
        { start: 11, length: 6 },
        { start: 22, length: 5 },
      ]),
    ).toEqual([
      { text: 'GET /login ', highlighted: false },
      { text: 'failed', highlighted: true },
      { text: ' for ', highlighted: false },
      { text: 'admin', highlighted: true },
    ]);
  });

  it('merges overlapping ranges and ignores ranges outside the text', () => {
    expect(
      highlightSegments('abcdef', [
        { start: 3, length: 2 },
        { start: 1, length: 3 },
        { start: 40, length: 2 },
      ]),
    ).toEqual([
      { text: 'a', highlighted: false },
      { text: 'bcd', highlighted: true },
      { text: 'e', highlighted: true },
      { text: 'f', highlighted: false },
    ]);
    expect(highlightSegments('', [])).toEqual([{ text: '', highlighted: false }]);
  });
});

describe('field values', () => {
  it('renders values as plain text', () => {
    expect(fieldText(['a', 'b'])).toBe('a, b');
    expect(fieldText({ k: 1 })).toBe('{"k":1}');
    expect(fieldText(null)).toBe('');
    expect(fieldText(42)).toBe('42');
  });

  it('truncates huge values and says how much was cut', () => {
    const huge = 'x'.repeat(1_048_576);
    expect(truncateText(huge, 10_000)).toEqual({ text: 'x'.repeat(10_000), cut: 1_038_576 });
    expect(truncateText('short', 10)).toEqual({ text: 'short', cut: 0 });
  });
});

describe('table fields', () => {
  it('adds a field at the end once and removes one keeping the order', () => {
    expect(addTableField(['timestamp', 'source'], 'took_ms')).toEqual(['timestamp', 'source', 'took_ms']);
    expect(addTableField(['timestamp', 'source'], 'source')).toEqual(['timestamp', 'source']);
    expect(removeTableField(['timestamp', 'source', 'took_ms'], 'source')).toEqual(['timestamp', 'took_ms']);
    expect(removeTableField(['timestamp'], 'source')).toEqual(['timestamp']);
  });
});
