import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { adminUser, readerUser } from '../../storybook/storyData';
import { TopNav } from './TopNav';

const meta = {
  title: 'Console/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: { user: adminUser, onLogout: fn(async () => undefined) },
  render: (args) => (
    <ConsoleFrame
      user={args.user}
      path="/system/nodes"
      data={[
        [['throughput'], { input: 1250, output: 1248 }],
        [['notifications'], { total: 2, notifications: [] }],
      ]}
    >
      <TopNav {...args} />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The root administrator on System → Nodes: every System entry that has a screen, "Show profile" (read-only account). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByLabelText('Throughput')).toHaveTextContent('In 1,250 / Out 1,248 msg/s');
    await expect(within(nav).getByRole('link', { name: '2 system notifications' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'System / Nodes' }));
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Overview',
      'Configurations',
      'Nodes',
      'Inputs',
      'Outputs',
      'Indices',
      'Logging',
      'Users and Teams',
      'Roles',
      'Authentication',
      'Content Packs',
      'Grok Patterns',
      'Lookup Tables',
      'Pipelines',
      'Sidecars',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(nav).getByRole('button', { name: 'Administrator' }));
    await expect(await body().findByRole('menuitem', { name: 'Show profile' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A Reader: no Users and Teams, and "Edit profile". */
export const Reader: Story = {
  args: { user: readerUser },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'System / Nodes' }));
    const items = await body().findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Overview', 'Nodes']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(nav).getByRole('button', { name: 'Reader One' }));
    await expect(await body().findByRole('menuitem', { name: 'Edit profile' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
