import { useEffect } from 'react';
import { useDeleteLookupCache, useLookupCaches, useLookupCacheTypes } from '@sift/api';
import { MissingPermissionsPage, toast } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { CACHE_KIND } from './lookup/componentKinds';
import { COMPONENT_COLUMN_IDS, ComponentsOverview } from './lookup/ComponentsOverview';
import { useLookupList } from './lookup/useLookupList';
import { failureMessage } from './streams/reportFailure';

/** System → Lookup Tables → Caches. */
export function LookupCachesPage() {
  usePageTitle(CACHE_KIND.listTitle);
  return usePermitted(['lookuptables:read']) ? <CachesOverview /> : <MissingPermissionsPage />;
}

function CachesOverview() {
  const list = useLookupList(COMPONENT_COLUMN_IDS);
  const caches = useLookupCaches(list.pageQuery);
  const types = useLookupCacheTypes();
  const remove = useDeleteLookupCache();
  useEffect(() => {
    if (caches.error) toast.error(CACHE_KIND.failures.load, failureMessage(caches.error));
  }, [caches.error]);
  if (!caches.data && caches.error) return <FetchErrorPage error={caches.error} />;
  return (
    <ComponentsOverview
      kind={CACHE_KIND}
      list={list}
      page={caches.data}
      types={types.data}
      onDelete={(cache) => remove.trigger(cache.id)}
      deleting={remove.isMutating}
    />
  );
}

export default LookupCachesPage;
