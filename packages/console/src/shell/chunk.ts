import { createElement, lazy, type ComponentType } from 'react';

/** A chunk's loader (one request however often it is called) that also answers its module once it has arrived. */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The module, or null while its chunk has not arrived. */
  loaded: () => M | null;
}

/**
 * Wraps a dynamic import: components drawn from the chunk (`chunkComponent`) render at once when it has
 * arrived, since a lazy component suspends on its first render even when its code is there, and React
 * reveals what a boundary held back only some hundred ms later (issue 19).
 */
export function chunk<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const load = () =>
    (pending ??= importer().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        // A failed chunk is asked for again the next time.
        pending = null;
        throw error;
      },
    ));
  return Object.assign(load, { loaded: () => module });
}

/**
 * A component of a chunk: the one `pick` names, drawn at once when the chunk has arrived, else lazily
 * (suspending until it has). `failed` draws a chunk that could not be loaded; without it the error is thrown.
 */
export function chunkComponent<M, P extends object>(
  load: ChunkLoader<M>,
  pick: (module: M) => ComponentType<P>,
  failed?: (error: unknown) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        if (!failed) throw error;
        return { default: failed(error) };
      },
    ),
  );
  return function ChunkComponent(props: P) {
    const module = load.loaded();
    return createElement(module ? pick(module) : Lazy, props);
  };
}
