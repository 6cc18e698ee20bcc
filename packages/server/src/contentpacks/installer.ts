import type { JsonObject } from '../http/body.js';
import { newObjectId } from '../db/ids.js';
import type { ExtractorRecord } from '../extractors/store.js';
import type { GrokStore } from '../grok/store.js';
import type { InputManager } from '../inputs/manager.js';
import type { LookupStore } from '../lookup/store.js';
import type { PipelineService } from '../pipelines/service.js';
import { checkConfiguration, findInputType } from '../inputs/types.js';
import { destroyOutput } from '../outputs/routes.js';
import type { OutputStore } from '../outputs/store.js';
import { convertConfiguration, findOutputType } from '../outputs/types.js';
import type { GrantStore } from '../sharing/grants.js';
import { toGrn } from '../sharing/grn.js';
import { DEFAULT_INDEX_SET_ID } from '../storage/index-sets.js';
import { DEFAULT_STREAM_ID } from '../streams/model.js';
import type { StreamStore } from '../streams/store.js';
import { readRule, RULE_TYPE_INFO } from '../streams/wire.js';
import {
  bad,
  bool,
  extractorRequest,
  grokFacades,
  lookupFacades,
  map,
  pipelineFacades,
  str,
  type Facade,
  type Installer,
  type Prepared,
} from './facades.js';
import { viewFacades, type ViewSources } from './views.js';
import { parameterValues, resolveValues, type ContentPack, type Resolved } from './model.js';
import type { ContentPackInstallation, ContentPackStore, NativeEntityDescriptor } from './store.js';

/** The subsystems whose entities a content pack can create. */
export interface InstallTargets {
  streams: StreamStore;
  grants: GrantStore;
  outputs: OutputStore;
  inputs: InputManager;
  /** Grok patterns, when the server has them. */
  grok?: GrokStore;
  /** Pipeline rules, pipelines and their stream connections. */
  pipelines?: PipelineService;
  /** Lookup tables, caches and data adapters. */
  lookups?: LookupStore;
  /** Dashboards and saved searches with their searches. */
  views?: ViewSources;
  /** Input extractors: checks a CreateExtractorRequest body, and adds a checked extractor to an input. */
  extractors?: {
    check(body: unknown): Omit<ExtractorRecord, 'id' | 'inputId' | 'creatorUserId'>;
    add(inputId: string, extractor: Omit<ExtractorRecord, 'id' | 'inputId' | 'creatorUserId'>, creatorUserId: string): ExtractorRecord;
  };
}

