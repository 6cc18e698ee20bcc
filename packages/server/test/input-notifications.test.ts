import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startServer, type TestServer } from './helpers.js';
import { freePort } from './log-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const notificationsOf = async (key: string) =>
  (
    (await server.call('GET', '/api/system/notifications', { as: ADMIN })).json().notifications as {
      type: string;
      key?: string;
      severity: string;
      details?: Record<string, unknown>;
    }[]
  ).filter((n) => n.type === 'input_failed_to_start' && n.key === key);

describe('an input that cannot bind its port', () => {
  it('publishes input_failed_to_start, and the notification is fixed once the input starts', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    const created = await server.call('POST', '/api/system/inputs', {
      as: ADMIN,
      body: {
        title: 'Blocked GELF TCP',
        type: 'org.graylog2.inputs.gelf.tcp.GELFTCPInput',
        global: true,
        configuration: { bind_address: '127.0.0.1', port },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const states = (await server.call('GET', '/api/system/inputstates', { as: ADMIN })).json().states as { id: string; state: string }[];
    expect(states.find((s) => s.id === id)?.state).toBe('FAILED');
    const [failed] = await notificationsOf(id);
    // As Graylog's InputStateListener: NORMAL severity, the input id and the bind error as reason.
    expect(failed).toMatchObject({
      type: 'input_failed_to_start',
      key: id,
      severity: 'normal',
      details: { input_id: id, input_title: 'Blocked GELF TCP' },
    });
    expect(String(failed!.details!['reason'])).toMatch(/EADDRINUSE/);

    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    expect((await server.call('PUT', `/api/system/inputstates/${id}`, { as: ADMIN })).statusCode).toBe(200);
    expect(await notificationsOf(id)).toEqual([]);
    expect((await server.call('DELETE', `/api/system/inputs/${id}`, { as: ADMIN })).statusCode).toBeLessThan(300);
  });

  it('reports the failure again when the server starts with the port still taken, and drops it when the input is deleted', async () => {
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const created = await server.call('POST', '/api/system/inputs', {
        as: ADMIN,
        body: {
          title: 'Still blocked',
          type: 'org.graylog2.inputs.raw.tcp.RawTCPInput',
          global: true,
          configuration: { bind_address: '127.0.0.1', port },
        },
      });
      const id = created.json().id as string;
      expect(await notificationsOf(id)).toHaveLength(1);
      // Dismissed by an admin, then raised again by the failing start on boot.
      expect((await server.call('DELETE', `/api/system/notifications/input_failed_to_start/${id}`, { as: ADMIN })).statusCode).toBe(204);
      await server.restart();
      expect(await notificationsOf(id)).toHaveLength(1);
      expect((await server.call('DELETE', `/api/system/inputs/${id}`, { as: ADMIN })).statusCode).toBeLessThan(300);
      expect(await notificationsOf(id)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
