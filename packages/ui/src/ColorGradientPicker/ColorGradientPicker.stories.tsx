import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_COLOR_SCALE } from '../theme/colorScales';
import { ColorGradientPicker, type ColorGradientPickerProps } from './ColorGradientPicker';

function Demo({ value: initial, onChange, ...rest }: ColorGradientPickerProps) {
  const [value, setValue] = useState(initial);
  return (
    <ColorGradientPicker
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ColorGradientPicker',
  component: ColorGradientPicker,
  render: (args) => <Demo {...args} />,
  args: { value: DEFAULT_COLOR_SCALE, onChange: fn(), reverse: false },
} satisfies Meta<typeof ColorGradientPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 18 scales sorted by name with previews; Viridis by default; arrows move the choice. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'Blackbody',
      'Bluered',
      'Blues',
      'Cividis',
      'Earth',
      'Electric',
      'Greens',
      'Greys',
      'Hot',
      'Jet',
      'Picnic',
      'Portland',
      'Rainbow',
      'RdBu',
      'Reds',
      'Viridis',
      'YlGnBu',
      'YlOrRd',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Viridis' })).toBeChecked();
    const bar = canvasElement.querySelector<HTMLElement>('[data-scale="Viridis"]')!;
    await expect(getComputedStyle(bar).backgroundImage).toContain('linear-gradient');
    await userEvent.click(canvas.getByRole('radio', { name: 'Portland' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('Portland');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Rainbow');
    await expect(canvas.getByRole('radio', { name: 'Rainbow' })).toBeChecked();
  },
};

/** Reversed scales run high to low. */
export const Reversed: Story = {
  args: { reverse: true, value: 'Hot' },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-scale="Hot"]')!;
    await expect(getComputedStyle(bar).backgroundImage).toMatch(/^linear-gradient\(to left/);
  },
};
