import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { AVAILABLE_OUTPUTS_WIRE, ECHO_OUTPUT_WIRE, FORWARDER_OUTPUT_WIRE, OUTPUTS_WIRE, STDOUT_TYPE } from './outputs/outputFixtures';
import { streamWire } from './streams/streamFixtures';
import { findDialog } from '../testing/findDialog';

const [echo, forwarder] = [ECHO_OUTPUT_WIRE, FORWARDER_OUTPUT_WIRE];
const BASE = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /system/outputs': { total: 2, outputs: OUTPUTS_WIRE },
  'GET /system/outputs/available': AVAILABLE_OUTPUTS_WIRE,
  'GET /streams': {
    total: 2,
    streams: [
      streamWire('6650b0c1d2e3f4a5b6c7d8e9', 'Web servers', { outputs: [echo] }),
      streamWire('6650b0c1d2e3f4a5b6c7d8ea', 'Failed logins', { outputs: [echo] }),
    ],
  },
};

afterEach(() => toast.clear());

// Many steps per test on a shared two-core machine: more time than the lane's 15 s default.
describe('System → Outputs', { timeout: 30_000 }, () => {
  it('lists each output with its type, configuration and the streams it is attached to', async () => {
    renderApp(BASE, '/system/outputs');
    const panel = (await screen.findByRole('heading', { name: 'Console echo' })).closest('section') ?? document.body;
    expect(within(panel as HTMLElement).getByText('STDOUT Output')).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Web servers' })).toHaveAttribute(
      'href',
      '/streams/6650b0c1d2e3f4a5b6c7d8e9/outputs',
    );
    expect(within(panel as HTMLElement).getByRole('link', { name: 'Failed logins' })).toBeInTheDocument();
    const gelf = (screen.getByRole('heading', { name: 'Archive forwarder' }).closest('section') ?? document.body) as HTMLElement;
    expect(within(gelf).getByText('Not assigned to any stream.')).toBeInTheDocument();
    expect(within(gelf).getByText('archive.example.org')).toBeInTheDocument();
  });

  it('creates an output from a chosen type with its generated form', async () => {
    const { api } = renderApp(
      { ...BASE, 'POST /system/outputs': (call: { body: unknown }) => ({ ...echo, id: 'new', ...(call.body as object) }) },
      '/system/outputs',
    );
    await screen.findByRole('option', { name: 'STDOUT Output' });
    await userEvent.selectOptions(screen.getByLabelText('Output type'), 'STDOUT Output');
    await userEvent.click(screen.getByRole('button', { name: 'Launch new output' }));
    const dialog = await findDialog('dialog', { name: 'Create new STDOUT Output' });
    expect(within(dialog).getByLabelText('Prefix (optional)')).toHaveValue('Writing message: ');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Debug echo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create output' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/outputs')?.body).toEqual({
        title: 'Debug echo',
        type: STDOUT_TYPE,
        configuration: { prefix: 'Writing message: ' },
      }),
    );
    expect(await screen.findByText('Output "Debug echo" was created. Assign it to a stream to start forwarding.')).toBeInTheDocument();
  });

  it('edits an output, and deletes one after confirmation; a refused update keeps the dialog open', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        [`PUT /system/outputs/${forwarder.id}`]: json({ type: 'ApiError', message: 'For input string: "x"' }, 400),
        [`DELETE /system/outputs/${echo.id}`]: undefined,
      },
      '/system/outputs',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit output Archive forwarder' }));
    const dialog = await findDialog('dialog', { name: 'Editing output Archive forwarder' });
    expect(within(dialog).getByLabelText('Destination')).toHaveValue('archive.example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update output' }));
    expect(await screen.findByText('Could not update output')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      title: 'Archive forwarder',
      configuration: { hostname: 'archive.example.org', port: 12201, protocol: 'TCP+TLS' },
    });
    expect(screen.getByRole('dialog', { name: 'Editing output Archive forwarder' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete output Console echo' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete output' });
    expect(
      within(confirm).getByText('Do you really want to delete the output "Console echo"? It is removed from every stream too.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `/system/outputs/${echo.id}`)).toBe(true));
  });

  it('shows no create controls to users without outputs:create', async () => {
    renderApp({ ...BASE, 'GET /users/jane': { ...USER_WIRE, permissions: ['outputs:read', 'streams:read'] } }, '/system/outputs');
    await screen.findByRole('heading', { name: 'Console echo' });
    expect(screen.queryByRole('button', { name: 'Launch new output' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit output/ })).toBeNull();
  });

  it('names the failure: "Could not create output" and "Could not delete output"', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'POST /system/outputs': json({ type: 'ValidationApiError', message: 'Invalid output type' }, 400),
        [`DELETE /system/outputs/${echo.id}`]: json({ type: 'ApiError', message: 'Output is in use' }, 500),
      },
      '/system/outputs',
    );
    await screen.findByRole('option', { name: 'STDOUT Output' });
    await userEvent.selectOptions(screen.getByLabelText('Output type'), 'STDOUT Output');
    await userEvent.click(screen.getByRole('button', { name: 'Launch new output' }));
    const dialog = await findDialog('dialog', { name: 'Create new STDOUT Output' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Debug echo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create output' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/system/outputs')).toBe(true));
    expect(await screen.findByText('Could not create output')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete output Console echo' }));
    await userEvent.click(within(await findDialog('alertdialog', { name: 'Delete output' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete output')).toBeInTheDocument();
  });

  it('says "Could not load outputs" when the list cannot be read', async () => {
    renderApp({ ...BASE, 'GET /system/outputs': json({ type: 'ApiError', message: 'Database is locked' }, 500) }, '/system/outputs');
    expect(await screen.findByText('Could not load outputs')).toBeInTheDocument();
  });
});
