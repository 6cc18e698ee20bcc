import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the lazily loaded page and editor are large, and their first import would outlast the waits below.
import '../page/SearchPage';
import '../results/aggregation/editor/WidgetEditor';
import type { fakeSearchServer } from '../testing/fakeSearchServer';
import { renderSearchApp } from '../testing/renderSearchApp';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const FUNCTIONS = {
  count: { type: 'count', description: 'Count' },
  avg: { type: 'avg', description: 'Average' },
  percentile: { type: 'percentile', description: 'Percentile' },
};
type PivotType = {
  type: string;
  row_groups?: Array<{ type: string; fields: string[] }>;
  column_groups?: Array<{ type: string; fields: string[] }>;
  series?: Array<{ type: string; field?: string | null; percentile?: number }>;
};
const pivots = (server: ReturnType<typeof fakeSearchServer>) => {
  const search = [...server.searches.values()].at(-1) as { queries: Array<{ search_types: PivotType[] }> };
  return (search.queries[0]?.search_types ?? []).filter((t) => t.type === 'pivot');
};
// The page's search regenerates and executes asynchronously; under load that outlasts waitFor's 1 s.
const LONG = { timeout: 15_000 };
const settle = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 1000);
  });
/** "Update preview" waits while the widget's results load (the search started on opening the page or editor). */
const preview = async (form: HTMLElement) => {
  const button = within(form).getByRole('button', { name: 'Update preview' });
  await waitFor(() => expect(button).toBeEnabled(), LONG);
  await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
  await settle();
};
const render = () => renderSearchApp('/search', {}, { 'GET /views/functions': FUNCTIONS });

describe('aggregation editor on the search page', () => {
  it(
    'creates an aggregation from the sidebar in edit mode, previews a change and keeps it with "Update widget"',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { server } = render();
      await waitFor(() => expect(server.executions).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'Create' }));
      await user.click(screen.getByRole('button', { name: 'Aggregation' }));
      const form = await screen.findByRole('form', { name: 'Aggregation configuration' });
      expect(screen.getByRole('group', { name: 'Editing Untitled Aggregation' })).toBeInTheDocument();
      // The sidebar was shown over the page; it closes so that the editor can be used.
      expect(screen.queryByRole('region', { name: 'Create' })).not.toBeInTheDocument();
      await waitFor(() => expect(pivots(server)).toHaveLength(2), LONG);
      await user.click(within(form).getByRole('button', { name: 'Add' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Metric' }));
      const metrics = within(within(form).getByRole('region', { name: 'Metrics' }));
      await waitFor(() => expect(metrics.getAllByLabelText('Function').at(-1)?.querySelectorAll('option')).toHaveLength(4));
      await user.selectOptions(metrics.getAllByLabelText('Function').at(-1)!, 'percentile');
      await user.selectOptions(metrics.getAllByLabelText('Field').at(-1)!, 'http_status');
      await user.selectOptions(metrics.getByLabelText('Percentile'), '95');
      await preview(form);
      await waitFor(
        () => expect(pivots(server).at(-1)?.series?.at(-1)).toMatchObject({ type: 'percentile', field: 'http_status', percentile: 95 }),
        LONG,
      );
      await waitFor(() => expect(server.executions.at(-1)?.searchId).toBe([...server.searches.keys()].at(-1)), LONG);
      expect(screen.getByRole('form', { name: 'Aggregation configuration' })).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Update widget' }));
      await settle();
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Aggregation configuration' })).not.toBeInTheDocument(), LONG);
      expect(screen.getByRole('group', { name: 'Untitled Aggregation' })).toBeInTheDocument();
      expect(pivots(server).at(-1)?.series?.at(-1)).toMatchObject({ type: 'percentile', field: 'http_status', percentile: 95 });
    },
  );

  it("opens an existing aggregation from its menu's Edit, and Cancel restores the widget as it was", { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { server } = render();
    await waitFor(() => expect(server.executions).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Actions of Message Count' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Aggregation configuration' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Grouping' }));
    const groupings = within(within(form).getByRole('region', { name: 'Group By' }));
    await user.selectOptions(groupings.getAllByLabelText('Field').at(-1)!, 'source');
    await user.selectOptions(groupings.getAllByLabelText('Direction').at(-1)!, 'Column');
    await preview(form);
    await waitFor(() => expect(pivots(server)[0]?.column_groups).toMatchObject([{ type: 'values', fields: ['source'] }]), LONG);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await settle();
    await waitFor(() => expect(pivots(server)[0]?.column_groups ?? []).toEqual([]), LONG);
    expect(screen.queryByRole('form', { name: 'Aggregation configuration' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Message Count' })).toBeInTheDocument();
  });
});
