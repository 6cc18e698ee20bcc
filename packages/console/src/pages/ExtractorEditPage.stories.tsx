import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeExtractor, decodeInput, type ExtractorPreviewRow, type ExtractorTestResult, type Message } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { EXTRACTOR_INPUT_WIRE, PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractors/extractorFixtures';
import { EXTRACTOR_FORM_TEXTS, recentSummary } from './extractors/extractorFormTexts';
import { ExtractorEditPage } from './ExtractorEditPage';

const input = decodeInput(EXTRACTOR_INPUT_WIRE);
const LINE = 'GET /index.html status=404 took 12ms';
const message: Message = {
  id: 'm-1',
  index: 'graylog_0',
  fields: { message: LINE, source: 'web-02' },
  highlightRanges: {},
  decorationStats: null,
};
const extractors = [STATUS_EXTRACTOR, PATH_EXTRACTOR].map((wire) => decodeExtractor(wire));
// The tester's answer, cached under the key useExtractorTest reads once typing has settled.
const testKey = (type: string, config: Record<string, unknown>, example: string) =>
  ['extractors', 'test', JSON.stringify([type, config, example])] as const;
const found: ExtractorTestResult = { matched: true, value: '404', range: { start: 23, end: 26 }, fields: null, error: null };
const previewKey = (type: string, config: Record<string, unknown>, field: string) =>
  ['extractors', 'preview', JSON.stringify([input.id, type, config, field])] as const;
const preview: ExtractorPreviewRow[] = [
  { messageId: 'r3', example: 'GET /cart status=502 took 80ms', result: { ...found, value: '502' } },
  { messageId: 'r2', example: 'POST /login status=200 took 31ms', result: { ...found, value: '200' } },
  { messageId: 'r1', example: 'healthcheck ok', result: { matched: false, value: null, range: null, fields: null, error: null } },
  { messageId: 'r0', example: null, result: null },
];
const NEW_PATH = `/system/inputs/${input.id}/n1/extractors/new?extractor_type=regex&field=message&example_index=graylog_0&example_id=m-1`;

const frame = (path: string, regex = '') => (
  <ConsoleFrame
    user={adminUser}
    path={path}
    data={[
      [['input', input.id], input],
      [['extractors', input.id], extractors],
      [['extractors', input.id, PATH_EXTRACTOR.id], extractors[1]],
      [['search', 'message', 'graylog_0', 'm-1'], message],
      [testKey('regex', { regex_value: regex }, LINE), found],
      [previewKey('regex', { regex_value: regex }, 'message'), preview],
    ]}
  >
    <Route path={routePattern('SYSTEM_INPUT_EXTRACTORS_CREATE')} component={ExtractorEditPage} />
    <Route path={routePattern('SYSTEM_INPUT_EXTRACTORS_EDIT')} component={ExtractorEditPage} />
  </ConsoleFrame>
);

const meta = {
  title: 'Console/ExtractorEditPage',
  component: ExtractorEditPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => frame(NEW_PATH, 'status=(\\d+)'),
} satisfies Meta<typeof ExtractorEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Create extractor" from a message's field: the regex is tried on the example as it is typed. */
export const FromMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create extractor for Web servers (GELF TCP)' })).toBeVisible();
    await expect(canvas.getByLabelText('Example')).toHaveValue(LINE);
    await userEvent.type(canvas.getByLabelText('Regular expression'), 'status=(\\d+)');
    await expect(await canvas.findByText('Extracted value: 404')).toBeVisible();
    await expect(await canvas.findByText(recentSummary(2, 3, 4))).toBeVisible();
  },
};

/** Saving with fields missing marks them. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create extractor' }));
    await expect(canvas.getByText(EXTRACTOR_FORM_TEXTS.fixErrors)).toBeVisible();
    await expect(canvas.getAllByText('Required field')).toHaveLength(3);
  },
};

/** Editing a stored split & index extractor with a converter and a condition. */
export const Edit: Story = {
  render: () => frame(`/system/inputs/${input.id}/n1/extractors/${PATH_EXTRACTOR.id}/edit`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit extractor "Request path"' })).toBeVisible();
    await expect(canvas.getByLabelText('Target index')).toHaveValue('2');
    // Without an example, neither the extractor nor its condition can be tried.
    await expect(canvas.getAllByText(EXTRACTOR_FORM_TEXTS.noExample)).toHaveLength(2);
    await userEvent.selectOptions(canvas.getByLabelText('Add converter'), 'CSV to fields');
    await expect(canvas.getByLabelText('Field names')).toBeVisible();
    await expect(canvas.getByLabelText(/^Separator/)).toHaveValue(',');
  },
};
