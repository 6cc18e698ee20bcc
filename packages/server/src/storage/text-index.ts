import Database from 'better-sqlite3';
import { TextCountWorker } from './text-count-worker.js';

/**
 * The full-text index of `message` and `full_message` (SQLite FTS5, contentless: it stores no text).
 * Rows are keyed by the message store's time-ordered row id. DuckDB is the source of truth: the
 * highest row id indexed is kept here so that the index can catch up after a crash.
 */
export class TextIndex {
  private readonly db: Database.Database;
  private readonly insertRow: Database.Statement<[number, string, string]>;
  private readonly setLast: Database.Statement<[number]>;
  private readonly counter: TextCountWorker;

  constructor(file: string) {
    this.counter = new TextCountWorker(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS text_index USING fts5(
      message, full_message, content='', contentless_delete=1,
      tokenize="unicode61 remove_diacritics 0 tokenchars '_'"
    )`);
    this.db.exec('CREATE TABLE IF NOT EXISTS text_index_state (id INTEGER PRIMARY KEY CHECK (id = 1), last_row_id INTEGER NOT NULL)');
    this.db.exec('INSERT OR IGNORE INTO text_index_state (id, last_row_id) VALUES (1, 0)');
    this.insertRow = this.db.prepare('INSERT INTO text_index (rowid, message, full_message) VALUES (?, ?, ?)');
    this.setLast = this.db.prepare('UPDATE text_index_state SET last_row_id = max(last_row_id, ?) WHERE id = 1');
  }

  /** The highest row id this index holds. */
  lastRowId(): number {
    const row = this.db.prepare('SELECT last_row_id AS id FROM text_index_state WHERE id = 1').get() as { id: number };
    return row.id;
  }

  /** Indexes rows (in one transaction), remembering the highest row id. */
  add(rows: readonly { id: number; message: string; full_message: string | null }[]): void {
    if (rows.length === 0) return;
    this.db.transaction(() => {
      let last = 0;
      for (const row of rows) {
        this.insertRow.run(row.id, row.message, row.full_message ?? '');
        if (row.id > last) last = row.id;
      }
      this.setLast.run(last);
    })();
  }

  /** Removes rows whose id is in [from, to] (retention). */
  deleteRange(from: number, to: number): void {
    this.db.prepare('DELETE FROM text_index WHERE rowid BETWEEN ? AND ?').run(from, to);
  }

  /** Row ids matching an FTS5 MATCH expression, in ascending order (only ids within `range` when given). */
  match(expression: string, range?: { from: number; to: number }): number[] {
    if (range) {
      return this.db
        .prepare('SELECT rowid AS id FROM text_index WHERE text_index MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid')
        .pluck()
        .all(expression, range.from, range.to) as number[];
    }
    return this.db
      .prepare('SELECT rowid AS id FROM text_index WHERE text_index MATCH ? ORDER BY rowid')
      .pluck()
      .all(expression) as number[];
  }

  /**
   * The row ids matching an expression from the newest down, skipping `offset` (FTS5 reads a doclist
   * from its end without loading it whole only without rowid bounds, hence an offset).
   */
  newest(expression: string, limit: number, offset: number): number[] {
    return this.db
      .prepare('SELECT rowid FROM text_index WHERE text_index MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?')
      .pluck()
      .all(expression, limit, offset) as number[];
  }

  /**
   * How many rows with an id in [from, to] match an expression, counted on a worker thread (a common
   * word's count reads its whole doclist): the Node thread goes on meanwhile.
   */
  count(expression: string, from: number, to: number): Promise<number> {
    return this.counter.count(expression, from, to);
  }

  close(): void {
    void this.counter.close();
    this.db.close();
  }
}
