import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { AUTHENTICATOR_TEXTS as T } from './authentication/authenticatorTexts';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const CONFIG = 'GET /system/authentication/http-header-auth-config';
const PAGE = '/system/authentication/authenticator';

describe('System → Authentication → Authenticators', () => {
  it('shows a Reader "Missing Permissions" instead of the settings', async () => {
    renderApp({ [CONFIG]: { enabled: false, username_header: 'Remote-User' } }, PAGE);
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
    expect(screen.queryByText(T.sectionTitle)).not.toBeInTheDocument();
  });

  it('refuses the edit page to a Reader', async () => {
    renderApp({ [CONFIG]: { enabled: false, username_header: 'Remote-User' } }, `${PAGE}/edit`);
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.update })).not.toBeInTheDocument();
  });

  it('shows the settings read-only to a user who may only read them, without the edit button', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['authhttpheaderconfig:read'] },
        [CONFIG]: { enabled: true, username_header: 'X-Forwarded-User' },
      },
      PAGE,
    );
    const panel = (await screen.findByRole('heading', { name: T.sectionTitle })).closest('section') ?? document.body;
    expect(await within(panel as HTMLElement).findByText('X-Forwarded-User')).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByText(T.intro)).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByText(T.yes)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.edit })).not.toBeInTheDocument();
  });

  it('is linked from the authentication services page for an administrator', async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/authentication/services/backends': {
          backends: [],
          total: 0,
          count: 0,
          page: 1,
          per_page: 0,
          grand_total: 0,
          context: { active_backend: null },
        },
        [CONFIG]: { enabled: false, username_header: 'Remote-User' },
      },
      '/system/authentication/services',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Authenticators' }));
    expect(await screen.findByRole('heading', { name: T.sectionTitle })).toBeInTheDocument();
    expect(window.location.pathname).toBe(PAGE);
    expect(await screen.findByText('Remote-User')).toBeInTheDocument();
    expect(screen.getByText(T.no)).toBeInTheDocument();
  });

  it('enables the header authentication with another header and returns to the settings', async () => {
    let stored = { enabled: false, username_header: 'Remote-User' };
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        [CONFIG]: () => stored,
        'PUT /system/authentication/http-header-auth-config': (call: { body: unknown }) => {
          stored = call.body as typeof stored;
          return stored;
        },
      },
      PAGE,
    );
    await userEvent.click(await screen.findByRole('link', { name: T.edit }));
    const form = await screen.findByRole('form', { name: T.sectionTitle });
    await userEvent.click(within(form).getByRole('checkbox', { name: T.enableLabel }));
    const header = within(form).getByRole('textbox', { name: T.usernameHeader });
    expect(header).toHaveAccessibleDescription(T.usernameHeaderHelp);
    expect(within(form).getByText(T.trustedProxies)).toBeInTheDocument();
    await userEvent.clear(header);
    await userEvent.type(header, 'X-Forwarded-User');
    await userEvent.click(within(form).getByRole('button', { name: T.update }));
    expect(await screen.findByText(T.updated)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, username_header: 'X-Forwarded-User' });
    expect(window.location.pathname).toBe(PAGE);
    expect(await screen.findByText('X-Forwarded-User')).toBeInTheDocument();
    expect(screen.getByText(T.yes)).toBeInTheDocument();
  });

  it('refuses an empty username header before saving, and shows the server refusal keeping what was typed', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        [CONFIG]: { enabled: true, username_header: 'Remote-User' },
        'PUT /system/authentication/http-header-auth-config': () =>
          json({ type: 'ApiError', message: 'username_header is not a valid HTTP header name: "Remote User"' }, 400),
      },
      `${PAGE}/edit`,
    );
    const form = await screen.findByRole('form', { name: T.sectionTitle });
    const header = within(form).getByRole('textbox', { name: T.usernameHeader });
    await userEvent.clear(header);
    expect(await within(form).findByText(T.required)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: T.update })).toBeDisabled();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.type(header, 'Remote User');
    await userEvent.click(within(form).getByRole('button', { name: T.update }));
    expect(await within(form).findByText(/username_header is not a valid HTTP header name: "Remote User"/)).toBeInTheDocument();
    expect(header).toHaveValue('Remote User');
    expect(window.location.pathname).toBe(`${PAGE}/edit`);
  });
});
