import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/service.js';
import { hashToken, randomSecret } from '../auth/passwords.js';
import { ApiError } from '../http/errors.js';
import { javaDate } from '../db/ids.js';
import type { UserRecord } from './store.js';

type Target = (request: FastifyRequest, key: string, permission: string) => UserRecord;
const TOKEN_NAME = /^[\w .@-]{1,100}$/;

/** API tokens: listed without their value, shown once on creation, usable as Basic `<token>:token`. */
export const tokenRoutes: FastifyPluginAsync<{ auth: AuthService; target: Target }> = async (app, { auth, target }) => {
  const users = auth.stores.users;

  app.get<{ Params: { user: string } }>('/users/:user/tokens', async (request) => {
    const user = target(request, request.params.user, 'users:tokenlist');
    return {
      tokens: users
        .tokens(user.id)
        .map((t) => ({ id: t.id, name: t.name, last_access: t.lastAccess ? javaDate(t.lastAccess) : javaDate(0) })),
    };
  });

  app.post<{ Params: { user: string; name: string } }>('/users/:user/tokens/:name', async (request) => {
    const user = target(request, request.params.user, 'users:tokencreate');
    if (!TOKEN_NAME.test(request.params.name)) throw new ApiError(400, 'Token names may only contain letters, digits, spaces and . _ @ -');
    const token = randomSecret(32);
    const record = users.addToken(user.id, request.params.name, hashToken(token));
    return { id: record.id, name: record.name, token, last_access: javaDate(0) };
  });

  app.delete<{ Params: { user: string; token: string } }>('/users/:user/tokens/:token', async (request, reply) => {
    const user = target(request, request.params.user, 'users:tokenremove');
    if (!users.deleteToken(user.id, request.params.token)) throw new ApiError(404, `Couldn't find token ${request.params.token}`);
    return reply.code(204).send();
  });
};
