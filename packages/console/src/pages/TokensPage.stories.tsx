import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import type { AccessToken } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { readerUser } from '../storybook/storyData';
import { CreatedToken } from './tokens/CreatedToken';
import { TokensPage } from './TokensPage';

const userId = readerUser.id ?? '';
const tokens: AccessToken[] = [
  { id: 't1', name: 'grafana', lastAccess: null },
  { id: 't2', name: 'nightly backup', lastAccess: '2024-05-02T10:00:00.000Z' },
];
const utcReader = { ...readerUser, timezone: 'UTC' };

const meta = {
  title: 'Console/TokensPage',
  component: TokensPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={utcReader} path={`/system/users/tokens/${userId}`} data={[[['tokens', userId], tokens]]}>
      <Route path={routePattern('SYSTEM_USERS_TOKENS')} component={TokensPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Reader's own tokens: one never used, one with its last access. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit tokens of: Reader One' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Create token' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Never' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '2024-05-02 10:00:00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete token grafana' })).toBeVisible();
  },
};

/** No token yet. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame user={utcReader} path={`/system/users/tokens/${userId}`} data={[[['tokens', userId], []]]}>
      <Route path={routePattern('SYSTEM_USERS_TOKENS')} component={TokensPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items to display')).toBeVisible();
  },
};

/** The notice after creating a token: the value, shown this once, with a copy button. */
export const JustCreated: Story = {
  render: () => (
    <CreatedToken
      token={{ id: 't9', name: 'ci runner', lastAccess: null, token: '1l2k3j4h5g6f7d8s9a0qwertyuiopasdfghjklzxcvbnm' }}
      onDone={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Token "ci runner" created!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
  },
};
