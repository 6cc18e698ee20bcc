import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from '../auth/cookies.js';
import { sendUnauthorized } from '../auth/plugin.js';
import { isObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { javaDate } from '../db/ids.js';
import { requireSubject } from '../auth/subject.js';

/** `/system/sessions`: login, validate, logout (API.md §1). */
export const sessionRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/system/sessions', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const username = typeof body['username'] === 'string' ? body['username'] : '';
    const password = typeof body['password'] === 'string' ? body['password'] : '';
    const missing = [username ? null : 'username', password ? null : 'password'].filter(Boolean);
    if (missing.length > 0) throw new ApiError(400, `Missing required properties: ${missing.join(', ')}.`);
    const user = await auth.checkPassword(username, password, request.ip);
    if (!user) return sendUnauthorized(request, reply);
    if (user.serviceAccount) throw new ApiError(400, `Cannot login with service account ${user.username}`);
    // `host` in the body is the console's own address (ignored by Graylog too); the client is the remote address.
    const session = auth.stores.sessions.create(user.id, auth.sessionTimeoutFor(user), request.ip);
    const validUntil = session.lastAccess + session.timeoutMs;
    setSessionCookie(request, reply, session.id, validUntil);
    return { valid_until: javaDate(validUntil), session_id: session.id, username: user.username, user_id: user.id };
  });

  app.get('/system/sessions', async (request, reply) => {
    const session = request.authSession;
    if (session && request.subject) {
      return { is_valid: true, session_id: session.id, username: request.subject.username };
    }
    if (readCookie(request, SESSION_COOKIE) !== undefined) clearSessionCookie(request, reply);
    return { is_valid: false, session_id: null, username: request.subject?.username ?? null };
  });

  const logout = async (sessionId: string | undefined, request: FastifyRequest, reply: FastifyReply) => {
    const subject = requireSubject(request);
    const id = sessionId ?? request.authSession?.id;
    if (id) {
      const target = auth.stores.sessions.get(id);
      if (target && (target.userId === subject.userId || subject.isPermitted('*'))) auth.stores.sessions.delete(id);
    }
    clearSessionCookie(request, reply);
    return reply.code(200).send();
  };
  app.delete('/system/sessions', (request, reply) => logout(undefined, request, reply));
  app.delete('/system/sessions/', (request, reply) => logout(undefined, request, reply));
  app.delete<{ Params: { sessionId: string } }>('/system/sessions/:sessionId', (request, reply) =>
    logout(request.params.sessionId, request, reply),
  );
};
