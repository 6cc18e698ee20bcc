import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyToClipboardButton } from './CopyToClipboardButton';

const meta = {
  title: 'Components/CopyToClipboardButton',
  component: CopyToClipboardButton,
  args: {
    text: 'source:web-01 AND http_status:>=500',
    children: 'Copy query',
    action: 'copy',
    variant: 'default',
    size: 'small',
    onCopied: fn(),
    messageDuration: 60_000,
  },
  // The confirmation stays long enough for both screenshots; its 2 s default is asserted in CopyToClipboardButton.test.tsx.
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CopyToClipboardButton>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Keyboard only: Tab and Enter copy; the tooltip and a live region confirm with "Copied!". */
export const Playground: Story = {
  play: async ({ args }) => {
    const writeText = fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Copied!');
    await expect(writeText).toHaveBeenCalledWith('source:web-01 AND http_status:>=500');
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
  },
};

/** When the browser refuses, the user is told how to copy by hand. */
export const Failure: Story = {
  play: async ({ canvasElement, args }) => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy query' }));
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Press Ctrl+C / Cmd+C to copy');
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};
