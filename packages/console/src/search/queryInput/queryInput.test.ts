import { describe, expect, it } from 'vitest';
import type { FieldType } from '@sift/api';
import { applyCompletion, completionContext, fieldSuggestions, isEnumerable, reuseSuggestions } from './completion';
import { highlightSegments, offsetOf, tokenize } from './tokenize';

const field = (name: string, properties: string[] = []): FieldType => ({ name, type: 'string', properties, indexNames: [] });

describe('query tokens', () => {
  it('covers every character, marking fields, operators, strings, ranges and parentheses', () => {
    const query = 'source:web AND (level:[1 TO 3] OR "a \\"b\\"") NOT x';
    const tokens = tokenize(query);
    expect(tokens.map((t) => t.text).join('')).toBe(query);
    expect(tokens.filter((t) => t.kind !== 'space').map((t) => [t.kind, t.text])).toEqual([
      ['field', 'source:'],
      ['term', 'web'],
      ['operator', 'AND'],
      ['paren', '('],
      ['field', 'level:'],
      ['range', '[1 TO 3]'],
      ['operator', 'OR'],
      ['string', '"a \\"b\\""'],
      ['paren', ')'],
      ['operator', 'NOT'],
      ['term', 'x'],
    ]);
  });

  it('keeps an escaped colon inside a term and tolerates unclosed quotes and ranges', () => {
    expect(tokenize('a\\:b').map((t) => t.kind)).toEqual(['term']);
    expect(tokenize('"open').map((t) => t.kind)).toEqual(['string']);
    expect(tokenize('x:[1 TO').map((t) => t.kind)).toEqual(['field', 'range']);
  });

  it('finds the offset of a line and column', () => {
    expect(offsetOf('ab\ncd', 1, 1)).toBe(4);
    expect(offsetOf('ab', 0, 9)).toBe(2);
  });
});

describe('completion', () => {
  it('completes a field name from the word at the caret, after signs and parentheses', () => {
    expect(completionContext('foo AND so', 10)).toEqual({ kind: 'field', prefix: 'so', from: 8, to: 10 });
    expect(completionContext('(-so', 4)).toEqual({ kind: 'field', prefix: 'so', from: 2, to: 4 });
    expect(completionContext('_exists_:so', 11)).toEqual({ kind: 'field', prefix: 'so', from: 9, to: 11 });
    expect(completionContext('foo ', 4)).toBeNull();
  });

  it('completes a value after field:', () => {
    expect(completionContext('source:we', 9)).toEqual({ kind: 'value', field: 'source', input: 'we', from: 7, to: 9 });
    expect(completionContext('a source:"we', 12)).toEqual({ kind: 'value', field: 'source', input: 'we', from: 9, to: 12 });
  });

  it('suggests matching field names and values only for enumerable fields', () => {
    const fields = [field('source', ['enumerable']), field('message', ['full-text-search']), field('Severity', ['enumerable'])];
    expect(fieldSuggestions(fields, 's')).toEqual(['Severity', 'source']);
    expect(isEnumerable(fields, 'source')).toBe(true);
    expect(isEnumerable(fields, 'message')).toBe(false);
    expect(isEnumerable(fields, 'unknown')).toBe(false);
  });

  it('reuses earlier suggestions only when the input extends the earlier one and none remained', () => {
    const page = { field: 'source', input: 'w', values: ['web-1', 'web-2', 'worker'], sumOtherDocsCount: 0 };
    expect(reuseSuggestions(page, 'source', 'we')).toEqual(['web-1', 'web-2']);
    expect(reuseSuggestions(page, 'source', 'x')).toBeNull();
    expect(reuseSuggestions(page, 'host', 'we')).toBeNull();
    expect(reuseSuggestions({ ...page, sumOtherDocsCount: 12 }, 'source', 'we')).toBeNull();
    expect(reuseSuggestions(null, 'source', 'we')).toBeNull();
  });

  it('puts a chosen field (with a colon) or value (escaped, then a space) in place', () => {
    expect(applyCompletion('foo AND so', { kind: 'field', prefix: 'so', from: 8, to: 10 }, 'source')).toEqual({
      query: 'foo AND source:',
      caret: 15,
    });
    expect(applyCompletion('source:we', { kind: 'value', field: 'source', input: 'we', from: 7, to: 9 }, 'web 1')).toEqual({
      query: 'source:"web 1" ',
      caret: 15,
    });
  });
});

describe('highlight segments', () => {
  it('cuts tokens at the edges of error ranges and marks the inside', () => {
    expect(highlightSegments('foo:bar baz', [[4, 6]])).toEqual([
      { kind: 'field', text: 'foo:', error: false },
      { kind: 'term', text: 'ba', error: true },
      { kind: 'term', text: 'r', error: false },
      { kind: 'space', text: ' ', error: false },
      { kind: 'term', text: 'baz', error: false },
    ]);
  });
});
