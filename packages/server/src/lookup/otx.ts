import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { NetworkAdapter, NetworkError, networkFailure } from './network.js';
import { emptyResult, errorResult, type LookupResult } from './result.js';
import { OTX_DEFAULT_API_URL, OTX_INDICATORS } from './threatintel-settings.js';

/** The longest OTX answer read. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** Private, loopback and unspecified addresses, which OTX does not know: they are not asked about. */
const PRIVATE = new net.BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['0.0.0.0', 32],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addAddress('::', 'ipv6');
PRIVATE.addSubnet('fec0::', 10, 'ipv6');

const isPrivate = (ip: string) => PRIVATE.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');

interface Answer {
  status: number;
  body: string;
}

/**
 * `otx-api`: asks AlienVault OTX (or any server at `api_url` the URL allowlist permits) about an
 * indicator: `GET {api_url}/api/v1/indicators/{indicator}/{key}/general`. The answer's
 * `pulse_info.count` is the single value, the whole JSON the multi value (ADMIN-API.md §5.4).
 */
export class OtxAdapter extends NetworkAdapter {
  private readonly config = this.record.config;

  private text(key: string): string {
    const value = this.config[key];
    return typeof value === 'string' ? value : '';
  }
  private millis(key: string): number {
    const value = this.config[key];
    return typeof value === 'number' && value > 0 ? value : 1;
  }
  private get apiUrl(): string {
    return this.text('api_url') || OTX_DEFAULT_API_URL;
  }

  /** Checks the settings as Graylog's start does; a failure is recorded and every lookup answers it. */
  protected doStart(): void {
    const indicator = this.text('indicator');
    const fail = (message: string) => {
      this.failed = true;
      this.error = message;
    };
    if (!indicator) return fail('OTX indicator is missing');
    if (!(OTX_INDICATORS as readonly string[]).includes(indicator))
      return fail(`Invalid OTX indicator value - allowed: ${OTX_INDICATORS.join(', ')}`);
    if (!this.text('http_user_agent')) return fail('HTTP user-agent is missing');
    if (!URL.canParse(this.apiUrl) || !/^https?:$/.test(new URL(this.apiUrl).protocol)) return fail('OTX API URL is not valid');
  }

  override async load(key: string): Promise<LookupResult> {
    if (this.failed) return errorResult(this.errorTtl, this.error);
    // The allowlist is asked on every lookup, so that an entry added later takes effect at once.
    if (!this.context.isUrlAllowed(this.apiUrl)) {
      this.error = `URL <${this.apiUrl}> is not whitelisted.`;
      return errorResult(this.errorTtl, this.error);
    }
    if (this.error?.endsWith('is not whitelisted.')) this.error = null;
    return super.load(key);
  }

  protected async fetchResult(key: string): Promise<LookupResult> {
    let indicator = this.text('indicator');
    if (indicator === 'IPAutoDetect') {
      const family = net.isIP(key);
      // Not an address: nothing to ask.
      if (family === 0) return emptyResult();
      indicator = family === 4 ? 'IPv4' : 'IPv6';
    }
    if ((indicator === 'IPv4' || indicator === 'IPv6') && net.isIP(key) !== 0 && isPrivate(key)) return emptyResult();
    const base = new URL(this.apiUrl);
    const url = new URL(`/api/v1/indicators/${encodeURIComponent(indicator)}/${encodeURIComponent(key)}/general`, base.origin);
    const answer = await this.request(url, key, indicator);
    if (answer.status < 200 || answer.status > 299)
      return errorResult(this.errorTtl, `OTX ${indicator} request for key <${key}> failed: ${answer.status}`);
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      // Graylog answers an unreadable body as empty.
      return emptyResult();
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return emptyResult();
    const pulses = (json as { pulse_info?: { count?: unknown } }).pulse_info?.count;
    const count = typeof pulses === 'number' && Number.isFinite(pulses) ? Math.trunc(pulses) : 0;
    return { ...emptyResult(), single_value: count, multi_value: json as Record<string, unknown> };
  }

  protected failure(key: string, error: unknown): LookupResult {
    const message = error instanceof NetworkError ? error.message : networkFailure(error);
    return errorResult(this.errorTtl, `OTX request for key <${key}> to ${new URL(this.apiUrl).host} failed: ${message}`);
  }

  /** One GET with the connect, write and read timeouts of the settings (Node's fetch has no connect timeout). */
  private request(url: URL, key: string, indicator: string): Promise<Answer> {
    const headers: Record<string, string> = { 'user-agent': this.text('http_user_agent'), accept: 'application/json' };
    const apiKey = this.text('api_key');
    if (apiKey) headers['x-otx-api-key'] = apiKey;
    const connectTimeout = this.millis('http_connect_timeout');
    const writeTimeout = this.millis('http_write_timeout');
    const readTimeout = this.millis('http_read_timeout');
    return new Promise<Answer>((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(url, { method: 'GET', headers, agent: false });
      const finish = (error: Error | null, answer?: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) {
          request.destroy();
          reject(error);
        } else resolve(answer!);
      };
      const arm = (ms: number, what: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => finish(new NetworkError(`no ${what} within ${ms} ms (${what} timeout)`)), ms);
      };
      arm(connectTimeout, 'connect');
      request.on('socket', (socket) => {
        const connected = () => arm(writeTimeout, 'write');
        if (socket.connecting) socket.once('connect', connected);
        else connected();
      });
      request.on('finish', () => arm(readTimeout, 'read'));
      request.on('error', (error) => finish(error));
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        // The read timeout is for silence: every chunk restarts it.
        response.on('data', (chunk: Buffer) => {
          arm(readTimeout, 'read');
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES)
            finish(new NetworkError(`the answer for ${indicator} <${key}> is larger than ${MAX_ANSWER_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => finish(null, { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => finish(error));
      });
      request.end();
    });
  }
}
