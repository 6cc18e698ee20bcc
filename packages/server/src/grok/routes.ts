import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optString, paging, queryString, readStrictObject, slicePage } from '../http/body.js';
import { timeLimited } from '../tools/time-limit.js';
import { GrokError } from './compiler.js';
import { GrokNotFoundError, GrokValidationError, type GrokPattern, type GrokStore, type ImportStrategy } from './store.js';

const PATTERN_FIELDS = ['id', 'name', 'pattern', 'content_pack'];
const MAX_PATTERN = 64 * 1024;
const MAX_IMPORT = 10_000;
const STRATEGIES: readonly ImportStrategy[] = ['ABORT_ON_CONFLICT', 'REPLACE_ON_CONFLICT', 'DROP_ALL_EXISTING'];
const LINE = /^(\w+)[ \t]+(.*)$/;

export const grokJson = (p: GrokPattern) => ({ id: p.id, name: p.name, pattern: p.pattern, content_pack: p.contentPack });

/** A GrokPattern body `{name, pattern}` (`id` and `content_pack` are accepted and ignored). */
function readPattern(body: unknown, what = 'grok pattern'): { name: string; pattern: string } {
  const obj = readStrictObject(body, PATTERN_FIELDS, what);
  optString(obj, 'id', 64);
  optString(obj, 'content_pack', 1024);
  const name = optString(obj, 'name', 1024);
  const pattern = optString(obj, 'pattern', MAX_PATTERN);
  if (name === undefined || pattern === undefined)
    throw new ApiError(400, `Missing required properties: ${name === undefined ? 'name' : 'pattern'}`);
  return { name, pattern };
}

function strategy(query: unknown): ImportStrategy {
  const raw = queryString(query, 'import-strategy');
  if (raw !== undefined && raw !== '') {
    const s = STRATEGIES.find((x) => x === raw.toUpperCase());
    if (!s) throw new ApiError(404, 'HTTP 404 Not Found');
    return s;
  }
  return queryString(query, 'replace') === 'true' ? 'DROP_ALL_EXISTING' : 'ABORT_ON_CONFLICT';
}

/** Graylog's answer to a `ValidationException` (API.md §0.4). */
function validationFailed(reply: FastifyReply, message: string) {
  return reply.code(400).send({ type: 'ValidationApiError', message, validation_errors: {} });
}

/** Case-insensitive `field:value` / `-field:value` / bare-word filter on name and pattern (SearchQueryParser). */
function matcher(query: string): (p: GrokPattern) => boolean {
  const tests = query
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((token) => {
      const negate = token.startsWith('-');
      const body = negate ? token.slice(1) : token;
      const colon = body.indexOf(':');
      const field = colon > 0 && ['name', 'pattern', 'id'].includes(body.slice(0, colon)) ? body.slice(0, colon) : 'name';
      let value = colon > 0 && field === body.slice(0, colon) ? body.slice(colon + 1) : body;
      const exact = value.startsWith('=');
      if (exact) value = value.slice(1);
      value = value.replace(/^"(.*)"$/, '$1').toLowerCase();
      return (p: GrokPattern) => {
        const have = String(field === 'pattern' ? p.pattern : field === 'id' ? p.id : p.name).toLowerCase();
        const hit = exact ? have === value : have.includes(value);
        return negate ? !hit : hit;
      };
    });
  return (p) => tests.every((t) => t(p));
}

