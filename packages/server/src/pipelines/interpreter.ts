import type { Expr, Rule, StageMatch, Statement } from './ast.js';
import type { EvalContext, FunctionEnv } from './functions.js';
import { MessageValue, Period, RegexResult, valuesEqual, type RuleMessage, type Value } from './values.js';
import { rethrowPending } from '../lookup/pending.js';

/** A runtime error inside a rule, reported as Graylog does (`In call to function … an exception was thrown: …`). */
interface Scope {
  ctx: EvalContext;
  vars: Map<string, Value>;
  errors: string[];
}

const DATE_FIELDS: Record<string, (d: Date) => number> = {
  year: (d) => d.getUTCFullYear(),
  monthOfYear: (d) => d.getUTCMonth() + 1,
  dayOfMonth: (d) => d.getUTCDate(),
  hourOfDay: (d) => d.getUTCHours(),
  minuteOfHour: (d) => d.getUTCMinutes(),
  secondOfMinute: (d) => d.getUTCSeconds(),
  millis: (d) => d.getTime(),
};

/** A message field as a rule value (absent fields are `null`). */
function fieldValue(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'bigint') return Number(value);
  return String(value);
}

function arithmetic(e: Extract<Expr, { kind: 'binary' }>, left: Value, right: Value): Value {
  const op = e.op;
  if (typeof left === 'number' && typeof right === 'number') {
    const integral = e.left.type !== 'Double' && e.right.type !== 'Double' && Number.isInteger(left) && Number.isInteger(right);
    switch (op) {
      case '+':
        return left + right;
      case '-':
        return left - right;
      case '*':
        return left * right;
      case '/':
        if (integral) {
          if (right === 0) throw new Error('/ by zero');
          return Math.trunc(left / right);
        }
        return left / right;
      case '%':
        if (integral && right === 0) throw new Error('/ by zero');
        return left % right;
      default:
        return null;
    }
  }
  if (op === '+' && typeof left === 'string' && typeof right === 'string') return left + right;
  if (left instanceof Date && right instanceof Period && (op === '+' || op === '-')) return right.applyTo(left, op === '+' ? 1 : -1);
  if (left instanceof Period && right instanceof Date && op === '+') return left.applyTo(right, 1);
  if (left instanceof Date && right instanceof Date && op === '-') return left.getTime() - right.getTime();
  if (left instanceof Period && right instanceof Period && (op === '+' || op === '-')) {
    const sign = op === '+' ? 1 : -1;
    const parts: Record<string, number> = { ...left.parts };
    for (const [k, v] of Object.entries(right.parts)) parts[k] = (parts[k] ?? 0) + sign * (v ?? 0);
    return new Period(parts);
  }
  return null;
}

function compare(op: string, left: Value, right: Value): boolean {
  let a: number;
  let b: number;
  if (typeof left === 'number' && typeof right === 'number') [a, b] = [left, right];
  else if (left instanceof Date && right instanceof Date) [a, b] = [left.getTime(), right.getTime()];
  else return false;
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

function evaluate(e: Expr, scope: Scope): Value {
  switch (e.kind) {
    case 'literal':
      return e.value;
    case 'array':
      return e.items.map((item) => evaluate(item, scope));
    case 'map': {
      const map = new Map<string, Value>();
      for (const [k, v] of e.entries) map.set(k, evaluate(v, scope));
      return map;
    }
    case 'message':
      return new MessageValue(scope.ctx.message);
    case 'messageRef':
      return fieldValue(scope.ctx.message.get(e.field));
    case 'var':
      return scope.vars.get(e.name) ?? null;
    case 'fieldAccess': {
      const object = evaluate(e.object, scope);
      if (object instanceof Map) {
        if (object.has(e.field)) return object.get(e.field) ?? null;
        return object instanceof RegexResult && e.field === 'matches' ? object.matches : null;
      }
      if (object instanceof Date && e.field in DATE_FIELDS) return DATE_FIELDS[e.field]!(object);
      if (object instanceof MessageValue) return fieldValue(object.message.get(e.field));
      return null;
    }
    case 'index': {
      const object = evaluate(e.object, scope);
      const index = evaluate(e.index, scope);
      if (Array.isArray(object)) {
        if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= object.length) {
          throw new Error(`Index ${String(index)} out of bounds for length ${object.length}`);
        }
        return object[index] ?? null;
      }
      if (object instanceof Map) return object.get(String(index)) ?? null;
      return null;
    }
    case 'call': {
      const args: Record<string, Value> = {};
      for (const [name, expr] of e.args) args[name] = evaluate(expr, scope);
      try {
        return e.fn.run(args, scope.ctx);
      } catch (error) {
        // A lookup waiting for the network suspends the whole message, which is run again (ADR 0106).
        rethrowPending(error);
        scope.errors.push(`In call to function '${e.fn.name}' at ${e.line}:${e.col} an exception was thrown: ${(error as Error).message}`);
        return null;
      }
    }
    case 'not':
      return evaluate(e.operand, scope) !== true;
    case 'sign': {
      const v = evaluate(e.operand, scope);
      return typeof v === 'number' && e.negative ? -v : v;
    }
    case 'binary': {
      switch (e.op) {
        case 'and':
          return evaluate(e.left, scope) === true && evaluate(e.right, scope) === true;
        case 'or':
          return evaluate(e.left, scope) === true || evaluate(e.right, scope) === true;
        case '==':
          return valuesEqual(evaluate(e.left, scope), evaluate(e.right, scope));
        case '!=':
          return !valuesEqual(evaluate(e.left, scope), evaluate(e.right, scope));
        case '<':
        case '<=':
        case '>':
        case '>=':
          return compare(e.op, evaluate(e.left, scope), evaluate(e.right, scope));
        default:
          return arithmetic(e, evaluate(e.left, scope), evaluate(e.right, scope));
      }
    }
  }
}

