/** A chunk's loader (one request however often it is called) that also answers its module once it has arrived. */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The module, or null while its chunk has not arrived. */
  loaded: () => M | null;
}

/**
 * Wraps a dynamic import: components drawn from the chunk render at once when it has arrived (see
 * `lazyPage` and the visualizations), since a lazy component suspends on its first render even when its
 * code is there, and React reveals what a boundary held back only some hundred ms later (issue 19).
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
