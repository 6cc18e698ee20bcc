import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CenteredPageLayout } from './CenteredPageLayout';

// A small inline SVG pattern so the background story works offline and renders the same every time.
const pattern = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#1e3a66"/><circle cx="20" cy="20" r="6" fill="#2f5fa8"/></svg>',
)}`;

const meta = {
  title: 'Components/Layouts/CenteredPageLayout',
  component: CenteredPageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Welcome to Sift',
    description: 'Create your first input to start receiving messages.',
    children: <Button variant="primary">Set up an input</Button>,
  },
} satisfies Meta<typeof CenteredPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Sift' })).toBeInTheDocument();
    await expect(canvas.getByText('Create your first input to start receiving messages.')).toBeInTheDocument();
  },
};

export const WithBackgroundImage: Story = {
  args: { backgroundImage: pattern },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(getComputedStyle(main).backgroundImage).toContain('url(');
  },
};
