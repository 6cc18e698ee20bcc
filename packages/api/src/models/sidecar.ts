import { arrOr, bool, num, obj, optNum, optStr, str, strings } from './decode';

/** Sidecars, collectors, configurations and variables (ADMIN-API.md §9.2). */

/** Sidecar and collector status codes as the agent reports them. */
export const SIDECAR_STATUSES = ['running', 'unknown', 'failing', 'stopped'] as const;
export type SidecarStatus = (typeof SIDECAR_STATUSES)[number];
/** The status of a code; codes Graylog does not know read as unknown, as `Sidecar.Status.fromStatusCode`. */
export const sidecarStatusOf = (code: number): SidecarStatus => SIDECAR_STATUSES[code] ?? 'unknown';
export const sidecarStatusCode = (status: SidecarStatus): number => SIDECAR_STATUSES.indexOf(status);

export type CollectorStatusWire = {
  collector_id: string;
  status: number;
  message: string;
  verbose_message: string;
  configuration_id: string;
};
export type SidecarAssignmentWire = { collector_id: string; configuration_id: string; assigned_from_tags?: string[] };
export type SidecarSummaryWire = {
  node_id: string;
  node_name: string;
  node_details: {
    operating_system: string;
    ip: string | null;
    metrics: { disks_75: string[]; cpu_idle: number; load_1: number } | null;
    log_file_list: { path: string; mod_time: string; size: number; is_dir: boolean }[] | null;
    status: { status: number; message: string; collectors: CollectorStatusWire[] } | null;
    tags?: string[];
    collector_configuration_directory?: string | null;
  };
  assignments: SidecarAssignmentWire[];
  last_seen: string;
  sidecar_version: string;
  active: boolean;
  collectors: string[] | null;
};

export interface CollectorStatus {
  collectorId: string;
  configurationId: string;
  status: SidecarStatus;
  message: string;
  verboseMessage: string;
}
export interface SidecarAssignment {
  collectorId: string;
  configurationId: string;
  /** The Sidecar tags that assigned it; empty for an assignment made by hand. */
  assignedFromTags: string[];
}
export interface Sidecar {
  nodeId: string;
  nodeName: string;
  operatingSystem: string;
  ip: string | null;
  metrics: { disks75: string[]; cpuIdle: number; load1: number } | null;
  logFiles: { path: string; modTime: string; size: number; isDir: boolean }[];
  /** The status the Sidecar last reported (or the server set once it stopped reporting). */
  status: SidecarStatus;
  statusMessage: string;
  collectorStatuses: CollectorStatus[];
  tags: string[];
  configurationDirectory: string | null;
  assignments: SidecarAssignment[];
  lastSeen: string;
  sidecarVersion: string;
  /** Reported within the inactive threshold (one minute by default). */
  active: boolean;
  /** Administration only: ids of the collectors that run on its OS. */
  compatibleCollectors: string[] | null;
}

export function decodeSidecar(value: unknown, field = 'sidecar'): Sidecar {
  const s = obj(value, field);
  const details = obj(s['node_details'], `${field}.node_details`);
  const status = details['status'] === null || details['status'] === undefined ? null : obj(details['status'], `${field}.status`);
  const metrics = details['metrics'] === null || details['metrics'] === undefined ? null : obj(details['metrics'], `${field}.metrics`);
  return {
    nodeId: str(s['node_id'], `${field}.node_id`),
    nodeName: str(s['node_name'], `${field}.node_name`),
    operatingSystem: str(details['operating_system'], `${field}.operating_system`),
    ip: optStr(details['ip'], `${field}.ip`),
    metrics: metrics && {
      disks75: metrics['disks_75'] ? strings(metrics['disks_75'], `${field}.disks_75`) : [],
      cpuIdle: optNum(metrics['cpu_idle'], `${field}.cpu_idle`) ?? 0,
      load1: optNum(metrics['load_1'], `${field}.load_1`) ?? 0,
    },
    logFiles: arrOr(details['log_file_list'], `${field}.log_file_list`, (f, ff) => {
      const file = obj(f, ff);
      return {
        path: str(file['path'], `${ff}.path`),
        modTime: optStr(file['mod_time'], `${ff}.mod_time`) ?? '',
        size: optNum(file['size'], `${ff}.size`) ?? 0,
        isDir: file['is_dir'] === true,
      };
    }),
    status: status ? sidecarStatusOf(num(status['status'], `${field}.status.status`)) : 'unknown',
    statusMessage: status ? (optStr(status['message'], `${field}.status.message`) ?? '') : '',
    collectorStatuses: status
      ? arrOr(status['collectors'], `${field}.status.collectors`, (c, cf) => {
          const cs = obj(c, cf);
          return {
            collectorId: str(cs['collector_id'], `${cf}.collector_id`),
            configurationId: optStr(cs['configuration_id'], `${cf}.configuration_id`) ?? '',
            status: sidecarStatusOf(num(cs['status'], `${cf}.status`)),
            message: optStr(cs['message'], `${cf}.message`) ?? '',
            verboseMessage: optStr(cs['verbose_message'], `${cf}.verbose_message`) ?? '',
          };
        })
      : [],
    tags: details['tags'] ? strings(details['tags'], `${field}.tags`) : [],
    configurationDirectory: optStr(details['collector_configuration_directory'], `${field}.collector_configuration_directory`),
    assignments: arrOr(s['assignments'], `${field}.assignments`, (a, af) => {
      const assignment = obj(a, af);
      return {
        collectorId: str(assignment['collector_id'], `${af}.collector_id`),
        configurationId: str(assignment['configuration_id'], `${af}.configuration_id`),
        assignedFromTags: assignment['assigned_from_tags'] ? strings(assignment['assigned_from_tags'], `${af}.assigned_from_tags`) : [],
      };
    }),
    lastSeen: str(s['last_seen'], `${field}.last_seen`),
    sidecarVersion: str(s['sidecar_version'], `${field}.sidecar_version`),
    active: bool(s['active'], `${field}.active`),
    compatibleCollectors:
      s['collectors'] === null || s['collectors'] === undefined ? null : strings(s['collectors'], `${field}.collectors`),
  };
}

