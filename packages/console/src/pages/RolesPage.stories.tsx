import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LIST_PAGE_SIZES } from '@sift/ui';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { storyRolePage } from '../storybook/userStoryData';
import { RolesPage } from './RolesPage';

const query = { page: 1, perPage: LIST_PAGE_SIZES[0], query: '' };

const meta = {
  title: 'Console/RolesPage',
  component: RolesPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/roles" data={[[['roles', 'page', query], storyRolePage()]]}>
      <RolesPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Built-in and custom roles with their users. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Stream readers' })).toHaveAttribute('href', '/system/roles/6571e0b2c1f3a94d2e7b1a03');
    await expect(canvas.getByText('reader1, ops')).toBeVisible();
    await expect(canvas.getAllByText('Built-in')).toHaveLength(2);
    await expect(canvas.getByText('Custom')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create role' })).toHaveAttribute('href', '/system/roles/edit/new');
  },
};

/** No roles to show; no "Create role" without roles:create. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame
      user={{ ...readerUser, permissions: ['roles:read'] }}
      path="/system/roles"
      data={[[['roles', 'page', query], storyRolePage([])]]}
    >
      <RolesPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No entities exist.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Create role' })).toBeNull();
  },
};
