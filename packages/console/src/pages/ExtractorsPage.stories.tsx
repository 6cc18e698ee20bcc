import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeExtractor, decodeInput } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { EXTRACTOR_INPUT_WIRE, extractorWire, PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractors/extractorFixtures';
import { deleteExtractorQuestion, EXTRACTOR_TEXTS } from './extractors/extractorTexts';
import { ExtractorsPage } from './ExtractorsPage';

const input = decodeInput(EXTRACTOR_INPUT_WIRE);
const LEVEL_EXTRACTOR = extractorWire('2d8c3e40-7e31-11ee-9d2b-0242ac120002', 'Log level', 2, {
  type: 'grok',
  target_field: '',
  extractor_config: { grok_pattern: '%{LOGLEVEL:level}' },
  condition_type: 'regex',
  condition_value: '^\\[',
  metrics: {},
});
const extractors = [STATUS_EXTRACTOR, PATH_EXTRACTOR, LEVEL_EXTRACTOR].map((wire) => decodeExtractor(wire));
const frame = (list = extractors) => (
  <ConsoleFrame
    user={adminUser}
    path={`/system/inputs/${input.id}/n1/extractors`}
    data={[
      [['input', input.id], input],
      [['extractors', input.id], list],
    ]}
  >
    <Route path={routePattern('SYSTEM_INPUT_EXTRACTORS')} component={ExtractorsPage} />
  </ConsoleFrame>
);

const meta = {
  title: 'Console/ExtractorsPage',
  component: ExtractorsPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => frame(),
} satisfies Meta<typeof ExtractorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Extractors in order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Three extractors in the order they run, with what each does and its metrics. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Extractors of Web servers (GELF TCP)' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual(['HTTP status', 'Request path', 'Log level']);
    await expect(canvas.getByText('Grok pattern: copy from message, only if the field matches /^\\[/')).toBeVisible();
    await expect(canvas.getByLabelText('Metrics of HTTP status')).toHaveTextContent(
      '1,200 hits · 3 misses · 0 errors · 12 µs mean, 30 µs 95th percentile',
    );
    await expect(canvas.getByText(EXTRACTOR_TEXTS.orderHelp)).toBeVisible();
  },
};

/** Moving an extractor with the keyboard: the new order shows at once and the list waits for the server. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move Log level' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await pause();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Log level', 'HTTP status', 'Request path']));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move HTTP status' })).toBeDisabled());
  },
};

/** Deleting asks first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete extractor Request path' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete extractor' });
    await expect(within(dialog).getByText(deleteExtractorQuestion('Request path'))).toBeVisible();
  },
};

/** An input without extractors. */
export const NoExtractors: Story = {
  render: () => frame([]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EXTRACTOR_TEXTS.none)).toBeVisible();
  },
};
