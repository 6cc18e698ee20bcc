import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { STREAMS_QUERY, storyIndexSets, storyStreams, streamsPage } from './streams/streamStoryData';
import { StreamsPage } from './StreamsPage';

const ids = storyStreams
  .map((stream) => stream.id)
  .sort()
  .join(',');
const data = (streams = storyStreams) =>
  [
    [['streams', 'page', STREAMS_QUERY], streamsPage(streams)],
    [['layoutPreferences', 'streams'], null],
    [['indexSets', 'list', {}], storyIndexSets],
    [['metrics', 'streams', ids], { [storyStreams[0]?.id ?? '']: 42.5, [storyStreams[1]?.id ?? '']: 7 }],
  ] as const;

const meta = {
  title: 'Console/StreamsPage',
  component: StreamsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/streams" data={data()}>
      <StreamsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof StreamsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default stream, a running stream with two rules and a paused one, with their throughput. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Streams' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create stream' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Web servers' })).toHaveAttribute('href', `/streams/${storyStreams[1]?.id ?? ''}/search`);
    await expect(canvas.getByText('Web access logs')).toBeVisible();
    await expect(canvas.getByText('42.5 msg/s')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2 rules' })).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start stream Failed logins' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause stream Web servers' })).toBeVisible();
  },
};

/** "Create stream": title, description, index set and "remove matches from the default stream"; the title is required. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create stream' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Create stream' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create stream' }));
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await expect(dialog.getByLabelText('Index Set')).toHaveValue(storyIndexSets.indexSets[0]?.id ?? '');
    await expect(dialog.getByText('A new stream starts paused: add its rules, then start it.')).toBeVisible();
  },
};

/** A Reader: no create button; the default stream is not editable. */
export const ReadOnly: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/streams" data={data()}>
      <StreamsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Web servers' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create stream' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Pause stream/ })).toBeNull();
  },
};

/** No stream matches. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/streams" data={data([])}>
      <StreamsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No entities exist.')).toBeVisible();
  },
};
