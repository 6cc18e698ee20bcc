// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, jsonResponse, tracked, useFakeHookTimers } from '../../test/hookHarness';
import { ResponseShapeError } from '../models/decode';
import type { JournalSummaryWire } from '../models/journal';
import { useNodeJournal } from './adminHooks';
import { JOURNAL_POLL_MS } from './constants';

const SUMMARY: JournalSummaryWire = {
  enabled: true,
  append_events_per_second: 1200,
  read_events_per_second: 400,
  uncommitted_journal_entries: 2000,
  journal_size: 52_428_800,
  journal_size_limit: 5_368_709_120,
  number_of_segments: 2,
  oldest_segment: '2026-11-26T15:00:00.000Z',
  journal_config: {
    directory: 'file:///var/lib/sift/journal/',
    segment_size: 104_857_600,
    segment_age: 3_600_000,
    max_size: 5_368_709_120,
    max_age: 43_200_000,
    flush_interval: 1_000_000,
    flush_age: 100,
  },
};

beforeEach(() => {
  useFakeHookTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useNodeJournal', () => {
  it("reads the node's journal from /cluster/{nodeId}/journal every 5 s, with the lag at the current read rate", async () => {
    expect(JOURNAL_POLL_MS).toBe(5_000);
    let summary: JournalSummaryWire = SUMMARY;
    const { wrapper, count } = harness((url) => (url === '/api/cluster/n%2F1/journal' ? jsonResponse(summary) : undefined));
    const { result } = renderHook(() => tracked(useNodeJournal('n/1')), { wrapper });
    await advance(10);
    expect(result.current.data).toEqual({
      enabled: true,
      appendedPerSecond: 1200,
      readPerSecond: 400,
      uncommittedEntries: 2000,
      sizeBytes: 52_428_800,
      sizeLimitBytes: 5_368_709_120,
      segments: 2,
      oldestSegment: '2026-11-26T15:00:00.000Z',
      lagSeconds: 5,
    });
    summary = { ...SUMMARY, uncommitted_journal_entries: 0, read_events_per_second: 0 };
    await advance(JOURNAL_POLL_MS - 50);
    expect(count('GET', '/cluster/n%2F1/journal')).toBe(1);
    await advance(60);
    expect(count('GET', '/cluster/n%2F1/journal')).toBe(2);
    expect(result.current.data?.lagSeconds).toBe(0);
    // Entries waiting while none are read (processing paused): no lag can be worked out.
    summary = { ...SUMMARY, read_events_per_second: 0 };
    await advance(JOURNAL_POLL_MS);
    expect(result.current.data?.lagSeconds).toBeNull();
  });

  it('reads a disabled journal as Graylog answers it, holds a null node id, and refuses a malformed answer', async () => {
    const disabled = {
      ...SUMMARY,
      enabled: false,
      append_events_per_second: 0,
      read_events_per_second: 0,
      uncommitted_journal_entries: 0,
      journal_size: 0,
      journal_size_limit: 0,
      number_of_segments: 0,
      oldest_segment: null,
      journal_config: null,
    };
    const { wrapper, requests } = harness((url) =>
      url === '/api/cluster/off/journal'
        ? jsonResponse(disabled)
        : url === '/api/cluster/bad/journal'
          ? jsonResponse({ ...SUMMARY, journal_size: '5 MB' })
          : undefined,
    );
    const off = renderHook(() => tracked(useNodeJournal('off')), { wrapper });
    const none = renderHook(() => tracked(useNodeJournal(null)), { wrapper });
    const bad = renderHook(() => tracked(useNodeJournal('bad')), { wrapper });
    await advance(10);
    expect(off.result.current.data).toMatchObject({ enabled: false, oldestSegment: null, lagSeconds: 0 });
    expect(none.result.current.data).toBeUndefined();
    expect(bad.result.current.error).toBeInstanceOf(ResponseShapeError);
    expect(requests.map((r) => r.url).sort()).toEqual(['/api/cluster/bad/journal', '/api/cluster/off/journal']);
  });
});
