import { arrOr, bool, boolOr, isObject, num, obj, oneOf, optStr, str, strings, type JsonObject } from './decode';

/** NodeSummary of `GET /system/cluster/nodes` (API.md §3). */
export interface Node {
  nodeId: string;
  clusterId: string;
  shortNodeId: string;
  hostname: string;
  isLeader: boolean;
  transportAddress: string;
  lastSeen: string | null;
  type: string;
}

export function decodeNode(value: unknown, field = 'node'): Node {
  const source = obj(value, field);
  return {
    nodeId: str(source['node_id'], `${field}.node_id`),
    clusterId: str(source['cluster_id'], `${field}.cluster_id`),
    shortNodeId: str(source['short_node_id'], `${field}.short_node_id`),
    hostname: str(source['hostname'], `${field}.hostname`),
    isLeader: boolOr(source['is_leader'] ?? source['is_master'], `${field}.is_leader`, false),
    transportAddress: optStr(source['transport_address'], `${field}.transport_address`) ?? '',
    lastSeen: optStr(source['last_seen'], `${field}.last_seen`),
    type: optStr(source['type'], `${field}.type`) ?? 'server',
  };
}

export function decodeNodeList(value: unknown, field = 'nodes'): { nodes: Node[]; total: number } {
  const source = obj(value, field);
  return { nodes: arrOr(source['nodes'], `${field}.nodes`, decodeNode), total: num(source['total'], `${field}.total`) };
}

export const LB_STATUSES = ['alive', 'dead', 'throttled'] as const;
export const LIFECYCLES = [
  'uninitialized',
  'starting',
  'running',
  'paused',
  'halting',
  'failed',
  'throttled',
  'override lb:dead',
  'override lb:alive',
  'override lb:throttled',
] as const;
export const NOTIFICATION_SEVERITIES = ['normal', 'urgent'] as const;
export const METRIC_TYPES = ['gauge', 'counter', 'meter', 'timer', 'histogram'] as const;

/** `GET /system` (SystemOverviewResponse). */
export interface SystemOverview {
  facility: string;
  codename: string;
  nodeId: string;
  clusterId: string;
  version: string;
  startedAt: string;
  isProcessing: boolean;
  hostname: string;
  lifecycle: (typeof LIFECYCLES)[number];
  lbStatus: (typeof LB_STATUSES)[number];
  timezone: string;
  operatingSystem: string;
  isLeader: boolean;
}

export function decodeSystemOverview(value: unknown, field = 'system'): SystemOverview {
  const source = obj(value, field);
  return {
    facility: str(source['facility'], `${field}.facility`),
    codename: str(source['codename'], `${field}.codename`),
    nodeId: str(source['node_id'], `${field}.node_id`),
    clusterId: str(source['cluster_id'], `${field}.cluster_id`),
    version: str(source['version'], `${field}.version`),
    startedAt: str(source['started_at'], `${field}.started_at`),
    isProcessing: bool(source['is_processing'], `${field}.is_processing`),
    hostname: str(source['hostname'], `${field}.hostname`),
    lifecycle: oneOf(LIFECYCLES, source['lifecycle'], `${field}.lifecycle`),
    lbStatus: oneOf(LB_STATUSES, source['lb_status'], `${field}.lb_status`),
    timezone: str(source['timezone'], `${field}.timezone`),
    operatingSystem: str(source['operating_system'], `${field}.operating_system`),
    isLeader: bool(source['is_leader'], `${field}.is_leader`),
  };
}

/** A system notification (API.md §3). */
export interface SystemNotification {
  type: string;
  key: string | null;
  severity: (typeof NOTIFICATION_SEVERITIES)[number];
  timestamp: string;
  nodeId: string | null;
  details: JsonObject;
}

export function decodeNotifications(value: unknown, field = 'notifications'): { notifications: SystemNotification[]; total: number } {
  const source = obj(value, field);
  return {
    total: num(source['total'], `${field}.total`),
    notifications: arrOr(source['notifications'], `${field}.notifications`, (n, f) => {
      const entry = obj(n, f);
      return {
        type: str(entry['type'], `${f}.type`),
        key: optStr(entry['key'], `${f}.key`),
        severity: oneOf(NOTIFICATION_SEVERITIES, entry['severity'], `${f}.severity`),
        timestamp: str(entry['timestamp'], `${f}.timestamp`),
        nodeId: optStr(entry['node_id'], `${f}.node_id`),
        details: isObject(entry['details']) ? entry['details'] : {},
      };
    }),
  };
}

/** One metric of `/system/metrics/multiple` (MetricEntry). */
export interface MetricEntry {
  fullName: string;
  name: string;
  type: (typeof METRIC_TYPES)[number];
  metric: JsonObject;
}

export function decodeMetrics(value: unknown, field = 'metrics'): MetricEntry[] {
  const source = obj(value, field);
  return arrOr(source['metrics'], `${field}.metrics`, (m, f) => {
    const entry = obj(m, f);
    return {
      fullName: str(entry['full_name'], `${f}.full_name`),
      name: str(entry['name'], `${f}.name`),
      type: oneOf(METRIC_TYPES, entry['type'], `${f}.type`),
      metric: obj(entry['metric'], `${f}.metric`),
    };
  });
}

/** The global throughput gauges the top bar reads (API.md §3). */
export const THROUGHPUT_METRICS = {
  input: 'org.graylog2.throughput.input.1-sec-rate',
  output: 'org.graylog2.throughput.output.1-sec-rate',
} as const;

/** Messages per second in and out, summed over the nodes that answered (`/cluster/metrics/multiple`). */
export interface Throughput {
  input: number;
  output: number;
}

export function decodeClusterThroughput(value: unknown, field = 'cluster_metrics'): Throughput {
  const source = obj(value, field);
  const total: Throughput = { input: 0, output: 0 };
  Object.entries(source).forEach(([nodeId, nodeMetrics]) => {
    if (nodeMetrics === null) return;
    decodeMetrics(nodeMetrics, `${field}.${nodeId}`).forEach((entry) => {
      const gauge = entry.metric['value'];
      if (typeof gauge !== 'number') return;
      if (entry.fullName === THROUGHPUT_METRICS.input) total.input += gauge;
      if (entry.fullName === THROUGHPUT_METRICS.output) total.output += gauge;
    });
  });
  return total;
}

/** Field type properties and types (API.md §6). */
export interface FieldType {
  name: string;
  type: string;
  properties: string[];
  indexNames: string[];
}

export function decodeFieldTypes(value: unknown, field = 'fields'): FieldType[] {
  return arrOr(value, field, (entry, f) => {
    const source = obj(entry, f);
    const type = obj(source['type'], `${f}.type`);
    return {
      name: str(source['name'], `${f}.name`),
      type: str(type['type'], `${f}.type.type`),
      properties: strings(type['properties'], `${f}.type.properties`),
      indexNames: strings(type['index_names'], `${f}.type.index_names`),
    };
  });
}
