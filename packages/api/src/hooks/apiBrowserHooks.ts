import { useCallback, useState } from 'react';
import { ApiBrowserApi, type ApiTryRequest } from '../calls/apiBrowser';
import type { ApiDocument, ApiTryResult } from '../models/openApi';
import { useApiClient } from './ApiProvider';
import { useApiRead, type ApiReadResult } from './useApiRead';

/** The server's OpenAPI document for the API browser (read once; routes do not change while it runs). */
export function useApiDocument(): ApiReadResult<ApiDocument> {
  return useApiRead(['apiBrowser'], (client) => ApiBrowserApi.document(client), { revalidateOnFocus: false });
}

export interface TryOperation {
  /** Sends the call with the user's session; resolves with what it answered. */
  trigger: (request: ApiTryRequest) => Promise<ApiTryResult>;
  /** The last answer, until the next call is sent. */
  result: ApiTryResult | null;
  isMutating: boolean;
  error: Error | null;
}

/** Tries one call from the API browser; a failed status is a result, not an error. */
export function useTryApiOperation(): TryOperation {
  const client = useApiClient();
  const [result, setResult] = useState<ApiTryResult | null>(null);
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const trigger = useCallback(
    async (request: ApiTryRequest) => {
      setMutating(true);
      setResult(null);
      setError(null);
      try {
        const answer = await ApiBrowserApi.tryOperation(client, request);
        setResult(answer);
        return answer;
      } catch (caught) {
        const failure = caught instanceof Error ? caught : new Error(String(caught));
        setError(failure);
        throw failure;
      } finally {
        setMutating(false);
      }
    },
    [client],
  );
  return { trigger, result, isMutating, error };
}
