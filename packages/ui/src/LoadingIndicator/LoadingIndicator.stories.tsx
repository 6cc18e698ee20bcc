import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingIndicator, LoadingScreen } from './LoadingIndicator';

const meta = {
  title: 'Components/LoadingIndicator',
  component: LoadingIndicator,
  args: { text: 'Loading...', delay: 500 },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Appears after 500 ms (the exact boundary is asserted with fake timers in LoadingIndicator.test.tsx). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...');
  },
};

export const CustomText: Story = { args: { text: 'Loading search results...', delay: 0 } };

export const AppLoadingScreen: StoryObj<typeof LoadingScreen> = {
  parameters: { layout: 'fullscreen' },
  render: () => <LoadingScreen product="Sift" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We are preparing Sift for you...');
  },
};
