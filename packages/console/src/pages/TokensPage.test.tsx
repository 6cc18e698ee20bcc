import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { findDialog } from '../testing/findDialog';

beforeEach(() => {
  window.localStorage.clear();
  toast.clear();
});

const EPOCH = '1970-01-01T00:00:00.000+0000';

/** A token store behind the three token endpoints, as the embedded server answers them. */
function tokenServer(initial: Array<{ id: string; name: string; last_access: string }>) {
  const tokens = [...initial];
  return {
    tokens,
    routes: {
      'GET /users/u1/tokens': () => ({ tokens: tokens.map((t) => ({ ...t })) }),
      'POST /users/u1/tokens/ci%20runner': () => {
        const token = { id: 't9', name: 'ci runner', last_access: EPOCH };
        tokens.push(token);
        return { ...token, token: 'secret-value-123' };
      },
      'DELETE /users/u1/tokens/t1': () => {
        tokens.splice(
          tokens.findIndex((t) => t.id === 't1'),
          1,
        );
        return undefined;
      },
    },
  };
}

const deletes = (calls: FakeCall[]) => calls.filter((c) => c.method === 'DELETE');

describe('tokens', () => {
  it('links from the profile to the token page', async () => {
    const server = tokenServer([]);
    renderApp(server.routes, '/system/users/u1');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit tokens' }));
    expect(await screen.findByRole('heading', { name: 'Edit tokens of: Jane Doe' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/users/tokens/u1');
  });

  it('lists tokens with their last access', async () => {
    const server = tokenServer([
      { id: 't1', name: 'grafana', last_access: EPOCH },
      { id: 't2', name: 'backup', last_access: '2024-05-02T10:00:00.000+0000' },
    ]);
    renderApp({ ...server.routes, 'GET /users/jane': { ...USER_WIRE, timezone: 'UTC' } }, '/system/users/tokens/u1');
    const table = await screen.findByRole('table', { name: 'Tokens' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['grafana', 'Never'],
      ['backup', '2024-05-02 10:00:00'],
    ]);
  });

  it('creates a token by name and shows its value once, with a copy button', async () => {
    const server = tokenServer([]);
    const { api } = renderApp(server.routes, '/system/users/tokens/u1');
    expect(await screen.findByText('No items to display')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create token' });
    await userEvent.type(within(form).getByLabelText('Token name'), 'ci runner');
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token "ci runner" created!')).toBeInTheDocument();
    expect(screen.getByLabelText('Token value')).toHaveTextContent('secret-value-123');
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/users/u1/tokens/ci%20runner')).toBe(true);
    expect(await screen.findByRole('cell', { name: 'ci runner' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Token name')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('secret-value-123')).not.toBeInTheDocument();
  });

  it('requires a token name', async () => {
    const { api } = renderApp(tokenServer([]).routes, '/system/users/tokens/u1');
    const form = await screen.findByRole('form', { name: 'Create token' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.includes('/tokens'))).toBe(false);
  });

  it('says "Could not create token" with the server message', async () => {
    const { api } = renderApp(
      {
        ...tokenServer([]).routes,
        'POST /users/u1/tokens/bad%2Fname': () => json({ type: 'ApiError', message: 'Token names may only contain letters' }, 400),
      },
      '/system/users/tokens/u1',
    );
    const form = await screen.findByRole('form', { name: 'Create token' });
    await userEvent.type(within(form).getByLabelText('Token name'), 'bad/name');
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Could not create token')).toBeInTheDocument();
    expect(screen.getByText(/Token names may only contain letters/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/users/u1/tokens/bad%2Fname')).toBe(true);
  });

  it('deletes a token only after confirmation', async () => {
    const server = tokenServer([{ id: 't1', name: 'grafana', last_access: EPOCH }]);
    const { api } = renderApp(server.routes, '/system/users/tokens/u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete token grafana' }));
    let dialog = await findDialog('alertdialog', { name: 'Delete token?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the token "grafana"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes(api.calls)).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'grafana' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete token grafana' }));
    dialog = await findDialog('alertdialog', { name: 'Delete token?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No items to display')).toBeInTheDocument();
    expect(deletes(api.calls).map((c) => c.path)).toEqual(['/users/u1/tokens/t1']);
    expect(screen.getByText('Token deleted')).toBeInTheDocument();
  });

  it('says "Could not delete token" when the deletion fails, and keeps the token', async () => {
    renderApp(
      {
        ...tokenServer([{ id: 't1', name: 'grafana', last_access: EPOCH }]).routes,
        'DELETE /users/u1/tokens/t1': () => json({ type: 'ApiError', message: 'Token store unavailable' }, 500),
      },
      '/system/users/tokens/u1',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete token grafana' }));
    const dialog = await findDialog('alertdialog', { name: 'Delete token?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete token')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'grafana' })).toBeInTheDocument();
  });

  it("refuses another user's tokens without the tokenlist permission", async () => {
    const { api } = renderApp(
      { 'GET /users/id/u2': { ...USER_WIRE, id: 'u2', username: 'bob', full_name: 'Bob' } },
      '/system/users/tokens/u2',
    );
    expect(await screen.findByText('Missing Permissions')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('/tokens'))).toBe(false);
  });
});
