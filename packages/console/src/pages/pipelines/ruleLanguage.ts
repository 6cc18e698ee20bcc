import { functionSignature, type PipelineFunction, type RuleParseError, type StageMatch } from '@sift/api';
import type { CodeCompletion, CodeDiagnostic, CodeToken, CodeTokenKind } from '@sift/ui';

/** Keywords of the rule and pipeline language (RuleLang.g4); the language ignores their case. */
const KEYWORDS = new Set([
  'rule',
  'when',
  'then',
  'end',
  'let',
  'during',
  'stage',
  'match',
  'all',
  'either',
  'pass',
  'pipeline',
  'and',
  'or',
  'not',
  'true',
  'false',
  'null',
]);

const PATTERNS: ReadonlyArray<readonly [RegExp, CodeTokenKind | 'word']> = [
  [/^\/\/[^\n]*/, 'comment'],
  [/^\/\*[\s\S]*?(?:\*\/|$)/, 'comment'],
  [/^"(?:[^"\\]|\\[\s\S])*"?/, 'string'],
  [/^\$message(?:\.(?:[A-Za-z_][\w]*|`[^`]*`))*/, 'field'],
  [/^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/, 'number'],
  [/^`[^`\n]*`?/, 'variable'],
  [/^[A-Za-z_][\w]*/, 'word'],
  [/^(?:==|!=|<=|>=|&&|\|\||[=<>+\-*/%!])/, 'operator'],
  [/^[(){}[\];,.:]/, 'punctuation'],
  [/^\s+/, 'text'],
];

/** Cuts a rule or pipeline source into highlighted pieces: keywords, strings, numbers, `$message` fields, functions, comments. */
export function tokenizeRule(source: string): CodeToken[] {
  const tokens: CodeToken[] = [];
  let offset = 0;
  while (offset < source.length) {
    const rest = source.slice(offset);
    let text = rest[0] ?? '';
    let kind: CodeTokenKind = 'text';
    for (const [pattern, what] of PATTERNS) {
      const match = pattern.exec(rest);
      if (!match || match[0] === '') continue;
      text = match[0];
      if (what !== 'word') kind = what;
      else if (KEYWORDS.has(text.toLowerCase())) kind = 'keyword';
      else kind = /^\s*\(/.test(source.slice(offset + text.length)) ? 'function' : 'variable';
      break;
    }
    tokens.push({ text, kind });
    offset += text.length;
  }
  return tokens;
}

/** The server's parse errors where the editor draws them (lines from 1, columns from 0). */
export const toDiagnostics = (errors: readonly RuleParseError[]): CodeDiagnostic[] =>
  errors.map((e) => ({ line: e.line, column: e.positionInLine, message: e.reason }));

/** Completions of a word: the functions whose names start with it, with their signatures and descriptions. */
export function functionCompletions(functions: readonly PipelineFunction[], word: string): CodeCompletion[] {
  const lower = word.toLowerCase();
  return functions
    .filter((fn) => fn.name.toLowerCase().startsWith(lower))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((fn) => ({ label: fn.name, insert: `${fn.name}(`, detail: functionSignature(fn), description: fn.description || undefined }));
}

/** A string literal of the language: quotes and backslashes escaped. */
export const quote = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export interface StageDraft {
  stage: number;
  match: StageMatch;
  rules: readonly string[];
}

/** The source of a pipeline with these stages (in stage order): what the server parses title and stages from. */
export function pipelineSource(title: string, stages: readonly StageDraft[]): string {
  const body = [...stages]
    .sort((a, b) => a.stage - b.stage)
    .map((s) => [`stage ${s.stage} match ${s.match.toLowerCase()}`, ...s.rules.map((rule) => `rule ${quote(rule)};`)].join('\n'));
  return [`pipeline ${quote(title)}`, ...body, 'end'].join('\n');
}

/** What a new rule starts from: a condition and one action to adapt. */
export const NEW_RULE_SOURCE = `rule "my new rule"
when
  has_field("message")
then
  set_field("checked", true);
end`;
