import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';

const stored = {
  message: {
    _id: 'm-1',
    timestamp: '2024-05-02T10:14:32.000Z',
    source: 'web-02',
    message: '<b>login failed</b> for admin',
    action: 'login failed',
    gl2_source_node: 'gone',
    gl2_source_input: 'gone-too',
  },
  index: 'graylog_0',
  highlight_ranges: {},
  decoration_stats: null,
};

describe('message permalink /messages/{index}/{id}', () => {
  it('shows the message with its fields sorted alphabetically, as text', async () => {
    const { api } = renderApp(
      {
        'GET /messages/graylog_0/m-1': stored,
        'GET /system/cluster/nodes': { total: 0, nodes: [] },
        'GET /system/inputs': { total: 0, inputs: [] },
      },
      '/messages/graylog_0/m-1',
    );
    expect(await screen.findByRole('heading', { name: 'Message m-1' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['action', 'message', 'source', 'timestamp']);
    expect(screen.getByText('<b>login failed</b> for admin')).toBeInTheDocument();
    expect(screen.getByText('Received by deleted input on stopped node')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'm-1' })).toHaveAttribute('href', '/messages/graylog_0/m-1');
    expect(api.calls.some((call) => call.path === '/messages/graylog_0/m-1')).toBe(true);
  });

  it('answers "Page not found" for a message that does not exist', async () => {
    renderApp({}, '/messages/graylog_0/missing');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
