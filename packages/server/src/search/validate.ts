import { collectNodes, parseQuery, QueryParseError } from '../query/parse.js';
import type { Span } from '../query/ast.js';

export type ValidationType = 'QUERY_PARSING_ERROR' | 'UNKNOWN_FIELD' | 'INVALID_OPERATOR' | 'UNDECLARED_PARAMETER';

export interface Explanation {
  error_type: ValidationType;
  error_title: string;
  error_message: string;
  begin_line?: number;
  begin_column?: number;
  end_line?: number;
  end_column?: number;
  related_property?: string;
}

const TITLES: Record<ValidationType, string> = {
  QUERY_PARSING_ERROR: 'Query parsing error',
  UNKNOWN_FIELD: 'Unknown field',
  INVALID_OPERATOR: 'Invalid operator',
  UNDECLARED_PARAMETER: 'Undeclared parameter',
};

function explain(type: ValidationType, message: string, span: Span | null, related?: string): Explanation {
  return {
    error_type: type,
    error_title: TITLES[type],
    error_message: message,
    ...(span ? { begin_line: span.beginLine, begin_column: span.beginColumn, end_line: span.endLine, end_column: span.endColumn } : {}),
    ...(related ? { related_property: related } : {}),
  };
}

/** Where `$name$` occurs in the text, 1-based lines and 0-based columns. */
function parameterUses(text: string): { name: string; span: Span }[] {
  const out: { name: string; span: Span }[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\$([A-Za-z_][\w]*)\$/g)) {
      out.push({ name: m[1]!, span: { beginLine: i + 1, beginColumn: m.index, endLine: i + 1, endColumn: m.index + m[0].length } });
    }
  });
  return out;
}

/** `POST /search/validate`: parse errors, unknown fields, lowercase operators, undeclared parameters. */
export function validateQuery(text: string, knownFields: ReadonlySet<string>, declaredParameters: ReadonlySet<string>) {
  const explanations: Explanation[] = [];
  let status: 'OK' | 'WARNING' | 'ERROR' = 'OK';
  const params = parameterUses(text);
  for (const use of params) {
    if (!declaredParameters.has(use.name)) {
      explanations.push(explain('UNDECLARED_PARAMETER', `Unbound required parameter used: ${use.name}`, use.span, use.name));
      status = 'ERROR';
    }
  }
  try {
    // Parameters are placeholders for values: validate the query with them standing in as plain terms.
    const node = parseQuery(text.replace(/\$([A-Za-z_][\w]*)\$/g, (m) => 'x'.repeat(m.length)));
    for (const n of collectNodes(node)) {
      const field = n.kind === 'term' ? n.field : n.kind === 'range' || n.kind === 'exists' ? n.field : null;
      const span = n.kind === 'term' ? (n.field ? n.fieldSpan : n.span) : n.kind === 'range' || n.kind === 'exists' ? n.fieldSpan : null;
      if (field && !knownFields.has(field)) {
        explanations.push(explain('UNKNOWN_FIELD', `Query contains unknown field: ${field}`, span, field));
        if (status === 'OK') status = 'WARNING';
      }
      if (n.kind === 'term' && n.field === null && !n.quoted && (n.value === 'and' || n.value === 'or' || n.value === 'not')) {
        explanations.push(
          explain(
            'INVALID_OPERATOR',
            `Query contains invalid operator "${n.value}". All AND / OR / NOT operators have to be written uppercase`,
            n.span,
            n.value,
          ),
        );
        if (status === 'OK') status = 'WARNING';
      }
    }
  } catch (error) {
    if (!(error instanceof QueryParseError)) throw error;
    explanations.push(explain('QUERY_PARSING_ERROR', error.message, error.span));
    status = 'ERROR';
  }
  explanations.sort((a, b) => (a.begin_line ?? 0) - (b.begin_line ?? 0) || (a.begin_column ?? 0) - (b.begin_column ?? 0));
  return { status, ...(explanations.length > 0 ? { explanations } : {}) };
}
