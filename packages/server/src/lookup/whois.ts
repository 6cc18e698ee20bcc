import net from 'node:net';
import type { AdapterContext } from './adapters.js';
import type { ComponentRecord } from './model.js';
import { NetworkAdapter, NetworkError, networkFailure } from './network.js';
import { emptyResult, type LookupResult } from './result.js';
import { isWhoisRegistry, WHOIS_REGISTRIES, type HostPort, type WhoisRegistry, type WhoisServers } from './threatintel-settings.js';

export { parseWhoisServers, WHOIS_REGISTRIES, type WhoisRegistry, type WhoisServers } from './threatintel-settings.js';

export const whoisServerOf = (servers: WhoisServers, registry: WhoisRegistry): HostPort =>
  servers[registry] ?? { host: WHOIS_REGISTRIES[registry], port: 43 };

/** The longest answer read from a whois server. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const NOT_AVAILABLE = 'N/A';

/** One whois query: connects, sends `query`, reads until the server closes the connection. A timeout of 0 waits forever. */
export function whoisQuery(server: HostPort, query: string, connectTimeoutMs: number, readTimeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const socket = net.connect({ host: server.host, port: server.port });
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      socket.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const connectTimer =
      connectTimeoutMs > 0
        ? setTimeout(() => finish(new NetworkError(`no connection within ${connectTimeoutMs} ms (connect timeout)`)), connectTimeoutMs)
        : undefined;
    socket.once('connect', () => {
      clearTimeout(connectTimer);
      if (readTimeoutMs > 0) socket.setTimeout(readTimeoutMs);
      socket.write(`${query}\r\n`);
    });
    socket.on('timeout', () => finish(new NetworkError(`no answer within ${readTimeoutMs} ms (read timeout)`)));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) finish(new NetworkError(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`));
      else chunks.push(chunk);
    });
    socket.on('end', () => finish(null));
    socket.on('error', (error) => finish(error));
  });
}

/** What one registry's answer says: the owner, its country, and (ARIN only) the registry it refers to. */
export interface WhoisAnswer {
  organization: string | null;
  countryCode: string | null;
  referral: string | null;
}

/** The text after a line's first colon, trimmed. */
const valueOf = (line: string): string => {
  const colon = line.indexOf(':');
  return colon < 0 ? '' : line.slice(colon + 1).trim();
};

/** ARIN's network types, the one nearest to whoever uses the address first. */
const ARIN_NET_TYPES = ['reassigned', 'direct assignment', 'reallocated', 'direct allocation'];

/** Reads a registry's answer, as each registry words it (ARIN's field names differ from the others'). */
export function parseWhoisAnswer(registry: WhoisRegistry, text: string): WhoisAnswer {
  const answer: WhoisAnswer = { organization: null, countryCode: null, referral: null };
  const comment = registry === 'ARIN' ? '#' : '%';
  let netType = -1;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line === '' || line.startsWith(comment)) continue;
    if (registry === 'ARIN') {
      // An answer may hold several networks: the data of the most specific one counts.
      if (line.startsWith('NetType:')) {
        const rank = ARIN_NET_TYPES.indexOf(valueOf(line).toLowerCase());
        if (rank >= 0 && (netType < 0 || rank < netType)) {
          answer.organization = null;
          answer.countryCode = null;
        }
        netType = rank;
      }
      if ((line.startsWith('Organization:') || line.startsWith('Customer:')) && answer.organization === null)
        answer.organization = valueOf(line);
      if (line.startsWith('Country:') && answer.countryCode === null) answer.countryCode = valueOf(line);
      // "ResourceLink: whois.ripe.net" refers to another registry; the RDAP link ("https://…") does not.
      if (line.startsWith('ResourceLink') && !line.includes('http')) answer.referral = valueOf(line);
      continue;
    }
    if (line.startsWith('country:') && answer.countryCode === null) answer.countryCode = valueOf(line);
    if (registry === 'LACNIC') {
      if (line.startsWith('owner:') && answer.organization === null) answer.organization = valueOf(line);
    } else if (line.startsWith('org-name:') && registry === 'RIPENCC') {
      answer.organization = valueOf(line);
    } else if (line.startsWith('descr:') && answer.organization === null) {
      answer.organization = valueOf(line);
    }
  }
  return answer;
}

/** ARIN's query for every record of an address with its details (a bare address lists summaries only). */
const queryFor = (registry: WhoisRegistry, ip: string) => (registry === 'ARIN' ? `n + ${ip}` : ip);

/**
 * `whois`: who owns an IP address, asked of the configured registry's whois server, following ARIN's
 * referral to the registry that holds the address. A hit answers `single_value "<org>/<cc>"` and
 * `multi_value {organization, country_code}`; a failure answers `single_value "Lookup Error: …"`
 * without `has_error`, as Graylog 5.1 does (ADMIN-API.md §5.4).
 */
export class WhoisAdapter extends NetworkAdapter {
  constructor(
    record: ComponentRecord,
    context: AdapterContext,
    private readonly servers: WhoisServers,
  ) {
    super(record, context);
  }

  private get registry(): WhoisRegistry {
    const registry = this.record.config['registry'];
    return isWhoisRegistry(registry) ? registry : 'ARIN';
  }
  private timeout(key: string): number {
    const value = this.record.config[key];
    return typeof value === 'number' && value > 0 ? value : 0;
  }

  protected doStart(): void {}

  protected async fetchResult(key: string): Promise<LookupResult> {
    const ip = key.trim();
    // Registries know addresses only; anything else would be "No match found".
    if (net.isIP(ip) === 0) return emptyResult();
    let registry = this.registry;
    let answer = await this.ask(registry, ip);
    if (answer.referral !== null) {
      const referred = (Object.keys(WHOIS_REGISTRIES) as WhoisRegistry[]).find((r) => WHOIS_REGISTRIES[r] === answer.referral);
      if (!referred) throw new NetworkError(`${WHOIS_REGISTRIES[registry]} referred to ${answer.referral}, which is no known registry`);
      if (referred === registry) throw new NetworkError(`${WHOIS_REGISTRIES[registry]} referred to itself`);
      registry = referred;
      answer = await this.ask(registry, ip);
    }
    if (!answer.organization && !answer.countryCode) return emptyResult();
    const organization = answer.organization || NOT_AVAILABLE;
    const countryCode = answer.countryCode || NOT_AVAILABLE;
    return {
      ...emptyResult(),
      single_value: `${organization}/${countryCode}`,
      multi_value: { organization, country_code: countryCode },
    };
  }

  private async ask(registry: WhoisRegistry, ip: string): Promise<WhoisAnswer> {
    const server = whoisServerOf(this.servers, registry);
    try {
      const text = await whoisQuery(server, queryFor(registry, ip), this.timeout('connect_timeout'), this.timeout('read_timeout'));
      return parseWhoisAnswer(registry, text);
    } catch (error) {
      throw new NetworkError(`Could not look up WHOIS information for ${ip} at ${server.host}:${server.port}: ${networkFailure(error)}`);
    }
  }

  /** Graylog's whois adapter answers a failure as a plain single value; it is kept only for the error TTL. */
  protected failure(_key: string, error: unknown): LookupResult {
    const text = `Lookup Error: ${error instanceof Error ? error.message : String(error)}`;
    return { single_value: text, multi_value: { value: text }, string_list_value: null, has_error: false, ttl: this.errorTtl };
  }
}
