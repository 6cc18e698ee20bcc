/** A server error body as Graylog sends it (`ApiError`, `MissingStreamPermission`, `ValidationApiError`, ...). */
export interface ErrorBody {
  type?: string;
  message?: string;
  streams?: string[];
  [key: string]: unknown;
}

function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/**
 * A failed call: the status, the status text and the parsed body (JSON object, text or null).
 * `message` is the spec's text word for word (1-shell.md §8).
 */
export class FetchError extends Error {
  override name = 'FetchError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly statusText: string;
  /** Parsed JSON body, raw text for other content types, or null when empty. */
  readonly body: unknown;
  /** The server's own message (`body.message`), when it sent one. */
  readonly responseMessage: string | undefined;
  /** The request that failed (for the server-unavailable details), when known. */
  readonly request: { method: string; url: string } | null;

  constructor(statusText: string, status: number, body: unknown, request: { method: string; url: string } | null = null) {
    const responseMessage = bodyMessage(body);
    super(`There was an error fetching a resource: ${statusText}. Additional information: ${responseMessage ?? 'Not available'}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.responseMessage = responseMessage;
    this.request = request;
  }

  /**
   * The text to show a user: on 400 and 500 the server's body message is prepended to the error
   * message (1-shell.md §8), otherwise the error message alone.
   */
  get displayMessage(): string {
    if ((this.status === 400 || this.status === 500) && this.responseMessage) {
      return `${this.responseMessage} ${this.message}`;
    }
    return this.message;
  }
}

/** What a 403 means to the user: plain missing permissions, or streams the user cannot read. */
export type PermissionError =
  | { kind: 'MissingPermissions'; title: 'Missing Permissions'; description: string; error: FetchError }
  | { kind: 'MissingStreamPermission'; title: 'Missing Stream Permissions'; description: string; streams: string[]; error: FetchError };

/** Classifies a 403 by the body's `type` (API.md §0.4). */
export function toPermissionError(error: FetchError): PermissionError {
  const body = error.body as ErrorBody | null;
  if (body && typeof body === 'object' && body.type === 'MissingStreamPermission') {
    const streams = Array.isArray(body.streams) ? body.streams.filter((s): s is string => typeof s === 'string') : [];
    return {
      kind: 'MissingStreamPermission',
      title: 'Missing Stream Permissions',
      description: 'This resource includes streams you do not have permissions for.',
      streams,
      error,
    };
  }
  return {
    kind: 'MissingPermissions',
    title: 'Missing Permissions',
    description: 'You do not have the required permissions to view this resource.',
    error,
  };
}
