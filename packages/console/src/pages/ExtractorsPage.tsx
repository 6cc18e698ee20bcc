import { useState, type MouseEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { useDeleteExtractor, useExtractors, useInput, useOrderExtractors, useSystemOverview, type Extractor } from '@sift/api';
import {
  Button,
  ButtonToolbar,
  ConfirmDialog,
  EmptyState,
  isPlainLeftClick,
  LoadingIndicator,
  PageHeader,
  Panel,
  SortableList,
  toast,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { deleteExtractorQuestion, EXTRACTOR_TEXTS, extractorSummary, metricsSummary } from './extractors/extractorTexts';
import { failureMessage } from './streams/reportFailure';

/** An extractor as a sortable item: its title names its handle. */
type Item = Extractor & { id: string; title: string };

function ExtractorItem({
  extractor,
  canEdit,
  editHref,
  follow,
  onDelete,
}: {
  extractor: Extractor;
  canEdit: boolean;
  editHref: string;
  follow: (href: string) => (event: MouseEvent) => void;
  onDelete: (extractor: Extractor) => void;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <strong>{extractor.title}</strong>
        <div>{extractorSummary(extractor)}</div>
        <div
          style={{ fontSize: '0.85em' }}
        >{`Converters: ${extractor.converters.length === 0 ? 'none' : extractor.converters.map((c) => c.type).join(', ')}`}</div>
        <div style={{ fontSize: '0.85em' }} aria-label={`Metrics of ${extractor.title}`}>
          {metricsSummary(extractor)}
        </div>
      </div>
      {canEdit && (
        <Button size="small" href={editHref} onClick={follow(editHref)} aria-label={`Edit extractor ${extractor.title}`}>
          Edit
        </Button>
      )}
      {canEdit && (
        <Button size="small" variant="danger" aria-label={`Delete extractor ${extractor.title}`} onClick={() => onDelete(extractor)}>
          Delete
        </Button>
      )}
    </div>
  );
}

/**
 * `/system/inputs/{input}/{node}/extractors` and `/system/inputs/{input}/extractors` (global inputs):
 * an input's extractors in the order they run, reordered by drag or keyboard, deleted after a confirmation.
 */
export function ExtractorsPage() {
  const { inputId = '', nodeId } = useParams<{ inputId: string; nodeId?: string }>();
  const [, navigate] = useLocation();
  const input = useInput(inputId);
  // A global input's extractors are created and edited through the node that serves the console.
  const system = useSystemOverview();
  const extractors = useExtractors(inputId);
  const remove = useDeleteExtractor();
  const order = useOrderExtractors();
  const canEdit = usePermitted([`inputs:edit:${inputId}`]);
  const [moved, setMoved] = useState<Item[] | null>(null);
  const [deleting, setDeleting] = useState<Extractor | null>(null);
  usePageTitle(input.data ? `Extractors of ${input.data.title}` : 'Extractors');

  const error = input.error ?? extractors.error;
  if ((!input.data || !extractors.data) && error) return <FetchErrorPage error={error} />;
  if (!input.data || !extractors.data) return <LoadingIndicator />;
  const current = input.data;
  const items: Item[] = moved ?? extractors.data;
  const node = nodeId ?? current.node ?? system.data?.nodeId ?? '';
  const createHref = pathTo('SYSTEM_INPUT_EXTRACTORS_CREATE', { inputId, nodeId: node });
  const editHref = (extractor: Extractor) => pathTo('SYSTEM_INPUT_EXTRACTORS_EDIT', { inputId, nodeId: node, extractorId: extractor.id });
  const exportHref = pathTo('SYSTEM_INPUT_EXTRACTORS_EXPORT', { inputId });
  const importHref = pathTo('SYSTEM_INPUT_EXTRACTORS_IMPORT', { inputId });
  const follow = (href: string) => (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };

  const move = (next: Item[]) => {
    setMoved(next);
    order
      .trigger(
        inputId,
        next.map((item) => item.id),
      )
      .then(
        () => toast.success(EXTRACTOR_TEXTS.orderSaved),
        (failure: unknown) => toast.error(EXTRACTOR_TEXTS.orderFailed, failureMessage(failure)),
      )
      .finally(() => setMoved(null));
  };

  const confirmDelete = (extractor: Extractor) => {
    remove
      .trigger(inputId, extractor.id)
      .then(
        () => toast.success(EXTRACTOR_TEXTS.deleted, `Extractor "${extractor.title}" was deleted.`),
        (failure: unknown) => toast.error(EXTRACTOR_TEXTS.deleteFailed, failureMessage(failure)),
      )
      .finally(() => setDeleting(null));
  };

  return (
    <>
      <PageHeader
        title={`Extractors of ${current.title}`}
        description="Extractors take fields out of the messages this input receives, before they are stored."
        actions={
          <ButtonToolbar>
            {canEdit && (
              <Button variant="primary" href={createHref} onClick={follow(createHref)}>
                Create extractor
              </Button>
            )}
            <Button href={exportHref} onClick={follow(exportHref)}>
              Export extractors
            </Button>
            {canEdit && (
              <Button href={importHref} onClick={follow(importHref)}>
                Import extractors
              </Button>
            )}
            <AppLink href={pathTo('SYSTEM_INPUTS')}>Back to inputs</AppLink>
          </ButtonToolbar>
        }
      />
      <Panel title="Configured extractors">
        {items.length === 0 ? (
          <EmptyState text={EXTRACTOR_TEXTS.none} />
        ) : (
          <>
            {canEdit && <p>{EXTRACTOR_TEXTS.orderHelp}</p>}
            <SortableList
              aria-label="Extractors in order"
              items={items}
              disabled={!canEdit || order.isMutating}
              onMoveItem={move}
              renderItem={(extractor) => (
                <ExtractorItem
                  extractor={extractor}
                  canEdit={canEdit}
                  editHref={editHref(extractor)}
                  follow={follow}
                  onDelete={setDeleting}
                />
              )}
            />
          </>
        )}
      </Panel>
      {deleting && (
        <ConfirmDialog
          open
          title="Delete extractor"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        >
          {deleteExtractorQuestion(deleting.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

export default ExtractorsPage;
