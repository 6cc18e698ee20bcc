import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/errors.js';
import { isObject, readStrictObject, type JsonObject } from '../http/body.js';
import type { ExtractorStore } from '../extractors/store.js';
import type { GrokStore } from '../grok/store.js';
import type { InputStore } from '../inputs/store.js';
import type { LookupStore } from '../lookup/store.js';
import type { OutputStore } from '../outputs/store.js';
import type { PipelineService } from '../pipelines/service.js';
import type { StreamStore } from '../streams/store.js';
import { RULE_TYPE_INFO } from '../streams/wire.js';
import { GRAYLOG_API_VERSION } from '../version.js';
import type { ContentPackEntity } from './model.js';
import { exportView, viewEntityType, type ViewSources } from './views.js';

/*
 * The entity catalog (Graylog's `/system/catalog`): what on this server can go into a content pack, and
 * the export of chosen entities with everything they depend on, as content pack entities (v1). Exported
 * entities get fresh ids; references between them (a stream's outputs, a pipeline's connected streams, a
 * lookup table's cache and adapter) use those ids, and values are ValueReferences.
 */

/** Where the catalog reads entities from; a subsystem the server lacks contributes nothing. */
export interface CatalogSources {
  streams: StreamStore;
  outputs: OutputStore;
  inputs: InputStore;
  extractors?: ExtractorStore;
  grok?: GrokStore;
  pipelines?: PipelineService;
  lookups?: LookupStore;
  /** Dashboards and saved searches with their searches. */
  views?: ViewSources;
}

export interface EntityType {
  name: string;
  version: string;
}

/** An entry of the catalog (EntityExcerpt). */
export interface EntityExcerpt {
  id: string;
  type: EntityType;
  title: string;
}

/** A native entity to export (EntityDescriptor). */
export interface EntityDescriptor {
  id: string;
  type: EntityType;
}

const v1 = (name: string): EntityType => ({ name, version: '1' });
/** Entity types whose current version is not 1 (Graylog 5.1's dashboards are views: version 2). */
const TYPE_VERSIONS: Readonly<Record<string, string>> = { dashboard: '2' };
const ref = (value: string | number | boolean) => ({
  '@type': typeof value === 'string' ? 'string' : typeof value === 'boolean' ? 'boolean' : Number.isInteger(value) ? 'integer' : 'double',
  '@value': value,
});

/** A plain JSON value with every leaf wrapped as a ValueReference (configurations). */
function refs(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(refs);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, refs(v)]));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return ref(value);
  return null;
}

const SERVER_CONSTRAINT = () => [{ type: 'server-version', version: `>=${GRAYLOG_API_VERSION}` }];

/** Every entity a content pack can be made of, by type and title. */
export function catalogIndex(sources: CatalogSources): EntityExcerpt[] {
  const { streams, outputs, inputs, grok, pipelines, lookups, views } = sources;
  const out: EntityExcerpt[] = [];
  for (const s of streams.list()) out.push({ id: s.id, type: v1('stream'), title: s.title });
  for (const i of inputs.list()) out.push({ id: i.id, type: v1('input'), title: i.title });
  for (const o of outputs.list()) out.push({ id: o.id, type: v1('output'), title: o.title });
  for (const g of grok?.all() ?? []) out.push({ id: g.id, type: v1('grok_pattern'), title: g.name });
  for (const p of pipelines?.store.pipelines() ?? []) out.push({ id: p.id, type: v1('pipeline'), title: p.title });
  for (const r of pipelines?.store.rules() ?? []) out.push({ id: r.id, type: v1('pipeline_rule'), title: r.title });
  for (const t of lookups?.list('lut_tables') ?? []) out.push({ id: t.id, type: v1('lookup_table'), title: t.title });
  for (const c of lookups?.list('lut_caches') ?? []) out.push({ id: c.id, type: v1('lookup_cache'), title: c.title });
  for (const a of lookups?.list('lut_data_adapters') ?? []) out.push({ id: a.id, type: v1('lookup_adapter'), title: a.title });
  for (const v of views?.views.all() ?? []) out.push({ id: v.id, type: viewEntityType(v.type), title: v.title });
  return out;
}

