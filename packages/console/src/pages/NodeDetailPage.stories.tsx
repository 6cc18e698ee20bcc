import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { pathTo, routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, storyNodes } from '../storybook/storyData';
import { NodeDetailPage } from './NodeDetailPage';

const [leader, member] = storyNodes;

function Frame({ nodeId }: { nodeId: string }) {
  return (
    <ConsoleFrame user={adminUser} path={pathTo('SYSTEM_NODES_SHOW', { nodeId })} data={[[['nodes'], { nodes: storyNodes, total: storyNodes.length }]]}>
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

/** The leader node: its ids (cluster id in upper case), host, transport address, last seen (UTC) and the Leader badge. */
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
    });
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
    await expect(facts(canvasElement)).toMatchObject({ Hostname: 'sift-02', 'Transport address': 'http://10.0.0.12:9000/api/', Role: 'Member' });
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
