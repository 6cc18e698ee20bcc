import type { FunctionSpec } from './functions.js';
import type { TypeName, Value } from './values.js';

interface Node {
  /** The static type the parser inferred. */
  type: TypeName;
  line: number;
  col: number;
}

export type BinaryOp = 'or' | 'and' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

export type Expr =
  | (Node & { kind: 'literal'; value: Value })
  | (Node & { kind: 'array'; items: Expr[] })
  | (Node & { kind: 'map'; entries: Array<[string, Expr]> })
  | (Node & { kind: 'message' })
  | (Node & { kind: 'messageRef'; field: string })
  | (Node & { kind: 'var'; name: string })
  | (Node & { kind: 'fieldAccess'; object: Expr; field: string })
  | (Node & { kind: 'index'; object: Expr; index: Expr })
  | (Node & { kind: 'call'; fn: FunctionSpec; args: Map<string, Expr> })
  | (Node & { kind: 'not'; operand: Expr })
  | (Node & { kind: 'sign'; negative: boolean; operand: Expr })
  | (Node & { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr });

export type Statement = { kind: 'let'; name: string; expr: Expr } | { kind: 'call'; expr: Expr };

export interface Rule {
  name: string;
  /** The condition; `null` when it is not boolean-valued (Graylog then treats it as `false`). */
  when: Expr | null;
  then: Statement[];
}

export type StageMatch = 'ALL' | 'EITHER' | 'PASS';

export interface Stage {
  stage: number;
  match: StageMatch;
  rules: string[];
}

export interface Pipeline {
  name: string;
  stages: Stage[];
}
