import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the console and the API. The built console loads its scripts, styles,
 * fonts and images from its own origin and talks only to it (fetch and the live EventSource);
 * styled-components writes `<style>` elements at run time, hence `'unsafe-inline'` for styles only.
 * No inline or foreign script runs, and no other site may frame a page.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Sends the security headers with every answer of `http` (console files, API, errors), proxied ones included. */
export function installSecurityHeaders(http: FastifyInstance): void {
  http.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });
}
