import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { EXTRACTOR_INPUT_WIRE, PATH_EXTRACTOR, STATUS_EXTRACTOR } from './extractors/extractorFixtures';
import { EXTRACTOR_FORM_TEXTS, recentSummary, testOutcome } from './extractors/extractorFormTexts';

const INPUT = EXTRACTOR_INPUT_WIRE.id;
const BASE = `/system/inputs/${INPUT}/extractors`;
const LINE = 'GET /index.html status=404 took 12ms';
const stored = {
  message: { _id: 'm-1', timestamp: '2024-05-02T10:14:32.000Z', source: 'web-02', message: LINE },
  index: 'graylog_0',
  highlight_ranges: {},
  decoration_stats: null,
};

afterEach(() => toast.clear());

const regexTester = (request: { body: unknown }) => {
  const { regex, string } = request.body as { regex: string; string: string };
  const found = new RegExp(regex).exec(string);
  if (found && found[1] === undefined) return { matched: true, match: null, regex, string };
  return found?.[1] !== undefined
    ? { matched: true, match: { match: found[1], start: 0, end: 0 }, regex, string }
    : { matched: false, regex, string };
};

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  [`GET /system/inputs/${INPUT}`]: EXTRACTOR_INPUT_WIRE,
  [`GET ${BASE}`]: { total: 2, extractors: [STATUS_EXTRACTOR, PATH_EXTRACTOR] },
  'GET /messages/graylog_0/m-1': stored,
  'POST /tools/regex_tester': regexTester,
  ...extra,
});

