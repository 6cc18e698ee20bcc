import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { Wizard, type WizardStepWithContent } from './Wizard';

const STEPS: WizardStepWithContent[] = [
  { key: 'general', title: 'General', component: <p>Name the event definition and describe it.</p> },
  { key: 'condition', title: 'Condition', component: <p>Choose the filter and the aggregation that trigger an event.</p> },
  { key: 'notifications', title: 'Notifications', component: <p>Pick who hears about the event.</p> },
  { key: 'summary', title: 'Summary', component: <p>Check everything and save.</p> },
];

const meta = {
  title: 'Components/Wizard',
  component: Wizard,
  args: { steps: STEPS, onStepChange: fn(), hidePreviousNextButtons: false, 'aria-label': 'Event definition steps' },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous / Next and the step titles change the step; Previous is disabled first, Next last. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'step');
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: 'Condition' })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('region', { name: 'Condition' })).toHaveTextContent('Choose the filter');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('condition');
    await userEvent.click(canvas.getByRole('button', { name: 'Summary' }));
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-current', 'step');
    await expect(args.onStepChange).toHaveBeenLastCalledWith('notifications');
  },
};

/** Next is disabled when the step after is disabled; Previous when the step before is. */
export const DisabledStep: Story = {
  args: { steps: STEPS.map((step) => (step.key === 'notifications' ? { ...step, disabled: true } : step)), activeStep: 'condition' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeDisabled();
  },
};

export const PreviousStepDisabled: Story = {
  args: { steps: STEPS.map((step) => (step.key === 'notifications' ? { ...step, disabled: true } : step)), activeStep: 'summary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** An active step that is not a step logs a warning and shows the first step. */
export const InvalidActiveStep: Story = {
  args: { activeStep: 'missing' },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => undefined);
    return () => warn.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(console.warn).toHaveBeenCalledWith(
      'Wizard: the active step "missing" is not one of the steps (general, condition, notifications, summary).',
    );
    await expect(canvas.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'step');
  },
};

export const WithoutPreviousNext: Story = {
  args: { hidePreviousNextButtons: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Summary' }));
    await expect(canvas.getByRole('region', { name: 'Summary' })).toBeVisible();
  },
};
