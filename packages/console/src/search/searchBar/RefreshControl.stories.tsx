import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import type { LiveStatus } from '../live/useLiveMessages';
import { LiveIndicator } from './LiveIndicator';
import { LIVE_OPTION_LABEL, RefreshControl, STOP_LIVE_TITLE, type RefreshState } from './RefreshControl';

const INTERVALS = [
  { ms: 5000, label: '5 seconds' },
  { ms: 60_000, label: '1 minute' },
];

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-height: 160px;
`;

interface StoryArgs {
  /** The refresh state when the story opens. */
  initial: RefreshState;
  /** The server offers live updates (`GET /sift/capabilities`). */
  liveAvailable: boolean;
  /** The live stream's state while live updates are on. */
  status: Exclude<LiveStatus, 'off'>;
  /** Messages the stream brought so far. */
  received: number;
}

/** The refresh control as the search bar shows it, with the live indicator beside it while live updates are on. */
function StatefulRefreshControl({ initial, liveAvailable, status, received }: StoryArgs) {
  const [refresh, setRefresh] = useState(initial);
  const live = liveAvailable && refresh.live === true;
  return (
    <Row>
      <RefreshControl value={refresh} onChange={setRefresh} intervals={INTERVALS} liveAvailable={liveAvailable} />
      {live && <LiveIndicator status={status} received={received} />}
    </Row>
  );
}

const meta = {
  title: 'Console/Search/RefreshControl',
  component: StatefulRefreshControl,
  args: { initial: { enabled: false, intervalMs: 5000 }, liveAvailable: true, status: 'live', received: 0 },
} satisfies Meta<typeof StatefulRefreshControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The embedded server offers "Live" below the cluster config's intervals; choosing it shows the live indicator. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Not updating' }));
    await expect(body.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['5 seconds', '1 minute', LIVE_OPTION_LABEL]);
    await userEvent.click(body.getByRole('menuitem', { name: LIVE_OPTION_LABEL }));
    await expect(canvas.getByRole('button', { name: LIVE_OPTION_LABEL })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
    await expect(canvas.getByRole('button', { name: STOP_LIVE_TITLE })).toBeVisible();
  },
};

/** Live updates on, 12 messages in so far. */
export const Live: Story = {
  args: { initial: { enabled: false, intervalMs: 5000, live: true }, received: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
    await expect(canvas.getByText('12 new messages')).toBeVisible();
  },
};

/** The connection broke and is being opened again. */
export const Reconnecting: Story = {
  args: { initial: { enabled: false, intervalMs: 5000, live: true }, status: 'reconnecting', received: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Live: reconnecting…');
  },
};

/** A real Graylog answers 404 at `/sift/capabilities`: only the intervals. */
export const WithoutLive: Story = {
  args: { liveAvailable: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Not updating' }));
    await expect(
      within(document.body)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['5 seconds', '1 minute']);
    await userEvent.keyboard('{Escape}');
  },
};