describe('Creating an extractor from a message', () => {
  it('takes type, field and example from the query, tries the regex as the user types and creates the extractor', async () => {
    const user = userEvent.setup();
    const { api } = renderApp(
      routes({ [`POST ${BASE}`]: json({ extractor_id: 'new-1' }, 201) }),
      `/system/inputs/${INPUT}/n1/extractors/new?extractor_type=regex&field=message&example_index=graylog_0&example_id=m-1`,
    );
    expect(await screen.findByRole('heading', { name: 'Create extractor for Web servers (GELF TCP)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Extractor type')).toHaveValue('regex');
    expect(screen.getByLabelText('Source field')).toHaveValue('message');
    await waitFor(() => expect(screen.getByLabelText('Example')).toHaveValue(LINE));
    // Nothing to try before the regex is typed.
    expect(screen.getAllByText(EXTRACTOR_FORM_TEXTS.settingsMissing)).toHaveLength(2);

    await user.type(screen.getByLabelText('Regular expression'), 'status=(\\d+)');
    expect(await screen.findByText('Extracted value: 404', {}, { timeout: 3000 })).toBeInTheDocument();
    // Debounced: one try for the whole regex, not one per keystroke.
    const tries = api.calls.filter((c) => c.path === '/tools/regex_tester');
    expect(tries.length).toBeLessThan(3);
    expect(tries.at(-1)?.body).toEqual({ regex: 'status=(\\d+)', string: LINE });

    await user.click(screen.getByRole('button', { name: 'Create extractor' }));
    expect(screen.getByText(EXTRACTOR_FORM_TEXTS.fixErrors)).toBeInTheDocument();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(api.calls.some((c) => c.method === 'POST' && c.path === BASE)).toBe(false);

    await user.click(screen.getByRole('radio', { name: /^Cut/ }));
    await user.type(screen.getByLabelText('Store as field'), 'http_status');
    await user.type(screen.getByLabelText('Extractor title'), 'HTTP status code');
    await user.click(screen.getByRole('radio', { name: 'Only if the field contains a string' }));
    await user.type(screen.getByLabelText('Field contains'), 'status=');
    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.conditionMatches, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Add converter'), 'Numeric');
    await user.selectOptions(screen.getByLabelText('Add converter'), 'Date');
    await user.type(screen.getByLabelText('Date format'), 'yyyy');
    await user.click(screen.getByRole('button', { name: 'Remove converter Date' }));
    await user.click(screen.getByRole('button', { name: 'Create extractor' }));

    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.created)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === BASE)?.body).toEqual({
      title: 'HTTP status code',
      extractor_type: 'regex',
      cursor_strategy: 'cut',
      source_field: 'message',
      target_field: 'http_status',
      extractor_config: { regex_value: 'status=(\\d+)' },
      converters: [{ type: 'numeric', config: {} }],
      condition_type: 'string',
      condition_value: 'status=',
      order: 2,
    });
    expect(await screen.findByRole('heading', { name: 'Extractors of Web servers (GELF TCP)' })).toBeInTheDocument();
  });

  it('says when the regex takes nothing, and keeps what was typed when creating fails', async () => {
    const user = userEvent.setup();
    renderApp(
      routes({ [`POST ${BASE}`]: json({ type: 'ApiError', message: 'Invalid target field _id' }, 400) }),
      `/system/inputs/${INPUT}/n1/extractors/new`,
    );
    await user.type(await screen.findByLabelText('Example'), LINE);
    await user.type(screen.getByLabelText('Regular expression'), 'nothing=(\\d+)');
    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.noMatch, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(testOutcome({ matched: false, value: null, range: null, fields: null, error: null })).toBe(
      "The extractor takes nothing from this example. Check its settings, or the indexes against the example's length.",
    );
    await user.type(screen.getByLabelText('Store as field'), '_id');
    await user.type(screen.getByLabelText('Extractor title'), 'Bad');
    await user.click(screen.getByRole('button', { name: 'Create extractor' }));
    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.createFailed)).toBeInTheDocument();
    expect(screen.getByText('Invalid target field _id', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Extractor title')).toHaveValue('Bad');
  });

  it('asks for no target field and no cut for grok, and shows the fields it names', async () => {
    const user = userEvent.setup();
    renderApp(
      routes({
        'POST /tools/grok_tester': { matched: true, matches: [{ name: 'verb', match: 'GET' }], pattern: '%{WORD:verb}', string: LINE },
      }),
      `/system/inputs/${INPUT}/n1/extractors/new?extractor_type=grok&field=message&example_index=graylog_0&example_id=m-1`,
    );
    await user.type(await screen.findByLabelText('Grok pattern'), '%{{WORD:verb}');
    expect(await screen.findByText('Fields: verb = GET', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Store as field')).toBeNull();
    expect(screen.queryByRole('radio', { name: /^Cut/ })).toBeNull();
  });
});

