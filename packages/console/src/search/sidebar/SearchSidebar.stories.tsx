import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User, View } from '@sift/api';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../../storybook/storyData';
import { SearchHarness } from '../results/storybook/SearchHarness';
import { searchStorySwrData, storyJob, storyView } from '../results/storybook/searchStoryData';
import { SearchSidebar } from './SearchSidebar';

interface StoryArgs {
  view: View;
  user: User;
}

function Render({ view, user }: StoryArgs) {
  return (
    <ConsoleFrame user={user} path="/search" data={searchStorySwrData}>
      <div style={{ height: 560, display: 'flex' }}>
        <SearchHarness initialView={view} job={storyJob()}>
          {(args) => (
            <div style={{ height: 480 }}>
              <SearchSidebar {...args} />
            </div>
          )}
        </SearchHarness>
      </div>
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/Search/SearchSidebar',
  component: Render,
  args: { view: storyView(), user: readerUser },
} satisfies Meta<typeof Render>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const open = async (canvasElement: HTMLElement, section: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: section }));

/** Closed: the nav with its four sections. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Search sidebar' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open sidebar', 'Description', 'Create', 'Highlighting', 'Fields']);
  },
};

/** The toggle opens the first section; another section switches; the open one closes. */
export const SectionToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open sidebar' }));
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(canvas.getByText('Query executed in 42ms at 2024-05-02 10:15:00.')).toBeVisible();
    await open(canvasElement, 'Fields');
    await expect(canvas.getByRole('heading', { name: 'Fields' })).toBeVisible();
    await open(canvasElement, 'Fields');
    await expect(canvas.queryByRole('heading', { name: 'Fields' })).toBeNull();
  },
};

/** A read-only user's pinning is kept in local storage; the pinned sidebar sits inline. */
export const PinnedReadOnlyUser: Story = {
  args: { user: adminUser },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Create');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pin sidebar' }));
    await expect(window.localStorage.getItem('sift.searchSidebarIsPinned')).toBe('true');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Unpin sidebar' }));
    await expect(window.localStorage.getItem('sift.searchSidebarIsPinned')).toBe('false');
  },
};

/** The field list hides reserved gl2_* fields, filters by name, and says when nothing matches. */
export const FieldList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvasElement, 'Fields');
    const list = canvas.getByRole('list', { name: 'Fields' });
    await expect(within(list).queryByRole('button', { name: 'gl2_source_node' })).toBeNull();
    await expect(within(list).getByRole('button', { name: 'took_ms' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter fields' }), 'nothing-like-this');
    await expect(canvas.getByText('No fields to show. Try changing your filter term or select a different field set above.')).toBeVisible();
  },
};

/** Field actions: add to and remove from the tables, add to query, exclude, top values and statistics as new widgets. */
export const FieldActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvasElement, 'Fields');
    const field = async (name: string, action: string) => {
      await userEvent.click(canvas.getByRole('button', { name }));
      await userEvent.click(await body().findByRole('menuitem', { name: action }));
    };
    await field('took_ms', 'Show top values');
    await field('took_ms', 'Statistics');
    await expect(canvas.getByTestId('widgets')).toHaveTextContent(
      'Message Count | All Messages | Top values of took_ms | Field Statistics for took_ms',
    );
    await field('user', 'Add to query');
    await field('action', 'Exclude from query');
    await expect(canvas.getByTestId('query')).toHaveTextContent('_exists_:user AND NOT _exists_:action');
    await field('took_ms', 'Add to table');
    await userEvent.click(canvas.getByRole('button', { name: 'took_ms' }));
    await expect(body().queryByRole('menuitem', { name: 'Add to table' })).toBeNull();
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remove from table' }));
    await userEvent.click(canvas.getByRole('button', { name: 'took_ms' }));
    await expect(await body().findByRole('menuitem', { name: 'Add to table' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Decorated and analysis-disabled fields offer no actions. */
export const DisabledFieldActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvasElement, 'Fields');
    for (const name of ['message', 'user_agent_decorated']) {
      await userEvent.click(canvas.getByRole('button', { name }));
      const menu = await body().findByRole('menu');
      await waitFor(() =>
        expect(
          within(menu)
            .getAllByRole('menuitem')
            .every((item) => item.getAttribute('aria-disabled') === 'true'),
        ).toBe(true),
      );
      await userEvent.keyboard('{Escape}');
    }
  },
};

/** Creating a highlighting rule: every validation message of §5, then a saved rule and its removal. */
export const HighlightingRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvasElement, 'Highlighting');
    await userEvent.click(within(canvas.getByRole('region', { name: 'Highlighting' })).getByRole('button', { name: 'Create' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create Highlighting Rule' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Field is required')).toBeVisible();
    await expect(dialog.getByText('Value is required')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Field' }), 'action');
    await expect(dialog.getByRole('combobox', { name: 'Condition' }).querySelectorAll('option')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('radio', { name: 'Gradient' }));
    await expect(dialog.getByText('A gradient can only be defined for numeric fields.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Field' }), 'took_ms');
    await expect(dialog.getByRole('combobox', { name: 'Condition' }).querySelectorAll('option')).toHaveLength(6);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Value' }), '250');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Gradient' }), '');
    await expect(dialog.getByText('Must be selected.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Gradient' }), 'Viridis');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Lowest value' }));
    await expect(dialog.getByText('Must be present.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Lowest value' }), '1.5');
    await expect(dialog.getByText('Must be a number.')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Lowest value' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Lowest value' }), '10');
    await expect(dialog.getByText('Must be higher than lowest value.')).toBeVisible();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Highest value' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Highest value' }), '500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('took_ms == 250')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove took_ms == 250' }));
    const confirm = within(await body().findByRole('alertdialog'));
    await expect(confirm.getByText('Do you really want to remove this highlighting?')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByText('took_ms == 250')).toBeNull();
  },
};
