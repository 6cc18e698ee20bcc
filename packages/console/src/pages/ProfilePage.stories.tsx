import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { ProfilePage } from './ProfilePage';

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

/** "Edit profile" of a Reader: details, start page, preferences and password, and a link to the tokens. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit user: Reader One' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Start page' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Start page entity' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Edit tokens' })).toHaveAttribute('href', `/system/users/tokens/${readerUser.id ?? ''}`);
    await expect(canvas.getByRole('form', { name: 'Preferences' })).toBeVisible();
    await expect(canvas.getByLabelText('Old password')).toBeVisible();
  },
};

/** "Show profile" of the read-only administrator: details only (a read-only user's start page cannot be changed). */
export const ReadOnly: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`/system/users/${adminUser.id}`}>
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
      data={[[['dashboards', 'startPageOptions', 'dashboard'], [{ label: 'Errors', value: 'd-errors' }, { label: 'Web traffic', value: 'd-web' }]]]}
    >
      <Route path={routePattern('SYSTEM_USERS_EDIT')} component={ProfilePage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dashboard d-web')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Start page dashboard' })).toHaveValue('Web traffic');
    await expect(canvas.getByRole('button', { name: 'Reset to default' })).toBeEnabled();
  },
};
