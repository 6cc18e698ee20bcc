import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageFooter } from './PageFooter';

const meta = {
  title: 'Components/PageFooter',
  component: PageFooter,
  args: { product: 'Sift', version: '5.1.13+0a1b2c3', hostname: 'web-01', runtime: 'Node.js v20.20.0 on Linux 6.1' },
} satisfies Meta<typeof PageFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(
      'Sift 5.1.13+0a1b2c3 on web-01 (Node.js v20.20.0 on Linux 6.1)',
    );
  },
};

export const VersionOnly: Story = {
  args: { hostname: undefined, runtime: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent(/^Sift 5.1.13\+0a1b2c3$/);
  },
};

export const ProvidedFooter: Story = {
  args: { children: 'Sift Enterprise · licensed to Example Corp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('Sift Enterprise · licensed to Example Corp');
  },
};
