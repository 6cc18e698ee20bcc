import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { findDialog } from '../testing/findDialog';
import { json, USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { COLLECTORS_WIRE, CONFIGURATIONS_WIRE, sidecarPage, sidecarWire } from './sidecars/sidecarFixtures';

const VARIABLE = { id: 'v1', name: 'beats_output', description: 'Where Beats send to', content: 'graylog:5044' };
const ROUTES = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /sidecar/collectors': COLLECTORS_WIRE,
  'GET /sidecar/configurations': CONFIGURATIONS_WIRE,
  'GET /sidecar/configuration_variables': [VARIABLE],
};

afterEach(() => toast.clear());

describe('System → Sidecars → Configuration', { timeout: 30_000 }, () => {
  it('lists configurations, collectors and variables; a refused variable name shows at its field', async () => {
    let posts = 0;
    const { api } = renderApp(
      {
        ...ROUTES,
        'POST /sidecar/configuration_variables': (call: FakeCall) => {
          posts += 1;
          if (posts === 1)
            return json({ failed: true, errors: { name: ['A variable with that name already exists.'] }, error_context: {} }, 400);
          return { id: 'v2', ...(call.body as object) };
        },
      },
      '/system/sidecars/configuration',
    );
    const configurations = await screen.findByRole('table', { name: 'Configurations' });
    expect(within(configurations).getByRole('link', { name: 'web logs' })).toBeInTheDocument();
    expect(within(configurations).getByText('filebeat on linux')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Collectors' })).getByText('Windows service')).toBeInTheDocument();
    expect(await screen.findByText('${user.beats_output}')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create variable' }));
    const dialog = await findDialog('dialog', { name: 'Create variable' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'beats_output');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'other:5044');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create variable' }));
    expect(await within(dialog).findByText('A variable with that name already exists.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '_2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create variable' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create variable' })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'beats_output_2',
      description: '',
      content: 'other:5044',
    });
  });

  it('gives a user who may only read configurations no create, edit or delete controls', async () => {
    renderApp(
      { ...ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['sidecar_collector_configurations:read', 'sidecar_collectors:read'] } },
      '/system/sidecars/configuration',
    );
    const configurations = await screen.findByRole('table', { name: 'Configurations' });
    expect(within(configurations).queryByRole('link', { name: 'web logs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Create|Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create configuration' })).not.toBeInTheDocument();
  });

  it('lists failing collectors in failure tracking, and a failing Sidecar without one with its own message', async () => {
    renderApp(
      {
        ...ROUTES,
        'POST /sidecar/administration': sidecarPage([
          sidecarWire('web-1', {
            status: 2,
            collectors: [
              {
                collector_id: COLLECTORS_WIRE.collectors[0]!.id,
                configuration_id: 'k',
                status: 2,
                message: 'exit status 1',
                verbose_message: 'bad yaml',
              },
            ],
          }),
          sidecarWire('db-1', { status: 2, message: 'Fetching configuration failed' }),
        ]),
      },
      '/system/sidecars/failuretracking',
    );
    const table = await screen.findByRole('table', { name: 'Failing collectors' });
    const web = within(table).getByRole('link', { name: 'web-1' }).closest('tr')!;
    expect(within(web).getByText('filebeat')).toBeInTheDocument();
    expect(within(web).getByText('bad yaml')).toBeInTheDocument();
    const db = within(table).getByRole('link', { name: 'db-1' }).closest('tr')!;
    expect(within(db).getByText('The Sidecar itself')).toBeInTheDocument();
    expect(within(db).getByText('Fetching configuration failed')).toBeInTheDocument();
  });
});