function facades(targets: InstallTargets): Record<string, Facade> {
  const { streams, grants, outputs, inputs, grok, pipelines, lookups, extractors, views } = targets;
  return {
    ...(grok ? grokFacades(grok) : {}),
    ...(pipelines ? pipelineFacades(pipelines) : {}),
    ...(lookups ? lookupFacades(lookups) : {}),
    ...(views ? viewFacades(views, grants) : {}),
    'output:1': {
      prepare: (data, entity, by) => {
        const what = `output entity ${entity.id}`;
        const title = str(data, 'title', what);
        const type = findOutputType(str(data, 'type', what));
        if (!type) throw bad(`Invalid output type ${String(data['type'])} of ${what}.`);
        const configuration = convertConfiguration(map(data['configuration']), type);
        return {
          title,
          dependsOn: [],
          create: async () => outputs.insert({ title, type: type.type, creatorUserId: by.username, configuration, contentPack: null }).id,
        };
      },
      remove: async (id) => {
        if (!outputs.get(id)) return false;
        destroyOutput(outputs, streams, id);
        return true;
      },
    },
    'stream:1': {
      prepare: (data, entity, by) => {
        const what = `stream entity ${entity.id}`;
        const title = str(data, 'title', what);
        if (bool(data, 'default_stream', false)) return { title, dependsOn: [], existing: DEFAULT_STREAM_ID };
        const matching = str(data, 'matching_type', what, false) || 'AND';
        if (matching !== 'AND' && matching !== 'OR') throw bad(`Invalid matching type ${matching} of ${what}.`);
        const rawRules = Array.isArray(data['stream_rules']) ? data['stream_rules'] : [];
        const rules = rawRules.map((raw, i) => {
          const rule = map(raw);
          const name = rule['type'];
          const info = RULE_TYPE_INFO.find((t) => t.name === name || t.id === name);
          if (!info) throw bad(`Unknown stream rule type ${String(name)} in rule ${i} of ${what}.`);
          return readRule({
            type: info.id,
            field: rule['field'] ?? '',
            value: rule['value'] ?? '',
            inverted: rule['inverted'] === true,
            description: rule['description'] ?? '',
          });
        });
        const outputIds = (Array.isArray(data['outputs']) ? data['outputs'] : []).map(String);
        return {
          title,
          dependsOn: outputIds,
          create: async (nativeId) => {
            const stream = streams.insert(
              {
                title,
                description: str(data, 'description', what, false) || null,
                disabled: bool(data, 'disabled', false),
                matchingType: matching,
                removeMatchesFromDefaultStream: bool(data, 'remove_matches', false),
                indexSetId: DEFAULT_INDEX_SET_ID,
                creatorUserId: by.username,
                contentPack: null,
                outputs: outputIds.map(nativeId),
              },
              rules,
            );
            grants.registerOwner('stream', stream.id, by.userId);
            return stream.id;
          },
        };
      },
      remove: async (id) => {
        if (!streams.get(id) || id === DEFAULT_STREAM_ID) return false;
        streams.delete(id);
        grants.removeTarget(toGrn('stream', id));
        return true;
      },
    },
    'input:1': {
      prepare: (data, entity, by) => {
        const what = `input entity ${entity.id}`;
        const title = str(data, 'title', what);
        const type = findInputType(str(data, 'type', what));
        if (!type) throw bad(`There is no input of type ${String(data['type'])} (${what}).`);
        const extractorBodies = (Array.isArray(data['extractors']) ? data['extractors'] : []).map((e, i) => extractorRequest(e, i, what));
        if (extractorBodies.length > 0 && !extractors)
          throw bad(`Unsupported extractors of ${what}: this server installs inputs without extractors only.`);
        const checkedExtractors = extractorBodies.map((body) => extractors!.check(body));
        const configuration = map(data['configuration']);
        if (!checkConfiguration(type, configuration)) throw bad(`Missing or invalid input configuration of ${what}.`);
        const staticFields: Record<string, string> = {};
        for (const [k, v] of Object.entries(map(data['static_fields']))) {
          if (!/^[\w.\-@]+$/.test(k)) throw bad(`Invalid static field key ${k} of ${what}.`);
          staticFields[k] = String(v);
        }
        const global = bool(data, 'global', false);
        return {
          title,
          dependsOn: [],
          create: async () => {
            const id = newObjectId();
            const record = {
              id,
              title,
              type: type.type,
              global,
              node: global ? null : inputs.nodeId,
              configuration,
              staticFields,
              creatorUserId: by.username,
              createdAt: new Date().toISOString(),
              desiredState: 'RUNNING' as const,
            };
            inputs.store.save(record);
            for (const extractor of checkedExtractors) extractors!.add(id, extractor, by.username);
            if (inputs.runsHere(record)) await inputs.start(id);
            return id;
          },
        };
      },
      remove: async (id) => {
        if (!inputs.store.get(id)) return false;
        await inputs.remove(id);
        inputs.store.delete(id);
        return true;
      },
    },
  };
}

/** Orders entities so that each comes after the entities it refers to; a reference to no entity of the pack is an error. */
function creationOrder(prepared: Map<string, Prepared>): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, from: string) => {
    const entry = prepared.get(id);
    if (!entry) throw bad(`Entity ${from} refers to ${id}, which is not an entity of the content pack.`);
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw bad(`Entity ${id} depends on itself.`);
    state.set(id, 'visiting');
    for (const dep of entry.dependsOn) visit(dep, id);
    state.set(id, 'done');
    order.push(id);
  };
  for (const id of prepared.keys()) visit(id, id);
  return order;
}

/**
 * Installs a content pack revision: fills in the parameters, checks every entity, then creates them in
 * dependency order. An unsupported entity type or an invalid entity is refused before anything is
 * created; a failure while creating removes what this installation created so far.
 */
