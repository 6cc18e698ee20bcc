import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { decodeClusterLoggers, decodeClusterLoggerSubsystems, type User } from '@sift/api';
import { pathTo, routePattern } from '../routing/routes';
import { ConsoleFrame } from '../storybook/ConsoleFrame';
import { adminUser, readerUser, storyNodes, storySystem } from '../storybook/storyData';
import { LoggingPage, LOGGING_DESCRIPTION } from './LoggingPage';

const [leader, member] = storyNodes;
const SUBSYSTEMS = {
  graylog: {
    title: 'Graylog',
    categories: ['org.graylog2', 'org.graylog'],
    description: 'All messages from Graylog-owned systems.',
    level: 'info',
    level_syslog: 400,
  },
  indexer: {
    title: 'Indexer',
    categories: ['org.graylog2.indexer'],
    description: 'All messages related to indexing and searching.',
    level: 'debug',
    level_syslog: 500,
  },
  authentication: {
    title: 'Authentication',
    categories: ['org.apache.shiro'],
    description: 'All user authentication messages.',
    level: 'warn',
    level_syslog: 300,
  },
};
const LOGGERS = {
  '': { level: 'warn', level_syslog: 300 },
  'org.graylog2': { level: 'info', level_syslog: 400 },
  'org.graylog2.indexer': { level: 'debug', level_syslog: 500 },
  'org.graylog2.inputs': { level: 'error', level_syslog: 200 },
};
const subsystems = decodeClusterLoggerSubsystems({
  [leader!.nodeId]: { subsystems: SUBSYSTEMS },
  [member!.nodeId]: null,
});
const loggers = decodeClusterLoggers({
  [leader!.nodeId]: { total: 4, loggers: LOGGERS },
  [member!.nodeId]: null,
});

function Frame({ user }: { user: User }) {
  return (
    <ConsoleFrame
      user={user}
      path={pathTo('SYSTEM_LOGGING')}
      data={[
        [['nodes'], { nodes: storyNodes, total: storyNodes.length }],
        [['system'], storySystem],
        [['systemInfo', 'loggerSubsystems'], subsystems],
        [['systemInfo', 'loggers'], loggers],
      ]}
    >
      <Route path={routePattern('SYSTEM_LOGGING')} component={LoggingPage} />
    </ConsoleFrame>
  );
}

const meta = {
  title: 'Console/LoggingPage',
  component: LoggingPage,
  render: () => <Frame user={adminUser} />,
} satisfies Meta<typeof LoggingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An admin: per node, the logging subsystems and the configured loggers with their levels, each level
 * a select; another logger can be set by name on the node that answers. A node that did not answer says so.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Logging', level: 1 })).toBeVisible();
    await expect(canvas.getByText(LOGGING_DESCRIPTION)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Log level of Indexer' })).toHaveValue('debug');
    await expect(canvas.getByRole('combobox', { name: 'Log level of the root logger' })).toHaveValue('warn');
    await expect(canvas.getByRole('combobox', { name: 'Log level of org.graylog2.inputs' })).toHaveValue('error');
    await expect(canvas.getByRole('form', { name: 'Set the level of another logger' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Node 8d3f6a2b / sift-02' })).toBeVisible();
    await expect(canvas.getAllByText('This node did not answer.')).toHaveLength(2);
  },
};

/** A Reader holds no loggers:read: "Missing Permissions". */
export const Reader: Story = {
  render: () => <Frame user={readerUser} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Missing Permissions' })).toBeVisible();
  },
};
