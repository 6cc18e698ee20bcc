import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { decodeApiDocument, fillPath } from '../models/openApi';
import { ApiBrowserApi } from './apiBrowser';

function serverAnswering(status: number, body: unknown, statusText = '') {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
  });
  const onForbidden = vi.fn();
  const onUnauthorized = vi.fn();
  const session = new SessionGate('admin');
  const client = new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session, onForbidden, onUnauthorized });
  return { client, calls, onForbidden, onUnauthorized, session };
}

const DOCUMENT = {
  openapi: '3.0.3',
  info: { title: 'Sift embedded server', version: '0.1.0', description: 'Graylog compatible' },
  paths: {
    '/system/inputs/{id}': {
      get: {
        operationId: 'getSystemInputsId',
        summary: 'GET /system/inputs/{id}',
        tags: ['system/inputs'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      },
      head: { operationId: 'ignored' },
    },
    '/views/search': {
      post: {
        operationId: 'postViewsSearch',
        tags: ['views'],
        parameters: [{ name: 'token', in: 'header' }],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
};

describe('the API browser document', () => {
  it('reads operations by path and method, with path parameters and body schemas, and the sorted tags', () => {
    const doc = decodeApiDocument(DOCUMENT);
    expect(doc.title).toBe('Sift embedded server');
    expect(doc.tags).toEqual(['system/inputs', 'views']);
    expect(doc.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /system/inputs/{id}', 'POST /views/search']);
    expect(doc.operations[0]!.parameters).toEqual([{ name: 'id', in: 'path', required: true, type: 'string', description: '' }]);
    expect(doc.operations[1]!.parameters).toEqual([]);
    expect(doc.operations[1]!.requestBodySchema).toEqual({ type: 'object' });
    expect(doc.operations[1]!.summary).toBe('POST /views/search');
  });

  it('is read from /api/api-browser/openapi.json', async () => {
    const { client, calls } = serverAnswering(200, DOCUMENT);
    await ApiBrowserApi.document(client);
    expect(calls[0]!.url).toBe('/api/api-browser/openapi.json');
  });

  it('fills path templates one encoded segment per parameter', () => {
    expect(fillPath('/system/cluster_config/{className}', { className: 'a/b c' })).toBe('/system/cluster_config/a%2Fb%20c');
  });
});

describe('a tried call', () => {
  it('answers the real status and body of a success, with its query and JSON body sent', async () => {
    const { client, calls } = serverAnswering(201, { id: 'x1' }, 'Created');
    const result = await ApiBrowserApi.tryOperation(client, {
      method: 'POST',
      path: '/streams/{streamId}/rules',
      pathParams: { streamId: 's1' },
      query: { dry: 'true' },
      body: { field: 'source' },
    });
    expect(calls).toEqual([{ method: 'POST', url: '/api/streams/s1/rules?dry=true', body: { field: 'source' } }]);
    expect(result).toMatchObject({
      method: 'POST',
      url: '/api/streams/s1/rules?dry=true',
      status: 201,
      statusText: 'Created',
      body: { id: 'x1' },
    });
  });

  it('answers a 403 as a result, without reporting missing permissions', async () => {
    const { client, onForbidden } = serverAnswering(403, { type: 'ApiError', message: 'Not authorized' }, 'Forbidden');
    const result = await ApiBrowserApi.tryOperation(client, { method: 'DELETE', path: '/users/{id}', pathParams: { id: 'u' } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ type: 'ApiError', message: 'Not authorized' });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('answers a 401 as a result, without logging out', async () => {
    const { client, onUnauthorized, session } = serverAnswering(401, null, 'Unauthorized');
    const result = await ApiBrowserApi.tryOperation(client, { method: 'GET', path: '/system' });
    expect(result.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(true);
  });

  it('answers 204 with a null body', async () => {
    const { client } = serverAnswering(204, null);
    expect(await ApiBrowserApi.tryOperation(client, { method: 'DELETE', path: '/x' })).toMatchObject({ status: 204, body: null });
  });
});
