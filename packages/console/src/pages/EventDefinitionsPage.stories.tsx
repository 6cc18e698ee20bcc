import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { definitionsData } from './alerts/alertStoryData';
import { EventDefinitionsPage } from './EventDefinitionsPage';

const meta = {
  title: 'Console/EventDefinitionsPage',
  component: EventDefinitionsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/alerts/definitions" data={definitionsData}>
      <EventDefinitionsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof EventDefinitionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enabled aggregation alert and a disabled filter, both selected for a bulk action (Enable, Disable, Delete). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Event definitions' }));
    await expect(table.getByText('Enabled')).toBeVisible();
    await expect(table.getByText('Disabled')).toBeVisible();
    await userEvent.click(table.getByRole('checkbox', { name: /Select Failed logins/ }));
    await userEvent.click(table.getByRole('checkbox', { name: /Select Server errors/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Bulk actions/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Enable' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Disable' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    // Closed again: an open menu marks the page behind it inert, which is what the screenshot should not show.
    await userEvent.keyboard('{Escape}');
  },
};

/** A Reader has no eventdefinitions:read. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/alerts/definitions" data={definitionsData}>
      <EventDefinitionsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Missing Permissions')).toBeVisible();
  },
};
