import type { ProcessingMessage } from '../ingest/processors.js';
import type { StageMatch } from './ast.js';
import type { CompiledRule, ProcessingObserver } from './interpreter.js';

/**
 * Sift's extension of the simulator's answer (`sift_stages`, which Graylog does not send): one entry per
 * stage the message ran through, in the order they ran, with the message after the stage.
 */
export interface SimulatedStage {
  pipeline_id: string;
  pipeline_title: string;
  stage: number;
  match: StageMatch;
  /** Every rule of the stage: whether its condition held (so its actions ran) and whether it failed. A rule that does not exist has no id. */
  rules: Array<{ id: string | null; title: string; matched: boolean; failed: boolean }>;
  /** The stage's rules did not match as its `match` asks: the pipeline stops here. */
  stopped: boolean;
  /** A rule of this stage dropped the message. */
  dropped: boolean;
  /** The message's fields after the stage. */
  message: Record<string, unknown>;
  added_fields: Record<string, unknown>;
  /** Each changed field's value before the stage. */
  changed_fields: Record<string, unknown>;
  removed_fields: Record<string, unknown>;
}

/**
 * Records the message after each stage of a simulation (`sift_stages`): an observer for the interpreter,
 * and the stages it has recorded so far. `original` is the message before processing, `snapshot` its
 * fields now, `dropped` whether a rule dropped it.
 */
export function stageRecorder(
  original: Record<string, unknown>,
  snapshot: () => Record<string, unknown>,
  dropped: () => boolean,
): { stages: SimulatedStage[]; observer: ProcessingObserver } {
  const stages: SimulatedStage[] = [];
  let previous = original;
  let failed = new Set<CompiledRule>();
  const observer: ProcessingObserver = {
    pipeline: () => undefined,
    stage: () => {
      failed = new Set();
    },
    rule: (rule, _p, _s, outcome) => {
      if (outcome === 'failed') failed.add(rule);
    },
    stageExit: (pipeline, stage, matched, proceeds) => {
      const now = snapshot();
      const stats = decorationStats(previous, now);
      previous = now;
      stages.push({
        pipeline_id: pipeline.id,
        pipeline_title: pipeline.title,
        stage: stage.stage,
        match: stage.match,
        rules: stage.rules.map((r) => ({ id: r.id || null, title: r.rule.name, matched: matched.includes(r), failed: failed.has(r) })),
        stopped: !proceeds,
        dropped: dropped(),
        message: now,
        added_fields: stats['added_fields'] ?? {},
        changed_fields: stats['changed_fields'] ?? {},
        removed_fields: stats['removed_fields'] ?? {},
      });
    },
  };
  return { stages, observer };
}

/** A message's fields as the simulator answers them, with its id, streams and input. */
export function summaryFields(m: ProcessingMessage, id: string, inputId: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (k: string, v: unknown) => Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  for (const name of m.fieldNames()) {
    const v = m.get(name);
    if (v !== undefined) put(name, v instanceof Date ? v.toISOString() : v);
  }
  put('_id', id);
  put('streams', [...m.streams]);
  if (inputId) put('gl2_source_input', inputId);
  return out;
}

export function decorationStats(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const added: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const changed: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const removed: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  for (const [k, v] of Object.entries(after)) {
    if (!Object.hasOwn(before, k)) added[k] = v;
    else if (!same(before[k], v)) changed[k] = before[k];
  }
  for (const [k, v] of Object.entries(before)) if (!Object.hasOwn(after, k)) removed[k] = v;
  return { added_fields: added, changed_fields: changed, removed_fields: removed };
}
