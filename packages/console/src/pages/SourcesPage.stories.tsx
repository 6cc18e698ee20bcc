import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchStoryFrame } from '../search/storybook/SearchStoryFrame';
import { readerUser } from '../storybook/storyData';
import { SOURCES_TEXTS } from '../dashboards/sourcesDashboard';
import { SourcesPage } from './SourcesPage';

const meta = {
  title: 'Console/SourcesPage',
  component: SourcesPage,
  render: () => (
    <SearchStoryFrame user={readerUser} path="/sources">
      <SourcesPage />
    </SearchStoryFrame>
  ),
} satisfies Meta<typeof SourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ready-made Sources dashboard for a Reader: the total, counts per source over time, the ranking and the share. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: SOURCES_TEXTS.title, level: 1 }, { timeout: 5000 })).toBeVisible();
    for (const title of [SOURCES_TEXTS.total, SOURCES_TEXTS.overTime, SOURCES_TEXTS.bySource, SOURCES_TEXTS.share])
      await expect((await canvas.findAllByText(title, {}, { timeout: 5000 }))[0]).toBeVisible();
  },
};
