import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import type { ServerConfig } from './config.js';
import { ApiError } from './http/errors.js';
import { serializeJson } from './http/json.js';
import { rootRoutes } from './http/root-routes.js';
import { collectRoutes, openApiRoutes } from './http/openapi.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { loadNodeIdentity } from './node-identity.js';
import { openDatabase, type Database } from './db/database.js';
import { accountRoutes, createAuth } from './auth/accounts.js';
import { installAuth } from './auth/plugin.js';
import type { ScryptCost } from './auth/passwords.js';
import { createSystem, systemPlugin } from './system/index.js';
import { systemReadsPlugin } from './system/reads.js';
import { timeRequests } from './system/metrics-routes.js';
import { MetricsRegistry } from './metrics/registry.js';
import { NodeHistory, nodeHistoryRoutes } from './metrics/node-history.js';
import { StreamStore } from './streams/store.js';
import { streamRoutes } from './streams/routes.js';
import { createLogEngine, type LogEngine } from './ingest/engine.js';
import { ViewStore } from './views/store.js';
import { viewsPlugin } from './views/index.js';
import { canReadSearch } from './views/access.js';
import { SearchStore } from './search/store.js';
import { sharingPlugin } from './sharing/index.js';
import { createExtractors } from './extractors/index.js';
import { createOutputs } from './outputs/index.js';
import { contentPackRoutes } from './contentpacks/routes.js';
import { ContentPackStore } from './contentpacks/store.js';
import { createAuthServices } from './authservices/routes.js';
import { createTeams } from './teams/index.js';
import { loadPasswordSecret, SecretBox } from './auth/encrypted-value.js';
import { createLookups } from './lookup/index.js';
import { createEvents, type SchedulerClock } from './events/index.js';
import { createPipelines } from './pipelines/index.js';
import { createCompat } from './compat/index.js';
import { createSidecars } from './sidecars/index.js';

/** The message of a 500 that no route meant to answer; the error itself is written to the server's log. */
export const INTERNAL_ERROR_MESSAGE = 'The server could not complete this request; the reason is in its log.';

export interface App {
  http: FastifyInstance;
  /** Stops accepting requests and releases every resource. */
  close(): Promise<void>;
  /**
   * Resolves once the start-up work done in the background is over (reading back which values each
   * keyword column holds, which lets a word in all fields skip columns); searches work before, slower.
   */
  warmedUp(): Promise<void>;
}

