import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser } from '../../storybook/storyData';
import { SearchResults } from './SearchResults';
import { SearchHarness } from './storybook/SearchHarness';
import {
  COUNT_WIDGET_ID,
  MESSAGES_WIDGET_ID,
  searchStorySwrData,
  storyJob,
  storyMessageId,
  storyMessages,
  storyView,
  surroundingStorySwrData,
} from './storybook/searchStoryData';
import { visualizationStory } from './storybook/visualizationStoryData';
import type { SearchJob, View } from '@sift/api';

interface StoryArgs {
  view: View;
  job: SearchJob | null;
  loading: boolean;
  editable: boolean;
  highlightMessage: string | null;
  /** The searches cluster config offers surrounding windows and filter fields. */
  surrounding?: boolean;
  /** Offers the "Lock widgets" / "Unlock widgets" toggle. */
  lockToggle?: boolean;
}

function Render({ view, job, loading, editable, highlightMessage, surrounding = false, lockToggle = false }: StoryArgs) {
  return (
    <ConsoleFrame user={adminUser} path="/search" data={surrounding ? surroundingStorySwrData : searchStorySwrData}>
      <div style={{ width: '100%' }} data-testid="results-width">
        <SearchHarness initialView={view} job={job} loading={loading}>
          {(args) => <SearchResults {...args} editable={editable} highlightMessage={highlightMessage} lockToggle={lockToggle} />}
        </SearchHarness>
      </div>
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/Search/SearchResults',
  component: Render,
  args: { view: storyView(), job: storyJob(), loading: false, editable: true, highlightMessage: null },
} satisfies Meta<typeof Render>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const widget = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('group', { name: title });
async function chooseAction(canvasElement: HTMLElement, title: string, action: string) {
  await userEvent.click(within(widget(canvasElement, title)).getByRole('button', { name: `Actions of ${title}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: action }));
}

/** A new search: the "Message Count" bar chart above the "All Messages" table. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Message Count' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'All Messages' })).toBeVisible();
    await expect(canvas.getByText('25 messages')).toBeVisible();
  },
};

/** The search runs: every widget shows its spinner. */
export const Loading: Story = {
  args: { job: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading messages...')).toBeInTheDocument();
  },
};

/** Errors per widget: a failed aggregation and the result window limit of the message table. */
export const WidgetErrors: Story = {
  args: {
    job: storyJob({
      errors: [
        {
          type: 'search_type',
          description: 'Unable to perform search query: field [took_ms] is not numeric',
          query_id: 'q',
          search_type_id: 'b1b2c3d4-0001-4000-8000-000000000001',
        },
        {
          type: 'result_window_limit',
          description: 'Result window is too large, [from + size] must be less than or equal to: [10000].',
          query_id: 'q',
          search_type_id: 'b1b2c3d4-0002-4000-8000-000000000002',
          result_window_limit: 10000,
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('While retrieving data for this widget, the following error(s) occurred:')).toHaveLength(2);
    await expect(
      canvas.getByText(
        'Elasticsearch limits the search result to 10000 messages. With a page size of 150 messages, you can use the first 66 pages. Result window is too large, [from + size] must be less than or equal to: [10000].',
      ),
    ).toBeVisible();
  },
};

/** Message-table sorting cycles none → Descending → Ascending → Descending. */
export const SortCycle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('table', { name: 'All Messages' }));
    const header = () => canvas.getByRole('columnheader', { name: /source/ });
    await expect(header()).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort source' }));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort source' }));
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort source' }));
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /timestamp/ })).not.toHaveAttribute('aria-sort');
  },
};

/** Read-only: no sort controls, no editing actions, a locked grid. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sort source' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions of Message Count' }));
    await expect(await body().findByRole('menuitem', { name: 'Focus' })).toBeVisible();
    await expect(body().queryByRole('menuitem', { name: 'Duplicate' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** "Lock widgets" makes the grid static (no drag or resize) while the editing actions stay; "Unlock widgets" undoes it. */
export const LockWidgets: Story = {
  args: { lockToggle: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Message Count' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.react-grid-item.react-draggable')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock widgets' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock widgets' }));
    await expect(canvasElement.querySelectorAll('.react-grid-item.react-draggable')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock widgets' }));
    await expect(canvas.getByRole('button', { name: 'Unlock widgets' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.react-grid-item.react-draggable')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('.react-grid-item:not(.react-resizable-hide) > .react-resizable-handle')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Actions of Message Count' })).toBeVisible();
    // The screenshot shows the toggle at rest: no hover, no focus.
    const toggle = canvas.getByRole('button', { name: 'Unlock widgets' });
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};

/** Duplicate copies the widget as "<title> (copy)". */
export const Duplicate: Story = {
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Message Count', 'Duplicate');
    await expect(await within(canvasElement).findByRole('group', { name: 'Message Count (copy)' })).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId('widgets')).toHaveTextContent('Message Count | All Messages | Message Count (copy)');
  },
};

/** Remove asks first; cancelling keeps the widget, confirming removes it. */
export const RemoveWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Message Count', 'Remove');
    const dialog = await body().findByRole('alertdialog');
    await expect(within(dialog).getByText('Are you sure you want to remove the widget "Message Count"?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(within(canvasElement).getByTestId('widgets')).toHaveTextContent('Message Count | All Messages');
    await chooseAction(canvasElement, 'Message Count', 'Remove');
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('widgets')).toHaveTextContent(/^All Messages$/));
  },
};

/** Double-click edits the title; Enter commits; an empty title keeps the old one. */
export const InlineTitleEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('heading', { name: 'Message Count' }));
    const input = canvas.getByRole('textbox', { name: 'Widget title' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Message Count' })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('heading', { name: 'Message Count' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Widget title' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Widget title' }), 'Logins per minute{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Logins per minute' })).toBeVisible();
  },
};

/** Focus makes one widget fill the page; Un-focus returns to the grid. */
export const FocusAndUnfocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseAction(canvasElement, 'All Messages', 'Focus');
    await expect(canvas.queryByRole('group', { name: 'Message Count' })).toBeNull();
    await chooseAction(canvasElement, 'All Messages', 'Un-focus');
    await expect(canvas.getByRole('group', { name: 'Message Count' })).toBeVisible();
  },
};

/** An expanded message: permalink, fields in alphabetical order, "stopped node" and "deleted input" for unknown ones. */
export const ExpandedMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expanders = canvas.getAllByRole('button', { name: 'Expand message' });
    await userEvent.click(expanders[3]!);
    await expect(canvas.getByRole('link', { name: '01HX000003Q7M3ZB2K9T' })).toHaveAttribute(
      'href',
      '/messages/graylog_0/01HX000003Q7M3ZB2K9T',
    );
    await expect(canvas.getByText('Received by GELF UDP 12201 on stopped node')).toBeVisible();
    await userEvent.click(expanders[4]!);
    await expect(canvas.getByText(`Received by deleted input on ${'sift-01'}`)).toBeVisible();
    const terms = canvas
      .getAllByRole('term')
      .slice(0, 4)
      .map((term) => term.textContent);
    await expect(terms).toEqual(['action', 'http_status', 'message', 'source']);
  },
};

/** A message that was never stored: no permalink, "Not stored". */
export const NotStoredMessage: Story = {
  args: { job: storyJob({ messages: storyMessages(3, { notStoredAt: 0 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Expand message' })[0]!);
    await expect(canvas.getByText('Not stored')).toBeVisible();
    await expect(canvas.getByText('Message is not stored')).toBeVisible();
  },
};

/** Query terms marked with the search's highlight ranges, as text (never HTML). */
export const HighlightedTerms: Story = {
  args: {
    job: storyJob({
      messages: [
        ...storyMessages(4),
        {
          ...storyMessages(1)[0]!,
          message: { ...storyMessages(1)[0]!.message, _id: 'evil', message: '<img src=x onerror=alert(1)> login failed' },
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect(marks.length).toBeGreaterThan(0);
    await expect([...marks].every((m) => m.textContent === 'failed')).toBe(true);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(within(canvasElement).getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
  },
};

/** The nearest ancestor that scrolls vertically. */
function scrollParent(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return null;
}

/** `highlightMessage` marks one message far down the table and scrolls to it. */
export const HighlightMessage: Story = {
  args: { job: storyJob({ messages: storyMessages(120) }), highlightMessage: '01HX000110Q7M3ZB2K9T' },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-message-id="01HX000110Q7M3ZB2K9T"]');
    await expect(row).toHaveAttribute('data-marked', 'true');
    await expect(canvasElement.querySelectorAll('[data-marked]')).toHaveLength(1);
    const container = scrollParent(row!);
    await expect(container).not.toBeNull();
    await waitFor(() => expect(container!.scrollTop).toBeGreaterThan(0));
    const rowRect = row!.getBoundingClientRect();
    const containerRect = container!.getBoundingClientRect();
    await expect(rowRect.bottom).toBeGreaterThan(containerRect.top);
    await expect(rowRect.top).toBeLessThan(containerRect.bottom);
    await expect(rowRect.bottom).toBeGreaterThan(0);
    await expect(rowRect.top).toBeLessThan(window.innerHeight);
  },
};

/** A 1 MB message: the row shows 4 lines, details show the first 10,000 characters until "Show all". */
export const HugeMessage: Story = {
  args: { job: storyJob({ messages: storyMessages(150, { hugeAt: 0 }) }) },
  parameters: { screenshot: false }, // 150 rows of mostly one 1 MB line: the screenshot says nothing the play does not check.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Expand message' })[0]!);
    await expect(canvas.getByText(/more characters\./)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(canvas.queryByText(/more characters\./)).not.toBeInTheDocument());
  },
};

/** 150 messages of 30 kB each: every row renders, previews stay at 4 lines, expanding one works. */
export const LargeMessages: Story = {
  args: { job: storyJob({ messages: storyMessages(150, { payloadChars: 30_000 }) }) },
  parameters: { screenshot: false }, // 150 rows of filler text: the play checks the behaviour.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'All Messages' });
    await expect(within(table).getAllByRole('row')).toHaveLength(151);
    const previews = [...table.querySelectorAll<HTMLElement>('[data-message-id] > [role="cell"]:last-child')];
    await expect(previews).toHaveLength(150);
    for (const preview of previews.slice(0, 5)) {
      const { lineHeight: lineHeightCss, fontSize, paddingTop, paddingBottom } = getComputedStyle(preview);
      const lineHeight = parseFloat(lineHeightCss) || parseFloat(fontSize) * 1.5; // `normal` is at most ~1.2 em.
      await expect(preview.getBoundingClientRect().height - parseFloat(paddingTop) - parseFloat(paddingBottom)).toBeLessThanOrEqual(
        4 * lineHeight + 1,
      );
      await expect(preview.textContent!.length).toBeLessThan(30_000);
    }
    await userEvent.click(canvas.getAllByRole('button', { name: 'Expand message' })[0]!);
    await expect(await canvas.findByRole('button', { name: 'Collapse message' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-message-id="01HX000000Q7M3ZB2K9T"]')).toHaveAttribute('data-expanded', 'true');
  },
};

/** 10,000 rows on one page: only the rows in view are rendered; scrolling renders later rows in place of earlier ones. */
export const VirtualisedRows: Story = {
  args: { job: storyJob({ messages: storyMessages(10_000), total: 10_000 }) },
  parameters: { screenshot: false }, // Which rows are measured first depends on layout timing; the play checks the behaviour.
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'All Messages' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const messageRows = () => [...table.querySelectorAll<HTMLElement>('[data-message-id]')];
    const rowOf = (index: number) => table.querySelector(`[data-message-id="${storyMessageId(index)}"]`);
    const rowIndexes = () => messageRows().map((row) => Number(row.getAttribute('aria-rowindex')));
    await waitFor(() => expect(rowOf(0)).not.toBeNull());
    await expect(messageRows().length).toBeLessThan(200);
    await expect(rowOf(9_999)).toBeNull();
    // The rows scroll in their own container, which spans the height of all 10,000.
    const scroller = scrollParent(rowOf(0)!)!;
    await expect(scroller).not.toBeNull();
    await expect(scroller.scrollHeight).toBeGreaterThan(10_000 * 30);
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(rowOf(0)).toBeNull());
    await waitFor(() => expect(Math.min(...rowIndexes())).toBeGreaterThan(1_000));
    await expect(Math.max(...rowIndexes())).toBeLessThan(9_000);
    await expect(messageRows().length).toBeLessThan(200);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(rowOf(9_999)).not.toBeNull());
    await expect(rowOf(9_999)).toHaveAttribute('aria-rowindex', '10001');
    await expect(messageRows().length).toBeLessThan(200);
    // Once measured, the last row ends at the bottom of the scrolled view.
    await waitFor(() =>
      expect(Math.abs(rowOf(9_999)!.getBoundingClientRect().bottom - scroller.getBoundingClientRect().bottom)).toBeLessThanOrEqual(2),
    );
  },
};

/** Value actions from the details: add to query and exclude from query append escaped fragments. */
export const ValueActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Expand message' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'action' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Exclude from query' }));
    await userEvent.click(canvas.getByRole('button', { name: 'source' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Add to query' }));
    await expect(canvas.getByTestId('query')).toHaveTextContent('NOT action:"login failed" AND source:web\\-01');
  },
};

const visualizations = visualizationStory();

/** A saved view with every visualization, read-only, and a widget of a type the console does not know. */
export const AllVisualizations: Story = {
  args: { view: storyView(visualizations.view), job: storyJob({ extraResults: visualizations.results }), editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [
      'Actions (line)',
      'Actions (area)',
      'Actions (pie)',
      'Actions (scatter)',
      'Actions (table)',
      'Messages (number)',
      'Actions by source (heatmap)',
      'Clients (map)',
    ]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeInTheDocument();
      // Each visualization's code loads when it is first drawn.
      await expect(
        await within(canvas.getByRole('group', { name: title })).findByRole('figure', { name: title }, { timeout: 5000 }),
      ).toBeVisible();
    }
    await expect(within(canvas.getByRole('group', { name: 'Messages (number)' })).getByText('2,377')).toBeInTheDocument();
    await expect(canvas.getByText('Unknown Widget: logs')).toBeInTheDocument();
  },
};

/** A chart's value from the keyboard: its menu adds the value to the query, and shows its documents in a new message table. */
export const ChartValueActions: Story = {
  args: { view: storyView(visualizations.view), job: storyJob({ extraResults: visualizations.results }) },
  parameters: { screenshot: false }, // The play checks the query and the new widget; AllVisualizations shows the charts.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slices = await canvas.findByRole('application', { name: 'Actions (pie), slices' });
    const openFirstSlice = async () => {
      slices.focus();
      await userEvent.keyboard('{ArrowRight}{Enter}');
      return body().findByRole('menu', { name: /^action: login failed, count\(\) = 412/ });
    };
    await userEvent.click(within(await openFirstSlice()).getByRole('menuitem', { name: 'Add to query' }));
    await waitFor(() => expect(canvas.getByTestId('query')).toHaveTextContent('action:"login failed"'));
    await userEvent.click(within(await openFirstSlice()).getByRole('menuitem', { name: 'Show documents for value' }));
    await expect(await canvas.findByRole('heading', { name: 'Messages for action: login failed' })).toBeVisible();
  },
};

/** Widget grid geometry (§9): rows of 100 px; 12 columns, fewer below 175 px per column (xl 10, lg 8, md 6, sm 4, xs 2). */
export const GridGeometry: Story = {
  args: {
    view: storyView({
      positions: {
        [COUNT_WIDGET_ID]: { col: 1, row: 1, height: 4, width: 1 },
        [MESSAGES_WIDGET_ID]: { col: 1, row: 5, height: 6, width: Infinity },
      },
    }),
  },
  parameters: { screenshot: false }, // The play widens the grid past the page (up to 2,101 px) to reach each breakpoint; its measurements check the layout.
  play: async ({ canvasElement }) => {
    const MARGIN = 10; // Between rows and between columns, as the grid places them.
    const item = (id: string) => canvasElement.querySelector<HTMLElement>(`[data-widget-id="${id}"]`)!;
    const rect = (id: string) => item(id).getBoundingClientRect();
    await waitFor(() => expect(rect(COUNT_WIDGET_ID).height).toBeGreaterThan(0));
    const grid = item(COUNT_WIDGET_ID).parentElement!;

    // Rows: a widget of height h is h × 100 px plus the h − 1 margins between them; row 5 starts after 4 rows and their margins.
    // The grid places its items once it has measured its width, a frame or two after the first paint.
    await waitFor(() =>
      expect({
        count: rect(COUNT_WIDGET_ID).height,
        messages: rect(MESSAGES_WIDGET_ID).height,
        rowFive: rect(MESSAGES_WIDGET_ID).top - rect(COUNT_WIDGET_ID).top,
      }).toEqual({ count: 4 * 100 + 3 * MARGIN, messages: 6 * 100 + 5 * MARGIN, rowFive: 4 * (100 + MARGIN) }),
    );

    // Columns: the one-column widget is a column wide, so its width tells how many columns the grid has.
    const wrapper = within(canvasElement).getByTestId('results-width');
    const extra = wrapper.getBoundingClientRect().width - grid.getBoundingClientRect().width;
    const columnsAt = async (gridWidth: number, columns: number) => {
      wrapper.style.width = `${gridWidth + extra}px`;
      const column = (gridWidth - (columns - 1) * MARGIN) / columns;
      // The grid follows its container's width a frame or two later, and rounds to whole pixels.
      await waitFor(() =>
        expect({
          grid: grid.getBoundingClientRect().width,
          fullWidth: rect(MESSAGES_WIDGET_ID).width,
          oneColumn: Math.abs(rect(COUNT_WIDGET_ID).width - column) <= 1 ? 'one column wide' : rect(COUNT_WIDGET_ID).width,
        }).toEqual({ grid: gridWidth, fullWidth: gridWidth, oneColumn: 'one column wide' }),
      );
      await waitFor(() => expect(rect(COUNT_WIDGET_ID).height).toBe(4 * 100 + 3 * MARGIN));
    };
    try {
      // Each breakpoint starts past 175 px for each of its columns.
      await columnsAt(12 * 175 + 1, 12);
      await columnsAt(12 * 175 - 1, 10);
      await columnsAt(10 * 175 + 1, 10);
      await columnsAt(10 * 175 - 1, 8);
      await columnsAt(8 * 175 + 1, 8);
      await columnsAt(8 * 175 - 1, 6);
      await columnsAt(6 * 175 + 1, 6);
      await columnsAt(6 * 175 - 1, 4);
      await columnsAt(4 * 175 + 1, 4);
      await columnsAt(4 * 175 - 1, 2);
      await columnsAt(400, 2);
    } finally {
      wrapper.style.width = '100%';
    }
  },
};

/** Stretch makes a widget full width; Compress gives it back its default width. */
export const StretchAndCompress: Story = {
  play: async ({ canvasElement }) => {
    const item = () => canvasElement.querySelector<HTMLElement>('[data-widget-id="a1b2c3d4-0002-4000-8000-000000000002"]')!;
    // Widths relative to the grid: the grid's own width settles once the page's scrollbar has (or
    // has not) appeared, so an absolute width read at the start could be out of date by the end.
    const share = () => item().getBoundingClientRect().width / item().parentElement!.getBoundingClientRect().width;
    await waitFor(() => expect(share()).toBeGreaterThan(0.95));
    await chooseAction(canvasElement, 'All Messages', 'Compress width');
    await waitFor(() => expect(share()).toBeLessThan(0.75));
    await chooseAction(canvasElement, 'All Messages', 'Stretch width');
    await waitFor(() => expect(share()).toBeGreaterThan(0.95));
  },
};

/** "Show surrounding messages": a window of the cluster config opens a search around the message (new tab) for its source and input, marking it. */
export const SurroundingMessages: Story = {
  args: { surrounding: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Expand message' })[3]!);
      const actions = canvas.getByRole('group', { name: 'Message actions' });
      await userEvent.click(within(actions).getByRole('button', { name: 'Show surrounding messages' }));
      const items = await body().findAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        '1 second',
        '5 seconds',
        '10 seconds',
        '30 seconds',
        '1 minute',
        '5 minutes',
      ]);
      const link = new URL(body().getByRole('menuitem', { name: '5 seconds' }).getAttribute('href') ?? '', window.location.origin);
      await expect(Object.fromEntries(link.searchParams)).toEqual({
        q: 'source:"web-01" AND gl2_source_input:"663a1f0e2c9b4d7a8e6f5a41"',
        rangetype: 'absolute',
        from: '2024-05-02T10:14:34.000Z',
        to: '2024-05-02T10:14:44.000Z',
        highlightMessage: '01HX000003Q7M3ZB2K9T',
      });
      await userEvent.click(body().getByRole('menuitem', { name: '1 minute' }));
      await expect(open).toHaveBeenCalledTimes(1);
      const [href, target] = open.mock.calls[0]!;
      await expect(target).toBe('_blank');
      await expect(new URL(String(href), window.location.origin).searchParams.get('from')).toBe('2024-05-02T10:13:39.000Z');
      await expect(body().queryByRole('menu')).toBeNull();
    } finally {
      open.mockRestore();
    }
  },
};

/** "Remove from table" on a field of an expanded message removes the column from this table; "Add to table" brings it back. */
export const RemoveFromTable: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'All Messages' }));
    const headers = () => table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers()).toEqual(['timestamp', 'source']);
    await userEvent.click(table.getAllByRole('button', { name: 'Expand message' })[0]!);
    await userEvent.click(table.getByRole('button', { name: 'source' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Remove from table' }));
    await waitFor(() => expect(headers()).toEqual(['timestamp']));
    await userEvent.click(table.getByRole('button', { name: 'took_ms' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Add to table' }));
    await waitFor(() => expect(headers()).toEqual(['timestamp', 'took_ms']));
  },
};

/** Each column header has the field's menu (keyboard operable): remove from table, add to query, exclude, top values, statistics. */
export const ColumnFieldActions: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'All Messages' }));
    const menuOf = (field: string) => table.getByRole('button', { name: `Actions of field ${field}` });
    menuOf('source').focus();
    await userEvent.keyboard('{Enter}');
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Remove from table',
      'Add to query',
      'Exclude from query',
      'Show top values',
      'Statistics',
    ]);
    await waitFor(() => expect(body().getByRole('menuitem', { name: 'Remove from table' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(within(canvasElement).getByTestId('query')).toHaveTextContent('NOT _exists_:source');
    await waitFor(() => expect(menuOf('source')).toHaveFocus());
    await userEvent.click(menuOf('timestamp'));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Statistics' }));
    await expect(within(canvasElement).getByTestId('widgets')).toHaveTextContent(
      'Message Count | All Messages | Field Statistics for timestamp',
    );
  },
};

/** "Export" of a message table's menu exports that table: its fields in order, its query, range and streams. */
export const ExportMessageTable: Story = {
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'All Messages', 'Export');
    const dialog = within(await body().findByRole('dialog', { name: 'Export message table search results' }));
    await expect(dialog.getByText('Messages of the message table "All Messages", with its query, time range and streams.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Start Download' })).toBeEnabled();
    // Focus leaves the inputs (a blinking caret would make the screenshot unstable).
    dialog.getByRole('button', { name: 'Cancel' }).focus();
  },
};

/** "Edit fields" chooses a table's columns: move with the keyboard on a handle, remove, add; Apply changes the widget. */
export const EditFields: Story = {
  play: async ({ canvasElement }) => {
    const table = () => within(within(canvasElement).getByRole('table', { name: 'All Messages' }));
    const headers = () =>
      table()
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
    await chooseAction(canvasElement, 'All Messages', 'Edit fields');
    const dialog = within(await body().findByRole('dialog', { name: 'Fields of All Messages' }));
    const list = dialog.getByRole('list', { name: 'Table fields' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await expect(order()).toEqual(['timestamp', 'source']);
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    // Keyboard move: Space picks the item up, ArrowUp moves it, Space drops it.
    dialog.getByRole('button', { name: 'Move source' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order()).toEqual(['source', 'timestamp']));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Add a field' }));
    await userEvent.click(await dialog.findByRole('option', { name: 'took_ms' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove timestamp' }));
    await expect(order()).toEqual(['source', 'took_ms']);
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(headers()).toEqual(['source', 'took_ms']);
  },
};

/** The "Edit fields" dialog: a table needs at least one column, so Apply is off once every field is removed. */
export const EditFieldsDialog: Story = {
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'All Messages', 'Edit fields');
    const dialog = within(await body().findByRole('dialog', { name: 'Fields of All Messages' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove timestamp' }));
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove source' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one field.');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Add a field' }));
    await userEvent.click(await dialog.findByRole('option', { name: 'action' }));
    await expect(dialog.getByRole('list', { name: 'Table fields' })).toHaveTextContent('action');
    await expect(dialog.queryByRole('alert')).toBeNull();
    // Focus leaves the field input (a blinking caret would make the screenshot unstable).
    dialog.getByRole('button', { name: 'Apply' }).focus();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};

/** "Change colors" picks a series' colour; the chart draws it at once and the widget keeps it in its formatting settings. */
export const ChangeColors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('figure', { name: 'Message Count' }, { timeout: 5000 });
    await chooseAction(canvasElement, 'Message Count', 'Change colors');
    const dialog = within(await body().findByRole('dialog', { name: 'Colors of Message Count' }));
    await expect(
      within(dialog.getByRole('list', { name: 'Series' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['count()']);
    await userEvent.clear(dialog.getByLabelText('Hex colour'));
    await userEvent.type(dialog.getByLabelText('Hex colour'), '#e76f51');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expect(body().queryByRole('dialog', { name: 'Colors of Message Count' })).toBeNull();
    const bar = widget(canvasElement, 'Message Count').querySelector('svg rect');
    await waitFor(() => expect(bar && getComputedStyle(bar).fill).toBe('rgb(231, 111, 81)'));
  },
};
