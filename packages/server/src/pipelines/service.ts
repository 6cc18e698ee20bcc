import { randomUUID } from 'node:crypto';
import type { ProcessingMessage } from '../ingest/processors.js';
import type { FieldValue } from '../storage/fields.js';
import type { ClusterConfigStore } from '../system/cluster-config-store.js';
import { MESSAGE_PROCESSORS_CONFIG, THREAT_INTEL_CONFIG } from '../system/cluster-config-classes.js';
import { settle } from '../lookup/pending.js';
import { DEFAULT_STREAM_ID } from '../streams/model.js';
import type { Pipeline, Rule } from './ast.js';
import { FUNCTIONS, type FunctionEnv } from './functions.js';
import type { ThreatIntelSwitches } from './functions/spec.js';
import {
  processMessage,
  unresolvedRule,
  type CompiledPipeline,
  type CompiledRule,
  type PipelineState,
  type ProcessingObserver,
  type RuleOutcome,
} from './interpreter.js';
import { parsePipeline, parseRule, type ParseError, type ParseResult } from './parser.js';
import { decorationStats, stageRecorder, summaryFields, type SimulatedStage } from './simulation.js';
import type { PipelineStore } from './store.js';
import { IpAddress, JsonValue, MessageValue, Period, toJson, type RuleMessage, type Value } from './values.js';

export const PIPELINE_PROCESSOR_CLASS = 'org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter';

/** The streams the interpreter routes by (the stream store). */
export interface StreamLookup {
  list(): ReadonlyArray<{ id: string; title: string; disabled: boolean }>;
  subscribe(listener: () => void): () => void;
}

/** Where the processor's meters live (the process-wide metrics registry). */
export interface MeterSource {
  meter(name: string): { mark(n?: number): void };
}

/** Optional services other subsystems provide: lookup tables, grok patterns and the metrics registry. */
export interface PipelineDeps {
  lookup?: FunctionEnv['lookup'];
  lookupResult?: FunctionEnv['lookupResult'];
  grok?: FunctionEnv['grok'];
  log?: (line: string) => void;
  metrics?: MeterSource;
}

const AST = 'org.graylog.plugins.pipelineprocessor.ast';
/** Graylog's meters of a pipeline, of one of its stages, and of a rule (overall and within a pipeline's stage). */
export const pipelineMeter = (pipelineId: string) => `${AST}.Pipeline.${pipelineId}.executed`;
export const stageMeter = (pipelineId: string, stage: number) => `${AST}.Pipeline.${pipelineId}.stage.${stage}.executed`;
export const ruleMeter = (ruleId: string, outcome: RuleOutcome) => `${AST}.Rule.${ruleId}.${outcome}`;
export const ruleStageMeter = (ruleId: string, pipelineId: string, stage: number, outcome: RuleOutcome) =>
  `${AST}.Rule.${ruleId}.${pipelineId}.${stage}.${outcome}`;

/** Marks the meters Graylog's processor marks, so the console can show each pipeline's, stage's and rule's throughput. */
function meteringObserver(metrics: MeterSource): ProcessingObserver {
  return {
    pipeline: (p) => metrics.meter(pipelineMeter(p.id)).mark(),
    stage: (p, stage) => metrics.meter(stageMeter(p.id, stage)).mark(),
    rule: (rule, p, stage, outcome) => {
      // A stage's rule that does not exist has no id, and no meters (as in Graylog).
      if (rule.id === '') return;
      metrics.meter(ruleMeter(rule.id, outcome)).mark();
      metrics.meter(ruleStageMeter(rule.id, p.id, stage, outcome)).mark();
    },
  };
}

/** The stream an unsaved rule's trial runs in (no real stream has this id). */
const TRY_STREAM = '\u0000sift-rule-try';

/** What an unsaved rule did to one message (`POST /sift/pipelines/rule/try`). */
export interface RuleTryResult {
  matched: boolean;
  failed: boolean;
  dropped: boolean;
  /** The message's fields after the rule. */
  message: Record<string, unknown>;
  added_fields: Record<string, unknown>;
  /** Each changed field's value before the rule. */
  changed_fields: Record<string, unknown>;
  removed_fields: Record<string, unknown>;
}

/** Where ingest lets processors run after stream routing. */
export interface ProcessSlot {
  stages: { process: ((message: ProcessingMessage) => boolean) | null };
}

/** A rule value as a stored field value: lists, maps and JSON become JSON text. */
function storable(value: Value): FieldValue | null {
  if (value === null || value instanceof MessageValue) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (value instanceof Period || value instanceof IpAddress) return value.toString();
  if (value instanceof JsonValue) return JSON.stringify(toJson(value.value));
  return JSON.stringify(toJson(value));
}

const FIXED = new Set(['message', 'full_message', 'source', 'timestamp', 'gl2_source_input']);

