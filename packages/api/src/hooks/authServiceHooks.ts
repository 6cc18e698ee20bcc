import type { ApiClient } from '../client/ApiClient';
import { call, getObject, segment, send } from '../calls/helpers';
import { isObject, required } from '../models/decode';
import { decodePage, pageParams, type Page, type PageQuery } from '../models/paging';
import { decodeUserOverview, type UserOverview } from '../models/user';
import {
  decodeAuthServiceBackend,
  decodeAuthServiceTestResult,
  encodeAuthServiceBackend,
  type AuthServiceBackend,
  type AuthServiceBackendInput,
  type AuthServiceTestResult,
} from '../models/authService';
import { useApiMutation } from './mutations';
import { useApiRead } from './useApiRead';

const BASE = '/system/authentication/services';

/** A page of backends with the active one (`context.active_backend`, null when none or not readable). */
export interface AuthServiceBackendPage extends Page<AuthServiceBackend> {
  activeBackend: AuthServiceBackend | null;
}

/** A test of a form's configuration; `backendId` names the saved backend whose stored password it may use. */
export interface AuthServiceTestRequest {
  backendId: string | null;
  backend: AuthServiceBackendInput;
  login?: { username: string; password: string };
}

/** The authentication services calls of ADMIN-API.md §9.3. */
export const AuthServicesApi = {
  list: async (client: ApiClient, query: PageQuery = {}): Promise<AuthServiceBackendPage> => {
    const page = decodePage(
      await getObject(client, `${BASE}/backends`, 'backends', pageParams(query)),
      'backends',
      decodeAuthServiceBackend,
    );
    const active = page.context['active_backend'];
    return { ...page, activeBackend: isObject(active) ? decodeAuthServiceBackend(active, 'backends.context.active_backend') : null };
  },
  get: async (client: ApiClient, id: string): Promise<AuthServiceBackend> =>
    decodeAuthServiceBackend((await getObject(client, `${BASE}/backends/${segment(id)}`, 'backend'))['backend']),
  create: async (client: ApiClient, input: AuthServiceBackendInput): Promise<AuthServiceBackend> =>
    decodeAuthServiceBackend(
      required(await send(client, 'POST', `${BASE}/backends`, encodeAuthServiceBackend(input), 'backend'), 'backend')['backend'],
    ),
  update: async (client: ApiClient, id: string, input: AuthServiceBackendInput): Promise<AuthServiceBackend> =>
    decodeAuthServiceBackend(
      required(await send(client, 'PUT', `${BASE}/backends/${segment(id)}`, encodeAuthServiceBackend(input), 'backend'), 'backend')[
        'backend'
      ],
    ),
  remove: (client: ApiClient, id: string) => call(client, 'DELETE', `${BASE}/backends/${segment(id)}`),
  /** `POST /configuration {active_backend}`: activates a backend, or deactivates with null. */
  setActive: (client: ApiClient, id: string | null) => call(client, 'POST', `${BASE}/configuration`, { active_backend: id }),
  users: async (client: ApiClient, id: string, query: PageQuery = {}): Promise<Page<UserOverview>> =>
    decodePage(await getObject(client, `${BASE}/backends/${segment(id)}/users`, 'users', pageParams(query)), 'users', decodeUserOverview),
  test: async (client: ApiClient, kind: 'connection' | 'login', request: AuthServiceTestRequest): Promise<AuthServiceTestResult> => {
    const body = {
      backend_id: request.backendId,
      backend_configuration: encodeAuthServiceBackend(request.backend),
      ...(request.login ? { user_login: request.login } : {}),
    };
    return decodeAuthServiceTestResult(required(await send(client, 'POST', `${BASE}/test/backend/${kind}`, body, 'test'), 'test'));
  },
};

export const useAuthServiceBackends = (query: PageQuery = {}) =>
  useApiRead(['authBackends', 'page', query], (c) => AuthServicesApi.list(c, query));
export const useAuthServiceBackend = (id: string | null) =>
  useApiRead(id ? ['authBackends', 'one', id] : null, (c) => AuthServicesApi.get(c, id ?? ''));
export const useAuthServiceBackendUsers = (id: string | null, query: PageQuery = {}) =>
  useApiRead(id ? ['authBackends', 'users', id, query] : null, (c) => AuthServicesApi.users(c, id ?? '', query));

const saveBackend = (client: ApiClient, id: string | null, input: AuthServiceBackendInput) =>
  id ? AuthServicesApi.update(client, id, input) : AuthServicesApi.create(client, input);
export const useSaveAuthServiceBackend = () => useApiMutation(saveBackend, ['authBackends']);
export const useDeleteAuthServiceBackend = () => useApiMutation(AuthServicesApi.remove, ['authBackends']);
export const useSetActiveAuthServiceBackend = () => useApiMutation(AuthServicesApi.setActive, ['authBackends']);
/** Tests change nothing on the server, so nothing is revalidated. */
export const useTestAuthServiceBackend = () => useApiMutation(AuthServicesApi.test, []);
