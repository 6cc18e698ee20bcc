import { describe, expect, it } from 'vitest';
import { createAppServices } from './createApp';
import { fakeApi, json } from './testing/fakeApi';

const FORBIDDEN = { type: 'ApiError', message: 'Not authorized' };
const STREAMS_FORBIDDEN = { type: 'MissingStreamPermission', message: 'no', streams: ['s1', 's2'] };

describe('createAppServices: reported permission errors', () => {
  it('reports a 403 while logged in through onForbidden, and clears it on logout', async () => {
    const api = fakeApi({ 'GET /streams': () => json(STREAMS_FORBIDDEN, 403), 'GET /system': () => json(FORBIDDEN, 403) });
    const { client, reportedErrors } = createAppServices({ fetch: api.fetch });
    client.session.loggedIn('jane');
    await expect(client.get('/system')).rejects.toMatchObject({ status: 403 });
    expect(reportedErrors.get()).toMatchObject({ kind: 'MissingPermissions', title: 'Missing Permissions' });
    await expect(client.get('/streams')).rejects.toMatchObject({ status: 403 });
    expect(reportedErrors.get()).toMatchObject({ kind: 'MissingStreamPermission', streams: ['s1', 's2'] });
    client.session.loggedOut();
    expect(reportedErrors.get()).toBeNull();
  });

  it('reports nothing for a 403 while logged out', async () => {
    const api = fakeApi({ 'GET /system/sessions': () => json(FORBIDDEN, 403) });
    const { client, reportedErrors } = createAppServices({ fetch: api.fetch });
    await expect(client.get('/system/sessions', { anonymous: true })).rejects.toMatchObject({ status: 403 });
    expect(reportedErrors.get()).toBeNull();
  });
});
