import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoginLayout } from './LoginLayout';

const meta = {
  title: 'Components/Layouts/LoginLayout',
  component: LoginLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    welcome: 'Welcome to Sift',
    footer: 'Sift 0.1.0 · Graylog API 5.1.13',
    children: (
      <form aria-label="Sign in" style={{ display: 'grid', gap: 12 }} onSubmit={(e) => e.preventDefault()}>
        <label style={{ display: 'grid', gap: 4 }}>
          Username
          <input name="username" autoComplete="username" />
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          Password
          <input name="password" type="password" autoComplete="current-password" />
        </label>
        <Button type="submit" variant="primary" block>
          Sign in
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof LoginLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data. Insights. Answers.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Welcome to Sift' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Sift' })).toBeInTheDocument();
  },
};
