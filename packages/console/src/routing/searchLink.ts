import { APP_PATH_PREFIX, pathWithPrefix } from './routes';

/** The range types a search link accepts (1-shell.md §2.4, §9). */
export const SEARCH_LINK_RANGE_TYPES = ['relative', 'absolute', 'keyword'] as const;

export type SearchLinkRange =
  { type: 'relative'; range: number } | { type: 'absolute'; from: string; to: string } | { type: 'keyword'; keyword: string };

export interface SearchLinkOptions {
  /** The query string. */
  query: string;
  /** The time range; any type other than relative, absolute or keyword is an error. */
  range: SearchLinkRange;
  /** Stream ids, comma-joined in the link. */
  streams?: readonly string[];
  /** Link to one stream's search instead of the general search. */
  streamId?: string;
  /** Id of a message the search marks and scrolls to. */
  highlightMessage?: string;
  prefix?: string;
}

/** A link to the search page carrying `q`, the range type and its values, the streams and the message to highlight. */
export function searchLink({ query, range, streams, streamId, highlightMessage, prefix = APP_PATH_PREFIX }: SearchLinkOptions): string {
  const params = new URLSearchParams({ q: query, rangetype: range.type });
  switch (range.type) {
    case 'relative':
      params.set('relative', String(range.range));
      break;
    case 'absolute':
      params.set('from', range.from);
      params.set('to', range.to);
      break;
    case 'keyword':
      params.set('keyword', range.keyword);
      break;
    default:
      throw new Error(`Unsupported range type: ${String((range as { type: unknown }).type)}`);
  }
  if (streams && streams.length > 0) params.set('streams', streams.join(','));
  if (highlightMessage) params.set('highlightMessage', highlightMessage);
  const base = streamId ? pathWithPrefix(prefix, 'STREAM_SEARCH', { streamId }) : pathWithPrefix(prefix, 'SEARCH');
  return `${base}?${params.toString()}`;
}
