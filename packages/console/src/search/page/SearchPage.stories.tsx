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
      <SearchView
        initial={start}
        initialValues={values}
        writeUrl={(next) => setUrl(serializeSearchUrl(next))}
        highlightMessage={null}
        editable
        navigation={{ onSaved: () => undefined, onOpen: () => undefined, onDeleted: () => undefined }}
      />
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
    await waitFor(() => expect(canvas.queryByText('Updating search results...')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Search query' })).toHaveValue('source:web-1');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Search query' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search query' }), 'http_status:404{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('?q=http_status%3A404&rangetype=relative&relative=300'));
    await waitFor(() => expect(canvas.queryByText('Updating search results...')).not.toBeInTheDocument());
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
  args: {
    server: {
      executeAnswer: () =>
        new Response(JSON.stringify({ type: 'ApiError', message: 'Search exceeds the allowed time range.' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    },
  },
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

/** The unpinned sidebar lays over the results (they stay where they are); pinned, it sits inline and the results move beside it. */
export const SidebarOverlayAndPinned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Updating search results...')).not.toBeInTheDocument());
    const results = canvas.getByRole('region', { name: 'Search results' });
    const nav = canvas.getByRole('navigation', { name: 'Search sidebar' });
    const closed = results.getBoundingClientRect();
    await expect(closed.left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);

    // Unpinned: the section opens over the results, which neither move nor shrink.
    await userEvent.click(canvas.getByRole('button', { name: 'Open sidebar' }));
    const section = canvas.getByRole('region', { name: 'Description' });
    await expect(section).toBeVisible();
    const overlay = section.getBoundingClientRect();
    await expect(results.getBoundingClientRect().left).toBe(closed.left);
    await expect(results.getBoundingClientRect().width).toBe(closed.width);
    await expect(overlay.right).toBeGreaterThan(closed.left + 100);
    // It spans the page beside the results (not just the height of the section icons).
    await expect(overlay.bottom).toBeGreaterThanOrEqual(Math.min(closed.bottom, window.innerHeight));
    // It is on top: where it covers the results, a pointer hits the sidebar.
    const y = closed.top + 50;
    await expect(section.contains(document.elementFromPoint(closed.left + 50, y))).toBe(true);

    // Pinned: the section takes its room, the results start after it.
    await userEvent.click(canvas.getByRole('button', { name: 'Pin sidebar' }));
    const pinned = section.getBoundingClientRect();
    const beside = results.getBoundingClientRect();
    await expect(pinned.width).toBe(overlay.width);
    await expect(beside.left).toBeGreaterThanOrEqual(pinned.right);
    await expect(beside.left).toBeGreaterThanOrEqual(closed.left + pinned.width);
    await expect(beside.width).toBeLessThanOrEqual(closed.width - pinned.width);
    const hit = document.elementFromPoint(beside.left + 50, beside.top + 50);
    await expect(section.contains(hit)).toBe(false);
    await expect(results.contains(hit)).toBe(true);

    // Unpinned again: back over the results, which return to their place.
    await userEvent.click(canvas.getByRole('button', { name: 'Unpin sidebar' }));
    await expect(results.getBoundingClientRect().left).toBe(closed.left);
    await userEvent.click(canvas.getByRole('button', { name: 'Pin sidebar' }));
    // The screenshot shows the pinned sidebar at rest (no hover, no focus on the pin).
    const pin = canvas.getByRole('button', { name: 'Unpin sidebar' });
    await userEvent.unhover(pin);
    pin.blur();
  },
};
