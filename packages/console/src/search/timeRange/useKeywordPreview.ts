import { useEffect, useState } from 'react';
import { KEYWORD_PREVIEW_DEBOUNCE_MS } from '../constants';
import { useSearchBarServices } from '../services';

/** The resolved range of a keyword; undefined while pending, null when the server cannot parse it. */
export type KeywordPreview = { from: string; to: string } | null | undefined;

/** Resolves a keyword ("last week") through the server's natural-date test, 350 ms after the last change. */
export function useKeywordPreview(keyword: string | null, timezone: string): KeywordPreview {
  const { keywordRange } = useSearchBarServices();
  const [state, setState] = useState<{ key: string; preview: KeywordPreview }>({ key: '', preview: undefined });
  const key = keyword === null ? '' : `${timezone}|${keyword}`;

  useEffect(() => {
    if (keyword === null || keyword.trim() === '') return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      keywordRange(keyword, timezone)
        .then(
          ({ from, to }) => ({ from, to }),
          () => null,
        )
        .then((preview) => {
          if (!cancelled) setState({ key, preview });
        });
    }, KEYWORD_PREVIEW_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, keyword, timezone, keywordRange]);

  return state.key === key ? state.preview : undefined;
}
