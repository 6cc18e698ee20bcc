import { describe, expect, it } from 'vitest';
import { parseSearchUrl, serializeSearchUrl } from './urlState';

describe('search URL state', () => {
  it('reads q, a relative range, comma-separated streams and highlightMessage', () => {
    expect(parseSearchUrl('?q=source%3Ax&rangetype=relative&relative=300&streams=a,b&highlightMessage=m1')).toEqual({
      queryString: 'source:x',
      timerange: { type: 'relative', range: 300 },
      streams: ['a', 'b'],
      highlightMessage: 'm1',
    });
  });

  it('reads relative from/to, absolute and keyword ranges (keyword in the given time zone)', () => {
    expect(parseSearchUrl('rangetype=relative&from=600&to=60').timerange).toEqual({ type: 'relative', from: 600, to: 60 });
    expect(parseSearchUrl('rangetype=relative&from=600').timerange).toEqual({ type: 'relative', from: 600, to: null });
    expect(parseSearchUrl('rangetype=absolute&from=2024-01-01T00:00:00.000Z&to=2024-01-02T00:00:00.000Z').timerange).toEqual({
      type: 'absolute',
      from: '2024-01-01T00:00:00.000Z',
      to: '2024-01-02T00:00:00.000Z',
    });
    expect(parseSearchUrl('rangetype=keyword&keyword=last+week', 'Europe/Berlin').timerange).toEqual({
      type: 'keyword',
      keyword: 'last week',
      timezone: 'Europe/Berlin',
    });
  });

  it('leaves out what the URL does not say', () => {
    expect(parseSearchUrl('')).toEqual({ queryString: null, timerange: null, streams: null, highlightMessage: null });
  });

  it('fails with "Unsupported range type" for any other range type, and on broken values', () => {
    expect(() => parseSearchUrl('rangetype=offset')).toThrow('Unsupported range type');
    expect(() => parseSearchUrl('rangetype=relative&relative=soon')).toThrow('Invalid relative range: soon');
    expect(() => parseSearchUrl('rangetype=absolute&from=2024-01-01')).toThrow('Invalid absolute range');
    expect(() => parseSearchUrl('rangetype=keyword')).toThrow('Invalid keyword range');
  });

  it('writes what it reads, so a copied URL reproduces the search', () => {
    const states = [
      { queryString: 'a AND b', timerange: { type: 'relative', range: 0 } as const, streams: ['s1', 's2'], highlightMessage: null },
      { queryString: '', timerange: { type: 'relative', from: 900, to: 300 } as const, streams: [], highlightMessage: 'msg-1' },
      {
        queryString: 'x',
        timerange: { type: 'absolute', from: '2024-01-01T00:00:00.000Z', to: '2024-01-02T00:00:00.000Z' } as const,
        streams: [],
        highlightMessage: null,
      },
      {
        queryString: 'x',
        timerange: { type: 'keyword', keyword: 'yesterday', timezone: 'Etc/UTC' } as const,
        streams: ['s'],
        highlightMessage: null,
      },
    ];
    states.forEach((state) =>
      expect(parseSearchUrl(serializeSearchUrl(state))).toEqual({ ...state, streams: state.streams.length ? state.streams : null }),
    );
    expect(serializeSearchUrl(states[0]!)).toBe('q=a+AND+b&rangetype=relative&relative=0&streams=s1%2Cs2');
  });

  it('refuses to write a range type a URL cannot carry', () => {
    expect(() =>
      serializeSearchUrl({ queryString: '', timerange: { type: 'offset', source: 's', id: 'i', offset: '1' }, streams: [] }),
    ).toThrow('Unsupported range type');
  });
});
