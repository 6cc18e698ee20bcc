import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeApiDocument } from '@sift/api';
import './ApiBrowserPage';
import { json, USER_WIRE } from '../testing/fakeApi';
import { renderApp } from '../testing/renderApp';
import { groupOperations } from './ApiBrowserPage';

const SLOW = { timeout: 10_000 };

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Sift embedded server', version: '0.1.0' },
  paths: {
    '/streams': {
      get: { operationId: 'getStreams', summary: 'GET /streams', tags: ['streams'], parameters: [] },
      post: {
        operationId: 'postStreams',
        summary: 'POST /streams',
        tags: ['streams'],
        parameters: [],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['title'] } } } },
      },
    },
    '/system/inputs/{id}': {
      get: {
        operationId: 'getSystemInputsId',
        summary: 'GET /system/inputs/{id}',
        tags: ['system/inputs'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      },
      delete: {
        operationId: 'deleteSystemInputsId',
        summary: 'DELETE /system/inputs/{id}',
        tags: ['system/inputs'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      },
    },
  },
};

const ADMIN = { 'GET /users/jane': { ...USER_WIRE, permissions: ['*'] }, 'GET /api-browser/openapi.json': OPENAPI };

describe('API browser', { timeout: 30_000 }, () => {
  it('lists the operations by resource and filters them by method, path or summary', async () => {
    renderApp(ADMIN, '/api-browser');
    const list = await screen.findByRole('navigation', { name: 'API operations' }, SLOW);
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['streams', 'system/inputs']);
    expect(within(list).getAllByRole('button')).toHaveLength(4);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter operations' }), 'delete');
    expect(await within(list).findAllByRole('button')).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter operations' }), 'xyz');
    expect(await screen.findByText('No operations match the filter.')).toBeInTheDocument();
  });

  it('sends a chosen call with its path parameter and shows the status and body it answered', async () => {
    const { api } = renderApp({ ...ADMIN, 'GET /system/inputs/in-1': { id: 'in-1', title: '<b>Syslog</b>' } }, '/api-browser');
    await userEvent.click(await screen.findByRole('button', { name: 'GET /system/inputs/{id}' }, SLOW));
    const form = screen.getByRole('form', { name: 'Try GET /system/inputs/{id}' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'id' }), 'in-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByRole('heading')).toHaveTextContent('Response: 200');
    // The answer is shown as text, never as markup.
    expect(within(response).getByLabelText('Response body')).toHaveTextContent('"title": "<b>Syslog</b>"');
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/system/inputs/in-1')).toBe(true);
  });

  it('shows a refused call as its answer, without leaving the page for "Missing Permissions"', async () => {
    renderApp(
      {
        ...ADMIN,
        'DELETE /system/inputs/in-1': () => json({ type: 'ApiError', message: 'Not authorized' }, 403),
      },
      '/api-browser',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'DELETE /system/inputs/{id}' }, SLOW));
    expect(screen.getByText('This call changes data on the server.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'id' }), 'in-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByRole('heading')).toHaveTextContent('Response: 403');
    expect(within(response).getByLabelText('Response body')).toHaveTextContent('Not authorized');
    expect(screen.queryByText('Missing Permissions')).toBeNull();
  });

  it('sends the JSON body, and refuses a body that is not JSON', async () => {
    const { api } = renderApp({ ...ADMIN, 'POST /streams': () => json({ stream_id: 's-9' }, 201) }, '/api-browser');
    await userEvent.click(await screen.findByRole('button', { name: 'POST /streams' }, SLOW));
    const body = screen.getByRole('textbox', { name: 'Request body (JSON)' });
    await userEvent.clear(body);
    await userEvent.type(body, '{{"title": "x"');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The body is not valid JSON.')).toBeInTheDocument();
    await userEvent.type(body, '}');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByRole('heading')).toHaveTextContent('Response: 201');
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/streams')?.body).toEqual({ title: 'x' });
  });
});

describe('groupOperations', () => {
  it('keeps every tag in order, with the operations that match', () => {
    const groups = groupOperations(decodeApiDocument(OPENAPI), 'inputs');
    expect(groups.map((g) => [g.title, g.operations.map((o) => o.id)])).toEqual([
      ['streams', []],
      ['system/inputs', ['getSystemInputsId', 'deleteSystemInputsId']],
    ]);
  });
});
