import fs from 'node:fs';
import { parseCsv } from '../formats/csv.js';
import { CidrTable } from '../formats/cidr.js';
import type { ComponentRecord } from './model.js';
import { emptyResult, ERROR_TTL_MS, errorResult, singleResult, type LookupResult } from './result.js';
import { toMillis } from './types.js';

/** What a running adapter needs from the lookup service. */
export interface AdapterContext {
  /** Purges the cached entries of every table using this adapter (after a data reload). */
  purgeCaches(): void;
  /** Whether the URL allowlist permits fetching `url`. */
  isUrlAllowed(url: string): boolean;
  fetch: typeof fetch;
}

/** Longest response the DSV adapter accepts. */
const MAX_DSV_BYTES = 64 * 1024 * 1024;
/** How long a DSV download may take. */
const FETCH_TIMEOUT_MS = 60_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A running data adapter (Graylog's `LookupDataAdapter`): it answers from data held in memory, so a
 * lookup never waits. A failed start leaves it `failed` (lookups answer error results) and records
 * the error for `/errorstates`; the refresh timer keeps trying, and a successful load recovers it.
 */
export abstract class DataAdapter {
  protected error: string | null = null;
  protected failed = false;
  protected stopped = false;
  private timer: NodeJS.Timeout | undefined;
  readonly errorTtl: number;

  constructor(
    readonly record: ComponentRecord,
    protected readonly context: AdapterContext,
  ) {
    const { customErrorTtlEnabled: enabled, customErrorTtl: ttl, customErrorTtlUnit: unit } = record;
    this.errorTtl = enabled && ttl !== null && unit !== null ? toMillis(ttl, unit) : ERROR_TTL_MS;
  }

  get id(): string {
    return this.record.id;
  }
  get name(): string {
    return this.record.name;
  }

  /** The recorded error message, or null. */
  errorMessage(): string | null {
    return this.error;
  }

  get(key: unknown): LookupResult {
    if (this.failed) return errorResult(this.errorTtl);
    try {
      return this.doGet(String(key));
    } catch {
      return errorResult(this.errorTtl);
    }
  }

  start(): void {
    this.doStart();
    const seconds = this.refreshSeconds();
    if (seconds > 0) {
      this.timer = setInterval(() => this.refresh(), Math.min(seconds * 1000, 2 ** 31 - 1));
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.stopped = true;
  }

  protected abstract doStart(): void;
  protected abstract refresh(): void;
  protected abstract refreshSeconds(): number;
  protected abstract doGet(key: string): LookupResult;
}

interface FileState {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** `csvfile`: a CSV file with a header row; columns are picked by name (ADMIN-API.md §5.4). */
export class CsvFileAdapter extends DataAdapter {
  private values = new Map<string, string>();
  private ranges: CidrTable<string> | null = null;
  private file: FileState | null = null;

  private get path(): string {
    return String(this.record.config['path']);
  }
  private get caseInsensitive(): boolean {
    return this.record.config['case_insensitive_lookup'] === true;
  }
  private get cidr(): boolean {
    return this.record.config['cidr_lookup'] === true;
  }

  protected refreshSeconds(): number {
    return Number(this.record.config['check_interval']) || 0;
  }

  protected doStart(): void {
    const interval = Number(this.record.config['check_interval']);
    if (!this.path) return this.fail('File path needs to be set');
    if (!(interval >= 1)) return this.fail('Check interval setting cannot be smaller than 1');
    this.load();
  }

  private fail(error: string): void {
    this.failed = true;
    this.error = error;
  }

  private stat(): FileState {
    const s = fs.statSync(this.path);
    return { ino: s.ino, size: s.size, mtimeMs: s.mtimeMs };
  }

  /** Reads the file; false (with the error recorded) when it cannot be read at all. */
  private load(): boolean {
    let text: string;
    let state: FileState;
    try {
      state = this.stat();
      text = fs.readFileSync(this.path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      this.fail(
        code === 'ENOENT' ? `File ${this.path} does not exist` : code === 'EACCES' ? `File ${this.path} cannot be read` : message(error),
      );
      return false;
    }
    this.file = state;
    this.failed = false;
    this.error = null;
    const separator = String(this.record.config['separator']);
    const quote = String(this.record.config['quotechar']);
    const keyName = String(this.record.config['key_column']);
    const valueName = String(this.record.config['value_column']);
    const values = new Map<string, string>();
    const ranges = this.cidr ? new CidrTable<string>() : null;
    const rows = parseCsv(text, { separator, quote });
    let keyColumn = -1;
    let valueColumn = -1;
    rows.forEach((row, line) => {
      if (this.error) return;
      if (line === 0) {
        row.forEach((column, index) => {
          if (column === '') return;
          if (column === keyName) keyColumn = index;
          if (column === valueName) valueColumn = index;
        });
        return;
      }
      if (row.length === 1 && row[0] === '') return;
      if (keyColumn < 0 || valueColumn < 0) {
        this.error = "Couldn't detect column number for key or value - check CSV file format";
        return;
      }
      const key = row[keyColumn];
      const value = row[valueColumn];
      if (key === undefined || value === undefined) {
        this.error = `Index ${Math.max(keyColumn, valueColumn)} out of bounds for length ${row.length} (line ${line + 1})`;
        return;
      }
      if (ranges) ranges.add(key, value);
      else values.set(this.caseInsensitive ? key.toLowerCase() : key, value);
    });
    this.values = values;
    this.ranges = ranges;
    return true;
  }

  protected refresh(): void {
    if (this.stopped) return;
    let changed = this.error !== null || this.file === null;
    if (!changed) {
      try {
        const now = this.stat();
        changed = now.ino !== this.file?.ino || now.size !== this.file.size || now.mtimeMs !== this.file.mtimeMs;
      } catch (error) {
        this.error = `Couldn't check data adapter <${this.name}> CSV file ${this.path} for updates: ${message(error)}`;
        return;
      }
    }
    if (changed && this.load()) this.context.purgeCaches();
  }

  protected doGet(key: string): LookupResult {
    if (this.ranges) {
      const hit = this.ranges.match(key);
      if (hit === null) return errorResult(this.errorTtl);
      return hit === undefined ? emptyResult() : singleResult(hit);
    }
    const value = this.values.get(this.caseInsensitive ? key.toLowerCase() : key);
    return value === undefined ? emptyResult() : singleResult(value);
  }
}

/** Splits one DSV line on `separator`, except inside `quote` pairs; trailing empty fields are dropped (Java's `split`). */
function splitLine(line: string, separator: string, quote: string): string[] {
  const fields: string[] = [];
  let field = '';
  let inQuotes = false;
  for (const c of line) {
    if (quote && c === quote) inQuotes = !inQuotes;
    if (c === separator && !inQuotes) {
      fields.push(field);
      field = '';
    } else {
      field += c;
    }
  }
  fields.push(field);
  while (fields.length && fields[fields.length - 1] === '') fields.pop();
  return fields;
}

const unquote = (text: string, quote: string) => {
  const trimmed = text.trim();
  if (!quote) return trimmed;
  let out = trimmed;
  if (out.startsWith(quote)) out = out.slice(quote.length);
  if (out.endsWith(quote)) out = out.slice(0, -quote.length);
  return out;
};

/** Parses a DSV body as Graylog's `DSVParser`: 0-based columns, no header, comment lines skipped. */
export function parseDsv(body: string, config: Record<string, unknown>): Map<string, string> {
  const separator = String(config['separator']);
  const quote = String(config['quotechar'] ?? '');
  const ignore = String(config['ignorechar'] ?? '');
  const keyOnly = config['check_presence_only'] === true;
  const caseInsensitive = config['case_insensitive_lookup'] === true;
  const keyColumn = Number(config['key_column']);
  const valueColumn = keyOnly ? 0 : Number(config['value_column']);
  const values = new Map<string, string>();
  for (const line of body.split(String(config['line_separator']))) {
    if (ignore && line.startsWith(ignore)) continue;
    const fields = splitLine(line, separator, quote);
    if (fields.length <= Math.max(keyColumn, valueColumn)) continue;
    const rawKey = fields[keyColumn]!;
    const key = unquote(caseInsensitive ? rawKey.toLowerCase() : rawKey, quote);
    values.set(key, keyOnly ? '' : unquote(fields[valueColumn]!, quote));
  }
  return values;
}

/**
 * `dsvhttp`: a delimiter-separated file downloaded from a URL on the allowlist, re-downloaded every
 * `refresh_interval` seconds with If-Modified-Since; a new body replaces the data and purges the caches.
 */
export class DsvHttpAdapter extends DataAdapter {
  private values = new Map<string, string>();
  private lastModified: string | null = null;
  private fetching = false;

  protected refreshSeconds(): number {
    return Number(this.record.config['refresh_interval']) || 0;
  }

  protected doStart(): void {
    // Nothing is known until the first download ends; lookups answer errors until then.
    this.failed = true;
    this.error = null;
    void this.download(false);
  }

  protected refresh(): void {
    if (!this.stopped) void this.download(true);
  }

  /** Downloads the file; resolves when done and never rejects (a failure is recorded as the adapter's error). */
  async download(purge: boolean): Promise<void> {
    if (this.fetching) return;
    this.fetching = true;
    const url = String(this.record.config['url']);
    try {
      if (!this.context.isUrlAllowed(url)) throw new Error(`URL <${url}> is not whitelisted.`);
      const headers: Record<string, string> = { 'user-agent': 'Sift lookup table adapter' };
      if (this.lastModified) headers['if-modified-since'] = this.lastModified;
      const response = await this.context.fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.status === 304) {
        this.failed = false;
        return;
      }
      if (!response.ok) throw new Error(`Couldn't fetch ${url}: HTTP ${response.status}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_DSV_BYTES) throw new Error(`The file at ${url} is larger than ${MAX_DSV_BYTES} bytes`);
      const body = await response.text();
      if (body.length > MAX_DSV_BYTES) throw new Error(`The file at ${url} is larger than ${MAX_DSV_BYTES} bytes`);
      if (this.stopped) return;
      this.values = parseDsv(body, this.record.config);
      this.lastModified = response.headers.get('last-modified');
      this.failed = false;
      this.error = null;
      if (purge) this.context.purgeCaches();
    } catch (error) {
      this.error = message(error);
    } finally {
      this.fetching = false;
    }
  }

  protected doGet(key: string): LookupResult {
    const lookupKey = this.record.config['case_insensitive_lookup'] === true ? key.toLowerCase() : key;
    if (this.record.config['check_presence_only'] === true) return singleResult(this.values.has(lookupKey));
    const value = this.values.get(lookupKey);
    return value === undefined ? emptyResult() : singleResult(value);
  }
}

export function createAdapter(record: ComponentRecord, context: AdapterContext): DataAdapter {
  return record.config.type === 'dsvhttp' ? new DsvHttpAdapter(record, context) : new CsvFileAdapter(record, context);
}