/** Reads `{entities: [{id, type: {name, version}}]}` (CatalogResolveRequest). */
export function readResolveRequest(body: unknown): EntityDescriptor[] {
  const b = readStrictObject(body, ['entities'], 'catalog request');
  const entities = b['entities'];
  if (!Array.isArray(entities) || entities.length > 10_000) throw new ApiError(400, 'Unable to map property entities: expected a list.');
  return entities.map((raw, i) => {
    const e = isObject(raw) ? raw : null;
    const type = e && isObject(e['type']) ? e['type'] : null;
    if (!e || typeof e['id'] !== 'string' || !type || typeof type['name'] !== 'string')
      throw new ApiError(400, `Unable to map entity ${i}: expected {id, type: {name, version}}.`);
    return { id: e['id'], type: { name: type['name'], version: typeof type['version'] === 'string' ? type['version'] : '1' } };
  });
}

const keyOf = (d: EntityDescriptor) => `${d.type.name}:${d.id}`;

/**
 * Exports the requested entities and, transitively, what they depend on: a stream's outputs, a
 * pipeline's rules and connected streams, a lookup table's cache and data adapter, the streams a
 * dashboard's or saved search's queries and widgets use. An entity that does
 * not exist is a 404; a type the catalog does not know is a 400.
 */
