import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code (CommonJS, run with `eval`, as the writer's). It has a read connection of its own,
 * so that counting a common word's hits (tens of milliseconds: FTS5 reads the word's whole doclist)
 * runs beside the search's DuckDB queries instead of holding up the Node thread.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
const count = db.prepare('SELECT count(*) FROM text_index WHERE text_index MATCH ? AND rowid BETWEEN ? AND ?').pluck();
parentPort.on('message', (m) => {
  try {
    parentPort.postMessage({ seq: m.seq, count: count.get(m.expression, m.from, m.to) });
  } catch (error) {
    parentPort.postMessage({ seq: m.seq, error: String((error && error.message) || error) });
  }
});
`;

/** Counts FTS5 hits in an id range on a worker thread. */
export class TextCountWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (count: number) => void; reject: (error: Error) => void }>();
  private seq = 0;

  constructor(private readonly file: string) {}

  private start(): Worker {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { file: this.file, module } });
    worker.unref();
    worker.on('message', (m: { seq: number; count?: number; error?: string }) => {
      const waiting = this.pending.get(m.seq);
      this.pending.delete(m.seq);
      if (m.error !== undefined) waiting?.reject(new Error(`text index: ${m.error}`));
      else waiting?.resolve(m.count ?? 0);
    });
    const stopped = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.worker = null;
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the text index counter stopped (exit code ${code})`)));
    return worker;
  }

  /** How many rows with an id in [from, to] match an FTS5 expression. */
  count(expression: string, from: number, to: number): Promise<number> {
    this.worker ??= this.start();
    const seq = ++this.seq;
    return new Promise<number>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.worker!.postMessage({ seq, expression, from, to });
    });
  }

  close(): Promise<number> | undefined {
    const worker = this.worker;
    this.worker = null;
    return worker?.terminate();
  }
}
