import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeMessage } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { searchStorySwrData, storyMessages } from '../search/results/storybook/searchStoryData';
import { ShowMessagePage } from './ShowMessagePage';

const wire = storyMessages(1)[0]!;
const message = decodeMessage(wire, 'message');

const meta = {
  title: 'Console/ShowMessagePage',
  component: ShowMessagePage,
  render: () => (
    <ConsoleFrame user={adminUser} path={`/messages/graylog_0/${message.id}`} data={[...searchStorySwrData, [['search', 'message', 'graylog_0', message.id], message]]}>
      <Route path="/messages/:index/:messageId"><ShowMessagePage /></Route>
    </ConsoleFrame>
  ),
} satisfies Meta<typeof ShowMessagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored message: where it came from and every field, sorted alphabetically. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Message ${message.id}` })).toBeVisible();
    await expect(canvas.getByText('Received by GELF UDP 12201 on sift-01')).toBeVisible();
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual(['action', 'http_status', 'message', 'source', 'streams', 'timestamp', 'took_ms', 'user']);
  },
};