/** `/system/grok` (ADMIN-API.md §3). */
export const grokRoutes: FastifyPluginAsync<{ grok: GrokStore }> = async (app, { grok }) => {
  const save = (reply: FastifyReply, work: () => void) => {
    try {
      work();
    } catch (error) {
      if (error instanceof GrokValidationError) return validationFailed(reply, error.message);
      throw error;
    }
    return reply.code(202).send();
  };

  app.get('/system/grok', async (request) => {
    requirePermission(request, 'inputs:read');
    return { patterns: grok.all().map(grokJson) };
  });

  app.get('/system/grok/paginated', async (request) => {
    requirePermission(request, 'inputs:read');
    const q = isObject(request.query) ? request.query : {};
    const { page, perPage } = paging(q);
    const query = queryString(q, 'query') ?? '';
    const sort = queryString(q, 'sort') || 'name';
    const descending = (queryString(q, 'order') ?? 'asc').toLowerCase() === 'desc';
    const all = grok.all();
    const key = (p: GrokPattern) => (sort === 'pattern' ? p.pattern : sort === 'id' ? p.id : p.name);
    const matching = all.filter(matcher(query)).sort((a, b) => (descending ? -1 : 1) * key(a).localeCompare(key(b)));
    const patterns = slicePage(matching, page, perPage).map(grokJson);
    return {
      query,
      total: matching.length,
      page,
      per_page: perPage === Number.MAX_SAFE_INTEGER ? 0 : perPage,
      count: patterns.length,
      patterns,
      grand_total: all.length,
    };
  });

  app.get<{ Params: { id: string } }>('/system/grok/:id', async (request) => {
    requirePermission(request, 'inputs:read');
    const pattern = grok.get(request.params.id);
    if (!pattern) throw new ApiError(404, `Couldn't find Grok pattern with ID ${request.params.id}`);
    return grokJson(pattern);
  });

  app.post('/system/grok/test', async (request) => {
    requireSubject(request);
    const body = readStrictObject(request.body, ['grok_pattern', 'sampleData']);
    const pattern = readPattern(body['grok_pattern'], 'grok_pattern');
    const sample = optString(body, 'sampleData', 1024 * 1024);
    if (sample === undefined) throw new ApiError(400, 'Missing required property sampleData.');
    try {
      return timeLimited(() => grok.test(pattern, sample));
    } catch (error) {
      if (error instanceof GrokError) throw new ApiError(400, error.message);
      throw error;
    }
  });

  app.post('/system/grok', async (request, reply) => {
    requirePermission(request, 'inputs:create');
    if (typeof request.body === 'string' && (request.headers['content-type'] ?? '').startsWith('text/plain')) {
      // One `NAME<whitespace>pattern` per line; comments and blank lines are skipped.
      const patterns = request.body
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => LINE.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => ({ name: m[1]!, pattern: m[2]! }));
      if (patterns.length > MAX_IMPORT) throw new ApiError(400, `At most ${MAX_IMPORT} patterns can be imported at once.`);
      const how = strategy(request.query);
      return save(reply, () => {
        if (patterns.length > 0) grok.importAll(patterns, how);
      });
    }
    const pattern = readPattern(request.body);
    let created: GrokPattern;
    try {
      created = grok.create(pattern);
    } catch (error) {
      if (error instanceof GrokValidationError) return validationFailed(reply, error.message);
      throw error;
    }
    return reply.code(201).header('location', `/system/grok/${created.id}`).send(grokJson(created));
  });

  app.put('/system/grok', async (request, reply) => {
    requirePermission(request, 'inputs:create');
    const body = readStrictObject(request.body, ['patterns']);
    const list = body['patterns'];
    if (!Array.isArray(list)) throw new ApiError(400, 'Unable to map property patterns: expected a list of grok patterns.');
    if (list.length > MAX_IMPORT) throw new ApiError(400, `At most ${MAX_IMPORT} patterns can be imported at once.`);
    const patterns = list.map((p: unknown) => readPattern(p));
    const how = strategy(request.query);
    return save(reply, () => grok.importAll(patterns, how));
  });

  app.put<{ Params: { id: string } }>('/system/grok/:id', async (request, reply) => {
    requirePermission(request, 'inputs:edit');
    const pattern = readPattern(request.body);
    try {
      return grokJson(grok.update(request.params.id, pattern));
    } catch (error) {
      if (error instanceof GrokNotFoundError) throw new ApiError(404, error.message);
      if (error instanceof GrokValidationError) return validationFailed(reply, error.message);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>('/system/grok/:id', async (request, reply) => {
    requirePermission(request, 'inputs:edit');
    if (!grok.get(request.params.id)) throw new ApiError(404, `Couldn't find Grok pattern with ID ${request.params.id}`);
    grok.delete(request.params.id);
    return reply.code(204).send();
  });
};
