import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { SYSTEM_MESSAGES_PER_PAGE } from './overview/OverviewSections';

const ADMIN = { ...USER_WIRE, permissions: ['*'], timezone: 'Europe/Berlin' };
const PAGE = { timeout: 10_000 };
const JVM = {
  free_memory: { bytes: 20 * 1024 ** 2, kilobytes: 0, megabytes: 20 },
  max_memory: { bytes: 4 * 1024 ** 3, kilobytes: 0, megabytes: 4096 },
  total_memory: { bytes: 80 * 1024 ** 2, kilobytes: 0, megabytes: 80 },
  used_memory: { bytes: 60 * 1024 ** 2, kilobytes: 0, megabytes: 60 },
  node_id: 'n-1',
  pid: '4242',
  info: 'Node.js v20.20.2 (x64) on Linux 6.1.0',
};
const message = (i: number) => ({ caller: 'c', content: `message ${i}`, timestamp: '2024-01-01T00:00:00.000Z', node_id: 'n-1-abcdefgh' });

beforeEach(() => window.localStorage.clear());

/** The facts of a panel as term → description. */
const facts = (panel: HTMLElement) =>
  Object.fromEntries([...panel.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const panel = async (name: string) => (await screen.findByRole('heading', { name }, PAGE)).closest('section') ?? document.body;

describe('System -> Overview: indexer, time, process and system messages', () => {
  it('shows the indexer health, the indexer failures, the process and the system messages a page at a time', async () => {
    const { api } = renderApp(
      {
        'GET /users/jane': ADMIN,
        'GET /system/indexer/cluster/info': {
          cluster_name: 'sift',
          name: 'sift',
          status: 'green',
          shards: { active: 4, initializing: 0, relocating: 0, unassigned: 1 },
        },
        'GET /system/indexer/failures': { total: 3, failures: [] },
        'GET /system/jvm': JVM,
        'GET /system/messages': (call: { query: Record<string, string> }) => ({
          total: SYSTEM_MESSAGES_PER_PAGE + 2,
          messages:
            call.query['page'] === '2'
              ? [message(31), message(32)]
              : Array.from({ length: SYSTEM_MESSAGES_PER_PAGE }, (_, i) => message(i + 1)),
        }),
      },
      '/system/overview',
    );
    const indexer = await panel('Indexer');
    await within(indexer).findByText('green');
    expect(facts(indexer)).toMatchObject({ Cluster: 'sift', Shards: '4 active, 0 initializing, 0 relocating, 1 unassigned' });
    expect(await within(indexer).findByText(/3 messages failed to be indexed\./)).toBeInTheDocument();

    const process = await panel('Process information');
    await within(process).findByText('4242');
    expect(facts(process)).toEqual({
      Runtime: 'Node.js v20.20.2 (x64) on Linux 6.1.0',
      'Process id': '4242',
      Heap: '60.0MiB used of 80.0MiB allocated, at most 4.0GiB (1.46% of the limit)',
    });

    const messages = await panel('System messages');
    const table = await within(messages).findByRole('table', { name: 'System messages' });
    expect(within(table).getAllByRole('row')).toHaveLength(SYSTEM_MESSAGES_PER_PAGE + 1);
    expect(within(table).getAllByText('n-1-abcd')[0]).toBeInTheDocument();
    const pages = within(messages).getByRole('navigation', { name: 'System message pages' });
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    expect(await within(messages).findByText('message 32')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/system/messages' && c.query['page'] === '2')).toBe(true);

    const time = await panel('Time configuration');
    expect(facts(time)['Your user']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Europe\/Berlin\)$/);
    expect(facts(time)['Sift server']).toMatch(/\(UTC\)$/);
  });

  it('shows a Reader no indexer failures and no system messages', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['indexercluster:read', 'jvmstats:read', 'system:read'] },
        'GET /system/indexer/cluster/info': { name: 'sift', status: 'yellow', shards: null },
        'GET /system/jvm': JVM,
        // As the server answers a Reader: had the page asked, the 403 would replace it with "Missing Permissions".
        'GET /system/indexer/failures': () => json({ type: 'ApiError', message: 'Not authorized' }, 403),
        'GET /system/messages': () => json({ type: 'ApiError', message: 'Not authorized' }, 403),
      },
      '/system/overview',
    );
    const indexer = await panel('Indexer');
    expect(await within(indexer).findByText('yellow')).toBeInTheDocument();
    expect(within(indexer).queryByText(/failed to be indexed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'System messages' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Process information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Missing Permissions' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'System Overview' })).toBeInTheDocument();
  });
});
