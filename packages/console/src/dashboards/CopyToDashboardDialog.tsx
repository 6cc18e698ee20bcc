import { useState } from 'react';
import { FetchError, useDashboards } from '@sift/api';
import {
  Alert,
  Button,
  ButtonToolbar,
  EmptyState,
  LoadingIndicator,
  Modal,
  PaginatedList,
  RadioGroup,
  type PaginationState,
} from '@sift/ui';
import { LOADING_DASHBOARDS_FAILED_TITLE, loadingDashboardsFailed, NO_DASHBOARDS_FOUND } from './dashboardTexts';

export const COPY_TO_DASHBOARD = 'Copy to Dashboard';
/** The picker's page sizes (2-search-and-dashboards.md §9). */
export const COPY_DIALOG_PAGE_SIZES = [5, 10, 15] as const;

export interface CopyToDashboardDialogProps {
  /** The dashboard the widget is on, left out of the list. */
  excludeId?: string | null;
  /** Called with the chosen dashboard's id. */
  onCopy: (dashboardId: string) => void;
  onCancel: () => void;
  /** The copy is being saved. */
  copying?: boolean;
}

/** "Copy to Dashboard": the dashboards by title, 5 to a page, filtered; Copy waits for a choice. */
export function CopyToDashboardDialog({ excludeId = null, onCopy, onCancel, copying = false }: CopyToDashboardDialogProps) {
  const [pagination, setPagination] = useState<PaginationState>({ page: 1, perPage: COPY_DIALOG_PAGE_SIZES[0], query: '' });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const { data, error } = useDashboards({ ...pagination, sort: 'title', order: 'asc' });
  const choices = (data?.elements ?? []).filter((view) => view.id !== null && view.id !== excludeId);
  const body = () => {
    if (error)
      return (
        <Alert variant="danger" title={LOADING_DASHBOARDS_FAILED_TITLE}>
          {loadingDashboardsFailed(error instanceof FetchError ? error.status : error.message)}
        </Alert>
      );
    if (!data) return <LoadingIndicator />;
    if (choices.length === 0) return <EmptyState text={NO_DASHBOARDS_FOUND} />;
    return (
      <RadioGroup
        aria-label="Dashboards"
        value={chosen}
        onChange={setChosen}
        options={choices.map((view) => ({ value: view.id ?? '', label: view.title, description: view.summary || undefined }))}
      />
    );
  };
  return (
    <Modal
      open
      onClose={onCancel}
      title={COPY_TO_DASHBOARD}
      footer={
        <ButtonToolbar>
          <Button onClick={onCancel} disabled={copying}>
            Cancel
          </Button>
          <Button variant="primary" disabled={chosen === undefined || copying} loading={copying} onClick={() => chosen && onCopy(chosen)}>
            Copy
          </Button>
        </ButtonToolbar>
      }
    >
      <PaginatedList
        totalItems={data?.total ?? 0}
        pagination={pagination}
        onChange={setPagination}
        pageSizes={COPY_DIALOG_PAGE_SIZES}
        filterPlaceholder="Search for dashboards"
      >
        {body()}
      </PaginatedList>
    </Modal>
  );
}
