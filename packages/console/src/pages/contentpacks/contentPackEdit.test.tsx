import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '@sift/ui';
import { USER_WIRE } from '../../testing/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { CONTENT_PACKS_WIRE } from './contentPackFixtures';
import { buildPack, entityFields, groupCatalog, parameterFits, parameterProblem, replaceAt, typedDefault } from './contentPackDraft';

afterEach(() => toast.clear());

const s = (value: string) => ({ '@type': 'string', '@value': value });
const CATALOG_WIRE = {
  entities: [
    { id: 'st-1', type: { name: 'stream', version: '1' }, title: 'Web servers' },
    { id: 'pl-1', type: { name: 'pipeline', version: '1' }, title: 'Web tiers' },
    { id: 'gp-1', type: { name: 'grok_pattern', version: '1' }, title: 'IP' },
    { id: 'db-1', type: { name: 'dashboard', version: '2' }, title: 'Web health' },
    { id: 'sv-1', type: { name: 'search', version: '1' }, title: 'Web failures' },
  ],
};
const STREAM_ENTITY = {
  v: '1',
  type: { name: 'stream', version: '1' },
  id: 'e-stream',
  data: {
    title: s('Web servers'),
    stream_rules: [{ type: s('EXACT'), field: s('source'), value: s('web-1'), inverted: { '@type': 'boolean', '@value': false } }],
  },
  constraints: [],
};
const ADMIN = {
  'GET /users/jane': { ...USER_WIRE, permissions: ['*'] },
  'GET /system/content_packs': CONTENT_PACKS_WIRE,
  'GET /system/catalog': CATALOG_WIRE,
  'POST /system/catalog': { entities: [STREAM_ENTITY] },
  'POST /system/content_packs': undefined,
};

describe('content pack drafts', () => {
  it('finds the value references of entity data, replaces one by a parameter and checks parameters', () => {
    expect(entityFields(STREAM_ENTITY.data)).toEqual([
      { path: 'title', type: 'string', value: 'Web servers' },
      { path: 'stream_rules.0.type', type: 'string', value: 'EXACT' },
      { path: 'stream_rules.0.field', type: 'string', value: 'source' },
      { path: 'stream_rules.0.value', type: 'string', value: 'web-1' },
      { path: 'stream_rules.0.inverted', type: 'boolean', value: 'false' },
    ]);
    const replaced = replaceAt(STREAM_ENTITY.data, 'stream_rules.0.value', { '@type': 'parameter', '@value': 'SOURCE' });
    expect(entityFields(replaced)[3]).toEqual({ path: 'stream_rules.0.value', type: 'parameter', value: 'SOURCE' });
    expect(STREAM_ENTITY.data.stream_rules[0]!.value).toEqual(s('web-1'));
    expect(parameterFits('string', 'string')).toBe(true);
    expect(parameterFits('long', 'integer')).toBe(true);
    expect(parameterFits('string', 'integer')).toBe(false);
    const p = { name: 'PORT', title: 'Port', description: '', type: 'integer' as const, defaultValue: '12x' };
    expect(parameterProblem(p, [])).toBe('The default value is not a integer.');
    expect(parameterProblem({ ...p, name: 'a b', defaultValue: '' }, [])).toBe('Use letters, digits and _ only.');
    expect(parameterProblem({ ...p, defaultValue: '' }, [p])).toBe('A parameter of this name exists already.');
    expect(typedDefault({ ...p, defaultValue: '5044' })).toBe(5044);
    expect(typedDefault({ ...p, type: 'boolean', defaultValue: 'true' })).toBe(true);
    expect(
      buildPack('id-1', 2, { name: ' N ', summary: '', description: '', vendor: 'v', url: '' }, [{ ...p, defaultValue: '' }], []),
    ).toEqual({
      v: '1',
      id: 'id-1',
      rev: 2,
      name: 'N',
      summary: '',
      description: '',
      vendor: 'v',
      url: '',
      parameters: [{ type: 'integer', name: 'PORT', title: 'Port', description: '' }],
      entities: [],
    });
    expect(
      groupCatalog(
        CATALOG_WIRE.entities.map((e) => ({ ...e, type: e.type.name, version: e.type.version })),
        'web',
      ).map((g) => g.type),
    ).toEqual(['stream', 'pipeline', 'dashboard', 'search']);
  });
});

