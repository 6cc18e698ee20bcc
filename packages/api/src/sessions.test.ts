import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client/ApiClient';
import { INVALID_CREDENTIALS_MESSAGE, login, logout, validateSession } from './sessions';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function clientWith(...responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? new Response(null, { status: 500 }));
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch }), fetchMock };
}

describe('sessions', () => {
  it('logs in without waiting for a session, then opens the gate for other calls', async () => {
    const { client, fetchMock } = clientWith(json(200, { valid_until: 'x', session_id: 's', username: 'admin', user_id: 'u' }));
    await expect(login({ username: 'admin', password: 'pw', host: 'h' }, client)).resolves.toMatchObject({ username: 'admin' });
    expect(fetchMock).toHaveBeenCalledWith('/api/system/sessions', expect.objectContaining({ method: 'POST' }));
    expect(client.session.username).toBe('admin');
  });

  it('says the credentials are invalid on a 401', async () => {
    const { client } = clientWith(new Response(null, { status: 401 }));
    await expect(login({ username: 'admin', password: 'no', host: 'h' }, client)).rejects.toThrow(INVALID_CREDENTIALS_MESSAGE);
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Invalid credentials, please verify them and retry.');
  });

  it('reports the server message for other failures', async () => {
    const { client } = clientWith(json(400, { type: 'ApiError', message: 'Missing required properties: username, password.' }));
    await expect(login({ username: '', password: '', host: 'h' }, client)).rejects.toThrow(
      'Login failed: Missing required properties: username, password.',
    );
  });

  it('sets the username when the session is valid and clears it when not', async () => {
    const { client } = clientWith(
      json(200, { is_valid: true, session_id: 's', username: 'admin' }),
      json(200, { is_valid: false, session_id: null, username: null }),
    );
    await expect(validateSession(client)).resolves.toEqual({ isValid: true, sessionId: 's', username: 'admin' });
    expect(client.session.isLoggedIn()).toBe(true);
    await validateSession(client);
    expect(client.session.isLoggedIn()).toBe(false);
  });

  it('clears the session locally on logout, also when the server answers 401', async () => {
    const { client, fetchMock } = clientWith(new Response(null, { status: 401 }));
    client.session.loggedIn('admin');
    await logout(client);
    expect(fetchMock).toHaveBeenCalledWith('/api/system/sessions/', expect.objectContaining({ method: 'DELETE' }));
    expect(client.session.isLoggedIn()).toBe(false);
  });
});
