import { ApiError } from '../http/errors.js';
import { isObject } from '../http/body.js';
import { assertValid, readAdapter, readCache, readTable } from '../lookup/model.js';
import type { GrokStore } from '../grok/store.js';
import type { LookupStore } from '../lookup/store.js';
import type { PipelineService } from '../pipelines/service.js';
import type { ContentPack, ContentPackEntity, Resolved } from './model.js';

/* How the installer creates and removes each entity type: the shared shapes, and the grok, pipeline and lookup facades. */

export interface Installer {
  /** Who installs. */
  username: string;
  userId: string;
}

/** One entity, checked and ready to create: nothing is created until every entity of the pack is ready. */
export interface Prepared {
  title: string;
  /** The pack entity ids this one refers to (created first). */
  dependsOn: string[];
  /** An entity that exists already (the default stream): recorded, never created or removed. */
  existing?: string;
  /** Creates the entity; `nativeId` maps a pack entity id to the id it got. */
  create?: (nativeId: (entityId: string) => string) => Promise<string>;
}

export interface Facade {
  /** `pack` is the pack being installed, for entities that refer to others of it. */
  prepare(data: { [key: string]: Resolved }, entity: ContentPackEntity, by: Installer, pack?: ContentPack): Prepared;
  /** Removes a created entity; false when it is gone already. */
  remove(id: string): Promise<boolean>;
}

export const bad = (message: string) => new ApiError(400, message);
export const str = (data: { [key: string]: Resolved }, key: string, what: string, required = true): string => {
  const v = data[key];
  if (v === undefined || v === null) {
    if (required) throw bad(`Missing property ${key} of ${what}.`);
    return '';
  }
  if (typeof v !== 'string' || v.length > 10_000) throw bad(`Property ${key} of ${what} must be a string.`);
  return v;
};
export const bool = (data: { [key: string]: Resolved }, key: string, fallback: boolean): boolean =>
  typeof data[key] === 'boolean' ? (data[key] as boolean) : fallback;
export const map = (value: Resolved | undefined): { [key: string]: Resolved } =>
  isObject(value) ? (value as { [key: string]: Resolved }) : {};

/** A resolved value as JSON for the readers of the API's request bodies. */
const plain = (value: Resolved | undefined): unknown => value ?? null;

/** The CreateExtractorRequest body of an extractor inside an input entity (ExtractorEntity). */
export function extractorRequest(raw: Resolved, index: number, what: string): Record<string, unknown> {
  const e = map(raw);
  const lower = (v: Resolved | undefined) => (typeof v === 'string' ? v.toLowerCase() : v);
  const converters = Array.isArray(e['converters']) ? e['converters'] : [];
  if (!isObject(raw)) throw bad(`Unable to read extractor ${index} of ${what}.`);
  return {
    title: plain(e['title']),
    extractor_type: lower(e['type']),
    cursor_strategy: lower(e['cursor_strategy']),
    source_field: plain(e['source_field']),
    target_field: plain(e['target_field']),
    extractor_config: map(e['configuration']),
    converters: converters.map((c) => ({ type: lower(map(c)['type']), config: map(map(c)['configuration']) })),
    condition_type: lower(e['condition_type']),
    condition_value: plain(e['condition_value']),
    order: plain(e['order']),
  };
}

