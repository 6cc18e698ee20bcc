import { useMemo, type ReactNode } from 'react';
import { ApiClient, ApiProvider, SessionGate, type User } from '@sift/api';
import { ConsoleFrame } from '../../storybook/ConsoleFrame';
import { fakeSearchServer, type FakeSearchServerOptions } from '../testing/fakeSearchServer';

export interface SearchStoryFrameProps {
  user: User;
  path?: string;
  /** What the in-memory search server answers. */
  server?: FakeSearchServerOptions;
  children: ReactNode;
}

const DELAY_MS = 30;

/**
 * ConsoleFrame plus an api client whose fetch is answered in memory by the fake search server
 * (create, execute, poll, validate, suggest, fields, streams, cluster config): no network.
 */
export function SearchStoryFrame({ user, path = '/search', server: options, children }: SearchStoryFrameProps) {
  const client = useMemo(() => {
    const server = fakeSearchServer(options);
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(String(input), 'http://story');
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      const answer = server.answer(init?.method ?? 'GET', url.pathname.replace(/^\/api/, ''), body);
      if (answer instanceof Response) return answer;
      if (answer === undefined)
        return new Response(JSON.stringify({ type: 'ApiError', message: 'Not in this story' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      return new Response(answer === null ? null : JSON.stringify(answer), {
        status: answer === null ? 204 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    return new ApiClient({ session: new SessionGate(user.username), fetch });
  }, [options, user.username]);
  return (
    <ConsoleFrame user={user} path={path}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </ConsoleFrame>
  );
}
