import type { ComponentType } from 'react';
import { ErrorPage } from '@sift/ui';
import { chunk, chunkComponent, type ChunkLoader } from './chunk';

export const LOADING_COMPONENT_FAILED = 'Loading component failed';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A lazily loaded page (1-shell.md §2.3a). When its chunk fails to load, it renders
 * "Loading component failed" with the message instead of throwing. Once the chunk has arrived (a
 * `chunk` loaded ahead, as `preloadRoute` does), the page renders at once, without suspending.
 */
export function lazyPage<P extends object>(load: (() => Promise<PageModule<P>>) | ChunkLoader<PageModule<P>>): ComponentType<P> {
  return chunkComponent(
    'loaded' in load ? load : chunk(load),
    (module) => module.default,
    (error) => {
      const message = error instanceof Error ? error.message : String(error);
      return function LoadingComponentFailed() {
        return <ErrorPage title={LOADING_COMPONENT_FAILED} description={message} />;
      };
    },
  );
}
