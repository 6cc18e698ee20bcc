import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeIndexerOverview, decodeIndexSet } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { IndexSetShowPage } from './IndexSetShowPage';
import { APP_OVERVIEW, APP_SET, STATS } from './indices/indexSetFixtures';

const data = [
  [['indexSets', 'one', 'app'], decodeIndexSet(APP_SET)],
  [['indexSetStats', 'app'], STATS['app']],
  [['indexSets', 'overview', 'app'], decodeIndexerOverview(APP_OVERVIEW)],
] as const;

const meta = {
  title: 'Console/IndexSetShowPage',
  component: IndexSetShowPage,
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/index_sets/app" data={data}>
      <Route path={routePattern('SYSTEM_INDEX_SETS_SHOW')} component={IndexSetShowPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof IndexSetShowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An index set's contents, indices and settings, with Set as default and Edit for an administrator. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Index set: Application logs', level: 1 })).toBeVisible();
    await expect(canvas.getAllByText('2.0KiB')[0]).toBeVisible();
    const indices = canvas.getByRole('table', { name: 'Indices' });
    await expect(within(indices).getByText('Active write index')).toBeVisible();
    await expect(within(indices).getByText('Closed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set as default' })).toBeVisible();
    await expect(canvas.getByText('Close: keep the newest 7 indices open')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit index set' })).toHaveAttribute('href', '/system/index_sets/app/configuration');
  },
};

/** A Reader: the same page without Edit. */
export const Reader: Story = {
  render: () => (
    <ConsoleFrame user={{ ...readerUser, permissions: ['indices:read', 'indexsets:read'] }} path="/system/index_sets/app" data={data}>
      <Route path={routePattern('SYSTEM_INDEX_SETS_SHOW')} component={IndexSetShowPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Index time: a new index every 1 day')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit index set' })).toBeNull();
  },
};
