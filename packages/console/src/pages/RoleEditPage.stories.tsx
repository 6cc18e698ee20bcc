import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route } from 'wouter';
import { routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { storyCatalogue, storyRoles } from '../storybook/userStoryData';
import { RoleEditPage } from './RoleEditPage';

const custom = storyRoles[2]!;
const builtIn = storyRoles[1]!;

function frame(roleId: string, role?: typeof custom) {
  return (
    <ConsoleFrame
      user={adminUser}
      path={`/system/roles/edit/${roleId}`}
      data={[[['systemInfo', 'permissions'], storyCatalogue], ...(role ? ([[['roles', 'one', roleId], role]] as const) : [])]}
    >
      <Route path={routePattern('SYSTEM_ROLES_EDIT')} component={RoleEditPage} />
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/RoleEditPage',
  component: RoleEditPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => frame(custom.id ?? '', custom),
} satisfies Meta<typeof RoleEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A custom role: its area actions checked, the instance permission kept under "Other permissions". */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Streams: read' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Users: list tokens' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Streams: create' })).not.toBeChecked();
    await expect(
      within(canvas.getByRole('list', { name: 'Other permissions' })).getByText('streams:read,edit:6571e0b2c1f3a94d2e7b1d01'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update role' })).toBeEnabled();
  },
};

/** A new role: empty name, nothing checked; a malformed permission is refused. */
export const Create: Story = {
  render: () => frame('new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create role' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Streams: read' })).not.toBeChecked();
    await userEvent.type(canvas.getByLabelText('Permission', { exact: true }), 'streams read');
    await userEvent.click(canvas.getByRole('button', { name: 'Add permission' }));
    await expect(canvas.getByText('Not a permission: write area:action or area:action:id.')).toBeVisible();
  },
};

/** A built-in role on the edit route: read-only. */
export const BuiltIn: Story = {
  render: () => frame(builtIn.id ?? '', builtIn),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Built-in roles cannot be changed.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
