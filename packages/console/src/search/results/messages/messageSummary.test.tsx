import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { MessageTable } from './MessageTable';

const message = (id: string, fields: Record<string, string>): Message => ({
  id,
  index: 'graylog_0',
  fields: { _id: id, timestamp: '2024-05-02T10:00:01.000Z', ...fields },
  highlightRanges: {},
  decorationStats: null,
});
const MESSAGES = [
  message('m1', { source: 'web-1', message: 'GET /index.html 200', summary: 'Index page served' }),
  message('m2', { source: 'web-2', message: 'GET /missing 404' }),
];

function renderTable(options: { showMessageRow: boolean; showSummary: boolean }) {
  render(
    <SiftThemeProvider mode="teint">
      <MessageTable
        title="All Messages"
        messages={MESSAGES}
        total={2}
        fields={['timestamp', 'source']}
        sort={[]}
        {...options}
        page={1}
        onPageChange={vi.fn()}
        editable={false}
        onSortChange={vi.fn()}
        cellColor={() => undefined}
        fieldTypes={new Map()}
        analysisDisabledFields={[]}
        handlers={null}
        timezone="UTC"
      />
    </SiftThemeProvider>,
  );
}

describe('message table rows', () => {
  it('shows the summary of a message that has one, and the message row, when both are on', () => {
    renderTable({ showMessageRow: true, showSummary: true });
    expect(screen.getByRole('cell', { name: 'Summary' })).toHaveTextContent('Index page served');
    expect(screen.getAllByRole('cell', { name: 'Summary' })).toHaveLength(1);
    expect(screen.getByText('GET /missing 404')).toBeInTheDocument();
  });

  it('leaves out the summary and the message row when they are off', () => {
    renderTable({ showMessageRow: false, showSummary: false });
    expect(screen.queryByText('Index page served')).not.toBeInTheDocument();
    expect(screen.queryByText('GET /index.html 200')).not.toBeInTheDocument();
    expect(screen.getByText('web-1')).toBeInTheDocument();
  });
});
