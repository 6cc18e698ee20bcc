declare module 'lucene' {
  export interface Position {
    offset: number;
    line: number;
    column: number;
  }
  export interface Location {
    start: Position;
    end: Position;
  }
  export interface TermNode {
    field: string;
    fieldLocation: Location | null;
    term: string;
    quoted: boolean;
    regex: boolean;
    termLocation: Location;
    similarity?: number | null;
    proximity?: number | null;
    boost: number | null;
    prefix: string | null;
  }
  export interface RangeNode {
    field: string;
    fieldLocation: Location | null;
    term_min: string;
    term_max: string;
    inclusive: 'both' | 'none' | 'left' | 'right';
  }
  export interface BinaryAST {
    left: AST | Node;
    operator?: string;
    right?: AST | Node;
    start?: string;
    parenthesized?: boolean;
    field?: string;
    fieldLocation?: Location | null;
  }
  export type Node = TermNode | RangeNode;
  export type AST = BinaryAST;
  export function parse(query: string): AST;
  const lucene: { parse: typeof parse };
  export default lucene;
}
