import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, type SortableListItem, type SortableListProps } from './SortableList';

const FIELDS: SortableListItem[] = [
  { id: 'timestamp', title: 'timestamp' },
  { id: 'source', title: 'source' },
  { id: 'message', title: 'message' },
  { id: 'http_status', title: 'http_status' },
];

/** Owns the order like a form would. */
function Demo({ items: initial = FIELDS, onMoveItem, onRemoveItem, ...rest }: Partial<SortableListProps<SortableListItem>>) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      aria-label="Fields"
      {...rest}
      items={items}
      onMoveItem={(next) => {
        setItems(next);
        onMoveItem?.(next);
      }}
      onRemoveItem={
        onRemoveItem &&
        ((item) => {
          setItems((prev) => prev.filter((i) => i.id !== item.id));
          onRemoveItem(item);
        })
      }
    />
  );
}

const meta = {
  title: 'Components/SortableList',
  component: SortableList,
  render: ({ items: _i, ...args }) => (
    <div style={{ maxWidth: 320 }}>
      <Demo {...args} />
    </div>
  ),
  args: { 'aria-label': 'Fields', items: FIELDS, onMoveItem: fn(), onRemoveItem: fn(), disabled: false },
} satisfies Meta<typeof SortableList>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Fields' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Keyboard reordering: Space picks the item up, ArrowDown moves it, Space drops it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Move timestamp' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await pause();
    await userEvent.keyboard('{ArrowDown}');
    await pause();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order(canvasElement)).toEqual(['source', 'message', 'timestamp', 'http_status']));
    await expect(args.onMoveItem).toHaveBeenCalledTimes(1);
    // Escape cancels a move.
    canvas.getByRole('button', { name: 'Move http_status' }).focus();
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await pause();
    await userEvent.keyboard('{Escape}');
    await pause();
    await expect(order(canvasElement)).toEqual(['source', 'message', 'timestamp', 'http_status']);
    await expect(args.onMoveItem).toHaveBeenCalledTimes(1);
  },
};

export const RemoveItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove source' }));
    await expect(args.onRemoveItem).toHaveBeenCalledWith(FIELDS[1]);
    await expect(order(canvasElement)).toEqual(['timestamp', 'message', 'http_status']);
  },
};

export const WithoutRemove: Story = {
  args: { onRemoveItem: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move source' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove source' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove source' }), { pointerEventsCheck: 0 });
    await expect(args.onRemoveItem).not.toHaveBeenCalled();
  },
};