/** A rule ready to run, with the id it is stored under. */
export interface CompiledRule {
  id: string;
  rule: Rule;
}

export interface CompiledStage {
  stage: number;
  match: StageMatch;
  rules: CompiledRule[];
}

export interface CompiledPipeline {
  id: string;
  title: string;
  /** Sorted by stage number. */
  stages: CompiledStage[];
}

/** Everything the interpreter needs: the pipelines and which streams they are connected to. */
export interface PipelineState {
  pipelines: ReadonlyMap<string, CompiledPipeline>;
  /** Stream id → the pipelines connected to it. */
  byStream: ReadonlyMap<string, readonly CompiledPipeline[]>;
}

/** A rule a stage names that does not exist: its condition is always false, as in Graylog. */
export const unresolvedRule = (name: string): CompiledRule => ({
  id: '',
  rule: { name, when: { kind: 'literal', value: false, type: 'Boolean', line: 1, col: 0 }, then: [] },
});

/** Receives what the interpreter does, for the simulator's trace. */
export interface Tracer {
  (line: string): void;
}

/** What a rule's evaluation came to, as Graylog's rule meters count it. */
export type RuleOutcome = 'executed' | 'matched' | 'not-matched' | 'failed';

/** Told of every pipeline, stage and rule a message runs through (the processor's metrics). */
export interface ProcessingObserver {
  pipeline(pipeline: CompiledPipeline): void;
  stage(pipeline: CompiledPipeline, stage: number): void;
  rule(rule: CompiledRule, pipeline: CompiledPipeline, stage: number, outcome: RuleOutcome): void;
  /** After a stage's actions ran: the rules that matched, and whether the pipeline goes on to its next stage. */
  stageExit?(pipeline: CompiledPipeline, stage: CompiledStage, matched: readonly CompiledRule[], proceeds: boolean): void;
}

const ruleLabel = (r: CompiledRule) => `Rule '${r.rule.name}' (${r.id})`;
const pipelineLabel = (p: CompiledPipeline) => `Pipeline '${p.title}' (${p.id})`;

function appendError(message: RuleMessage, rule: CompiledRule, error: string): void {
  const text = `For rule '${rule.rule.name}': ${error}`;
  const existing = message.get('gl2_processing_error');
  message.set('gl2_processing_error', typeof existing === 'string' && existing !== '' ? `${existing},${text}` : text);
}

/** Evaluates a rule's condition; an error in it is recorded on the message and counts as not matched. */
function conditionHolds(rule: CompiledRule, scope: Scope): boolean {
  if (!rule.rule.when) return false;
  scope.errors.length = 0;
  let result: Value;
  try {
    result = evaluate(rule.rule.when, scope);
  } catch (error) {
    rethrowPending(error);
    scope.errors.push((error as Error).message);
    result = false;
  }
  if (scope.errors.length > 0) {
    appendError(scope.ctx.message, rule, scope.errors[scope.errors.length - 1]!);
    return false;
  }
  return result === true;
}