export interface SidecarPage {
  sidecars: Sidecar[];
  /** Sidecars matching the query. */
  total: number;
  /** Sidecars the server knows. */
  grandTotal: number;
}

export function decodeSidecarPage(value: unknown, field = 'sidecars'): SidecarPage {
  const page = obj(value, field);
  const pagination = obj(page['pagination'], `${field}.pagination`);
  return {
    sidecars: arrOr(page['sidecars'], `${field}.sidecars`, decodeSidecar),
    total: num(pagination['total'], `${field}.pagination.total`),
    grandTotal: num(page['total'], `${field}.total`),
  };
}

export const COLLECTOR_SERVICE_TYPES = ['exec', 'svc'] as const;
export type CollectorServiceType = (typeof COLLECTOR_SERVICE_TYPES)[number];
export type CollectorWire = {
  id: string;
  name: string;
  service_type: CollectorServiceType;
  node_operating_system: string;
  executable_path: string;
  execute_parameters: string;
  validation_parameters: string;
  default_template: string;
};
export interface Collector {
  id: string;
  name: string;
  serviceType: CollectorServiceType;
  operatingSystem: string;
  executablePath: string;
  executeParameters: string;
  validationParameters: string;
  defaultTemplate: string;
}
export function decodeCollector(value: unknown, field = 'collector'): Collector {
  const c = obj(value, field);
  const serviceType = str(c['service_type'], `${field}.service_type`);
  return {
    id: str(c['id'], `${field}.id`),
    name: str(c['name'], `${field}.name`),
    serviceType: serviceType === 'svc' ? 'svc' : 'exec',
    operatingSystem: str(c['node_operating_system'], `${field}.node_operating_system`),
    executablePath: optStr(c['executable_path'], `${field}.executable_path`) ?? '',
    executeParameters: optStr(c['execute_parameters'], `${field}.execute_parameters`) ?? '',
    validationParameters: optStr(c['validation_parameters'], `${field}.validation_parameters`) ?? '',
    defaultTemplate: optStr(c['default_template'], `${field}.default_template`) ?? '',
  };
}
export const encodeCollector = (c: Omit<Collector, 'id'>): Omit<CollectorWire, 'id'> => ({
  name: c.name,
  service_type: c.serviceType,
  node_operating_system: c.operatingSystem,
  executable_path: c.executablePath,
  execute_parameters: c.executeParameters,
  validation_parameters: c.validationParameters,
  default_template: c.defaultTemplate,
});

export type SidecarConfigurationWire = { id: string; collector_id: string; name: string; color: string; template: string; tags: string[] };
export interface SidecarConfiguration {
  id: string;
  collectorId: string;
  name: string;
  color: string;
  /** The summaries of the list carry no template: an empty string there. */
  template: string;
  tags: string[];
}
export function decodeSidecarConfiguration(value: unknown, field = 'configuration'): SidecarConfiguration {
  const c = obj(value, field);
  return {
    id: str(c['id'], `${field}.id`),
    collectorId: str(c['collector_id'], `${field}.collector_id`),
    name: str(c['name'], `${field}.name`),
    color: optStr(c['color'], `${field}.color`) ?? '',
    template: optStr(c['template'], `${field}.template`) ?? '',
    tags: c['tags'] ? strings(c['tags'], `${field}.tags`) : [],
  };
}
export const encodeSidecarConfiguration = (c: Omit<SidecarConfiguration, 'id'>): Omit<SidecarConfigurationWire, 'id'> => ({
  collector_id: c.collectorId,
  name: c.name,
  color: c.color,
  template: c.template,
  tags: c.tags,
});

export type ConfigurationVariableWire = { id: string; name: string; description: string; content: string };
export interface ConfigurationVariable {
  id: string;
  name: string;
  description: string;
  content: string;
}
export function decodeConfigurationVariable(value: unknown, field = 'variable'): ConfigurationVariable {
  const v = obj(value, field);
  return {
    id: str(v['id'], `${field}.id`),
    name: str(v['name'], `${field}.name`),
    description: optStr(v['description'], `${field}.description`) ?? '',
    content: str(v['content'], `${field}.content`),
  };
}

/** A refused configuration or variable: the messages by field (Graylog's ValidationResult). */
export function decodeValidationErrors(value: unknown): Record<string, string[]> | null {
  if (typeof value !== 'object' || value === null || (value as { failed?: unknown }).failed !== true) return null;
  const errors = (value as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : [String(v)]]));
}
