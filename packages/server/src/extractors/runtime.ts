import { performance } from 'node:perf_hooks';
import type { ProcessingMessage, ProcessingStages } from '../ingest/processors.js';
import type { FieldValue } from '../storage/fields.js';
import { buildConverter, ConverterConfigError, type Converter } from './converters.js';
import { compileJavaRegex } from './java-regex.js';
import { ExtractorMetrics } from './metrics.js';
import type { ExtractorRecord, ExtractorStore } from './store.js';
import { buildRunner, ExtractionError, type Runner, type RunnerDeps } from './types.js';
import { rethrowPending } from '../lookup/pending.js';

/** Fields an extractor never cuts from (Graylog's reserved message fields). */
export function isReservedField(name: string): boolean {
  return ['message', 'source', 'timestamp', 'streams', '_id'].includes(name) || name.startsWith('gl2_') || RESERVED_TARGETS.has(name);
}

/** Elasticsearch meta fields an extractor may not write to (400 when saving). */
export const RESERVED_TARGETS = new Set(['_id', '_ttl', '_source', '_all', '_index', '_type', '_score']);

const PROCESSING_ERROR = 'gl2_processing_error';

/** A value as a message field: scalars and dates as they are, anything else as JSON text. */
export function fieldValue(value: unknown): FieldValue | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return JSON.stringify(value);
}

interface Compiled {
  record: ExtractorRecord;
  run: Runner;
  condition: ((value: string) => boolean) | null;
  converters: Converter[];
  metrics: ExtractorMetrics;
}

/** Builds the converters of an extractor, dropping those whose configuration is unusable (as Graylog does). */
export function usableConverters(converters: ExtractorRecord['converters'], deps: RunnerDeps): Converter[] {
  const out: Converter[] = [];
  for (const c of converters) {
    try {
      out.push(buildConverter(c.type, c.config, deps));
    } catch (error) {
      if (!(error instanceof ConverterConfigError)) throw error;
    }
  }
  return out;
}

/** Compiles an extractor (runner, condition and converters); throws ExtractorConfigError when it cannot run. */
export function compileExtractor(record: ExtractorRecord, deps: RunnerDeps, metrics = new ExtractorMetrics()): Compiled {
  let condition: Compiled['condition'] = null;
  if (record.conditionType === 'string') {
    const needle = record.conditionValue;
    condition = (value) => value.includes(needle);
  } else if (record.conditionType === 'regex') {
    const pattern = compileJavaRegex(record.conditionValue);
    condition = (value) => pattern.test(value);
  }
  return {
    record,
    run: buildRunner(record.type, record.config, deps),
    condition,
    converters: usableConverters(record.converters, deps),
    metrics,
  };
}

function addProcessingError(message: ProcessingMessage, text: string): void {
  const existing = message.get(PROCESSING_ERROR);
  message.set(PROCESSING_ERROR, typeof existing === 'string' && existing !== '' ? `${existing}, ${text}` : text);
}

function setField(message: ProcessingMessage, name: string, value: unknown): void {
  const v = fieldValue(value);
  // Graylog's Message.addField ignores null and blank strings.
  if (name === '' || v === null || (typeof v === 'string' && v.trim() === '')) return;
  message.set(name, v);
}

/**
 * Runs the extractors of each input on its messages, in order (Graylog's ExtractorFilter). Extractors are
 * compiled once and recompiled when they or the grok patterns change; a message of an input without
 * extractors costs one Map lookup.
 */
export class ExtractorRuntime {
  private byInput = new Map<string, Compiled[]>();
  private stages: ProcessingStages | null = null;
  /** Metrics survive recompiling (they belong to the extractor id, as Graylog's registry names them). */
  private readonly metrics = new Map<string, ExtractorMetrics>();

  constructor(
    private readonly store: ExtractorStore,
    private readonly deps: RunnerDeps,
    private readonly log: (line: string) => void = (line) => console.warn(`sift: ${line}`),
  ) {
    this.reloadAll();
  }

  /** Fills the ingest pipeline's extract stage while any extractor exists (an empty stage costs nothing). */
  attach(stages: ProcessingStages): void {
    this.stages = stages;
    this.updateStage();
  }

  private updateStage(): void {
    if (this.stages) this.stages.extract = this.byInput.size > 0 ? this.extract : null;
  }

  metricsOf(id: string): ExtractorMetrics {
    let m = this.metrics.get(id);
    if (!m) {
      m = new ExtractorMetrics();
      this.metrics.set(id, m);
    }
    return m;
  }

