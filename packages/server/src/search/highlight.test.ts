import { describe, expect, it } from 'vitest';
import { parseQuery } from '../query/parse.js';
import { highlighter } from './highlight.js';

const message = {
  _id: 'error',
  timestamp: '2026-01-01T00:00:00.000Z',
  source: 'Web-1',
  message: 'Error: disk error on web-1',
  full_message: 'stack: error',
  level: 'error',
  user: 'bob',
};

describe('highlighting matched terms', () => {
  it('marks words in the text fields and whole values elsewhere, never _id or timestamp', () => {
    expect(highlighter([parseQuery('error')])(message)).toEqual({
      message: [
        { start: 0, length: 5 },
        { start: 12, length: 5 },
      ],
      full_message: [{ start: 7, length: 5 }],
      level: [{ start: 0, length: 5 }],
    });
  });

  it('keeps a field-qualified term to its field, compares source without case, and skips negated terms', () => {
    expect(highlighter([parseQuery('user:bob AND source:web-1 AND NOT disk')])(message)).toEqual({
      source: [{ start: 0, length: 5 }],
      user: [{ start: 0, length: 3 }],
    });
    expect(highlighter([parseQuery('message:"disk error"')])(message)).toEqual({
      message: [
        { start: 0, length: 5 },
        { start: 7, length: 4 },
        { start: 12, length: 5 },
      ],
    });
    expect(highlighter([])(message)).toEqual({});
  });
});
