import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Enable TLS', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box; Space does the same from the keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Enable TLS' });
    await userEvent.click(canvas.getByText('Enable TLS'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

/** The description is the checkbox's accessible description. */
export const WithDescription: Story = {
  args: { label: 'TCP keepalive', description: 'Send keepalive packets on idle connections.', defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'TCP keepalive' });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription('Send keepalive packets on idle connections.');
  },
};

function GroupExample() {
  const parts = ['Search query', 'Streams', 'Group by'];
  const [checked, setChecked] = useState<string[]>(['Streams']);
  const all = checked.length === parts.length;
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Checkbox
        label="All parts"
        checked={all}
        indeterminate={checked.length > 0 && !all}
        // An empty or mixed group checks all; a checked group unchecks all.
        onChange={() => setChecked(all ? [] : parts)}
      />
      {parts.map((part) => (
        <div key={part} style={{ paddingLeft: 24 }}>
          <Checkbox
            label={part}
            checked={checked.includes(part)}
            onChange={(on) => setChecked(on ? [...checked, part] : checked.filter((p) => p !== part))}
          />
        </div>
      ))}
    </div>
  );
}

/** A group checkbox is checked, mixed or empty; clicking a mixed one checks all. */
export const Indeterminate: Story = {
  render: () => <GroupExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('checkbox', { name: 'All parts' });
    await expect(group).toBePartiallyChecked();
    await userEvent.click(group);
    await expect(group).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Group by' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Streams' }));
    await expect(group).toBePartiallyChecked();
  },
};

/** Without a visible label the checkbox needs an `aria-label` (a row's select box). */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Select Web servers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Select Web servers' })).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Enable TLS' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
