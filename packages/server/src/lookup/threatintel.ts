import { CidrTable } from '../formats/cidr.js';
import { DataAdapter, type AdapterContext } from './adapters.js';
import type { ComponentRecord } from './model.js';
import { emptyResult, singleResult, type LookupResult } from './result.js';

/*
 * The threat-intelligence data adapters of Graylog 5.1 that answer from lists held in memory (ADMIN-API.md
 * §5.4): Tor exit nodes, Spamhaus DROP/EDROP, and the abuse.ch ransomware tracker, which was shut down.
 * The lists are downloaded in the background; when there is no route to their source, the adapter's error
 * state says what failed and lookups answer error results until a download succeeds.
 */

export const TOR_EXIT_LIST_URL = 'https://check.torproject.org/exit-addresses';
export const SPAMHAUS_LIST_URLS = ['https://www.spamhaus.org/drop/drop.txt', 'https://www.spamhaus.org/drop/edrop.txt'] as const;
export const RANSOM_TRACKER_SHUT_DOWN = 'Tracker was shut down on 2019-12-08';
const TOR_REFRESH_SECONDS = 3600;
const DOWNLOAD_TIMEOUT_MS = 60_000;
const MAX_LIST_BYTES = 16 * 1024 * 1024;

/** Why a download failed, in words an administrator can act on (the network error's code, not just "fetch failed"). */
export function downloadFailure(url: string, error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause ? String((cause as NodeJS.ErrnoException).code) : null;
  const reason =
    code === 'ENOTFOUND' || code === 'EAI_AGAIN'
      ? `the host name could not be resolved (${code}); is there a route to the internet?`
      : code === 'ENETUNREACH' || code === 'EHOSTUNREACH' || code === 'ECONNREFUSED'
        ? `no connection (${code}); is there a route to the internet?`
        : error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${DOWNLOAD_TIMEOUT_MS / 1000} s`
          : (cause?.message ?? (error instanceof Error ? error.message : String(error)));
  return `Could not download ${url}: ${reason}`;
}

/** A data adapter whose data is one or more lists downloaded again at a fixed interval. */
abstract class ListAdapter<T> extends DataAdapter {
  private fetching = false;
  protected data: T | null = null;

  protected abstract urls(): readonly string[];
  protected abstract parse(bodies: string[]): T;

  protected doStart(): void {
    // Nothing is known until the first download ends; lookups answer errors until then.
    this.failed = true;
    void this.download();
  }

  protected refresh(): void {
    if (!this.stopped) void this.download();
  }

  /** Downloads every list; resolves when done and never rejects (a failure is recorded as the adapter's error). */
  async download(): Promise<void> {
    if (this.fetching) return;
    this.fetching = true;
    try {
      const bodies: string[] = [];
      for (const url of this.urls()) {
        let response: Response;
        try {
          response = await this.context.fetch(url, {
            headers: { 'user-agent': 'Sift threat intelligence adapter' },
            signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
          });
        } catch (error) {
          throw new Error(downloadFailure(url, error), { cause: error });
        }
        if (!response.ok) throw new Error(`Could not download ${url}: HTTP ${response.status}`);
        const body = await response.text();
        if (body.length > MAX_LIST_BYTES) throw new Error(`Could not download ${url}: larger than ${MAX_LIST_BYTES} bytes`);
        bodies.push(body);
      }
      if (this.stopped) return;
      this.data = this.parse(bodies);
      this.failed = false;
      this.error = null;
      this.context.purgeCaches();
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      // Older data, if any, keeps answering.
      this.failed = this.data === null;
    } finally {
      this.fetching = false;
    }
  }
}

/** `torexitnode`: whether an IP address is a Tor exit node; a hit names the nodes (ADMIN-API.md §5.4). */
export class TorExitNodeAdapter extends ListAdapter<Map<string, string[]>> {
  protected urls() {
    return [TOR_EXIT_LIST_URL];
  }
  protected refreshSeconds(): number {
    return TOR_REFRESH_SECONDS;
  }
  protected parse([body = '']: string[]): Map<string, string[]> {
    const nodes = new Map<string, string[]>();
    let node: string | null = null;
    for (const line of body.split('\n')) {
      const [field, value] = line.trim().split(/\s+/);
      if (field === 'ExitNode') node = value ?? null;
      else if (field === 'ExitAddress' && node && value) {
        const ids = nodes.get(value) ?? [];
        if (!ids.includes(node)) ids.push(node);
        nodes.set(value, ids);
      }
    }
    return nodes;
  }
  protected doGet(key: string): LookupResult {
    const ids = this.data?.get(key.trim());
    if (!ids) return emptyResult();
    return { ...emptyResult(), single_value: ids.join(', '), multi_value: { node_ids: ids } };
  }
}

/** `spamhaus-edrop`: whether an IP address is in a hijacked network of the DROP or EDROP list. */
export class SpamhausEdropAdapter extends ListAdapter<CidrTable<{ sbl_id: string; subnet: string }>> {
  protected urls() {
    return SPAMHAUS_LIST_URLS;
  }
  protected refreshSeconds(): number {
    return Number(this.record.config['refresh_interval']) || 0;
  }
  protected parse(bodies: string[]): CidrTable<{ sbl_id: string; subnet: string }> {
    const table = new CidrTable<{ sbl_id: string; subnet: string }>();
    for (const body of bodies) {
      for (const line of body.split('\n')) {
        // "1.10.16.0/20 ; SBL256894"; lines starting with ";" are comments.
        const [subnet = '', sbl = ''] = line.split(';').map((part) => part.trim());
        if (subnet) table.add(subnet, { sbl_id: sbl, subnet });
      }
    }
    return table;
  }
  protected doGet(key: string): LookupResult {
    const hit = this.data?.match(key.trim());
    if (hit === null || hit === undefined) return hit === null ? emptyResult() : singleResult(false);
    return { ...emptyResult(), single_value: true, multi_value: { ...hit } };
  }
}

/** `abuse-ch-ransom`: the tracker is gone; the adapter reports so and answers nothing, as Graylog 5.1's does. */
export class AbuseChRansomAdapter extends DataAdapter {
  protected doStart(): void {
    this.error = RANSOM_TRACKER_SHUT_DOWN;
  }
  protected refresh(): void {}
  protected refreshSeconds(): number {
    return 0;
  }
  protected doGet(): LookupResult {
    return emptyResult();
  }
}

/** The adapter of a threat-intelligence type, or null for other types. */
export function createThreatIntelAdapter(record: ComponentRecord, context: AdapterContext): DataAdapter | null {
  switch (record.config.type) {
    case 'torexitnode':
      return new TorExitNodeAdapter(record, context);
    case 'spamhaus-edrop':
      return new SpamhausEdropAdapter(record, context);
    case 'abuse-ch-ransom':
      return new AbuseChRansomAdapter(record, context);
    default:
      return null;
  }
}
