import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { decodeUserOverview, USERS_PAGE_DEFAULTS, type Page, type UserOverview } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { UsersPage } from './UsersPage';

const users: UserOverview[] = [
  decodeUserOverview({ id: 'local:admin', username: 'admin', email: '', full_name: 'Administrator', roles: ['Admin'], read_only: true, account_status: 'enabled' }),
  decodeUserOverview({ id: '6571e0b2c1f3a94d2e7b1c01', username: 'reader1', email: 'reader1@example.org', full_name: 'Reader One', roles: ['Reader'], account_status: 'enabled' }),
  decodeUserOverview({ id: '6571e0b2c1f3a94d2e7b1c02', username: 'ops', email: 'ops@example.org', full_name: 'Operations', roles: ['Reader'], account_status: 'disabled' }),
];

const pageOf = (elements: UserOverview[]): Page<UserOverview> => ({ elements, total: elements.length, count: elements.length, page: 1, perPage: USERS_PAGE_DEFAULTS.perPage, query: '', attributes: [], context: {} });
const query = { page: 1, perPage: USERS_PAGE_DEFAULTS.perPage, query: '' };

const meta = {
  title: 'Console/UsersPage',
  component: UsersPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/users" data={[[['users', query], pageOf(users)]]}>
      <UsersPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three accounts, one disabled. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Reader One' })).toHaveAttribute('href', '/system/users/6571e0b2c1f3a94d2e7b1c01');
    await expect(canvas.getByText('disabled')).toBeVisible();
  },
};

/** No accounts match. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/users" data={[[['users', query], pageOf([])]]}>
      <UsersPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found to display.')).toBeVisible();
  },
};
