import { useParams } from 'wouter';
import { useLookupAdapter, useLookupAdapterTypes, useLookupErrorStates } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ADAPTER_KIND } from './lookup/componentKinds';
import { ComponentDetails } from './lookup/ComponentDetails';
import { TestLookupPanel } from './lookup/TestLookupPanel';

/** The page of one data adapter, with a "Test lookup" that asks it directly. */
export function LookupAdapterShowPage() {
  const { adapterName = '' } = useParams<{ adapterName: string }>();
  usePageTitle(`${ADAPTER_KIND.Noun} ${adapterName}`);
  return usePermitted(['lookuptables:read']) ? <Details name={adapterName} /> : <MissingPermissionsPage />;
}

function Details({ name }: { name: string }) {
  const stored = useLookupAdapter(name);
  const types = useLookupAdapterTypes();
  const states = useLookupErrorStates({ data_adapters: [name] });
  if (!stored.data && stored.error) return <FetchErrorPage error={stored.error} />;
  if (!stored.data) return <LoadingIndicator />;
  return (
    <ComponentDetails
      kind={ADAPTER_KIND}
      component={stored.data}
      type={types.data?.[stored.data.configType]}
      problem={states.data?.dataAdapters[stored.data.name]}
    >
      <TestLookupPanel adapterName={stored.data.name} />
    </ComponentDetails>
  );
}

export default LookupAdapterShowPage;
