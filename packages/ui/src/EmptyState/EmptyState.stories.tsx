import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, EMPTY_STATE_TEXTS, type EmptyStateKind } from './EmptyState';

const kinds = Object.keys(EMPTY_STATE_TEXTS) as EmptyStateKind[];

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { kind: 'noData' },
  argTypes: { kind: { control: 'select', options: kinds } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No data available.');
  },
};

export const AllTexts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {kinds.map((kind) => (
        <EmptyState key={kind} kind={kind} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'No data available.',
      'Filter does not match any data.',
      'No items to display',
      'No items available',
      'No items found to display.',
      'No entities exist.',
      'Looks like there is nothing here, yet!',
    ]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const WithAction: Story = {
  args: { kind: 'nothingHere', icon: 'dashboard', children: <Button variant="primary">Create dashboard</Button> },
};
