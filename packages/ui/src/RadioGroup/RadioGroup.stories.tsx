import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RADIO_GROUP_ORIENTATIONS, RadioGroup, type RadioGroupProps } from './RadioGroup';

const OPTIONS = [
  { value: 'literal', label: 'Exact match' },
  { value: 'regex', label: 'Regex', description: 'A Java regular expression.' },
];

function Stateful(props: Omit<RadioGroupProps, 'value' | 'onChange'> & { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Type', options: OPTIONS, value: undefined, onChange: fn(), orientation: 'vertical' },
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_GROUP_ORIENTATIONS } },
  render: (args) => <Stateful {...args} initial={args.value} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking picks an option; arrow keys move the choice within the group. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Type' });
    const literal = within(group).getByRole('radio', { name: 'Exact match' });
    const regex = within(group).getByRole('radio', { name: 'Regex' });
    await userEvent.click(literal);
    await expect(literal).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('literal');
    await userEvent.keyboard('{ArrowDown}');
    await expect(regex).toBeChecked();
    await expect(regex).toHaveAccessibleDescription('A Java regular expression.');
    await expect(args.onChange).toHaveBeenLastCalledWith('regex');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', value: 'regex' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Regex' })).toBeChecked();
  },
};

/** A disabled option cannot be picked; `disabled` on the group disables all. */
export const DisabledOption: Story = {
  args: { options: [OPTIONS[0]!, { ...OPTIONS[1]!, disabled: true }], value: 'literal' },
  play: async ({ canvasElement, args }) => {
    const regex = within(canvasElement).getByRole('radio', { name: 'Regex' });
    await expect(regex).toBeDisabled();
    await userEvent.click(regex);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
