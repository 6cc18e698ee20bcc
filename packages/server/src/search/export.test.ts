import { describe, expect, it } from 'vitest';
import { csvCell } from './export.js';

describe('csvCell', () => {
  it("puts a ' before text a spreadsheet would take for a formula (=, +, -, @, tab, carriage return), and quotes every cell", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('+1+2')).toBe(`"'+1+2"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(['=a', 'b'])).toBe(`"'=a,b"`);
  });

  it('leaves numbers, ordinary text and empty values as they are', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(201)).toBe('"201"');
    expect(csvCell('a = b')).toBe('"a = b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});
