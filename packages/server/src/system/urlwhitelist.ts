import type { FastifyPluginAsync } from 'fastify';
import { requirePermission, requireSubject } from '../auth/subject.js';
import { ApiError } from '../http/errors.js';
import { isObject, optString, readStrictObject, reqString, type JsonObject } from '../http/body.js';
import type { ClusterConfigStore } from './cluster-config-store.js';

export const URL_WHITELIST = 'org.graylog2.system.urlwhitelist.UrlWhitelist';

export interface WhitelistEntry {
  id: string;
  type: 'literal' | 'regex';
  title: string;
  value: string;
}
export interface UrlWhitelist {
  entries: WhitelistEntry[];
  disabled: boolean;
}

/** A fresh server stores an enabled, empty list (Graylog's `V20191129134600_CreateInitialUrlWhitelist`). */
export const DEFAULT_URL_WHITELIST: UrlWhitelist = { entries: [], disabled: false };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Java regex to JavaScript: `\Q…\E` quoting becomes escaped text (the rest of the syntax is shared). */
export function javaRegex(pattern: string): RegExp {
  const converted = pattern.replace(/\\Q([\s\S]*?)(?:\\E|$)/g, (_m, quoted: string) => escapeRegex(quoted));
  return new RegExp(converted, 's');
}

/** Java's `Pattern.quote`. */
const quote = (s: string) => `\\Q${s.replace(/\\E/g, '\\E\\\\E\\Q')}\\E`;

export function generateRegex(template: string, placeholder?: string): string {
  if (!placeholder) return `^${quote(template)}$`;
  const parts = template.split(placeholder).map((p) => (p.trim() === '' ? '' : quote(p)));
  return `^${parts.join('.*?')}$`;
}

export function isWhitelisted(list: UrlWhitelist, url: string): boolean {
  if (list.disabled) return true;
  return list.entries.some((e) => (e.type === 'literal' ? e.value === url : javaRegex(e.value).test(url)));
}

/** Validates a whitelist body: entry shapes, unique ids, compilable regexes. */
export function parseWhitelist(body: JsonObject): UrlWhitelist {
  const entries = body['entries'];
  const disabled = body['disabled'];
  if (!Array.isArray(entries) || entries.length > 1000 || typeof disabled !== 'boolean')
    throw new ApiError(400, 'Unable to map property entries.');
  const seen = new Set<string>();
  const parsed = entries.map((raw): WhitelistEntry => {
    if (!isObject(raw)) throw new ApiError(400, 'Unable to map property entries.');
    const e = readStrictObject(raw, ['id', 'type', 'title', 'value'], 'whitelist entry');
    const id = reqString(e, 'id', 128);
    const type = e['type'];
    if (type !== 'literal' && type !== 'regex') throw new ApiError(400, `Unable to map property type.`);
    const value = reqString(e, 'value', 2048);
    if (seen.has(id)) throw new ApiError(400, `Duplicate entry id ${id}.`);
    seen.add(id);
    if (type === 'regex') {
      try {
        javaRegex(value);
      } catch {
        throw new ApiError(400, `Invalid regular expression: ${value}`);
      }
    }
    return { id, type, title: optString(e, 'title', 500) ?? '', value };
  });
  return { entries: parsed, disabled };
}

/** `/system/urlwhitelist` (ADMIN-API §9.6). */
export const urlWhitelistRoutes: FastifyPluginAsync<{ config: ClusterConfigStore }> = async (app, { config }) => {
  const current = () => config.get<UrlWhitelist>(URL_WHITELIST) ?? DEFAULT_URL_WHITELIST;

  app.get('/system/urlwhitelist', async (request) => {
    requirePermission(request, 'urlwhitelist:read');
    return current();
  });
  app.put('/system/urlwhitelist', async (request, reply) => {
    requirePermission(request, 'urlwhitelist:write');
    config.put(URL_WHITELIST, parseWhitelist(readStrictObject(request.body, ['entries', 'disabled'])));
    return reply.code(204).send();
  });
  app.post('/system/urlwhitelist/check', async (request) => {
    requireSubject(request);
    const url = reqString(readStrictObject(request.body, ['url']), 'url', 8192);
    return { url, is_whitelisted: isWhitelisted(current(), url) };
  });
  app.post('/system/urlwhitelist/generate_regex', async (request) => {
    requireSubject(request);
    const body = readStrictObject(request.body, ['url_template', 'placeholder']);
    return { regex: generateRegex(reqString(body, 'url_template', 8192), optString(body, 'placeholder', 256)) };
  });
};
