import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeContentPack } from '@sift/api';
import { toast } from '@sift/ui';
import { json, USER_WIRE } from '../../testing/fakeApi';
import { findDialog } from '../../testing/findDialog';
import { renderApp } from '../../testing/renderApp';
import { BEATS_PARAMETERS, CONTENT_PACKS_WIRE, INSTALLATIONS_WIRE, packWire } from './contentPackFixtures';
import { latestRevisions, packParameters, parameterValue, readPackDocument } from './contentPackRules';

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] }, 'GET /system/content_packs': CONTENT_PACKS_WIRE };

afterEach(() => toast.clear());

describe('content pack rules', () => {
  it('keeps the latest revision of each pack, reads parameters and checks their values by type', () => {
    const packs = CONTENT_PACKS_WIRE.content_packs.map((w) => decodeContentPack(w));
    expect(latestRevisions(packs).map((p) => `${p.name} ${p.rev}`)).toEqual(['Beats 2', 'Web shop 1']);
    const [port, tls] = packParameters(decodeContentPack(packWire('x', 1, 'X', BEATS_PARAMETERS)));
    expect(port).toEqual({
      name: 'PORT',
      title: 'Beats port',
      description: 'Where the Beats input listens',
      type: 'integer',
      defaultValue: 5044,
    });
    expect(port && parameterValue(port, '5045')).toEqual({ value: 5045 });
    expect(port && parameterValue(port, '50.5')).toEqual({ error: 'Must be a whole number.' });
    expect(port && parameterValue(port, ' ')).toEqual({ error: 'A value is required.' });
    expect(tls && parameterValue(tls, 'true')).toEqual({ value: true });
    expect(readPackDocument('{"id":"a","rev":1,"name":"A"}')).toEqual({ pack: { id: 'a', rev: 1, name: 'A' } });
    expect(readPackDocument('[1]')).toEqual({ error: 'The file is not a content pack: it holds no JSON object.' });
    expect(readPackDocument('{"name":"A"}')).toEqual({
      error: 'The file is not a content pack: it needs an id, a revision (rev) and a name.',
    });
    expect('error' in readPackDocument('{nope')).toBe(true);
  });
});

describe('System → Content packs', { timeout: 30_000 }, () => {
  it('lists the latest revision of each pack with its installations', async () => {
    renderApp(ADMIN, '/system/contentpacks');
    // The first page of a file loads its lazy chunks: slow on a loaded machine.
    const table = await screen.findByRole('table', { name: 'Content packs' }, { timeout: 20_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['BeatsBeats in one go', '2', 'Sift', '0'],
      ['Web shopWeb shop in one go', '1', 'Sift', '2'],
    ]);
    expect(within(table).getByRole('link', { name: 'Web shop' })).toHaveAttribute('href', '/system/contentpacks/cp-web');
  });

  it('uploads a pack file, refusing a document that is not a content pack', async () => {
    const { api } = renderApp({ ...ADMIN, 'POST /system/content_packs': undefined }, '/system/contentpacks');
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await findDialog('dialog', { name: 'Upload content pack' });
    fireEvent.change(within(dialog).getByLabelText('Content pack'), { target: { value: '{"name": "No id"}' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('The file is not a content pack: it needs an id, a revision (rev) and a name.'),
    ).toBeInTheDocument();
    const file = new File([JSON.stringify(packWire('cp-new', 1, 'New pack'))], 'pack.json', { type: 'application/json' });
    await userEvent.upload(within(dialog).getByLabelText('Content pack file (optional)'), file);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Content pack')).toHaveValue(JSON.stringify(packWire('cp-new', 1, 'New pack'))),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Content pack New pack uploaded.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/system/content_packs')?.body).toMatchObject({
      id: 'cp-new',
      rev: 1,
      name: 'New pack',
    });
  });

  it('installs the latest revision with checked parameter values', async () => {
    const { api } = renderApp(
      { ...ADMIN, 'POST /system/content_packs/cp-beats/2/installations': { installation: {}, entities: [] } },
      '/system/contentpacks',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Install Beats' }));
    const dialog = await findDialog('dialog', { name: 'Install content pack Beats' });
    expect(within(dialog).getByText('Revision 2: 2 entities.')).toBeInTheDocument();
    const port = within(dialog).getByLabelText('Beats port');
    expect(port).toHaveValue('5044');
    await userEvent.clear(port);
    await userEvent.type(port, '50.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByText('Must be a whole number.')).toBeInTheDocument();
    await userEvent.clear(port);
    await userEvent.type(port, '5045');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Use TLS' }));
    await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), 'edge nodes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Content pack Beats installed.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/installations'))?.body).toEqual({
      parameters: { PORT: { '@type': 'integer', '@value': 5045 }, TLS: { '@type': 'boolean', '@value': true } },
      comment: 'edge nodes',
    });
  });

  it("deletes a pack after confirmation, naming the server's refusal", async () => {
    renderApp(
      {
        ...ADMIN,
        'DELETE /system/content_packs/cp-web': json(
          { type: 'ApiError', message: 'There are still installations of this content pack' },
          400,
        ),
      },
      '/system/contentpacks',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Web shop' }));
    const confirm = await findDialog('alertdialog', { name: 'Delete content pack' });
    expect(within(confirm).getByText('Do you really want to delete the content pack Web shop with all its revisions?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete content pack')).toBeInTheDocument();
  });

  it('shows "Missing Permissions" to a Reader, and no actions to a user who may only read', async () => {
    const view = renderApp({ ...ADMIN, 'GET /users/jane': { ...USER_WIRE, permissions: ['contentpack:read'] } }, '/system/contentpacks');
    expect(await screen.findByRole('table', { name: 'Content packs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Install/ })).toBeNull();
    view.unmount();
    renderApp({ ...ADMIN, 'GET /users/jane': { ...USER_WIRE, permissions: ['streams:read'] } }, '/system/contentpacks');
    expect(await screen.findByRole('heading', { name: 'Missing Permissions' })).toBeInTheDocument();
  });
});

describe('System → Content packs → a pack', { timeout: 30_000 }, () => {
  it('shows the revisions and installations, and uninstalls one after showing what it removes', async () => {
    let installations = INSTALLATIONS_WIRE;
    const { api } = renderApp(
      {
        ...ADMIN,
        'GET /system/content_packs/cp-web/installations': () => installations,
        'GET /system/content_packs/cp-web/installations/i1/uninstall_details': { entities: INSTALLATIONS_WIRE.installations[0]?.entities },
        'DELETE /system/content_packs/cp-web/installations/i1': () => {
          installations = { total: 0, installations: [] };
          return { content_pack: {}, uninstalled: {} };
        },
      },
      '/system/contentpacks/cp-web',
    );
    expect(await screen.findByRole('heading', { name: 'Content pack Web shop' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Installations' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'edge nodes', 'admin', '2026-11-21 10:00:00', '2', 'Uninstall']);
    await userEvent.click(within(table).getByRole('button', { name: 'Uninstall revision 1' }));
    const confirm = await findDialog('alertdialog', { name: 'Uninstall content pack' });
    const entities = await within(confirm).findByRole('list', { name: 'Entities to remove' });
    expect(
      within(entities)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['stream: Shop traffic', 'pipeline: Shop']);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Uninstall' }));
    expect(await screen.findByText('Content pack Web shop uninstalled.')).toBeInTheDocument();
    expect(await screen.findByText('This content pack is not installed.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/system/content_packs/cp-web/installations/i1')).toBe(true);
  });

  it('answers "Page not found" for a pack that does not exist', async () => {
    renderApp(ADMIN, '/system/contentpacks/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
