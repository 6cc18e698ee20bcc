import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { HttpHeaderAuthConfig } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { AuthenticatorEditPage } from './AuthenticatorEditPage';
import { AuthenticatorPage } from './AuthenticatorPage';
import { AUTHENTICATOR_TEXTS as T } from './authentication/authenticatorTexts';

const enabled: HttpHeaderAuthConfig = { enabled: true, usernameHeader: 'X-Forwarded-User' };
const PATH = '/system/authentication/authenticator';

const meta = {
  title: 'Console/AuthenticatorPage',
  component: AuthenticatorPage,
  render: () => (
    <ConsoleFrame user={adminUser} path={PATH} data={[[['httpHeaderAuthConfig'], enabled]]}>
      <AuthenticatorPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof AuthenticatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trusted header authentication on, with the header a proxy names the user in; an administrator may edit it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: T.sectionTitle })).toBeVisible();
    await expect(canvas.getByText(T.intro)).toBeVisible();
    await expect(canvas.getByText('X-Forwarded-User')).toBeVisible();
    await expect(canvas.getByText(T.yes)).toBeVisible();
    await expect(canvas.getByRole('link', { name: T.edit })).toHaveAttribute('href', `${PATH}/edit`);
    await expect(canvas.getByRole('link', { name: T.servicesLink })).toHaveAttribute('href', '/system/authentication/services');
  },
};

/** The edit form: emptying the username header is refused before saving. */
export const Edit: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`${PATH}/edit`} data={[[['httpHeaderAuthConfig'], enabled]]}>
      <AuthenticatorEditPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: T.enableLabel })).toBeChecked();
    await expect(canvas.getByText(T.trustedProxies)).toBeVisible();
    const header = canvas.getByRole('textbox', { name: T.usernameHeader });
    await userEvent.clear(header);
    await expect(await canvas.findByText(T.required)).toBeVisible();
    await expect(canvas.getByRole('button', { name: T.update })).toBeDisabled();
  },
};

/** A Reader holds neither authhttpheaderconfig:read nor :edit. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path={PATH} data={[[['httpHeaderAuthConfig'], enabled]]}>
      <AuthenticatorPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Missing Permissions')).toBeVisible();
    await expect(within(canvasElement).queryByText('X-Forwarded-User')).toBeNull();
  },
};
