import { describe, expect, it } from 'vitest';
import { ROUTES } from './routeTable';
import { pathTo, pathWithPrefix, routePattern, withPrefix } from './routes';
import { searchLink, type SearchLinkRange } from './searchLink';

describe('route table', () => {
  it('builds paths with parameters, encoded', () => {
    expect(pathTo('SYSTEM_NODES')).toBe('/system/nodes');
    expect(pathTo('SYSTEM_NODES_SHOW', { nodeId: 'a/b' })).toBe('/system/nodes/a%2Fb');
    expect(pathTo('SYSTEM_CONTENTPACKS_EDIT', { contentPackId: 'cp', revision: '3' })).toBe('/system/contentpacks/cp/3/edit');
  });

  it('adds the optional application path prefix to every route', () => {
    expect(pathWithPrefix('/graylog', 'SYSTEM_OVERVIEW')).toBe('/graylog/system/overview');
    expect(pathWithPrefix('/graylog/', 'STARTPAGE')).toBe('/graylog/');
    expect(withPrefix('/search', '')).toBe('/search');
    expect(routePattern('SYSTEM_NODES_SHOW', '/g')).toBe('/g/system/nodes/:nodeId');
  });

  it('declares the spec routes', () => {
    expect(ROUTES.DASHBOARDS_TV).toBe('/dashboards/tv/{viewId}');
    expect(ROUTES.SYSTEM_USERS_TOKENS).toBe('/system/users/tokens/{userId}');
    expect(ROUTES.MESSAGE_SHOW).toBe('/messages/{index}/{messageId}');
  });
});

describe('searchLink', () => {
  it('carries q, a relative range and comma-joined streams', () => {
    const link = new URL(
      searchLink({ query: 'source:x', range: { type: 'relative', range: 300 }, streams: ['a', 'b'], prefix: '' }),
      'http://h',
    );
    expect(link.pathname).toBe('/search');
    expect(Object.fromEntries(link.searchParams)).toEqual({ q: 'source:x', rangetype: 'relative', relative: '300', streams: 'a,b' });
  });

  it('carries from and to for absolute ranges, keyword for keyword ranges', () => {
    expect(
      searchLink({ query: '', range: { type: 'absolute', from: '2024-01-01T00:00:00.000Z', to: '2024-01-02T00:00:00.000Z' }, prefix: '' }),
    ).toBe('/search?q=&rangetype=absolute&from=2024-01-01T00%3A00%3A00.000Z&to=2024-01-02T00%3A00%3A00.000Z');
    expect(searchLink({ query: 'a', range: { type: 'keyword', keyword: 'last week' }, prefix: '' })).toBe(
      '/search?q=a&rangetype=keyword&keyword=last+week',
    );
  });

  it('carries the message to highlight', () => {
    expect(searchLink({ query: 'a', range: { type: 'relative', range: 300 }, highlightMessage: 'm-1', prefix: '' })).toBe(
      '/search?q=a&rangetype=relative&relative=300&highlightMessage=m-1',
    );
  });

  it('links to a stream search', () => {
    expect(searchLink({ query: 'a', range: { type: 'relative', range: 0 }, streamId: 's1', prefix: '/p' })).toBe(
      '/p/streams/s1/search?q=a&rangetype=relative&relative=0',
    );
  });

  it('rejects unknown range types', () => {
    const bogus = { type: 'sometimes' } as unknown as SearchLinkRange;
    expect(() => searchLink({ query: 'a', range: bogus })).toThrow('Unsupported range type: sometimes');
  });
});