export function lookupFacades(lookups: LookupStore): Record<string, Facade> {
  const component = (collection: 'lut_caches' | 'lut_data_adapters', kind: string): Facade => ({
    // A cache or adapter of the same name is found on the system and used as it is, as Graylog does.
    prepare: (data, entity) => {
      const what = `${kind} entity ${entity.id}`;
      const name = str(data, 'name', what);
      const existing = lookups.byName(collection, name);
      if (existing) return { title: existing.title, dependsOn: [], existing: existing.id };
      const body = {
        name,
        title: str(data, 'title', what),
        description: str(data, 'description', what, false),
        config: map(data['configuration']),
      };
      const parsed = collection === 'lut_caches' ? readCache(body) : readAdapter(body);
      assertValid(parsed.violations);
      return { title: parsed.record.title, dependsOn: [], create: async () => lookups.save(collection, { ...parsed.record, id: null }).id };
    },
    remove: async (id) => {
      if (!lookups.byId(collection, id) || lookups.tablesUsing(collection === 'lut_caches' ? 'cache' : 'adapter', id).length > 0)
        return false;
      return lookups.delete(collection, id);
    },
  });
  return {
    'lookup_cache:1': component('lut_caches', 'lookup cache'),
    'lookup_adapter:1': component('lut_data_adapters', 'lookup data adapter'),
    'lookup_table:1': {
      prepare: (data, entity) => {
        const what = `lookup table entity ${entity.id}`;
        const name = str(data, 'name', what);
        const existing = lookups.byName('lut_tables', name);
        if (existing) return { title: existing.title, dependsOn: [], existing: existing.id };
        const cache = str(data, 'cache_name', what);
        const adapter = str(data, 'data_adapter_name', what);
        const body = (cacheId: string, adapterId: string) => ({
          name,
          title: str(data, 'title', what),
          description: str(data, 'description', what, false),
          cache_id: cacheId,
          data_adapter_id: adapterId,
          default_single_value: str(data, 'default_single_value', what, false),
          default_single_value_type: str(data, 'default_single_value_type', what, false) || 'NULL',
          default_multi_value: str(data, 'default_multi_value', what, false),
          default_multi_value_type: str(data, 'default_multi_value_type', what, false) || 'NULL',
        });
        const checked = readTable(body(cache, adapter));
        assertValid(checked.violations);
        return {
          title: checked.record.title,
          dependsOn: [cache, adapter],
          create: async (nativeId) =>
            lookups.save('lut_tables', { ...readTable(body(nativeId(cache), nativeId(adapter))).record, id: null }).id,
        };
      },
      remove: async (id) => (lookups.byId('lut_tables', id) ? lookups.delete('lut_tables', id) : false),
    },
  };
}

export function pipelineFacades(pipelines: PipelineService): Record<string, Facade> {
  const { store } = pipelines;
  return {
    'pipeline_rule:1': {
      // A rule of the same title and source is found on the system; the same title with another source is an error.
      prepare: (data, entity) => {
        const what = `pipeline rule entity ${entity.id}`;
        const source = str(data, 'source', what);
        const parsed = pipelines.parseRule(source);
        if (!parsed.ok) throw bad(`Invalid source of ${what}: ${parsed.errors.map((e) => `line ${e.line}: ${e.reason}`).join('; ')}`);
        const title = parsed.value.name;
        const existing = store.ruleByTitle(title);
        if (existing && existing.source.trim() !== source.trim())
          throw bad(`A rule with the title "${title}" already exists on this server with another source (${what}).`);
        if (existing) return { title, dependsOn: [], existing: existing.id };
        const description = str(data, 'description', what, false);
        return { title, dependsOn: [], create: async () => store.insertRule({ title, description, source }).id };
      },
      remove: async (id) => store.deleteRule(id),
    },
    'pipeline:1': {
      prepare: (data, entity) => {
        const what = `pipeline entity ${entity.id}`;
        const source = str(data, 'source', what);
        const parsed = pipelines.parsePipeline(source);
        if (!parsed.ok) throw bad(`Invalid source of ${what}: ${parsed.errors.map((e) => `line ${e.line}: ${e.reason}`).join('; ')}`);
        const title = parsed.value.name;
        const description = str(data, 'description', what, false);
        const connected = (Array.isArray(data['connected_streams']) ? data['connected_streams'] : []).map(String);
        return {
          title,
          dependsOn: connected,
          create: async (nativeId) => {
            const pipeline = store.insertPipeline({ title, description, source });
            if (connected.length > 0) store.connectPipeline(pipeline.id, connected.map(nativeId));
            return pipeline.id;
          },
        };
      },
      remove: async (id) => store.deletePipeline(id),
    },
  };
}

export function grokFacades(grok: GrokStore): Record<string, Facade> {
  return {
    'grok_pattern:1': {
      // A pattern of the same name and definition counts as found on the system; a different one is an error.
      prepare: (data, entity) => {
        const what = `grok pattern entity ${entity.id}`;
        const name = str(data, 'name', what);
        const pattern = str(data, 'pattern', what);
        const existing = grok.all().find((p) => p.name === name);
        if (existing && existing.pattern !== pattern)
          throw bad(`Expected Grok pattern for name "${name}": <${pattern}>; actual Grok pattern: <${existing.pattern}>`);
        if (existing) return { title: name, dependsOn: [], existing: existing.id };
        return {
          title: name,
          dependsOn: [],
          create: async () => {
            try {
              return grok.create({ name, pattern }).id;
            } catch (error) {
              throw bad(error instanceof Error ? error.message : String(error));
            }
          },
        };
      },
      remove: async (id) => grok.delete(id),
    },
  };
}
