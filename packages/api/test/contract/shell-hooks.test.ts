// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { useApiClient, useSessionUsername } from '../../src/hooks/ApiProvider';
import { useClusterMetrics } from '../../src/hooks/adminHooks';
import { useCapabilities } from '../../src/hooks/liveHooks';
import { useUpdatePublicNotifications } from '../../src/hooks/mutations';
import { usePublicNotifications } from '../../src/hooks/shellHooks';
import type { PublicNotification } from '../../src/models/customization';
import { THROUGHPUT_METRICS } from '../../src/models/system';
import { openSession } from './session';
import { ROOT_USERNAME, serverBuilt, SKIP_REASON, type RunningServer } from './server';

const notice: PublicNotification = {
  id: '607468afaaa2380afe0757f2',
  title: 'Upgrade',
  shortMessage: 'Graylog compatible upgrade tonight',
  longMessage: '',
  isActive: true,
  isDismissible: false,
  atLogin: true,
  isGlobal: true,
  variant: 'info',
  hiddenTitle: false,
};

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: shell hooks against the embedded server' : `contract: shell hooks (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let wrapper: ({ children }: { children: ReactNode }) => ReactNode;

    beforeAll(async () => {
      ({ server, client, wrapper } = await openSession());
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('knows the logged-in user and reads the server capabilities (live search)', async () => {
      const { result } = renderHook(() => ({ client: useApiClient(), username: useSessionUsername(), capabilities: useCapabilities() }), {
        wrapper,
      });
      expect(result.current.client).toBe(client);
      expect(result.current.username).toBe(ROOT_USERNAME);
      await waitFor(() => expect(result.current.capabilities.data).toBeDefined());
      expect(result.current.capabilities.error).toBeUndefined();
      expect(result.current.capabilities.data).toMatchObject({ live: true });
    });

    it('stores public notifications through the mutation and the read hook sees them', async () => {
      const { result } = renderHook(() => ({ notifications: usePublicNotifications(), update: useUpdatePublicNotifications() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.notifications.data).toEqual([]));
      await act(async () => {
        await result.current.update.trigger([notice]);
      });
      await waitFor(() => expect(result.current.notifications.data).toEqual([notice]));
      expect(result.current.update.error).toBeNull();
    });

    it('reads node metrics by name through the cluster metrics hook', async () => {
      const names = [THROUGHPUT_METRICS.input, THROUGHPUT_METRICS.output];
      const { result } = renderHook(() => useClusterMetrics(names), { wrapper });
      await waitFor(() => expect(result.current.data ?? result.current.error).toBeDefined());
      expect(result.current.error).toBeUndefined();
      const nodes = Object.values(result.current.data ?? {});
      expect(nodes).toHaveLength(1);
      expect((nodes[0] ?? []).map((m) => m.fullName).sort()).toEqual(names);
    });
  },
);
