import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../../storybook/storyData';
import { createDefaultWidgets } from '../results';
import { DEFAULT_SEARCH_BAR_VALUES, newSearchModel } from '../searchModel';
import { SavedSearchControls } from './SavedSearchControls';

interface HeaderStoryArgs {
  /** Signed in as the owner (the administrator), else a Reader who may not edit or share. */
  owner: boolean;
  favorite: boolean;
  dirty: boolean;
}

function HeaderStory({ owner, favorite, dirty }: HeaderStoryArgs) {
  const [model] = useState(() => {
    const base = newSearchModel(createDefaultWidgets(), DEFAULT_SEARCH_BAR_VALUES, 'q1');
    return {
      ...base,
      view: { ...base.view, id: '6650a1f2e4b0c81d2a3f0001', title: 'Web 404s', summary: 'Missing pages', owner: 'admin', favorite },
    };
  });
  return (
    <ConsoleFrame user={owner ? adminUser : readerUser} path="/search/6650a1f2e4b0c81d2a3f0001">
      <div style={{ padding: 16 }}>
        <SavedSearchControls
          model={model}
          dirty={dirty}
          canEdit={owner}
          fields={[]}
          onSaved={() => undefined}
          onOpen={() => undefined}
          onDeleted={() => undefined}
        />
      </div>
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/Search/SavedSearchControls',
  component: HeaderStory,
  args: { owner: true, favorite: true, dirty: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved search: "Search > title" with its favorite star and Edit metadata, and the actions with Share. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await expect(within(crumbs).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await expect(within(crumbs).getByRole('button', { name: 'Edit metadata' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeEnabled();
  },
};

/** A Reader on someone else's search with unsaved changes: no Edit metadata, no Share. */
export const NotOwner: Story = {
  args: { owner: false, favorite: false, dirty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit metadata' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeDisabled();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

/** Edit metadata: title, summary and description of the saved search. */
export const EditMetadata: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit metadata' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Editing saved search' });
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Web 404s');
    await expect(within(dialog).getByRole('textbox', { name: 'Summary (optional)' })).toHaveValue('Missing pages');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await expect(within(dialog).getByRole('button', { name: 'Save search' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
