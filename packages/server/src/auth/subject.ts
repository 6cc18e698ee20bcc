import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';

/**
 * Who is making a request, once authenticated (by session cookie, Basic credentials or an API token).
 * The auth subsystem sets `request.subject`; every route asks it before doing anything.
 */
export interface Subject {
  userId: string;
  username: string;
  /** Shiro-style permission strings this user holds (`area:action:id`, `*` wildcards). */
  permissions: readonly string[];
  /** Whether the user holds the permission (wildcards and prefix matching as in Graylog). */
  isPermitted(permission: string): boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    subject: Subject | null;
  }
}

/** The authenticated subject, or a 401 with an empty body (API.md §0.4). */
export function requireSubject(request: FastifyRequest): Subject {
  if (!request.subject) throw new ApiError(401, '');
  return request.subject;
}

/** The subject if it holds `permission`, else 403 `{"type":"ApiError","message":"Not authorized"}`. */
export function requirePermission(request: FastifyRequest, permission: string): Subject {
  const subject = requireSubject(request);
  if (!subject.isPermitted(permission)) throw new ApiError(403, 'Not authorized');
  return subject;
}
