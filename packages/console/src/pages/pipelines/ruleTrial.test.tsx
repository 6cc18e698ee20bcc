import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RULE_TRIAL_DEBOUNCE_MS } from '@sift/api';
import { USER_WIRE, type FakeCall } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { PIPELINE_ROUTES, ruleWire } from './pipelineFixtures';

const ADMIN = { ...PIPELINE_ROUTES, 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] } };

const SAMPLE = {
  id: 'job',
  search_id: 's',
  owner: 'jane',
  execution: { done: true, cancelled: false, completed_exceptionally: false },
  errors: [],
  results: {
    trial: {
      state: 'COMPLETED',
      errors: [],
      search_types: {
        sample: {
          id: 'sample',
          type: 'messages',
          total_results: 2,
          messages: [
            { message: { _id: 'm1', source: 'web-1', message: 'GET /index.html', secret: 's3' }, index: 'graylog_0' },
            { message: { _id: 'm2', source: 'web-2', message: 'POST /login' }, index: 'graylog_0' },
          ],
          effective_timerange: { type: 'relative', range: 0 },
        },
      },
    },
  },
};

/** The server's trial: a source with `verb` tags GET requests; one with `oops` does not parse. */
const trial = (call: FakeCall) => {
  const { source } = call.body as { source: string };
  if (source.includes('oops')) {
    return { errors: [{ type: 'syntax_error', line: 2, position_in_line: 5, reason: "mismatched input 'oops'" }], results: [] };
  }
  const empty = { added_fields: {}, changed_fields: {}, removed_fields: {} };
  return {
    errors: null,
    results: [
      {
        matched: true,
        failed: false,
        dropped: false,
        message: { message: 'GET /index.html', source: 'web', verb: 'GET' },
        added_fields: { verb: 'GET' },
        changed_fields: { source: 'web-1' },
        removed_fields: { secret: 's3' },
      },
      { matched: false, failed: false, dropped: false, message: { message: 'POST /login', source: 'web-2' }, ...empty },
    ],
  };
};
const trialSources = (calls: FakeCall[]) =>
  calls.filter((c) => c.path === '/sift/pipelines/rule/try').map((c) => (c.body as { source: string }).source);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rule editor tries the rule on a stream', { timeout: 30_000 }, () => {
  it(`runs the source on the stream's newest messages ${RULE_TRIAL_DEBOUNCE_MS} ms after typing pauses, with each message's changes`, async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/pipelines/rule/parse': (call: FakeCall) => ({
          ...ruleWire('x', 'x'),
          id: null,
          source: (call.body as { source: string }).source,
        }),
        'POST /views/search/sync': SAMPLE,
        'POST /sift/pipelines/rule/try': trial,
      },
      '/system/pipelines/rules/new',
    );
    const editor = await screen.findByLabelText('Rule source');
    await user.click(await screen.findByRole('combobox', { name: 'Stream' }));
    await user.click(await screen.findByRole('option', { name: 'Web servers' }));
    expect(
      screen.getByText('The rule runs on the newest 5 messages of this stream as you type; nothing is saved or changed.'),
    ).toBeInTheDocument();

    const first = await screen.findByRole('region', { name: 'Message GET /index.html' });
    await within(first).findByRole('table', { name: 'Added fields' });
    const search = api.calls.find((c) => c.path === '/views/search/sync')?.body as { queries: Array<Record<string, unknown>> };
    expect(JSON.stringify(search.queries[0]?.['filter'])).toContain('6650b0c1d2e3f4a5b6c7d8e9');
    expect(within(within(first).getByRole('table', { name: 'Added fields' })).getByText('verb')).toBeInTheDocument();
    const changed = within(first).getByRole('table', { name: 'Changed fields' });
    expect(within(changed).getByText('web-1')).toBeInTheDocument();
    expect(within(changed).getByText('web')).toBeInTheDocument();
    expect(within(within(first).getByRole('table', { name: 'Removed fields' })).getByText('s3')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Message POST /login' });
    expect(within(second).getByText("The rule's condition does not hold for this message.")).toBeInTheDocument();
    const sent = (call: FakeCall | undefined) => (call?.body as { messages: Array<Record<string, unknown>> }).messages;
    expect(sent(api.calls.find((c) => c.path === '/sift/pipelines/rule/try'))[0]).toMatchObject({ _id: 'm1', message: 'GET /index.html' });

    // Typing: nothing runs until the source has stayed the same for the debounce.
    const before = trialSources(api.calls).length;
    fireEvent.change(editor, { target: { value: 'rule "a"\nwhen oo' } });
    await act(() => vi.advanceTimersByTimeAsync(RULE_TRIAL_DEBOUNCE_MS - 100));
    fireEvent.change(editor, { target: { value: 'rule "a"\nwhen oops' } });
    await act(() => vi.advanceTimersByTimeAsync(RULE_TRIAL_DEBOUNCE_MS - 100));
    expect(trialSources(api.calls)).toHaveLength(before);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(trialSources(api.calls).slice(before)).toEqual(['rule "a"\nwhen oops']));
    expect(await screen.findByText("Line 2, position 5: mismatched input 'oops'")).toBeInTheDocument();
    expect(screen.getByText('The rule does not parse')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Message GET /index.html' })).toBeNull();
  });
});
