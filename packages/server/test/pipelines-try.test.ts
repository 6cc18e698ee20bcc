import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createUser, startServer, type TestServer } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const tryRule = (body: unknown, as = ADMIN) => server.call('POST', '/api/sift/pipelines/rule/try', { as, body });

const RULE = `rule "tag web"
when
  contains(to_string($message.message), "GET")
then
  set_field("verb", "GET");
  set_field("source", "web");
  remove_field("secret");
end`;

describe('POST /api/sift/pipelines/rule/try (an unsaved rule on sample messages)', () => {
  it('tells per message whether the rule matched and which fields it added, changed and removed', async () => {
    const res = await tryRule({
      source: RULE,
      messages: [
        { message: 'GET /index.html', source: 'web-1', secret: 's3' },
        { message: 'POST /login', source: 'web-2' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      errors: null,
      results: [
        {
          matched: true,
          failed: false,
          message: { message: 'GET /index.html', source: 'web', verb: 'GET' },
          dropped: false,
          added_fields: { verb: 'GET' },
          changed_fields: { source: 'web-1' },
          removed_fields: { secret: 's3' },
        },
        { matched: false, failed: false, dropped: false, added_fields: {}, changed_fields: {}, removed_fields: {} },
      ],
    });
  });

  it('answers the message after the rule without its removed fields', async () => {
    const res = await tryRule({ source: RULE, messages: [{ message: 'GET /', secret: 's3' }] });
    expect(res.json<{ results: Array<{ message: Record<string, unknown> }> }>().results[0]?.message).not.toHaveProperty('secret');
  });

  it('answers the parser errors of a source that does not parse, and no results', async () => {
    const res = await tryRule({ source: 'rule "x" when true then set_field("a", ) end', messages: [{ message: 'm' }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ errors: Array<{ type: string; line: number; position_in_line: number }>; results: unknown[] }>();
    expect(body.results).toEqual([]);
    expect(body.errors[0]).toMatchObject({ type: 'syntax_error', line: 1 });
  });

  it('reports a dropped message, stores nothing and needs pipeline_rule:read', async () => {
    const res = await tryRule({ source: 'rule "drop" when true then drop_message(); end', messages: [{ message: 'm' }] });
    expect(res.json<{ results: Array<{ dropped: boolean }> }>().results[0]?.dropped).toBe(true);
    const rules = await server.call('GET', '/api/system/pipelines/rule', { as: ADMIN });
    expect(rules.json<unknown[]>().some((r) => JSON.stringify(r).includes('"drop"'))).toBe(false);
    const reader = await createUser(server, 'trynobody');
    expect((await tryRule({ source: RULE, messages: [] }, reader)).statusCode).toBe(403);
    expect((await tryRule({ source: RULE, messages: Array.from({ length: 21 }, () => ({ message: 'm' })) })).statusCode).toBe(400);
  });
});
