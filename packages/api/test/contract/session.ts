import { waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import type { ApiClient } from '../../src/client/ApiClient';
import { ApiProvider } from '../../src/hooks/ApiProvider';
import { login } from '../../src/sessions';
import { contractClient, ROOT_PASSWORD, ROOT_USERNAME, startServer, type RunningServer } from './server';

/** The embedded server of one contract suite, logged in as the root user. */
export interface ContractSession {
  server: RunningServer;
  client: ApiClient;
  userId: string;
  /** Renders hooks with the client, over an SWR cache of the suite's own, without retries. */
  wrapper: ({ children }: { children: ReactNode }) => ReactNode;
}

/** Starts the embedded server on a free port with a fresh data directory and logs in (call in `beforeAll`). */
export async function openSession(): Promise<ContractSession> {
  const server = await startServer();
  const client = contractClient(server);
  const userId = (await login({ username: ROOT_USERNAME, password: ROOT_PASSWORD, host: 'contract' }, client)).user_id;
  const cache = new Map();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { provider: () => cache, shouldRetryOnError: false } },
      createElement(ApiProvider, { client }, children),
    );
  return { server, client, userId, wrapper };
}

export type Hooks = Record<string, { data?: unknown; error?: unknown }>;

/** Waits until every hook answered, then fails on any error (a decode error names the field). */
export async function settled(result: { current: Hooks }): Promise<Hooks> {
  await waitFor(
    () => {
      Object.entries(result.current).forEach(([name, hook]) =>
        expect(hook.data !== undefined || hook.error !== undefined, name).toBe(true),
      );
    },
    { timeout: 10_000 },
  );
  Object.entries(result.current).forEach(([name, hook]) => expect(hook.error, name).toBeUndefined());
  return result.current;
}
