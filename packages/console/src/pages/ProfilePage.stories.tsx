import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { pageOf, storyOtherUser, storyRolePage } from '../storybook/userStoryData';
import { ProfilePage } from './ProfilePage';

/** What is shared with a user, as `useSharedEntities(id, { perPage: 0 })` caches it. */
const sharesKey = (id: string) => ['shares', 'user', id, { perPage: 0 }] as const;
const sharedWithOps = {
  ...pageOf(
    [
      {
        grn: 'grn::::dashboard:6571e0b2c1f3a94d2e7b1e01',
        type: 'dashboard',
        title: 'Payments overview',
        owners: [{ grn: `grn::::user:${adminUser.id ?? ''}`, type: 'user', title: 'Administrator' }],
      },
    ],
    0,
  ),
  context: { grantee_capabilities: { 'grn::::dashboard:6571e0b2c1f3a94d2e7b1e01': 'view' } },
};

const meta = {
  title: 'Console/ProfilePage',
  component: ProfilePage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={readerUser} path={`/system/users/edit/${readerUser.id}`}>
      <Route path={routePattern('SYSTEM_USERS_EDIT')} component={ProfilePage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Edit profile" of a Reader: profile and settings, start page, preferences and password, a link to the tokens; no roles. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit user: Reader One' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Profile and settings' })).toBeVisible();
    await expect(canvas.getByLabelText('Session timeout')).toHaveValue('8');
    await expect(canvas.queryByRole('button', { name: 'Update roles' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Disable' })).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Start page' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Start page entity' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Edit tokens' })).toHaveAttribute('href', `/system/users/tokens/${readerUser.id ?? ''}`);
    await expect(canvas.getByRole('form', { name: 'Preferences' })).toBeVisible();
    await expect(canvas.getByLabelText('Old password')).toBeVisible();
  },
};

/** The user is in no team (a Sift addition: the effective permissions wait for the user's teams). */
const noTeams = { teams: [], names: { users: {}, roles: {} } };

/** "Show profile" of the read-only administrator: details only (a read-only user's start page cannot be changed). */
export const ReadOnly: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/system/users/${adminUser.id}`}
      data={[
        [sharesKey(adminUser.id ?? ''), pageOf([], 0)],
        [['roles', 'page', { perPage: 0 }], storyRolePage()],
        [['teams', 'user', adminUser.id ?? ''], noTeams],
      ]}
    >
      <Route path={routePattern('SYSTEM_USERS_SHOW')} component={ProfilePage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'User details: Administrator' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Preferences' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Start page' })).toBeNull();
  },
};

const startpageUser = { ...readerUser, startpage: { type: 'dashboard', id: 'd-web' } };

/** A Reader whose start page is a dashboard: the dashboards are listed for the choice. */
export const WithStartPage: Story = {
  render: () => (
    <ConsoleFrame
      user={startpageUser}
      path={`/system/users/edit/${readerUser.id ?? ''}`}
      data={[
        [
          ['dashboards', 'startPage', 'dashboard'],
          [
            { id: 'd-errors', title: 'Errors' },
            { id: 'd-web', title: 'Web traffic' },
          ],
        ],
      ]}
    >
      <Route path={routePattern('SYSTEM_USERS_EDIT')} component={ProfilePage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Start page dashboard' })).toHaveValue('Web traffic');
    await expect(canvas.getByRole('button', { name: 'Reset to default' })).toBeEnabled();
  },
};

const otherUserKey = ['users', 'one', storyOtherUser.id ?? ''] as const;

/** An administrator on another account's details: roles, session timeout, and the actions on the account. */
export const OtherUser: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/system/users/${storyOtherUser.id ?? ''}`}
      data={[
        [otherUserKey, storyOtherUser],
        [sharesKey(storyOtherUser.id ?? ''), sharedWithOps],
        [['roles', 'page', { perPage: 0 }], storyRolePage()],
        [['teams', 'user', storyOtherUser.id ?? ''], noTeams],
      ]}
    >
      <Route path={routePattern('SYSTEM_USERS_SHOW')} component={ProfilePage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'User details: Operations' })).toBeVisible();
    await expect(canvas.getByText('Reader, Stream readers')).toBeVisible();
    await expect(canvas.getByText('2 days')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit user' })).toHaveAttribute('href', `/system/users/edit/${storyOtherUser.id ?? ''}`);
    await expect(canvas.getByRole('button', { name: 'Disable' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log out all sessions' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
    const shared = within(canvas.getByRole('table', { name: 'Shared entities' }));
    await expect(shared.getByText('Payments overview')).toBeVisible();
    await expect(shared.getByText('Viewer')).toBeVisible();
    const effective = within(canvas.getByRole('table', { name: 'Effective permissions' }));
    await expect(effective.getByText('Viewer of Payments overview (dashboard)')).toBeVisible();
    await expect(effective.getAllByText('Role Stream readers').length).toBeGreaterThan(0);
  },
};

/** An administrator editing another account: profile and settings, roles, start page and password (no old password). */
export const EditOtherUser: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/system/users/edit/${storyOtherUser.id ?? ''}`}
      data={[
        [otherUserKey, storyOtherUser],
        [['roles', 'page', { perPage: 0 }], storyRolePage()],
      ]}
    >
      <Route path={routePattern('SYSTEM_USERS_EDIT')} component={ProfilePage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Operations');
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    await expect(canvas.getByLabelText('Session timeout unit')).toHaveValue('days');
    await expect(canvas.getByRole('checkbox', { name: 'Stream readers' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Admin/ })).not.toBeChecked();
    await expect(canvas.queryByLabelText('Old password')).toBeNull();
  },
};

/** "Delete" asks first; nothing is deleted until the dialog's Delete. */
export const ConfirmDelete: Story = {
  render: OtherUser.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete user' });
    await expect(dialog).toHaveTextContent('Do you really want to delete user Operations?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};
