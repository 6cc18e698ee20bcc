import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeCollector, decodeSidecar, decodeSidecarConfiguration, decodeSidecarPage } from '@sift/api';
import { pathTo, routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser } from '../storybook/storyData';
import { SidecarStatusPage } from './SidecarStatusPage';
import { SidecarsPage } from './SidecarsPage';
import { COLLECTORS_WIRE, CONFIGURATIONS_WIRE, FILEBEAT_ID, sidecarPage, sidecarWire, WEB_CONF_ID } from './sidecars/sidecarFixtures';

const running = sidecarWire('web-1');
const failing = sidecarWire('win-dc-1', {
  status: 2,
  message: '0 running / 0 stopped / 1 failing',
  collectors: [
    {
      collector_id: FILEBEAT_ID,
      configuration_id: WEB_CONF_ID,
      status: 2,
      message: 'exit status 1',
      verbose_message: 'Exiting: error loading config file',
    },
  ],
  assignments: [{ collector_id: FILEBEAT_ID, configuration_id: WEB_CONF_ID, assigned_from_tags: [] }],
});
const listKey = (onlyActive: boolean) => ['sidecars', 'list', { query: '', page: 1, perPage: 50, onlyActive }] as const;

const meta = {
  title: 'Console/SidecarsPage',
  component: SidecarsPage,
  // @sift/ui's Panel heading is a fixed <h3> under the page's <h1>; see SystemOverviewPage.stories.
  parameters: { a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } } },
  render: () => (
    <ConsoleFrame user={adminUser} path="/system/sidecars" data={[[listKey(true), decodeSidecarPage(sidecarPage([running, failing], 3))]]}>
      <SidecarsPage />
    </ConsoleFrame>
  ),
} satisfies Meta<typeof SidecarsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running and a failing Sidecar; the one that stopped reporting is left out until inactive Sidecars are included. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Sidecars' }));
    await expect(table.getByText('Running')).toBeVisible();
    await expect(table.getByText('Failing')).toBeVisible();
    await expect(table.queryByText('db-1')).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Include inactive Sidecars' })).not.toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Sidecar has stopped reporting');
  },
};

/** A Sidecar's status page: its details and the failing Filebeat with what it reported. */
export const SidecarStatus: Story = {
  render: () => (
    <ConsoleFrame
      user={adminUser}
      path={pathTo('SYSTEM_SIDECARS_STATUS', { sidecarId: failing.node_id })}
      data={[
        [['sidecars', 'one', failing.node_id], decodeSidecar(failing)],
        [['sidecarCollectors'], COLLECTORS_WIRE.collectors.map((c) => decodeCollector(c))],
        [['sidecarConfigurations'], CONFIGURATIONS_WIRE.configurations.map((c) => decodeSidecarConfiguration(c))],
      ]}
    >
      <Route path={routePattern('SYSTEM_SIDECARS_STATUS')} component={SidecarStatusPage} />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const collectors = within(canvas.getByRole('table', { name: 'Collectors' }));
    await expect(collectors.getByText('Failing')).toBeVisible();
    await expect(collectors.getByText('exit status 1')).toBeVisible();
    await expect(collectors.getByRole('button', { name: 'Restart filebeat' })).toBeVisible();
  },
};
