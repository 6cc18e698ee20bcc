import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE, type FakeCall } from '../../testing/fakeApi';
import { findDialog } from '../../testing/findDialog';
import { renderApp } from '../../testing/renderApp';
import { grokPage, grokWire } from './grokFixtures';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] }, 'GET /system/grok/paginated': grokPage() };

afterEach(() => toast.clear());

describe('System → Grok patterns', { timeout: 30_000 }, () => {
  it('lists the patterns by name, asking the server for a page sorted by name, and filters', async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        'GET /system/grok/paginated': (call: FakeCall) =>
          grokPage(call.query['query'] ? [grokWire('g3', 'WORD', '\\b\\w+\\b')] : undefined),
      },
      '/system/grokpatterns',
    );
    const table = await screen.findByRole('table', { name: 'Grok patterns' });
    expect(within(table).getByRole('row', { name: /HTTP_STATUS %\{BASE10NUM\}/ })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/system/grok/paginated')?.query).toMatchObject({
      page: '1',
      per_page: '50',
      sort: 'name',
      order: 'asc',
    });
    await userEvent.type(screen.getByPlaceholderText('Filter patterns'), 'WORD{Enter}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Grok patterns' })).getAllByRole('row')).toHaveLength(2));
    expect(api.calls.some((c) => c.path === '/system/grok/paginated' && c.query['query'] === 'WORD')).toBe(true);
  });

  it('tests a new pattern on sample data, then creates it', async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        'POST /system/grok/test': (call: FakeCall) =>
          (call.body as { sampleData: string }).sampleData.includes('404') ? { STATUS: '404', BASE10NUM: '404' } : {},
        'POST /system/grok': grokWire('g9', 'STATUS', 'status %{BASE10NUM}'),
      },
      '/system/grokpatterns',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create pattern' }));
    const dialog = await findDialog('dialog', { name: 'Create grok pattern' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'STATUS');
    fireEvent.change(within(dialog).getByLabelText('Pattern'), { target: { value: 'status %{BASE10NUM}' } });
    await userEvent.type(within(dialog).getByLabelText('Sample data (optional)'), 'GET / status 200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test with sample data' }));
    expect(await within(dialog).findByText('The pattern does not match the sample data.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Sample data (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Sample data (optional)'), 'GET / status 404');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test with sample data' }));
    const captures = await within(dialog).findByRole('list', { name: 'Captures' });
    expect(within(captures).getByText('STATUS: 404')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/system/grok/test').at(-1)?.body).toEqual({
      grok_pattern: { name: 'STATUS', pattern: 'status %{BASE10NUM}' },
      sampleData: 'GET / status 404',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create pattern' }));
    expect(await screen.findByText('Grok pattern STATUS saved.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/grok')?.body).toEqual({
      name: 'STATUS',
      pattern: 'status %{BASE10NUM}',
    });
  });

  it("edits a pattern, names the server's refusal, and deletes one after confirmation", async () => {
    const { api } = renderApp(
      {
        ...ADMIN,
        'PUT /system/grok/g3': json({ type: 'ApiError', message: 'Invalid pattern: unclosed group' }, 400),
        'DELETE /system/grok/g2': undefined,
      },
      '/system/grokpatterns',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit grok pattern WORD' }));
    const dialog = await findDialog('dialog', { name: 'Edit grok pattern WORD' });
    expect(within(dialog).getByLabelText('Pattern')).toHaveValue('\\b\\w+\\b');
    fireEvent.change(within(dialog).getByLabelText('Pattern'), { target: { value: '(\\w+' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update pattern' }));
    expect(await screen.findByText('Could not save grok pattern')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'WORD', pattern: '(\\w+' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete grok pattern HTTP_STATUS' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete grok pattern' });
    expect(
      within(confirm).getByText(
        'Do you really want to delete the grok pattern HTTP_STATUS? Extractors and rules that use it stop matching.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/grok/g2')).toBe(true));
  });

  it('imports a pattern file with the chosen strategy, refusing lines without a pattern', async () => {
    const { api } = renderApp({ ...ADMIN, 'PUT /system/grok': undefined }, '/system/grokpatterns');
    await userEvent.click(await screen.findByRole('button', { name: 'Import pattern file' }));
    const dialog = await findDialog('dialog', { name: 'Import grok patterns' });
    const file = new File(['# web\nHTTPCODE \\d{3}\nBROKEN\n'], 'patterns.txt', { type: 'text/plain' });
    await userEvent.upload(within(dialog).getByLabelText('Pattern file (optional)'), file);
    expect(
      await within(dialog).findByText('Line 3 has no pattern: each line is a name, white space, then the pattern.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Patterns'), { target: { value: '# web\nHTTPCODE \\d{3}\nPATH (?:/\\S*)+\n' } });
    expect(within(dialog).getByText('2 patterns to import.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Replace existing patterns with the same name' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 grok patterns imported.')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/system/grok');
    expect(put?.query).toEqual({ 'import-strategy': 'REPLACE_ON_CONFLICT' });
    expect(put?.body).toEqual({
      patterns: [
        { name: 'HTTPCODE', pattern: '\\d{3}' },
        { name: 'PATH', pattern: '(?:/\\S*)+' },
      ],
    });
  });

  it('shows the list without edit controls to a user who may only read, and "Missing Permissions" to a Reader', async () => {
    const view = renderApp(
      { ...ADMIN, 'GET /users/jane': { ...USER_WIRE, permissions: ['grok_pattern:read', 'inputs:read'] } },
      '/system/grokpatterns',
    );
    expect(await screen.findByRole('table', { name: 'Grok patterns' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create pattern' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit grok pattern/ })).toBeNull();
    view.unmount();
    renderApp({ ...ADMIN, 'GET /users/jane': { ...USER_WIRE, permissions: ['streams:read'] } }, '/system/grokpatterns');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
  });
});
