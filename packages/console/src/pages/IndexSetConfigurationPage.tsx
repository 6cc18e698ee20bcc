import { useLocation, useParams } from 'wouter';
import { useIndexSet, useUpdateIndexSet } from '@sift/api';
import { LoadingIndicator, MissingPermissionsPage, PageHeader, Panel, toast } from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { IndexSetForm } from './indices/IndexSetForm';
import { INDEX_SET_PAGES_TEXTS as T } from './indices/indexSetTexts';

/** `/system/index_sets/{id}/configuration`: an index set's settings; its prefix and analyzer stay as created. */
export function IndexSetConfigurationPage() {
  const { indexSetId = '' } = useParams<{ indexSetId: string }>();
  usePageTitle(T.configureTitle);
  return usePermitted([`indexsets:edit:${indexSetId}`]) ? <ConfigureIndexSet id={indexSetId} /> : <MissingPermissionsPage />;
}

function ConfigureIndexSet({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const set = useIndexSet(id);
  const update = useUpdateIndexSet();
  if (!set.data && set.error) return <FetchErrorPage error={set.error} />;

  return (
    <>
      <PageHeader title={set.data ? T.configureHeading(set.data.title) : T.configureTitle} description={T.configureDescription} />
      <Panel title={T.settings} headingLevel={2}>
        {set.data ? (
          <IndexSetForm
            key={set.data.id}
            set={set.data}
            submitText={T.save}
            submitting={update.isMutating}
            onSave={async (next) => {
              const saved = await update.trigger(next);
              toast.success(T.updated(saved.title));
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

export default IndexSetConfigurationPage;
