import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeJournalSummary, type JournalSummaryWire, type NodeHistory, type NodeHistorySample, type NodeJournal } from '@sift/api';
import { pathTo, routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, storyNodes } from '../storybook/storyData';
import { NodeDetailPage } from './NodeDetailPage';

const [leader, member] = storyNodes;

const JOURNAL_WIRE: JournalSummaryWire = {
  enabled: true,
  append_events_per_second: 1840,
  read_events_per_second: 920,
  uncommitted_journal_entries: 4600,
  journal_size: 73_400_320,
  journal_size_limit: 5_368_709_120,
  number_of_segments: 3,
  oldest_segment: '2024-05-02T09:58:12.000Z',
  journal_config: {
    directory: 'file:///var/lib/sift/data/journal/',
    segment_size: 104_857_600,
    segment_age: 3_600_000,
    max_size: 5_368_709_120,
    max_age: 43_200_000,
    flush_interval: 1_000_000,
    flush_age: 100,
  },
};
const journal = decodeJournalSummary(JOURNAL_WIRE);

/** An hour of 10 s samples up to the leader's last heartbeat: a daily ingest swell, a search burst and a growing heap. */
const HOUR_END = Date.parse('2024-05-02T10:15:00.000Z');
const hourOfSamples: NodeHistorySample[] = Array.from({ length: 360 }, (_, i) => {
  const burst = i >= 200 && i < 230;
  return {
    timestamp: HOUR_END - (359 - i) * 10_000,
    ingestRate: Math.round(1500 + 400 * Math.sin(i / 40) + (i % 7) * 20),
    searches: burst ? 12 : i % 3,
    searchP50Ms: i % 3 === 0 && !burst ? null : burst ? 180 + (i % 5) * 10 : 35 + (i % 4) * 5,
    searchP95Ms: i % 3 === 0 && !burst ? null : burst ? 640 + (i % 6) * 40 : 90 + (i % 5) * 12,
    rssBytes: (310 + i * 0.05) * 1024 * 1024,
    heapUsedBytes: (120 + (i % 60) * 0.8) * 1024 * 1024,
  };
});
const noHistory = (nodeId: string): NodeHistory => ({ nodeId, intervalMs: 10_000, samples: [] });

function Frame({
  nodeId,
  nodeJournal = journal,
  history = noHistory(nodeId),
}: {
  nodeId: string;
  nodeJournal?: NodeJournal;
  history?: NodeHistory;
}) {
  return (
    <ConsoleFrame
      user={adminUser}
      path={pathTo('SYSTEM_NODES_SHOW', { nodeId })}
      data={[
        [['nodes'], { nodes: storyNodes, total: storyNodes.length }],
        [['systemInfo', 'journal', nodeId], nodeJournal],
        [['systemInfo', 'nodeHistory', nodeId], history],
      ]}
    >
      <Route path={routePattern('SYSTEM_NODES_SHOW')} component={NodeDetailPage} />
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/NodeDetailPage',
  component: NodeDetailPage,
  render: () => <Frame nodeId={leader?.nodeId ?? ''} />,
} satisfies Meta<typeof NodeDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the facts list as term → description pairs. */
const facts = (canvasElement: HTMLElement) =>
  Object.fromEntries([...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

/**
 * The leader node: its ids (cluster id in upper case), host, transport address, last seen (UTC) and the
 * Leader badge; its message journal's size against the limit, uncommitted entries, lag, segments and rates.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Node 2b1e4c7d / sift-01 Leader');
    await expect(canvas.getByText('This page shows details of a node that is part of the cluster.')).toBeVisible();
    await expect(facts(canvasElement)).toEqual({
      'Node ID': '2b1e4c7d-9f30-4a51-8e62-0c9d3b7a1f45',
      'Cluster ID': 'F7C1A9E2-5B3D-4E60-A8F1-2D9C7B4E3A10',
      Hostname: 'sift-01',
      'Transport address': 'http://10.0.0.11:9000/api/',
      'Last seen': '2024-05-02 10:15:00',
      Role: 'Leader',
      'Journal size': '70.0MiB of 5.0GiB (1.37%)',
      'Uncommitted entries': '4,600',
      Lag: 'About 5 s',
      Segments: '3, the oldest from 2024-05-02 09:58:12',
      'Messages per second': '1,840 appended, 920 read',
    });
    await expect(canvas.getByRole('heading', { name: 'Message journal' })).toBeVisible();
    await expect(document.title).toContain('Node 2b1e4c7d / sift-01');
  },
};

/** A member node: no Leader badge, role "Member". */
export const Member: Story = {
  render: () => <Frame nodeId={member?.nodeId ?? ''} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Node 8d3f6a2b / sift-02');
    await expect(canvas.queryByText('Leader')).not.toBeInTheDocument();
    await expect(facts(canvasElement)).toMatchObject({
      Hostname: 'sift-02',
      'Transport address': 'http://10.0.0.12:9000/api/',
      Role: 'Member',
    });
  },
};

/** Entries wait while none are read (processing paused): the lag cannot be worked out. */
export const JournalNotRead: Story = {
  render: () => (
    <Frame
      nodeId={leader?.nodeId ?? ''}
      nodeJournal={decodeJournalSummary({ ...JOURNAL_WIRE, read_events_per_second: 0, uncommitted_journal_entries: 125_000 })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(facts(canvasElement)).toMatchObject({
      'Uncommitted entries': '125,000',
      Lag: 'Unknown: no message was read in the last second',
    });
  },
};

/** A node running without a journal (SIFT_MESSAGE_JOURNAL_ENABLED=off): said in words, no figures. */
export const JournalDisabled: Story = {
  render: () => (
    <Frame
      nodeId={member?.nodeId ?? ''}
      nodeJournal={decodeJournalSummary({
        ...JOURNAL_WIRE,
        enabled: false,
        append_events_per_second: 0,
        read_events_per_second: 0,
        uncommitted_journal_entries: 0,
        journal_size: 0,
        journal_size_limit: 0,
        number_of_segments: 0,
        oldest_segment: null,
        journal_config: null,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The message journal is disabled on this node: inputs hand messages straight to processing.'),
    ).toBeVisible();
    await expect(facts(canvasElement)).not.toHaveProperty('Journal size');
  },
};

/** A node id the cluster does not know: "Page not found", with a way back to the node list. */
export const UnknownNode: Story = {
  render: () => <Frame nodeId="0000dead-beef-4000-8000-000000000000" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/system/nodes');
  },
};

/** The server has not taken its first sample yet (it takes one every 10 s): the last hour says so. */
export const NoSamplesYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Last hour' })).toBeVisible();
    await expect(
      canvas.getByText('No samples yet: the server records the node’s figures every 10 seconds and keeps the last hour.'),
    ).toBeVisible();
  },
};

/** A full hour of samples: ingest rate, search latency (p50 and p95, gaps where no search ran) and memory (RSS, heap). */
export const LastHour: Story = {
  render: () => (
    <Frame nodeId={leader?.nodeId ?? ''} history={{ nodeId: leader?.nodeId ?? '', intervalMs: 10_000, samples: hourOfSamples }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Ingest rate (messages/s)', 'Search latency (ms)', 'Memory (MiB)']) {
      await expect(await canvas.findByRole('figure', { name })).toBeVisible();
    }
    await expect(canvas.queryByText(/^No samples yet/)).not.toBeInTheDocument();
  },
};
