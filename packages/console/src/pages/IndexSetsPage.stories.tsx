import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { decodeIndexSet } from '@sift/api';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { APP_SET, DEFAULT_SET, STATS, TOTALS } from './indices/indexSetFixtures';
import { IndexSetsPage } from './IndexSetsPage';

const sets = [DEFAULT_SET, APP_SET].map((wire) => decodeIndexSet(wire));
const data = [
  [['indexSets', 'list', { stats: true }], { total: sets.length, indexSets: sets, stats: STATS }],
  [['indexSetStats', 'all'], TOTALS],
] as const;

const meta = {
  title: 'Console/IndexSetsPage',
  component: IndexSetsPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/indices" data={data}>
      <IndexSetsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof IndexSetsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default set and one more, with totals, stats and their strategies in words; Delete only on the set that is not the default. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 index sets, 4 indices, 125,001 documents, 3.0MiB')).toBeVisible();
    await expect(canvas.getByText('default')).toBeVisible();
    await expect(canvas.getByText('Index time: a new index every 1 day')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
  },
};

/** Delete asks first. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Application logs' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete index set?' });
    await expect(dialog).toHaveTextContent('Delete the index set "Application logs" and every index in it?');
  },
};

/** A Reader sees the sets and no Delete. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={{ ...readerUser, permissions: ['indices:read', 'indexsets:read'] }} path="/system/indices" data={data}>
      <IndexSetsPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Default index set description')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};
