import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, ALERT_VARIANTS } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { variant: 'info', title: '', children: 'Index rotation runs every hour.' },
  argTypes: { variant: { control: 'inline-radio', options: ALERT_VARIANTS } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Index rotation runs every hour.');
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Alert variant="info">Index rotation runs every hour.</Alert>
      <Alert variant="success">Configuration updated successfully</Alert>
      <Alert variant="warning">The journal is 80% full.</Alert>
      <Alert variant="danger" title="Runtime Error">
        This widget type has incorrect type or no handler
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Runtime Error' })).toBeInTheDocument();
  },
};

export const Dismissible: Story = {
  args: { variant: 'warning', onDismiss: fn(), children: 'The journal is 80% full.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
