import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS, LiveStream, type EventSink } from './live-stream.js';

/** A client whose socket accepts `capacity` more writes before it is behind. */
function sink(capacity = Infinity) {
  const written: string[] = [];
  let drain: (() => void) | null = null;
  let room = capacity;
  const s: EventSink & { written: string[]; catchUp(more: number): void; ended: boolean } = {
    written,
    ended: false,
    write(chunk) {
      written.push(chunk);
      room -= 1;
      return room > 0;
    },
    once(_event, listener) {
      drain = listener;
    },
    end() {
      s.ended = true;
    },
    catchUp(more) {
      room = more;
      const d = drain;
      drain = null;
      d?.();
    },
  };
  return s;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveStream', () => {
  it('writes each message as one event, and a heartbeat comment every 15 s', () => {
    const out = sink();
    const stream = new LiveStream(out);
    stream.message({ message: { _id: 'a' } });
    expect(out.written).toEqual(['retry: 3000\n\n', 'event: message\ndata: {"message":{"_id":"a"}}\n\n']);
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS - 1);
    expect(out.written).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(out.written[2]).toBe(': heartbeat\n\n');
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
    expect(out.written.filter((c) => c === ': heartbeat\n\n')).toHaveLength(2);
    stream.close();
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS * 2);
    expect(out.written).toHaveLength(4);
  });

  it('keeps at most maxBuffered events for a slow client, then reports the dropped ones once it caught up', () => {
    const out = sink(2); // the retry line and one event fit, then the client is behind
    const stream = new LiveStream(out, { maxBuffered: 3 });
    stream.message(1);
    expect(stream.room).toBe(3);
    for (let i = 2; i <= 7; i++) stream.message(i);
    expect(stream.room).toBe(0);
    stream.drop(10); // a batch the hub could not even read
    vi.advanceTimersByTime(LIVE_HEARTBEAT_MS); // no heartbeats while behind
    expect(out.written).toHaveLength(2);
    out.catchUp(100);
    expect(out.written.slice(2)).toEqual([
      'event: message\ndata: 2\n\n',
      'event: message\ndata: 3\n\n',
      'event: message\ndata: 4\n\n',
      'event: dropped\ndata: {"count":13}\n\n',
    ]);
    stream.message(8);
    expect(out.written.at(-1)).toBe('event: message\ndata: 8\n\n');
    stream.close();
  });

  it('reports a drop at once when the client is not behind, and ends the response on close(true)', () => {
    const out = sink();
    const stream = new LiveStream(out, { maxBuffered: 5 });
    stream.drop(4);
    expect(out.written.at(-1)).toBe('event: dropped\ndata: {"count":4}\n\n');
    stream.close(true);
    expect(out.ended).toBe(true);
    stream.message('late');
    expect(out.written.at(-1)).toBe('event: dropped\ndata: {"count":4}\n\n');
  });
});
