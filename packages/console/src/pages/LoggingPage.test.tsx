import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { LEVEL_CHANGE_FAILED, levelChanged, LOGGING_DESCRIPTION } from './LoggingPage';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const NODE = {
  node_id: 'n-1',
  cluster_id: 'c-1',
  short_node_id: 'n-1',
  hostname: 'sift-host',
  is_leader: true,
  transport_address: 'http://sift-host:9000/api/',
  last_seen: '2024-01-01T00:00:00.000Z',
  type: 'server',
};
const PAGE = { timeout: 10_000 };

function routes(levels: { graylog: string; inputs?: string }) {
  return {
    'GET /users/jane': ADMIN,
    'GET /system/cluster/nodes': { total: 1, nodes: [NODE] },
    'GET /cluster/system/loggers/subsystems': () => ({
      'n-1': {
        subsystems: {
          graylog: {
            title: 'Graylog',
            categories: ['org.graylog2', 'org.graylog'],
            description: 'All messages from Graylog-owned systems.',
            level: levels.graylog,
            level_syslog: 400,
          },
        },
      },
    }),
    'GET /cluster/system/loggers': () => ({
      'n-1': {
        total: 2,
        loggers: {
          '': { level: 'warn', level_syslog: 300 },
          'org.graylog2': { level: levels.graylog, level_syslog: 400 },
          ...(levels.inputs ? { 'org.graylog2.inputs': { level: levels.inputs, level_syslog: 500 } } : {}),
        },
      },
    }),
  };
}

beforeEach(() => window.localStorage.clear());

describe('System -> Logging', () => {
  it("changes a subsystem's level on its node and shows the new level", async () => {
    const levels = { graylog: 'info' };
    const { api } = renderApp(
      {
        ...routes(levels),
        'PUT /cluster/system/loggers/n-1/subsystems/graylog/level/debug': () => {
          levels.graylog = 'debug';
          return undefined;
        },
      },
      '/system/logging',
    );
    expect(await screen.findByRole('heading', { name: 'Logging', level: 1 }, PAGE)).toBeInTheDocument();
    expect(screen.getByText(LOGGING_DESCRIPTION)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Node n-1 / sift-host' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Log level of Graylog' });
    expect(select).toHaveValue('info');
    expect(screen.getByText('All messages from Graylog-owned systems.')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'debug');
    expect(await screen.findByText(levelChanged('Graylog', 'debug'))).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/cluster/system/loggers/n-1/subsystems/graylog/level/debug')).toBe(true);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Log level of Graylog' })).toHaveValue('debug'));
    expect(screen.getByRole('combobox', { name: 'Log level of org.graylog2' })).toHaveValue('debug');
  });

  it('lists the loggers with the root logger, sets one, and adds a logger by name', async () => {
    const levels: { graylog: string; inputs?: string } = { graylog: 'info' };
    const { api } = renderApp(
      {
        ...routes(levels),
        'PUT /system/loggers/org.graylog2/level/error': () => undefined,
        'PUT /system/loggers/org.graylog2.inputs/level/trace': () => {
          levels.inputs = 'trace';
          return undefined;
        },
      },
      '/system/logging',
    );
    const table = await screen.findByRole('table', { name: 'Loggers of node n-1' }, PAGE);
    expect(within(table).getByText('Root logger')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Log level of the root logger' })).toHaveValue('warn');
    await userEvent.selectOptions(within(table).getByRole('combobox', { name: 'Log level of org.graylog2' }), 'error');
    expect(await screen.findByText(levelChanged('org.graylog2', 'error'))).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Set the level of another logger' });
    expect(within(form).getByRole('button', { name: 'Set level' })).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Logger name' }), ' org.graylog2.inputs ');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Level of the new logger' }), 'trace');
    await userEvent.click(within(form).getByRole('button', { name: 'Set level' }));
    expect(await screen.findByText(levelChanged('org.graylog2.inputs', 'trace'))).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Log level of org.graylog2.inputs' })).toHaveValue('trace');
    expect(within(form).getByRole('textbox', { name: 'Logger name' })).toHaveValue('');
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/system/loggers/org.graylog2/level/error',
      '/system/loggers/org.graylog2.inputs/level/trace',
    ]);
  });

  it('names the failure when a level cannot be changed', async () => {
    renderApp(
      {
        ...routes({ graylog: 'info' }),
        'PUT /cluster/system/loggers/n-1/subsystems/graylog/level/off': () =>
          new Response(JSON.stringify({ type: 'ApiError', message: 'Not allowed here' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
      '/system/logging',
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Log level of Graylog' }, PAGE), 'off');
    expect(await screen.findByText(LEVEL_CHANGE_FAILED)).toBeInTheDocument();
    expect(await screen.findByText(/Not allowed here/)).toBeInTheDocument();
  });

  it('gives a Reader "Missing Permissions"', async () => {
    const { api } = renderApp({}, '/system/logging');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes('loggers'))).toBe(false);
  });

  it('lets a user without loggers:edit see the levels but not change them', async () => {
    renderApp(
      { ...routes({ graylog: 'info' }), 'GET /users/jane': { ...USER_WIRE, permissions: ['loggers:read', 'loggers:readsubsystem'] } },
      '/system/logging',
    );
    expect(await screen.findByRole('combobox', { name: 'Log level of Graylog' }, PAGE)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Log level of org.graylog2' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Set the level of another logger' })).not.toBeInTheDocument();
  });
});
