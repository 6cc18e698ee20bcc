import { useEffect, useState } from 'react';
import type { QueryValidation } from '@sift/api';
import { QUERY_VALIDATION_DEBOUNCE_MS } from './constants';
import type { SearchBarValues } from './searchModel';
import { useSearchBarServices } from './services';

export interface ValidationState {
  /** True from a change until the debounced validation answers. */
  validating: boolean;
  status: QueryValidation['status'];
  explanations: QueryValidation['explanations'];
}

const OK: ValidationState = { validating: false, status: 'OK', explanations: [] };

/** Validates the form against the server 350 ms after the last change; an empty query needs no check. */
export function useQueryValidation(values: SearchBarValues): ValidationState {
  const { validate } = useSearchBarServices();
  const key = JSON.stringify(values);
  const [state, setState] = useState<{ key: string; result: ValidationState }>({ key: '', result: OK });

  useEffect(() => {
    if (values.queryString.trim() === '') return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      validate({ query: values.queryString, timerange: values.timerange, streams: values.streams })
        .then(
          (result) => ({ validating: false, ...result }),
          () => OK,
        )
        .then((result) => {
          if (!cancelled) setState({ key, result });
        });
    }, QUERY_VALIDATION_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // values are compared through key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, validate]);

  if (values.queryString.trim() === '') return OK;
  if (state.key !== key) return { ...state.result, validating: true };
  return state.result;
}
