import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { decodeThemeCustomization, isHexColour } from '../models/themeCustomization';
import { ThemeCustomizationApi } from './themeCustomizationHooks';

const PATH = '/api/system/cluster_config/org.graylog.plugins.customization.theme';

function answering(status: number, body: unknown) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') }), calls };
}

describe('theme customization', () => {
  it('reads hex colours of the known modes and intents, and nothing else', () => {
    expect(
      decodeThemeCustomization({
        teint: { primary: { main: '#0055aa' }, danger: { main: 'red; background: url(x)' }, brand: { main: '#fff' } },
        noir: { success: { main: '#0f0' } },
        light: { primary: { main: '#123456' } },
      }),
    ).toEqual({ teint: { primary: { main: '#0055aa' } }, noir: { success: { main: '#0f0' } } });
    expect(decodeThemeCustomization(null)).toEqual({});
    expect(isHexColour('#12345')).toBe(false);
  });

  it('is read and stored on the cluster-config path', async () => {
    const { client, calls } = answering(200, { teint: { primary: { main: '#0055aa' } } });
    expect(await ThemeCustomizationApi.get(client)).toEqual({ teint: { primary: { main: '#0055aa' } } });
    await ThemeCustomizationApi.update(client, { noir: { info: { main: '#00aaaa' } } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', PATH, undefined],
      ['PUT', PATH, { noir: { info: { main: '#00aaaa' } } }],
    ]);
  });

  it('is empty when the server does not know the section', async () => {
    const { client } = answering(404, { type: 'ApiError', message: 'HTTP 404 Not Found' });
    expect(await ThemeCustomizationApi.get(client)).toEqual({});
  });
});
