import { ToolsApi } from '../calls/admin';
import type { RegexValidation } from '../models/tools';
import { useApiRead, type ApiReadResult } from './useApiRead';
import { useSettled } from './useSettled';

/** How long a regular expression must stay unchanged before the server checks it (the allow-list editor's 200 ms). */
export const REGEX_VALIDATION_DEBOUNCE_MS = 200;

/**
 * Whether the server takes `regex` as a Java regular expression (`GET /tools/regex_tester/validate`), asked
 * once it has stayed unchanged for REGEX_VALIDATION_DEBOUNCE_MS; `null` or an empty one asks nothing.
 */
export function useRegexValidation(regex: string | null): ApiReadResult<RegexValidation> {
  const settled = useSettled(regex === '' ? null : regex, REGEX_VALIDATION_DEBOUNCE_MS);
  return useApiRead(
    settled === null ? null : ['tools', 'regexValidation', settled],
    (client) => ToolsApi.validateRegex(client, settled ?? ''),
    {
      keepPreviousData: false,
      shouldRetryOnError: false,
    },
  );
}
