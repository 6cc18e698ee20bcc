import { describe, expect, it } from 'vitest';
import type { PipelineFunction } from '@sift/api';
import { functionCompletions, pipelineSource, quote, toDiagnostics, tokenizeRule } from './ruleLanguage';

const kinds = (source: string) =>
  tokenizeRule(source)
    .filter((t) => t.kind !== 'text')
    .map((t) => `${t.kind}:${t.text}`);

describe('the rule language in the editor', () => {
  it('colours keywords in any case, strings with escapes, fields, numbers, functions, variables and comments', () => {
    const source = 'RULE "say \\"hi\\""\nwhen to_long($message.took_ms) > 1.5e3 // slow\nthen let x = 1; /* a\nb */ end';
    expect(
      tokenizeRule(source)
        .map((t) => t.text)
        .join(''),
    ).toBe(source);
    expect(kinds(source)).toEqual([
      'keyword:RULE',
      'string:"say \\"hi\\""',
      'keyword:when',
      'function:to_long',
      'punctuation:(',
      'field:$message.took_ms',
      'punctuation:)',
      'operator:>',
      'number:1.5e3',
      'comment:// slow',
      'keyword:then',
      'keyword:let',
      'variable:x',
      'operator:=',
      'number:1',
      'punctuation:;',
      'comment:/* a\nb */',
      'keyword:end',
    ]);
  });

  it('keeps an unterminated string or comment to the end, and unknown characters as text', () => {
    expect(kinds('"open')).toEqual(['string:"open']);
    expect(kinds('/* open')).toEqual(['comment:/* open']);
    expect(tokenizeRule('#').map((t) => t.kind)).toEqual(['text']);
  });

  it('turns parse errors into diagnostics at their line and position', () => {
    expect(toDiagnostics([{ type: 'syntax_error', line: 3, positionInLine: 4, reason: 'no viable alternative' }])).toEqual([
      { line: 3, column: 4, message: 'no viable alternative' },
    ]);
  });

  it('completes function names with their signatures, in name order', () => {
    const fn = (name: string, description = ''): PipelineFunction => ({
      name,
      pure: false,
      returnType: 'java.lang.String',
      params: [{ name: 'value', type: 'java.lang.Object', optional: false, description: '' }],
      description,
    });
    const completions = functionCompletions([fn('to_string', 'Converts'), fn('lowercase'), fn('to_bool')], 'TO_');
    expect(completions).toEqual([
      { label: 'to_bool', insert: 'to_bool(', detail: 'to_bool(value: Object): String', description: undefined },
      { label: 'to_string', insert: 'to_string(', detail: 'to_string(value: Object): String', description: 'Converts' },
    ]);
  });

  it('writes a pipeline source from its stages in stage order, quoting titles', () => {
    expect(quote('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(
      pipelineSource('Web "logs"', [
        { stage: 1, match: 'EITHER', rules: ['b', 'c'] },
        { stage: -1, match: 'ALL', rules: ['a'] },
        { stage: 2, match: 'PASS', rules: [] },
      ]),
    ).toBe('pipeline "Web \\"logs\\""\nstage -1 match all\nrule "a";\nstage 1 match either\nrule "b";\nrule "c";\nstage 2 match pass\nend');
  });
});
