import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeExtractor } from '@sift/api';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { EXTRACTOR_INPUT_WIRE, extractorWire, PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractors/extractorFixtures';
import { conditionText, deleteExtractorQuestion, EXTRACTOR_TEXTS, extractorSummary, metricsSummary } from './extractors/extractorTexts';
import { findDialog } from '../testing/findDialog';

const INPUT = EXTRACTOR_INPUT_WIRE.id;
const BASE = `/system/inputs/${INPUT}/extractors`;

afterEach(() => toast.clear());

const routes = (list: () => unknown[], extra: Record<string, unknown> = {}, permissions = ['*']) => ({
  'GET /users/jane': { ...USER_WIRE, permissions },
  [`GET /system/inputs/${INPUT}`]: EXTRACTOR_INPUT_WIRE,
  [`GET ${BASE}`]: () => ({ total: list().length, extractors: list() }),
  ...extra,
});

describe('extractor texts', () => {
  it('say what an extractor does and when', () => {
    expect(extractorSummary(decodeExtractor(STATUS_EXTRACTOR))).toBe('Regular expression: copy from message into status, on every message');
    expect(extractorSummary(decodeExtractor(PATH_EXTRACTOR))).toBe(
      'Split & index: cut from request into path, only if the field contains "GET"',
    );
    expect(conditionText('regex', '^GET ')).toBe('only if the field matches /^GET /');
    expect(extractorSummary(decodeExtractor(extractorWire('g', 'Grok', 2, { type: 'grok', target_field: '' })))).toBe(
      'Grok pattern: copy from message, on every message',
    );
  });

  it('sum up the metrics: hits, misses, errors and the total time per message', () => {
    expect(metricsSummary(decodeExtractor(STATUS_EXTRACTOR))).toBe('1,200 hits · 3 misses · 0 errors · 12 µs mean, 30 µs 95th percentile');
    expect(metricsSummary(decodeExtractor(PATH_EXTRACTOR))).toBe('1 hit · 0 misses · 2 errors · 4 µs mean, 9 µs 95th percentile');
    // An extractor that has not run yet has no time to show.
    expect(metricsSummary(decodeExtractor(extractorWire('n', 'New', 0, { metrics: {} })))).toBe('0 hits · 0 misses · 0 errors');
  });
});

describe('Extractors of an input', () => {
  it('lists the extractors in their order with what they do and their metrics', async () => {
    renderApp(
      routes(() => [STATUS_EXTRACTOR, PATH_EXTRACTOR]),
      `/system/inputs/${INPUT}/n1/extractors`,
    );
    expect(await screen.findByRole('heading', { name: 'Extractors of Web servers (GELF TCP)' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Extractors in order' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('strong').textContent)).toEqual(['HTTP status', 'Request path']);
    expect(within(items[1]!).getByText('Converters: lowercase')).toBeInTheDocument();
    expect(screen.getByLabelText('Metrics of HTTP status')).toHaveTextContent(
      '1,200 hits · 3 misses · 0 errors · 12 µs mean, 30 µs 95th percentile',
    );
    expect(screen.getByText(EXTRACTOR_TEXTS.orderHelp)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create extractor' })).toHaveAttribute('href', `/system/inputs/${INPUT}/n1/extractors/new`);
    expect(screen.getByRole('link', { name: 'Export extractors' })).toHaveAttribute('href', `${BASE}/export`);
    expect(screen.getByRole('link', { name: 'Import extractors' })).toHaveAttribute('href', `${BASE}/import`);
    expect(screen.getByRole('link', { name: 'Edit extractor Request path' })).toHaveAttribute(
      'href',
      `/system/inputs/${INPUT}/n1/extractors/${PATH_EXTRACTOR.id}/edit`,
    );
  });

  it('answers the global route too, and says when there are no extractors', async () => {
    renderApp(
      routes(() => []),
      BASE,
    );
    expect(await screen.findByText(EXTRACTOR_TEXTS.none)).toBeInTheDocument();
    // A global input's extractors are created through the node serving the console (GET /system's node_id).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Create extractor' })).toHaveAttribute('href', `/system/inputs/${INPUT}/n-1/extractors/new`),
    );
  });

  it('deletes an extractor after confirmation, and says so', async () => {
    let list = [STATUS_EXTRACTOR, PATH_EXTRACTOR];
    const { api } = renderApp(
      routes(() => list, {
        [`DELETE ${BASE}/${PATH_EXTRACTOR.id}`]: () => {
          list = [STATUS_EXTRACTOR];
          return new Response(null, { status: 204 });
        },
      }),
      `/system/inputs/${INPUT}/n1/extractors`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete extractor Request path' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete extractor' });
    expect(within(confirm).getByText(deleteExtractorQuestion('Request path'))).toBeInTheDocument();
    expect(deleteExtractorQuestion('Request path')).toBe('Do you really want to delete the extractor "Request path"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EXTRACTOR_TEXTS.deleted)).toBeInTheDocument();
    expect(screen.getByText('Extractor "Request path" was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete extractor Request path' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("keeps the extractor and shows the server's reason when deleting fails; Cancel deletes nothing", async () => {
    const { api } = renderApp(
      routes(() => [STATUS_EXTRACTOR], {
        [`DELETE ${BASE}/${STATUS_EXTRACTOR.id}`]: json(
          { type: 'ApiError', message: `Couldn't find extractor ${STATUS_EXTRACTOR.id}` },
          404,
        ),
      }),
      `/system/inputs/${INPUT}/n1/extractors`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete extractor HTTP status' }));
    await userEvent.click(within(await findDialog('alertdialog', { name: 'Delete extractor' })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete extractor HTTP status' }));
    await userEvent.click(within(await findDialog('alertdialog', { name: 'Delete extractor' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EXTRACTOR_TEXTS.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText(`Couldn't find extractor ${STATUS_EXTRACTOR.id}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete extractor HTTP status' })).toBeInTheDocument();
  });

  it('offers no delete and no reordering to a user who may only read the input', async () => {
    renderApp(
      routes(() => [STATUS_EXTRACTOR, PATH_EXTRACTOR], {}, [`inputs:read:${INPUT}`]),
      `/system/inputs/${INPUT}/n1/extractors`,
    );
    expect(await screen.findByRole('button', { name: 'Move HTTP status' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Delete extractor/ })).toBeNull();
    expect(screen.queryByText(EXTRACTOR_TEXTS.orderHelp)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create extractor' })).toBeNull();
  });
});
