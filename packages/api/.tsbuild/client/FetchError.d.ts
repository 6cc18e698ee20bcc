/** A server error body as Graylog sends it (`ApiError`, `MissingStreamPermission`, `ValidationApiError`, ...). */
export interface ErrorBody {
    type?: string;
    message?: string;
    streams?: string[];
    [key: string]: unknown;
}
/**
 * A failed call: the status, the status text and the parsed body (JSON object, text or null).
 * `message` is the spec's text word for word (1-shell.md §8).
 */
export declare class FetchError extends Error {
    name: string;
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number;
    readonly statusText: string;
    /** Parsed JSON body, raw text for other content types, or null when empty. */
    readonly body: unknown;
    /** The server's own message (`body.message`), when it sent one. */
    readonly responseMessage: string | undefined;
    constructor(statusText: string, status: number, body: unknown);
    /**
     * The text to show a user: on 400 and 500 the server's body message is prepended to the error
     * message (1-shell.md §8), otherwise the error message alone.
     */
    get displayMessage(): string;
}
/** What a 403 means to the user: plain missing permissions, or streams the user cannot read. */
export type PermissionError = {
    kind: 'MissingPermissions';
    title: 'Missing Permissions';
    description: string;
    error: FetchError;
} | {
    kind: 'MissingStreamPermission';
    title: 'Missing Stream Permissions';
    description: string;
    streams: string[];
    error: FetchError;
};
/** Classifies a 403 by the body's `type` (API.md §0.4). */
export declare function toPermissionError(error: FetchError): PermissionError;
