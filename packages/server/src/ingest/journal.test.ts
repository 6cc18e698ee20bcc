import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MetricsRegistry } from '../metrics/registry.js';
import { MessageJournal } from './journal.js';
import type { JournalSettings } from './journal-config.js';
import { readSegment } from './journal-segment.js';

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function settings(overrides: Partial<JournalSettings> = {}): JournalSettings {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sift-journal-unit-'));
  dirs.push(directory);
  return {
    enabled: true,
    directory,
    segmentSize: 4096,
    segmentAgeMs: 3_600_000,
    maxSize: 64 * 1024,
    maxAgeMs: 43_200_000,
    flushInterval: 1_000_000,
    flushAgeMs: 100,
    ...overrides,
  };
}

const frame = (n: number) => Buffer.from(`{"short_message":"message ${n} ${'x'.repeat(200)}"}`);
const segmentFiles = (s: JournalSettings) => fs.readdirSync(s.directory).sort();
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the message journal', () => {
  it('writes what it took by the end of the event loop turn, one checksummed block per write, and reads it back in order', async () => {
    const s = settings({ segmentSize: 1024 * 1024 });
    const journal = MessageJournal.open(s, new MetricsRegistry(), -1, () => undefined);
    for (let i = 0; i < 3; i++) expect(journal.append('input-1', '10.0.0.1', frame(i), 1000 + i)).toBe(i);
    expect(segmentFiles(s)).toEqual([]);
    await nextTurn();
    const [file] = segmentFiles(s);
    expect(file).toBe('00000000000000000000.log');
    const { entries, validBytes } = readSegment(path.join(s.directory, file!));
    expect(validBytes).toBe(fs.statSync(path.join(s.directory, file!)).size);
    expect(entries.map((e) => [e.offset, e.receivedAt, e.inputId, e.remoteAddress, e.frame.toString()])).toEqual(
      [0, 1, 2].map((i) => [i, 1000 + i, 'input-1', '10.0.0.1', frame(i).toString()]),
    );
    expect(journal.uncommitted).toBe(3);
    await journal.close();
  });

  it('begins a new segment at the segment size and deletes segments once the store holds all of them', async () => {
    const s = settings();
    const journal = MessageJournal.open(s, new MetricsRegistry(), -1, () => undefined);
    for (let i = 0; i < 60; i++) {
      journal.append('input-1', '', frame(i), i);
      if (i % 5 === 4) await nextTurn();
    }
    await journal.sync();
    const files = segmentFiles(s);
    expect(files.length).toBeGreaterThan(2);
    expect(journal.summary().number_of_segments).toBe(files.length);
    // Each file is named by the first offset it holds.
    for (const file of files) expect(readSegment(path.join(s.directory, file)).entries[0]?.offset).toBe(Number(file.slice(0, 20)));
    const second = Number(files[1]!.slice(0, 20));
    journal.commit(second - 1);
    await journal.sync();
    expect(segmentFiles(s)).toEqual(files.slice(1));
    expect(journal.uncommitted).toBe(60 - second);
    journal.commit(59);
    await journal.sync();
    // Closed segments go; only one still being written may stay.
    expect(segmentFiles(s).filter((file) => files.slice(0, -1).includes(file))).toEqual([]);
    expect(journal.uncommitted).toBe(0);
    expect(journal.append('input-1', '', frame(60), 60)).toBe(60);
    await journal.sync();
    expect(segmentFiles(s).filter((file) => readSegment(path.join(s.directory, file)).entries.some((e) => e.offset === 60))).toHaveLength(
      1,
    );
    await journal.close();
  });

  it('is full at its size limit and has room again once the store catches up', async () => {
    const s = settings({ segmentSize: 4096, maxSize: 8192 });
    const journal = MessageJournal.open(s, new MetricsRegistry(), -1, () => undefined);
    let n = 0;
    while (!journal.full) journal.append('input-1', '', frame(n++), n);
    expect(journal.size).toBeGreaterThanOrEqual(8192);
    let roomy = false;
    const room = journal.whenRoom().then(() => (roomy = true));
    await nextTurn();
    expect(roomy).toBe(false);
    journal.commit(n - 1);
    await room;
    expect(journal.full).toBe(false);
    await journal.close();
  });

  it('forces the write and fsync after flush_interval messages, and deletes closed segments past max_age, counting what was not stored', async () => {
    const s = settings({ flushInterval: 2, segmentSize: 600, maxAgeMs: 1_000 });
    const metrics = new MetricsRegistry();
    const lines: string[] = [];
    const deleted: number[] = [];
    const journal = MessageJournal.open(s, metrics, -1, (line) => lines.push(line), {
      utilizationHigh: () => undefined,
      utilizationNormal: () => undefined,
      uncommittedDeleted: (count) => deleted.push(count),
    });
    journal.append('input-1', '', frame(0), 0);
    expect(segmentFiles(s)).toEqual([]);
    journal.append('input-1', '', frame(1), 1);
    // The second message reached flush_interval: written at once, before the turn ends.
    expect(segmentFiles(s)).toHaveLength(1);
    for (let i = 2; i < 6; i++) journal.append('input-1', '', frame(i), i);
    await journal.sync();
    expect(segmentFiles(s).length).toBeGreaterThan(1);
    journal.commit(0);
    // Five seconds on, every closed segment is past max_age: the next flush tick deletes them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5_000);
    await vi.waitFor(() => expect(metrics.counter('org.graylog2.journal.uncommitted-messages-deleted')).toBeGreaterThan(0), {
      timeout: 3_000,
    });
    expect(lines.some((line) => /messages not yet stored were deleted with segments older than 1000 ms/.test(line))).toBe(true);
    // Reported for the journal_uncommitted_messages_deleted notification, with the count.
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(metrics.counter('org.graylog2.journal.uncommitted-messages-deleted'));
    await journal.close();
  });

  it('reopens after the last entry it holds or the stored offset, whichever is later, and replays only what lies beyond the stored offset', async () => {
    const s = settings({ segmentSize: 1024 * 1024 });
    const first = MessageJournal.open(s, new MetricsRegistry(), -1, () => undefined);
    for (let i = 0; i < 5; i++) first.append('input-1', '', frame(i), i);
    await first.close();
    const again = MessageJournal.open(s, new MetricsRegistry(), 2, () => undefined);
    expect([...again.replay()].map((e) => e.offset)).toEqual([3, 4]);
    expect(again.append('input-1', '', frame(5), 5)).toBe(5);
    await again.close();
    // A segment opened just before a crash, still empty, is removed: the next segment may take its name.
    fs.writeFileSync(path.join(s.directory, '00000000000000000006.log'), '');
    const empty = MessageJournal.open(s, new MetricsRegistry(), 2, () => undefined);
    expect(segmentFiles(s)).not.toContain('00000000000000000006.log');
    expect([...empty.replay()].map((e) => e.offset)).toEqual([3, 4, 5]);
    await empty.close();
    // The store is ahead of the journal (it stored entries a crash kept out of the file): offsets go on after it.
    const ahead = MessageJournal.open(s, new MetricsRegistry(), 9, () => undefined);
    expect([...ahead.replay()]).toEqual([]);
    expect(ahead.append('input-1', '', frame(10), 10)).toBe(10);
    await ahead.close();
  });
});
