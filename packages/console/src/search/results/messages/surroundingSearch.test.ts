import { describe, expect, it } from 'vitest';
import { parseSearchUrl } from '../../urlState';
import { messageTime, surroundingQuery, surroundingSearchLink, surroundingTerm, surroundingWindows } from './surroundingSearch';

const FILTER_FIELDS = ['source', 'gl2_source_input', 'file', 'source_file'];

const message = {
  id: '01HX000003Q7M3ZB2K9T',
  fields: {
    timestamp: '2024-05-02T10:14:39.000Z',
    source: 'web-02',
    gl2_source_input: '663a1f0e2c9b4d7a8e6f5a41',
    message: 'login failed',
    http_status: 401,
  },
};

function parts(link: string) {
  const url = new URL(link, 'http://h');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('surrounding windows', () => {
  it('lists the configured periods shortest first with their labels', () => {
    expect(surroundingWindows({ PT1M: '1 minute', PT1S: '1 second', PT5M: '5 minutes', PT10S: '10 seconds' })).toEqual([
      { period: 'PT1S', label: '1 second', ms: 1_000 },
      { period: 'PT10S', label: '10 seconds', ms: 10_000 },
      { period: 'PT1M', label: '1 minute', ms: 60_000 },
      { period: 'PT5M', label: '5 minutes', ms: 300_000 },
    ]);
  });

  it('leaves out invalid and zero periods and labels an unlabelled one by its period', () => {
    expect(surroundingWindows({ nonsense: 'x', PT0S: 'nothing', P1D: ' ' })).toEqual([{ period: 'P1D', label: 'P1D', ms: 86_400_000 }]);
    expect(surroundingWindows({})).toEqual([]);
  });
});

describe('surrounding query', () => {
  it('joins the message values of the filter fields it has with AND, in the config order', () => {
    expect(surroundingQuery(message.fields, FILTER_FIELDS)).toBe('source:"web-02" AND gl2_source_input:"663a1f0e2c9b4d7a8e6f5a41"');
  });

  it('quotes strings with backslashes and quotes escaped, so special characters match literally', () => {
    expect(surroundingTerm('file', 'C:\\logs\\app "main".log')).toBe('file:"C:\\\\logs\\\\app \\"main\\".log"');
    expect(surroundingTerm('source', 'a AND (b OR c*)')).toBe('source:"a AND (b OR c*)"');
    expect(surroundingTerm('source_file', '/var/log/nginx/access.log')).toBe('source_file:"/var/log/nginx/access.log"');
  });

  it('writes numbers and booleans unquoted and escapes a minus sign', () => {
    expect(surroundingTerm('port', 514)).toBe('port:514');
    expect(surroundingTerm('offset', -3)).toBe('offset:\\-3');
    expect(surroundingTerm('tls', true)).toBe('tls:true');
  });

  it('skips empty, missing, structured and non-finite values, and duplicate filter fields', () => {
    const fields = { source: '', file: ['a', 'b'], source_file: { path: 'x' }, n: Number.NaN, gl2_source_input: 'i1' };
    expect(surroundingQuery(fields, [...FILTER_FIELDS, 'n', 'missing', 'gl2_source_input'])).toBe('gl2_source_input:"i1"');
    expect(surroundingQuery({ message: 'x' }, FILTER_FIELDS)).toBe('');
  });

  it('escapes special characters in field names', () => {
    expect(surroundingTerm('my-field', 'x')).toBe('my\\-field:"x"');
  });

  it("only reads the message's own fields", () => {
    expect(surroundingQuery({}, ['constructor', 'toString'])).toBe('');
  });
});

describe('surrounding search link', () => {
  it('searches [time - window, time + window] for the filter values and highlights the message', () => {
    const link = surroundingSearchLink({ message, windowMs: 5_000, filterFields: FILTER_FIELDS, prefix: '' });
    expect(parts(link ?? '')).toEqual({
      path: '/search',
      params: {
        q: 'source:"web-02" AND gl2_source_input:"663a1f0e2c9b4d7a8e6f5a41"',
        rangetype: 'absolute',
        from: '2024-05-02T10:14:34.000Z',
        to: '2024-05-02T10:14:44.000Z',
        highlightMessage: '01HX000003Q7M3ZB2K9T',
      },
    });
  });

  it('is read back by the search page as the same query, range and highlighted message', () => {
    const link =
      surroundingSearchLink({
        message: { ...message, fields: { ...message.fields, source: 'he said "hi" & left' } },
        windowMs: 60_000,
        filterFields: ['source'],
        prefix: '',
      }) ?? '';
    expect(parseSearchUrl(new URL(link, 'http://h').search)).toEqual({
      queryString: 'source:"he said \\"hi\\" & left"',
      timerange: { type: 'absolute', from: '2024-05-02T10:13:39.000Z', to: '2024-05-02T10:15:39.000Z' },
      streams: null,
      highlightMessage: '01HX000003Q7M3ZB2K9T',
    });
  });

  it('keeps the app path prefix of the search link helper', () => {
    expect(surroundingSearchLink({ message, windowMs: 1_000, filterFields: [], prefix: '/sift' })).toMatch(
      /^\/sift\/search\?q=&rangetype=absolute&/,
    );
  });

  it('gives no link for a message without a usable timestamp', () => {
    expect(surroundingSearchLink({ message: { id: 'x', fields: { source: 'a' } }, windowMs: 1_000, filterFields: ['source'] })).toBeNull();
    expect(
      surroundingSearchLink({ message: { id: 'x', fields: { timestamp: 'yesterday-ish' } }, windowMs: 1_000, filterFields: [] }),
    ).toBeNull();
    expect(messageTime({ fields: { timestamp: 1_714_644_879_000 } })).toBe(1_714_644_879_000);
  });
});
