import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';
import { createCsvLookupTable, createInput, eventually, messagesOf } from './log-helpers.js';
import { DEFAULT_STREAM_ID } from '../src/streams/model.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = ADMIN) =>
  server.call(method, `/api/system/pipelines${url}`, { as, ...(body !== undefined ? { body } : {}) });

function sendTcp(port: number, payload: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(payload));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

const RULE = `rule "tag web"
when
  contains(to_string($message.message), "GET")
then
  set_field("verb", "GET");
  set_field("path", regex("GET (\\\\S+)", to_string($message.message))["0"]);
end`;

describe('rules', () => {
  it('creates, reads, lists, updates and deletes rules, taking the title from the source', async () => {
    const created = await call('POST', '/rule', { title: 'ignored', description: 'tags web requests', source: RULE });
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json();
    expect(rule).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'tag web',
      description: 'tags web requests',
      source: RULE,
      errors: null,
    });
    expect(rule.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    expect((await call('GET', `/rule/${rule.id}`)).json()).toEqual(rule);
    expect((await call('GET', '/rule')).json()).toEqual([rule]);
    const multiple = await call('POST', '/rule/multiple', { rules: ['tag web', 'nope'] });
    expect(multiple.json()).toEqual([rule]);
    const page = (await call('GET', '/rule/paginated?query=web&per_page=10')).json();
    expect(page).toMatchObject({
      total: 1,
      count: 1,
      page: 1,
      per_page: 10,
      rules: [rule],
      context: { used_in_pipelines: { [rule.id]: [] } },
    });
    expect((await call('GET', '/rule/paginated?query=description:nothing')).json()).toMatchObject({ total: 0, rules: [] });

    const updated = await call('PUT', `/rule/${rule.id}`, { ...rule, source: RULE.replace('tag web', 'tag http'), description: 'changed' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: rule.id, title: 'tag http', description: 'changed' });

    const dup = await call('POST', '/rule', { source: RULE.replace('tag web', 'tag http') });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ type: 'ApiError', message: 'A rule with the title "tag http" already exists' });

    expect((await call('DELETE', `/rule/${rule.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/rule/${rule.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ type: 'ApiError', message: `No rule with id ${rule.id}` });
  });

  it('answers parse errors with 400 and the list of errors, and stores nothing', async () => {
    const bad = await call('POST', '/rule', { source: 'rule "x"\nwhen\n  has_field("a")\nthen\n  unknown_fn();\nend' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { type: 'undeclared_function', line: 5, position_in_line: 2, reason: 'Unknown function unknown_fn in line 5 pos 2' },
    ]);
    const syntax = await call('POST', '/rule/parse', { source: 'rule "x" when true then set_field("a", 1) end' });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json()).toEqual([
      { type: 'syntax_error', line: 1, position_in_line: 42, reason: "mismatched input 'end' expecting ';'" },
    ]);
    const ok = await call('POST', '/rule/parse', { source: 'rule "fine" when true then end', description: 'd' });
    expect(ok.json()).toMatchObject({ id: null, title: 'fine', description: 'd', errors: null });
    expect((await call('GET', '/rule')).json()).toEqual([]);
    expect((await call('POST', '/rule', { description: 'no source' })).json()).toEqual({
      type: 'ApiError',
      message: 'Missing required property source.',
    });
    expect((await call('PUT', '/rule/aaaaaaaaaaaaaaaaaaaaaaaa', { source: 'rule "x" when true then end' })).statusCode).toBe(404);
  });

  it('lists function descriptors', async () => {
    const res = await call('GET', '/rule/functions');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as Array<{ name: string }>).map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(['set_field', 'route_to_stream', 'regex', 'grok', 'lookup_value', 'parse_date', 'cidr_match', 'sha256']),
    );
  });
});

describe('pipelines and connections', () => {
  it('creates pipelines from source, regenerates stages, and connects them to streams both ways', async () => {
    const source = 'pipeline "Web"\nstage 0 match either\n  rule "tag web";\nstage 1 match all\nend';
    const created = await call('POST', '/pipeline', { title: '', description: 'web', source });
    expect(created.statusCode, created.body).toBe(200);
    const pipeline = created.json();
    expect(pipeline).toMatchObject({
      title: 'Web',
      description: 'web',
      stages: [
        { stage: 0, match: 'EITHER', rules: ['tag web'] },
        { stage: 1, match: 'ALL', rules: [] },
      ],
      errors: null,
    });
    expect((await call('GET', `/pipeline/${pipeline.id}`)).json()).toEqual(pipeline);
    expect((await call('GET', '/pipeline/paginated')).json()).toMatchObject({ total: 1, pipelines: [pipeline] });

    const bad = await call('PUT', `/pipeline/${pipeline.id}`, { source: 'pipeline "Web" stage x match all end' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ type: 'syntax_error', line: 1, position_in_line: 21 });

    const stream = (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Web stream' } })).json().stream_id as string;
    const toStream = await call('POST', '/connections/to_stream', { stream_id: stream, pipeline_ids: [pipeline.id] });
    expect(toStream.statusCode, toStream.body).toBe(200);
    expect(toStream.json()).toMatchObject({ id: expect.any(String), stream_id: stream, pipeline_ids: [pipeline.id] });
    expect((await call('GET', `/connections/${stream}`)).json()).toEqual(toStream.json());
    expect(
      (await call('POST', '/connections/to_stream', { stream_id: stream, pipeline_ids: ['aaaaaaaaaaaaaaaaaaaaaaaa'] })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/connections/to_stream', { stream_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', pipeline_ids: [] })).statusCode).toBe(
      404,
    );

    const toPipeline = await call('POST', '/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [DEFAULT_STREAM_ID] });
    expect(toPipeline.statusCode, toPipeline.body).toBe(200);
    const changed = toPipeline.json() as Array<{ stream_id: string; pipeline_ids: string[] }>;
    expect(changed.find((c) => c.stream_id === stream)?.pipeline_ids).toEqual([]);
    expect(changed.find((c) => c.stream_id === DEFAULT_STREAM_ID)?.pipeline_ids).toEqual([pipeline.id]);
    expect((await call('GET', '/connections')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ stream_id: DEFAULT_STREAM_ID, pipeline_ids: [pipeline.id] })]),
    );
    expect((await call('GET', '/connections/5f0c1a2b3c4d5e6f7a8b9c0d')).statusCode).toBe(404);

    // Deleting a pipeline takes it out of its connections.
    const other = (await call('POST', '/pipeline', { source: 'pipeline "Other" stage 0 match all end' })).json();
    await call('POST', '/connections/to_pipeline', { pipeline_id: other.id, stream_ids: [DEFAULT_STREAM_ID] });
    expect((await call('DELETE', `/pipeline/${other.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/connections/${DEFAULT_STREAM_ID}`)).json().pipeline_ids).toEqual([pipeline.id]);
    expect((await call('GET', `/pipeline/${other.id}`)).statusCode).toBe(404);
  });

  it('simulates a message through the connected pipelines with a trace', async () => {
    await call('POST', '/rule', { source: RULE });
    const res = await call('POST', '/simulate', {
      stream_id: DEFAULT_STREAM_ID,
      message: { message: 'GET /index.html', source: 'web-1', level: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].message).toMatchObject({
      message: 'GET /index.html',
      source: 'web-1',
      level: 6,
      verb: 'GET',
      path: '/index.html',
      streams: [DEFAULT_STREAM_ID],
      _id: expect.any(String),
    });
    expect(body.messages[0].decoration_stats.added_fields).toEqual({ verb: 'GET', path: '/index.html' });
    expect(body.simulation_trace.map((t: { message: string }) => t.message)).toEqual(
      expect.arrayContaining([
        'Starting message processing',
        expect.stringMatching(/^Evaluation of Rule 'tag web' \(\w+\) in Pipeline 'Web' \(\w+\) matched$/),
        'Finished message processing',
      ]),
    );
    expect(body.took_microseconds).toEqual(expect.any(Number));
    expect((await call('POST', '/simulate', { stream_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', message: {} })).statusCode).toBe(404);
  });

  it('answers the message after each stage that ran, in order (sift_stages)', async () => {
    const rules = [
      'rule "lower source" when has_field("source") then set_field("source", lowercase(to_string($message.source))); end',
      'rule "mark slow" when to_long($message.took_ms) > 500 then set_field("slow", true); remove_field("tmp"); end',
      'rule "never" when false then set_field("never", true); end',
    ];
    for (const source of rules) expect((await call('POST', '/rule', { source })).statusCode).toBe(200);
    const normalize = (
      await call('POST', '/pipeline', {
        source: 'pipeline "Normalize" stage 0 match either rule "lower source"; stage 1 match all rule "mark slow"; end',
      })
    ).json();
    const tagging = (
      await call('POST', '/pipeline', {
        source: 'pipeline "Tagging" stage 0 match all rule "never"; stage 1 match pass rule "mark slow"; end',
      })
    ).json();
    const stream = (await server.call('POST', '/api/streams', { as: ADMIN, body: { title: 'Staged' } })).json().stream_id as string;
    await call('POST', '/connections/to_stream', { stream_id: stream, pipeline_ids: [normalize.id, tagging.id] });

    const body = (
      await call('POST', '/simulate', { stream_id: stream, message: { message: 'GET /cart', source: 'WEB-1', took_ms: 812, tmp: 'x' } })
    ).json();
    const stages = body.sift_stages as Array<Record<string, unknown>>;
    // Both pipelines advance stage by stage; "Tagging" stops at its stage 0, whose rule does not match.
    expect(stages.map((s) => [s['pipeline_title'], s['stage']])).toEqual([
      ['Normalize', 0],
      ['Tagging', 0],
      ['Normalize', 1],
    ]);
    expect(stages[0]).toMatchObject({
      pipeline_id: normalize.id,
      match: 'EITHER',
      rules: [{ id: expect.any(String), title: 'lower source', matched: true, failed: false }],
      stopped: false,
      dropped: false,
      added_fields: {},
      changed_fields: { source: 'WEB-1' },
      removed_fields: {},
      message: { source: 'web-1', took_ms: 812, tmp: 'x', streams: [stream] },
    });
    expect(stages[0]?.['message']).not.toHaveProperty('slow');
    expect(stages[1]).toMatchObject({
      pipeline_id: tagging.id,
      rules: [{ title: 'never', matched: false }],
      stopped: true,
      added_fields: {},
      changed_fields: {},
      removed_fields: {},
    });
    expect(stages[2]).toMatchObject({
      rules: [{ title: 'mark slow', matched: true }],
      stopped: false,
      added_fields: { slow: true },
      removed_fields: { tmp: 'x' },
      message: { source: 'web-1', slow: true },
    });
    expect(stages[2]?.['message']).toEqual(body.messages[0].message);
  });

  it('refuses a Reader, who holds no pipeline permissions', async () => {
    const reader = await createUser(server, 'pipereader');
    expect((await call('GET', '/rule', undefined, reader)).statusCode).toBe(403);
    expect((await call('GET', '/pipeline', undefined, reader)).statusCode).toBe(403);
    expect((await call('GET', '/connections', undefined, reader)).statusCode).toBe(403);
    expect((await call('POST', '/simulate', { stream_id: DEFAULT_STREAM_ID, message: {} }, reader)).statusCode).toBe(403);
    expect((await call('POST', '/rule/multiple', { rules: ['tag web'] }, reader)).json()).toEqual([]);
    expect((await call('GET', '/rule/functions', undefined, reader)).statusCode).toBe(200);
  });
});

describe('processing at ingest', () => {
  it('enriches messages with grok patterns and a real CSV lookup table', async () => {
    await createCsvLookupTable(server, 'teams', { '10.1.2.3': 'payments' }, null);
    const rule = await call('POST', '/rule', {
      source: `rule "enrich logins"
when
  contains(to_string($message.message), "LOGIN")
then
  let parts = grok(pattern: "%{WORD:action} %{IPV4:ip}", value: to_string($message.message), only_named_captures: true);
  set_field("ip", parts["ip"]);
  set_field("team", lookup_value("teams", parts["ip"], "nobody"));
  set_field("owner_map", to_string(lookup("teams", parts["ip"])["value"]));
end`,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const pipeline = (
      await call('POST', '/pipeline', { source: 'pipeline "Enrich" stage 0 match either rule "enrich logins"; end' })
    ).json();
    await call('POST', '/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [DEFAULT_STREAM_ID] });
    const { port } = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    const tag = `e${Date.now()}`;
    await sendTcp(port, `${tag} LOGIN 10.1.2.3\n${tag} LOGIN 10.7.7.7\n`);
    const found = await eventually(async () => {
      const result = await messagesOf(server, `${tag} AND _exists_:team`);
      expect(result.total_results).toBe(2);
      return result.messages.map((m) => m.message);
    });
    expect(Object.fromEntries(found.map((m) => [m['ip'], [m['team'], m['owner_map']]]))).toEqual({
      '10.1.2.3': ['payments', 'payments'],
      '10.7.7.7': ['nobody', ''],
    });
    await call('POST', '/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [] });
  });

  it('changes a message received by an input, records rule errors, drops and honours the processor switch', async () => {
    // The "Web" pipeline (stage 0: "tag web") is connected to the default stream by the tests above.
    await call('POST', '/rule', {
      source: 'rule "drop noise" when contains(to_string($message.message), "NOISE") then drop_message(); end',
    });
    await call('POST', '/rule', {
      source:
        'rule "fail" when contains(to_string($message.message), "FAIL") then set_field("when", parse_date(to_string($message.message), "yyyy")); end',
    });
    const pipeline = (
      await call('POST', '/pipeline', { source: 'pipeline "Extra" stage 5 match either rule "drop noise"; rule "fail"; end' })
    ).json();
    await call('POST', '/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [DEFAULT_STREAM_ID] });

    const { port } = await createInput(server, 'org.graylog2.inputs.raw.tcp.RawTCPInput');
    const tag = `m${Date.now()}`;
    await sendTcp(port, `${tag} GET /checkout\n${tag} NOISE\n${tag} FAIL\n`);
    const found = await eventually(async () => {
      const result = await messagesOf(server, tag);
      expect(result.total_results).toBe(2);
      return result.messages.map((m) => m.message);
    });
    expect(found.find((m) => String(m['message']).includes('GET'))).toMatchObject({ verb: 'GET', path: '/checkout' });
    const failed = found.find((m) => String(m['message']).includes('FAIL'));
    expect(failed?.['gl2_processing_error']).toMatch(/^For rule 'fail': In call to function 'parse_date'/);
    expect(found.some((m) => String(m['message']).includes('NOISE'))).toBe(false);

    // With the Pipeline Processor disabled, messages pass unchanged.
    const config = (await server.call('GET', '/api/system/messageprocessors/config', { as: ADMIN })).json();
    const put = await server.call('PUT', '/api/system/messageprocessors/config', {
      as: ADMIN,
      body: {
        processor_order: config.processor_order,
        disabled_processors: ['org.graylog.plugins.pipelineprocessor.processors.PipelineInterpreter'],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const off = `o${Date.now()}`;
    await sendTcp(port, `${off} GET /plain\n`);
    const plain = await eventually(async () => {
      const result = await messagesOf(server, off);
      expect(result.total_results).toBe(1);
      return result.messages[0]!.message;
    });
    expect(plain['verb']).toBeUndefined();
  });
});
