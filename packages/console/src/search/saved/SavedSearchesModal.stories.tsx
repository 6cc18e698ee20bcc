import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ApiClient, ApiProvider, SessionGate } from '@sift/api';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser } from '../../storybook/storyData';
import { SavedSearchesModal } from './SavedSearchesModal';

interface ListStoryArgs {
  /** Titles of the saved searches, and whether each is a favorite. */
  searches: Array<{ title: string; summary?: string; favorite: boolean }>;
}

const DELAY_MS = 30;
const viewId = (index: number) => `6650a1f2e4b0c81d2a3f${String(index + 1).padStart(4, '0')}`;

/** `/search/saved` and `/favorites/{grn}` answered in memory: favorites toggled here show in the list. */
function listFetch(searches: ListStoryArgs['searches']): typeof fetch {
  const favorites = new Set(searches.flatMap((s, i) => (s.favorite ? [`grn::::search:${viewId(i)}`] : [])));
  return async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    const url = new URL(String(input), 'http://story');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    if (path.startsWith('/favorites/')) {
      const grn = decodeURIComponent(path.slice('/favorites/'.length));
      if (method === 'PUT') favorites.add(grn);
      else favorites.delete(grn);
      return new Response(null, { status: 204 });
    }
    const elements = searches
      .map((s, i) => ({
        id: viewId(i),
        type: 'SEARCH',
        title: s.title,
        summary: s.summary ?? '',
        description: '',
        search_id: `s${i}`,
        properties: [],
        requires: {},
        owner: 'admin',
        created_at: '2024-05-02T10:00:00.000Z',
        favorite: favorites.has(`grn::::search:${viewId(i)}`),
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
    return new Response(
      JSON.stringify({ elements, total: elements.length, count: elements.length, page: 1, per_page: 20, query: null, attributes: [] }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  };
}

function ListStory({ searches }: ListStoryArgs) {
  const client = useMemo(() => new ApiClient({ session: new SessionGate(adminUser.username), fetch: listFetch(searches) }), [searches]);
  return (
    <ConsoleFrame user={adminUser}>
      <ApiProvider client={client}>
        <SavedSearchesModal onClose={() => undefined} onOpen={() => undefined} onDeleted={() => undefined} activeId={null} />
      </ApiProvider>
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/Search/SavedSearchesModal',
  component: ListStory,
  args: {
    searches: [
      { title: 'Web 404s', summary: 'Missing pages of the web tier', favorite: true },
      { title: 'Failed logins', favorite: false },
      { title: 'Slow queries', summary: 'Database answers over one second', favorite: true },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async () => within(document.body).findByRole('dialog', { name: 'Saved searches' });

/** Screenshots without a focus ring: whether programmatic focus shows one depends on the stories run before. */
const unfocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** The saved searches by title, each with its favorite star: filled for favorites. */
export const Playground: Story = {
  play: async () => {
    const dialog = await dialogOf();
    const rows = await within(dialog).findAllByRole('listitem');
    await expect(rows.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual([
      'Failed logins',
      'Slow queriesDatabase answers over one second',
      'Web 404sMissing pages of the web tier',
    ]);
    await expect(within(rows[0]!).getByRole('button', { name: 'Add to favorites' })).toBeVisible();
    await expect(within(rows[1]!).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await expect(within(rows[2]!).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    unfocus();
  },
};

/** Starring a search adds it to the favorites; the list shows it at once. */
export const AddToFavorites: Story = {
  play: async () => {
    const dialog = await dialogOf();
    const [failedLogins] = await within(dialog).findAllByRole('listitem');
    await userEvent.click(within(failedLogins!).getByRole('button', { name: 'Add to favorites' }));
    await expect(await within(failedLogins!).findByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    unfocus();
  },
};

/** Nothing saved yet. */
export const Empty: Story = {
  args: { searches: [] },
  play: async () => {
    await expect(await within(await dialogOf()).findByText('No saved searches have been created yet.')).toBeVisible();
    unfocus();
  },
};
