import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

const page = (elements: unknown[]) => ({ users: elements, total: elements.length, count: elements.length, page: 1, per_page: 50, query: '', context: {} });
const row = { id: 'u2', username: 'bob', email: 'bob@example.org', full_name: 'Bob Builder', roles: [], read_only: false, external_user: false, session_active: false, last_activity: null, client_address: null, account_status: 'enabled', service_account: false, auth_service_id: null };

describe('System → Users and Teams', () => {
  it('lists users 50 per page sorted by full name by default, with page and size from the URL', async () => {
    const { api } = renderApp({ 'GET /users/jane': { ...USER_WIRE, permissions: ['users:list'] }, 'GET /users/paginated': page([row]) }, '/system/users?page=2&pageSize=7');
    expect(await screen.findByRole('link', { name: 'Bob Builder' })).toHaveAttribute('href', '/system/users/u2');
    // pageSize 7 is not an allowed size, so the users' default of 50 applies.
    expect(api.calls.find((c) => c.path === '/users/paginated')?.query).toMatchObject({ page: '2', per_page: '50', sort: 'full_name', order: 'asc' });
  });
});
