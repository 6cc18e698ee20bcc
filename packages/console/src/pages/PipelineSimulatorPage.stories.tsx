import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { PIPELINE_STORY_DATA, storySimulation } from './pipelines/pipelineStoryData';
import { SimulationResult } from './pipelines/SimulationResult';
import { PipelineSimulatorPage } from './PipelineSimulatorPage';

const meta = {
  title: 'Console/PipelineSimulatorPage',
  component: PipelineSimulatorPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/pipelines/simulate" data={PIPELINE_STORY_DATA}>
      <PipelineSimulatorPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof PipelineSimulatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The simulator before a run: a stream and a message are needed first. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Stream' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run simulation' })).toBeDisabled();
  },
};

/**
 * A run's result: the fields the pipelines added, changed and removed, the processed message, each stage that
 * ran with its rules, what it changed and (opened from the keyboard here) the message after it, and the trace.
 */
export const Result: Story = {
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/pipelines/simulate">
      <SimulationResult simulation={storySimulation} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('table', { name: 'Changed fields' })).getByRole('row', { name: 'source WEB-1 web-1' }),
    ).toBeVisible();
    await expect(canvas.getByText("Enter Stage 0 of Pipeline 'Web traffic' (p1)")).toBeVisible();
    const stages = within(canvas.getByRole('list', { name: 'Stages' }));
    await expect(stages.getByRole('table', { name: 'Fields Web traffic, Stage 1 added' })).toBeVisible();
    await expect(stages.getByText('Not all rules matched: the pipeline stops here')).toBeVisible();
    const stage0 = within(stages.getByRole('listitem', { name: 'Web traffic, Stage 0' }));
    stage0.getByRole('button', { name: 'Message after Web traffic, Stage 0' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      within(stage0.getByRole('table', { name: 'Message after Web traffic, Stage 0' })).getByRole('row', { name: 'source web-1' }),
    ).toBeVisible();
  },
};
