import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FieldType, QueryValidation } from '@sift/api';
import { adminUser } from '../../storybook/storyData';
import { DEFAULT_SEARCH_BAR_VALUES, type SearchBarValues } from '../searchModel';
import { SearchBarServicesProvider, type SearchBarServices } from '../services';
import { SearchStoryFrame } from '../storybook/SearchStoryFrame';
import { relativePresets } from '../timeRange/durations';
import { SearchBar } from './SearchBar';
import { SEARCH_BUTTON_DIRTY_TITLE, SEARCH_BUTTON_TITLE } from './SearchButton';

const PRESETS = relativePresets({ PT5M: '5 minutes', PT15M: '15 minutes', PT0S: 'all messages', PT1H: '1 hour', P1D: '1 day' }, 0);
const field = (name: string, properties: string[], type = 'string'): FieldType => ({ name, type, properties, indexNames: [] });
const FIELDS = [
  field('source', ['enumerable']),
  field('message', ['full-text-search']),
  field('http_status', ['enumerable', 'numeric'], 'long'),
  field('http_method', ['enumerable']),
];
const STREAMS = [
  { id: 's1', title: 'Web logs' },
  { id: 's2', title: 'Firewall' },
];

const PARSE_ERROR: QueryValidation = {
  status: 'ERROR',
  explanations: [
    {
      errorType: 'QUERY_PARSING_ERROR',
      errorTitle: 'Query parsing error',
      errorMessage: 'Cannot parse \'source:(web\': Encountered "<EOF>"',
      beginLine: 0,
      beginColumn: 7,
      endLine: 0,
      endColumn: 11,
      relatedProperty: null,
    },
  ],
};
const UNKNOWN_FIELD: QueryValidation = {
  status: 'WARNING',
  explanations: [
    {
      errorType: 'UNKNOWN_FIELD',
      errorTitle: 'Unknown field',
      errorMessage: 'Query contains unknown field: colour',
      beginLine: 0,
      beginColumn: 0,
      endLine: 0,
      endColumn: 6,
      relatedProperty: 'colour',
    },
  ],
};

function services(validation: QueryValidation): SearchBarServices {
  return {
    validate: async () => validation,
    suggest: async ({ input }) => ({
      suggestions: ['web-1', 'web-2', 'worker-7']
        .filter((v) => v.startsWith(input))
        .map((value, i) => ({ value, occurrence: 40 - i * 10 })),
      sumOtherDocsCount: 0,
    }),
    keywordRange: async () => ({ from: '2024-05-01T00:00:00.000Z', to: '2024-05-02T00:00:00.000Z', timezone: 'UTC' }),
  };
}

interface StoryArgs {
  /** The form's values when the story opens. */
  initial: SearchBarValues;
  /** The values of the last search (a difference shows the dot). */
  lastSearched?: SearchBarValues;
  /** What the validation answers. */
  validation: QueryValidation;
  running: boolean;
  limitSeconds: number;
  canConfigureRanges: boolean;
}

function StatefulSearchBar({ initial, lastSearched, validation, running, limitSeconds, canConfigureRanges }: StoryArgs) {
  const [values, setValues] = useState(initial);
  const [searched, setSearched] = useState(lastSearched ?? initial);
  const [refresh, setRefresh] = useState({ enabled: false, intervalMs: 5000 as number | null });
  return (
    <SearchStoryFrame user={adminUser} server={{ streams: STREAMS }}>
      <SearchBarServicesProvider services={services(validation)}>
        <SearchBar
          values={values}
          onChange={setValues}
          lastSearched={searched}
          onSubmit={setSearched}
          running={running}
          streams={STREAMS.map((s) => ({ ...s }) as never)}
          fields={FIELDS}
          presets={limitSeconds ? PRESETS.filter((p) => p.seconds !== 0 && p.seconds <= limitSeconds) : PRESETS}
          limitSeconds={limitSeconds}
          timezone="UTC"
          canConfigureRanges={canConfigureRanges}
          configureRangesHref="/system/configurations"
          refresh={refresh}
          onRefreshChange={setRefresh}
          refreshIntervals={[
            { ms: 5000, label: '5 seconds' },
            { ms: 60_000, label: '1 minute' },
          ]}
        />
        <output aria-label="Last search">{searched.queryString}</output>
      </SearchBarServicesProvider>
    </SearchStoryFrame>
  );
}

