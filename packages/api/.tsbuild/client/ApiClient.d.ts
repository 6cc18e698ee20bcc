import { FetchError, type PermissionError } from './FetchError';
import { SessionGate } from './SessionGate';
import { type ApiLocation } from './url';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined | null>;
/** Header that keeps periodic polls from extending the session (API.md §0.2). */
export declare const NO_SESSION_EXTENSION_HEADER = "X-Graylog-No-Session-Extension";
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
}
/**
 * The one place that talks HTTP (1-shell.md §7.1, §8): Graylog's headers, 204/empty → null,
 * FetchError for failures, logout on 401, permission errors on 403, waiting for login.
 */
export declare class ApiClient {
    #private;
    readonly session: SessionGate;
    constructor(options?: ApiClientOptions);
    /** The URL of a call, with the application path prefix and API base. */
    url(path: string, query?: QueryParams): string;
    request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T | null>;
    get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
    post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
    put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T | null>;
    delete<T>(path: string, options?: RequestOptions): Promise<T | null>;
}
