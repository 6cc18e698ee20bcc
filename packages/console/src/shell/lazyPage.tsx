import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorPage } from '@sift/ui';

export const LOADING_COMPONENT_FAILED = 'Loading component failed';

/**
 * A lazily loaded page (1-shell.md §2.3a). When its chunk fails to load, it renders
 * "Loading component failed" with the message instead of throwing.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      function LoadingComponentFailed() {
        return <ErrorPage title={LOADING_COMPONENT_FAILED} description={message} />;
      }
      return { default: LoadingComponentFailed as ComponentType<P> };
    }
  });
}
