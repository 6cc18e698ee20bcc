import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { GRAYLOG_API_VERSION, SIFT_VERSION } from '../version.js';

/**
 * The OpenAPI 3 document of the embedded server, made from the routes Fastify registers and the JSON
 * schemas they declare (body, querystring, params, response). Served at `/api/api-browser/openapi.json`,
 * a path no Graylog client asks for (Graylog's own browser lives under `/api/api-browser/` with Swagger 1.2
 * resources, which Sift does not serve), and read by the console's API browser.
 */
export const OPENAPI_PATH = '/api-browser/openapi.json';

const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type DocumentedMethod = (typeof DOCUMENTED_METHODS)[number];

/** One registered route as the catalogue keeps it. */
export interface CataloguedRoute {
  method: DocumentedMethod;
  /** Fastify's pattern under the API prefix, e.g. `/system/inputs/:inputId`. */
  url: string;
  schema: RouteSchema;
}

type JsonSchema = Record<string, unknown>;

interface RouteSchema {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  response?: Record<string, JsonSchema>;
  summary?: string;
  description?: string;
  tags?: string[];
  hide?: boolean;
}

/** The routes of `api` and of every plugin registered inside it afterwards. */
export interface RouteCatalogue {
  routes(): readonly CataloguedRoute[];
}

const isDocumented = (method: string): method is DocumentedMethod => (DOCUMENTED_METHODS as readonly string[]).includes(method);

/**
 * Collects the routes registered in `api` from now on (an `onRoute` hook, inherited by child plugins).
 * Install it before the routes are registered; `prefix` is cut from the recorded paths.
 */
export function collectRoutes(api: FastifyInstance, prefix = '/api'): RouteCatalogue {
  const routes: CataloguedRoute[] = [];
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as RouteSchema;
    if (schema.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const url = route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url;
    for (const method of methods) {
      if (isDocumented(method)) routes.push({ method, url, schema });
    }
  });
  return { routes: () => routes };
}

/** `/system/inputs/:inputId` → `/system/inputs/{inputId}`; a trailing wildcard becomes `{path}`. */
export function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url
    .split('/')
    .map((part) => {
      if (part === '*') {
        params.push('path');
        return '{path}';
      }
      // Fastify allows several parameters in one segment (`:from-:to`) and a regular expression after a name.
      return part.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => {
        params.push(name);
        return `{${name}}`;
      });
    })
    .join('/');
  return { path, params };
}

/** The tag an operation is listed under: the resource its path starts with (`system/inputs`, `streams`). */
export function tagOf(path: string): string {
  const parts = path.split('/').filter((p) => p !== '' && !p.startsWith('{'));
  if (parts.length === 0) return 'root';
  if ((parts[0] === 'system' || parts[0] === 'plugins') && parts.length > 1) return `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

function schemaParameters(schema: JsonSchema | undefined, where: 'path' | 'query'): Parameter[] {
  const properties = schema?.['properties'];
  if (!properties || typeof properties !== 'object') return [];
  const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  return Object.entries(properties as Record<string, JsonSchema>).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: s,
    ...(typeof s['description'] === 'string' ? { description: s['description'] } : {}),
  }));
}

function responses(schema: RouteSchema): Record<string, unknown> {
  const declared = schema.response ?? {};
  const out: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(declared)) {
    out[status] = {
      description: typeof body['description'] === 'string' ? body['description'] : 'Response',
      content: { 'application/json': { schema: body } },
    };
  }
  if (Object.keys(out).length === 0) out['default'] = { description: 'The answer, as on Graylog 5.1 (API.md)' };
  return out;
}

/** The OpenAPI 3.0 document for the catalogued routes, sorted by path then method. */
export function buildOpenApiDocument(routes: readonly CataloguedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const { path, params } = openApiPath(route.url);
    const declaredPath = schemaParameters(route.schema.params, 'path');
    const pathParameters: Parameter[] = params.map(
      (name) => declaredPath.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
    );
    const tag = route.schema.tags?.[0] ?? tagOf(path);
    tags.add(tag);
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, path),
      summary: route.schema.summary ?? `${route.method} ${path}`,
      tags: [tag],
      parameters: [...pathParameters, ...schemaParameters(route.schema.querystring, 'query')],
      responses: responses(route.schema),
    };
    if (route.schema.description) operation['description'] = route.schema.description;
    if (route.schema.body) operation['requestBody'] = { required: true, content: { 'application/json': { schema: route.schema.body } } };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Sift embedded server',
      version: SIFT_VERSION,
      description: `The Graylog ${GRAYLOG_API_VERSION} compatible REST API of the embedded server. Calls that change something need the X-Requested-By header.`,
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'authentication' },
        basic: { type: 'http', scheme: 'basic', description: 'user:password, <token>:token or <session id>:session' },
      },
    },
    security: [{ session: [] }, { basic: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
  };
}

/** `GET /api/api-browser/openapi.json`, for any signed-in user (the routes it lists still check their permissions). */
export const openApiRoutes: FastifyPluginAsync<{ catalogue: RouteCatalogue }> = async (app, opts) => {
  let cached: Record<string, unknown> | undefined;
  app.get(OPENAPI_PATH, async () => {
    // Every route is registered before the server listens, so one build serves every request.
    cached ??= buildOpenApiDocument(opts.catalogue.routes());
    return cached;
  });
};
