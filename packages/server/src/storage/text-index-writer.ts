import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code (CommonJS, run with `eval`, so that it loads the same way from the sources under
 * test and from the build). It owns the text index's only writing connection; tokenizing and inserting
 * (about 12 microseconds a row) thus stay off the Node thread that decodes and routes messages.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 10000');
const insert = db.prepare('INSERT INTO text_index (rowid, message, full_message) VALUES (?, ?, ?)');
const setLast = db.prepare('UPDATE text_index_state SET last_row_id = max(last_row_id, ?) WHERE id = 1');
const remove = db.prepare('DELETE FROM text_index WHERE rowid BETWEEN ? AND ?');
const add = db.transaction((ids, messages, fulls) => {
  let last = 0;
  for (let i = 0; i < ids.length; i++) {
    insert.run(ids[i], messages[i], fulls[i]);
    if (ids[i] > last) last = ids[i];
  }
  setLast.run(last);
});
parentPort.on('message', (m) => {
  try {
    if (m.type === 'add') add(m.ids, m.messages, m.fulls);
    else if (m.type === 'delete') remove.run(m.from, m.to);
    else if (m.type === 'close') db.close();
    parentPort.postMessage({ seq: m.seq });
  } catch (error) {
    parentPort.postMessage({ seq: m.seq, error: String((error && error.message) || error) });
  }
});
`;

type Command =
  | { type: 'add'; ids: Float64Array; messages: string[]; fulls: string[] }
  | { type: 'delete'; from: number; to: number }
  | { type: 'close' };

/** Writes the FTS5 text index on a worker thread, one command after another, in the order given. */
export class TextIndexWriter {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  private seq = 0;
  private failed: Error | null = null;

  constructor(file: string) {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_CODE, { eval: true, workerData: { file, module } });
    this.worker.unref();
    this.worker.on('message', (m: { seq: number; error?: string }) => {
      const waiting = this.pending.get(m.seq);
      this.pending.delete(m.seq);
      if (m.error !== undefined) waiting?.reject(new Error(`text index: ${m.error}`));
      else waiting?.resolve();
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (this.pending.size > 0) this.fail(new Error(`the text index writer stopped (exit code ${code})`));
    });
  }

  private fail(error: Error): void {
    this.failed = error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private send(command: Command, transfer: ArrayBuffer[] = []): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const seq = ++this.seq;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.worker.postMessage({ ...command, seq }, transfer);
    });
  }

  /** Indexes rows (one transaction) and records the highest row id. */
  add(rows: readonly { id: number; message: string; full_message: string | null }[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    const ids = new Float64Array(rows.length);
    const messages = new Array<string>(rows.length);
    const fulls = new Array<string>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      ids[i] = row.id;
      messages[i] = row.message;
      fulls[i] = row.full_message ?? '';
    }
    return this.send({ type: 'add', ids, messages, fulls }, [ids.buffer as ArrayBuffer]);
  }

  /** Removes rows whose id is in [from, to] (retention), after every earlier command. */
  deleteRange(from: number, to: number): Promise<void> {
    return this.send({ type: 'delete', from, to });
  }

  /** Finishes every command, closes the connection and stops the worker. */
  async close(): Promise<void> {
    if (!this.failed) await this.send({ type: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
