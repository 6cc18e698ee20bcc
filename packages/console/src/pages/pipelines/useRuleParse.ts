import { useEffect, useRef, useState } from 'react';
import { useParsePipelineRule, type RuleParseError } from '@sift/api';

/** How long the rule editor waits after the last keystroke before asking the server to parse the source. */
export const RULE_PARSE_DEBOUNCE_MS = 500;

/**
 * The parse errors of a rule source as it is typed: the server parses it once typing has paused for
 * `RULE_PARSE_DEBOUNCE_MS`; answers to older sources are dropped. A failed call (not a parse error) keeps
 * the last errors.
 */
export function useRuleParse(source: string, enabled: boolean): RuleParseError[] {
  const { trigger } = useParsePipelineRule();
  const [errors, setErrors] = useState<RuleParseError[]>([]);
  const latest = useRef(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      trigger(source).then(
        (outcome) => {
          if (request === latest.current) setErrors(outcome.ok ? [] : outcome.errors);
        },
        () => undefined,
      );
    }, RULE_PARSE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [source, enabled, trigger]);
  return errors;
}
