import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { ICON_NAMES, ICON_SIZES } from './iconNames';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'search', size: 'md' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: Object.keys(ICON_SIZES) },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Without a title the icon is decorative and hidden from assistive technology.
    const svg = canvasElement.querySelector('svg[data-icon="search"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithTitle: Story = {
  args: { name: 'alert-triangle', title: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {Object.keys(ICON_SIZES).map((size) => (
        <Icon key={size} name="star" size={size as keyof typeof ICON_SIZES} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = Array.from(canvasElement.querySelectorAll('svg')).map((svg) => svg.getAttribute('width'));
    await expect(widths).toEqual(['12', '14', '16', '20', '24']);
  },
};

export const Gallery: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
};
