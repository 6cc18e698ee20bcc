import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { findDialog } from '../testing/findDialog';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { TEAM_TEXTS, teamSourceText } from './teams/teamTexts';

beforeEach(() => toast.clear());

const admin = { ...USER_WIRE, permissions: ['*'] };
const OPS = { id: 't1', name: 'Ops', description: 'On call', users: ['u2'], roles: ['r1'] };
const CONTEXT = { users: { u2: { username: 'bob', full_name: 'Bob Builder' } }, roles: { r1: { title: 'Auditors' } } };
const BOB = {
  id: 'u2',
  username: 'bob',
  email: 'bob@example.org',
  full_name: 'Bob Builder',
  roles: ['Reader'],
  read_only: false,
  external_user: false,
  session_active: false,
  last_activity: null,
  client_address: null,
  account_status: 'enabled',
  service_account: false,
  auth_service_id: null,
};
const USERS = { users: [BOB], total: 1, count: 1, page: 1, per_page: 0, query: '', context: { admin_user: null } };
const ROLES = {
  total: 2,
  page: 1,
  per_page: 0,
  count: 2,
  context: { users: {} },
  roles: [
    { id: 'r1', name: 'Auditors', description: '', permissions: ['streams:read:s1'], read_only: false },
    { id: 'r2', name: 'Reader', description: '', permissions: ['messages:read'], read_only: true },
  ],
};
const routes = {
  'GET /users/jane': admin,
  'GET /authz/teams': { total: 1, page: 1, per_page: 50, count: 1, teams: [OPS], context: CONTEXT },
  'GET /authz/teams/t1': { ...OPS, context: CONTEXT },
  'GET /users/paginated': USERS,
  'GET /authz/roles': ROLES,
};

describe('teams (a Sift extension)', () => {
  it('lists the teams with their members and roles, linked from the users overview', async () => {
    renderApp(routes, '/system/users');
    await userEvent.click(await screen.findByRole('link', { name: 'Teams' }, { timeout: 15_000 }));
    const table = await screen.findByRole('table', { name: 'Teams' }, { timeout: 15_000 });
    const row = within(table).getByText('Ops').closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('On call');
    expect(row).toHaveTextContent('bob');
    expect(row).toHaveTextContent('Auditors');
    expect(within(table).getByRole('link', { name: 'Ops' })).toHaveAttribute('href', '/system/teams/t1');
    expect(screen.getByRole('link', { name: TEAM_TEXTS.create })).toHaveAttribute('href', '/system/teams/edit/new');
  });

  it('creates a team with members and roles by id, then shows it', async () => {
    const { api } = renderApp({ ...routes, 'POST /authz/teams': () => json(OPS, 201) }, '/system/teams/edit/new');
    const form = await screen.findByRole('form', { name: TEAM_TEXTS.create }, { timeout: 15_000 });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Ops');
    await userEvent.type(within(form).getByLabelText(/^Description/), 'On call');
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Bob Builder (bob)' }));
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'Auditors' }));
    await userEvent.click(within(form).getByRole('button', { name: TEAM_TEXTS.create }));
    expect(await screen.findByText('Team Ops was saved successfully.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/authz/teams')?.body).toEqual({
      name: 'Ops',
      description: 'On call',
      users: ['u2'],
      roles: ['r1'],
    });
    expect(await screen.findByRole('heading', { name: 'Team details: Ops' })).toBeInTheDocument();
  });

  it("shows the server's refusal and offers no roles without users:rolesedit", async () => {
    renderApp(
      {
        ...routes,
        'GET /users/jane': { ...USER_WIRE, permissions: ['users:edit', 'users:list'] },
        'POST /authz/teams': () => json({ type: 'ApiError', message: 'Team Ops already exists.' }, 400),
      },
      '/system/teams/edit/new',
    );
    const form = await screen.findByRole('form', { name: TEAM_TEXTS.create }, { timeout: 15_000 });
    expect(within(form).queryByRole('group', { name: TEAM_TEXTS.roles })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Ops');
    await userEvent.click(within(form).getByRole('button', { name: TEAM_TEXTS.create }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Team Ops already exists.');
  });

  it('shows members and roles, and deletes the team only after confirmation', async () => {
    const { api } = renderApp({ ...routes, 'DELETE /authz/teams/t1': undefined }, '/system/teams/t1');
    expect(await screen.findByRole('heading', { name: 'Team details: Ops' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: TEAM_TEXTS.members })).getByRole('link', { name: 'Bob Builder (bob)' })).toHaveAttribute(
      'href',
      '/system/users/u2',
    );
    expect(within(screen.getByRole('list', { name: TEAM_TEXTS.roles })).getByRole('link', { name: 'Auditors' })).toHaveAttribute(
      'href',
      '/system/roles/r1',
    );
    await userEvent.click(screen.getByRole('button', { name: TEAM_TEXTS.delete }));
    const dialog = await findDialog('alertdialog', { name: 'Delete team' });
    expect(dialog).toHaveTextContent('Do you really want to delete team Ops? Its members lose its roles and what was shared with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: TEAM_TEXTS.delete }));
    await userEvent.click(
      within(await findDialog('alertdialog', { name: 'Delete team' })).getByRole('button', { name: TEAM_TEXTS.delete }),
    );
    expect(await screen.findByText('Team Ops was deleted successfully.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/teams');
  });

  it("names the team as the source of what a member holds through it, on the member's page", async () => {
    renderApp(
      {
        ...routes,
        'GET /users/id/u2': { ...USER_WIRE, id: 'u2', username: 'bob', full_name: 'Bob Builder', roles: ['Reader'] },
        'GET /authz/shares/user/u2': { entities: [], total: 0, count: 0, page: 1, per_page: 0, context: { grantee_capabilities: {} } },
        'GET /authz/teams/user/u2': { teams: [OPS], context: CONTEXT },
      },
      '/system/users/u2',
    );
    const effective = await screen.findByRole('table', { name: 'Effective permissions' });
    expect(within(effective).getByText('Messages: read').closest('[role="row"]')).toHaveTextContent('Role Reader');
    expect(await within(effective).findByText(teamSourceText('Ops', 'Auditors'))).toBeInTheDocument();
  });

  it('answers "Missing Permissions" on the edit route without users:edit', async () => {
    renderApp({ ...routes, 'GET /users/jane': { ...USER_WIRE, permissions: ['users:list'] } }, '/system/teams/edit/new');
    expect(await screen.findByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
  });
});
