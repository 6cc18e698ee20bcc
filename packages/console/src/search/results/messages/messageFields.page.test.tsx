import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page is large, and its first import would outlast the waits below.
import '../../page/SearchPage';
import { renderSearchApp } from '../../testing/renderSearchApp';
import { findDialog } from '../../../testing/findDialog';

beforeAll(() => {
  // The chart of the "Message Count" widget measures itself.
  if (!('ResizeObserver' in globalThis)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('message table fields on the search page', () => {
  it('re-runs the search when a field is removed from a table, and when the columns are chosen in "Edit fields"', async () => {
    const { server } = renderSearchApp('/search?q=&rangetype=relative&relative=300');
    await waitFor(() => expect(server.executions).toHaveLength(1));
    const table = await screen.findByRole('table', { name: 'All Messages' });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: 'Expand message' }).length).toBeGreaterThan(0));
    expect(headers(table)).toEqual(['timestamp', 'source']);

    await userEvent.click(within(table).getAllByRole('button', { name: 'Expand message' })[0]!);
    await userEvent.click(within(table).getByRole('button', { name: 'source' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from table' }));
    await waitFor(() => expect(server.executions).toHaveLength(2));
    await waitFor(() => expect(headers(screen.getByRole('table', { name: 'All Messages' }))).toEqual(['timestamp']));

    await userEvent.click(screen.getByRole('button', { name: 'Actions of All Messages' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit fields' }));
    const dialog = await findDialog('dialog', { name: 'Fields of All Messages' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add a field' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'http_status' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(server.executions).toHaveLength(3));
    await waitFor(() => expect(headers(screen.getByRole('table', { name: 'All Messages' }))).toEqual(['timestamp', 'http_status']));
  });
});
