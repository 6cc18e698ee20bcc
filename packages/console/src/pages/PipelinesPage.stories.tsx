import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, userEvent, within } from 'storybook/test';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../storybook/storyData';
import { PipelineDetailsPage } from './PipelineDetailsPage';
import { PIPELINE_STORY_DATA } from './pipelines/pipelineStoryData';
import { PipelinesPage } from './PipelinesPage';

const meta = {
  title: 'Console/PipelinesPage',
  component: PipelinesPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/pipelines" data={PIPELINE_STORY_DATA}>
      <PipelinesPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof PipelinesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two pipelines, one connected to a stream, with their stages; an administrator may add and delete. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Pipelines' });
    await expect(within(table).getByRole('link', { name: 'Web traffic' })).toBeVisible();
    await expect(within(table).getByText('Web servers')).toBeVisible();
    await expect(within(table).getByText('Not connected')).toBeVisible();
    await expect(within(table).getByText('12.5 msg/s')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add new pipeline' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete pipeline Audit' })).toBeVisible();
  },
};

/** A Reader holds no pipeline permission: "Missing Permissions". */
export const AsReader: Story = {
  render: () => (
    <ConsoleFrame user={readerUser} path="/system/pipelines" data={PIPELINE_STORY_DATA}>
      <PipelinesPage />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

const details = () => (
  <ConsoleFrame user={adminUser} path="/system/pipelines/p1" data={PIPELINE_STORY_DATA}>
    <Route path={routePattern('SYSTEM_PIPELINES_SHOW')} component={PipelineDetailsPage} />
  </ConsoleFrame>
);

/** A pipeline's page: details, the stream it is connected to, and its stages with their rules (one rule name no rule has). */
export const PipelineDetails: Story = {
  render: details,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pipeline Web traffic' })).toBeVisible();
    await expect(canvas.getByText('Processes the messages of: Web servers')).toBeVisible();
    const stage1 = within(canvas.getByRole('table', { name: 'Rules of Stage 1' }));
    await expect(stage1.getByRole('link', { name: 'tag slow requests' })).toBeVisible();
    await expect(stage1.getByText('unknown rule')).toBeVisible();
    await expect(canvas.getByText('Throughput: 4.25 msg/s')).toBeVisible();
  },
};

/** Editing a stage: its number, how its rules must match, its rules. */
export const EditStage: Story = {
  render: details,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Stage 1' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit Stage 1' }));
    await expect(dialog.getByRole('radio', { name: 'All rules on this stage match the message' })).toBeChecked();
    await expect(dialog.getByLabelText('Stage')).toHaveValue(1);
  },
};
