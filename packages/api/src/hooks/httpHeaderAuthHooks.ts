import type { ApiClient } from '../client/ApiClient';
import { getObject, send } from '../calls/helpers';
import { bool, obj, required, str } from '../models/decode';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

const PATH = '/system/authentication/http-header-auth-config';

/** Trusted header authentication (Graylog's `HTTPHeaderAuthConfig`). */
export interface HttpHeaderAuthConfig {
  enabled: boolean;
  /** The header a trusted proxy names the signed-in user in; Graylog's default is `Remote-User`. */
  usernameHeader: string;
}

export function decodeHttpHeaderAuthConfig(value: unknown, field = 'http_header_auth_config'): HttpHeaderAuthConfig {
  const o = obj(value, field);
  return { enabled: bool(o['enabled'], `${field}.enabled`), usernameHeader: str(o['username_header'], `${field}.username_header`) };
}

/** `GET/PUT /system/authentication/http-header-auth-config` (the authenticators page). */
export const HttpHeaderAuthApi = {
  get: async (client: ApiClient): Promise<HttpHeaderAuthConfig> => decodeHttpHeaderAuthConfig(await getObject(client, PATH, 'config')),
  update: async (client: ApiClient, config: HttpHeaderAuthConfig): Promise<HttpHeaderAuthConfig> =>
    decodeHttpHeaderAuthConfig(
      required(await send(client, 'PUT', PATH, { enabled: config.enabled, username_header: config.usernameHeader }, 'config'), 'config'),
    ),
};

export const useHttpHeaderAuthConfig = () => useApiRead<HttpHeaderAuthConfig>(['httpHeaderAuthConfig'], (c) => HttpHeaderAuthApi.get(c));
export const useUpdateHttpHeaderAuthConfig = () => useApiMutation(HttpHeaderAuthApi.update, ['httpHeaderAuthConfig']);
