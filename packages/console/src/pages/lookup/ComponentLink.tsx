import type { LookupComponent } from '@sift/api';
import { AppLink } from '../../components/AppLink';
import { pathTo } from '../../routing/routes';
import { hasScreen } from '../../routing/screens';

/** A cache's or data adapter's title, linked to its page once that page exists; the id when it is missing. */
export function ComponentLink({ kind, component, id }: { kind: 'cache' | 'adapter'; component: LookupComponent | undefined; id: string }) {
  if (!component) return <>{`Missing (${id})`}</>;
  const href =
    kind === 'cache'
      ? hasScreen('SYSTEM_LOOKUPTABLES_CACHES_SHOW') && pathTo('SYSTEM_LOOKUPTABLES_CACHES_SHOW', { cacheName: component.name })
      : hasScreen('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_SHOW') &&
        pathTo('SYSTEM_LOOKUPTABLES_DATA_ADAPTERS_SHOW', { adapterName: component.name });
  return href ? <AppLink href={href}>{component.title}</AppLink> : <>{component.title}</>;
}
