import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { DEFAULT_METRICS_FILTER, METRICS_SHOWN } from './MetricsPage';
import { BUFFER_DUMP_DESCRIPTION } from './ProcessBufferDumpPage';
import { THREAD_DUMP_DESCRIPTION } from './ThreadDumpPage';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const NODE = {
  node_id: 'n-1',
  cluster_id: 'c-1',
  short_node_id: 'n-1',
  hostname: 'sift-host',
  is_leader: true,
  transport_address: 'http://sift-host:9000/api/',
  last_seen: '2024-01-01T00:00:00.000Z',
  type: 'server',
};
const NODES = { 'GET /system/cluster/nodes': { total: 1, nodes: [NODE] } };
const PAGE = { timeout: 10_000 };
const gauge = (name: string, value: number) => ({
  full_name: name,
  name: name.slice(name.lastIndexOf('.') + 1),
  type: 'gauge',
  metric: { value },
});

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('System -> Nodes -> Metrics', () => {
  const NAMES = ['org.graylog2.throughput.input.1-sec-rate', 'org.graylog2.buffers.process.usage', 'jvm.memory.heap.used'];

  it(`starts at the ${DEFAULT_METRICS_FILTER} namespace, filters by name and refreshes the values every 2 s`, async () => {
    let rate = 12;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        ...NODES,
        'GET /system/metrics/names': { names: NAMES },
        'POST /cluster/metrics/multiple': (call: { body: { metrics: string[] } }) => ({
          'n-1': {
            total: 3,
            metrics: [
              gauge('org.graylog2.throughput.input.1-sec-rate', rate),
              gauge('org.graylog2.buffers.process.usage', 3),
              gauge('jvm.memory.heap.used', 52_428_800),
              {
                full_name: 'org.graylog2.rest.system.GET',
                name: 'GET',
                type: 'timer',
                metric: {
                  time: {
                    mean: 1520.5,
                    '95th_percentile': 4100,
                    max: 9000,
                    min: 1,
                    std_dev: 2,
                    '98th_percentile': 1,
                    '99th_percentile': 1,
                  },
                  rate: { total: 7, one_minute: 0.25, five_minute: 0.1, fifteen_minute: 0.05, mean: 0.1 },
                  duration_unit: 'microseconds',
                  rate_unit: 'events/second',
                },
              },
            ].filter((m) => call.body.metrics.includes(m.full_name)),
          },
        }),
      },
      '/system/metrics/node/n-1',
    );
    expect(await screen.findByRole('heading', { name: 'Metrics of node n-1 / sift-host' }, PAGE)).toBeInTheDocument();
    expect(screen.getByText('This node reports 3 metrics. The values shown refresh every 2 seconds.')).toBeInTheDocument();
    const filter = screen.getByRole('searchbox', { name: 'Filter by namespace or name' });
    expect(filter).toHaveValue('org.graylog2');
    const table = screen.getByRole('table', { name: 'Metrics' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 matching metrics.')).toBeInTheDocument();
    const row = () => within(table).getByText('org.graylog2.throughput.input.1-sec-rate').closest('tr')!;
    await vi.waitFor(() => expect(row()).toHaveTextContent('gauge12'));
    rate = 340;
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    await vi.waitFor(() => expect(row()).toHaveTextContent('gauge340'));

    await userEvent.clear(filter);
    await userEvent.type(filter, 'HEAP');
    await vi.waitFor(() => expect(within(screen.getByRole('table', { name: 'Metrics' })).getAllByRole('row')).toHaveLength(2));
    expect(await screen.findByText('52,428,800')).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nothing.like.this');
    expect(screen.getByText('No metric matches "nothing.like.this".')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/cluster/metrics/multiple')).toBe(true);
  });

  it('takes the filter from the address, describes timers, and shows at most 50 at once', async () => {
    const many = Array.from({ length: 60 }, (_, i) => `org.graylog2.rest.r${String(i).padStart(2, '0')}.GET`);
    renderApp(
      {
        'GET /users/jane': ADMIN,
        ...NODES,
        'GET /system/metrics/names': { names: [...many, 'org.graylog2.rest.system.GET'] },
        'POST /cluster/metrics/multiple': {
          'n-1': {
            total: 1,
            metrics: [
              {
                full_name: 'org.graylog2.rest.system.GET',
                name: 'GET',
                type: 'timer',
                metric: {
                  time: { mean: 1520.5, '95th_percentile': 4100, max: 9000 },
                  rate: { total: 7, one_minute: 0.25 },
                },
              },
            ],
          },
        },
      },
      '/system/metrics/node/n-1?filter=rest.system',
    );
    const table = await screen.findByRole('table', { name: 'Metrics' }, PAGE);
    expect(
      await within(table).findByText('mean 1,520.5 µs, 95th percentile 4,100 µs, max 9,000 µs; 7 calls, 0.25/s over 1 min'),
    ).toBeInTheDocument();
    const filter = screen.getByRole('searchbox', { name: 'Filter by namespace or name' });
    await userEvent.clear(filter);
    await userEvent.type(filter, 'org.graylog2.rest');
    expect(
      await screen.findByText(`Showing ${METRICS_SHOWN} of 61 matching metrics. Narrow the filter to see the others.`),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Metrics' })).getAllByRole('row')).toHaveLength(METRICS_SHOWN + 1);
  });

  it('gives a Reader "Missing Permissions"', async () => {
    renderApp({ ...NODES }, '/system/metrics/node/n-1');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });

  it('answers "Page not found" for a node the cluster does not know', async () => {
    renderApp({ 'GET /users/jane': ADMIN, ...NODES, 'GET /system/metrics/names': { names: [] } }, '/system/metrics/node/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, PAGE)).toBeInTheDocument();
  });
});

describe('System -> Nodes -> thread dump', () => {
  it("shows the node's diagnostic report and takes a new one on request", async () => {
    let taken = 0;
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        ...NODES,
        'GET /cluster/n-1/threaddump': () => ({ threaddump: `{\n  "header": { "dumpEventTime": "report ${++taken}" }\n}` }),
      },
      '/system/threaddump/n-1',
    );
    expect(await screen.findByRole('heading', { name: 'Thread dump of node n-1 / sift-host' }, PAGE)).toBeInTheDocument();
    expect(screen.getByText(THREAD_DUMP_DESCRIPTION)).toBeInTheDocument();
    const report = await screen.findByLabelText('Diagnostic report');
    expect(report).toHaveTextContent('"dumpEventTime": "report 1"');
    await userEvent.click(screen.getByRole('button', { name: 'Take a new report' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Diagnostic report')).toHaveTextContent('"dumpEventTime": "report 2"'));
    expect(screen.getByRole('button', { name: 'Copy report' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/cluster/n-1/threaddump')).toHaveLength(2);
  });

  it('gives a Reader "Missing Permissions"', async () => {
    const { api } = renderApp({ ...NODES }, '/system/threaddump/n-1');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('threaddump'))).toBe(false);
  });
});

describe('System -> Nodes -> process buffer dump', () => {
  it("lists the ingest buffer's state and waiting messages in the server's order", async () => {
    renderApp(
      {
        'GET /users/jane': ADMIN,
        ...NODES,
        'GET /cluster/n-1/processbufferdump': {
          processbuffer_dump: {
            Processing: 'paused: messages wait in the buffer until it is resumed',
            Waiting: '1 messages, the oldest since 2024-01-01T00:00:00.000Z',
            'Being written': '0 messages in 0 batches',
            'Message 1': '2024-01-01T00:00:00.000Z web-01: GET /index.html 200',
          },
        },
      },
      '/system/processbufferdump/n-1',
    );
    expect(await screen.findByRole('heading', { name: 'Process buffer dump of node n-1 / sift-host' }, PAGE)).toBeInTheDocument();
    expect(screen.getByText(BUFFER_DUMP_DESCRIPTION)).toBeInTheDocument();
    await screen.findByText('Message 1');
    expect([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['Processing', 'paused: messages wait in the buffer until it is resumed'],
      ['Waiting', '1 messages, the oldest since 2024-01-01T00:00:00.000Z'],
      ['Being written', '0 messages in 0 batches'],
      ['Message 1', '2024-01-01T00:00:00.000Z web-01: GET /index.html 200'],
    ]);
  });

  it('gives a Reader "Missing Permissions"', async () => {
    renderApp({ ...NODES }, '/system/processbufferdump/n-1');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });
});

describe('System -> Nodes -> a node', () => {
  it("links to the node's metrics and dumps for an admin, to none for a Reader", async () => {
    const journal = {
      enabled: false,
      append_events_per_second: 0,
      read_events_per_second: 0,
      uncommitted_journal_entries: 0,
      journal_size: 0,
      journal_size_limit: 0,
      number_of_segments: 0,
      oldest_segment: null,
      journal_config: null,
    };
    const view = renderApp({ 'GET /users/jane': ADMIN, ...NODES, 'GET /cluster/n-1/journal': journal }, '/system/nodes/n-1');
    expect(await screen.findByRole('link', { name: 'Metrics' }, PAGE)).toHaveAttribute('href', '/system/metrics/node/n-1');
    expect(screen.getByRole('link', { name: 'Get thread dump' })).toHaveAttribute('href', '/system/threaddump/n-1');
    expect(screen.getByRole('link', { name: 'Get process-buffer dump' })).toHaveAttribute('href', '/system/processbufferdump/n-1');
    view.unmount();
    renderApp({ ...NODES, 'GET /cluster/n-1/journal': journal }, '/system/nodes/n-1');
    expect(await screen.findByRole('heading', { name: 'Message journal' }, PAGE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Metrics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get thread dump' })).not.toBeInTheDocument();
  });
});
