import type { Database } from 'better-sqlite3';
import { migrate } from '../db/migrate.js';
import { newObjectId } from '../db/ids.js';
import { compileGrok, GrokError, type CompiledGrok } from './compiler.js';
import { DEFAULT_GROK_PATTERNS } from './defaults.js';

export interface GrokPattern {
  id: string;
  name: string;
  pattern: string;
  contentPack: string | null;
}

export type ImportStrategy = 'ABORT_ON_CONFLICT' | 'REPLACE_ON_CONFLICT' | 'DROP_ALL_EXISTING';

/** A pattern (or an import) that cannot be saved; answered as Graylog's ValidationException (400). */
export class GrokValidationError extends Error {
  override name = 'GrokValidationError';
}

/** A pattern id that does not exist. */
export class GrokNotFoundError extends Error {
  override name = 'GrokNotFoundError';
}

interface Row {
  id: string;
  name: string;
  pattern: string;
  content_pack: string | null;
}

const fromRow = (r: Row): GrokPattern => ({ id: r.id, name: r.name, pattern: r.pattern, contentPack: r.content_pack });

/** Grok patterns (entity database, namespace `grok_patterns`); the default set is installed by a migration. */
export class GrokStore {
  private definitionsCache: Map<string, string> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Expressions compiled for ingest (pipeline rules' `grok()`), dropped whenever a pattern changes. */
  private readonly compiled = new Map<string, CompiledGrok>();

  constructor(private readonly db: Database) {
    migrate(db, 'grok_patterns', [
      {
        version: 1,
        name: 'create grok_patterns',
        up: (d) =>
          d.exec('CREATE TABLE grok_patterns (id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, pattern TEXT NOT NULL, content_pack TEXT)'),
      },
      {
        version: 2,
        name: 'install the default grok patterns',
        up: (d) => {
          const insert = d.prepare('INSERT INTO grok_patterns (id, name, pattern, content_pack) VALUES (?, ?, ?, NULL)');
          for (const [name, pattern] of DEFAULT_GROK_PATTERNS) insert.run(newObjectId(), name, pattern);
        },
      },
    ]);
  }

  /** Called after every change (extractors recompile their grok expressions). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.definitionsCache = null;
    this.compiled.clear();
    for (const listener of this.listeners) listener();
  }

  all(): GrokPattern[] {
    return (this.db.prepare('SELECT * FROM grok_patterns ORDER BY name').all() as Row[]).map(fromRow);
  }

  get(id: string): GrokPattern | null {
    const row = this.db.prepare('SELECT * FROM grok_patterns WHERE id = ?').get(id) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  private byName(name: string): GrokPattern | null {
    const row = this.db.prepare('SELECT * FROM grok_patterns WHERE name = ?').get(name) as Row | undefined;
    return row ? fromRow(row) : null;
  }

  /** Pattern text by name. */
  definitions(): ReadonlyMap<string, string> {
    this.definitionsCache ??= new Map(this.all().map((p) => [p.name, p.pattern]));
    return this.definitionsCache;
  }

  /** Compiles an expression against the stored patterns (throws GrokError). */
  compile(expression: string, namedCapturesOnly = false): CompiledGrok {
    return compileGrok(expression, this.definitions(), namedCapturesOnly);
  }

  /** `compile`, kept until a pattern changes (at most 1,000 expressions): for expressions applied to every message. */
  compiledFor(expression: string, namedCapturesOnly = false): CompiledGrok {
    const key = `${namedCapturesOnly ? '1' : '0'}${expression}`;
    let compiled = this.compiled.get(key);
    if (!compiled) {
      compiled = this.compile(expression, namedCapturesOnly);
      if (this.compiled.size >= 1000) this.compiled.clear();
      this.compiled.set(key, compiled);
    }
    return compiled;
  }

  /**
   * Checks patterns as Graylog's `validateAll`: each needs a name and a pattern, and `%{NAME}` must compile
   * against the stored patterns plus the given ones. Throws GrokError with the compiler's message.
   */
  validate(patterns: ReadonlyArray<{ name: string; pattern: string }>): boolean {
    const definitions = new Map(this.definitions());
    for (const p of patterns) definitions.set(p.name, p.pattern);
    for (const p of patterns) {
      if (p.name.trim() === '' || p.pattern.trim() === '') return false;
      compileGrok(`%{${p.name}}`, definitions);
    }
    return true;
  }

  /** The flattened captures of `%{name}` on `sample`, with `pattern` defined as given (POST /system/grok/test). */
  test(pattern: { name: string; pattern: string }, sample: string): Record<string, unknown> {
    const definitions = new Map(this.definitions());
    definitions.set(pattern.name, pattern.pattern);
    return compileGrok(`%{${pattern.name}}`, definitions).match(sample) ?? {};
  }

  private checked(pattern: { name: string; pattern: string }): void {
    let valid: boolean;
    try {
      valid = this.validate([pattern]);
    } catch (error) {
      if (error instanceof GrokError) throw new GrokValidationError(`Invalid pattern ${pattern.name}\n${error.message}`);
      throw error;
    }
    if (!valid) throw new GrokValidationError(`Invalid pattern ${pattern.name}. Did not save grok pattern.`);
  }

  create(pattern: { name: string; pattern: string }): GrokPattern {
    this.checked(pattern);
    if (this.byName(pattern.name)) throw new GrokValidationError(`Grok pattern ${pattern.name} already exists`);
    const created: GrokPattern = { id: newObjectId(), name: pattern.name, pattern: pattern.pattern, contentPack: null };
    this.db
      .prepare('INSERT INTO grok_patterns (id, name, pattern, content_pack) VALUES (?, ?, ?, NULL)')
      .run(created.id, created.name, created.pattern);
    this.changed();
    return created;
  }

  update(id: string, pattern: { name: string; pattern: string }): GrokPattern {
    const existing = this.get(id);
    if (!existing) throw new GrokNotFoundError(`Couldn't find Grok pattern with ID ${id}`);
    this.checked(pattern);
    const other = this.byName(pattern.name);
    if (other && other.id !== id) throw new GrokValidationError(`Grok pattern ${pattern.name} already exists`);
    this.db.prepare('UPDATE grok_patterns SET name = ?, pattern = ? WHERE id = ?').run(pattern.name, pattern.pattern, id);
    this.changed();
    return { ...existing, name: pattern.name, pattern: pattern.pattern };
  }

  delete(id: string): boolean {
    const removed = this.db.prepare('DELETE FROM grok_patterns WHERE id = ?').run(id).changes > 0;
    if (removed) this.changed();
    return removed;
  }

  /** Validates every pattern first; saves all of them or none (one transaction). */
  importAll(patterns: ReadonlyArray<{ name: string; pattern: string }>, strategy: ImportStrategy): void {
    let valid: boolean;
    try {
      valid = this.validate(patterns);
    } catch (error) {
      if (error instanceof GrokError) throw new GrokValidationError(`Invalid pattern. Did not save any patterns\n${error.message}`);
      throw error;
    }
    if (!valid) throw new GrokValidationError('Invalid pattern contained. Did not save any patterns.');
    this.db.transaction(() => {
      if (strategy === 'DROP_ALL_EXISTING') this.db.prepare('DELETE FROM grok_patterns').run();
      for (const p of patterns) {
        const existing = this.byName(p.name);
        if (existing && strategy === 'ABORT_ON_CONFLICT') throw new GrokValidationError(`Grok pattern ${p.name} already exists`);
        if (existing) this.db.prepare('UPDATE grok_patterns SET pattern = ? WHERE id = ?').run(p.pattern, existing.id);
        else
          this.db
            .prepare('INSERT INTO grok_patterns (id, name, pattern, content_pack) VALUES (?, ?, ?, NULL)')
            .run(newObjectId(), p.name, p.pattern);
      }
    })();
    this.changed();
  }
}
