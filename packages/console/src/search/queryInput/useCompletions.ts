import { useCallback, useRef, useState } from 'react';
import type { FieldType } from '@sift/api';
import {
  completionContext,
  fieldSuggestions,
  isEnumerable,
  reuseSuggestions,
  type CompletionContext,
  type SuggestionPage,
} from './completion';

export interface Completion {
  value: string;
  /** Occurrences, for values. */
  occurrence?: number;
}

export type SuggestValues = (
  field: string,
  input: string,
) => Promise<{ suggestions: Array<{ value: string; occurrence: number }>; sumOtherDocsCount: number | null }>;

/** Field names always; values only for enumerable fields, reusing a complete earlier page when the input extends it. */
export function useCompletions(fields: readonly FieldType[], suggestValues: SuggestValues) {
  const [state, setState] = useState<{ context: CompletionContext; items: Completion[] } | null>(null);
  const page = useRef<SuggestionPage | null>(null);
  const occurrences = useRef(new Map<string, number>());
  const request = useRef(0);

  const update = useCallback(
    (query: string, caret: number) => {
      request.current += 1;
      const context = completionContext(query, caret);
      if (!context) {
        setState(null);
        return;
      }
      if (context.kind === 'field') {
        const items = fieldSuggestions(fields, context.prefix).map((value) => ({ value }));
        setState(items.length ? { context, items } : null);
        return;
      }
      if (!isEnumerable(fields, context.field)) {
        setState(null);
        return;
      }
      const reused = reuseSuggestions(page.current, context.field, context.input);
      if (reused) {
        setState(reused.length ? { context, items: reused.map((value) => ({ value, occurrence: occurrences.current.get(value) })) } : null);
        return;
      }
      const id = request.current;
      suggestValues(context.field, context.input).then(
        ({ suggestions, sumOtherDocsCount }) => {
          if (id !== request.current) return;
          page.current = { field: context.field, input: context.input, values: suggestions.map((s) => s.value), sumOtherDocsCount };
          occurrences.current = new Map(suggestions.map((s) => [s.value, s.occurrence]));
          setState(suggestions.length ? { context, items: suggestions.map((s) => ({ value: s.value, occurrence: s.occurrence })) } : null);
        },
        () => {
          if (id === request.current) setState(null);
        },
      );
    },
    [fields, suggestValues],
  );

  const close = useCallback(() => {
    request.current += 1;
    setState(null);
  }, []);

  return { completion: state, update, close };
}
