import { describe, expect, it } from 'vitest';
import { decodeEventDefinition, decodeEventRecord } from '@sift/api';
import { definitionReplayLink, escapeLuceneValue, eventReplayLink } from './replayLinks';

const EVENT = {
  id: 'e1',
  event_definition_type: 'aggregation-v1',
  event_definition_id: 'd1',
  timestamp: '2024-05-01T10:05:00.000Z',
  timestamp_processing: '2024-05-01T10:05:01.000Z',
  message: 'Failed logins: bob - count()=12.0',
  priority: 2,
  alert: true,
  group_by_fields: { user: 'bob smith', host: 'web-1' },
  replay_info: {
    timerange_start: '2024-05-01T10:00:00.000Z',
    timerange_end: '2024-05-01T10:05:00.000Z',
    query: 'action:fail',
    streams: ['s1'],
  },
};

describe('replay links', () => {
  it("opens an event's window and streams with the query narrowed to its group-by values", () => {
    const link = eventReplayLink(decodeEventRecord(EVENT));
    const url = new URL(link ?? '', 'http://x');
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '(action:fail) AND (user:bob\\ smith AND host:web\\-1)',
      rangetype: 'absolute',
      from: '2024-05-01T10:00:00.000Z',
      to: '2024-05-01T10:05:00.000Z',
      streams: 's1',
    });
  });

  it('has no link for an event without replay info', () => {
    expect(eventReplayLink(decodeEventRecord({ ...EVENT, replay_info: null }))).toBeNull();
  });

  it("opens a definition's last window over its streams", () => {
    const definition = decodeEventDefinition({
      id: 'd1',
      title: 'x',
      priority: 2,
      config: { type: 'aggregation-v1', query: 'level:3', streams: ['a', 'b'], search_within_ms: 600000 },
    });
    const url = new URL(definitionReplayLink(definition), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'level:3', rangetype: 'relative', relative: '600', streams: 'a,b' });
  });

  it('escapes Lucene specials in values', () => {
    expect(escapeLuceneValue('a:b (c)')).toBe('a\\:b\\ \\(c\\)');
  });
});
