import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { App } from '../App';
import { createAppServices } from '../createApp';
import { fakeApi, json, USER_WIRE } from '../testing/fakeApi';
import { renderApp, SHELL_ROUTES } from '../testing/renderApp';

const html = () => document.documentElement.getAttribute('data-theme');

function preferSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  window.localStorage.clear();
  preferSystemDark(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('follows the system colour scheme when nothing else is set', async () => {
    preferSystemDark(true);
    renderApp();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(html()).toBe('noir');
  });

  it('prefers browser storage (themeMode) over the system, and the user preference over both', async () => {
    window.localStorage.setItem('themeMode', 'noir');
    const { unmount } = renderApp();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(html()).toBe('noir');
    unmount();
    renderApp({ 'GET /users/jane': { ...USER_WIRE, preferences: { themeMode: 'teint' } } });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(html()).toBe('teint');
  });

  it('lets an explicit override win', async () => {
    const api = fakeApi({ ...SHELL_ROUTES, 'GET /users/jane': { ...USER_WIRE, preferences: { themeMode: 'teint' } } });
    render(<App {...createAppServices({ fetch: api.fetch })} isolatedCache themeOverride="noir" />);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(html()).toBe('noir');
  });

  it('stores a change locally and in the user preferences, with a spinner while saving', async () => {
    let release: (r: Response) => void = () => undefined;
    const { api } = renderApp({
      'PUT /users/jane/preferences': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(html()).toBe('noir');
    expect(window.localStorage.getItem('themeMode')).toBe('noir');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute('aria-busy', 'true');
    api.routes['GET /users/jane'] = { ...USER_WIRE, preferences: { themeMode: 'noir' } };
    await act(async () => release(new Response(null, { status: 204 })));
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).not.toHaveAttribute('aria-busy', 'true');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ preferences: { themeMode: 'noir' } });
    expect(html()).toBe('noir');
  });

  it("keeps a read-only user's change in the browser only", async () => {
    const { api } = renderApp({ 'GET /users/jane': { ...USER_WIRE, read_only: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(html()).toBe('noir');
    expect(window.localStorage.getItem('themeMode')).toBe('noir');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('reports a failed save with the preferences toast', async () => {
    renderApp({ 'PUT /users/jane/preferences': () => json({ type: 'ApiError', message: 'nope' }, 500) });
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(await screen.findByText('Could not save or retrieve user preferences')).toBeInTheDocument();
  });
});
