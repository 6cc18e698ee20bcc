import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NODES_POLL_MS } from '@sift/api';
import { ClusterNodeLink, UNKNOWN_NODE } from '../components/ClusterNodeLink';
import { renderApp } from '../testing/renderApp';

const node = (id: string, leader: boolean, hostname = `host-${id}`) => ({
  node_id: `${id}-0000-1111`,
  cluster_id: 'abc-def-123',
  short_node_id: id,
  hostname,
  is_leader: leader,
  transport_address: `http://${hostname}:9000/api/`,
  last_seen: '2024-01-01T00:00:00.000Z',
  type: 'server',
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('System → Nodes', () => {
  it('shows the cluster id in upper case, marks the leader, and refreshes every 5 s', async () => {
    let nodes = [node('n1', true)];
    const { api } = renderApp({ 'GET /system/cluster/nodes': () => ({ total: nodes.length, nodes }) }, '/system/nodes');
    expect(await screen.findByText('ABC-DEF-123')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'n1 / host-n1' })).toHaveAttribute('href', '/system/nodes/n1-0000-1111');
    expect(within(table).getByLabelText('Leader node')).toBeInTheDocument();
    expect(NODES_POLL_MS).toBe(5_000);
    const polls = () => api.calls.filter((c) => c.path === '/system/cluster/nodes').length;
    const before = polls();
    nodes = [node('n1', true), node('n2', false)];
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(polls()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(polls()).toBe(before + 1);
    expect(await within(table).findByRole('link', { name: 'n2 / host-n2' })).toBeInTheDocument();
  });

  it("opens a node's detail page from its link", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ 'GET /system/cluster/nodes': { total: 1, nodes: [node('n1', true)] } }, '/system/nodes');
    await user.click(await screen.findByRole('link', { name: 'n1 / host-n1' }));
    expect(await screen.findByRole('heading', { name: /Node n1 \/ host-n1/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/nodes/n1-0000-1111');
    expect(screen.getByText('Leader', { selector: 'dd' })).toBeInTheDocument();
  });

  it('answers "Page not found" for a node that is not in the cluster', async () => {
    renderApp({ 'GET /system/cluster/nodes': { total: 1, nodes: [node('n1', true)] } }, '/system/nodes/missing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('ClusterNodeLink', () => {
  it('reads "Unknown Node" without a node id, and plain text in the cloud', () => {
    render(<ClusterNodeLink nodeId={null} />);
    expect(screen.getByText(UNKNOWN_NODE)).toBeInTheDocument();
    expect(UNKNOWN_NODE).toBe('Unknown Node');
    render(<ClusterNodeLink nodeId="n9" cloud />);
    expect(screen.getByText('n9')).not.toHaveAttribute('href');
  });
});
