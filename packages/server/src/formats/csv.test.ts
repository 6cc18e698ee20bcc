import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvLine } from './csv.js';

describe('CSV, read as opencsv reads it', () => {
  it('splits a file into records: quoted separators, doubled quotes, escapes, line breaks in quotes', () => {
    expect(parseCsv('a,"b,c","d""e"\r\n1,\\"2\\",3\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['1', '"2"', '3'],
    ]);
    expect(parseCsv('k;v\r"multi\nline";x\rlast;"")', { separator: ';' })).toEqual([
      ['k', 'v'],
      ['multi\nline', 'x'],
      ['last', ')'],
    ]);
    expect(parseCsv("'it''s',b\n", { quote: "'" })).toEqual([["it's", 'b']]);
    expect(parseCsv('path,C:\\dir\\\\x\n')).toEqual([['path', 'C:dir\\x']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('reads one line with the extractor options, and refuses an open quote', () => {
    expect(parseCsvLine('x,"y,z",1')).toEqual(['x', 'y,z', '1']);
    expect(parseCsvLine('a, b,  "c"', { trimLeadingWhitespace: true })).toEqual(['a', 'b', 'c']);
    expect(parseCsvLine('a, b', { trimLeadingWhitespace: false })).toEqual(['a', ' b']);
    expect(parseCsvLine('a,"b"c,"d"', { strictQuotes: true })).toEqual(['', 'b', 'd']);
    expect(parseCsvLine('a|#|b|#x', { separator: '|', quote: '#' })).toEqual(['a', '|b|x']);
    expect(parseCsvLine('a,b,')).toEqual(['a', 'b', '']);
    expect(parseCsvLine('one\ntwo')).toEqual(['one\ntwo']);
    expect(() => parseCsvLine('a,"b')).toThrow('Un-terminated quoted field at end of CSV line');
  });
});
