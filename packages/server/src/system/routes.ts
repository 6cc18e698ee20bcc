import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import type { NodeIdentity } from '../node-identity.js';
import { GRAYLOG_API_VERSION, SIFT_VERSION } from '../version.js';
import { isNotificationType, type NotificationService } from './notifications.js';
import type { ProcessingControl } from './processing.js';

export interface SystemRouteOptions {
  identity: NodeIdentity;
  notifications: NotificationService;
  processing: ProcessingControl;
  dataDir: string;
  startedAt: number;
}

const memory = (bytes: number) => ({ bytes, kilobytes: Math.floor(bytes / 1024), megabytes: Math.floor(bytes / 1024 / 1024) });
const timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const LOCALES = [
  'en-US',
  'en-GB',
  'de-DE',
  'fr-FR',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'ja-JP',
  'zh-CN',
  'ko-KR',
  'ru-RU',
  'pl-PL',
  'sv-SE',
];

/** This node's `SystemOverviewResponse` (`GET /system`; per node in `GET /cluster`). */
export function systemOverview({ identity, processing, startedAt }: Pick<SystemRouteOptions, 'identity' | 'processing' | 'startedAt'>) {
  return {
    facility: 'graylog-server',
    codename: 'Noir',
    node_id: identity.nodeId,
    cluster_id: identity.clusterId,
    version: `${GRAYLOG_API_VERSION}+sift-${SIFT_VERSION}`,
    started_at: new Date(startedAt).toISOString(),
    is_processing: processing.isProcessing,
    hostname: os.hostname(),
    lifecycle: processing.isProcessing ? 'running' : 'paused',
    lb_status: 'alive',
    timezone: timezone(),
    operating_system: `${os.type()} ${os.release()}`,
    is_leader: true,
  };
}

