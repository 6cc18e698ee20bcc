import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextInput } from '../TextInput/TextInput';
import { FormGroup } from './FormGroup';

const meta = {
  title: 'Components/FormGroup',
  component: FormGroup,
  args: {
    label: 'Bind address',
    help: 'The address the input listens on.',
    optional: false,
    children: (control) => <TextInput {...control} defaultValue="0.0.0.0" />,
  },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and the help text describes it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Bind address' });
    await expect(input).toHaveAccessibleDescription('The address the input listens on.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Optional fields say "(optional)" after the label, as part of the control's name. */
export const Optional: Story = {
  args: {
    label: 'Override source',
    optional: true,
    help: 'The source is set to this value instead of the sender.',
    children: (control) => <TextInput {...control} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Override source (optional)' })).toBeInTheDocument();
  },
};

/** An error marks the control invalid and is read after the help text. */
export const WithError: Story = {
  args: { label: 'Title', help: 'A descriptive name.', error: 'Field is required', children: (control) => <TextInput {...control} /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A descriptive name. Field is required');
  },
};

function GroupExample() {
  const [value, setValue] = useState('delete');
  return (
    <>
      <FormGroup label="Retention strategy" labelFor="group" help="What happens to the oldest index.">
        {(control) => (
          <RadioGroup
            {...control}
            value={value}
            onChange={setValue}
            options={[
              { value: 'delete', label: 'Delete index' },
              { value: 'close', label: 'Close index' },
            ]}
          />
        )}
      </FormGroup>
      <FormGroup label="Rotation unit" optional>
        {(control) => <NativeSelect {...control} value="DAYS" onChange={() => undefined} options={[{ value: 'DAYS', label: 'Days' }]} />}
      </FormGroup>
    </>
  );
}

/** `labelFor="group"` names a group of controls (radios) instead of a single one; any control fits the layout. */
export const GroupOfControls: Story = {
  render: () => <GroupExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Retention strategy' });
    await expect(group).toHaveAccessibleDescription('What happens to the oldest index.');
    await userEvent.click(within(group).getByRole('radio', { name: 'Close index' }));
    await expect(within(group).getByRole('radio', { name: 'Close index' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Rotation unit (optional)' })).toHaveValue('DAYS');
  },
};
