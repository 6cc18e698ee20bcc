import useSWR from 'swr';
import { ResponseShapeError, useApiClient, UserAdminApi } from '@sift/api';

/** An API token of a user, as listed: its value is never sent again after creation. */
export interface AccessToken {
  id: string;
  name: string;
  /** ISO time of the last use, or null when the token was never used (Graylog sends the epoch then). */
  lastAccess: string | null;
}

/** A token just created: the only time its value is known. */
export interface CreatedAccessToken extends AccessToken {
  token: string;
}

function field(source: Record<string, unknown>, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string') throw new ResponseShapeError(`${path}.${key}`, 'a string', value);
  return value;
}

function lastAccess(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) || time <= 0 ? null : value;
}

function decodeToken(value: unknown, path: string): AccessToken {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ResponseShapeError(path, 'an object', value);
  const source = value as Record<string, unknown>;
  return { id: field(source, 'id', path), name: field(source, 'name', path), lastAccess: lastAccess(source['last_access']) };
}

/** `GET /users/{id}/tokens` answers `{tokens: [{id, name, last_access}]}`. */
export function decodeTokenList(body: Record<string, unknown>): AccessToken[] {
  const list = body['tokens'];
  if (!Array.isArray(list)) throw new ResponseShapeError('tokens.tokens', 'an array', list);
  return list.map((entry, index) => decodeToken(entry, `tokens.tokens[${index}]`));
}

/** `POST /users/{id}/tokens/{name}` answers the token with its value. */
export function decodeCreatedToken(body: Record<string, unknown> | null): CreatedAccessToken {
  if (!body) throw new ResponseShapeError('token', 'an object', body);
  return { ...decodeToken(body, 'token'), token: field(body, 'token', 'token') };
}

/** The tokens of a user, with create and delete calls that refresh the list. */
export function useAccessTokens(userId: string) {
  const client = useApiClient();
  const list = useSWR(['users', 'tokens', userId], async () => decodeTokenList(await UserAdminApi.tokens(client, userId)));
  const create = async (name: string) => {
    const created = decodeCreatedToken(await UserAdminApi.createToken(client, userId, name));
    await list.mutate();
    return created;
  };
  const remove = async (tokenId: string) => {
    await UserAdminApi.removeToken(client, userId, tokenId);
    await list.mutate();
  };
  return { tokens: list.data, error: list.error as Error | undefined, create, remove };
}