/** `/system` overview, JVM-equivalent, locales, stats, cluster nodes, processing state and notifications (API.md §3). */
export const systemRoutes: FastifyPluginAsync<SystemRouteOptions> = async (app, opts) => {
  const { identity, notifications, processing } = opts;
  const node = (request: FastifyRequest) => ({
    cluster_id: identity.clusterId,
    node_id: identity.nodeId,
    type: 'server',
    is_leader: true,
    is_master: true,
    transport_address: `${request.protocol}://${request.headers.host ?? 'localhost'}/api/`,
    last_seen: new Date().toISOString(),
    short_node_id: identity.nodeId.slice(0, 8),
    hostname: os.hostname(),
  });

  app.get('/system', async (request) => {
    requirePermission(request, `system:read:${identity.nodeId}`);
    return systemOverview(opts);
  });

  app.get('/system/jvm', async (request) => {
    requirePermission(request, `jvmstats:read:${identity.nodeId}`);
    const heap = process.memoryUsage();
    const { heap_size_limit } = v8.getHeapStatistics();
    return {
      free_memory: memory(heap.heapTotal - heap.heapUsed),
      max_memory: memory(heap_size_limit),
      total_memory: memory(heap.heapTotal),
      used_memory: memory(heap.heapUsed),
      node_id: identity.nodeId,
      pid: String(process.pid),
      info: `Node.js ${process.version} (${process.arch}) on ${os.type()} ${os.release()}`,
    };
  });

  app.get('/system/locales', async (request) => {
    requireSubject(request);
    const names = new Intl.DisplayNames(['en'], { type: 'language' });
    return {
      locales: LOCALES.map((tag) => {
        const [language, country] = tag.split('-') as [string, string];
        return {
          language_tag: tag,
          display_name: names.of(tag) ?? tag,
          language,
          country,
          display_language: names.of(language) ?? language,
        };
      }),
    };
  });

  /**
   * `SystemStats` with Graylog's part and field names (`FsStats`, `JvmStats`, `NetworkStats`, `OsStats`,
   * `ProcessStats`), filled from what Node.js can see; values it cannot know are -1 as Graylog reports them.
   */
  const stats = () => {
    const filesystems: Record<string, unknown> = {};
    try {
      const s = fs.statfsSync(opts.dataDir);
      const total = s.blocks * s.bsize;
      const free = s.bfree * s.bsize;
      filesystems[opts.dataDir] = {
        path: opts.dataDir,
        mount: null,
        dev: null,
        type_name: null,
        sys_type_name: null,
        total,
        free,
        available: s.bavail * s.bsize,
        used: total - free,
        used_percent: total > 0 ? Math.round(((total - free) / total) * 100) : 0,
        inodes_total: s.files,
        inodes_free: s.ffree,
        inodes_used: s.files - s.ffree,
      };
    } catch {
      // An unreadable data directory is left out, as Graylog leaves out unreadable mounts.
    }
    const heap = v8.getHeapStatistics();
    const cpus = os.cpus();
    const totalMem = os.totalmem();
    const freeMem = os.freemem();
    const usage = process.resourceUsage();
    const mem = process.memoryUsage();
    const interfaces = Object.fromEntries(
      Object.entries(os.networkInterfaces()).map(([name, addrs]) => [
        name,
        { interface_name: name, mac_address: addrs?.[0]?.mac ?? null, addresses: (addrs ?? []).map((a) => a.address) },
      ]),
    );
    return {
      fs: { filesystems },
      jvm: {
        version: process.versions.node,
        vm_name: 'Node.js',
        vm_version: process.versions.v8,
        vm_vendor: 'OpenJS Foundation',
        spec_name: 'ECMAScript',
        spec_version: process.version,
        spec_vendor: 'Ecma International',
        start_time: Math.round(Date.now() - process.uptime() * 1000),
        mem: { heap_init: -1, heap_max: heap.heap_size_limit, non_heap_init: -1, non_heap_max: -1, direct_memory_max: -1 },
        input_arguments: process.execArgv,
        boot_class_path: '',
        system_properties: {},
      },
      network: { primary_interface: null, interfaces, tcp: null },
      os: {
        load_average: os.loadavg(),
        uptime: Math.round(os.uptime()),
        processor: {
          model: cpus[0]?.model ?? '',
          vendor: '',
          mhz: cpus[0]?.speed ?? -1,
          total_cores: cpus.length,
          total_sockets: -1,
          cores_per_socket: -1,
          cache_size: -1,
          sys: -1,
          user: -1,
          idle: -1,
          stolen: -1,
        },
        memory: {
          total: totalMem,
          free: freeMem,
          free_percent: Math.round((freeMem / totalMem) * 100),
          used: totalMem - freeMem,
          used_percent: Math.round(((totalMem - freeMem) / totalMem) * 100),
          actual_free: freeMem,
          actual_used: totalMem - freeMem,
        },
        swap: { total: -1, free: -1, used: -1 },
      },
      process: {
        pid: process.pid,
        open_file_descriptors: -1,
        max_file_descriptors: -1,
        cpu: {
          percent: -1,
          sys: Math.round(usage.systemCPUTime / 1000),
          user: Math.round(usage.userCPUTime / 1000),
          total: Math.round((usage.systemCPUTime + usage.userCPUTime) / 1000),
        },
        memory: { total_virtual: -1, resident: mem.rss, share: -1 },
      },
    };
  };
  app.get('/system/stats', async (request) => {
    requirePermission(request, 'system:read');
    return stats();
  });
  for (const part of ['fs', 'jvm', 'network', 'os', 'process'] as const) {
    app.get(`/system/stats/${part}`, async (request) => {
      requirePermission(request, 'system:read');
      return stats()[part];
    });
  }

  app.get('/system/cluster/nodes', async (request) => {
    requireSubject(request);
    return { nodes: [node(request)], total: 1 };
  });
  app.get('/system/cluster/node', async (request) => {
    requireSubject(request);
    return node(request);
  });
  app.get<{ Params: { nodeId: string } }>('/system/cluster/nodes/:nodeId', async (request) => {
    requireSubject(request);
    if (request.params.nodeId !== identity.nodeId) throw new ApiError(404, `Node ${request.params.nodeId} not found.`);
    return node(request);
  });

  app.put('/system/processing/pause', async (request, reply) => {
    requirePermission(request, `processing:changestate:${identity.nodeId}`);
    processing.pause();
    return reply.code(204).send();
  });
  app.put('/system/processing/resume', async (request, reply) => {
    requirePermission(request, `processing:changestate:${identity.nodeId}`);
    processing.resume();
    return reply.code(204).send();
  });
  const status = () => ({
    lifecycle: processing.isProcessing ? 'running' : 'paused',
    is_processing: processing.isProcessing,
    lb_status: 'alive',
    node_id: identity.nodeId,
  });
  app.get('/system/processing/status', async (request) => {
    requirePermission(request, `system:read:${identity.nodeId}`);
    return status();
  });
  app.get('/system/processing/status/persisted', async (request) => {
    requirePermission(request, `system:read:${identity.nodeId}`);
    return status();
  });

  app.get('/system/notifications', async (request) => {
    const subject = requireSubject(request);
    const list = notifications.list().filter((n) => subject.isPermitted(`notifications:read:${n.type}`));
    return { total: list.length, notifications: list };
  });
  const remove = (request: FastifyRequest, type: string, key?: string) => {
    const lower = type.toLowerCase();
    if (!isNotificationType(lower)) throw new ApiError(400, `Invalid notification type ${type}`);
    requirePermission(request, `notifications:delete:${lower}`);
    notifications.fix(lower, key);
  };
  app.delete<{ Params: { type: string } }>('/system/notifications/:type', async (request, reply) => {
    remove(request, request.params.type);
    return reply.code(204).send();
  });
  app.delete<{ Params: { type: string; key: string } }>('/system/notifications/:type/:key', async (request, reply) => {
    remove(request, request.params.type, request.params.key);
    return reply.code(204).send();
  });
};
