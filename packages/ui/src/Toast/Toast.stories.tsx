import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ButtonToolbar } from '../Button/Button';
import { Toast, ToastContainer } from './Toast';
import { toast, TOAST_VARIANTS } from './toastStore';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { variant: 'success', title: 'Configuration updated successfully', message: '', phase: 'visible', onClose: fn() },
  argTypes: { variant: { control: 'inline-radio', options: TOAST_VARIANTS } },
  // The shared toast stack outlives a story: start and end each story with none.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('status');
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toast variant="success" title="Configuration updated successfully" />
      <Toast variant="info" title="Index defaults configuration updated successfully" />
      <Toast variant="warning" title="Could not save or retrieve user preferences" message="Try reloading the page." />
      <Toast
        variant="error"
        title="Could not update config"
        message="There was an error fetching a resource: Bad Request. Additional information: Not available"
      />
    </div>
  ),
};

/** `toast.error(title, message)` from anywhere; an identical toast is not shown twice. */
export const Programmatic: Story = {
  render: () => (
    <>
      <ButtonToolbar aria-label="Show toasts">
        <Button variant="danger" onClick={() => toast.error('Could not update Url Whitelist', 'Request failed with status 500')}>
          Show error
        </Button>
        <Button variant="success" onClick={() => toast.success('Url Whitelist Configuration updated successfully')}>
          Show success
        </Button>
      </ButtonToolbar>
      <ToastContainer />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The live region is there, empty, before the first toast, so screen readers announce that toast.
    const region = await body().findByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(within(region).getAllByRole('alert')).toHaveLength(1);
    await expect(within(region).getAllByRole('status')).toHaveLength(1);
    // Keyboard: the close button of a toast is reachable and closes it.
    within(region).getAllByRole('button', { name: 'Dismiss notification' })[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).queryAllByRole('status')).toHaveLength(0));
  },
};
