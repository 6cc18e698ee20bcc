import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import type { BufferDump } from '../ingest/pipeline.js';

/** How many waiting messages the buffer dump lists at most. */
export const BUFFER_DUMP_MESSAGES = 100;
/** How much of a message's text the buffer dump shows. */
const SAMPLE_CHARS = 200;

/** A report without its environment variables, nor those of its worker threads' reports. */
function withoutEnvironment(report: Record<string, unknown>): Record<string, unknown> {
  const { environmentVariables: _, workers, ...rest } = report;
  return Array.isArray(workers)
    ? { ...rest, workers: workers.map((w: unknown) => (w && typeof w === 'object' ? withoutEnvironment(w as Record<string, unknown>) : w)) }
    : rest;
}

/**
 * The Node.js equivalent of a JVM thread dump: the process's diagnostic report (`process.report`),
 * as indented JSON, without the environment variables (they may hold secrets).
 */
export function diagnosticReport(): string {
  const report = process.report.getReport() as unknown as Record<string, unknown>;
  return JSON.stringify(withoutEnvironment(report), null, 2);
}

const sample = (text: string) => (text.length > SAMPLE_CHARS ? `${text.slice(0, SAMPLE_CHARS)}…` : text);

/**
 * The ingest buffer's contents in the shape of Graylog's `ProcessBufferDumpResponse` (a map of names to
 * texts): the processing state, what waits and what is being written, then the waiting messages.
 */
export function bufferDumpMap(dump: BufferDump): Record<string, string> {
  const out: Record<string, string> = {
    Processing: dump.processing ? 'running' : 'paused: messages wait in the buffer until it is resumed',
    Waiting:
      dump.oldestWaitingSince === null
        ? `${dump.waiting} messages`
        : `${dump.waiting} messages, the oldest since ${new Date(dump.oldestWaitingSince).toISOString()}`,
    'Being written': `${dump.writing} messages in ${dump.batchesInFlight} batches`,
  };
  dump.messages.forEach((m, i) => {
    out[`Message ${i + 1}`] = `${new Date(m.timestamp).toISOString()} ${m.source}: ${sample(m.message)}`;
  });
  return out;
}

/**
 * Graylog's thread dump and process buffer dump (`SystemResource`, `ClusterSystemResource`):
 * `GET /system/threaddump` (`threads:dump:<node>`) and `GET /system/processbufferdump`
 * (`processbuffer:dump:<node>`), and both per node under `/cluster/{nodeId}/`.
 */
export const dumpRoutes: FastifyPluginAsync<{ nodeId: string; buffer: { dump(limit: number): BufferDump } }> = async (
  app,
  { nodeId, buffer },
) => {
  const checkNode = (node: string) => {
    if (node !== nodeId) throw new ApiError(404, `Node ${node} not found.`);
  };
  const threadDump = (request: FastifyRequest) => {
    requirePermission(request, `threads:dump:${nodeId}`);
    return { threaddump: diagnosticReport() };
  };
  const bufferDump = (request: FastifyRequest) => {
    requirePermission(request, `processbuffer:dump:${nodeId}`);
    return { processbuffer_dump: bufferDumpMap(buffer.dump(BUFFER_DUMP_MESSAGES)) };
  };
  app.get('/system/threaddump', async (request) => threadDump(request));
  app.get('/system/processbufferdump', async (request) => bufferDump(request));
  app.get<{ Params: { nodeId: string } }>('/cluster/:nodeId/threaddump', async (request) => {
    const result = threadDump(request);
    checkNode(request.params.nodeId);
    return result;
  });
  app.get<{ Params: { nodeId: string } }>('/cluster/:nodeId/processbufferdump', async (request) => {
    const result = bufferDump(request);
    checkNode(request.params.nodeId);
    return result;
  });
};
