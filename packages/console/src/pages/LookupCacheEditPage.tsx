import { useParams } from 'wouter';
import { useLookupCache, useLookupCacheTypes, useSaveLookupCache, useValidateLookupCache } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { CACHE_KIND } from './lookup/componentKinds';
import { ComponentEditScreen } from './lookup/ComponentEditScreen';

/** Create a cache (`.../create`) or edit one (`.../{name}/edit`) with the plugin form of its type. */
export function LookupCacheEditPage() {
  const { cacheName } = useParams<{ cacheName?: string }>();
  const editing = cacheName !== undefined;
  usePageTitle(editing ? `Edit ${CACHE_KIND.noun}` : CACHE_KIND.createText);
  const permitted = usePermitted([editing ? 'lookuptables:edit' : 'lookuptables:create']);
  if (!permitted) return <MissingPermissionsPage />;
  return <Editor name={cacheName ?? null} />;
}

function Editor({ name }: { name: string | null }) {
  const stored = useLookupCache(name);
  const types = useLookupCacheTypes();
  const validate = useValidateLookupCache();
  const save = useSaveLookupCache();
  if (name !== null && !stored.data && stored.error) return <FetchErrorPage error={stored.error} />;
  if (name !== null && !stored.data) return <LoadingIndicator />;
  return (
    <ComponentEditScreen kind={CACHE_KIND} component={stored.data} types={types.data} validate={validate.trigger} save={save.trigger} />
  );
}

export default LookupCacheEditPage;
