import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { WelcomePage } from './WelcomePage';

const meta = {
  title: 'Console/WelcomePage',
  component: WelcomePage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/welcome">
      <WelcomePage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator sees every area with a screen. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Sift' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Users and Teams' })).toHaveAttribute('href', '/system/users');
  },
};

/** A Reader sees fewer. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/welcome">
      <WelcomePage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Nodes' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Users and Teams' })).toBeNull();
  },
};
