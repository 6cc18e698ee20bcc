import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { storyOutputs, storyOutputTypes, storyStreams } from './streams/streamStoryData';
import { StreamOutputsPage } from './StreamOutputsPage';

const web = storyStreams[1]!;
const [echo] = storyOutputs;
const data = (attached = echo ? [echo] : []) =>
  [
    [['stream', web.id], web],
    [['outputs', 'stream', web.id], attached],
    [['outputs'], storyOutputs],
    [['outputTypes'], storyOutputTypes],
  ] as const;

const meta = {
  title: 'Console/StreamOutputsPage',
  component: StreamOutputsPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path={`/streams/${web.id}/outputs`} data={data()}>
      <Route path={routePattern('STREAM_OUTPUTS')} component={StreamOutputsPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof StreamOutputsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One output assigned; the other can be assigned. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Outputs of Stream "Web servers"' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove output Console echo' })).toBeVisible();
    const select = canvas.getByLabelText('Assign existing output');
    await expect(within(select).getByRole('option', { name: 'Archive forwarder' })).toBeInTheDocument();
    await expect(within(select).queryByRole('option', { name: 'Console echo' })).toBeNull();
  },
};

/** No output assigned yet. */
export const NoOutputs: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`/streams/${web.id}/outputs`} data={data([])}>
      <Route path={routePattern('STREAM_OUTPUTS')} component={StreamOutputsPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found to display.')).toBeVisible();
  },
};
