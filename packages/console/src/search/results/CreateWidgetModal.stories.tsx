import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser } from '../../storybook/storyData';
import { NO_WIDGETS_TEXT, SearchResults } from './SearchResults';
import { SearchHarness } from './storybook/SearchHarness';
import { COUNT_WIDGET_ID, MESSAGES_WIDGET_ID, searchStorySwrData, STORY_QUERY_ID, storyJob, storyView } from './storybook/searchStoryData';
import { removeWidget } from './viewState';

const emptyView = () => removeWidget(removeWidget(storyView(), STORY_QUERY_ID, COUNT_WIDGET_ID), STORY_QUERY_ID, MESSAGES_WIDGET_ID);

function Render({ editable }: { editable: boolean }) {
  return (
    <ConsoleFrame user={adminUser} path="/search" data={searchStorySwrData}>
      <SearchHarness initialView={emptyView()} job={storyJob()}>
        {(args) => <SearchResults {...args} editable={editable} />}
      </SearchHarness>
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/Search/CreateWidgetModal',
  component: Render,
  args: { editable: true },
} satisfies Meta<typeof Render>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** A search without widgets offers "Create new widget", which lists every widget type with what it shows. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_WIDGETS_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create new widget' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create new widget' }));
    await expect(dialog.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Aggregation',
      'Message Count',
      'Message Table',
    ]);
  },
};

/** Choosing Message Count adds the chart and closes the modal. */
export const AddMessageCount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create new widget' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create new widget' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Message Count' }));
    await expect(await canvas.findByRole('group', { name: 'Message Count' })).toBeVisible();
    await expect(body().queryByRole('dialog', { name: 'Create new widget' })).toBeNull();
  },
};

/** A Reader sees that there are no widgets, and no way to create one. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NO_WIDGETS_TEXT)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Create new widget' })).toBeNull();
  },
};
