import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LIFECYCLES, PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Streams',
    description: 'You can route incoming messages into streams by applying rules against them.',
    documentationLink: {
      title: 'streams documentation',
      href: 'https://go2docs.graylog.org/5-1/making_sense_of_your_log_data/streams.html',
    },
    actions: <Button variant="primary">Create stream</Button>,
  },
  argTypes: { lifecycle: { control: 'inline-radio', options: [undefined, ...LIFECYCLES] } },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Streams' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /streams documentation/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'Create stream' })).toBeInTheDocument();
  },
};

export const Experimental: Story = {
  args: { title: 'Data Lake', lifecycle: 'experimental' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Data Lake Experimental' })).toBeInTheDocument();
  },
};

export const Legacy: Story = {
  args: { title: 'Collectors (legacy)', lifecycle: 'legacy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Legacy')).toBeInTheDocument();
  },
};

export const TitleOnly: Story = { args: { description: undefined, documentationLink: undefined, actions: undefined } };
