import { useState } from 'react';
import styled from 'styled-components';
import { FetchError, toGrn, useApiClient, useDeleteView, useSavedSearches, ViewsApi, type ViewSummary } from '@sift/api';
import {
  Alert,
  Button,
  Checkbox,
  colorVars,
  ConfirmDialog,
  EmptyState,
  LoadingIndicator,
  Modal,
  PaginatedList,
  toast,
  type PaginationState,
} from '@sift/ui';
import { FavoriteToggle } from '../../components/FavoriteToggle/FavoriteToggle';
import {
  BULK_DELETE_FAILED,
  bulkDeletePartial,
  bulkDeleteSucceeded,
  deletingFailed,
  deletingSucceeded,
  LOADING_SAVED_SEARCHES_FAILED_TITLE,
  loadingSavedSearchesFailed,
  NO_SAVED_SEARCHES_CREATED,
  NO_SAVED_SEARCHES_FOUND,
  SAVED_SEARCHES_PAGE_SIZE,
} from './savedSearchTexts';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid ${colorVars.border.subtle};
  }
  li > button:first-of-type {
    flex: 1;
    flex-direction: column;
    align-items: flex-start;
    text-align: left;
  }
  small {
    display: block;
    color: ${colorVars.text.secondary};
  }
`;

export interface SavedSearchesModalProps {
  onClose: () => void;
  onOpen: (viewId: string) => void;
  onDeleted: (viewIds: string[]) => void;
  /** The search open on the page. */
  activeId: string | null;
}

/** The saved searches, 20 a page by title ascending, with filter, open, favorite toggle, delete and bulk delete. */
export function SavedSearchesModal({ onClose, onOpen, onDeleted, activeId }: SavedSearchesModalProps) {
  const client = useApiClient();
  const [pagination, setPagination] = useState<PaginationState>({ page: 1, perPage: SAVED_SEARCHES_PAGE_SIZE, query: '' });
  const { data, error, mutate } = useSavedSearches({
    page: pagination.page,
    perPage: pagination.perPage,
    query: pagination.query,
    sort: 'title',
    order: 'asc',
  });
  const deleteView = useDeleteView();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<ViewSummary | 'bulk' | null>(null);

  const removeOne = async (view: ViewSummary) => {
    setConfirm(null);
    try {
      await deleteView.trigger(view.id ?? '');
      toast.success('Success!', deletingSucceeded(view.title));
      onDeleted([view.id ?? '']);
    } catch (failure) {
      toast.error('Could not delete view', deletingFailed(failure instanceof Error ? failure.message : String(failure)));
    }
    await mutate();
  };

  const removeSelected = async () => {
    setConfirm(null);
    try {
      const failures = await ViewsApi.bulkDelete(client, selected);
      if (failures.length > 0) toast.error('Error!', bulkDeletePartial(failures.length, selected.length));
      else toast.success('Success!', bulkDeleteSucceeded(selected.length));
      onDeleted(selected.filter((id) => !failures.includes(id)));
      setSelected(failures);
    } catch {
      toast.error('Error!', BULK_DELETE_FAILED);
    }
    await mutate();
  };

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const body = () => {
    if (error)
      return (
        <Alert variant="danger" title={LOADING_SAVED_SEARCHES_FAILED_TITLE}>
          {loadingSavedSearchesFailed(error instanceof FetchError ? error.status : error.message)}
        </Alert>
      );
    if (!data) return <LoadingIndicator />;
    if (data.elements.length === 0) return <EmptyState text={pagination.query ? NO_SAVED_SEARCHES_FOUND : NO_SAVED_SEARCHES_CREATED} />;
    return (
      <Rows>
        {data.elements.map((view) => (
          <li key={view.id}>
            <Checkbox
              aria-label={`Select ${view.title}`}
              checked={selected.includes(view.id ?? '')}
              onChange={() => toggle(view.id ?? '')}
            />
            <Button variant="link" aria-current={view.id === activeId || undefined} onClick={() => onOpen(view.id ?? '')}>
              {view.title}
              {view.summary && <small>{view.summary}</small>}
            </Button>
            {view.id && <FavoriteToggle grn={toGrn('search', view.id)} isFavorite={view.favorite} />}
            <Button size="small" variant="danger" onClick={() => setConfirm(view)}>
              Delete
            </Button>
          </li>
        ))}
      </Rows>
    );
  };

  return (
    <Modal open onClose={onClose} title="Saved searches" size="large" footer={<Button onClick={onClose}>Cancel</Button>}>
      <PaginatedList
        totalItems={data?.total ?? 0}
        pagination={pagination}
        onChange={setPagination}
        pageSizes={[SAVED_SEARCHES_PAGE_SIZE, 50, 100]}
        filterPlaceholder="Search for saved searches"
      >
        {selected.length > 0 && (
          <Button variant="danger" size="small" onClick={() => setConfirm('bulk')}>
            Delete {selected.length} selected
          </Button>
        )}
        {body()}
      </PaginatedList>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'bulk' ? 'Delete saved searches' : 'Delete saved search'}
        confirmText="Delete"
        confirmVariant="danger"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'bulk') void removeSelected();
          else if (confirm) void removeOne(confirm);
        }}
      >
        {confirm === 'bulk'
          ? `Do you really want to delete ${selected.length} saved searches?`
          : `Do you really want to delete the saved search "${confirm?.title ?? ''}"?`}
      </ConfirmDialog>
    </Modal>
  );
}
