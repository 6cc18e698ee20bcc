import { DataAdapter } from './adapters.js';
import type { LookupResult } from './result.js';

/** Requests one network adapter has in flight at most; more keys wait their turn. */
export const MAX_CONCURRENT_REQUESTS = 16;

/** Why a connection or request failed, in words an administrator can act on. */
export function networkFailure(error: unknown): string {
  const own = error instanceof Error ? error : null;
  const cause = own?.cause instanceof Error ? own.cause : null;
  const coded = [own, cause].find((e): e is NodeJS.ErrnoException => e !== null && 'code' in e && typeof e.code === 'string');
  const code = coded?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `the host name could not be resolved (${code}); is there a route to the internet?`;
  if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH' || code === 'ECONNREFUSED')
    return `no connection (${code}); is there a route to the internet?`;
  if (code === 'ECONNRESET') return 'the connection was reset (ECONNRESET)';
  return own?.message ?? String(error);
}

/** A failure the adapter words itself (timeouts, answers it cannot use). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * A data adapter that asks a service over the network for every key (Whois, OTX): nothing is held in
 * memory, so its answers come from `load`, which the lookup service awaits and caches (ADR 0106). A
 * synchronous `get` never answers from it.
 */
export abstract class NetworkAdapter extends DataAdapter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  protected refresh(): void {}
  protected refreshSeconds(): number {
    return 0;
  }
  protected doGet(): LookupResult {
    throw new Error(`The data adapter ${this.name} asks over the network; its lookups wait for the answer`);
  }

  /** The answer for `key`; never rejects (a failure is an answer of the adapter's own kind). */
  async load(key: string): Promise<LookupResult> {
    if (this.active >= MAX_CONCURRENT_REQUESTS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await this.fetchResult(key);
    } catch (error) {
      return this.failure(key, error);
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Asks the service about `key`. */
  protected abstract fetchResult(key: string): Promise<LookupResult>;
  /** The answer when `fetchResult` throws. */
  protected abstract failure(key: string, error: unknown): LookupResult;
}