describe('System → Content packs → Create', { timeout: 30_000 }, () => {
  it('needs a name and an entity before it exports the chosen entities', async () => {
    const { api } = renderApp(ADMIN, '/system/contentpacks/create');
    // The first page of a file loads its lazy chunks: slow on a loaded machine.
    expect(await screen.findByRole('heading', { name: 'Create content pack' }, { timeout: 20_000 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one entity.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/system/catalog')).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Web tiers pack' } });
    fireEvent.change(screen.getByLabelText('Filter entities (optional)'), { target: { value: 'web' } });
    expect(screen.queryByRole('checkbox', { name: 'IP' })).not.toBeInTheDocument();
    // Dashboards and saved searches are among the entity types, each under its title.
    const dashboards = screen.getByRole('group', { name: 'Dashboards' });
    expect(
      within(screen.getByRole('group', { name: 'Saved searches' })).getByRole('checkbox', { name: 'Web failures' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Web servers' }));
    await userEvent.click(within(dashboards).getByRole('checkbox', { name: 'Web health' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/catalog')?.body).toEqual({
        entities: [
          { id: 'st-1', type: { name: 'stream', version: '1' } },
          { id: 'db-1', type: { name: 'dashboard', version: '2' } },
        ],
      }),
    );
    expect(await screen.findByLabelText('Parameter name')).toBeInTheDocument();
  });

  it('puts a parameter at a field of a chosen entity and creates the pack', async () => {
    const { api } = renderApp(ADMIN, '/system/contentpacks/create');
    fireEvent.change(await screen.findByLabelText('Name', {}, { timeout: 20_000 }), { target: { value: 'Web tiers pack' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Web servers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.change(await screen.findByLabelText('Parameter name'), { target: { value: 'bad name' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    expect(await screen.findByText('Use letters, digits and _ only.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Parameter name'), { target: { value: 'SOURCE' } });
    fireEvent.change(screen.getByLabelText('Parameter title (optional)'), { target: { value: 'Source' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    const fields = await screen.findByRole('table', { name: 'Fields of Web servers' });
    expect(within(fields).getByRole('combobox', { name: 'Parameter for stream_rules.0.inverted of Web servers' })).toBeDisabled();
    await userEvent.click(within(fields).getByRole('combobox', { name: 'Parameter for stream_rules.0.value of Web servers' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Source (SOURCE)' }));
    await waitFor(() => expect(within(fields).getAllByText('from parameter')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const entities = await screen.findByRole('table', { name: 'Entities of the content pack' });
    expect(within(entities).getByRole('cell', { name: 'Web servers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Content pack Web tiers pack (revision 1) created.')).toBeInTheDocument();
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/system/content_packs')?.body as Record<string, unknown>;
    expect(created).toMatchObject({
      v: '1',
      rev: 1,
      name: 'Web tiers pack',
      parameters: [{ type: 'string', name: 'SOURCE', title: 'Source', description: '' }],
    });
    expect((created['entities'] as Array<{ data: { stream_rules: Array<{ value: unknown }> } }>)[0]!.data.stream_rules[0]!.value).toEqual({
      '@type': 'parameter',
      '@value': 'SOURCE',
    });
    expect(String(created['id'])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('edits a revision into the next one, keeping its entities and parameters', async () => {
    const base = CONTENT_PACKS_WIRE.content_packs.find((p) => p.id === 'cp-beats' && p.rev === 2);
    const { api } = renderApp(ADMIN, `/system/contentpacks/cp-beats/${base!.rev}/edit`);
    expect(await screen.findByRole('heading', { name: `Edit content pack Beats (revision ${base!.rev})` })).toBeInTheDocument();
    expect(screen.getByText('Saving creates revision 3; the revision you started from stays as it is.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Beats');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create revision' }));
    expect(await screen.findByText('Content pack Beats (revision 3) created.')).toBeInTheDocument();
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/system/content_packs')?.body as Record<string, unknown>;
    expect(created).toMatchObject({ id: 'cp-beats', rev: 3, name: 'Beats' });
    expect((created['entities'] as unknown[]).length).toBe(base!.entities.length);
    expect((created['parameters'] as unknown[]).length).toBe(base!.parameters.length);
  });
});
