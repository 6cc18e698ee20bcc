import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { decodeJvm } from '@sift/api';
import { adminUser, readerUser, storyNotifications, storySystem } from '../storybook/storyData';
import { SystemOverviewPage } from './SystemOverviewPage';

/** The moment the time configuration shows, so that screenshots stay the same. */
const NOW = new Date('2024-05-02T10:15:00.000Z');
const JVM = decodeJvm({
  free_memory: { bytes: 20_971_520, kilobytes: 20_480, megabytes: 20 },
  max_memory: { bytes: 4_345_298_944, kilobytes: 4_243_456, megabytes: 4144 },
  total_memory: { bytes: 83_886_080, kilobytes: 81_920, megabytes: 80 },
  used_memory: { bytes: 62_914_560, kilobytes: 61_440, megabytes: 60 },
  node_id: storySystem.nodeId,
  pid: '4242',
  info: 'Node.js v20.20.2 (x64) on Linux 6.1.0',
});
const MESSAGES = {
  total: 2,
  messages: [
    {
      caller: 'org.graylog2.bootstrap.ServerBootstrap',
      content: 'Started up.',
      timestamp: '2024-05-02T08:00:01.000Z',
      nodeId: storySystem.nodeId,
    },
    {
      caller: 'org.graylog2.inputs.InputStateListener',
      content: 'Input [GELF TCP/6a1f] is now RUNNING',
      timestamp: '2024-05-02T08:00:02.000Z',
      nodeId: storySystem.nodeId,
    },
  ],
};
const OVERVIEW_DATA = [
  [
    ['systemInfo', 'searchBackend'],
    { name: 'sift', status: 'green', shards: { active: 3, initializing: 0, relocating: 0, unassigned: 0 } },
  ],
  [['systemInfo', 'indexerFailures', 1, 0], { total: 0, failures: [] }],
  [['systemInfo', 'jvm'], JVM],
  [['systemInfo', 'messages', 1], MESSAGES],
] as const;

const meta = {
  title: 'Console/SystemOverviewPage',
  component: SystemOverviewPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; until Panel takes a heading level,
  // axe's heading-order rule (a best practice, not WCAG) is off for screens made of panels.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path="/system/overview"
      data={[
        [['system'], storySystem],
        [['notifications'], { notifications: storyNotifications, total: storyNotifications.length }],
        ...OVERVIEW_DATA,
      ]}
    >
      <SystemOverviewPage now={NOW} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof SystemOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: notifications they can dismiss, system information, processing they can pause. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'System notifications' });
    await expect(within(list).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    await expect(within(list).getByText('reason: Address already in use')).toBeVisible();
    await expect(canvas.getByText('Message processing is running.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause message processing' })).toBeVisible();
    await expect(canvas.getByText('green')).toBeVisible();
    await expect(canvas.getByText('No message failed to be indexed.')).toBeVisible();
    await expect(canvas.getByText('Node.js v20.20.2 (x64) on Linux 6.1.0')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'System messages' })).toBeVisible();
    await expect(canvas.getByText('Input [GELF TCP/6a1f] is now RUNNING')).toBeVisible();
  },
};

/** Processing paused, seen by a Reader: no dismiss and no resume. */
export const PausedForReader: Story = {
  render: () => (
    <ConsoleFrame
      user={readerUser}
      path="/system/overview"
      data={[[['system'], { ...storySystem, isProcessing: false }], [['notifications'], { notifications: [], total: 0 }], ...OVERVIEW_DATA]}
    >
      <SystemOverviewPage now={NOW} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There are no notifications.')).toBeVisible();
    await expect(canvas.getByText('Message processing is paused.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resume message processing' })).toBeNull();
  },
};
