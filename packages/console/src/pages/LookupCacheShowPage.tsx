import { useParams } from 'wouter';
import { useLookupCache, useLookupCacheTypes } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { CACHE_KIND } from './lookup/componentKinds';
import { CacheStatistics } from './lookup/CacheStatistics';
import { ComponentDetails } from './lookup/ComponentDetails';

/** The page of one cache, with its statistics. */
export function LookupCacheShowPage() {
  const { cacheName = '' } = useParams<{ cacheName: string }>();
  usePageTitle(`${CACHE_KIND.Noun} ${cacheName}`);
  return usePermitted(['lookuptables:read']) ? <Details name={cacheName} /> : <MissingPermissionsPage />;
}

function Details({ name }: { name: string }) {
  const stored = useLookupCache(name);
  const types = useLookupCacheTypes();
  if (!stored.data && stored.error) return <FetchErrorPage error={stored.error} />;
  if (!stored.data) return <LoadingIndicator />;
  return (
    <ComponentDetails kind={CACHE_KIND} component={stored.data} type={types.data?.[stored.data.configType]}>
      <CacheStatistics cacheId={stored.data.id} />
    </ComponentDetails>
  );
}

export default LookupCacheShowPage;