const meta = {
  title: 'Console/Search/SearchBar',
  component: StatefulSearchBar,
  args: {
    initial: DEFAULT_SEARCH_BAR_VALUES,
    validation: { status: 'OK', explanations: [] },
    running: false,
    limitSeconds: 0,
    canConfigureRanges: true,
  },
} satisfies Meta<typeof StatefulSearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new search: last 5 minutes, all streams, empty query. Enter searches. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Time range: 5 minutes ago – Now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SEARCH_BUTTON_TITLE })).toBeEnabled();
  },
};

/** The query changed since the last search: the button carries a dot. */
export const ChangedSinceLastSearch: Story = {
  args: { initial: { ...DEFAULT_SEARCH_BAR_VALUES, queryString: 'http_method:GET' }, lastSearched: DEFAULT_SEARCH_BAR_VALUES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE }));
    await waitFor(() => expect(canvas.getByLabelText('Last search')).toHaveTextContent('http_method:GET'));
    await expect(canvas.getByRole('button', { name: SEARCH_BUTTON_TITLE })).toBeInTheDocument();
  },
};

/** An ERROR blocks searching; the marked part of the query is underlined, Enter shakes the status. */
export const QueryError: Story = {
  args: {
    initial: { ...DEFAULT_SEARCH_BAR_VALUES, queryString: 'source:(web' },
    lastSearched: DEFAULT_SEARCH_BAR_VALUES,
    validation: PARSE_ERROR,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('button', { name: 'Error: Query parsing error' });
    await expect(canvas.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search query' }), '{Enter}');
    await expect(status).toHaveAttribute('data-shaking', 'true');
    await waitFor(() => expect(status).not.toHaveAttribute('data-shaking'));
    await expect(canvas.getByLabelText('Last search')).toHaveTextContent('');
    await userEvent.click(status);
    await expect(await within(document.body).findByText('(line 1, column 8)')).toBeVisible();
  },
};

/** A WARNING is shown but searching goes on. */
export const QueryWarning: Story = {
  args: {
    initial: { ...DEFAULT_SEARCH_BAR_VALUES, queryString: 'colour:red' },
    lastSearched: DEFAULT_SEARCH_BAR_VALUES,
    validation: UNKNOWN_FIELD,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Warning: Unknown field' });
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_BUTTON_DIRTY_TITLE }));
    await waitFor(() => expect(canvas.getByLabelText('Last search')).toHaveTextContent('colour:red'));
  },
};

/** While a search runs the button spins and cannot be pressed again. */
export const Running: Story = {
  args: { running: true },
  // The spinner turns; a still image of it would differ run to run.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: SEARCH_BUTTON_TITLE })).toBeDisabled();
  },
};

/** Field names complete as you type; values of enumerable fields after the colon. */
export const Completion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Search query' });
    await userEvent.type(input, 'http');
    // The completion list is portalled out of the canvas, onto the page.
    const page = within(document.body);
    await expect(page.getAllByRole('option').map((o) => o.textContent)).toEqual(['http_method', 'http_status']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('http_status:');
    await userEvent.clear(input);
    await userEvent.type(input, 'source:w');
    await waitFor(() => expect(page.getAllByRole('option')).toHaveLength(3));
    // The query is validated after a pause in typing; the search button is disabled until then.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Perform search/ })).toBeEnabled());
  },
};

/** The relative editor of the time range picker, with the preset menu's "Configure Ranges" link. */
export const TimeRangeRelative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Presets' }));
    await expect(body.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      '5 minutes',
      '15 minutes',
      '1 hour',
      '1 day',
      'all messages',
      'Configure Ranges',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /^Time range:/ }));
    const dialog = await body.findByRole('dialog', { name: 'Search time range' });
    await expect(within(dialog).getByRole('spinbutton', { name: 'From value' })).toHaveValue(5);
  },
};

/** The keyword editor with the server's reading of the keyword. */
export const TimeRangeKeyword: Story = {
  args: { initial: { ...DEFAULT_SEARCH_BAR_VALUES, timerange: { type: 'keyword', keyword: 'yesterday', timezone: 'UTC' } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Time range: yesterday' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Search time range' });
    await expect(await within(dialog).findByText('2024-05-01 00:00:00.000')).toBeVisible();
  },
};

/** With a one-hour limit, longer presets and "all messages" are gone; Readers see no "Configure Ranges". */
export const LimitedRanges: Story = {
  args: { limitSeconds: 3600, canConfigureRanges: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Presets' }));
    await expect(
      within(document.body)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['5 minutes', '15 minutes', '1 hour']);
    await userEvent.keyboard('{Escape}');
  },
};
