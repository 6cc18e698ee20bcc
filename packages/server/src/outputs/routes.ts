import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { javaDate, jodaDate } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { optString, readStrictObject, reqString } from '../http/body.js';
import { ValidationError } from '../streams/wire.js';
import type { StreamStore } from '../streams/store.js';
import type { OutputRecord, OutputStore } from './store.js';
import { convertConfiguration, findOutputType, OUTPUT_TYPES } from './types.js';

const CREATE_FIELDS = ['title', 'type', 'configuration', 'streams', 'content_pack'];

/** `OutputSummary` (ADMIN-API.md §4): what lists, the stream links and creation answer. */
export const outputSummary = (o: OutputRecord) => ({
  id: o.id,
  title: o.title,
  type: o.type,
  creator_user_id: o.creatorUserId,
  created_at: jodaDate(o.createdAt),
  configuration: o.configuration,
  content_pack: o.contentPack,
});

/** The stored `Output` document that `PUT /system/outputs/{id}` answers (its `created_at` is a java.util.Date). */
const outputDocument = (o: OutputRecord) => ({ ...outputSummary(o), created_at: javaDate(o.createdAt) });

export const outputNotFound = (id: string) => new ApiError(404, `Output <${id}> not found!`);

/** Removes an output and its links from every stream (Graylog's `OutputService.destroy`). */
export function destroyOutput(outputs: OutputStore, streams: StreamStore, id: string): void {
  for (const stream of streams.list()) {
    if (stream.outputs.includes(id)) streams.update({ ...stream, outputs: stream.outputs.filter((o) => o !== id) });
  }
  outputs.delete(id);
}

/** `/system/outputs`: outputs, their types, create, update and delete (ADMIN-API.md §4). */
export const outputRoutes: FastifyPluginAsync<{ outputs: OutputStore; streams: StreamStore }> = async (app, { outputs, streams }) => {
  const load = (id: string): OutputRecord => {
    const output = outputs.get(id);
    if (!output) throw outputNotFound(id);
    return output;
  };

  app.get('/system/outputs', async (request) => {
    requirePermission(request, 'outputs:read');
    const list = outputs.list().map(outputSummary);
    return { total: list.length, outputs: list };
  });

  app.get('/system/outputs/available', async (request) => {
    requirePermission(request, 'outputs:read');
    return { types: OUTPUT_TYPES };
  });

  app.get<{ Params: { outputId: string } }>('/system/outputs/:outputId', async (request) => {
    requirePermission(request, `outputs:read:${request.params.outputId}`);
    return outputSummary(load(request.params.outputId));
  });

  app.post('/system/outputs', async (request, reply) => {
    const subject = requirePermission(request, 'outputs:create');
    const body = readStrictObject(request.body, CREATE_FIELDS);
    const title = reqString(body, 'title', 500);
    const type = findOutputType(reqString(body, 'type', 500));
    if (!type) throw new ValidationError({ type: [{ error: 'Invalid output type' }] });
    if (body['streams'] !== undefined && body['streams'] !== null && !Array.isArray(body['streams']))
      throw new ApiError(400, 'Unable to map property streams: expected a list.');
    const output = outputs.insert({
      title,
      type: type.type,
      creatorUserId: subject.username,
      configuration: convertConfiguration(body['configuration'], type),
      contentPack: optString(body, 'content_pack', 200) ?? null,
    });
    return reply.code(201).header('location', `/system/outputs/${output.id}`).send(outputSummary(output));
  });

  app.put<{ Params: { outputId: string } }>('/system/outputs/:outputId', async (request) => {
    requirePermission(request, `outputs:edit:${request.params.outputId}`);
    const existing = load(request.params.outputId);
    const body = readStrictObject(request.body, CREATE_FIELDS);
    const type = findOutputType(existing.type);
    if (!type) throw new ValidationError({ type: [{ error: 'Invalid output type' }] });
    const newType = optString(body, 'type', 500);
    if (newType !== undefined && newType !== existing.type)
      throw new ValidationError({ type: [{ error: 'The type of an output cannot be changed' }] });
    const title = optString(body, 'title', 500);
    if (title !== undefined && title.trim() === '') throw new ApiError(400, 'Missing required property title.');
    const next: OutputRecord = {
      ...existing,
      title: title ?? existing.title,
      // Graylog sets the converted configuration as sent: keys left out are gone.
      configuration: body['configuration'] === undefined ? existing.configuration : convertConfiguration(body['configuration'], type),
      contentPack: body['content_pack'] === undefined ? existing.contentPack : (optString(body, 'content_pack', 200) ?? null),
    };
    outputs.update(next);
    return outputDocument(next);
  });

  app.delete<{ Params: { outputId: string } }>('/system/outputs/:outputId', async (request, reply) => {
    requirePermission(request, 'outputs:terminate');
    load(request.params.outputId);
    destroyOutput(outputs, streams, request.params.outputId);
    return reply.code(204).send();
  });
};
