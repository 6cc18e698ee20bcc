import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeUserOverview } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { pageOf, storyRoleMembers, storyRoles, storyUserPage } from '../storybook/userStoryData';
import { RoleDetailsPage } from './RoleDetailsPage';

const custom = storyRoles[2]!;
const builtIn = storyRoles[1]!;
const candidates = [
  decodeUserOverview({ id: '6571e0b2c1f3a94d2e7b1c01', username: 'reader1', email: '', full_name: 'Reader One', roles: ['Reader'] }),
  decodeUserOverview({ id: '6571e0b2c1f3a94d2e7b1c03', username: 'auditor', email: '', full_name: 'Audit Team', roles: ['Reader'] }),
];

function frame(role: typeof custom, members = storyRoleMembers.slice(0, 1)) {
  const id = role.id ?? '';
  return (
    <ConsoleFrame
      user={adminUser}
      path={`/system/roles/${id}`}
      data={[
        [['roles', 'one', id], role],
        [['roleAssignees', id, { perPage: 0 }], pageOf(members, 0)],
        [['users', { perPage: 0 }], storyUserPage(candidates)],
      ]}
    >
      <Route path={routePattern('SYSTEM_ROLES_SHOW')} component={RoleDetailsPage} />
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/RoleDetailsPage',
  component: RoleDetailsPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => frame(custom),
} satisfies Meta<typeof RoleDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A custom role: permissions in words, its user, the users that may still be assigned, edit and delete. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const permissions = within(canvas.getByRole('list', { name: 'Permissions' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(permissions).toEqual(['Streams: read', 'Streams: read, edit (6571e0b2c1f3a94d2e7b1d01)', 'Users: list tokens']);
    await expect(canvas.getByRole('button', { name: 'Remove reader1' })).toBeEnabled();
    const options = within(canvas.getByLabelText('Assign user'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual(['Select a user', 'Audit Team (auditor)']);
    await expect(canvas.getByRole('link', { name: 'Edit role' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** A built-in role: read-only (no edit, no delete), users still assignable. */
export const BuiltIn: Story = {
  render: () => frame(builtIn, storyRoleMembers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Built-in')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit role' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.getByText('System: read')).toBeVisible();
  },
};
