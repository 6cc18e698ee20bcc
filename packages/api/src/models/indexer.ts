import { arrOr, boolOr, isObject, num, obj, optNum, optStr, record, str, type JsonObject } from './decode';

/** `GET /system/indexer/failures`: `{total, failures: [{index, letter_id, message, timestamp, written?}]}`. */
export type IndexerFailuresWire = {
  total: number;
  failures: Array<{ index: string; letter_id: string; message: string; timestamp: string; written?: boolean }>;
};
export interface IndexerFailure {
  index: string;
  letterId: string;
  message: string;
  timestamp: string;
}

export function decodeIndexerFailures(value: unknown, field = 'failures'): { total: number; failures: IndexerFailure[] } {
  const source = obj(value, field);
  const failures = arrOr(source['failures'], `${field}.failures`, (e, f) => {
    const entry = obj(e, f);
    return {
      index: str(entry['index'], `${f}.index`),
      letterId: str(entry['letter_id'], `${f}.letter_id`),
      message: str(entry['message'], `${f}.message`),
      timestamp: str(entry['timestamp'], `${f}.timestamp`),
    };
  });
  return { total: optNum(source['total'], `${field}.total`) ?? failures.length, failures };
}

/** `GET /system/indexer/overview`: cluster health, deflector, counts and per-index summaries. */
export type IndexerOverviewWire = {
  deflector: { current_target: string | null; is_up: boolean };
  indexer_cluster: { health: JsonObject; name: string };
  counts: { events: number };
  indices: Record<string, JsonObject>;
};
export interface IndexerOverview {
  deflector: { currentTarget: string | null; isUp: boolean };
  clusterName: string;
  clusterHealth: JsonObject;
  events: number;
  indices: Record<string, JsonObject>;
}

export function decodeIndexerOverview(value: unknown, field = 'indexer_overview'): IndexerOverview {
  const source = obj(value, field);
  const deflector = obj(source['deflector'], `${field}.deflector`);
  const cluster = obj(source['indexer_cluster'], `${field}.indexer_cluster`);
  return {
    deflector: {
      currentTarget: optStr(deflector['current_target'], `${field}.deflector.current_target`),
      isUp: boolOr(deflector['is_up'], `${field}.deflector.is_up`, false),
    },
    clusterName: optStr(cluster['name'], `${field}.indexer_cluster.name`) ?? '',
    clusterHealth: isObject(cluster['health']) ? cluster['health'] : {},
    events: num(obj(source['counts'], `${field}.counts`)['events'], `${field}.counts.events`),
    indices: isObject(source['indices']) ? record(source['indices'], `${field}.indices`, (i, f) => obj(i, f)) : {},
  };
}

/** Search backend cluster information: `{name, status, shards: {active, initializing, relocating, unassigned}}` (health and name). */
export type IndexerClusterWire = {
  name?: string | null;
  status?: string | null;
  shards?: { active: number; initializing: number; relocating: number; unassigned: number } | null;
};
export interface IndexerCluster {
  name: string | null;
  status: string | null;
  shards: { active: number; initializing: number; relocating: number; unassigned: number } | null;
}

export function decodeIndexerCluster(value: unknown, field = 'indexer_cluster'): IndexerCluster {
  const source = obj(value, field);
  const shards = source['shards'];
  const shard = (key: string) => optNum(isObject(shards) ? shards[key] : 0, `${field}.shards.${key}`) ?? 0;
  return {
    name: optStr(source['name'] ?? source['cluster_name'], `${field}.name`),
    status: optStr(source['status'], `${field}.status`),
    shards: isObject(shards)
      ? { active: shard('active'), initializing: shard('initializing'), relocating: shard('relocating'), unassigned: shard('unassigned') }
      : null,
  };
}
