import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { STREAMS_WIRE } from './streams/streamFixtures';
import { TESTER_TEXTS } from './streams/RuleTester';
import { findDialog } from '../testing/findDialog';

const [, web] = STREAMS_WIRE;
const ID = '6650b0c1d2e3f4a5b6c7d8e9';
const PREVIEW_JOB = {
  id: 'job',
  search_id: 's',
  owner: 'jane',
  execution: { done: true, cancelled: false, completed_exceptionally: false },
  errors: [],
  results: {
    preview: {
      state: 'COMPLETED',
      errors: [],
      search_types: {
        sample: {
          id: 'sample',
          type: 'messages',
          total_results: 3,
          effective_timerange: { type: 'relative', range: 3600 },
          messages: [
            {
              index: 'graylog_0',
              message: { _id: 'm1', timestamp: '2024-05-02T10:00:00.000Z', source: 'web-01', message: 'GET /index.html HTTP/1.1 200' },
            },
          ],
        },
      },
    },
  },
};
const BASE = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  [`GET /streams/${ID}`]: web,
  'GET /system/inputs': { total: 0, inputs: [] },
};

afterEach(() => toast.clear());

// Many steps per test on a shared two-core machine: more time than the lane's 15 s default.
describe('Stream rules editor', { timeout: 30_000 }, () => {
  it('lists the rules in words and switches between "match all" and "match any"', async () => {
    const { api } = renderApp({ ...BASE, [`PUT /streams/${ID}`]: web, 'POST /views/search/sync': PREVIEW_JOB }, `/streams/${ID}/edit`);
    expect(await screen.findByRole('heading', { name: 'Rules of Stream "Web servers"' })).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: 'Stream rules' });
    expect(within(rules).getByText('application_name must match exactly nginx')).toBeInTheDocument();
    expect(within(rules).getByText('message must contain HTTP/1.1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A message must match all of the following rules' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'A message must match at least one of the following rules' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ matching_type: 'OR' }));
  });

  it("shows how many of the last hour's messages the rules would have matched, with the newest ones", async () => {
    const { api } = renderApp({ ...BASE, 'POST /views/search/sync': PREVIEW_JOB }, `/streams/${ID}/edit`);
    expect(await screen.findByText('In the last hour, 3 messages would have matched these rules.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Matching messages' })).getByText(/web-01: GET \/index.html HTTP\/1.1 200/),
    ).toBeInTheDocument();
    const query = (api.calls.find((c) => c.path === '/views/search/sync')?.body as { queries: Array<{ query: { query_string: string } }> })
      .queries[0]?.query.query_string;
    expect(query).toBe('(application_name:"nginx") AND (message:*HTTP\\/1.1*)');
  });

  it('adds an inverted rule with the numeric type, asking for the field and value the type needs', async () => {
    const { api } = renderApp({ ...BASE, [`POST /streams/${ID}/rules`]: { streamrule_id: 'r9' } }, `/streams/${ID}/edit`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add stream rule' }));
    const dialog = await findDialog('dialog', { name: 'New stream rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(2);

    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'be greater than');
    await userEvent.type(within(dialog).getByLabelText('Field'), 'http_status');
    await userEvent.type(within(dialog).getByLabelText('Value'), '499');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Inverted/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/rules'))?.body).toEqual({
        type: 3,
        field: 'http_status',
        value: '499',
        inverted: true,
        description: '',
      }),
    );

    // "Field presence" reads no value; "always match" reads nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Add stream rule' }));
    const second = await findDialog('dialog', { name: 'New stream rule' });
    await userEvent.selectOptions(within(second).getByLabelText('Type'), 'be present');
    expect(within(second).queryByLabelText('Value')).toBeNull();
    await userEvent.selectOptions(within(second).getByLabelText('Type'), 'always match');
    expect(within(second).queryByLabelText('Field')).toBeNull();
  });

  it('edits and deletes a rule after confirmation; a failure says "Could not update stream"', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        [`PUT /streams/${ID}/rules/6650b1000000000000000001`]: json({ type: 'ApiError', message: 'Invalid regular expression' }, 400),
        [`DELETE /streams/${ID}/rules/6650b1000000000000000002`]: undefined,
      },
      `/streams/${ID}/edit`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit rule: application_name must match exactly nginx' }));
    const dialog = await findDialog('dialog', { name: 'Edit stream rule' });
    expect(within(dialog).getByLabelText('Field')).toHaveValue('application_name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Could not update stream')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete rule: message must contain HTTP/1.1' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete stream rule' });
    expect(within(confirm).getByText('Do you really want to delete the rule "message must contain HTTP/1.1"?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('tests the rules on pasted JSON and shows which rules match; bad JSON is refused before any call', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        [`POST /streams/${ID}/testMatch`]: {
          matches: false,
          rules: { '6650b1000000000000000001': true, '6650b1000000000000000002': false },
        },
      },
      `/streams/${ID}/edit`,
    );
    const field = await screen.findByLabelText('Message fields (JSON)');
    await userEvent.clear(field);
    await userEvent.type(field, '[[1]');
    await userEvent.click(screen.getByRole('button', { name: 'Test rules' }));
    expect(screen.getByText(TESTER_TEXTS.notAnObject)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/testMatch'))).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, '{{"application_name": "nginx", "message": "GET /"}');
    await userEvent.click(screen.getByRole('button', { name: 'Test rules' }));
    expect(await screen.findByText(TESTER_TEXTS.noMatch)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/testMatch'))?.body).toEqual({
      message: { application_name: 'nginx', message: 'GET /' },
    });
    const results = screen.getByRole('list', { name: 'Rule results' });
    expect(within(results).getByText('Matches: application_name must match exactly nginx')).toBeInTheDocument();
    expect(within(results).getByText('Does not match: message must contain HTTP/1.1')).toBeInTheDocument();
  });

  it('tests a stored message named by message_id and index in the URL; a failed test says "Could not test stream rules"', async () => {
    const { api } = renderApp(
      {
        ...BASE,
        'GET /messages/graylog_0/m-1': {
          message: { _id: 'm-1', application_name: 'nginx', message: 'GET / HTTP/1.1' },
          index: 'graylog_0',
        },
        [`POST /streams/${ID}/testMatch`]: (call: { body: unknown }) =>
          (call.body as { message: { _id?: string } }).message._id === 'm-1'
            ? { matches: true, rules: {} }
            : json({ type: 'ApiError', message: 'boom' }, 500),
      },
      `/streams/${ID}/edit?message_id=m-1&index=graylog_0`,
    );
    expect(await screen.findByText('Loaded message m-1: GET / HTTP/1.1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Test rules' }));
    expect(await screen.findByText(TESTER_TEXTS.matches)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'A message as JSON' }));
    await userEvent.click(screen.getByRole('button', { name: 'Test rules' }));
    expect(await screen.findByText('Could not test stream rules')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/testMatch'))).toHaveLength(2);
  });

  it('a "match input" rule picks one of the inputs and sends its id as the value, without a field', async () => {
    const input = {
      id: '6650c9000000000000000001',
      title: 'GELF TCP',
      global: true,
      name: 'GELF TCP',
      content_pack: null,
      created_at: '2024-05-01T08:00:00.000Z',
      type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
      creator_user_id: 'admin',
      attributes: {},
      static_fields: {},
      node: null,
    };
    const { api } = renderApp(
      { ...BASE, 'GET /system/inputs': { total: 1, inputs: [input] }, [`POST /streams/${ID}/rules`]: { streamrule_id: 'r9' } },
      `/streams/${ID}/edit`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add stream rule' }));
    const dialog = await findDialog('dialog', { name: 'New stream rule' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'match input');
    expect(within(dialog).queryByLabelText('Field')).toBeNull();
    await within(dialog).findByRole('option', { name: `GELF TCP (${input.id})` });
    await userEvent.selectOptions(within(dialog).getByLabelText('Input'), `GELF TCP (${input.id})`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/rules'))?.body).toEqual({
        type: 8,
        field: '',
        value: input.id,
        inverted: false,
        description: '',
      }),
    );
  });
});
