import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { EXTRACTOR_INPUT_WIRE, PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractors/extractorFixtures';
import { IMPORT_ERRORS } from './extractors/extractorExport';
import { IMPORT_TEXTS, importSummary } from './ExtractorsImportPage';

const INPUT = EXTRACTOR_INPUT_WIRE.id;
const BASE = `/system/inputs/${INPUT}/extractors`;

afterEach(() => toast.clear());

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  [`GET /system/inputs/${INPUT}`]: EXTRACTOR_INPUT_WIRE,
  [`GET ${BASE}`]: { total: 2, extractors: [STATUS_EXTRACTOR, PATH_EXTRACTOR] },
  ...extra,
});

describe('Exporting extractors', () => {
  it('shows the extractors as JSON with the server version, ready to import elsewhere', async () => {
    renderApp(routes(), `${BASE}/export`);
    expect(await screen.findByRole('heading', { name: 'Export extractors of Web servers (GELF TCP)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse((screen.getByLabelText('Extractors JSON') as HTMLTextAreaElement).value)).toMatchObject({ version: '5.1.13' }),
    );
    const exported = JSON.parse((screen.getByLabelText('Extractors JSON') as HTMLTextAreaElement).value) as {
      extractors: Array<Record<string, unknown>>;
    };
    expect(exported.extractors.map((e) => e['title'])).toEqual(['HTTP status', 'Request path']);
    expect(exported.extractors[0]).not.toHaveProperty('id');
    expect(exported.extractors[0]).not.toHaveProperty('metrics');
    expect(screen.getByRole('link', { name: 'Download JSON' })).toHaveAttribute('download', `extractors-${INPUT}.json`);
  });
});

describe('Importing extractors', () => {
  it('names what is wrong with bad JSON and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderApp(routes(), `${BASE}/import`);
    await user.type(await screen.findByLabelText('Extractors JSON'), '{{"extractors": ');
    await user.click(screen.getByRole('button', { name: 'Add extractors to input' }));
    expect(screen.getByText(IMPORT_ERRORS.notJson)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === BASE)).toHaveLength(0);
  });

  it('adds each extractor after the current ones and reports how many failed', async () => {
    const user = userEvent.setup();
    let created = 0;
    const { api } = renderApp(
      routes({
        [`POST ${BASE}`]: (call: { body: unknown }) =>
          (call.body as { title: string }).title === 'Broken'
            ? json({ type: 'ApiError', message: 'Invalid target field _id' }, 400)
            : json({ extractor_id: `x${++created}` }, 201),
      }),
      `${BASE}/import`,
    );
    const text = JSON.stringify({
      extractors: [
        { title: 'All', type: 'copy_input', source_field: 'message', target_field: 'copy' },
        { title: 'Broken', extractor_type: 'copy_input', source_field: 'message', target_field: '_id' },
      ],
    });
    const box = await screen.findByLabelText('Extractors JSON');
    await user.click(box);
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Add extractors to input' }));
    expect(await screen.findByText(IMPORT_TEXTS.importFailed)).toBeInTheDocument();
    expect(screen.getByText(importSummary(1, 1))).toBeInTheDocument();
    expect(importSummary(1, 1)).toBe('1 extractor added, 1 failed.');
    expect(
      within(screen.getByRole('list', { name: 'Extractors not added' })).getByText('Broken: Invalid target field _id', { exact: false }),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === BASE).map((c) => (c.body as { order: number }).order)).toEqual([2, 3]);
  });
});
