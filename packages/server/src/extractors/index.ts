import type { Database } from 'better-sqlite3';
import type { FastifyPluginAsync } from 'fastify';
import type { ProcessingStages } from '../ingest/processors.js';
import type { InputStore } from '../inputs/store.js';
import { GrokStore } from '../grok/store.js';
import { grokRoutes } from '../grok/routes.js';
import { toolRoutes } from '../tools/routes.js';
import type { LookupFunction } from './converters.js';
import { extractorRoutes, readRequest, validateExtractor } from './routes.js';
import { ExtractorRuntime } from './runtime.js';
import { ExtractorStore, timeUuid, type ExtractorRecord } from './store.js';
import type { RunnerDeps } from './types.js';

export interface ExtractorsOptions {
  db: Database;
  inputs: InputStore;
  /** The ingest pipeline's stages: the extractors fill `extract`. */
  stages: ProcessingStages;
  /** Lookup tables for the `lookup_table` extractor and converter (unavailable without it). */
  lookup?: LookupFunction;
  lookupTableExists?: (name: string) => boolean;
}

export interface Extractors {
  grok: GrokStore;
  store: ExtractorStore;
  runtime: ExtractorRuntime;
  /** Reads and checks a `CreateExtractorRequest` body for an input without storing it (content pack installs). */
  check(body: unknown): Omit<ExtractorRecord, 'id' | 'inputId' | 'creatorUserId'>;
  /** Stores a checked extractor on an input and runs it from the next message. */
  add(inputId: string, extractor: Omit<ExtractorRecord, 'id' | 'inputId' | 'creatorUserId'>, creatorUserId: string): ExtractorRecord;
  /** `/system/grok`, `/system/inputs/{id}/extractors`, `/tools/*` and `/messages/parse`. */
  routes: FastifyPluginAsync;
}

/** Grok patterns, input extractors applied at ingest, the extractor testers and message parsing. */
export function createExtractors(options: ExtractorsOptions): Extractors {
  const grok = new GrokStore(options.db);
  const store = new ExtractorStore(options.db);
  // An input's extractors are removed with it; those of inputs deleted meanwhile go at start-up.
  store.deleteOrphans((id) => options.inputs.get(id) !== null);
  const deps: RunnerDeps = {
    compileGrok: (expression, namedCapturesOnly) => grok.compile(expression, namedCapturesOnly),
    lookup: options.lookup,
    lookupTableExists: options.lookupTableExists,
  };
  const runtime = new ExtractorRuntime(store, deps);
  runtime.attach(options.stages);
  // Grok extractors are compiled against the stored patterns: recompile when they change.
  grok.onChange(() => runtime.reloadAll());
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(grokRoutes, { grok });
    await api.register(extractorRoutes, { extractors: store, runtime, inputs: options.inputs, deps });
    await api.register(toolRoutes, { grok });
  };
  const check = (body: unknown) => {
    const request = readRequest(body);
    const {
      id: _id,
      inputId: _input,
      creatorUserId: _creator,
      ...checked
    } = validateExtractor({ ...request, id: 'check', inputId: 'check', creatorUserId: '' }, deps);
    return checked;
  };
  const add = (inputId: string, extractor: Omit<ExtractorRecord, 'id' | 'inputId' | 'creatorUserId'>, creatorUserId: string) => {
    const record = { ...extractor, id: timeUuid(), inputId, creatorUserId };
    store.save(record);
    runtime.reload(inputId);
    return record;
  };
  return { grok, store, runtime, routes, check, add };
}