/** Runs a rule's statements; the first failing statement stops the rule and is recorded on the message. */
function execute(rule: CompiledRule, scope: Scope): boolean {
  scope.errors.length = 0;
  for (const statement of rule.rule.then as Statement[]) {
    try {
      const value = evaluate(statement.expr, scope);
      if (statement.kind === 'let') scope.vars.set(statement.name, value);
    } catch (error) {
      rethrowPending(error);
      scope.errors.push((error as Error).message);
    }
    if (scope.errors.length > 0) {
      appendError(scope.ctx.message, rule, scope.errors[scope.errors.length - 1]!);
      return false;
    }
  }
  return true;
}

/**
 * Runs the pipelines connected to the message's streams, as Graylog's PipelineInterpreter does: all
 * selected pipelines advance stage by stage together (lowest stage number first); in a stage every
 * rule's condition is evaluated before the matching rules' actions run; a pipeline stops when its stage
 * does not match (`all`: every rule matched, `either`: at least one, `pass`: always continues). When
 * rules route the message into more streams, the pipelines of those streams run afterwards (each
 * pipeline at most once). Answers false when a rule dropped the message.
 */
export function processMessage(
  message: RuleMessage,
  state: PipelineState,
  env: FunctionEnv,
  trace?: Tracer,
  observer?: ProcessingObserver,
): boolean {
  const ctx: EvalContext = { message, env };
  const done = new Set<string>();
  const select = (): CompiledPipeline[] => {
    const out: CompiledPipeline[] = [];
    for (const streamId of message.streams) {
      for (const p of state.byStream.get(streamId) ?? []) {
        if (!done.has(p.id) && !out.includes(p)) out.push(p);
      }
    }
    return out;
  };
  let batch = select();
  while (batch.length > 0 && !message.dropped) {
    for (const p of batch) {
      done.add(p.id);
      observer?.pipeline(p);
    }
    trace?.(`Message running [${batch.map(pipelineLabel).join(', ')}] for streams [${message.streams.join(', ')}]`);
    const active = new Set(batch);
    const numbers = [...new Set(batch.flatMap((p) => p.stages.map((s) => s.stage)))].sort((a, b) => a - b);
    for (const number of numbers) {
      if (message.dropped) break;
      for (const pipeline of batch) {
        if (!active.has(pipeline) || message.dropped) continue;
        const stage = pipeline.stages.find((s) => s.stage === number);
        if (!stage) continue;
        trace?.(`Enter Stage ${number} of ${pipelineLabel(pipeline)}`);
        observer?.stage(pipeline, number);
        // Rule variables are local to one rule.
        const matched: CompiledRule[] = [];
        for (const rule of stage.rules) {
          trace?.(`Evaluate ${ruleLabel(rule)} in ${pipelineLabel(pipeline)}`);
          observer?.rule(rule, pipeline, number, 'executed');
          const scope: Scope = { ctx, vars: new Map(), errors: [] };
          const holds = conditionHolds(rule, scope);
          trace?.(`Evaluation of ${ruleLabel(rule)} in ${pipelineLabel(pipeline)} ${holds ? 'matched' : 'not matched'}`);
          if (scope.errors.length > 0) observer?.rule(rule, pipeline, number, 'failed');
          observer?.rule(rule, pipeline, number, holds ? 'matched' : 'not-matched');
          if (holds) matched.push(rule);
        }
        for (const rule of matched) {
          trace?.(`Execute ${ruleLabel(rule)} in ${pipelineLabel(pipeline)}`);
          const ok = execute(rule, { ctx, vars: new Map(), errors: [] });
          if (!ok) observer?.rule(rule, pipeline, number, 'failed');
          trace?.(`${ok ? 'Finished' : 'Failed'} execution of ${ruleLabel(rule)} in ${pipelineLabel(pipeline)}`);
          if (message.dropped) break;
        }
        trace?.(`Exit Stage ${number} of ${pipelineLabel(pipeline)}`);
        const proceed = stage.match === 'PASS' || (stage.match === 'ALL' ? matched.length === stage.rules.length : matched.length > 0);
        if (proceed) trace?.(`Completed Stage ${number} for ${pipelineLabel(pipeline)}, continuing to next stage`);
        else {
          trace?.(
            `${stage.match === 'ALL' ? 'Not all rules' : 'None of the rules'} in Stage ${number} matched. Stopping execution of ${pipelineLabel(pipeline)}`,
          );
          active.delete(pipeline);
        }
        observer?.stageExit?.(pipeline, stage, matched, proceed);
      }
    }
    batch = select();
  }
  if (message.dropped) trace?.('Message dropped');
  return !message.dropped;
}
