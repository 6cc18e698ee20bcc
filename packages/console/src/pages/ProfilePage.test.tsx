import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

beforeEach(() => {
  window.localStorage.clear();
  // Toasts live in a module-wide store: a toast of an earlier test would satisfy a later one.
  toast.clear();
});

describe('profile', () => {
  it('saves preferences and says "User preferences successfully saved"', async () => {
    const { api } = renderApp({ 'PUT /users/jane/preferences': undefined }, '/system/users/edit/u1');
    const form = await screen.findByRole('form', { name: 'Preferences' });
    await userEvent.click(await within(form).findByRole('combobox', { name: 'Theme (optional)' }));
    await userEvent.click(screen.getByRole('option', { name: 'Noir (dark)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('User preferences successfully saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ preferences: { themeMode: 'noir' } });
  });

  it('refuses a password change whose repetition differs, and sends the old password with a matching one', async () => {
    const { api } = renderApp({ 'PUT /users/u1/password': undefined }, '/system/users/edit/u1');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Old password'), 'old-secret');
    await userEvent.type(within(form).getByLabelText('New password'), 'new-secret');
    await userEvent.type(within(form).getByLabelText('Repeat password'), 'other-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.calls.some((c) => c.path === '/users/u1/password')).toBe(false);
    await userEvent.clear(within(form).getByLabelText('Repeat password'));
    await userEvent.type(within(form).getByLabelText('Repeat password'), 'new-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/users/u1/password')?.body).toEqual({ password: 'new-secret', old_password: 'old-secret' });
  });

  it("shows a read-only user's profile without forms", async () => {
    renderApp({ 'GET /users/jane': { ...USER_WIRE, read_only: true } }, '/system/users/u1');
    expect(await screen.findByRole('heading', { name: 'User details: Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Preferences' })).not.toBeInTheDocument();
  });

  it('hides the start page form of a read-only user, even on the edit route', async () => {
    const { api } = renderApp({ 'GET /users/jane': { ...USER_WIRE, read_only: true } }, '/system/users/edit/u1');
    expect(await screen.findByRole('heading', { name: 'Edit user: Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Start page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save start page' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('hides the start page form on the read-only details route', async () => {
    renderApp({}, '/system/users/u1');
    expect(await screen.findByRole('heading', { name: 'User details: Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByText('1 hour')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Start page' })).not.toBeInTheDocument();
  });
});

const VIEW = {
  type: 'DASHBOARD',
  summary: '',
  description: '',
  search_id: 's1',
  properties: [],
  requires: {},
  owner: 'jane',
  created_at: '2024-01-01T00:00:00.000Z',
  favorite: false,
};
const DASHBOARDS = {
  elements: [
    { ...VIEW, id: 'd2', title: 'Web traffic' },
    { ...VIEW, id: 'd1', title: 'Errors' },
  ],
  total: 2,
  count: 2,
  page: 1,
  per_page: 1000,
  query: null,
  attributes: [],
};

describe('start page', () => {
  it('changes the start page to a dashboard and says "Your start page was changed successfully"', async () => {
    const { api } = renderApp({ 'GET /dashboards': DASHBOARDS, 'PUT /users/u1': undefined }, '/system/users/edit/u1');
    const form = await screen.findByRole('form', { name: 'Start page' });
    expect(within(form).getByRole('combobox', { name: 'Start page entity' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Start page type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dashboard' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Start page dashboard' }));
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Errors', 'Web traffic']);
    await userEvent.click(screen.getByRole('option', { name: 'Web traffic' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save start page' }));
    expect(await screen.findByText('Your start page was changed successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/users/u1')?.body).toEqual({
      startpage: { type: 'dashboard', id: 'd2' },
    });
  });

  it('asks for an entity when only a type is chosen, without saving', async () => {
    const { api } = renderApp({ 'GET /dashboards': DASHBOARDS, 'PUT /users/u1': undefined }, '/system/users/edit/u1');
    const form = await screen.findByRole('form', { name: 'Start page' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Start page type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Dashboard' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save start page' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Select a dashboard or reset to the default start page.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('resets a stream start page to the default', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, startpage: { type: 'stream', id: 's1' } },
        'GET /streams': { total: 0, streams: [] },
        'PUT /users/u1': undefined,
      },
      '/system/users/edit/u1',
    );
    const form = await screen.findByRole('form', { name: 'Start page' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reset to default' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save start page' }));
    expect(await screen.findByText('Your start page was changed successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/users/u1')?.body).toEqual({ startpage: { type: null, id: null } });
  });

  it('says "Could not change your start page" when the server refuses', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, startpage: { type: 'dashboard', id: 'd1' } },
        'GET /dashboards': DASHBOARDS,
        'PUT /users/u1': () => json({ type: 'ApiError', message: 'Cannot modify readonly user jane.' }, 400),
      },
      '/system/users/edit/u1',
    );
    const form = await screen.findByRole('form', { name: 'Start page' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save start page' }));
    expect(await screen.findByText('Could not change your start page')).toBeInTheDocument();
    expect(screen.queryByText('Your start page was changed successfully')).not.toBeInTheDocument();
  });

  it("lets an administrator change another user's start page, saved under that user's id", async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['users:edit:bob'] },
        'GET /users/id/u2': { ...USER_WIRE, id: 'u2', username: 'bob', full_name: 'Bob', roles: ['Reader'] },
        'GET /streams': { total: 0, streams: [] },
        'PUT /users/u2': undefined,
      },
      '/system/users/edit/u2',
    );
    const form = await screen.findByRole('form', { name: 'Start page' });
    expect(screen.queryByRole('form', { name: 'Preferences' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Start page type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Stream' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Reset to default' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save start page' }));
    expect(await screen.findByText('Your start page was changed successfully')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/users/u2', body: { startpage: { type: null, id: null } } });
  });

  it('answers "Missing Permissions" on another user\'s edit route without the edit permission', async () => {
    renderApp({ 'GET /users/id/u2': { ...USER_WIRE, id: 'u2', username: 'bob', full_name: 'Bob' } }, '/system/users/edit/u2');
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Start page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit tokens' })).not.toBeInTheDocument();
  });
});
