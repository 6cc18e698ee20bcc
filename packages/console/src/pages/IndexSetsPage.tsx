import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteIndexSet, useIndexSets, useIndexSetStats, type IndexSet } from '@sift/api';
import { ConfirmDialog, EmptyState, LoadingIndicator, MissingPermissionsPage, PageHeader, spacing, toast } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { IndexSetItem } from './indices/IndexSetItem';
import { INDEX_SETS_TEXTS as T, totalsText } from './indices/indexSetTexts';
import { failureMessage } from './streams/reportFailure';

const List = styled.div`
  display: grid;
  gap: ${spacing(2)};
`;

/** System → Indices: every index set the user may read, with its stats, rotation and retention; delete for those who may. */
export function IndexSetsPage() {
  usePageTitle(T.title);
  return usePermitted(['indices:read']) ? <IndexSetsList /> : <MissingPermissionsPage />;
}

function IndexSetsList() {
  const sets = useIndexSets({ stats: true });
  const totals = useIndexSetStats();
  const remove = useDeleteIndexSet();
  const [deleting, setDeleting] = useState<IndexSet | null>(null);
  const mayDelete = usePermitted(['indexsets:delete']);
  const mayEdit = usePermitted(['indexsets:edit']);
  const mayCreate = usePermitted(['indexsets:create']);
  const mayReadFailures = usePermitted(['indices:failures']);

  if (!sets.data && sets.error) return <FetchErrorPage error={sets.error} />;
  const confirmDelete = async (set: IndexSet) => {
    try {
      await remove.trigger(set.id ?? '');
      toast.success(T.deleted(set.title));
    } catch (error) {
      toast.error(T.deleteFailed, failureMessage(error));
    } finally {
      // Either way the question is answered; a refusal is the toast's to explain.
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <>
            {mayReadFailures && <LinkButton href={pathTo('SYSTEM_INDICES_FAILURES')}>{T.failures}</LinkButton>}
            {mayCreate && (
              <LinkButton variant="primary" href={pathTo('SYSTEM_INDEX_SETS_CREATE')}>
                {T.create}
              </LinkButton>
            )}
          </>
        }
      />
      {sets.data && totals.data && <p>{totalsText(sets.data.total, totals.data)}</p>}
      {!sets.data && <LoadingIndicator />}
      {sets.data?.indexSets.length === 0 && <EmptyState kind="noItemsToDisplay" />}
      <List>
        {sets.data?.indexSets.map((set) => (
          <IndexSetItem
            key={set.id}
            set={set}
            stats={set.id ? sets.data?.stats[set.id] : undefined}
            canEdit={mayEdit}
            canDelete={mayDelete && !set.isDefault}
            onDelete={() => setDeleting(set)}
          />
        ))}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        confirmText={T.delete}
        confirmVariant="danger"
        submitting={remove.isMutating}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        {deleting && T.deleteQuestion(deleting.title)}
      </ConfirmDialog>
    </>
  );
}

export default IndexSetsPage;
