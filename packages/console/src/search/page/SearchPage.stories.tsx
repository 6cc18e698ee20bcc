import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminUser, readerUser } from '../../storybook/storyData';
import { createDefaultWidgets } from '../results';
import { DEFAULT_SEARCH_BAR_VALUES, newSearchModel, type SearchBarValues } from '../searchModel';
import { SearchStoryFrame } from '../storybook/SearchStoryFrame';
import type { FakeSearchServerOptions } from '../testing/fakeSearchServer';
import { serializeSearchUrl } from '../urlState';
import { NO_STREAM_PERMISSIONS_TEXT, SearchView } from './SearchView';

interface PageStoryArgs {
  /** The values in the URL the page opened with. */
  values: SearchBarValues;
  /** What the in-memory server answers. */
  server: FakeSearchServerOptions;
  /** Signed in as the administrator (else a Reader). */
  admin: boolean;
}

function SearchPageStory({ values, server, admin }: PageStoryArgs) {
  const [start] = useState(() => newSearchModel(createDefaultWidgets(), values));
  const [url, setUrl] = useState(serializeSearchUrl(values));
  return (
    <SearchStoryFrame user={admin ? adminUser : readerUser} server={server}>
      <SearchView initial={start} initialValues={values} writeUrl={(next) => setUrl(serializeSearchUrl(next))} highlightMessage={null} editable navigation={{ onSaved: () => undefined, onOpen: () => undefined, onDeleted: () => undefined }} />
      <output aria-label="Address">{`?${url}`}</output>
    </SearchStoryFrame>
  );
}

const meta = {
  title: 'Console/Search/SearchPage',
  component: SearchPageStory,
  args: { values: { ...DEFAULT_SEARCH_BAR_VALUES, queryString: 'source:web-1' }, server: {}, admin: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new search with the default widgets, run against an in-memory server; searching again writes the URL. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Updating search results...')).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(canvas.getByRole('textbox', { name: 'Search query' })).toHaveValue('source:web-1');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Search query' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search query' }), 'http_status:404{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('?q=http_status%3A404&rangetype=relative&relative=300'));
    await waitFor(() => expect(canvas.queryByText('Updating search results...')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** While the job runs, results are marked as updating. */
export const Updating: Story = {
  args: { server: { pollsUntilDone: 1_000_000 } },
  // The spinner turns; a still image of it would differ run to run.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Updating search results...')).toBeVisible();
  },
};

/** The execute call failed: the server's message is shown above the results. */
export const ExecutionFailed: Story = {
  args: { server: { executeAnswer: () => new Response(JSON.stringify({ type: 'ApiError', message: 'Search exceeds the allowed time range.' }), { status: 400, headers: { 'Content-Type': 'application/json' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Search exceeds the allowed time range.')).toBeVisible();
  },
};

/** A user who may read no stream cannot search. */
export const NoStreamPermissions: Story = {
  args: { server: { streams: [] }, admin: false },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_STREAM_PERMISSIONS_TEXT)).toBeVisible();
  },
};
