import type { ApiClient } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { arr, obj, required, str } from '../models/decode';
import {
  decodeCollector,
  decodeConfigurationVariable,
  decodeSidecar,
  decodeSidecarConfiguration,
  decodeSidecarPage,
  decodeValidationErrors,
  encodeCollector,
  encodeSidecarConfiguration,
  type Collector,
  type ConfigurationVariable,
  type Sidecar,
  type SidecarConfiguration,
  type SidecarPage,
} from '../models/sidecar';
import { call, getArray, getObject, segment, send } from './helpers';

export interface SidecarListRequest {
  query: string;
  page: number;
  perPage: number;
  onlyActive: boolean;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The administration page's filters (`POST /sidecar/administration`). */
export interface SidecarAdministrationFilters {
  collector?: string;
  configuration?: string;
  os?: string;
  /** A status code as a string ("0" running, "2" failing …). */
  status?: string;
}

export const COLLECTOR_ACTIONS = ['start', 'stop', 'restart'] as const;
export type CollectorAction = (typeof COLLECTOR_ACTIONS)[number];

/** The field messages of a refused configuration or variable (400 with a ValidationResult), else null. */
export function sidecarValidationErrors(error: unknown): Record<string, string[]> | null {
  return error instanceof FetchError && error.status === 400 ? decodeValidationErrors(error.body) : null;
}

const configurationPath = (id: string | null) => (id ? `/sidecar/configurations/${segment(id)}` : '/sidecar/configurations');

/** Sidecars, collectors, configurations and configuration variables (ADMIN-API.md §9.2). */
export const SidecarsApi = {
  list: async (client: ApiClient, r: SidecarListRequest): Promise<SidecarPage> =>
    decodeSidecarPage(
      await getObject(client, '/sidecars', 'sidecars', {
        query: r.query,
        page: r.page,
        per_page: r.perPage,
        only_active: r.onlyActive,
        sort: r.sort ?? 'node_name',
        order: r.order ?? 'asc',
      }),
    ),
  get: async (client: ApiClient, nodeId: string): Promise<Sidecar> =>
    decodeSidecar(await getObject(client, `/sidecars/${segment(nodeId)}`, 'sidecar')),
  administration: async (
    client: ApiClient,
    query: string,
    filters: SidecarAdministrationFilters,
    page = 1,
    perPage = 50,
  ): Promise<SidecarPage> =>
    decodeSidecarPage(
      required(await send(client, 'POST', '/sidecar/administration', { query, page, per_page: perPage, filters }, 'sidecars'), 'sidecars'),
    ),
  /** Replaces the manual assignments of each Sidecar (those made by tags stay). */
  assign: (client: ApiClient, nodes: { nodeId: string; assignments: { collectorId: string; configurationId: string }[] }[]) =>
    call(client, 'PUT', '/sidecars/configurations', {
      nodes: nodes.map((n) => ({
        node_id: n.nodeId,
        assignments: n.assignments.map((a) => ({ collector_id: a.collectorId, configuration_id: a.configurationId })),
      })),
    }),
  /** Queues a start, stop or restart of collectors for the Sidecars' next poll. */
  bulkAction: (client: ApiClient, action: CollectorAction, targets: { sidecarId: string; collectorIds: string[] }[]) =>
    call(client, 'PUT', '/sidecar/administration/action', {
      action,
      collectors: targets.map((t) => ({ sidecar_id: t.sidecarId, collector_ids: t.collectorIds })),
    }),

  collectors: async (client: ApiClient): Promise<Collector[]> =>
    arr(obj(required(await client.get('/sidecar/collectors'), 'collectors'), 'collectors')['collectors'], 'collectors', decodeCollector),
  collector: async (client: ApiClient, id: string): Promise<Collector> =>
    decodeCollector(await getObject(client, `/sidecar/collectors/${segment(id)}`, 'collector')),
  saveCollector: async (client: ApiClient, id: string | null, collector: Omit<Collector, 'id'>): Promise<Collector> =>
    decodeCollector(
      required(
        await send(
          client,
          id ? 'PUT' : 'POST',
          id ? `/sidecar/collectors/${segment(id)}` : '/sidecar/collectors',
          encodeCollector(collector),
          'collector',
        ),
        'collector',
      ),
    ),
  deleteCollector: (client: ApiClient, id: string) => call(client, 'DELETE', `/sidecar/collectors/${segment(id)}`),
  /** Graylog's check of a collector name (characters, and not taken on that OS): the problem, or null. */
  validateCollectorName: async (client: ApiClient, name: string, operatingSystem: string, id: string | null): Promise<string | null> => {
    const answer = await getObject(client, '/sidecar/collectors/validate', 'validation', {
      name,
      node_operating_system: operatingSystem,
      ...(id ? { id } : {}),
    });
    return answer['error'] === true ? str(answer['error_message'], 'error_message') : null;
  },

  configurations: async (client: ApiClient): Promise<SidecarConfiguration[]> =>
    arr(
      (await getObject(client, '/sidecar/configurations', 'configurations', { per_page: 0 }))['configurations'],
      'configurations',
      decodeSidecarConfiguration,
    ),
  configuration: async (client: ApiClient, id: string): Promise<SidecarConfiguration> =>
    decodeSidecarConfiguration(await getObject(client, configurationPath(id), 'configuration')),
  /** Creates (id null) or replaces a configuration; a refused one throws a FetchError with `sidecarValidationErrors`. */
  saveConfiguration: async (client: ApiClient, id: string | null, c: Omit<SidecarConfiguration, 'id'>): Promise<SidecarConfiguration> =>
    decodeSidecarConfiguration(
      required(
        await send(client, id ? 'PUT' : 'POST', configurationPath(id), encodeSidecarConfiguration(c), 'configuration'),
        'configuration',
      ),
    ),
  deleteConfiguration: (client: ApiClient, id: string) => call(client, 'DELETE', configurationPath(id)),
  /** The template rendered with placeholders for the Sidecar's values. */
  preview: async (client: ApiClient, template: string): Promise<string> =>
    str(
      required(await send(client, 'POST', '/sidecar/configurations/render/preview', { template }, 'preview'), 'preview')['preview'],
      'preview',
    ),

  variables: async (client: ApiClient): Promise<ConfigurationVariable[]> =>
    (await getArray(client, '/sidecar/configuration_variables', 'variables')).map((v, i) =>
      decodeConfigurationVariable(v, `variables[${i}]`),
    ),
  saveVariable: async (client: ApiClient, id: string | null, v: Omit<ConfigurationVariable, 'id'>): Promise<ConfigurationVariable> =>
    decodeConfigurationVariable(
      required(
        await send(
          client,
          id ? 'PUT' : 'POST',
          id ? `/sidecar/configuration_variables/${segment(id)}` : '/sidecar/configuration_variables',
          v,
          'variable',
        ),
        'variable',
      ),
    ),
  deleteVariable: (client: ApiClient, id: string) => call(client, 'DELETE', `/sidecar/configuration_variables/${segment(id)}`),
};
