import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { EnterprisePage } from './EnterprisePage';
import { SecurityPage } from './SecurityPage';

const meta = {
  title: 'Console/EnterprisePage',
  component: EnterprisePage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/enterprise">
      <EnterprisePage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof EnterprisePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** System → Enterprise: every enterprise feature, each with the missing-license notice. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Enterprise', level: 1 })).toBeVisible();
    await expect(canvas.getAllByText(/^To use the .+ functionality you need the enterprise license and plugin$/)).toHaveLength(6);
    await expect(canvas.getByText('To use the Archive functionality you need the enterprise license and plugin')).toBeVisible();
  },
};

/** `/security`: the Security suite's notice. */
export const Security: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/security">
      <SecurityPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('To use the Security functionality you need the enterprise license and plugin'),
    ).toBeVisible();
  },
};

/** A Reader lacks licenseinfos:read: "Missing Permissions" instead. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/enterprise">
      <EnterprisePage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Missing Permissions')).toBeVisible();
    await expect(canvas.queryByText(/enterprise license and plugin/)).toBeNull();
  },
};