  reloadAll(): void {
    const next = new Map<string, Compiled[]>();
    for (const record of this.store.all()) {
      const compiled = this.tryCompile(record);
      if (!compiled) continue;
      const list = next.get(record.inputId) ?? [];
      list.push(compiled);
      next.set(record.inputId, list);
    }
    this.byInput = next;
    this.updateStage();
  }

  reload(inputId: string): void {
    const records = this.store.forInput(inputId);
    const known = new Set(records.map((r) => r.id));
    for (const c of this.byInput.get(inputId) ?? []) if (!known.has(c.record.id)) this.metrics.delete(c.record.id);
    const list = records.map((r) => this.tryCompile(r)).filter((c): c is Compiled => c !== null);
    if (list.length > 0) this.byInput.set(inputId, list);
    else this.byInput.delete(inputId);
    this.updateStage();
  }

  private tryCompile(record: ExtractorRecord): Compiled | null {
    try {
      return compileExtractor(record, this.deps, this.metricsOf(record.id));
    } catch (error) {
      // A stored extractor that no longer compiles (a grok pattern it uses was deleted) is skipped.
      this.log(`extractor ${record.id} (${record.title}) of input ${record.inputId} cannot run: ${(error as Error).message}`);
      return null;
    }
  }

  /** The ingest stage: runs the message's input's extractors; never drops a message. */
  readonly extract = (message: ProcessingMessage): boolean => {
    if (message.inputId === undefined) return true;
    const list = this.byInput.get(message.inputId);
    if (list === undefined) return true;
    for (const extractor of list) this.runOne(extractor, message);
    return true;
  };

  private runOne(extractor: Compiled, message: ProcessingMessage): void {
    const { record, metrics } = extractor;
    const source = message.get(record.sourceField);
    if (typeof source !== 'string') {
      metrics.conditionMisses++;
      return;
    }
    const start = performance.now();
    if (extractor.condition) {
      const hit = extractor.condition(source);
      metrics.condition.record(performance.now() - start);
      if (!hit) {
        metrics.conditionMisses++;
        return;
      }
    }
    metrics.conditionHits++;
    const executionStart = performance.now();
    try {
      let results;
      try {
        results = extractor.run(source);
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error;
        addProcessingError(message, `Could not apply extractor <${record.title} (${record.id})>: ${error.message}`);
        return;
      }
      metrics.execution.record(performance.now() - executionStart);
      if (!results || results.length === 0 || results.some((r) => r.value === null || r.value === undefined)) return;
      const single = results.length === 1 && results[0]!.target === null;
      if (!single) for (const r of results) setField(message, r.target ?? record.targetField, r.value);
      if (
        record.cursorStrategy === 'cut' &&
        record.targetField !== record.sourceField &&
        !isReservedField(record.sourceField) &&
        results[0]!.begin !== -1
      ) {
        let cut = source;
        for (const r of [...results].sort((a, b) => b.begin - a.begin)) cut = cut.slice(0, r.begin) + cut.slice(r.end);
        message.set(record.sourceField, cut.trim() === '' ? 'fullyCutByExtractor' : cut);
      }
      // Converters act on the target field's value while it is a string; the value is converted before it
      // is stored, so a date extracted into `timestamp` reaches the date converter as text, as on Graylog.
      const value = single ? results[0]!.value : message.get(record.targetField);
      const converted = extractor.converters.length > 0 && typeof value === 'string' ? this.convert(extractor, message, value) : value;
      if (converted === null) message.remove(record.targetField);
      else if (single || converted !== value) setField(message, record.targetField, converted);
    } catch (error) {
      // A lookup waiting for the network suspends the whole message, which is run again (ADR 0106).
      rethrowPending(error);
      metrics.exceptions++;
      addProcessingError(message, `Could not apply extractor <${record.title} (${record.id})>: ${(error as Error).message}`);
    } finally {
      metrics.total.record(performance.now() - start);
    }
  }

  /** Runs the converters on a target value; answers the final value (null: the field is removed). */
  private convert(extractor: Compiled, message: ProcessingMessage, initial: string): unknown {
    const { record, metrics } = extractor;
    const start = performance.now();
    let value: unknown = initial;
    for (const converter of extractor.converters) {
      if (typeof value !== 'string') continue;
      try {
        if (converter.multi) {
          const fields = converter.convert(value);
          if (fields) for (const [key, v] of Object.entries(fields)) if (!isReservedField(key)) setField(message, key, v);
        } else {
          value = fieldValue(converter.convert(value));
        }
      } catch (error) {
        rethrowPending(error);
        metrics.converterExceptions++;
        addProcessingError(
          message,
          `Could not apply converter [${converter.type}] of extractor <${record.title} (${record.id})>: ${(error as Error).message}`,
        );
      }
    }
    metrics.converters.record(performance.now() - start);
    return value;
  }
}
