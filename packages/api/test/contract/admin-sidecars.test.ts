import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { FetchError } from '../../src/client/FetchError';
import { SidecarsApi, sidecarValidationErrors } from '../../src/calls/sidecars';
import { openSession } from './session';
import { ROOT_PASSWORD, ROOT_USERNAME, serverBuilt, SKIP_REASON, type RunningServer } from './server';

describe.skipIf(!serverBuilt)(
  serverBuilt
    ? 'contract: Sidecars, collectors, configurations and variables against the embedded server'
    : `contract: sidecars (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;

    beforeAll(async () => {
      ({ server, client } = await openSession());
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    /** A Sidecar's poll, as the agent sends it. */
    const register = (nodeId: string, name: string, os: string) =>
      fetch(`${server.apiBase}/sidecars/${nodeId}`, {
        method: 'PUT',
        headers: {
          Authorization: `Basic ${Buffer.from(`${ROOT_USERNAME}:${ROOT_PASSWORD}`).toString('base64')}`,
          'Content-Type': 'application/json',
          'X-Graylog-Sidecar-Version': '1.4.0',
          'X-Requested-By': 'contract',
        },
        body: JSON.stringify({
          node_name: name,
          node_details: {
            operating_system: os,
            ip: '10.0.0.9',
            metrics: { disks_75: [], cpu_idle: 90, load_1: 0.5 },
            status: { status: 0, message: 'ok', collectors: [] },
            tags: ['edge'],
          },
        }),
      });

    it('reads the default collectors and saves, previews and refuses configurations and variables with the typed calls', async () => {
      const collectors = await SidecarsApi.collectors(client);
      expect(collectors).toHaveLength(7);
      const filebeat = collectors.find((c) => c.name === 'filebeat' && c.operatingSystem === 'linux')!;
      expect(filebeat).toMatchObject({ serviceType: 'exec', executablePath: '/usr/share/filebeat/bin/filebeat' });
      expect(await SidecarsApi.validateCollectorName(client, 'filebeat', 'linux', null)).toBe(
        'Collector "filebeat" already exists on linux',
      );
      expect(await SidecarsApi.validateCollectorName(client, 'filebeat', 'linux', filebeat.id)).toBeNull();

      const variable = await SidecarsApi.saveVariable(client, null, { name: 'out', description: '', content: 'graylog:5044' });
      expect((await SidecarsApi.variables(client)).map((v) => v.name)).toEqual(['out']);
      expect(await SidecarsApi.preview(client, 'to ${user.out} from ${sidecar.nodeName}')).toBe('to graylog:5044 from <node name>\n');

      const conf = await SidecarsApi.saveConfiguration(client, null, {
        name: 'edge',
        collectorId: filebeat.id,
        color: '#123456',
        template: 'x: ${user.out}',
        tags: ['edge'],
      });
      expect(await SidecarsApi.configuration(client, conf.id)).toEqual(conf);
      const refused = await SidecarsApi.saveConfiguration(client, null, { ...conf, template: 'y' }).catch((e: unknown) => e);
      expect(sidecarValidationErrors(refused)).toEqual({ name: ['Configuration "edge" already exists'] });
      expect((await SidecarsApi.configurations(client)).map((c) => ({ name: c.name, tags: c.tags, template: c.template }))).toEqual([
        { name: 'edge', tags: ['edge'], template: '' },
      ]);
      // In use by a template: the variable cannot go.
      expect(await SidecarsApi.deleteVariable(client, variable.id).catch((e: unknown) => (e as FetchError).status)).toBe(400);
    });

    it('lists registered Sidecars, assigns by hand besides tags, and queues actions', async () => {
      expect((await register('contract-node', 'edge-1', 'Linux')).status).toBe(202);
      expect((await register('contract-win', 'win-1', 'Windows')).status).toBe(202);
      const page = await SidecarsApi.list(client, { query: 'edge', page: 1, perPage: 50, onlyActive: true });
      expect(page.grandTotal).toBe(2);
      const edge = page.sidecars[0]!;
      expect(edge).toMatchObject({ nodeName: 'edge-1', status: 'running', active: true, operatingSystem: 'Linux', tags: ['edge'] });
      const [byTag] = edge.assignments;
      expect(byTag?.assignedFromTags).toEqual(['edge']);

      const nxlog = (await SidecarsApi.collectors(client)).find((c) => c.name === 'nxlog' && c.operatingSystem === 'linux')!;
      const nxConf = await SidecarsApi.saveConfiguration(client, null, {
        name: 'nx',
        collectorId: nxlog.id,
        color: '#000000',
        template: 'a',
        tags: [],
      });
      await SidecarsApi.assign(client, [{ nodeId: 'contract-node', assignments: [{ collectorId: nxlog.id, configurationId: nxConf.id }] }]);
      const assigned = await SidecarsApi.get(client, 'contract-node');
      expect(assigned.assignments.map((a) => [a.configurationId, a.assignedFromTags])).toEqual([
        [nxConf.id, []],
        [byTag!.configurationId, ['edge']],
      ]);

      const windows = await SidecarsApi.administration(client, '', { os: 'windows' });
      expect(windows.sidecars.map((s) => s.nodeName)).toEqual(['win-1']);
      expect(windows.sidecars[0]!.compatibleCollectors).toHaveLength(3);
      await SidecarsApi.bulkAction(client, 'restart', [{ sidecarId: 'contract-node', collectorIds: [nxlog.id] }]);
      const next = await (await register('contract-node', 'edge-1', 'Linux')).json();
      expect(next.actions).toEqual([{ collector_id: nxlog.id, properties: { restart: true } }]);

      const inUse = await SidecarsApi.deleteConfiguration(client, nxConf.id).catch((e: unknown) => e);
      expect(inUse).toBeInstanceOf(FetchError);
      expect((inUse as FetchError).status).toBe(400);
    });
  },
);
