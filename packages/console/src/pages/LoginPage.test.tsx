import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiftThemeProvider } from '@sift/ui';
import { LoginPage } from './LoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(onSignedIn = vi.fn()) {
  render(
    <SiftThemeProvider mode="teint">
      <LoginPage onSignedIn={onSignedIn} />
    </SiftThemeProvider>,
  );
  return onSignedIn;
}

describe('LoginPage', () => {
  it('signs in through POST /api/system/sessions with the CSRF headers', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ username: 'admin', session_id: 's', valid_until: '', user_id: '1' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = renderPage();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignedIn).toHaveBeenCalledWith('admin');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/system/sessions');
    expect(init.headers).toMatchObject({ 'X-Requested-By': 'XMLHttpRequest', 'X-Requested-With': 'XMLHttpRequest' });
    expect(JSON.parse(String(init.body))).toMatchObject({ username: 'admin', password: 'secret' });
  });

  it('shows a clear error when the credentials are refused, keeping what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 401, statusText: 'Unauthorized' })));
    const onSignedIn = renderPage();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials, please verify them and retry.');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