/** A ProcessingMessage as rules see it. */
class IngestMessage implements RuleMessage {
  dropped = false;
  constructor(readonly inner: ProcessingMessage) {}
  get streams(): string[] {
    return this.inner.streams;
  }
  set streams(ids: string[]) {
    this.inner.streams = ids;
  }
  get(name: string): unknown {
    if (name === 'streams') return [...this.inner.streams];
    // Only own fields: `constructor` or `__proto__` are not fields of a message.
    if (!FIXED.has(name) && !Object.hasOwn(this.inner.fields, name)) return undefined;
    return this.inner.get(name);
  }
  has(name: string): boolean {
    const value = this.get(name);
    return value !== undefined && value !== null && value !== '';
  }
  set(name: string, value: Value): void {
    const v = storable(value);
    if (v !== null) this.inner.set(name, v);
  }
  remove(name: string): void {
    this.inner.remove(name);
  }
  fieldNames(): string[] {
    return this.inner.fieldNames();
  }
}

/**
 * Compiles the stored rules and pipelines into the interpreter's state, recompiling on every change,
 * and runs it at ingest (after stream routing) while any pipeline is connected to a stream and the
 * "Pipeline Processor" is not disabled in the message processors configuration.
 */
export class PipelineService {
  private state: PipelineState | null = null;
  private readonly env: FunctionEnv;
  private enabledCheckedAt = 0;
  private enabled = true;
  private readonly unsubscribe: Array<() => void> = [];
  private readonly observer: ProcessingObserver | undefined;

  constructor(
    readonly store: PipelineStore,
    readonly streams: StreamLookup,
    private readonly clusterConfig: ClusterConfigStore,
    private readonly ingest: ProcessSlot | null,
    deps: PipelineDeps = {},
  ) {
    this.env = {
      streams: () => streams.list(),
      defaultStreamId: DEFAULT_STREAM_ID,
      lookup: deps.lookup,
      lookupResult: deps.lookupResult,
      grok: deps.grok,
      log: deps.log ?? ((line) => console.info(`sift: ${line}`)),
      threatIntel: () => {
        const stored = clusterConfig.get<Partial<ThreatIntelSwitches>>(THREAT_INTEL_CONFIG);
        return {
          tor_enabled: stored?.tor_enabled === true,
          spamhaus_enabled: stored?.spamhaus_enabled === true,
          abusech_ransom_enabled: stored?.abusech_ransom_enabled === true,
          otx_enabled: stored?.otx_enabled === true,
        };
      },
    };
    this.observer = deps.metrics ? meteringObserver(deps.metrics) : undefined;
    this.unsubscribe.push(store.subscribe(() => this.compile()));
    // Connections of deleted streams go with them.
    this.unsubscribe.push(streams.subscribe(() => store.pruneStreams(new Set(streams.list().map((s) => s.id)))));
    this.compile();
  }

  parseRule(source: string): ParseResult<Rule> {
    return parseRule(source, FUNCTIONS);
  }

  parsePipeline(source: string): ParseResult<Pipeline> {
    return parsePipeline(source, FUNCTIONS);
  }

  /** Rebuilds the interpreter state; with no connected pipeline, ingest runs no processor at all. */
  compile(): void {
    const rules = new Map<string, CompiledRule>();
    for (const r of this.store.rules()) {
      const parsed = this.parseRule(r.source);
      if (parsed.ok) rules.set(r.title, { id: r.id, rule: parsed.value });
    }
    const pipelines = new Map<string, CompiledPipeline>();
    for (const p of this.store.pipelines()) {
      const parsed = this.parsePipeline(p.source);
      if (!parsed.ok) continue;
      pipelines.set(p.id, {
        id: p.id,
        title: p.title,
        stages: [...parsed.value.stages]
          .sort((a, b) => a.stage - b.stage)
          .map((s) => ({ stage: s.stage, match: s.match, rules: s.rules.map((name) => rules.get(name) ?? unresolvedRule(name)) })),
      });
    }
    const byStream = new Map<string, CompiledPipeline[]>();
    for (const c of this.store.connections()) {
      const connected = c.pipelineIds.map((id) => pipelines.get(id)).filter((p): p is CompiledPipeline => p !== undefined);
      if (connected.length > 0) byStream.set(c.streamId, connected);
    }
    this.state = { pipelines, byStream };
    if (this.ingest) this.ingest.stages.process = byStream.size > 0 ? (message) => this.processIngested(message) : null;
  }

  /** Whether the Pipeline Processor is enabled (the configuration is read at most once a second). */
  private processorEnabled(): boolean {
    const now = Date.now();
    if (now - this.enabledCheckedAt > 1000) {
      this.enabledCheckedAt = now;
      const config = this.clusterConfig.get<{ disabled_processors?: unknown }>(MESSAGE_PROCESSORS_CONFIG);
      const disabled = Array.isArray(config?.disabled_processors) ? config.disabled_processors : [];
      this.enabled = !disabled.includes(PIPELINE_PROCESSOR_CLASS);
    }
    return this.enabled;
  }

