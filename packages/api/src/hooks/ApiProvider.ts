import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '../client/ApiClient';

const ApiClientContext = createContext<ApiClient | null>(null);

export interface ApiProviderProps {
  /** The client every hook below uses. */
  client: ApiClient;
  children?: ReactNode;
}

/** Makes an ApiClient available to the data hooks. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider client={...}>');
  return client;
}

/** The logged-in username, or null; re-renders on login and logout. */
export function useSessionUsername(): string | null {
  const client = useApiClient();
  return useSyncExternalStore(
    (onChange) => client.session.subscribe(onChange),
    () => client.session.username,
    () => client.session.username,
  );
}
