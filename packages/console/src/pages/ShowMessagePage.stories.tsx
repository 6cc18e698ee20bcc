import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeMessage } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { searchStorySwrData, storyMessages } from '../search/results/storybook/searchStoryData';
import { storyStreams } from './streams/streamStoryData';
import { ShowMessagePage } from './ShowMessagePage';

const wire = storyMessages(1)[0]!;
const message = decodeMessage(wire, 'message');

const meta = {
  title: 'Console/ShowMessagePage',
  component: ShowMessagePage,
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/messages/graylog_0/${message.id}`}
      data={[...searchStorySwrData, [['search', 'message', 'graylog_0', message.id], message], [['streams', 'all'], storyStreams]]}
    >
      <Route path="/messages/:index/:messageId">
        <ShowMessagePage />
      </Route>
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
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'action',
      'http_status',
      'message',
      'source',
      'streams',
      'timestamp',
      'took_ms',
      'user',
    ]);
  },
};

/** "Test against stream" opens the rules tester of a stream the user may edit, with this message. */
export const TestAgainstStream: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Test against stream' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Web servers' })).toHaveAttribute(
      'href',
      `/streams/6650b0c1d2e3f4a5b6c7d8e9/edit?message_id=${message.id}&index=graylog_0`,
    );
    // Closed again: an open menu's focus guards count as aria-hidden-focus (see DropdownMenu's stories).
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};