describe("The extractor's condition", () => {
  it('is tried on the example as it is typed: a regex through the regex tester, with what it answers', async () => {
    const user = userEvent.setup();
    const { api } = renderApp(
      routes(),
      `/system/inputs/${INPUT}/n1/extractors/new?extractor_type=regex&field=message&example_index=graylog_0&example_id=m-1`,
    );
    await waitFor(() => expect(screen.getByLabelText('Example')).toHaveValue(LINE));
    await user.click(screen.getByRole('radio', { name: 'Only if the field matches a regular expression' }));
    expect(screen.getByRole('status', { name: 'Condition result' })).toHaveTextContent(EXTRACTOR_FORM_TEXTS.conditionMissing);
    await user.type(screen.getByLabelText('Field matches'), '^POST');
    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.conditionNoMatch, {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Field matches'));
    await user.type(screen.getByLabelText('Field matches'), '^GET /index');
    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.conditionMatches, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/tools/regex_tester').at(-1)?.body).toEqual({ regex: '^GET /index', string: LINE });
    expect(EXTRACTOR_FORM_TEXTS.conditionNoMatch).toBe('Does not match: the extractor would not run on this example.');
  });
});

describe('Without inputs:edit on the input', () => {
  it('a Reader who opens the create or edit route directly sees Missing Permissions, not the form', async () => {
    renderApp(
      routes({ 'GET /users/jane': { ...USER_WIRE, permissions: ['inputs:read'] } }),
      `/system/inputs/${INPUT}/n1/extractors/new?extractor_type=regex&field=message`,
    );
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Regular expression')).toBeNull();
  });
});

describe('The preview on recent messages (beyond Graylog)', () => {
  it("tries the extractor on the input's most recent messages and counts those it takes a value from", async () => {
    const user = userEvent.setup();
    const recent = [
      { message: { _id: 'r2', message: 'GET /b status=500' }, index: 'graylog_0' },
      { message: { _id: 'r1', message: 'GET /a' }, index: 'graylog_0' },
      { message: { _id: 'r0', source: 'x' }, index: 'graylog_0' },
    ];
    renderApp(
      routes({
        'POST /views/search/sync': {
          id: 'job',
          search_id: 's',
          owner: 'jane',
          execution: { done: true, cancelled: false, completed_exceptionally: false },
          errors: [],
          results: {
            recent: {
              state: 'COMPLETED',
              errors: [],
              search_types: {
                messages: {
                  id: 'messages',
                  type: 'messages',
                  total_results: 3,
                  messages: recent,
                  effective_timerange: { type: 'relative', range: 0 },
                },
              },
            },
          },
        },
      }),
      `/system/inputs/${INPUT}/n1/extractors/new`,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Regular expression' }), 'status=(\\d+)');
    expect(await screen.findByText(recentSummary(1, 2, 3), {}, { timeout: 3000 })).toBeInTheDocument();
    expect(recentSummary(1, 2, 3)).toBe('Takes a value from 1 of 2 messages with text in the source field (3 recent messages).');
    const rows = within(screen.getByRole('list', { name: 'Results on recent messages' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'GET /b status=500: Extracted value: 500',
      `GET /a: ${EXTRACTOR_FORM_TEXTS.noMatch}`,
      EXTRACTOR_FORM_TEXTS.noSourceValue,
    ]);
  });
});

describe('Editing an extractor', () => {
  it('starts from the stored extractor and says "Could not update extractor" when saving fails', async () => {
    const user = userEvent.setup();
    const { api } = renderApp(
      routes({
        [`GET ${BASE}/${PATH_EXTRACTOR.id}`]: PATH_EXTRACTOR,
        [`PUT ${BASE}/${PATH_EXTRACTOR.id}`]: json({ type: 'ApiError', message: 'boom' }, 500),
        'POST /tools/split_and_index_tester': { successful: true, cut: '/index.html', begin_index: 4, end_index: 15 },
      }),
      `/system/inputs/${INPUT}/n1/extractors/${PATH_EXTRACTOR.id}/edit`,
    );
    expect(await screen.findByRole('heading', { name: 'Edit extractor "Request path"' })).toBeInTheDocument();
    expect(screen.getByLabelText('Split by')).toHaveValue(' ');
    expect(screen.getByLabelText('Target index')).toHaveValue('2');
    expect(screen.getByLabelText('Field contains')).toHaveValue('GET');
    expect(
      within(screen.getByRole('group', { name: 'Lowercase' })).getByRole('button', { name: 'Remove converter Lowercase' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Example'), LINE);
    expect(await screen.findByText('Extracted value: /index.html', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Target index'));
    await user.type(screen.getByLabelText('Target index'), '0');
    await user.click(screen.getByRole('button', { name: 'Update extractor' }));
    expect(screen.getByText('Must be 1 or more')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Target index'));
    await user.type(screen.getByLabelText('Target index'), '3');
    await user.click(screen.getByRole('button', { name: 'Update extractor' }));
    expect(await screen.findByText(EXTRACTOR_FORM_TEXTS.updateFailed)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      extractor_config: { split_by: ' ', index: 3 },
      cursor_strategy: 'cut',
      order: 1,
    });
  });
});
