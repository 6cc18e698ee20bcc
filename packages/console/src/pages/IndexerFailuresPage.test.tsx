import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_WIRE, type FakeCall } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';

const ADMIN = { ...USER_WIRE, permissions: ['*'] };
const READER = { ...USER_WIRE, permissions: ['indices:read', 'indexsets:read'] };
const PAGE = { timeout: 10_000 };

const failure = (n: number) => ({
  letter_id: `letter-${n}`,
  index: 'graylog_3',
  type: 'indexing',
  message: `Binder Error: column ${n} <b>not</b> found`,
  timestamp: '2026-11-27T04:00:00.000Z',
});
const routes = (user: unknown, total: number) => ({
  'GET /users/jane': user,
  'GET /system/indices/index_sets': { total: 0, index_sets: [], stats: {} },
  'GET /system/indices/index_sets/stats': { indices: 0, documents: 0, size: 0 },
  'GET /system/indexer/failures': (call: FakeCall) => {
    const offset = Number(call.query['offset'] ?? 0);
    const limit = Number(call.query['limit'] ?? 0);
    const failures = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => failure(offset + i + 1));
    return { total, failures };
  },
});

beforeEach(() => window.localStorage.clear());

describe('Indexer failures', () => {
  it('opens from the Indices page and lists the failures 50 a page, their text shown as text', async () => {
    const { api } = renderApp(routes(ADMIN, 60), '/system/indices');
    await userEvent.click(await screen.findByRole('link', { name: 'Indexer failures' }, PAGE));
    expect(await screen.findByRole('heading', { name: 'Indexer failures', level: 1 }, PAGE)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/system/indices/failures');
    expect(await screen.findByText('60 failures in total.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Indexer failures' });
    // 50 failures and the header.
    expect(table).toHaveAttribute('aria-rowcount', '51');
    expect(within(table).getByText('Binder Error: column 1 <b>not</b> found')).toBeInTheDocument();
    expect(within(table).getByText('letter-1')).toBeInTheDocument();
    expect(within(table).getAllByText('graylog_3').length).toBeGreaterThan(0);
    expect(api.calls.find((c) => c.path === '/system/indexer/failures')?.query).toMatchObject({ limit: '50', offset: '0' });
  });

  it('says when there are none, and is "Missing Permissions" without indices:failures', async () => {
    const { unmount } = renderApp(routes(ADMIN, 0), '/system/indices/failures');
    expect(await screen.findByText('No indexer failures: every message was written.', undefined, PAGE)).toBeInTheDocument();
    unmount();
    renderApp(routes(READER, 0), '/system/indices/failures');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' }, PAGE)).toBeInTheDocument();
  });
});
