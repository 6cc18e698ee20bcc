import type { FastifyReply, FastifyRequest } from 'fastify';

/** Graylog's session cookie name (`SESSION_COOKIE_NAME`). */
export const SESSION_COOKIE = 'authentication';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function isSecure(request: FastifyRequest): boolean {
  const proto = request.headers['x-forwarded-proto'];
  return request.protocol === 'https' || proto === 'https';
}

/** Sets the session cookie (HttpOnly, SameSite=Strict, Max-Age until `validUntil`), replacing any set earlier in this reply. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string, validUntil: number): void {
  const maxAge = Math.max(0, Math.round((validUntil - Date.now()) / 1000));
  const parts = [
    `${SESSION_COOKIE}=${encodeURIComponent(sessionId)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    `Expires=${new Date(validUntil).toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (isSecure(request)) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'SameSite=Strict'];
  if (isSecure(request)) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
