import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { currentPage: 1, totalPages: 10, onChange: fn(), disabled: false },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.currentPage);
    return (
      <Pagination
        {...args}
        currentPage={page}
        onChange={(next) => {
          args.onChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const MiddlePage: Story = { args: { currentPage: 6, totalPages: 12 } };

/** A page above the last is shown as the last. */
export const AboveLastPage: Story = {
  args: { currentPage: 40, totalPages: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With one page or fewer nothing is rendered. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  // With one page there is no pagination at all: the play function asserts it, a screenshot would be empty.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Disabled: Story = { args: { currentPage: 2, totalPages: 5, disabled: true } };
