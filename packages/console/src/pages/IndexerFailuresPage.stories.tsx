import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeIndexerFailures } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { FAILURES_PER_PAGE, IndexerFailuresPage } from './IndexerFailuresPage';

const FAILURES = decodeIndexerFailures({
  total: 2,
  failures: [
    {
      letter_id: '01JDQ3V4Y8R1M2N3P4Q5R6S7T8',
      index: 'graylog_3',
      type: 'indexing',
      message: 'Conversion Error: Could not convert string "abc" to INT64',
      timestamp: '2026-11-27T04:00:00.000Z',
    },
    {
      letter_id: '01JDQ3V4Y8R1M2N3P4Q5R6S7T9',
      index: 'graylog_3',
      type: 'indexing',
      message: 'IO Error: No space left on device',
      timestamp: '2026-11-27T03:58:00.000Z',
    },
  ],
});

const meta = {
  title: 'Console/IndexerFailuresPage',
  component: IndexerFailuresPage,
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path="/system/indices/failures"
      data={[[['systemInfo', 'indexerFailures', FAILURES_PER_PAGE, 0], FAILURES]]}
    >
      <Route path={routePattern('SYSTEM_INDICES_FAILURES')} component={IndexerFailuresPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof IndexerFailuresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The messages the message store could not write, newest first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Indexer failures', level: 1 })).toBeVisible();
    await expect(canvas.getByText('2 failures in total.')).toBeVisible();
    await expect(canvas.getByText('IO Error: No space left on device')).toBeVisible();
  },
};

/** None: every message was written. */
export const Empty: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path="/system/indices/failures"
      data={[[['systemInfo', 'indexerFailures', FAILURES_PER_PAGE, 0], { total: 0, failures: [] }]]}
    >
      <Route path={routePattern('SYSTEM_INDICES_FAILURES')} component={IndexerFailuresPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No indexer failures: every message was written.')).toBeVisible();
  },
};
