import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiProvider } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { fakeApi, json } from '../testing/fakeApi';
import { LoginPage } from './LoginPage';

function renderPage(fetch: typeof globalThis.fetch) {
  const client = new ApiClient({ fetch });
  const onSignedIn = vi.fn();
  render(
    <ApiProvider client={client}>
      <SiftThemeProvider mode="teint">
        <LoginPage onSignedIn={onSignedIn} />
      </SiftThemeProvider>
    </ApiProvider>,
  );
  return { client, onSignedIn };
}

describe('LoginPage', () => {
  it('signs in through POST /system/sessions with the CSRF headers and opens the session', async () => {
    const api = fakeApi({ 'POST /system/sessions': { username: 'admin', session_id: 's', valid_until: '', user_id: '1' } });
    const { client, onSignedIn } = renderPage(api.fetch);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignedIn).toHaveBeenCalledWith('admin');
    expect(client.session.username).toBe('admin');
    const [call] = api.calls;
    expect(call?.headers).toMatchObject({ 'X-Requested-By': 'XMLHttpRequest', 'X-Requested-With': 'XMLHttpRequest' });
    expect(call?.body).toMatchObject({ username: 'admin', password: 'secret', host: window.location.host });
  });

  it('shows a clear error when the credentials are refused, keeping what was typed', async () => {
    const api = fakeApi({ 'POST /system/sessions': () => json(null, 401) });
    const { onSignedIn } = renderPage(api.fetch);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials, please verify them and retry.');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
