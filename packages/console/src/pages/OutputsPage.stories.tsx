import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { storyOutputs, storyOutputTypes, storyStreams } from './streams/streamStoryData';
import { OutputsPage } from './OutputsPage';

const [echo] = storyOutputs;
const streams = storyStreams.map((stream, i) => (i === 1 && echo ? { ...stream, outputs: [{ id: echo.id }] } : stream));
const data = (outputs = storyOutputs) =>
  [
    [['outputs'], outputs],
    [['outputTypes'], storyOutputTypes],
    [['streams', 'all'], streams],
  ] as const;

const meta = {
  title: 'Console/OutputsPage',
  component: OutputsPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/outputs" data={data()}>
      <OutputsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof OutputsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A STDOUT output attached to one stream and a GELF output attached to none. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Console echo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Web servers' })).toBeVisible();
    await expect(canvas.getByText('Not assigned to any stream.')).toBeVisible();
    await expect(canvas.getByText('archive.example.org')).toBeVisible();
  },
};

/** Creating a GELF output: the form is generated from the type's requested configuration. */
export const CreateGelfOutput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Output type'), 'GELF Output');
    await userEvent.click(canvas.getByRole('button', { name: 'Launch new output' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create new GELF Output' }));
    await expect(dialog.getByLabelText('Port')).toHaveValue(12201);
    await userEvent.click(dialog.getByRole('button', { name: 'Create output' }));
    await expect(dialog.getAllByText('Field is required').length).toBeGreaterThan(0);
  },
};

/** No outputs yet. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/outputs" data={data([])}>
      <OutputsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found to display.')).toBeVisible();
  },
};
