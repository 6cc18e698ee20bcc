import { ApiClient } from './client/ApiClient';
import { FetchError } from './client/FetchError';
import { bool, obj, optStr, str } from './models/decode';

/** Body of `POST /system/sessions` (API.md §1). */
export interface LoginRequest {
  username: string;
  password: string;
  host: string;
}

/** Answer of `POST /system/sessions`. */
export interface LoginResponse {
  valid_until: string;
  session_id: string;
  username: string;
  user_id: string;
}

/** Answer of `GET /system/sessions`. */
export interface SessionValidation {
  isValid: boolean;
  sessionId: string | null;
  username: string | null;
}

function decodeLogin(value: unknown): LoginResponse {
  const source = obj(value, 'session');
  return {
    valid_until: str(source['valid_until'], 'session.valid_until'),
    session_id: str(source['session_id'], 'session.session_id'),
    username: str(source['username'], 'session.username'),
    user_id: str(source['user_id'], 'session.user_id'),
  };
}

/** The text shown for wrong credentials (the server answers 401 with an empty body). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials, please verify them and retry.';

/**
 * Signs in; the server sets the `authentication` cookie, and a client's session gate opens.
 * Accepts a client, or an API base for callers without one (a throwaway client is used).
 * Rejects with the server's message on failure.
 */
export async function login(request: LoginRequest, clientOrApiBase: ApiClient | string = '/api'): Promise<LoginResponse> {
  const client = typeof clientOrApiBase === 'string' ? new ApiClient({ apiBase: clientOrApiBase }) : clientOrApiBase;
  try {
    const session = decodeLogin(await client.post('/system/sessions', request, { anonymous: true }));
    client.session.loggedIn(session.username);
    return session;
  } catch (error) {
    if (error instanceof FetchError) {
      throw new Error(
        error.status === 401
          ? INVALID_CREDENTIALS_MESSAGE
          : `Login failed: ${error.responseMessage ?? `${error.status} ${error.statusText}`}`,
        { cause: error },
      );
    }
    throw error;
  }
}

/** `GET /system/sessions`: opens the session gate when valid, clears it otherwise. */
export async function validateSession(client: ApiClient): Promise<SessionValidation> {
  const source = obj(await client.get('/system/sessions', { anonymous: true }), 'session_validation');
  const result = {
    isValid: bool(source['is_valid'], 'session_validation.is_valid'),
    sessionId: optStr(source['session_id'], 'session_validation.session_id'),
    username: optStr(source['username'], 'session_validation.username'),
  };
  if (result.isValid && result.username) client.session.loggedIn(result.username);
  else client.session.loggedOut();
  return result;
}

/** `DELETE /system/sessions/`: clears the session locally on success or on a 401 (1-shell.md §4). */
export async function logout(client: ApiClient): Promise<void> {
  try {
    await client.delete('/system/sessions/', { anonymous: true });
  } catch (error) {
    if (!(error instanceof FetchError && error.status === 401)) throw error;
  }
  client.session.loggedOut();
}

/**
 * `DELETE /system/sessions/{sessionId}` (deprecated in Graylog 5.1, still served): ends the given session.
 * When it is this client's own session, the local session is cleared as by `logout`.
 */
export async function terminateSession(client: ApiClient, sessionId: string, options: { own?: boolean } = {}): Promise<void> {
  try {
    await client.delete(`/system/sessions/${encodeURIComponent(sessionId)}`);
  } catch (error) {
    if (!(options.own && error instanceof FetchError && error.status === 401)) throw error;
  }
  if (options.own) client.session.loggedOut();
}
