import { createElement, lazy, type ComponentType } from 'react';
import { ErrorPage } from '@sift/ui';
import { chunk, type ChunkLoader } from './chunk';

export const LOADING_COMPONENT_FAILED = 'Loading component failed';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A lazily loaded page (1-shell.md §2.3a). When its chunk fails to load, it renders
 * "Loading component failed" with the message instead of throwing. Once the chunk has arrived (a
 * `chunk` loaded ahead, as `preloadRoute` does), the page renders at once, without suspending.
 */
export function lazyPage<P extends object>(load: (() => Promise<PageModule<P>>) | ChunkLoader<PageModule<P>>): ComponentType<P> {
  const loader = 'loaded' in load ? load : chunk(load);
  const Lazy = lazy(async () => {
    try {
      return await loader();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      function LoadingComponentFailed() {
        return <ErrorPage title={LOADING_COMPONENT_FAILED} description={message} />;
      }
      return { default: LoadingComponentFailed as ComponentType<P> };
    }
  });
  return function Page(props: P) {
    const module = loader.loaded();
    return createElement(module ? module.default : Lazy, props);
  };
}
