import { render } from '@testing-library/react';
import { App } from '../App';
import { createAppServices } from '../createApp';
import { fakeApi, HELLO, USER_WIRE } from './fakeApi';

type Routes = Parameters<typeof fakeApi>[0];

/** The routes every logged-in screen polls, answering with empty data. */
export const SHELL_ROUTES: Routes = {
  'GET /': HELLO,
  'GET /system/sessions': { is_valid: true, session_id: 's', username: 'jane' },
  'GET /users/jane': USER_WIRE,
  'POST /cluster/metrics/multiple': {},
  'GET /system/notifications': { total: 0, notifications: [] },
  'GET /system': {
    facility: 'graylog-server',
    codename: 'Noir',
    node_id: 'n-1',
    cluster_id: 'c-1',
    version: '5.1.13',
    started_at: '2024-01-01T00:00:00.000Z',
    is_processing: true,
    hostname: 'sift-host',
    lifecycle: 'running',
    lb_status: 'alive',
    timezone: 'UTC',
    operating_system: 'Linux',
    is_leader: true,
  },
};

/** Renders the whole console against a fake API, with a fresh SWR cache. */
export function renderApp(routes: Routes = {}, path = '/') {
  window.history.replaceState(null, '', path);
  const api = fakeApi({ ...SHELL_ROUTES, ...routes });
  const services = createAppServices({ fetch: api.fetch });
  const view = render(<App {...services} isolatedCache />);
  return { ...view, ...services, api };
}
