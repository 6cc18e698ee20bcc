import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeMessage, streamRulesQuery } from '@sift/api';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { TESTER_TEXTS } from './streams/RuleTester';
import { storyStreams } from './streams/streamStoryData';
import { StreamRulesPage } from './StreamRulesPage';

const web = storyStreams[1]!;
const empty = { ...web, id: '6650b0c1d2e3f4a5b6c7d8eb', title: 'New stream', rules: [] };
const sample = [
  decodeMessage(
    {
      index: 'graylog_0',
      message: { _id: 'm1', timestamp: '2024-05-02T10:00:02.000Z', source: 'web-01', message: 'GET /index.html HTTP/1.1 200' },
    },
    'message',
  ),
  decodeMessage(
    {
      index: 'graylog_0',
      message: { _id: 'm2', timestamp: '2024-05-02T10:00:01.000Z', source: 'web-02', message: 'POST /login HTTP/1.1 302' },
    },
    'message',
  ),
];
const previewKey = ['search', 'streamRulesPreview', streamRulesQuery(web.rules, web.matchingType)] as const;

const meta = {
  title: 'Console/StreamRulesPage',
  component: StreamRulesPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={`/streams/${web.id}/edit`}
      data={[
        [['stream', web.id], web],
        [['inputs'], []],
        [previewKey, { total: 128, messages: sample }],
      ]}
    >
      <Route path={routePattern('STREAMS_EDIT')} component={StreamRulesPage} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof StreamRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rules that must all match, and the tester with a message to paste. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Rules of Stream "Web servers"' })).toBeVisible();
    await expect(canvas.getByText('application_name must match exactly nginx')).toBeVisible();
    await expect(canvas.getByText('message must contain HTTP/1.1')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'A message must match all of the following rules' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Test rules' })).toBeEnabled();
    await expect(canvas.getByText('In the last hour, 128 messages would have matched these rules.')).toBeVisible();
    await expect(canvas.getByText(/web-02: POST \/login HTTP\/1.1 302/)).toBeVisible();
  },
};

/** A pasted message that is not a JSON object is refused before anything is sent. */
export const TesterRefusesNonObject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Message fields (JSON)');
    await userEvent.clear(field);
    await userEvent.type(field, '"just a string"');
    await userEvent.click(canvas.getByRole('button', { name: 'Test rules' }));
    await expect(canvas.getByText(TESTER_TEXTS.notAnObject)).toBeVisible();
  },
};

/** The rule dialog for "match regular expression", with its hint. */
export const RuleDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add stream rule' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'New stream rule' }));
    await userEvent.selectOptions(dialog.getByLabelText('Type'), 'match regular expression');
    await expect(dialog.getByText('A regular expression; it matches anywhere in the value unless anchored with ^ and $.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save rule' }));
    await expect(dialog.getAllByText('Field is required')).toHaveLength(2);
  },
};

/** A stream without rules. */
export const NoRules: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path={`/streams/${empty.id}/edit`} data={[[['stream', empty.id], empty]]}>
      <Route path={routePattern('STREAMS_EDIT')} component={StreamRulesPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items found to display.')).toBeVisible();
    await expect(within(canvasElement).getByText('Add a rule to see which of the last hour\u2019s messages it would match.')).toBeVisible();
  },
};
