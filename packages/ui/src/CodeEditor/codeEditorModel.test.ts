import { describe, expect, it } from 'vitest';
import { applyCompletion, markLines, offsetOf, wordBefore, type CodeToken } from './codeEditorModel';

const SOURCE = 'rule "a"\nwhen x\nend';
const TOKENS: CodeToken[] = [
  { text: 'rule', kind: 'keyword' },
  { text: ' ', kind: 'text' },
  { text: '"a"', kind: 'string' },
  { text: '\n', kind: 'text' },
  { text: 'when', kind: 'keyword' },
  { text: ' ', kind: 'text' },
  { text: 'x', kind: 'variable' },
  { text: '\n', kind: 'text' },
  { text: 'end', kind: 'keyword' },
];

describe('code editor model', () => {
  it('finds the offset of a line and column, clamped to the line', () => {
    expect(offsetOf(SOURCE, 1, 0)).toBe(0);
    expect(offsetOf(SOURCE, 2, 5)).toBe(14);
    expect(offsetOf(SOURCE, 2, 99)).toBe(15);
    expect(offsetOf(SOURCE, 9, 0)).toBe(SOURCE.length);
  });

  it('splits tokens into lines and marks the token a diagnostic points into', () => {
    const lines = markLines(SOURCE, TOKENS, [{ line: 2, column: 5, message: 'undeclared variable' }]);
    expect(lines.map((l) => l.map((t) => t.text).join(''))).toEqual(['rule "a"', 'when x', 'end']);
    expect(lines[1]?.filter((t) => t.error).map((t) => t.text)).toEqual(['x']);
    expect(lines.flat().filter((t) => t.error)).toHaveLength(1);
  });

  it('marks the last token of a line when the diagnostic points at its end, and cuts multi-line tokens', () => {
    const lines = markLines(
      'a /* b\nc */',
      [
        { text: 'a', kind: 'variable' },
        { text: ' ', kind: 'text' },
        { text: '/* b\nc */', kind: 'comment' },
      ],
      [{ line: 1, column: 1, message: 'x' }],
    );
    expect(lines).toEqual([
      [
        { text: 'a', kind: 'variable', error: false },
        { text: ' ', kind: 'text', error: true },
        { text: '/* b', kind: 'comment', error: false },
      ],
      [{ text: 'c */', kind: 'comment', error: false }],
    ]);
  });

  it('completes the identifier before the caret', () => {
    expect(wordBefore('set_field(to_s', 14)).toEqual({ word: 'to_s', start: 10 });
    expect(wordBefore('a + ', 4)).toEqual({ word: '', start: 4 });
    expect(applyCompletion('x = to_s + y', 8, { label: 'to_string', insert: 'to_string(' })).toEqual({
      source: 'x = to_string( + y',
      caret: 14,
    });
  });
});
