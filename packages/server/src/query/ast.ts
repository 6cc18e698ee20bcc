/** A location in the query text, 1-based (as `/search/validate` reports it). */
export interface Span {
  beginLine: number;
  beginColumn: number;
  endLine: number;
  endColumn: number;
}

/** The parsed query, independent of the parser library. `field: null` means "all fields". */
export type QueryNode =
  | { kind: 'all' }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode }
  | {
      kind: 'term';
      field: string | null;
      /** The term with escapes removed (wildcards stay as `*` and `?` when `wildcard`). */
      value: string;
      quoted: boolean;
      /** Contains unescaped `*` or `?`. */
      wildcard: boolean;
      regex: boolean;
      proximity: number | null;
      span: Span | null;
      fieldSpan: Span | null;
    }
  | {
      kind: 'range';
      field: string;
      min: string | null;
      max: string | null;
      minInclusive: boolean;
      maxInclusive: boolean;
      fieldSpan: Span | null;
    }
  | { kind: 'exists'; field: string; fieldSpan: Span | null };

export type TermNode = Extract<QueryNode, { kind: 'term' }>;
