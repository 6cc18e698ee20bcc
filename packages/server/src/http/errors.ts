/** Graylog's generic error body: `{"type":"ApiError","message":...}` (API.md §0.4). */
export interface ApiErrorBody {
  type: 'ApiError';
  message: string;
}

/** An error that the HTTP layer turns into Graylog's error JSON with the given status (and `headers`, such as Retry-After). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  toJSON(): ApiErrorBody {
    return { type: 'ApiError', message: this.message };
  }
}

export const notFound = (message = 'HTTP 404 Not Found') => new ApiError(404, message);
export const badRequest = (message: string) => new ApiError(400, message);
