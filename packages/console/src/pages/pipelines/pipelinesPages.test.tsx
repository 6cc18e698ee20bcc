import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../../testing/fakeApi';
import { findDialog } from '../../testing/findDialog';
import { renderApp } from '../../testing/renderApp';
import { PIPELINE_ROUTES, pipelineWire, SIMULATION_WIRE } from './pipelineFixtures';

const ADMIN = { ...PIPELINE_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };
const READER = { ...PIPELINE_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['streams:read'] } };

afterEach(() => toast.clear());

// Many steps per test on a shared two-core machine: more time than the lane's 15 s default.
describe('System → Pipelines', { timeout: 30_000 }, () => {
  it('lists each pipeline with its streams and stages, and deletes one after confirmation', async () => {
    const { api } = renderApp({ ...ADMIN, 'DELETE /system/pipelines/pipeline/p2': undefined }, '/system/pipelines');
    const table = await screen.findByRole('table', { name: 'Pipelines' });
    const [, web, audit] = within(table).getAllByRole('row');
    expect(within(web as HTMLElement).getByRole('link', { name: 'Web traffic' })).toHaveAttribute('href', '/system/pipelines/p1');
    expect(within(web as HTMLElement).getByText('Enriches web server logs')).toBeInTheDocument();
    expect(await within(web as HTMLElement).findByText('Web servers')).toBeInTheDocument();
    expect(within(web as HTMLElement).getByText('Stage 0')).toBeInTheDocument();
    expect(within(web as HTMLElement).getByText('Stage 1')).toBeInTheDocument();
    expect(within(audit as HTMLElement).getByText('Not connected')).toBeInTheDocument();
    // Throughput: the one-minute rate of each pipeline's meter, polled.
    expect(await within(web as HTMLElement).findByText('12.5 msg/s')).toBeInTheDocument();
    expect(within(audit as HTMLElement).getByText('0 msg/s')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new pipeline' })).toHaveAttribute('href', '/system/pipelines/new');

    await userEvent.click(screen.getByRole('button', { name: 'Delete pipeline Audit' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete pipeline' });
    expect(
      within(confirm).getByText(
        'Do you really want to delete the pipeline "Audit"? It is disconnected from its streams, and its messages are no longer processed by it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/pipelines/pipeline/p2')).toBe(true));
  });

  it('shows a Reader "Missing Permissions" on every pipelines screen', async () => {
    for (const path of [
      '/system/pipelines',
      '/system/pipelines/rules',
      '/system/pipelines/rules/r1',
      '/system/pipelines/simulate',
      '/system/pipelines/p1',
    ]) {
      const view = renderApp(READER, path);
      expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows a pipeline read-only to a user who may read but not edit it', async () => {
    renderApp(
      {
        ...PIPELINE_ROUTES,
        'GET /users/jane': {
          ...USER_WIRE,
          permissions: ['pipeline:read', 'pipeline_rule:read', 'pipeline_connection:read', 'streams:read'],
        },
      },
      '/system/pipelines/p1',
    );
    expect(await screen.findByRole('heading', { name: 'Stage 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit pipeline details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit connections' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add new stage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Stage 1' })).toBeNull();
  });

  it("shows a pipeline's stages with their rules, and saves an edited stage as pipeline source", async () => {
    const { api } = renderApp(
      { ...ADMIN, 'PUT /system/pipelines/pipeline/p1': pipelineWire('p1', 'Web traffic', [{ stage: 0, match: 'ALL', rules: [] }]) },
      '/system/pipelines/p1',
    );
    const stage1 = (await screen.findByRole('heading', { name: 'Stage 1' })).closest('section') as HTMLElement;
    expect(within(stage1).getByText('All rules on this stage match the message')).toBeInTheDocument();
    expect(await within(stage1).findByRole('link', { name: 'tag slow requests' })).toHaveAttribute('href', '/system/pipelines/rules/r1');
    expect(within(stage1).getByText('Marks requests over 500 ms')).toBeInTheDocument();
    expect(within(stage1).getByText('unknown rule')).toBeInTheDocument();
    expect(await within(stage1).findByText('Throughput: 4.25 msg/s')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Stage 0' }));
    const dialog = await findDialog('dialog', { name: 'Edit Stage 0' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'None or more rules on this stage match' }));
    await userEvent.clear(within(dialog).getByLabelText('Stage'));
    await userEvent.type(within(dialog).getByLabelText('Stage'), '1');
    expect(within(dialog).getByText('Another stage has this number already.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Stage'));
    await userEvent.type(within(dialog).getByLabelText('Stage'), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update stage' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        description: 'Enriches web server logs',
        source:
          'pipeline "Web traffic"\nstage -1 match pass\nrule "lowercase source";\nstage 1 match all\nrule "tag slow requests";\nrule "gone rule";\nend',
      }),
    );
  });

  it('connects a pipeline to the chosen streams', async () => {
    const { api } = renderApp({ ...ADMIN, 'POST /system/pipelines/connections/to_pipeline': [] }, '/system/pipelines/p1');
    expect(await screen.findByText('Processes the messages of: Web servers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit connections' }));
    const dialog = await findDialog('dialog', { name: 'Edit connections of Web traffic' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Streams (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed logins' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update connections' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/system/pipelines/connections/to_pipeline')?.body).toEqual({
        pipeline_id: 'p1',
        stream_ids: ['6650b0c1d2e3f4a5b6c7d8e9', '6650b0c1d2e3f4a5b6c7d8ea'],
      }),
    );
  });

  it('creates a pipeline with a first stage and opens it', async () => {
    const created = pipelineWire('p9', 'Firewall', [{ stage: 0, match: 'EITHER', rules: [] }], 'Drops noise');
    const { api } = renderApp(
      { ...ADMIN, 'POST /system/pipelines/pipeline': created, 'GET /system/pipelines/pipeline/p9': created },
      '/system/pipelines/new',
    );
    const dialog = await findDialog('dialog', { name: 'Create pipeline' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Firewall');
    await userEvent.type(within(dialog).getByLabelText('Description (optional)'), 'Drops noise');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create pipeline' }));
    expect(await screen.findByRole('heading', { name: 'Pipeline Firewall' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/pipelines/pipeline')?.body).toEqual({
      description: 'Drops noise',
      source: 'pipeline "Firewall"\nstage 0 match either\nend',
    });
    expect(window.location.pathname).toBe('/system/pipelines/p9');
  });
});

describe('System → Pipelines → Simulator', { timeout: 30_000 }, () => {
  it('runs a JSON message in a stream and shows what changed and the trace', async () => {
    const { api } = renderApp({ ...ADMIN, 'POST /system/pipelines/simulate': SIMULATION_WIRE }, '/system/pipelines/simulate');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Stream' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Web servers' }));
    await userEvent.type(screen.getByLabelText('Message'), '{{"message": "GET /cart 200 812ms", "source": "WEB-1", "took_ms": 812}');
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    const added = await screen.findByRole('table', { name: 'Added fields' });
    expect(within(added).getByRole('row', { name: 'slow true' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Changed fields' })).getByRole('row', { name: 'source WEB-1 web-1' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Removed fields' })).getByRole('row', { name: 'tmp x' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Simulation trace' })).getByText("Enter Stage 0 of Pipeline 'Web traffic' (p1)"),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/system/pipelines/simulate')?.body).toEqual({
      stream_id: '6650b0c1d2e3f4a5b6c7d8e9',
      message: { message: 'GET /cart 200 812ms', source: 'WEB-1', took_ms: 812 },
    });

    // Sift's server also tells the message after each stage, in the order the stages ran.
    const stages = within(screen.getByRole('list', { name: 'Stages' })).getAllByRole('listitem', { name: /Stage \d$/ });
    expect(stages.map((s) => s.getAttribute('aria-label'))).toEqual(['Web traffic, Stage 0', 'Audit, Stage 0', 'Web traffic, Stage 1']);
    const [first, audit, last] = stages as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('list', { name: 'Rules of Web traffic, Stage 0' })).toHaveTextContent('lowercase sourceRan');
    expect(within(first).getByRole('table', { name: 'Fields Web traffic, Stage 0 changed' })).toHaveTextContent('sourceWEB-1web-1');
    expect(within(audit).getByText('The stage did not change the message.')).toBeInTheDocument();
    expect(within(last).getByText('Not all rules matched: the pipeline stops here')).toBeInTheDocument();
    expect(within(within(last).getByRole('list', { name: 'Rules of Web traffic, Stage 1' })).getAllByRole('listitem')[1]).toHaveTextContent(
      'gone rule(no such rule)Not matched',
    );
    expect(within(last).getByRole('table', { name: 'Fields Web traffic, Stage 1 removed' })).toHaveTextContent('tmpx');
    // The message after a stage is collapsed until asked for, with the keyboard too.
    expect(within(first).queryByRole('table', { name: 'Message after Web traffic, Stage 0' })).not.toBeInTheDocument();
    within(first).getByRole('button', { name: 'Message after Web traffic, Stage 0' }).focus();
    await userEvent.keyboard('{Enter}');
    const after = within(first).getByRole('table', { name: 'Message after Web traffic, Stage 0' });
    expect(within(after).getByRole('row', { name: 'source web-1' })).toBeInTheDocument();
    expect(within(after).getByRole('row', { name: 'tmp x' })).toBeInTheDocument();
  });

  it('sends raw text as the message field, says when the message was dropped, and names a failure', async () => {
    let fail = false;
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/pipelines/simulate': () =>
          fail
            ? json({ type: 'ApiError', message: 'Stream not found' }, 404)
            : { messages: [], simulation_trace: [], took_microseconds: 5 },
      },
      '/system/pipelines/simulate',
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Stream' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed logins' }));
    await userEvent.type(screen.getByLabelText('Message'), 'sshd: Failed password for root');
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('The pipelines dropped the message.')).toBeInTheDocument();
    // A real Graylog tells no stages: the page shows none.
    expect(screen.queryByRole('heading', { name: 'Stages' })).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/system/pipelines/simulate')?.body).toEqual({
      stream_id: '6650b0c1d2e3f4a5b6c7d8ea',
      message: { message: 'sshd: Failed password for root' },
    });
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('Could not simulate processing')).toBeInTheDocument();
  });
});
