import { useEffect, useMemo } from 'react';
import { useDeleteLookupAdapter, useLookupAdapters, useLookupAdapterTypes, useLookupErrorStates } from '@sift/api';
import { MissingPermissionsPage, toast } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ADAPTER_KIND } from './lookup/componentKinds';
import { COMPONENT_COLUMN_IDS, ComponentsOverview } from './lookup/ComponentsOverview';
import { useLookupList } from './lookup/useLookupList';
import { failureMessage } from './streams/reportFailure';

/** System → Lookup Tables → Data Adapters, each with its error state. */
export function LookupAdaptersPage() {
  usePageTitle(ADAPTER_KIND.listTitle);
  return usePermitted(['lookuptables:read']) ? <AdaptersOverview /> : <MissingPermissionsPage />;
}

function AdaptersOverview() {
  const list = useLookupList(COMPONENT_COLUMN_IDS);
  const adapters = useLookupAdapters(list.pageQuery);
  const types = useLookupAdapterTypes();
  const remove = useDeleteLookupAdapter();
  const names = useMemo(() => (adapters.data?.elements ?? []).map((adapter) => adapter.name), [adapters.data]);
  const states = useLookupErrorStates(names.length > 0 ? { data_adapters: names } : null);
  useEffect(() => {
    if (adapters.error) toast.error(ADAPTER_KIND.failures.load, failureMessage(adapters.error));
  }, [adapters.error]);
  if (!adapters.data && adapters.error) return <FetchErrorPage error={adapters.error} />;
  return (
    <ComponentsOverview
      kind={ADAPTER_KIND}
      list={list}
      page={adapters.data}
      types={types.data}
      problems={states.data?.dataAdapters}
      onDelete={(adapter) => remove.trigger(adapter.id)}
      deleting={remove.isMutating}
    />
  );
}

export default LookupAdaptersPage;
