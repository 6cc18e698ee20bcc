import { useCallback, useEffect, useState } from 'react';
import { useAllowUrl, useCheckUrlWhitelist } from '@sift/api';
import { isAbsoluteUrl, toast } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { ALERT_FAILURES } from './alertTexts';

/** The allow-list check of a URL field waits this long after the last keystroke (3-administration.md §5, §9). */
export const URL_CHECK_DEBOUNCE_MS = 250;
export const URL_CHECK_TEXTS = {
  notWhitelisted: (url: string) => `URL ${url} is not whitelisted`,
  invalid: (url: string) => `URL ${url} is not a valid URL.`,
  addToWhitelist: 'Add to URL Whitelist',
  checkFailed: 'Could not verify if the url is in the whitelist',
  added: 'Url Whitelist Configuration updated successfully',
} as const;

export interface UrlAllowListState {
  /** The field's error, or null while the URL is allowed, empty or not checked yet. */
  error: string | null;
  /** Whether "Add to URL Whitelist" applies: a valid URL that is not listed. */
  canAdd: boolean;
  add: () => Promise<void>;
  adding: boolean;
}

/** Checks a URL against the allow-list 250 ms after it last changed; "Add to URL Whitelist" lists it and checks again. */
export function useUrlAllowList(url: string): UrlAllowListState {
  const check = useCheckUrlWhitelist();
  const allow = useAllowUrl();
  const [result, setResult] = useState<{ url: string; error: string | null; canAdd: boolean }>({ url: '', error: null, canAdd: false });
  const trigger = check.trigger;
  const verify = useCallback(
    async (candidate: string) => {
      const trimmed = candidate.trim();
      if (trimmed === '') return setResult({ url: candidate, error: null, canAdd: false });
      if (!isAbsoluteUrl(trimmed)) return setResult({ url: candidate, error: URL_CHECK_TEXTS.invalid(trimmed), canAdd: false });
      try {
        const listed = await trigger(trimmed);
        setResult({ url: candidate, error: listed ? null : URL_CHECK_TEXTS.notWhitelisted(trimmed), canAdd: !listed });
      } catch (error) {
        toast.error(URL_CHECK_TEXTS.checkFailed, failureMessage(error));
      }
    },
    [trigger],
  );
  useEffect(() => {
    const timer = setTimeout(() => void verify(url), URL_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [url, verify]);
  const current = result.url === url ? result : { error: null, canAdd: false };
  return {
    error: current.error,
    canAdd: current.canAdd,
    adding: allow.isMutating,
    add: async () => {
      try {
        await allow.trigger(url.trim());
        toast.success(URL_CHECK_TEXTS.added);
        await verify(url);
      } catch (error) {
        toast.error(ALERT_FAILURES.allowUrl, failureMessage(error));
      }
    },
  };
}
