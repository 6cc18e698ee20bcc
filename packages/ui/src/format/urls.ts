/** Protocols accepted by the absolute-URL and protocol checks (1-shell.md §5). */
export const ALLOWED_URL_PROTOCOLS = ['http:', 'https:'] as const;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** True for a complete URL whose protocol is http or https, e.g. `https://example.org/x`. */
export function isAbsoluteUrl(url: string): boolean {
  const parsed = parse(url.trim());
  return parsed !== undefined && isAllowedProtocol(parsed.protocol) && parsed.host !== '';
}

/** True when the protocol (with or without the trailing colon) is http or https. */
export function isAllowedProtocol(protocol: string): boolean {
  const normalized = protocol.toLowerCase().endsWith(':') ? protocol.toLowerCase() : `${protocol.toLowerCase()}:`;
  return (ALLOWED_URL_PROTOCOLS as readonly string[]).includes(normalized);
}
