import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, UserSubject } from './service.js';
import type { SessionRecord } from '../sessions/store.js';
import { readCookie, SESSION_COOKIE, setSessionCookie } from './cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session this request was authenticated by, if any. */
    authSession: SessionRecord | null;
  }
}

/** The header the web UI sends on polling requests so they do not keep a session alive. */
export const NO_SESSION_EXTENSION_HEADER = 'x-graylog-no-session-extension';

export const CSRF_MESSAGE = 'CSRF protection header is missing. Please add a "X-Requested-By" header to your request.';

/** Routes (method and full path) that answer without authentication. */
const PUBLIC_ROUTES = new Set([
  'GET /api',
  'GET /api/',
  'GET /api/system/lbstatus',
  'POST /api/system/sessions',
  'GET /api/system/sessions',
  // A login page asks which authentication backend is active before anyone signs in.
  'GET /api/system/authentication/services/backends/active-backend/type',
]);

export function isPublicRoute(method: string, url: string | undefined): boolean {
  return url !== undefined && PUBLIC_ROUTES.has(`${method} ${url}`);
}

function basicCredentials(request: FastifyRequest): { user: string; password: string } | undefined {
  const header = request.headers.authorization;
  if (!header || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** 401 with an empty body, as Graylog answers; browsers get no Basic prompt when the request says it is an XHR. */
export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') reply.header('www-authenticate', 'Basic realm="Graylog Server"');
  return reply.code(401).send();
}

/**
 * Installs authentication and the CSRF check on every route of `api` (the `/api` scope), including routes
 * registered later by other subsystems. Sets `request.subject` from the session cookie, Basic
 * `<session>:session`, Basic `<token>:token` or Basic `<user>:<password>`, refuses anonymous requests to
 * non-public routes with 401, then refuses POST/PUT/DELETE without `X-Requested-By` with 400.
 */
export function installAuth(api: FastifyInstance, auth: AuthService, options: { nodeId?: string } = {}): void {
  api.decorateRequest('subject', null);
  api.decorateRequest('authSession', null);

  // Every response names the node (NodeIdResponseFilter); XHR answers are not cached (XHRFilter).
  api.addHook('onSend', (request, reply, payload, done) => {
    if (options.nodeId) reply.header('x-graylog-node-id', options.nodeId);
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') reply.header('cache-control', 'no-cache');
    done(null, payload);
  });

  const fromSession = (request: FastifyRequest, reply: FastifyReply, sessionId: string): UserSubject | null => {
    const found = auth.session(sessionId);
    if (!found) return null;
    let session = found.session;
    if (request.headers[NO_SESSION_EXTENSION_HEADER] !== 'true') {
      session = auth.stores.sessions.touch(session, auth.sessionTimeoutFor(found.user));
      setSessionCookie(request, reply, session.id, session.lastAccess + session.timeoutMs);
    }
    request.authSession = session;
    return auth.subjectFor(found.user);
  };

  api.addHook('onRequest', async (request, reply) => {
    const basic = basicCredentials(request);
    const cookie = readCookie(request, SESSION_COOKIE);
    let subject: UserSubject | null = null;
    if (basic?.password === 'session') {
      subject = fromSession(request, reply, basic.user);
    } else if (basic?.password === 'token') {
      const user = auth.userForToken(basic.user);
      subject = user ? auth.subjectFor(user) : null;
    } else if (basic) {
      const user = await auth.checkPassword(basic.user, basic.password, request.ip);
      subject = user ? auth.subjectFor(user) : null;
    } else if (cookie) {
      subject = fromSession(request, reply, cookie);
    }
    const url = request.routeOptions.url;
    // A trusted proxy vouches for the user in a header (trusted header authentication): the request is
    // theirs, even over another user's session cookie. As on Graylog, session validation (GET
    // /system/sessions) gives them a session, which the console then uses.
    const headerUser = basic ? undefined : auth.headerAuthenticator?.(request);
    if (headerUser && subject?.userId !== headerUser.id) {
      subject = auth.subjectFor(headerUser);
      request.authSession = null;
      if (request.method === 'GET' && url === '/api/system/sessions') {
        const session = auth.stores.sessions.create(headerUser.id, auth.sessionTimeoutFor(headerUser), request.ip);
        setSessionCookie(request, reply, session.id, session.lastAccess + session.timeoutMs);
        request.authSession = session;
      }
    }
    request.subject = subject;

    // Unknown routes answer 404 on their own (Jersey matches before its filters run).
    if (url === undefined) return undefined;
    if (!subject && !isPublicRoute(request.method, url)) {
      return sendUnauthorized(request, reply);
    }
    if (
      (request.method === 'POST' || request.method === 'PUT' || request.method === 'DELETE') &&
      request.headers['x-requested-by'] === undefined &&
      request.headers['x-graylog-collector-version'] === undefined
    ) {
      return reply.code(400).send({ type: 'ApiError', message: CSRF_MESSAGE });
    }
    return undefined;
  });
}
