import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/client/ApiClient';
import { SessionGate } from '../../src/client/SessionGate';
import { LiveApi, type LiveEventSource, type LiveEventSourceConstructor, type LiveProblem } from '../../src/calls/live';
import type { Message } from '../../src/models/searchJob';
import { login } from '../../src/sessions';
import { cookieFetch, freePort, ROOT_PASSWORD, ROOT_USERNAME, serverBuilt, SKIP_REASON, startServer, type RunningServer } from './server';

/**
 * Node has no EventSource: a minimal one over fetch (with the session cookie), enough to read the
 * server's events as a browser would (event, data, comments; the default type is `message`).
 */
function nodeEventSource(fetchImpl: typeof fetch): LiveEventSourceConstructor {
  return class NodeEventSource implements LiveEventSource {
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
    private readonly abort = new AbortController();

    constructor(url: string) {
      void this.run(url).catch(() => {
        if (this.abort.signal.aborted) return;
        this.readyState = 2;
        this.onerror?.(new Event('error'));
      });
    }

    addEventListener(type: string, listener: (event: MessageEvent) => void): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    close(): void {
      this.readyState = 2;
      this.abort.abort();
    }

    private dispatch(type: string, data: string): void {
      const event = new MessageEvent(type, { data });
      if (type === 'message') this.onmessage?.(event);
      this.listeners.get(type)?.forEach((listener) => listener(event));
    }

    private async run(url: string): Promise<void> {
      const response = await fetchImpl(url, { headers: { Accept: 'text/event-stream' }, signal: this.abort.signal });
      if (response.status !== 200 || !response.body) throw new Error(`status ${response.status}`);
      this.readyState = 1;
      this.onopen?.(new Event('open'));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) this.dispatch(type, data.join('\n'));
        }
      }
    }
  };
}

async function eventually<T>(check: () => T, timeoutMs = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe.skipIf(!serverBuilt)(
  serverBuilt ? 'contract: live search against the embedded server' : `contract: live search (${SKIP_REASON})`,
  () => {
    let server: RunningServer;
    let client: ApiClient;
    let EventSourceImpl: LiveEventSourceConstructor;
    let gelfPort: number;

    beforeAll(async () => {
      server = await startServer();
      const fetchImpl = cookieFetch();
      client = new ApiClient({ apiBase: server.apiBase, fetch: fetchImpl, session: new SessionGate() });
      await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, client);
      EventSourceImpl = nodeEventSource(fetchImpl);
      gelfPort = await freePort();
      await client.post('/system/inputs', {
        title: 'live contract',
        type: 'org.graylog2.inputs.gelf.http.GELFHttpInput',
        global: true,
        configuration: { bind_address: '127.0.0.1', port: gelfPort },
      });
      // The input listens once it is running.
      await eventually(async () => {
        const response = await fetch(`http://127.0.0.1:${gelfPort}/gelf`, {
          method: 'POST',
          body: JSON.stringify({ version: '1.1', host: 'warm-up', short_message: 'warm-up' }),
        });
        if (response.status >= 300) throw new Error(`GELF answered ${response.status}`);
      }, 15_000);
    }, 60_000);
    afterAll(async () => {
      await server?.stop();
    });

    const postGelf = (doc: Record<string, unknown>) =>
      fetch(`http://127.0.0.1:${gelfPort}/gelf`, { method: 'POST', body: JSON.stringify({ version: '1.1', host: 'live-host', ...doc }) });

    it('offers live search', async () => {
      expect(await LiveApi.capabilities(client)).toEqual({ live: true });
    });

    it('streams new messages that match the query, decoded as message rows, and stops on unsubscribe', async () => {
      const received: Message[] = [];
      const problems: LiveProblem[] = [];
      let opened = false;
      const unsubscribe = LiveApi.subscribe(
        client,
        'message:contract',
        [],
        (messages) => received.push(...messages),
        (problem) => problems.push(problem),
        {
          EventSource: EventSourceImpl,
          onOpen: () => {
            opened = true;
          },
        },
      );
      await eventually(() => expect(opened).toBe(true));
      await postGelf({ short_message: 'contract-one', level: 3 });
      await postGelf({ short_message: 'unrelated' });
      await postGelf({ short_message: 'contract-two' });
      await eventually(() => expect(received.map((m) => m.fields['message'])).toEqual(['contract-one', 'contract-two']));
      expect(received[0]).toMatchObject({ index: expect.any(String), fields: { source: 'live-host', level: 3 } });
      expect(received[0]?.id).toEqual(expect.any(String));
      unsubscribe();
      await postGelf({ short_message: 'contract-three' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(received).toHaveLength(2);
      expect(problems).toEqual([]);
    });
  },
);