/** Builds the whole server: the console at `/`, the Graylog-compatible API under `/api`. */
/** `demo`: on a first start (empty message store) with `config.demoData`, feed the demo-data generator. */
/** `passwordCost`: the scrypt cost of new password hashes (OWASP's unless given; tests pass a lower one). */
export async function buildApp(
  config: ServerConfig,
  options: { logger?: boolean; demo?: boolean; eventsClock?: SchedulerClock; passwordCost?: ScryptCost } = {},
): Promise<App> {
  const http = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.limits.maxBodySize,
    // A client has this long to send its whole request (Fastify's default, 0, waits forever).
    requestTimeout: config.limits.requestTimeoutMs,
    // An idle kept-alive API connection is closed after this (Fastify's default is 72 s).
    keepAliveTimeout: config.limits.idleTimeoutMs,
    // Route body schemas check types as sent: a string where a number belongs is a 400, never coerced.
    ajv: { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, allowUnionTypes: true } },
    // Graylog answers with its own JSON shapes; keep Fastify from adding its error format.
    return503OnClosing: true,
    // Metric names are path parameters (`/system/metrics/{name}`) and a pipeline rule's run past Fastify's 100 characters.
    routerOptions: { maxParamLength: 1000 },
  });

  // CSP, X-Frame-Options, X-Content-Type-Options and Referrer-Policy on every answer.
  installSecurityHeaders(http);

  // JSON answers: DuckDB integers (bigint in JS) are written as numbers, never a failed request.
  http.setReplySerializer((payload) => serializeJson(payload));

  http.setErrorHandler((error, request, reply) => {
    // Graylog answers 401 with an empty body (API.md §0.4).
    if (error instanceof ApiError && error.status === 401) return reply.code(401).send();
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(error.toJSON());
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ type: 'ApiError', message: message ?? '' });
    }
    // An unexpected failure: its text (a database's error, a statement) goes to the log, not to the client.
    console.error(`sift: ${request.method} ${request.url.split('?')[0]} failed:`, error);
    return reply.code(500).send({ type: 'ApiError', message: INTERNAL_ERROR_MESSAGE });
  });

  let db: Database | undefined;
  let engine: LogEngine | undefined;
  let nodeHistory: NodeHistory | undefined;
  if (config.graylogUrl) {
    // The console talks to a real Graylog 5.1 server through this same origin.
    const upstream = new URL(config.graylogUrl.href.replace(/\/?$/, '/'));
    await http.register(httpProxy, {
      upstream: upstream.origin,
      prefix: '/api',
      rewritePrefix: `${upstream.pathname.replace(/\/$/, '')}/api`,
      http2: false,
    });
  } else {
    const identity = loadNodeIdentity(config.dataDir);
    db = openDatabase(config.dataDir);
    const auth = await createAuth(db, config.rootPassword, undefined, {
      throttle: config.limits.loginThrottle,
      ...(options.passwordCost ? { passwordCost: options.passwordCost } : {}),
    });
    // LDAP and Active Directory backends; the active one is asked at login before the internal users.
    const authServices = createAuthServices({
      db,
      auth,
      trustedProxies: config.trustedProxies,
      secrets: new SecretBox(loadPasswordSecret(config.dataDir, config.passwordSecret)),
    });
    // Teams (a Sift extension): members hold a team's roles and what is shared with it.
    const teams = createTeams({ db, auth });
    // One registry for the process: ingest marks it, /system/metrics reads it.
    const metrics = new MetricsRegistry();
    // The node's last hour of ingest rate, search latency and memory (a Sift extension), sampled every 10 s.
    const history = new NodeHistory({ metrics });
    nodeHistory = history;
    history.start();
    const system = createSystem(db, identity, auth.stores.clusterConfig, config.dataDir);
    // The StreamRegistry ingest routes by: stream changes reach routing at once.
    const streams = new StreamStore(db);
    // Lookup tables, caches and data adapters; `lookups.service.lookupSync` serves extractors and pipelines.
    const lookups = createLookups({
      db,
      clusterConfig: auth.stores.clusterConfig,
      nodeId: identity.nodeId,
      metrics,
      whoisServers: config.whoisServers,
    });
    // Message storage, ingest, inputs and search (closed before the database so accepted messages are written).
    const views = new ViewStore(db);
    engine = await createLogEngine({
      dataDir: config.dataDir,
      db,
      metrics,
      streams,
      nodeId: identity.nodeId,
      onSearch: (ms) => history.recordSearch(ms),
      processing: system.processing,
      notifications: system.notifications,
      // Input state changes become system messages; ingest warnings go through the server's loggers.
      activity: system.messages,
      log: system.loggers.writer('org.graylog2.inputs', 'WARN'),
      // A search is readable by its owner and by whoever may read a view built on it.
      canReadSearch: (subject, search) => canReadSearch(subject, search, views),
      journal: config.journal,
      limits: config.limits,
    });
    const logRoutes = engine.routes;
    // A Whois or OTX lookup waits for the network: ingest then keeps each message's original to run it again (ADR 0106).
    engine.pipeline.stages.mayWait = () => lookups.service.mayWait();
    // Grok patterns and input extractors (run at ingest through the pipeline's extract stage), testers.
    const extractors = createExtractors({
      db,
      inputs: engine.inputs.store,
      stages: engine.pipeline.stages,
      lookup: (table, key) => lookups.service.lookupSync(table, key)?.single_value ?? null,
      lookupTableExists: (name) => lookups.service.hasTable(name),
    });
    // Pipeline rules run at ingest through the pipeline's process stage (after stream routing).
    const pipelines = createPipelines({
      db,
      streams,
      clusterConfig: auth.stores.clusterConfig,
      ingest: engine.pipeline,
      metrics,
      // Rules read a table's multi value (\`lookup\`) and its single value (\`lookup_value\`, the map's \`value\`).
      lookup: (table, key) => {
        const result = lookups.service.lookupSync(table, key);
        return result ? (result.multi_value ?? result.single_value) : null;
      },
      // The threat-intelligence functions read a table's whole answer.
      lookupResult: (table, key) => lookups.service.lookupSync(table, key),
      grok: (pattern, value, namedCapturesOnly) => extractors.grok.compiledFor(pattern, namedCapturesOnly).match(value),
    });
    const systemReads = { system, metrics, db, store: engine.store, pipeline: engine.pipeline };
    // Searches (POST /views/search) are stored by the search subsystem; views validate against them.
    const searches = new SearchStore(db);
    const outputs = createOutputs({ db, streams, stages: engine.pipeline.stages, metrics });
    // With extractors, pipeline rules and outputs in place: the journal's unstored messages go through
    // them, then the inputs start.
    await engine.start();
    if (options.demo && config.demoData && engine.wasEmpty) {
      engine.startDemo().catch((error: unknown) => console.error(`sift: demo data could not start: ${String(error)}`));
    }
    const contentPacks = {
      store: new ContentPackStore(db),
      targets: {
        streams,
        grants: auth.stores.grants,
        outputs: outputs.store,
        inputs: engine.inputs,
        grok: extractors.grok,
        pipelines: pipelines.service,
        lookups: lookups.store,
        extractors,
        views: { views, searches },
      },
      catalog: {
        streams,
        outputs: outputs.store,
        inputs: engine.inputs.store,
        extractors: extractors.store,
        grok: extractors.grok,
        pipelines: pipelines.service,
        lookups: lookups.store,
        views: { views, searches },
      },
    };
    // Event definitions, their scheduler (searching the message store), notifications and alerts.
    const events = createEvents({
      db,
      search: engine.search,
      gate: engine.gate,
      streams,
      users: auth.stores.users,
      clusterConfig: auth.stores.clusterConfig,
      notifications: system.notifications,
      ...(options.eventsClock ? { clock: options.eventsClock } : {}),
    });
    // System jobs, cluster traffic, index ranges, the start page and the remaining Graylog 5.1 calls.
    const compat = createCompat({
      db,
      system,
      metrics,
      store: engine.store,
      inputs: engine.inputs.store,
      users: auth.stores.users,
      roles: auth.stores.roles,
      views,
      grants: auth.stores.grants,
    });
    // The Sidecar registry, collectors and configurations (Graylog Sidecar agents register and poll here).
    const sidecars = createSidecars({ db, clusterConfig: auth.stores.clusterConfig });
    await http.register(
      async (api) => {
        // Before any route: the API browser's OpenAPI document lists every route registered below.
        const catalogue = collectRoutes(api);
        api.setNotFoundHandler((_request, reply) => reply.code(404).send({ type: 'ApiError', message: 'HTTP 404 Not Found' }));
        installAuth(api, auth, { nodeId: identity.nodeId });
        // Every API route is timed (`org.graylog2.rest.<path>.<METHOD>` in /system/metrics), as Graylog's @Timed resources.
        timeRequests(api, metrics);
        compat.install(api);
        await api.register(accountRoutes, { auth });
        await api.register(systemPlugin, { system, metrics });
        await api.register(systemReadsPlugin, systemReads);
        await api.register(streamRoutes, { streams, grants: auth.stores.grants, outputs: outputs.store });
        // Outputs forward stored messages of their streams; content packs export (the catalog) and install streams, inputs with
        // extractors, outputs, grok patterns, pipelines with their rules, lookup tables, dashboards and saved searches.
        await api.register(outputs.routes);
        await api.register(contentPackRoutes, { ...contentPacks, jobs: compat.jobs });
        await api.register(authServices.routes);
        await api.register(teams.routes);
        await api.register(viewsPlugin, { views, searches, grants: auth.stores.grants, clusterConfig: auth.stores.clusterConfig });
        await api.register(sharingPlugin, { auth, views, streams, searches });
        await api.register(logRoutes);
        await api.register(extractors.routes);
        await api.register(lookups.routes);
        await api.register(events.routes);
        await api.register(pipelines.routes);
        await api.register(compat.routes);
        await api.register(sidecars.routes);
        await api.register(nodeHistoryRoutes, { history, nodeId: identity.nodeId });
        await api.register(rootRoutes, { identity, isAlive: () => true });
        await api.register(openApiRoutes, { catalogue });
      },
      { prefix: '/api' },
    );
  }

  if (fs.existsSync(path.join(config.consoleDir, 'index.html'))) {
    const assets = path.join(config.consoleDir, 'assets') + path.sep;
    await http.register(fastifyStatic, {
      root: config.consoleDir,
      prefix: '/',
      wildcard: false,
      // The build names every file under assets/ by its content's hash: a browser keeps it without asking
      // again, so a page opened before starts without a request per chunk (issue 19). Anything else, above
      // all index.html (which names the current chunks), is checked on every load.
      cacheControl: false,
      setHeaders: (res, file) =>
        res.setHeader('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    // Client-side routes: every non-API path that is not a file answers with the console's index.html.
    http.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply.code(404).send({ type: 'ApiError', message: 'HTTP 404 Not Found' });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  } else {
    http.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api')) {
        return reply.code(404).send({ type: 'ApiError', message: 'HTTP 404 Not Found' });
      }
      return reply
        .code(503)
        .type('text/plain')
        .send(`The console has not been built. Run "npm run build" (looked in ${config.consoleDir}).`);
    });
  }

  return {
    http,
    warmedUp: async () => {
      await engine?.store.keywordValuesReady();
    },
    close: async () => {
      nodeHistory?.stop();
      await http.close();
      await engine?.close();
      db?.close();
    },
  };
}
