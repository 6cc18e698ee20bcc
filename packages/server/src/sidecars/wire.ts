import { ApiError } from '../http/errors.js';
import { isObject, optString, optStringArray, readStrictObject, type JsonObject } from '../http/body.js';

/** Sidecar status codes as the agent and Graylog's `Sidecar.Status` number them. */
export const SIDECAR_STATUS = { running: 0, unknown: 1, failing: 2, stopped: 3 } as const;
export type SidecarStatusName = keyof typeof SIDECAR_STATUS;

export interface CollectorStatusWire {
  collector_id: string;
  status: number;
  message: string;
  verbose_message: string;
  configuration_id: string;
}

export interface NodeDetailsWire {
  operating_system: string;
  ip: string | null;
  metrics: { disks_75: string[]; cpu_idle: number; load_1: number } | null;
  log_file_list: { path: string; mod_time: string; size: number; is_dir: boolean }[] | null;
  status: { status: number; message: string; collectors: CollectorStatusWire[] } | null;
  tags: string[];
  collector_configuration_directory: string | null;
}

export interface AssignmentWire {
  collector_id: string;
  configuration_id: string;
  assigned_from_tags: string[];
}

export interface CollectorActionWire {
  collector_id: string;
  properties: Record<string, boolean>;
}

const number = (obj: JsonObject, key: string, fallback = 0): number => {
  const v = obj[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ApiError(400, `Unable to map property ${key}: expected a number.`);
  return v;
};

const objectList = (v: unknown, key: string, max: number): JsonObject[] => {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((item) => !isObject(item)))
    throw new ApiError(400, `Unable to map property ${key}: expected a list of objects.`);
  if (v.length > max) throw new ApiError(400, `Property ${key} has too many entries (at most ${max}).`);
  return v as JsonObject[];
};

function readCollectorStatus(raw: JsonObject): CollectorStatusWire {
  const obj = readStrictObject(raw, ['collector_id', 'status', 'message', 'verbose_message', 'configuration_id'], 'collector status');
  return {
    collector_id: optString(obj, 'collector_id', 64) ?? '',
    status: number(obj, 'status'),
    message: optString(obj, 'message', 8192) ?? '',
    verbose_message: optString(obj, 'verbose_message', 65536) ?? '',
    configuration_id: optString(obj, 'configuration_id', 64) ?? '',
  };
}

function readNodeDetails(raw: unknown): NodeDetailsWire {
  if (!isObject(raw)) throw new ApiError(400, 'Missing required properties: node_details');
  const obj = readStrictObject(
    raw,
    ['operating_system', 'ip', 'metrics', 'log_file_list', 'status', 'tags', 'collector_configuration_directory'],
    'node_details',
  );
  const os = optString(obj, 'operating_system', 256);
  if (os === undefined || os === '') throw new ApiError(400, 'Missing required properties: operating_system');
  let metrics: NodeDetailsWire['metrics'] = null;
  if (obj['metrics'] !== undefined && obj['metrics'] !== null) {
    const m = readStrictObject(obj['metrics'], ['disks_75', 'cpu_idle', 'load_1'], 'metrics');
    metrics = { disks_75: optStringArray(m, 'disks_75', 1000, 4096) ?? [], cpu_idle: number(m, 'cpu_idle'), load_1: number(m, 'load_1') };
  }
  let status: NodeDetailsWire['status'] = null;
  if (obj['status'] !== undefined && obj['status'] !== null) {
    const s = readStrictObject(obj['status'], ['status', 'message', 'collectors'], 'status');
    status = {
      status: number(s, 'status'),
      message: optString(s, 'message', 8192) ?? '',
      collectors: objectList(s['collectors'], 'collectors', 1000).map(readCollectorStatus),
    };
  }
  const files = objectList(obj['log_file_list'], 'log_file_list', 100_000).map((f) => {
    const file = readStrictObject(f, ['path', 'mod_time', 'size', 'is_dir'], 'log file');
    const isDir = file['is_dir'];
    if (isDir !== undefined && typeof isDir !== 'boolean') throw new ApiError(400, 'Unable to map property is_dir: expected a boolean.');
    return {
      path: optString(file, 'path', 4096) ?? '',
      mod_time: optString(file, 'mod_time', 64) ?? '',
      size: number(file, 'size'),
      is_dir: isDir === true,
    };
  });
  return {
    operating_system: os,
    ip: optString(obj, 'ip', 256) ?? null,
    metrics,
    log_file_list: obj['log_file_list'] === undefined || obj['log_file_list'] === null ? null : files,
    status,
    tags: [...new Set(optStringArray(obj, 'tags', 100, 256) ?? [])],
    collector_configuration_directory: optString(obj, 'collector_configuration_directory', 4096) ?? null,
  };
}

/** `RegistrationRequest`: `{node_name, node_details}` as the Sidecar agent sends it with every poll. */
export function readRegistration(body: unknown): { nodeName: string; nodeDetails: NodeDetailsWire } {
  const obj = readStrictObject(body, ['node_name', 'node_details'], 'registration');
  const nodeName = optString(obj, 'node_name', 256);
  if (nodeName === undefined || nodeName === '') throw new ApiError(400, 'Missing required properties: node_name');
  return { nodeName, nodeDetails: readNodeDetails(obj['node_details']) };
}

/** `[{collector_id, properties}]`: the actions of `PUT /sidecar/action/{sidecarId}`. */
export function readActions(body: unknown): CollectorActionWire[] {
  if (!Array.isArray(body)) throw new ApiError(400, 'Expected a JSON list of collector actions.');
  return objectList(body, 'actions', 1000).map((raw) => {
    const obj = readStrictObject(raw, ['collector_id', 'properties'], 'collector action');
    const collectorId = optString(obj, 'collector_id', 64);
    if (!collectorId) throw new ApiError(400, 'Missing required properties: collector_id');
    const props = obj['properties'];
    if (!isObject(props) || Object.values(props).some((v) => typeof v !== 'boolean'))
      throw new ApiError(400, 'Unable to map property properties: expected an object of booleans.');
    return { collector_id: collectorId, properties: props as Record<string, boolean> };
  });
}

/** `NodeConfigurationRequest`: `{nodes: [{node_id, assignments: [{collector_id, configuration_id}]}]}`. */
export function readNodeConfigurations(
  body: unknown,
): { nodeId: string; assignments: { collectorId: string; configurationId: string }[] }[] {
  const obj = readStrictObject(body, ['nodes'], 'configuration assignments');
  if (obj['nodes'] === undefined) throw new ApiError(400, 'Missing required properties: nodes');
  return objectList(obj['nodes'], 'nodes', 10_000).map((raw) => {
    const node = readStrictObject(raw, ['node_id', 'assignments'], 'node');
    const nodeId = optString(node, 'node_id', 128);
    if (!nodeId) throw new ApiError(400, 'Missing required properties: node_id');
    return {
      nodeId,
      assignments: objectList(node['assignments'], 'assignments', 1000).map((a) => {
        const assignment = readStrictObject(a, ['collector_id', 'configuration_id', 'assigned_from_tags'], 'assignment');
        const collectorId = optString(assignment, 'collector_id', 64);
        const configurationId = optString(assignment, 'configuration_id', 64);
        if (!collectorId || !configurationId) throw new ApiError(400, 'Missing required properties: collector_id, configuration_id');
        optStringArray(assignment, 'assigned_from_tags', 100, 256);
        return { collectorId, configurationId };
      }),
    };
  });
}
