import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { freePort } from './log-helpers.js';
import { satisfies } from '../src/contentpacks/routes.js';

const PACK_ID = 'a3f2c3c6-8d5e-4b6a-9f0e-3c1d2b4a5e6f';
const s = (value: string) => ({ '@type': 'string', '@value': value });
const b = (value: boolean) => ({ '@type': 'boolean', '@value': value });
const param = (name: string) => ({ '@type': 'parameter', '@value': name });

function pack(rev: number, port: number, entities: unknown[] = []) {
  return {
    v: '1',
    id: PACK_ID,
    rev,
    name: 'Web servers',
    summary: 'Streams, an input and an output for web servers',
    description: 'Everything a web server needs',
    vendor: 'Sift tests',
    url: 'https://example.org/packs/web',
    parameters: [
      { type: 'string', name: 'SOURCE', title: 'Source', description: 'Which source the stream matches' },
      { type: 'integer', name: 'PORT', title: 'Port', description: 'Input port', default_value: port },
    ],
    entities: [
      {
        v: '1',
        type: { name: 'output', version: '1' },
        id: 'out-1',
        data: { title: s('Web output'), type: s('org.graylog2.outputs.LoggingOutput'), configuration: { prefix: s('web: ') } },
        constraints: [{ type: 'server-version', version: '>=5.0.0' }],
      },
      {
        v: '1',
        type: { name: 'stream', version: '1' },
        id: 'stream-1',
        data: {
          title: s('Web traffic'),
          description: s('Messages of the web servers'),
          disabled: b(false),
          matching_type: s('AND'),
          stream_rules: [{ type: s('EXACT'), field: s('source'), value: param('SOURCE'), inverted: b(false), description: s('') }],
          outputs: [s('out-1')],
          default_stream: b(false),
          remove_matches: b(false),
        },
        constraints: [{ type: 'server-version', version: '>=5.0.0' }],
      },
      {
        v: '1',
        type: { name: 'input', version: '1' },
        id: 'input-1',
        data: {
          title: s('Web GELF'),
          type: s('org.graylog2.inputs.gelf.udp.GELFUDPInput'),
          global: b(true),
          configuration: { bind_address: s('127.0.0.1'), port: param('PORT') },
          static_fields: { team: s('web') },
          extractors: [],
        },
        constraints: [{ type: 'plugin-version', plugin: 'org.graylog.plugins.nothing', version: '>=1.0.0' }],
      },
      ...entities,
    ],
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('content packs', () => {
  it('stores revisions, lists them (all and latest), answers one revision with its constraints and refuses a duplicate', async () => {
    const port = await freePort();
    const created = await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack(1, port) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['location']).toBe(`/system/content_packs/${PACK_ID}`);
    expect((await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack(2, port) })).statusCode).toBe(201);
    const duplicate = await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: pack(1, port) });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(`Content pack ${PACK_ID} with this revision 1 already found!`);

    const all = (await server.call('GET', '/api/system/content_packs', { as: ADMIN })).json();
    expect(all.total).toBe(2);
    expect(all.content_packs.map((p: { rev: number }) => p.rev)).toEqual([1, 2]);
    expect(all.content_pack_metadata).toEqual({});
    const latest = (await server.call('GET', '/api/system/content_packs/latest', { as: ADMIN })).json();
    expect(latest.content_packs.map((p: { rev: number }) => p.rev)).toEqual([2]);
    expect(latest.content_packs[0]).toMatchObject({ v: '1', id: PACK_ID, name: 'Web servers', server_version: '5.1.13' });

    const revisions = (await server.call('GET', `/api/system/content_packs/${PACK_ID}`, { as: ADMIN })).json();
    expect(Object.keys(revisions.content_pack_revisions)).toEqual(['1', '2']);
    expect(revisions.constraints_result['1']).toEqual([
      { constraint: { type: 'server-version', version: '>=5.0.0' }, fulfilled: true },
      { constraint: { type: 'plugin-version', plugin: 'org.graylog.plugins.nothing', version: '>=1.0.0' }, fulfilled: false },
    ]);
    const one = (await server.call('GET', `/api/system/content_packs/${PACK_ID}/2`, { as: ADMIN })).json();
    expect(one.content_pack.rev).toBe(2);
    expect(one.constraints_result).toHaveLength(2);
    const download = await server.call('GET', `/api/system/content_packs/${PACK_ID}/2/download`, { as: ADMIN });
    expect(download.json().rev).toBe(2);
    const missing = await server.call('GET', `/api/system/content_packs/${PACK_ID}/9`, { as: ADMIN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Content pack ${PACK_ID} with revision 9 not found!`);
  });

  it('validates the pack shape', async () => {
    const bad = async (body: unknown) => (await server.call('POST', '/api/system/content_packs', { as: ADMIN, body })).statusCode;
    const good = pack(5, 5555);
    expect(await bad({ ...good, v: '2' })).toBe(400);
    expect(await bad({ ...good, rev: 0 })).toBe(400);
    expect(await bad({ ...good, name: '' })).toBe(400);
    expect(await bad({ ...good, extra: 1 })).toBe(400);
    expect(await bad({ ...good, parameters: [{ type: 'date', name: 'X', title: 'X', description: '' }] })).toBe(400);
    expect(await bad({ ...good, parameters: [{ type: 'integer', name: 'X', title: 'X', description: '', default_value: 'x' }] })).toBe(400);
    expect(await bad({ ...good, entities: [{ v: '1', type: { name: 'stream' }, id: 'x', data: {} }] })).toBe(400);
    expect(await bad({ ...good, entities: [good.entities[0], good.entities[0]] })).toBe(400);
    expect((await server.call('GET', '/api/system/content_packs', { as: ADMIN })).json().total).toBe(2);
  });

  it('installs a revision with parameters (output, stream with rule and output link, input), lists installations, and uninstalls it', async () => {
    const port = await freePort();
    const missingParameter = await server.call('POST', `/api/system/content_packs/${PACK_ID}/1/installations`, {
      as: ADMIN,
      body: { parameters: {}, comment: 'x' },
    });
    expect(missingParameter.statusCode).toBe(400);
    expect(missingParameter.json().message).toBe('Missing parameters: SOURCE');
    const wrongType = await server.call('POST', `/api/system/content_packs/${PACK_ID}/1/installations`, {
      as: ADMIN,
      body: { parameters: { SOURCE: { '@type': 'integer', '@value': 3 } } },
    });
    expect(wrongType.statusCode).toBe(400);

    const res = await server.call('POST', `/api/system/content_packs/${PACK_ID}/1/installations`, {
      as: ADMIN,
      body: { parameters: { SOURCE: s('web-1'), PORT: { '@type': 'integer', '@value': port } }, comment: 'first install' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const installation = res.json();
    expect(installation).toMatchObject({
      content_pack_id: PACK_ID,
      content_pack_revision: 1,
      comment: 'first install',
      created_by: 'admin',
    });
    expect(
      installation.entities.map((e: { content_pack_entity_id: string; type: { name: string }; found_on_system: boolean }) => [
        e.content_pack_entity_id,
        e.type.name,
        e.found_on_system,
      ]),
    ).toEqual([
      ['out-1', 'output', false],
      ['stream-1', 'stream', false],
      ['input-1', 'input', false],
    ]);
    const [outputId, streamId, inputId] = installation.entities.map((e: { id: string }) => e.id) as [string, string, string];

    const stream = (await server.call('GET', `/api/streams/${streamId}`, { as: ADMIN })).json();
    expect(stream).toMatchObject({
      title: 'Web traffic',
      disabled: false,
      matching_type: 'AND',
      rules: [{ field: 'source', value: 'web-1', type: 1 }],
    });
    expect(stream.outputs.map((o: { id: string }) => o.id)).toEqual([outputId]);
    expect((await server.call('GET', `/api/system/outputs/${outputId}`, { as: ADMIN })).json()).toMatchObject({
      title: 'Web output',
      configuration: { prefix: 'web: ' },
    });
    const input = (await server.call('GET', `/api/system/inputs/${inputId}`, { as: ADMIN })).json();
    expect(input).toMatchObject({
      title: 'Web GELF',
      global: true,
      attributes: { port, bind_address: '127.0.0.1' },
      static_fields: { team: 'web' },
    });
    const states = Object.values(
      (await server.call('GET', '/api/cluster/inputstates', { as: ADMIN })).json() as Record<string, { id: string; state: string }[]>,
    ).flat();
    expect(states.find((st) => st.id === inputId)?.state).toBe('RUNNING');

    const list = (await server.call('GET', `/api/system/content_packs/${PACK_ID}/installations`, { as: ADMIN })).json();
    expect(list.total).toBe(1);
    expect(list.installations[0]._id).toBe(installation._id);
    expect((await server.call('GET', '/api/system/content_packs', { as: ADMIN })).json().content_pack_metadata).toEqual({
      [PACK_ID]: { '1': { installation_count: 1 } },
    });
    const blocked = await server.call('DELETE', `/api/system/content_packs/${PACK_ID}/1`, { as: ADMIN });
    expect(blocked.statusCode).toBe(400);
    expect((await server.call('DELETE', `/api/system/content_packs/${PACK_ID}`, { as: ADMIN })).statusCode).toBe(400);

    const details = (
      await server.call('GET', `/api/system/content_packs/${PACK_ID}/installations/${installation._id}/uninstall_details`, { as: ADMIN })
    ).json();
    expect(details.entities).toHaveLength(3);

    const uninstall = await server.call('DELETE', `/api/system/content_packs/${PACK_ID}/installations/${installation._id}`, { as: ADMIN });
    expect(uninstall.statusCode, uninstall.body).toBe(200);
    expect(uninstall.json().content_pack.rev).toBe(1);
    expect(uninstall.json().uninstalled.entities).toHaveLength(3);
    expect(uninstall.json().uninstalled.failed_entities).toEqual([]);
    expect((await server.call('GET', `/api/streams/${streamId}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', `/api/system/outputs/${outputId}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', `/api/system/inputs/${inputId}`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('GET', `/api/system/content_packs/${PACK_ID}/installations`, { as: ADMIN })).json().total).toBe(0);
    expect(
      (await server.call('DELETE', `/api/system/content_packs/${PACK_ID}/installations/${installation._id}`, { as: ADMIN })).statusCode,
    ).toBe(404);
  });

  it('refuses to install an entity type this server does not support, naming it, and creates nothing', async () => {
    const port = await freePort();
    const withPipeline = pack(3, port, [
      {
        v: '1',
        type: { name: 'sidecar_collector', version: '1' },
        id: 'collector-1',
        data: { name: s('filebeat') },
        constraints: [],
      },
    ]);
    expect((await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: withPipeline })).statusCode).toBe(201);
    const streamsBefore = (await server.call('GET', '/api/streams', { as: ADMIN })).json().total;
    const res = await server.call('POST', `/api/system/content_packs/${PACK_ID}/3/installations`, {
      as: ADMIN,
      body: { parameters: { SOURCE: s('x') } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('ApiError');
    expect(res.json().message).toContain('Unsupported entity type "sidecar_collector" (version 1) of entity collector-1');
    expect((await server.call('GET', '/api/streams', { as: ADMIN })).json().total).toBe(streamsBefore);
    expect((await server.call('GET', `/api/system/content_packs/${PACK_ID}/installations`, { as: ADMIN })).json().total).toBe(0);
  });

  it('rolls back what it created when a later entity fails, and refuses invalid entity data before creating anything', async () => {
    const port = await freePort();
    // The second input takes the same port: it is created but fails to start, which is not an install error;
    // an unknown input type is refused before anything is created.
    const broken = pack(4, port, [
      {
        v: '1',
        type: { name: 'input', version: '1' },
        id: 'input-2',
        data: { title: s('Bad'), type: s('org.example.NoSuchInput'), global: b(true), configuration: {} },
        constraints: [],
      },
    ]);
    expect((await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: broken })).statusCode).toBe(201);
    const outputsBefore = (await server.call('GET', '/api/system/outputs', { as: ADMIN })).json().total;
    const res = await server.call('POST', `/api/system/content_packs/${PACK_ID}/4/installations`, {
      as: ADMIN,
      body: { parameters: { SOURCE: s('x') } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('org.example.NoSuchInput');
    expect((await server.call('GET', '/api/system/outputs', { as: ADMIN })).json().total).toBe(outputsBefore);
  });

  it('deletes revisions and packs without installations, and needs the contentpack permissions', async () => {
    const reader = await createUser(server, 'packreader');
    for (const [method, url] of [
      ['GET', '/api/system/content_packs'],
      ['GET', `/api/system/content_packs/${PACK_ID}`],
      ['POST', `/api/system/content_packs/${PACK_ID}/1/installations`],
      ['DELETE', `/api/system/content_packs/${PACK_ID}`],
    ] as const) {
      const res = await server.call(method, url, { as: reader, ...(method === 'POST' ? { body: { parameters: {} } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await server.call('DELETE', `/api/system/content_packs/${PACK_ID}/2`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', `/api/system/content_packs/${PACK_ID}/2`, { as: ADMIN })).statusCode).toBe(404);
    expect((await server.call('DELETE', `/api/system/content_packs/${PACK_ID}`, { as: ADMIN })).statusCode).toBe(204);
    expect((await server.call('GET', '/api/system/content_packs', { as: ADMIN })).json().total).toBe(0);
  });

  it('installs grok patterns; an identical existing pattern is found on the system and kept on uninstall', async () => {
    const grokPack = (id: string, patterns: [string, string][]) => ({
      v: '1',
      id,
      rev: 1,
      name: id,
      summary: '',
      description: '',
      vendor: '',
      url: '',
      parameters: [],
      entities: patterns.map(([name, pattern], i) => ({
        v: '1',
        type: { name: 'grok_pattern', version: '1' },
        id: `g${i}`,
        data: { name, pattern },
        constraints: [],
      })),
    });
    expect(
      (await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: grokPack('grok-a', [['SIFT_WORD', '\\w+']]) })).statusCode,
    ).toBe(201);
    expect(
      (
        await server.call('POST', '/api/system/content_packs', {
          as: ADMIN,
          body: grokPack('grok-b', [
            ['SIFT_WORD', '\\w+'],
            ['SIFT_NUM', '\\d+'],
          ]),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await server.call('POST', '/api/system/content_packs', { as: ADMIN, body: grokPack('grok-c', [['SIFT_WORD', '[a-z]+']]) }))
        .statusCode,
    ).toBe(201);
    const a = (
      await server.call('POST', '/api/system/content_packs/grok-a/1/installations', { as: ADMIN, body: { parameters: {} } })
    ).json();
    expect(a.entities).toMatchObject([{ title: 'SIFT_WORD', found_on_system: false, type: { name: 'grok_pattern', version: '1' } }]);
    const b = (
      await server.call('POST', '/api/system/content_packs/grok-b/1/installations', { as: ADMIN, body: { parameters: {} } })
    ).json();
    expect(b.entities.map((e: { title: string; found_on_system: boolean }) => [e.title, e.found_on_system])).toEqual([
      ['SIFT_WORD', true],
      ['SIFT_NUM', false],
    ]);
    const diverging = await server.call('POST', '/api/system/content_packs/grok-c/1/installations', {
      as: ADMIN,
      body: { parameters: {} },
    });
    expect(diverging.statusCode).toBe(400);
    expect(diverging.json().message).toContain('Expected Grok pattern for name "SIFT_WORD"');
    const names = async () =>
      ((await server.call('GET', '/api/system/grok', { as: ADMIN })).json().patterns as { name: string }[])
        .map((p) => p.name)
        .filter((n) => n.startsWith('SIFT_'));
    expect((await names()).sort()).toEqual(['SIFT_NUM', 'SIFT_WORD']);
    const uninstallB = (await server.call('DELETE', `/api/system/content_packs/grok-b/installations/${b._id}`, { as: ADMIN })).json();
    expect(uninstallB.uninstalled.entities.map((e: { title: string }) => e.title)).toEqual(['SIFT_NUM']);
    expect(uninstallB.uninstalled.skipped_entities.map((e: { title: string }) => e.title)).toEqual(['SIFT_WORD']);
    expect(await names()).toEqual(['SIFT_WORD']);
    await server.call('DELETE', `/api/system/content_packs/grok-a/installations/${a._id}`, { as: ADMIN });
    expect(await names()).toEqual([]);
    for (const id of ['grok-a', 'grok-b', 'grok-c'])
      expect((await server.call('DELETE', `/api/system/content_packs/${id}`, { as: ADMIN })).statusCode).toBe(204);
  });

  it('checks npm-style version ranges like Graylog constraints', () => {
    expect(satisfies('5.1.13', '>=3.0.0')).toBe(true);
    expect(satisfies('5.1.13', '^5.0.0')).toBe(true);
    expect(satisfies('5.1.13', '~5.0.0')).toBe(false);
    expect(satisfies('5.1.13', '>=4.0.0 <5.0.0')).toBe(false);
    expect(satisfies('5.1.13', '<4 || 5.x')).toBe(true);
  });
});
