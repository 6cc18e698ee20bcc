import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, storyNodes } from '../storybook/storyData';
import { NodesPage } from './NodesPage';

const meta = {
  title: 'Console/NodesPage',
  component: NodesPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/nodes" data={[[['nodes'], { nodes: storyNodes, total: storyNodes.length }]]}>
      <NodesPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof NodesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two nodes; the cluster id in upper case, the leader marked. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('F7C1A9E2-5B3D-4E60-A8F1-2D9C7B4E3A10')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '2b1e4c7d / sift-01' })).toHaveAttribute(
      'href',
      '/system/nodes/2b1e4c7d-9f30-4a51-8e62-0c9d3b7a1f45',
    );
    await expect(canvas.getAllByLabelText('Leader node')).toHaveLength(1);
  },
};

/** No node has registered yet. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/nodes" data={[[['nodes'], { nodes: [], total: 0 }]]}>
      <NodesPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items to display')).toBeVisible();
  },
};
