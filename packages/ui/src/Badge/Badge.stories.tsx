import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, BADGE_VARIANTS } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { variant: 'default', children: '12' },
  argTypes: { variant: { control: 'inline-radio', options: BADGE_VARIANTS } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {BADGE_VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('danger')).toBeInTheDocument();
  },
};

export const InText: Story = {
  render: () => (
    <span>
      Unread notifications <Badge variant="danger">3</Badge>
    </span>
  ),
};
