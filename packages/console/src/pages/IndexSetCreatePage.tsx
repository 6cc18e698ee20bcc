import { useLocation } from 'wouter';
import { useCreateIndexSet, useIndexSetDefaults, useRetentionStrategies, useRotationStrategies } from '@sift/api';
import { Alert, LoadingIndicator, MissingPermissionsPage, PageHeader, Panel, toast } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { IndexSetForm } from './indices/IndexSetForm';
import { INDEX_SET_PAGES_TEXTS as T } from './indices/indexSetTexts';
import { newIndexSet } from './indices/newIndexSet';

/** `/system/index_sets/create`: a new index set, starting from the index set defaults. */
export function IndexSetCreatePage() {
  usePageTitle(T.createTitle);
  return usePermitted(['indexsets:create']) ? <CreateIndexSet /> : <MissingPermissionsPage />;
}

function CreateIndexSet() {
  const [, navigate] = useLocation();
  const defaults = useIndexSetDefaults();
  const rotations = useRotationStrategies();
  const retentions = useRetentionStrategies();
  const create = useCreateIndexSet();
  const failed = defaults.error ?? rotations.error ?? retentions.error;
  if (failed) return <FetchErrorPage error={failed} />;

  return (
    <>
      <PageHeader title={T.createTitle} description={T.createDescription} />
      <Panel title={T.settings} headingLevel={2}>
        {defaults.data === null ? (
          <Alert variant="warning">{T.noDefaults}</Alert>
        ) : defaults.data && rotations.data && retentions.data ? (
          <IndexSetForm
            set={newIndexSet(defaults.data, rotations.data.strategies, retentions.data.strategies)}
            submitText={T.create}
            submitting={create.isMutating}
            onSave={async (set) => {
              const created = await create.trigger(set);
              toast.success(T.created(created.title));
              navigate(pathTo('SYSTEM_INDICES'));
            }}
          />
        ) : (
          <LoadingIndicator />
        )}
      </Panel>
    </>
  );
}

export default IndexSetCreatePage;
