import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

const NODE = {
  node_id: 'n1-0000-1111',
  cluster_id: 'abc-def-123',
  short_node_id: 'n1',
  hostname: 'host-n1',
  is_leader: true,
  transport_address: 'http://host-n1:9000/api/',
  last_seen: '2024-01-01T00:00:00.000Z',
  type: 'server',
};
const JOURNAL = {
  enabled: true,
  append_events_per_second: 1500,
  read_events_per_second: 600,
  uncommitted_journal_entries: 1500,
  journal_size: 3 * 1024 * 1024,
  journal_size_limit: 5 * 1024 ** 3,
  number_of_segments: 2,
  oldest_segment: '2024-01-01T00:00:00.000Z',
  journal_config: {
    directory: 'file:///var/lib/sift/journal/',
    segment_size: 104857600,
    segment_age: 3600000,
    max_size: 5368709120,
    max_age: 43200000,
    flush_interval: 1000000,
    flush_age: 100,
  },
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The page's facts as term → description. */
const facts = () =>
  Object.fromEntries([...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('System → Nodes → a node', () => {
  it("shows the node's journal size, uncommitted entries and lag, refreshed every 5 s", async () => {
    let journal: Record<string, unknown> = JOURNAL;
    const { api } = renderApp(
      { 'GET /system/cluster/nodes': { total: 1, nodes: [NODE] }, 'GET /cluster/n1-0000-1111/journal': () => journal },
      '/system/nodes/n1-0000-1111',
    );
    expect(await screen.findByRole('heading', { name: 'Message journal' })).toBeInTheDocument();
    await screen.findByText('1,500');
    expect(facts()).toMatchObject({
      'Journal size': '3.0MiB of 5.0GiB (0.06%)',
      'Uncommitted entries': '1,500',
      Lag: 'About 2.5 s',
      Segments: '2, the oldest from 2024-01-01 00:00:00',
      'Messages per second': '1,500 appended, 600 read',
    });
    journal = { ...JOURNAL, uncommitted_journal_entries: 0 };
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(await screen.findByText('None')).toBeInTheDocument();
    expect(facts()['Uncommitted entries']).toBe('0');
    journal = { ...JOURNAL, read_events_per_second: 0 };
    await act(() => vi.advanceTimersByTimeAsync(5_100));
    expect(await screen.findByText('Unknown: no message was read in the last second')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/cluster/n1-0000-1111/journal').length).toBe(3);
  });

  it('says so when the node runs without a journal', async () => {
    const disabled = { ...JOURNAL, enabled: false, journal_config: null, oldest_segment: null };
    renderApp(
      { 'GET /system/cluster/nodes': { total: 1, nodes: [NODE] }, 'GET /cluster/n1-0000-1111/journal': disabled },
      '/system/nodes/n1-0000-1111',
    );
    expect(
      await screen.findByText('The message journal is disabled on this node: inputs hand messages straight to processing.'),
    ).toBeInTheDocument();
    expect(facts()).not.toHaveProperty('Journal size');
  });

  it('names the reason when the journal cannot be read', async () => {
    renderApp(
      {
        'GET /system/cluster/nodes': { total: 1, nodes: [NODE] },
        'GET /cluster/n1-0000-1111/journal': { ...JOURNAL, journal_size: 'big' },
      },
      '/system/nodes/n1-0000-1111',
    );
    expect(await screen.findByText(/^The journal could not be read: /)).toBeInTheDocument();
  });

  describe('the last hour (a Sift extension)', () => {
    const HISTORY = '/sift/nodes/n1-0000-1111/history';
    const sample = (at: number) => ({
      timestamp: at,
      ingest_rate: 25,
      searches: 2,
      search_p50_ms: 40,
      search_p95_ms: 90,
      rss_bytes: 200 * 1024 * 1024,
      heap_used_bytes: 50 * 1024 * 1024,
    });

    it('says no samples were taken yet, then draws ingest rate, search latency and memory, refreshed every 10 s', async () => {
      let samples: unknown[] = [];
      const { api } = renderApp(
        {
          'GET /users/jane': { ...USER_WIRE, permissions: ['metrics:readall'] },
          'GET /system/cluster/nodes': { total: 1, nodes: [NODE] },
          'GET /cluster/n1-0000-1111/journal': JOURNAL,
          [`GET ${HISTORY}`]: () => ({ node_id: 'n1-0000-1111', interval_ms: 10_000, samples }),
        },
        '/system/nodes/n1-0000-1111',
      );
      expect(await screen.findByRole('heading', { name: 'Last hour' })).toBeInTheDocument();
      expect(
        await screen.findByText('No samples yet: the server records the node’s figures every 10 seconds and keeps the last hour.'),
      ).toBeInTheDocument();
      samples = [sample(1_700_000_000_000), sample(1_700_000_010_000)];
      await act(() => vi.advanceTimersByTimeAsync(10_100));
      for (const name of ['Ingest rate (messages/s)', 'Search latency (ms)', 'Memory (MiB)']) {
        expect(await screen.findByRole('figure', { name })).toBeInTheDocument();
      }
      expect(screen.queryByText(/^No samples yet/)).not.toBeInTheDocument();
      expect(api.calls.filter((c) => c.path === HISTORY).length).toBeGreaterThanOrEqual(2);
    });

    it('is not shown, nor asked for, without the permission to read all metrics', async () => {
      const { api } = renderApp(
        { 'GET /system/cluster/nodes': { total: 1, nodes: [NODE] }, 'GET /cluster/n1-0000-1111/journal': JOURNAL },
        '/system/nodes/n1-0000-1111',
      );
      expect(await screen.findByRole('heading', { name: 'Message journal' })).toBeInTheDocument();
      await screen.findByText('1,500');
      expect(screen.queryByRole('heading', { name: 'Last hour' })).not.toBeInTheDocument();
      expect(api.calls.some((c) => c.path === HISTORY)).toBe(false);
    });
  });
});
