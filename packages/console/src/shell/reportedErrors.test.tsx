import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchError, toPermissionError } from '@sift/api';
import { json } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { createReportedErrors, ReportedErrorsContext, useClearReportedErrorOnNavigation, useReportedError } from './reportedErrors';

const NODES = { total: 0, nodes: [] };
const FORBIDDEN = { type: 'ApiError', message: 'Not authorized' };
const STREAMS_FORBIDDEN = { type: 'MissingStreamPermission', message: 'Not authorized for streams', streams: ['5f1a', '6c2b'] };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The notifications poll (every 3 s) answers 403 with `body` once, when `forbid()` was called. */
function forbiddenOnce(body: unknown) {
  let forbidden = false;
  return {
    forbid: () => {
      forbidden = true;
    },
    route: () => {
      if (!forbidden) return { total: 0, notifications: [] };
      forbidden = false;
      return json(body, 403);
    },
  };
}

describe('reported permission errors (1-shell.md §4, §2.6)', () => {
  it('replaces the page with "Missing Permissions" when a background call answers 403 while logged in, and navigating clears it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const poll = forbiddenOnce(FORBIDDEN);
    renderApp({ 'GET /system/notifications': poll.route, 'GET /system/cluster/nodes': NODES }, '/system/nodes');
    expect(await screen.findByRole('heading', { name: 'Nodes' })).toBeInTheDocument();
    poll.forbid();
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
    expect(screen.getByText('You do not have the required permissions to view this resource.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nodes' })).not.toBeInTheDocument();
    // The shell stays: only the page content is replaced.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^System/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Overview' }));
    expect(await screen.findByText('Message processing is running.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Missing Permissions' })).not.toBeInTheDocument();
  });

  it('shows "Missing Stream Permissions" listing the stream ids for a stream permission 403', async () => {
    const poll = forbiddenOnce(STREAMS_FORBIDDEN);
    renderApp({ 'GET /system/notifications': poll.route, 'GET /system/cluster/nodes': NODES }, '/system/nodes');
    await screen.findByRole('heading', { name: 'Nodes' });
    poll.forbid();
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByRole('heading', { name: 'Missing Stream Permissions' })).toBeInTheDocument();
    expect(screen.getByText('This resource includes streams you do not have permissions for.')).toBeInTheDocument();
    const streams = screen.getByRole('list', { name: 'Streams needed' });
    expect(
      within(streams)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5f1a', '6c2b']);
  });

  it('reports nothing for a 403 while logged out', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client, reportedErrors } = renderApp(
      {
        'GET /system/sessions': () => json(FORBIDDEN, 403),
        'POST /system/sessions': { username: 'jane', session_id: 's', valid_until: '', user_id: 'u1' },
        'GET /system/cluster/nodes': NODES,
      },
      '/system/nodes',
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(client.session.isLoggedIn()).toBe(false);
    expect(reportedErrors.get()).toBeNull();
    await user.type(screen.getByLabelText('Username'), 'jane');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Nodes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Missing Permissions' })).not.toBeInTheDocument();
  });
});

describe('useClearReportedErrorOnNavigation', () => {
  function Area({ location }: { location: string }) {
    useClearReportedErrorOnNavigation(location);
    const reported = useReportedError();
    return <p>{reported ? reported.title : `Page ${location}`}</p>;
  }

  it('keeps the error at the same location and clears it at a new one', () => {
    const reportedErrors = createReportedErrors();
    const { rerender } = render(
      <ReportedErrorsContext.Provider value={reportedErrors}>
        <Area location="/a" />
      </ReportedErrorsContext.Provider>,
    );
    expect(screen.getByText('Page /a')).toBeInTheDocument();
    act(() => reportedErrors.report(toPermissionError(new FetchError('Forbidden', 403, FORBIDDEN))));
    expect(screen.getByText('Missing Permissions')).toBeInTheDocument();
    rerender(
      <ReportedErrorsContext.Provider value={reportedErrors}>
        <Area location="/a" />
      </ReportedErrorsContext.Provider>,
    );
    expect(screen.getByText('Missing Permissions')).toBeInTheDocument();
    rerender(
      <ReportedErrorsContext.Provider value={reportedErrors}>
        <Area location="/b" />
      </ReportedErrorsContext.Provider>,
    );
    expect(screen.getByText('Page /b')).toBeInTheDocument();
    expect(reportedErrors.get()).toBeNull();
  });
});
