import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

beforeEach(() => window.localStorage.clear());

describe('profile', () => {
  it('saves preferences and says "User preferences successfully saved"', async () => {
    const { api } = renderApp({ 'PUT /users/jane/preferences': undefined }, '/system/users/edit/u1');
    const form = await screen.findByRole('form', { name: 'Preferences' });
    await userEvent.click(within(form).getByRole('combobox', { name: 'Theme (optional)' }));
    await userEvent.click(within(form).getByRole('option', { name: 'Noir (dark)' }));
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

  it('shows a read-only user\'s profile without forms', async () => {
    renderApp({ 'GET /users/jane': { ...USER_WIRE, read_only: true } }, '/system/users/u1');
    expect(await screen.findByRole('heading', { name: 'User details: Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Preferences' })).not.toBeInTheDocument();
  });
});
