import type { ApiClient, QueryParams } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { decodeApiDocument, fillPath, type ApiDocument, type ApiOperationMethod, type ApiTryResult } from '../models/openApi';

/** Where the embedded server serves its OpenAPI document (a path Graylog clients do not use). */
export const OPENAPI_DOCUMENT_PATH = '/api-browser/openapi.json';

export interface ApiTryRequest {
  method: ApiOperationMethod;
  /** The operation's path template, e.g. `/system/inputs/{id}`. */
  path: string;
  pathParams?: Readonly<Record<string, string>>;
  query?: QueryParams;
  /** The JSON body, already parsed; undefined sends none. */
  body?: unknown;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The API browser's calls: the document, and a call tried with the user's session. */
export const ApiBrowserApi = {
  document: async (client: ApiClient): Promise<ApiDocument> => decodeApiDocument(await client.get(OPENAPI_DOCUMENT_PATH)),

  /** Sends the call and answers what came back, a failure included (never throws for an HTTP status). */
  tryOperation: async (client: ApiClient, request: ApiTryRequest): Promise<ApiTryResult> => {
    const path = fillPath(request.path, request.pathParams ?? {});
    const url = client.url(path, request.query);
    const started = now();
    const done = (status: number, statusText: string, body: unknown): ApiTryResult => ({
      method: request.method,
      url,
      status,
      statusText,
      body,
      durationMs: Math.round(now() - started),
    });
    let answered = { status: 0, statusText: '' };
    try {
      const body = await client.request(request.method, path, {
        query: request.query,
        silent: true,
        onStatus: (status, statusText) => {
          answered = { status, statusText };
        },
        ...(request.body !== undefined ? { body: request.body } : {}),
      });
      return done(answered.status, answered.statusText, body);
    } catch (error) {
      if (error instanceof FetchError) return done(error.status, error.statusText, error.body);
      throw error;
    }
  },
};
