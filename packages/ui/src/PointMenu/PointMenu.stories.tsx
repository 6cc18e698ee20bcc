import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PointMenu, type MenuPoint } from './PointMenu';

const items = (onSelect: (label: string) => void) =>
  ['Add to query', 'Exclude from query', 'Create event definition'].map((label) => ({ label, onSelect: () => onSelect(label) }));

/** A target standing in for a chart: a click opens the menu where the pointer was. */
function Demo({ onSelect }: { onSelect: (label: string) => void }) {
  const [at, setAt] = useState<MenuPoint | null>(null);
  return (
    <div style={{ height: 260 }}>
      <button
        type="button"
        style={{ width: 320, height: 160 }}
        onClick={(e) => {
          // A synthetic click (a play function's) has no pointer position: open at the middle of the target then.
          const box = e.currentTarget.getBoundingClientRect();
          setAt(
            e.clientX === 0 && e.clientY === 0
              ? { x: box.left + box.width / 2, y: box.top + box.height / 2 }
              : { x: e.clientX, y: e.clientY },
          );
        }}
      >
        A value in a chart
      </button>
      <PointMenu at={at} title="http_method: GET, count() = 42" items={items(onSelect)} onClose={() => setAt(null)} />
    </div>
  );
}

const meta = {
  title: 'Components/PointMenu',
  component: Demo,
  args: { onSelect: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Opened at the click: focus on the first item, arrows move, Enter chooses and the menu closes with focus back on the value. */
export const AtAPoint: Story = {
  parameters: {
    // Open at the end: the focus manager's aria-hidden focus guards count as aria-hidden-focus (as in DropdownMenu's Open story).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const target = within(canvasElement).getByRole('button', { name: 'A value in a chart' });
    await userEvent.click(target);
    const menu = await body().findByRole('menu', { name: 'http_method: GET, count() = 42' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Add to query' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Exclude from query' })).toHaveFocus();
  },
};

/** Enter chooses; Escape closes without choosing; focus returns to the value. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const target = within(canvasElement).getByRole('button', { name: 'A value in a chart' });
    await userEvent.click(target);
    let menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Add to query' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('Create event definition');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(target).toHaveFocus());
    await userEvent.click(target);
    menu = await body().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Add to query' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
