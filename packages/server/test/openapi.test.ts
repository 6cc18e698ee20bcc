import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath, tagOf } from '../src/http/openapi.js';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { apiRoutes, PARAM } from './routes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const DOC = '/api/api-browser/openapi.json';

interface Operation {
  operationId: string;
  tags: string[];
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: { 'application/json': { schema: { type?: string; properties?: Record<string, unknown> } } } };
}
interface Doc {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

describe('the API browser document', () => {
  it('is OpenAPI 3 listing every API route of the server, with its path parameters', async () => {
    const res = await server.call('GET', DOC, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Doc>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: '/api' }]);

    // Routes sharing a tree node print one parameter name for all (`:name|:token`): compare without names.
    const unnamed = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${unnamed(path)}`)),
    );
    const registered = (await apiRoutes(server.app)).map(
      (r) => `${r.method} ${unnamed(openApiPath(r.url.slice('/api'.length).replace(PARAM, ':p') || '/').path)}`,
    );
    expect(registered.length).toBeGreaterThan(200);
    for (const route of registered) expect(documented, route).toContain(route);

    const input = doc.paths['/system/inputs/{id}']!['get']!;
    expect(input.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(input.tags).toEqual(['system/inputs']);
  });

  it('carries the body schema a route validates with', async () => {
    const doc = (await server.call('GET', DOC, { as: ADMIN })).json<Doc>();
    const create = doc.paths['/views/search']!['post']!;
    expect(create.requestBody?.content['application/json'].schema.type).toBe('object');
  });

  it('answers any signed-in user, and nobody else', async () => {
    const reader = await createUser(server, 'reader-openapi');
    expect((await server.call('GET', DOC, { as: reader })).statusCode).toBe(200);
    expect((await server.call('GET', DOC)).statusCode).toBe(401);
  });
});

describe('paths and tags', () => {
  it('spells Fastify parameters as OpenAPI templates', () => {
    expect(openApiPath('/system/cluster_config/:className')).toEqual({ path: '/system/cluster_config/{className}', params: ['className'] });
    expect(openApiPath('/messages/:index/:messageId')).toEqual({ path: '/messages/{index}/{messageId}', params: ['index', 'messageId'] });
    expect(openApiPath('/files/*')).toEqual({ path: '/files/{path}', params: ['path'] });
  });

  it('groups by resource', () => {
    expect(tagOf('/system/inputs/{inputId}')).toBe('system/inputs');
    expect(tagOf('/streams/{streamId}/rules')).toBe('streams');
    expect(tagOf('/')).toBe('root');
  });
});