export function resolveEntities(sources: CatalogSources, requested: readonly EntityDescriptor[]): ContentPackEntity[] {
  const { streams, outputs, inputs, extractors, grok, pipelines, lookups, views } = sources;
  const ids = new Map<string, string>();
  const queue: EntityDescriptor[] = [];
  const want = (d: EntityDescriptor): string => {
    const key = keyOf(d);
    let id = ids.get(key);
    if (!id) {
      id = randomUUID();
      ids.set(key, id);
      queue.push(d);
    }
    return id;
  };
  for (const d of requested) want(d);
  const missing = (d: EntityDescriptor) => new ApiError(404, `Couldn't find entity ${d.type.name} ${d.id}`);
  const entity = (d: EntityDescriptor, data: JsonObject): ContentPackEntity => ({
    v: '1',
    type: { name: d.type.name, version: TYPE_VERSIONS[d.type.name] ?? '1' },
    id: ids.get(keyOf(d))!,
    data,
    constraints: SERVER_CONSTRAINT(),
  });
  const out: ContentPackEntity[] = [];
  for (let i = 0; i < queue.length; i++) {
    const d = queue[i]!;
    switch (d.type.name) {
      case 'stream': {
        const s = streams.get(d.id);
        if (!s) throw missing(d);
        out.push(
          entity(d, {
            title: ref(s.title),
            description: ref(s.description ?? ''),
            disabled: ref(s.disabled),
            matching_type: ref(s.matchingType),
            stream_rules: s.rules.map((r) => ({
              type: ref(RULE_TYPE_INFO.find((t) => t.id === r.type)?.name ?? String(r.type)),
              field: ref(r.field),
              value: ref(r.value),
              inverted: ref(r.inverted),
              description: ref(r.description),
            })),
            outputs: s.outputs.map((o) => ref(want({ id: o, type: v1('output') }))),
            default_stream: ref(s.isDefault),
            remove_matches: ref(s.removeMatchesFromDefaultStream),
          }),
        );
        break;
      }
      case 'output': {
        const o = outputs.get(d.id);
        if (!o) throw missing(d);
        out.push(entity(d, { title: ref(o.title), type: ref(o.type), configuration: refs(o.configuration) }));
        break;
      }
      case 'input': {
        const input = inputs.get(d.id);
        if (!input) throw missing(d);
        out.push(
          entity(d, {
            title: ref(input.title),
            type: ref(input.type),
            global: ref(input.global),
            configuration: refs(input.configuration),
            static_fields: refs(input.staticFields),
            extractors: (extractors?.forInput(input.id) ?? []).map((e) => ({
              title: ref(e.title),
              type: ref(e.type.toUpperCase()),
              cursor_strategy: ref(e.cursorStrategy.toUpperCase()),
              source_field: ref(e.sourceField),
              target_field: ref(e.targetField),
              configuration: refs(e.config),
              converters: e.converters.map((c) => ({ type: ref(c.type.toUpperCase()), configuration: refs(c.config) })),
              condition_type: ref(e.conditionType.toUpperCase()),
              condition_value: ref(e.conditionValue),
              order: ref(e.order),
            })),
          }),
        );
        break;
      }
      case 'grok_pattern': {
        const g = grok?.get(d.id);
        if (!g) throw missing(d);
        // Graylog's grok pattern entities hold plain values.
        out.push(entity(d, { name: g.name, pattern: g.pattern }));
        break;
      }
      case 'pipeline_rule': {
        const r = pipelines?.store.rule(d.id);
        if (!r) throw missing(d);
        out.push(entity(d, { title: ref(r.title), description: ref(r.description), source: ref(r.source) }));
        break;
      }
      case 'pipeline': {
        const p = pipelines?.store.pipeline(d.id);
        if (!pipelines || !p) throw missing(d);
        const parsed = pipelines.parsePipeline(p.source);
        const ruleNames = parsed.ok ? new Set(parsed.value.stages.flatMap((s) => s.rules)) : new Set<string>();
        for (const name of ruleNames) {
          const rule = pipelines.store.ruleByTitle(name);
          if (rule) want({ id: rule.id, type: v1('pipeline_rule') });
        }
        const connected = pipelines.store
          .connections()
          .filter((c) => c.pipelineIds.includes(p.id) && streams.get(c.streamId))
          .map((c) => ref(want({ id: c.streamId, type: v1('stream') })));
        out.push(entity(d, { title: ref(p.title), description: ref(p.description), source: ref(p.source), connected_streams: connected }));
        break;
      }
      case 'lookup_table': {
        const t = lookups?.get('lut_tables', d.id);
        if (!t) throw missing(d);
        out.push(
          entity(d, {
            name: ref(t.name),
            title: ref(t.title),
            description: ref(t.description),
            cache_name: ref(want({ id: t.cacheId, type: v1('lookup_cache') })),
            data_adapter_name: ref(want({ id: t.dataAdapterId, type: v1('lookup_adapter') })),
            default_single_value: ref(t.defaultSingleValue),
            default_single_value_type: ref(t.defaultSingleValueType),
            default_multi_value: ref(t.defaultMultiValue),
            default_multi_value_type: ref(t.defaultMultiValueType),
          }),
        );
        break;
      }
      case 'lookup_cache':
      case 'lookup_adapter': {
        const c = lookups?.get(d.type.name === 'lookup_cache' ? 'lut_caches' : 'lut_data_adapters', d.id);
        if (!c) throw missing(d);
        out.push(entity(d, { name: ref(c.name), title: ref(c.title), description: ref(c.description), configuration: refs(c.config) }));
        break;
      }
      case 'dashboard':
      case 'search': {
        const view = views?.views.get(d.id);
        const search = view && views?.searches.get(view.searchId);
        if (!view || !search || viewEntityType(view.type).name !== d.type.name) throw missing(d);
        out.push(
          entity(
            d,
            exportView(view, search.search, (id) => (streams.get(id) ? want({ id, type: v1('stream') }) : null)),
          ),
        );
        break;
      }
      default:
        throw new ApiError(400, `Unsupported entity type ${d.type.name}: the catalog exports ${SUPPORTED_TYPES.join(', ')}.`);
    }
  }
  return out;
}

export const SUPPORTED_TYPES = [
  'stream',
  'input',
  'output',
  'grok_pattern',
  'pipeline',
  'pipeline_rule',
  'lookup_table',
  'lookup_cache',
  'lookup_adapter',
  'dashboard',
  'search',
] as const;
