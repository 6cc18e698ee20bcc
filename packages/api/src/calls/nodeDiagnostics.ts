import type { ApiClient } from '../client/ApiClient';
import {
  decodeClusterLoggerSubsystems,
  decodeProcessBufferDump,
  decodeThreadDump,
  type LoggerSubsystem,
  type LogLevelName,
} from '../models/nodeDiagnostics';
import { call, getObject, segment } from './helpers';

/** A node's logging, thread dump and process buffer dump (3-administration.md §2 system routes; Graylog's `LoggersResource`, `ClusterSystemResource`). */
export const NodeDiagnosticsApi = {
  /** Every node's logging subsystems with their levels (null for a node that did not answer). */
  loggerSubsystems: async (client: ApiClient): Promise<Record<string, Record<string, LoggerSubsystem> | null>> =>
    decodeClusterLoggerSubsystems(await getObject(client, '/cluster/system/loggers/subsystems', 'subsystems')),
  /** Sets a subsystem's level on one node (204). */
  setSubsystemLevel: (client: ApiClient, nodeId: string, subsystem: string, level: LogLevelName) =>
    call(client, 'PUT', `/cluster/system/loggers/${segment(nodeId)}/subsystems/${segment(subsystem)}/level/${segment(level)}`),
  /** Sets one logger's level on this node (204); a logger not configured yet is added. */
  setLoggerLevel: (client: ApiClient, name: string, level: LogLevelName) =>
    call(client, 'PUT', `/system/loggers/${segment(name)}/level/${segment(level)}`),
  /** A node's thread dump: on Sift, the Node.js diagnostic report as JSON text. */
  threadDump: async (client: ApiClient, nodeId: string): Promise<string> =>
    decodeThreadDump(await getObject(client, `/cluster/${segment(nodeId)}/threaddump`, 'threaddump')),
  /** A node's process buffer dump: names and texts, in the order the server gives them. */
  processBufferDump: async (client: ApiClient, nodeId: string): Promise<Array<[string, string]>> =>
    decodeProcessBufferDump(await getObject(client, `/cluster/${segment(nodeId)}/processbufferdump`, 'processbuffer_dump')),
};
