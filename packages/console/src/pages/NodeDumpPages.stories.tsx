import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import type { ApiKey, MetricEntry, User } from '@sift/api';
import { pathTo, routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser, storyNodes } from '../storybook/storyData';
import { MetricsPage } from './MetricsPage';
import { BUFFER_DUMP_DESCRIPTION, ProcessBufferDumpPage } from './ProcessBufferDumpPage';
import { THREAD_DUMP_DESCRIPTION, ThreadDumpPage } from './ThreadDumpPage';

const nodeId = storyNodes[0]!.nodeId;

const METRICS: MetricEntry[] = [
  { fullName: 'org.graylog2.buffers.process.usage', name: 'usage', type: 'gauge', metric: { value: 12 } },
  { fullName: 'org.graylog2.throughput.input', name: 'input', type: 'counter', metric: { count: 1_284_330 } },
  { fullName: 'org.graylog2.throughput.input.1-sec-rate', name: '1-sec-rate', type: 'gauge', metric: { value: 1840 } },
  {
    fullName: 'org.graylog2.outputs.BlockingBatchedESOutput.bufferFlushes',
    name: 'bufferFlushes',
    type: 'meter',
    metric: { rate: { total: 5120, mean: 3.2, one_minute: 4.1, five_minute: 3.9, fifteen_minute: 3.5 }, rate_unit: 'events/second' },
  },
  {
    fullName: 'org.graylog2.rest.system.GET',
    name: 'GET',
    type: 'timer',
    metric: {
      time: {
        min: 310,
        max: 9120,
        mean: 1520.5,
        std_dev: 800,
        '95th_percentile': 4100,
        '98th_percentile': 6000,
        '99th_percentile': 8000,
      },
      rate: { total: 412, mean: 0.2, one_minute: 0.25, five_minute: 0.22, fifteen_minute: 0.2 },
      duration_unit: 'microseconds',
      rate_unit: 'events/second',
    },
  },
];
const NAMES = [...METRICS.map((m) => m.fullName), 'jvm.memory.heap.used'];
const shown = NAMES.filter((n) => n.includes('org.graylog2')).sort();

const BUFFER: Array<[string, string]> = [
  ['Processing', 'paused: messages wait in the buffer until it is resumed'],
  ['Waiting', '2 messages, the oldest since 2024-05-02T10:14:58.120Z'],
  ['Being written', '0 messages in 0 batches'],
  ['Message 1', '2024-05-02T10:14:58.120Z web-01: GET /index.html HTTP/1.1 200 5120'],
  ['Message 2', '2024-05-02T10:14:58.410Z web-02: POST /api/login HTTP/1.1 401 87'],
];

const REPORT = JSON.stringify(
  {
    header: {
      reportVersion: 3,
      event: 'JavaScript API',
      trigger: 'GetReport',
      nodejsVersion: 'v20.20.2',
      processId: 4242,
      cwd: '/opt/sift',
    },
    javascriptStack: { message: 'No stack.', stack: ['Unavailable.'] },
    javascriptHeap: { totalMemory: 61_210_624, usedMemory: 48_123_904 },
    libuv: [{ type: 'tcp', is_active: true, localEndpoint: { host: '0.0.0.0', port: 9000 } }],
  },
  null,
  2,
);

type DumpRoute = 'SYSTEM_METRICS' | 'SYSTEM_THREADDUMP' | 'SYSTEM_PROCESSBUFFERDUMP';
const PAGES = { SYSTEM_METRICS: MetricsPage, SYSTEM_THREADDUMP: ThreadDumpPage, SYSTEM_PROCESSBUFFERDUMP: ProcessBufferDumpPage };

function Frame({ user, route, data }: { user: User; route: DumpRoute; data: ReadonlyArray<readonly [ApiKey, unknown]> }) {
  return (
    <ConsoleFrame
      user={user}
      path={pathTo(route, { nodeId })}
      data={[[['nodes'], { nodes: storyNodes, total: storyNodes.length }], ...data]}
    >
      <Route path={routePattern(route)} component={PAGES[route]} />
    </ConsoleFrame>
  );
}

const metricsData: ReadonlyArray<readonly [ApiKey, unknown]> = [
  [['metrics', 'names'], NAMES],
  [['metrics', 'live', nodeId, shown.join(',')], Object.fromEntries(METRICS.map((m) => [m.fullName, m]))],
];

const meta = {
  title: 'Console/NodeDumpPages',
  component: MetricsPage,
  render: () => <Frame user={adminUser} route="SYSTEM_METRICS" data={metricsData} />,
} satisfies Meta<typeof MetricsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The node's metrics under org.graylog2 (the starting filter) with their current values by kind. */
export const Metrics: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Metrics of node 2b1e4c7d / sift-01' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Filter by namespace or name' })).toHaveValue('org.graylog2');
    await expect(canvas.getByText('5 matching metrics.')).toBeVisible();
    await expect(canvas.getByText('1,284,330')).toBeVisible();
    await expect(canvas.getByText('5,120 total; 4.1/s over 1 min, 3.9/s over 5 min, 3.5/s over 15 min')).toBeVisible();
  },
};

/** The diagnostic report standing in for a thread dump, with a way to take a new one and to copy it. */
export const ThreadDump: Story = {
  render: () => <Frame user={adminUser} route="SYSTEM_THREADDUMP" data={[[['systemInfo', 'threadDump', nodeId], REPORT]]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thread dump of node 2b1e4c7d / sift-01' })).toBeVisible();
    await expect(canvas.getByText(THREAD_DUMP_DESCRIPTION)).toBeVisible();
    await expect(canvas.getByLabelText('Diagnostic report')).toHaveTextContent('"trigger": "GetReport"');
    await expect(canvas.getByRole('button', { name: 'Copy report' })).toBeVisible();
  },
};

/** The ingest buffer while processing is paused: its state and the messages waiting. */
export const ProcessBufferDump: Story = {
  render: () => <Frame user={adminUser} route="SYSTEM_PROCESSBUFFERDUMP" data={[[['systemInfo', 'processBufferDump', nodeId], BUFFER]]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Process buffer dump of node 2b1e4c7d / sift-01' })).toBeVisible();
    await expect(canvas.getByText(BUFFER_DUMP_DESCRIPTION)).toBeVisible();
    await expect(canvas.getByText('2024-05-02T10:14:58.410Z web-02: POST /api/login HTTP/1.1 401 87')).toBeVisible();
  },
};

/** A Reader may not read all metric names (metrics:allkeys): "Missing Permissions". */
export const MetricsForReader: Story = {
  render: () => <Frame user={readerUser} route="SYSTEM_METRICS" data={metricsData} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
  },
};
