import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { SessionGate } from '../client/SessionGate';
import { ResponseShapeError } from '../models/decode';
import { TeamsApi } from './teams';

function fake(answer: unknown) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url: String(url), body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: new ApiClient({ fetch: fetchMock as unknown as typeof fetch, session: new SessionGate('admin') }), sent };
}

const WIRE = { id: 't1', name: 'Ops', description: 'On call', users: ['u1'], roles: ['r1'] };
const CONTEXT = { users: { u1: { username: 'tara', full_name: 'Tara T' } }, roles: { r1: { title: 'Auditors' } } };

describe('TeamsApi (Sift teams, docs/api-compatibility/teams.md)', () => {
  it('reads a page of teams with the names of their members and roles', async () => {
    const { client, sent } = fake({ total: 1, page: 1, per_page: 50, count: 1, teams: [WIRE], context: CONTEXT });
    const page = await TeamsApi.list(client, { page: 1, perPage: 50, query: 'op' });
    expect(sent[0]!.url).toBe('/api/authz/teams?page=1&per_page=50&query=op');
    expect(page.elements).toEqual([{ id: 't1', name: 'Ops', description: 'On call', userIds: ['u1'], roleIds: ['r1'] }]);
    expect(page.names).toEqual({ users: { u1: { username: 'tara', fullName: 'Tara T' } }, roles: { r1: { title: 'Auditors' } } });
  });

  it('sends members and roles by id, leaving out what is not changed', async () => {
    const { client, sent } = fake(WIRE);
    await TeamsApi.update(client, 't/1', { userIds: ['u1', 'u2'] });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/authz/teams/t%2F1', body: { users: ['u1', 'u2'] } });
    await TeamsApi.create(client, { name: 'Ops', description: '', userIds: [], roleIds: ['r1'] });
    expect(sent[1]).toMatchObject({ method: 'POST', body: { name: 'Ops', description: '', users: [], roles: ['r1'] } });
  });

  it('names the field of a malformed team', async () => {
    const { client } = fake({ teams: [{ ...WIRE, name: 3 }] });
    await expect(TeamsApi.list(client)).rejects.toThrow(ResponseShapeError);
    await expect(TeamsApi.list(client)).rejects.toThrow(/teams\.0\.name|teams\[0\]\.name/);
  });
});