export async function installContentPack(
  store: ContentPackStore,
  targets: InstallTargets,
  pack: ContentPack,
  request: { parameters: JsonObject; comment: string },
  by: Installer,
): Promise<ContentPackInstallation> {
  const byType = facades(targets);
  const unsupported = pack.entities.find((e) => !byType[`${e.type.name}:${e.type.version}`]);
  if (unsupported) {
    throw bad(
      `Unsupported entity type "${unsupported.type.name}" (version ${unsupported.type.version}) of entity ${unsupported.id}: content pack ${pack.id} revision ${pack.rev} cannot be installed on this server, which installs ${Object.keys(
        byType,
      )
        .map((t) => t.split(':')[0])
        .join(', ')} entities.`,
    );
  }
  const values = parameterValues(pack, request.parameters);
  const prepared = new Map<string, Prepared>();
  const entities = new Map(pack.entities.map((e) => [e.id, e]));
  // Rules come before the pipelines that name them (pipelines refer to rules by title, not by entity id).
  const rulesFirst = [...pack.entities].sort((a, b) => Number(b.type.name === 'pipeline_rule') - Number(a.type.name === 'pipeline_rule'));
  for (const entity of rulesFirst) {
    const data = resolveValues(entity.data, values, `entities.${entity.id}.data`) as { [key: string]: Resolved };
    prepared.set(entity.id, byType[`${entity.type.name}:${entity.type.version}`]!.prepare(data, entity, by, pack));
  }
  const order = creationOrder(prepared);
  const created = new Map<string, string>();
  const descriptors: NativeEntityDescriptor[] = [];
  try {
    for (const entityId of order) {
      const entry = prepared.get(entityId)!;
      const entity = entities.get(entityId)!;
      const nativeId = entry.existing ?? (await entry.create!((ref) => created.get(ref)!));
      created.set(entityId, nativeId);
      descriptors.push({
        id: nativeId,
        content_pack_entity_id: entityId,
        title: entry.title,
        type: entity.type,
        found_on_system: entry.existing !== undefined,
      });
    }
  } catch (error) {
    for (const d of [...descriptors].reverse()) if (!d.found_on_system) await byType[`${d.type.name}:${d.type.version}`]!.remove(d.id);
    throw error;
  }
  const installation: ContentPackInstallation = {
    _id: newObjectId(),
    content_pack_id: pack.id,
    content_pack_revision: pack.rev,
    parameters: request.parameters,
    entities: descriptors,
    comment: request.comment,
    created_at: new Date().toISOString(),
    created_by: by.username,
  };
  store.saveInstallation(installation);
  return installation;
}

/** Which of an installation's entities an uninstall removes, keeps (found on the system or used by another installation). */
export function uninstallPlan(
  store: ContentPackStore,
  installation: ContentPackInstallation,
): { remove: NativeEntityDescriptor[]; skip: NativeEntityDescriptor[] } {
  const usedElsewhere = new Set(
    store
      .installations()
      .filter((i) => i._id !== installation._id)
      .flatMap((i) => i.entities.map((e) => `${e.type.name}:${e.id}`)),
  );
  const remove: NativeEntityDescriptor[] = [];
  const skip: NativeEntityDescriptor[] = [];
  for (const entity of installation.entities)
    (entity.found_on_system || usedElsewhere.has(`${entity.type.name}:${entity.id}`) ? skip : remove).push(entity);
  return { remove, skip };
}

/** Removes what an installation created (dependants first) and forgets the installation. */
export async function uninstallContentPack(store: ContentPackStore, targets: InstallTargets, installation: ContentPackInstallation) {
  const byType = facades(targets);
  const { remove, skip } = uninstallPlan(store, installation);
  const entities: NativeEntityDescriptor[] = [];
  const failed: NativeEntityDescriptor[] = [];
  for (const entity of [...remove].reverse()) {
    const facade = byType[`${entity.type.name}:${entity.type.version}`];
    if (facade && (await facade.remove(entity.id))) entities.push(entity);
    else failed.push(entity);
  }
  store.deleteInstallation(installation._id);
  return { entities, failed_entities: failed, skipped_entities: skip };
}
