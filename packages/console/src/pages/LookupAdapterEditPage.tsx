import { useParams } from 'wouter';
import { useLookupAdapter, useLookupAdapterTypes, useSaveLookupAdapter, useValidateLookupAdapter } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage } from '@sift/ui';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ADAPTER_KIND } from './lookup/componentKinds';
import { ComponentEditScreen } from './lookup/ComponentEditScreen';

/** Create a data adapter (`.../create`) or edit one (`.../{name}/edit`) with the plugin form of its type. */
export function LookupAdapterEditPage() {
  const { adapterName } = useParams<{ adapterName?: string }>();
  const editing = adapterName !== undefined;
  usePageTitle(editing ? `Edit ${ADAPTER_KIND.noun}` : ADAPTER_KIND.createText);
  const permitted = usePermitted([editing ? 'lookuptables:edit' : 'lookuptables:create']);
  if (!permitted) return <MissingPermissionsPage />;
  return <Editor name={adapterName ?? null} />;
}

function Editor({ name }: { name: string | null }) {
  const stored = useLookupAdapter(name);
  const types = useLookupAdapterTypes();
  const validate = useValidateLookupAdapter();
  const save = useSaveLookupAdapter();
  if (name !== null && !stored.data && stored.error) return <FetchErrorPage error={stored.error} />;
  if (name !== null && !stored.data) return <LoadingIndicator />;
  return (
    <ComponentEditScreen kind={ADAPTER_KIND} component={stored.data} types={types.data} validate={validate.trigger} save={save.trigger} />
  );
}

export default LookupAdapterEditPage;
