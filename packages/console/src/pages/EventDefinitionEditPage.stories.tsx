import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { decodeFieldTypes } from '@sift/api';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { DEFINITION_WIRE } from './alerts/alertFixtures';
import { aggregationPreviewData, backtestData, notificationsData, storyDefinitions } from './alerts/alertStoryData';
import { EventDefinitionEditPage } from './EventDefinitionEditPage';

const FIELDS = decodeFieldTypes([
  { name: 'source', type: { type: 'string', properties: ['enumerable'], index_names: [] } },
  { name: 'user', type: { type: 'string', properties: ['enumerable'], index_names: [] } },
  { name: 'took_ms', type: { type: 'long', properties: ['numeric', 'enumerable'], index_names: [] } },
]);
const data = [...notificationsData, [['streams', 'all'], []], [['fieldTypes', '', null], FIELDS]] as const;
const message = (id: string, source: string, text: string) => ({
  id,
  index: 'graylog_0',
  fields: { timestamp: '2024-05-01 10:04:12.000', source, message: text },
  highlightRanges: {},
  decorationStats: null,
});
const preview = {
  total: 3,
  messages: [
    message('m1', 'auth-1', 'login failed for bob'),
    message('m2', 'auth-1', 'login failed for bob'),
    message('m3', 'auth-2', 'login failed for alice'),
  ],
};
const edit = [
  ...data,
  [['eventDefinitions', 'one', DEFINITION_WIRE.id], storyDefinitions[0]],
  [['search', 'eventFilterPreview', { query: 'action:login_failed', streams: [], rangeSeconds: 300 }], preview],
  ...backtestData,
  ...aggregationPreviewData,
] as const;

const meta = {
  title: 'Console/EventDefinitionEditPage',
  component: EventDefinitionEditPage,
  render: () => (
    <ConsoleFrame user={adminUser} path={`/alerts/definitions/${DEFINITION_WIRE.id}/edit`} data={edit}>
      <Route path="/alerts/definitions/:definitionId/edit">
        <EventDefinitionEditPage />
      </Route>
    </ConsoleFrame>
  ),
} satisfies Meta<typeof EventDefinitionEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Event definition steps' }));

/** A stored aggregation on its Condition step: count() per user above 10, with the widget editor's pickers and the filter's preview. */
export const Playground: Story = {
  parameters: {
    screenshot: {
      allowedMismatchedPixels: 300,
      why: "the native unit selects' text lands on either side of a pixel from run to run (174 px in CI)",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Title')).toHaveValue('Failed logins');
    await userEvent.click(steps(canvasElement).getByRole('button', { name: 'Condition' }));
    await expect(canvas.getByLabelText('Threshold of count()')).toHaveValue(10);
    await expect(canvas.getByRole('region', { name: 'Group By' })).toBeVisible();
    await expect(await canvas.findByText('3 messages match in the last 300 seconds.')).toBeVisible();
    await expect(await canvas.findByText(/would have raised 3 events/)).toBeVisible();
    await expect(await canvas.findByText('3 groups in the last 300 seconds; 2 would raise an event.')).toBeVisible();
  },
};

/** The Condition step's backtest: the last 24 hours' matching messages per hour, and the three events the definition would have raised as marks. */
export const Backtest: Story = {
  // The same screen as Playground's screenshot (the Condition step, the backtest at its foot).
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await steps(canvasElement).findByRole('button', { name: 'Condition' }));
    const panel = within(await canvas.findByRole('region', { name: 'Backtest' }));
    await expect(await panel.findByText('This definition would have raised 3 events in 288 runs over this range.')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Time range: / })).toBeVisible();
    await expect(panel.getAllByTestId('event-annotation')).toHaveLength(3);
  },
};

/** The Condition step's aggregation preview: the groups of the last five minutes, each count() and which would raise an event. */
export const AggregationPreview: Story = {
  // The same screen as Playground's screenshot (the Condition step, the preview above the backtest).
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await steps(canvasElement).findByRole('button', { name: 'Condition' }));
    const panel = within(await canvas.findByRole('region', { name: 'Aggregation Preview' }));
    await expect(await panel.findByText('3 groups in the last 300 seconds; 2 would raise an event.')).toBeVisible();
    const table = within(panel.getByRole('table', { name: 'Groups' }));
    await expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['user', 'count()', 'Would raise']);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['alice', 'bob', 'carol']);
    await expect(within(rows[0]!).getByText('Raises an event')).toBeVisible();
    await expect(within(rows[2]!).getByText('No')).toBeVisible();
  },
};

/** The Summary of a new definition lists what keeps it from being saved. */
export const SummaryOfNew: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/alerts/definitions/new" data={data}>
      <EventDefinitionEditPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await steps(canvasElement).findByRole('button', { name: 'Summary' }));
    await expect(canvas.getByText('Event Definition title cannot be empty.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create event definition' })).toBeDisabled();
  },
};