  private processIngested(message: ProcessingMessage): boolean {
    const state = this.state;
    if (!state || !this.processorEnabled()) return true;
    return processMessage(new IngestMessage(message), state, this.env, undefined, this.observer);
  }

  /**
   * `POST /system/pipelines/simulate`: runs a message (given as fields) in one stream through the
   * connected pipelines, with a trace of what happened and (Sift's `sift_stages`) the message after each stage.
   */
  async simulate(
    fields: Record<string, unknown>,
    streamId: string,
    inputId: string | undefined,
    make: (fields: Record<string, unknown>) => ProcessingMessage,
  ): Promise<{
    messages: Array<Record<string, unknown>>;
    simulation_trace: Array<{ time: number; message: string }>;
    took_microseconds: number;
    sift_stages: SimulatedStage[];
  }> {
    const started = process.hrtime.bigint();
    const micros = () => Number((process.hrtime.bigint() - started) / 1000n);
    const id = typeof fields['_id'] === 'string' ? fields['_id'] : randomUUID();
    const state = this.state;
    // A lookup that waits for the network runs the message again from its fields once the answer is in (ADR 0106).
    // Everything is recorded afresh in each run, so the answer tells of the last run only.
    const { trace, kept, original, after, stages } = await settle(() => {
      const trace: Array<{ time: number; message: string }> = [];
      const inner = make(fields);
      inner.streams = [streamId];
      const message = new IngestMessage(inner);
      const original = summaryFields(inner, id, inputId);
      const { stages, observer } = stageRecorder(
        original,
        () => summaryFields(inner, id, inputId),
        () => message.dropped,
      );
      trace.push({ time: micros(), message: 'Starting message processing' });
      const kept = state
        ? processMessage(message, state, this.env, (line) => trace.push({ time: micros(), message: line }), observer)
        : true;
      trace.push({ time: micros(), message: 'Finished message processing' });
      return { trace, kept, original, after: summaryFields(inner, id, inputId), stages };
    });
    const messages = kept
      ? [
          {
            message: after,
            index: '',
            highlight_ranges: null,
            decoration_stats: decorationStats(original, after),
          },
        ]
      : [];
    return { messages, simulation_trace: trace, took_microseconds: micros(), sift_stages: stages };
  }

  /**
   * Sift's `POST /sift/pipelines/rule/try`: runs an unsaved rule's source on each message (given as fields),
   * alone and without meters, and tells per message whether the condition held, whether an action failed
   * or dropped it, and which fields its actions added, changed and removed. A source that does not parse
   * gives its errors and no results.
   */
  async tryRule(
    source: string,
    messages: ReadonlyArray<Record<string, unknown>>,
    make: (fields: Record<string, unknown>) => ProcessingMessage,
  ): Promise<{ errors: ParseError[] | null; results: RuleTryResult[] }> {
    const parsed = this.parseRule(source);
    if (!parsed.ok) return { errors: parsed.errors, results: [] };
    const rule: CompiledRule = { id: 'try', rule: parsed.value };
    const pipeline: CompiledPipeline = { id: 'try', title: 'try', stages: [{ stage: 0, match: 'PASS', rules: [rule] }] };
    const state: PipelineState = { pipelines: new Map([[pipeline.id, pipeline]]), byStream: new Map([[TRY_STREAM, [pipeline]]]) };
    const results: RuleTryResult[] = [];
    for (const fields of messages) results.push(await settle(() => this.tryOne(state, fields, make)));
    return { errors: null, results };
  }

  /** One message of `tryRule`, from its fields. */
  private tryOne(
    state: PipelineState,
    fields: Record<string, unknown>,
    make: (fields: Record<string, unknown>) => ProcessingMessage,
  ): RuleTryResult {
    const inner = make(fields);
    inner.streams = [TRY_STREAM];
    const before = summaryFields(inner, '', undefined);
    let matched = false;
    let failed = false;
    const observer: ProcessingObserver = {
      pipeline: () => undefined,
      stage: () => undefined,
      rule: (_r, _p, _s, outcome) => {
        if (outcome === 'matched') matched = true;
        if (outcome === 'failed') failed = true;
      },
    };
    const kept = processMessage(new IngestMessage(inner), state, this.env, undefined, observer);
    const after = summaryFields(inner, '', undefined);
    delete before['streams'];
    delete after['streams'];
    const stats = decorationStats(before, after);
    return {
      matched,
      failed,
      dropped: !kept,
      message: after,
      added_fields: stats['added_fields'] ?? {},
      changed_fields: stats['changed_fields'] ?? {},
      removed_fields: stats['removed_fields'] ?? {},
    };
  }

  close(): void {
    for (const u of this.unsubscribe) u();
    if (this.ingest) this.ingest.stages.process = null;
  }
}
