import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiClient, ApiProvider } from '@sift/api';
import { LoginPage } from './LoginPage';

/** An in-memory server for the sign-in call: "admin" / "password" signs in, anything else is refused. */
const signInOnly: typeof fetch = async (_input, init) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { username?: string; password?: string };
  if (body.username === 'admin' && body.password === 'password') {
    return new Response(
      JSON.stringify({ username: 'admin', session_id: 's', valid_until: '2030-01-01T00:00:00.000Z', user_id: 'local:admin' }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  }
  return new Response(null, { status: 401, statusText: 'Unauthorized' });
};

function WithClient({ onSignedIn }: { onSignedIn?: (username: string) => void }) {
  const client = useMemo(() => new ApiClient({ fetch: signInOnly }), []);
  return (
    <ApiProvider client={client}>
      <LoginPage onSignedIn={onSignedIn} />
    </ApiProvider>
  );
}

const meta = {
  title: 'Console/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  args: { onSignedIn: fn() },
  render: (args) => <WithClient onSignedIn={args.onSignedIn} />,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form on the login layout. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data. Insights. Answers.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignedIn).toHaveBeenCalledWith('admin');
  },
};

/** Refused credentials: a clear error, and the username kept. */
export const InvalidCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'admin');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials, please verify them and retry.');
    await expect(canvas.getByLabelText('Username')).toHaveValue('admin');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
