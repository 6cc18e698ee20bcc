import { SidecarsApi, type SidecarAdministrationFilters, type SidecarListRequest } from '../calls/sidecars';
import type { Resource } from './keys';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

/*
 * Sidecars report every 30 s by default: their pages read again every 10 s so that a new Sidecar, a failing
 * collector or one that stopped reporting shows without a reload.
 */
const SIDECAR_REFRESH_MS = 10_000;
const SIDECAR_READS: readonly Resource[] = ['sidecars', 'sidecarConfigurations'];
const CONFIGURATION_READS: readonly Resource[] = ['sidecarConfigurations', 'sidecarVariables', 'sidecars'];

export const useSidecars = (request: SidecarListRequest) =>
  useApiRead(['sidecars', 'list', request], (c) => SidecarsApi.list(c, request), {
    refreshInterval: SIDECAR_REFRESH_MS,
    keepPreviousData: true,
  });
export const useSidecar = (nodeId: string | null) =>
  useApiRead(nodeId ? ['sidecars', 'one', nodeId] : null, (c) => SidecarsApi.get(c, nodeId ?? ''), { refreshInterval: SIDECAR_REFRESH_MS });
/** The administration list: Sidecars with the collectors that run on their OS, filtered. */
export const useSidecarAdministration = (query: string, filters: SidecarAdministrationFilters) =>
  useApiRead(['sidecars', 'administration', query, filters], (c) => SidecarsApi.administration(c, query, filters), {
    refreshInterval: SIDECAR_REFRESH_MS,
    keepPreviousData: true,
  });
export const useSidecarCollectors = () => useApiRead(['sidecarCollectors'], (c) => SidecarsApi.collectors(c));
export const useSidecarCollector = (id: string | null) =>
  useApiRead(id ? ['sidecarCollectors', id] : null, (c) => SidecarsApi.collector(c, id ?? ''));
export const useSidecarConfigurations = () => useApiRead(['sidecarConfigurations'], (c) => SidecarsApi.configurations(c));
export const useSidecarConfiguration = (id: string | null) =>
  useApiRead(id ? ['sidecarConfigurations', id] : null, (c) => SidecarsApi.configuration(c, id ?? ''));
export const useSidecarVariables = () => useApiRead(['sidecarVariables'], (c) => SidecarsApi.variables(c));

export const useAssignSidecarConfigurations = () => useApiMutation(SidecarsApi.assign, SIDECAR_READS);
export const useSidecarBulkAction = () => useApiMutation(SidecarsApi.bulkAction, ['sidecars']);
export const useSaveSidecarCollector = () => useApiMutation(SidecarsApi.saveCollector, ['sidecarCollectors']);
export const useDeleteSidecarCollector = () => useApiMutation(SidecarsApi.deleteCollector, ['sidecarCollectors']);
export const useValidateSidecarCollectorName = () => useApiMutation(SidecarsApi.validateCollectorName, []);
export const useSaveSidecarConfiguration = () => useApiMutation(SidecarsApi.saveConfiguration, CONFIGURATION_READS);
export const useDeleteSidecarConfiguration = () => useApiMutation(SidecarsApi.deleteConfiguration, CONFIGURATION_READS);
/** Renders a template with placeholders for the Sidecar's values, storing nothing. */
export const usePreviewSidecarTemplate = () => useApiMutation(SidecarsApi.preview, []);
export const useSaveSidecarVariable = () => useApiMutation(SidecarsApi.saveVariable, CONFIGURATION_READS);
export const useDeleteSidecarVariable = () => useApiMutation(SidecarsApi.deleteVariable, CONFIGURATION_READS);
