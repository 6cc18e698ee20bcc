import type { ApiClient, QueryParams } from '../client/ApiClient';
import { segment } from '../client/url';
import { arr, obj, required, type JsonObject } from '../models/decode';

export { segment };

/** GET a JSON object; a missing body or a non-object is a ResponseShapeError naming `what`. */
export async function getObject(client: ApiClient, path: string, what: string, query?: QueryParams): Promise<JsonObject> {
  return obj(required(await client.get(path, { query }), what), what);
}

/** GET a JSON object that may be absent (204 → null), e.g. cluster configs and layout preferences. */
export async function getOptionalObject(client: ApiClient, path: string, what: string, query?: QueryParams): Promise<JsonObject | null> {
  const body = await client.get(path, { query });
  return body === null ? null : obj(body, what);
}

export async function getArray(client: ApiClient, path: string, what: string, query?: QueryParams): Promise<unknown[]> {
  return arr(required(await client.get(path, { query }), what), what, (entry) => entry);
}

/** POST or PUT returning a JSON object (or null for 204/empty answers). */
export async function send(
  client: ApiClient,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  what: string,
): Promise<JsonObject | null> {
  const answer = await client.request(method, path, { body });
  return answer === null ? null : obj(answer, what);
}

/** POST, PUT or DELETE whose answer the console does not read. */
export async function call(
  client: ApiClient,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  query?: QueryParams,
): Promise<void> {
  await client.request(method, path, { body, query });
}
