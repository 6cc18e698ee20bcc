import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import { ClusterConfigApi, CustomizationApi } from '../../src/calls/shell';
import type { PublicNotification } from '../../src/models/customization';
import { login } from '../../src/sessions';
import { contractClient, ROOT_PASSWORD, ROOT_USERNAME, serverBuilt, SKIP_REASON, startServer, type RunningServer } from './server';

const maintenance: PublicNotification = {
  id: '607468afaaa2380afe0757f1',
  title: 'Maintenance',
  shortMessage: 'Restart at 18:00',
  longMessage: 'About five minutes.',
  isActive: true,
  isDismissible: true,
  atLogin: false,
  isGlobal: true,
  variant: 'warning',
  hiddenTitle: false,
};

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: customization and index set defaults against the embedded server' : `contract: customization (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;

    beforeAll(async () => {
      server = await startServer();
      client = contractClient(server);
      await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, client);
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    it('starts without public notifications, stores them and reads them back', async () => {
      await expect(CustomizationApi.publicNotifications(client)).resolves.toEqual([]);
      await expect(CustomizationApi.updatePublicNotifications(client, [maintenance])).resolves.toEqual([maintenance]);
      await expect(CustomizationApi.publicNotifications(client)).resolves.toEqual([maintenance]);
    });

    it('refuses an invalid notification with a 400 FetchError', async () => {
      const error = await CustomizationApi.updatePublicNotifications(client, [{ ...maintenance, title: '' }]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchError);
      expect((error as FetchError).status).toBe(400);
    });

    it('sets the index set defaults', async () => {
      const current = await ClusterConfigApi.get(client, 'org.graylog2.configuration.IndexSetsDefaultConfiguration');
      expect(current).not.toBeNull();
      await ClusterConfigApi.updateIndexSetDefaults(client, { ...current, shards: 3 });
      await expect(ClusterConfigApi.get(client, 'org.graylog2.configuration.IndexSetsDefaultConfiguration')).resolves.toMatchObject({
        shards: 3,
      });
    });
  },
);
