import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorTokens } from './ColorTokens';
import { typography } from './typography';

const meta = {
  title: 'Foundations/Theme',
  component: ColorTokens,
  parameters: {
    docs: {
      description: {
        component:
          'Semantic colour tokens and type scale of the teint and noir modes. Components use `colorVars.<group>.<token>`; switch the toolbar to compare modes.',
      },
    },
  },
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('figure');
    await expect(swatches.length).toBeGreaterThan(40);
    // Every chip is painted from a CSS custom property, so the mode switch recolours it.
    const chip = swatches[0]!.querySelector('div')!;
    await expect(chip.style.background).toMatch(/^var\(--sift-/);
  },
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'large', 'body', 'small', 'tiny'] as const).map((size) => (
        <div key={size} style={{ fontSize: typography.size[size], fontWeight: size.startsWith('h') ? 600 : 400 }}>
          {size}: Search your logs in seconds
        </div>
      ))}
      <code>monospace: source:web-01 AND http_status:500</code>
    </div>
  ),
};
