import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { ResponseShapeError, UnknownEnumValueError } from '../models/decode';
import { decodePublicNotifications, encodePublicNotifications, type PublicNotification } from '../models/customization';
import { CustomizationApi } from './shell';

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

function recorder(answer: unknown, status = 200) {
  const calls: Recorded[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') }), calls };
}

const PATH = '/api/system/cluster_config/org.graylog.plugins.customization.notifications';

const wire = {
  '607468afaaa2380afe0757f1': {
    title: 'Maintenance',
    shortMessage: 'Restart at 18:00',
    longMessage: 'About five minutes.',
    isActive: true,
    isDismissible: true,
    atLogin: false,
    isGlobal: true,
    variant: 'warning',
    hiddenTitle: false,
  },
  second: {
    title: 'Old',
    shortMessage: 'Gone',
    longMessage: '',
    isActive: false,
    isDismissible: false,
    atLogin: true,
    isGlobal: false,
    variant: 'default',
    hiddenTitle: true,
  },
};

const decoded: PublicNotification[] = [
  { id: '607468afaaa2380afe0757f1', ...wire['607468afaaa2380afe0757f1'], variant: 'warning' },
  { id: 'second', ...wire.second, variant: 'default' },
];

describe('public notifications calls', () => {
  it('reads the customization from the cluster-config path, keeping ids and stored order', async () => {
    const { client, calls } = recorder(wire);
    await expect(CustomizationApi.publicNotifications(client)).resolves.toEqual(decoded);
    expect(calls).toEqual([{ method: 'GET', url: PATH, body: undefined }]);
  });

  it('reads nothing stored (204) as an empty list', async () => {
    const { client } = recorder(undefined, 204);
    await expect(CustomizationApi.publicNotifications(client)).resolves.toEqual([]);
  });

  it('reads a server without the section (404) as an empty list, and rethrows other failures', async () => {
    await expect(
      CustomizationApi.publicNotifications(recorder({ type: 'ApiError', message: "Couldn't find configuration class" }, 404).client),
    ).resolves.toEqual([]);
    await expect(
      CustomizationApi.publicNotifications(recorder({ type: 'ApiError', message: 'Not authorized' }, 403).client),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('writes the whole map with the camelCase wire fields and no id inside the entries', async () => {
    const { client, calls } = recorder(wire, 202);
    await expect(CustomizationApi.updatePublicNotifications(client, decoded)).resolves.toEqual(decoded);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: PATH });
    expect(calls[0]?.body).toEqual(wire);
  });
});

describe('public notification model', () => {
  it('fills in missing optional fields', () => {
    expect(decodePublicNotifications({ a: { title: 'T', shortMessage: 'S' } })).toEqual([
      {
        id: 'a',
        title: 'T',
        shortMessage: 'S',
        longMessage: '',
        isActive: false,
        isDismissible: false,
        atLogin: false,
        isGlobal: false,
        variant: 'default',
        hiddenTitle: false,
      },
    ]);
  });

  it('names the offending field of a bad answer', () => {
    expect(() => decodePublicNotifications({ a: { ...wire.second, variant: 'purple' } })).toThrow(UnknownEnumValueError);
    expect(() => decodePublicNotifications({ a: { ...wire.second, isActive: 'yes' } })).toThrow(/public_notifications\.a\.isActive/);
    expect(() => decodePublicNotifications([wire.second])).toThrow(ResponseShapeError);
  });

  it('round-trips through the wire form', () => {
    expect(decodePublicNotifications(encodePublicNotifications(decoded))).toEqual(decoded);
  });
});
