import { FetchError, toPermissionError, type PermissionError } from './FetchError';
import { SessionGate } from './SessionGate';
import { qualifyUrl, type ApiLocation } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** Header that keeps periodic polls from extending the session (API.md §0.2). */
export const NO_SESSION_EXTENSION_HEADER = 'X-Graylog-No-Session-Extension';

export interface RequestOptions {
  query?: QueryParams;
  /** JSON body; sent with the JSON content type. */
  body?: unknown;
  /** Skip waiting for login (login itself, session validation, ping). Default false. */
  anonymous?: boolean;
  /** Polling call: sends `X-Graylog-No-Session-Extension: true`. */
  noSessionExtension?: boolean;
  /** Extra request headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The failure is the caller's alone: a 403 is not reported as missing permissions and a 401 does not
   * log out (the API browser shows what a tried call answered). Default false.
   */
  silent?: boolean;
  /** Told the status of the answer, successful or not (a 201 or 204 reads the same as a 200 otherwise). */
  onStatus?: (status: number, statusText: string) => void;
}

export interface ApiClientOptions extends ApiLocation {
  /** Session state; a new logged-out gate by default. */
  session?: SessionGate;
  /** Called on a 401 while logged in, after the session is cleared locally (log the user out). */
  onUnauthorized?: (error: FetchError) => void;
  /** Called on a 403 while logged in with the permission error to report. */
  onForbidden?: (error: PermissionError) => void;
  /** Called when the server cannot be reached (no status): the server is down. */
  onServerUnavailable?: (error: FetchError) => void;
  /** Called on every answer from the server, successful or not: the server is up. */
  onServerAvailable?: () => void;
  /** The fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** Calls neither wait for a login nor change the session or report anything (see `early()`). */
  detached?: boolean;
}

function isJson(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  if (isJson(response)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one place that talks HTTP (1-shell.md §7.1, §8): Graylog's headers, 204/empty → null,
 * FetchError for failures, logout on 401, permission errors on 403, waiting for login.
 */
export class ApiClient {
  readonly session: SessionGate;
  readonly #options: ApiClientOptions;

  constructor(options: ApiClientOptions = {}) {
    this.#options = options;
    this.session = options.session ?? new SessionGate();
  }

  /**
   * A client at the same place whose calls go out at once, before the session is known, and are the
   * caller's alone: a 401 or 403 neither logs out nor reports, and an unreachable server is not reported.
   * For reads started while the page loads, whose answers are used only once the session is valid.
   */
  early(): ApiClient {
    const { apiBase, appPathPrefix, fetch } = this.#options;
    return new ApiClient({ apiBase, appPathPrefix, fetch, detached: true });
  }

  /** The URL of a call, with the application path prefix and API base. */
  url(path: string, query?: QueryParams): string {
    return qualifyUrl(this.#options, path, query);
  }

  async request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T | null> {
    if (!options.anonymous && !this.#options.detached) await this.session.whenLoggedIn();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Requested-By': 'XMLHttpRequest',
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.noSessionExtension) headers[NO_SESSION_EXTENSION_HEADER] = 'true';
    const fetchImpl = this.#options.fetch ?? globalThis.fetch.bind(globalThis);

    const url = this.url(path, options.query);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        credentials: 'same-origin',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const error = new FetchError(cause instanceof Error ? cause.message : String(cause), 0, null, { method, url });
      this.#options.onServerUnavailable?.(error);
      throw error;
    }
    this.#options.onServerAvailable?.();
    options.onStatus?.(response.status, response.statusText);
    const body = await readBody(response);
    if (response.ok) return body as T | null;

    const error = new FetchError(response.statusText, response.status, body, { method, url });
    const wasLoggedIn = this.session.isLoggedIn();
    if (options.silent || this.#options.detached) throw error;
    if (response.status === 401 && wasLoggedIn) {
      this.session.loggedOut();
      this.#options.onUnauthorized?.(error);
    } else if (response.status === 403 && wasLoggedIn) {
      this.#options.onForbidden?.(toPermissionError(error));
    }
    throw error;
  }

  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T | null> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T | null> {
    return this.request<T>('POST', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T | null> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T | null> {
    return this.request<T>('DELETE', path, options);
  }
}
