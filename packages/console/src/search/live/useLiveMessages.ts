import { useEffect, useRef, useState } from 'react';
import { LiveApi, useApiClient, type Message } from '@sift/api';
import { LIVE_MAX_ROWS, prependLive } from './liveResults';

/** `connecting` until the stream is open; `reconnecting` while the connection is being opened again. */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface LiveMessagesOptions {
  /** Live updates are on (and the server offers them). */
  enabled: boolean;
  /** The searched query and streams. */
  query: string;
  streams: readonly string[];
  /** A change (a new search job: its results hold what arrived so far) empties the buffer without reconnecting. */
  resetKey: unknown;
  /** The stream ended for good (live search gone, signed out, too many failed attempts). */
  onFailed: (error: Error) => void;
}

export interface LiveMessages {
  /** Messages that arrived since the stream opened (or the last reset): newest first, at most one page. */
  messages: Message[];
  /** Messages received in all, including those that no longer fit the buffer or the server dropped. */
  received: number;
  status: LiveStatus;
}

const NONE: Message[] = [];

/** Streams new messages matching the searched query and streams while `enabled`; closes the stream when turned off or unmounted. */
export function useLiveMessages({ enabled, query, streams, resetKey, onFailed }: LiveMessagesOptions): LiveMessages {
  const client = useApiClient();
  const streamsKey = streams.join(',');
  const subscriptionKey = enabled ? `${query}\n${streamsKey}` : null;
  const bufferKey = `${subscriptionKey ?? ''}\n${JSON.stringify(resetKey ?? null)}`;
  const [buffer, setBuffer] = useState<{ key: string; messages: Message[]; received: number }>({ key: '', messages: NONE, received: 0 });
  const [connection, setConnection] = useState<{ key: string | null; status: LiveStatus }>({ key: null, status: 'off' });
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  }, [onFailed]);
  const currentBufferKey = useRef(bufferKey);
  useEffect(() => {
    currentBufferKey.current = bufferKey;
  }, [bufferKey]);

  useEffect(() => {
    if (subscriptionKey === null) return undefined;
    const key = subscriptionKey;
    const unsubscribe = LiveApi.subscribe(
      client,
      query,
      streamsKey === '' ? [] : streamsKey.split(','),
      (incoming) =>
        setBuffer((previous) => {
          const same = previous.key === currentBufferKey.current;
          return {
            key: currentBufferKey.current,
            messages: prependLive(same ? previous.messages : NONE, incoming, LIVE_MAX_ROWS),
            received: (same ? previous.received : 0) + incoming.length,
          };
        }),
      (problem) => {
        if (problem.kind === 'reconnecting') setConnection({ key, status: 'reconnecting' });
        else if (problem.kind === 'failed') {
          setConnection({ key, status: 'off' });
          failed.current(problem.error);
        }
      },
      { onOpen: () => setConnection({ key, status: 'live' }) },
    );
    return () => {
      unsubscribe();
      setConnection({ key: null, status: 'off' });
    };
    // The query and the streams are part of subscriptionKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, subscriptionKey]);

  const current = buffer.key === bufferKey;
  return {
    messages: subscriptionKey !== null && current ? buffer.messages : NONE,
    received: subscriptionKey !== null && current ? buffer.received : 0,
    status:
      subscriptionKey !== null && connection.key === subscriptionKey ? connection.status : subscriptionKey !== null ? 'connecting' : 'off',
  };
}
