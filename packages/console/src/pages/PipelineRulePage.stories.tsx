import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { PipelineRulePage } from './PipelineRulePage';
import { PipelineRulesPage } from './PipelineRulesPage';
import { PIPELINE_STORY_DATA } from './pipelines/pipelineStoryData';

const rule = (path: string) => (
  <ConsoleFrame user={adminUser} path={path} data={PIPELINE_STORY_DATA}>
    <Route path={routePattern('SYSTEM_PIPELINES_RULE')} component={PipelineRulePage} />
  </ConsoleFrame>
);

const meta = {
  title: 'Console/PipelineRulePage',
  component: PipelineRulePage,
  render: () => rule('/system/pipelines/rules/r1'),
} satisfies Meta<typeof PipelineRulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rule in the editor: keywords, strings, fields, functions and numbers highlighted, lines numbered. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pipeline rule tag slow requests' })).toBeVisible();
    await expect(canvas.getByLabelText('Rule source')).toHaveValue(
      'rule "tag slow requests"\nwhen\n  to_long($message.took_ms, 0) > 500\nthen\n  set_field("slow", true);\nend',
    );
    const mirror = canvas.getByTestId('code-mirror');
    await expect(mirror.querySelector('[data-kind="field"]')).toHaveTextContent('$message.took_ms');
    await expect(mirror.querySelector('[data-kind="function"]')).toHaveTextContent('to_long');
    await expect(canvas.getByRole('button', { name: 'Update rule' })).toBeVisible();
  },
};

/** Typing a function's first letters lists the functions with their signatures and the chosen one's description. */
export const FunctionCompletion: Story = {
  render: () => rule('/system/pipelines/rules/new'),
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByLabelText('Rule source');
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control}{Enter}set_');
    const list = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: 'Completions' });
    await expect(within(list).getByRole('option', { name: 'set_field(field: String, value: Object): Void' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).getByText('Sets a new field in a message')).toBeVisible();
  },
};

const R1_SOURCE = 'rule "tag slow requests"\nwhen\n  to_long($message.took_ms, 0) > 500\nthen\n  set_field("slow", true);\nend';
const sampleMessage = (id: string, fields: Record<string, unknown>) => ({
  id,
  index: 'graylog_0',
  fields,
  highlightRanges: {},
  decorationStats: null,
});
const TRIAL_SAMPLE = [
  sampleMessage('m1', { message: 'GET /checkout took 812 ms', source: 'web-1', took_ms: 812 }),
  sampleMessage('m2', { message: 'GET /index.html took 14 ms', source: 'web-2', took_ms: 14 }),
];
const TRIAL_DATA = [
  ...PIPELINE_STORY_DATA,
  [['search', 'ruleTrialSample', '6650b0c1d2e3f4a5b6c7d8e9'], TRIAL_SAMPLE],
  [
    ['pipelineRules', 'trial', R1_SOURCE, 'm1,m2'],
    {
      errors: null,
      results: [
        {
          matched: true,
          failed: false,
          dropped: false,
          fields: { ...TRIAL_SAMPLE[0]?.fields, slow: true },
          added: { slow: true },
          changed: {},
          removed: {},
        },
        { matched: false, failed: false, dropped: false, fields: TRIAL_SAMPLE[1]?.fields ?? {}, added: {}, changed: {}, removed: {} },
      ],
    },
  ],
] as const;

/** The rule tried on a stream's newest messages: what it adds to each, or that its condition does not hold. */
export const TryOnStream: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/pipelines/rules/r1" data={TRIAL_DATA}>
      <Route path={routePattern('SYSTEM_PIPELINES_RULE')} component={PipelineRulePage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stream' }));
    await userEvent.click(await body.findByRole('option', { name: 'Web servers' }));
    const slow = await canvas.findByRole('region', { name: 'Message GET /checkout took 812 ms' });
    await expect(within(within(slow).getByRole('table', { name: 'Added fields' })).getByText('slow')).toBeVisible();
    const fast = canvas.getByRole('region', { name: 'Message GET /index.html took 14 ms' });
    await expect(within(fast).getByText("The rule's condition does not hold for this message.")).toBeVisible();
  },
};

/** The rules with the pipelines that use them. */
export const RulesOverview: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/pipelines/rules" data={PIPELINE_STORY_DATA}>
      <PipelineRulesPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Rules' }));
    await expect(table.getByRole('link', { name: 'tag slow requests' })).toBeVisible();
    await expect(table.getAllByRole('link', { name: 'Web traffic' })).toHaveLength(2);
    await expect(table.getByText('0.5 errors/s')).toBeVisible();
  },
};
