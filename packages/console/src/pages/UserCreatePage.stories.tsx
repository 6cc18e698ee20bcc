import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { storyRolePage } from '../storybook/userStoryData';
import { UserCreatePage } from './UserCreatePage';

const meta = {
  title: 'Console/UserCreatePage',
  component: UserCreatePage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/users/new" data={[[['roles', 'page', { perPage: 0 }], storyRolePage()]]}>
      <UserCreatePage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof UserCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: Reader chosen, one hour of session timeout, the browser's time zone. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^Reader/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Admin/ })).not.toBeChecked();
    await expect(canvas.getByLabelText('Session timeout')).toHaveValue('1');
    await expect(canvas.getByLabelText('Session timeout unit')).toHaveValue('hours');
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('');
  },
};

/** Submitted with a bad user name, a short password and no timeout: the messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'bob smith');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await userEvent.clear(canvas.getByLabelText('Session timeout'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByText('Username may only contain letters, digits and . _ @ -')).toBeVisible();
    await expect(canvas.getAllByText('Field is required').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Must be greater than 6')).toBeVisible();
    await expect(canvas.getByText('Must be greater than 0')).toBeVisible();
  },
};

/** Without users:create the page is "Missing Permissions". */
export const MissingPermissions: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/users/new">
      <UserCreatePage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You do not have the required permissions to view this resource.')).toBeVisible();
  },
};
