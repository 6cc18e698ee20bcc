import net from 'node:net';
import { backfill, demoMessage, random, type GelfDocument } from './traffic.js';

/** Sends GELF documents over one TCP connection (NUL-framed), resolving when the server has them. */
export function sendGelfTcp(host: string, port: number, docs: readonly GelfDocument[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => {
      let i = 0;
      const write = () => {
        while (i < docs.length) {
          const ok = socket.write(`${JSON.stringify(docs[i++])}\0`);
          if (!ok) return void socket.once('drain', write);
        }
        socket.end();
      };
      write();
    });
    socket.on('close', (hadError) => (hadError ? undefined : resolve()));
    socket.on('error', reject);
  });
}

export interface DemoOptions {
  host: string;
  port: number;
  /** Messages spread over the last 24 hours, sent at once. */
  backfill: number;
  /** Messages per second sent afterwards until stopped (0: none). */
  rate: number;
  seed?: number;
}

/** Sends the backfill, then live traffic; returns a function that stops the live traffic. */
export async function runDemo(options: DemoOptions): Promise<() => void> {
  const now = Date.now();
  if (options.backfill > 0)
    await sendGelfTcp(options.host, options.port, backfill(options.backfill, now, 24 * 3_600_000, options.seed ?? 1));
  if (options.rate <= 0) return () => undefined;
  const rnd = random((options.seed ?? 1) + 1);
  const timer = setInterval(() => {
    const docs = Array.from({ length: options.rate }, () => demoMessage(rnd, Date.now()));
    sendGelfTcp(options.host, options.port, docs).catch(() => undefined);
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
