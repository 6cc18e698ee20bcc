import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { decodeUserOverview, USERS_PAGE_DEFAULTS, type UserOverview } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { storyUserPage } from '../storybook/userStoryData';
import { UsersPage } from './UsersPage';

const users: UserOverview[] = [
  decodeUserOverview({
    id: '6571e0b2c1f3a94d2e7b1c02',
    username: 'ops',
    email: 'ops@example.org',
    full_name: 'Operations',
    roles: ['Reader'],
    account_status: 'disabled',
  }),
  decodeUserOverview({
    id: '6571e0b2c1f3a94d2e7b1c01',
    username: 'reader1',
    email: 'reader1@example.org',
    full_name: 'Reader One',
    roles: ['Reader', 'Stream readers'],
    account_status: 'enabled',
    session_active: true,
    client_address: '192.0.2.7',
    last_activity: '2024-05-02T10:00:00.000+0000',
  }),
];

const query = { page: 1, perPage: USERS_PAGE_DEFAULTS.perPage, query: '' };

const meta = {
  title: 'Console/UsersPage',
  component: UsersPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/users" data={[[['users', query], storyUserPage(users)]]}>
      <UsersPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The root administrator first, then the accounts by full name (ascending, the sortable header says so): session address and activity, roles, status. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('System Administrator');
    await expect(canvas.getByRole('link', { name: 'Reader One' })).toHaveAttribute('href', '/system/users/6571e0b2c1f3a94d2e7b1c01');
    await expect(canvas.getByText('192.0.2.7')).toBeVisible();
    await expect(canvas.getByText('Reader, Stream readers')).toBeVisible();
    await expect(canvas.getByText('Disabled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create user' })).toHaveAttribute('href', '/system/users/new');
    await expect(canvas.getByRole('columnheader', { name: 'Full name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('link', { name: 'Edit ops' })).toHaveAttribute('href', '/system/users/edit/6571e0b2c1f3a94d2e7b1c02');
  },
};

/** Nobody at all (a Graylog server that answers no admin_user): "No entities exist.", and no "Create user" without users:create. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame
      user={{ ...readerUser, permissions: ['users:list'] }}
      path="/system/users"
      data={[[['users', query], storyUserPage([], null)]]}
    >
      <UsersPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No entities exist.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create user' })).toBeNull();
  },
};
