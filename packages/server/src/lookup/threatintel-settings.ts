/** Settings of the threat-intelligence adapters that ask a service per key, apart from their code (types.ts reads them). */

/** The regional internet registries and their whois servers (port 43). */
export const WHOIS_REGISTRIES = {
  AFRINIC: 'whois.afrinic.net',
  APNIC: 'whois.apnic.net',
  ARIN: 'whois.arin.net',
  LACNIC: 'whois.lacnic.net',
  RIPENCC: 'whois.ripe.net',
} as const;
export type WhoisRegistry = keyof typeof WHOIS_REGISTRIES;
export const isWhoisRegistry = (value: unknown): value is WhoisRegistry =>
  typeof value === 'string' && Object.hasOwn(WHOIS_REGISTRIES, value);

export interface HostPort {
  host: string;
  port: number;
}

/** Where each registry's whois server is asked: its own host on port 43 unless `SIFT_LOOKUP_WHOIS_SERVERS` says otherwise. */
export type WhoisServers = Partial<Record<WhoisRegistry, HostPort>>;

/** Reads `SIFT_LOOKUP_WHOIS_SERVERS` (`ARIN=127.0.0.1:4343,RIPENCC=whois.example.org:43`); throws a message naming what is wrong. */
export function parseWhoisServers(text: string | undefined): WhoisServers {
  const servers: WhoisServers = {};
  for (const entry of (text ?? '').split(',')) {
    const item = entry.trim();
    if (item === '') continue;
    const match = /^([A-Z]+)=(\[[^\]]+\]|[^:=\s]+):(\d{1,5})$/.exec(item);
    const registry = match?.[1];
    const port = Number(match?.[3]);
    if (!match || !isWhoisRegistry(registry) || port < 1 || port > 65535)
      throw new Error(
        `SIFT_LOOKUP_WHOIS_SERVERS must list REGISTRY=host:port entries (registries ${Object.keys(WHOIS_REGISTRIES).join(', ')}), got "${item}"`,
      );
    servers[registry] = { host: match[2]!.replace(/^\[|\]$/g, ''), port };
  }
  return servers;
}

export const OTX_DEFAULT_API_URL = 'https://otx.alienvault.com';
/** `IPAutoDetect` is no OTX indicator: the key's address family picks `IPv4` or `IPv6`. */
export const OTX_INDICATORS = [
  'IPAutoDetect',
  'IPv4',
  'IPv6',
  'domain',
  'hostname',
  'file',
  'url',
  'cve',
  'nids',
  'correlation-rule',
] as const;
