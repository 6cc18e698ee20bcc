import { render } from '@testing-library/react';
import { App } from '../../App';
import { createAppServices } from '../../createApp';
import { fakeApi } from '../../testing/fakeApi';
import { SHELL_ROUTES } from '../../testing/renderApp';
import { fakeSearchServer, searchRoutes, type FakeSearchServerOptions } from './fakeSearchServer';

/**
 * renderApp for search screens: the shell routes plus the fake search server, whose paths carry
 * generated ids (so they cannot be listed up front).
 */
export function renderSearchApp(path: string, options: FakeSearchServerOptions = {}, routes: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', path);
  const server = fakeSearchServer(options);
  const api = fakeApi(searchRoutes(server, { ...SHELL_ROUTES, ...routes }));
  const services = createAppServices({ fetch: api.fetch });
  const view = render(<App {...services} isolatedCache />);
  return { ...view, ...services, api, server };
}
