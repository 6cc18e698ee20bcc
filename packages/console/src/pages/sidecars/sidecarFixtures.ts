/** Wire shapes of the Sidecars screens' tests (ADMIN-API.md §9.2). */
export const FILEBEAT_ID = '6650b0c1d2e3f4a5b6c7d801';
export const WINLOGBEAT_ID = '6650b0c1d2e3f4a5b6c7d802';
export const WEB_CONF_ID = '6650b0c1d2e3f4a5b6c7d901';

export const COLLECTORS_WIRE = {
  total: 2,
  collectors: [
    {
      id: FILEBEAT_ID,
      name: 'filebeat',
      service_type: 'exec',
      node_operating_system: 'linux',
      executable_path: '/usr/share/filebeat/bin/filebeat',
      execute_parameters: '-c %s',
      validation_parameters: 'test config -c %s',
      default_template: 'filebeat.inputs:\n- type: log',
    },
    {
      id: WINLOGBEAT_ID,
      name: 'winlogbeat',
      service_type: 'svc',
      node_operating_system: 'windows',
      executable_path: 'C:\\winlogbeat.exe',
      execute_parameters: '',
      validation_parameters: '',
      default_template: '',
    },
  ],
};

export const CONFIGURATIONS_WIRE = {
  query: '',
  pagination: { total: 1, count: 1, page: 1, per_page: 0 },
  total: 1,
  sort: 'name',
  order: 'asc',
  configurations: [{ id: WEB_CONF_ID, name: 'web logs', collector_id: FILEBEAT_ID, color: '#00AA00', tags: ['web'] }],
};

export function sidecarWire(
  name: string,
  options: {
    nodeId?: string;
    active?: boolean;
    status?: number;
    message?: string;
    collectors?: unknown[];
    assignments?: unknown[];
    compatible?: string[] | null;
  } = {},
) {
  return {
    node_id: options.nodeId ?? `${name}-id`,
    node_name: name,
    node_details: {
      operating_system: 'Linux',
      ip: '10.0.0.7',
      metrics: { disks_75: ['/ (80%)'], cpu_idle: 93.5, load_1: 0.4 },
      log_file_list: null,
      status: {
        status: options.status ?? 0,
        message: options.message ?? '1 running / 0 stopped / 0 failing',
        collectors: options.collectors ?? [],
      },
      tags: ['web'],
      collector_configuration_directory: null,
    },
    assignments: options.assignments ?? [],
    last_seen: '2026-11-26T21:00:00.000Z',
    sidecar_version: '1.4.0',
    active: options.active ?? true,
    collectors: options.compatible ?? null,
  };
}

export const sidecarPage = (sidecars: unknown[], grandTotal = sidecars.length) => ({
  query: '',
  pagination: { total: sidecars.length, count: sidecars.length, page: 1, per_page: 50 },
  total: grandTotal,
  only_active: false,
  sort: 'node_name',
  order: 'asc',
  sidecars,
  filters: null,
});
