import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { AVAILABLE_OUTPUTS_WIRE, ECHO_OUTPUT_WIRE, FORWARDER_OUTPUT_WIRE, OUTPUTS_WIRE } from './outputs/outputFixtures';
import { STREAMS_WIRE } from './streams/streamFixtures';
import { findDialog } from '../testing/findDialog';

const [, web] = STREAMS_WIRE;
const [echo, forwarder] = [ECHO_OUTPUT_WIRE, FORWARDER_OUTPUT_WIRE];
const ID = '6650b0c1d2e3f4a5b6c7d8e9';

afterEach(() => toast.clear());

describe('Stream outputs', () => {
  it('assigns an output the stream does not have yet and removes one after confirmation', async () => {
    let attached = [echo];
    const { api } = renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
        [`GET /streams/${ID}`]: web,
        [`GET /streams/${ID}/outputs`]: () => ({ total: attached.length, outputs: attached }),
        'GET /system/outputs': { total: 2, outputs: OUTPUTS_WIRE },
        'GET /system/outputs/available': AVAILABLE_OUTPUTS_WIRE,
        [`POST /streams/${ID}/outputs`]: () => {
          attached = [echo, forwarder];
          return new Response(null, { status: 202 });
        },
        [`DELETE /streams/${ID}/outputs/${echo.id}`]: json({ type: 'ApiError', message: 'Output not found' }, 404),
      },
      `/streams/${ID}/outputs`,
    );
    expect(await screen.findByRole('heading', { name: 'Outputs of Stream "Web servers"' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Assigned outputs' });
    expect(within(list).getByText('(STDOUT Output)', { exact: false })).toBeInTheDocument();
    const select = screen.getByLabelText('Assign existing output');
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Console echo' })).toBeNull());
    await userEvent.selectOptions(select, 'Archive forwarder');
    await userEvent.click(screen.getByRole('button', { name: 'Assign output' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === `/streams/${ID}/outputs`)?.body).toEqual({ outputs: [forwarder.id] }),
    );
    expect(await within(list).findByText('Archive forwarder')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove output Console echo' }));
    const confirm = await findDialog('alertdialog', { name: 'Remove output' });
    expect(
      within(confirm).getByText('Do you really want to remove the output "Console echo" from the stream "Web servers"?'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Could not remove output')).toBeInTheDocument();
  });

  it('says "Could not add output" when assigning fails', async () => {
    renderApp(
      {
        'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
        [`GET /streams/${ID}`]: web,
        [`GET /streams/${ID}/outputs`]: { total: 0, outputs: [] },
        'GET /system/outputs': { total: 2, outputs: OUTPUTS_WIRE },
        'GET /system/outputs/available': AVAILABLE_OUTPUTS_WIRE,
        [`POST /streams/${ID}/outputs`]: json({ type: 'ApiError', message: 'Cannot add outputs to the events stream' }, 400),
      },
      `/streams/${ID}/outputs`,
    );
    expect(await screen.findByText('No items found to display.')).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Assign existing output'), 'Console echo');
    await userEvent.click(screen.getByRole('button', { name: 'Assign output' }));
    expect(await screen.findByText('Could not add output')).toBeInTheDocument();
  });
});
