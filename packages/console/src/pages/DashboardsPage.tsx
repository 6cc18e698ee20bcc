import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  FetchError,
  toGrn,
  useApiClient,
  useDashboards,
  useDeleteView,
  useLayoutPreferences,
  useUpdateLayoutPreferences,
  ViewsApi,
  type ViewSummary,
} from '@sift/api';
import {
  Alert,
  Button,
  ButtonToolbar,
  ConfirmDialog,
  EmptyState,
  EntityOverviewTable,
  formatDateTime,
  LIST_DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  LoadingIndicator,
  PageHeader,
  readUrlPagination,
  toast,
  writeUrlPagination,
  type DropdownMenuItem,
  type OverviewColumn,
  type SortState,
  type TableLayoutPreferences,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { FavoriteToggle } from '../components/FavoriteToggle/FavoriteToggle';
import { LinkButton } from '../components/LinkButton';
import { ShareButton, ShareDialog } from '../components/sharing';
import {
  BULK_DELETE_FAILED,
  bulkDeletePartial,
  bulkDeleteQuestion,
  bulkDeleteSucceeded,
  CREATE_DASHBOARD,
  DASHBOARDS_TITLE,
  deleteQuestion,
  LOADING_DASHBOARDS_FAILED_TITLE,
  loadingDashboardsFailed,
  NO_DASHBOARDS_FOUND,
} from '../dashboards/dashboardTexts';
import { pathTo } from '../routing/routes';
import { hasScreen } from '../routing/screens';
import { deletingFailed, deletingSucceeded } from '../search/saved/savedSearchTexts';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { isPermitted } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';

/** The id the list's column choice and sort are stored under (`/entitylists/preferences/{id}`). */
export const DASHBOARDS_TABLE_ID = 'dashboards';

type DashboardRow = ViewSummary & { id: string };

export const DASHBOARD_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'summary', title: 'Summary', sortable: true },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'owner', title: 'Owner', sortable: true },
  { id: 'created_at', title: 'Created', type: 'DATE', sortable: true },
  { id: 'favorite', title: 'Favorite' },
  { id: 'actions', title: 'Actions' },
];
/** Shown until the user picks columns (as the saved-search overview, §2). */
export const DEFAULT_DASHBOARD_ATTRIBUTES = ['title', 'description', 'summary', 'favorite', 'actions'];
const DEFAULT_SORT: SortState = { attributeId: 'title', direction: 'asc' };
const URL_OPTIONS = { pageSizes: LIST_PAGE_SIZES, defaultPageSize: LIST_DEFAULT_PAGE_SIZE };

type Pending = { kind: 'delete'; dashboards: DashboardRow[]; bulk: boolean } | { kind: 'share'; dashboard: DashboardRow };

function statusOf(error: Error): number | string {
  return error instanceof FetchError ? error.status : error.message;
}

/** `/dashboards`: every dashboard the user may read, searchable, sortable and paged, with favorites, sharing and (bulk) delete. */
export function DashboardsPage() {
  usePageTitle(DASHBOARDS_TITLE);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const user = useCurrentUserContext();
  const client = useApiClient();
  const { page, pageSize } = readUrlPagination(search, URL_OPTIONS);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  const preferences = useLayoutPreferences(DASHBOARDS_TABLE_ID);
  const savePreferences = useUpdateLayoutPreferences(DASHBOARDS_TABLE_ID);
  const sort = preferences.data?.sort ?? DEFAULT_SORT;
  const layout: TableLayoutPreferences = {
    displayedAttributes: preferences.data?.displayedAttributes ?? DEFAULT_DASHBOARD_ATTRIBUTES,
    sort,
    perPage: pageSize,
  };
  const dashboards = useDashboards({ page, perPage: pageSize, query, sort: sort.attributeId, order: sort.direction });
  const deleteView = useDeleteView();
  const canCreate = usePermitted(['dashboards:create']);
  const canDelete = useCallback(
    (dashboard: DashboardRow) =>
      dashboard.owner === user.username || isPermitted(user.permissions, [`view:edit:${dashboard.id}`, 'view:edit'], true),
    [user],
  );

  const toUrl = (nextPage: number, nextSize: number) =>
    navigate(`${location}?${writeUrlPagination(search, { page: nextPage, pageSize: nextSize }, URL_OPTIONS).toString()}`);
  const onLayoutChange = (next: TableLayoutPreferences) => {
    if (next.perPage !== pageSize) toUrl(1, next.perPage);
    if (next.sort !== layout.sort || next.displayedAttributes !== layout.displayedAttributes) {
      void savePreferences({ displayedAttributes: [...next.displayedAttributes], sort: next.sort, perPage: next.perPage });
    }
  };

  const rows: DashboardRow[] = (dashboards.data?.elements ?? []).filter((view): view is DashboardRow => view.id !== null);

  const remove = async (chosen: DashboardRow[], bulk: boolean) => {
    setDeleting(true);
    try {
      if (!bulk && chosen[0]) {
        const [dashboard] = chosen;
        try {
          await deleteView.trigger(dashboard.id);
          toast.success('Success!', deletingSucceeded(dashboard.title));
        } catch (failure) {
          toast.error('Could not delete view', deletingFailed(failure instanceof Error ? failure.message : String(failure)));
        }
        return;
      }
      const ids = chosen.map((dashboard) => dashboard.id);
      try {
        const failures = await ViewsApi.bulkDelete(client, ids);
        if (failures.length > 0) toast.error('Error!', bulkDeletePartial(failures.length, ids.length));
        else toast.success('Success!', bulkDeleteSucceeded(ids.length));
      } catch {
        toast.error('Error!', BULK_DELETE_FAILED);
      }
    } finally {
      setDeleting(false);
      setPending(null);
      await dashboards.mutate();
    }
  };

  const renderCell = (dashboard: DashboardRow, column: OverviewColumn) => {
    switch (column.id) {
      case 'title':
        return hasScreen('DASHBOARDS_VIEW') ? (
          <AppLink href={pathTo('DASHBOARDS_VIEW', { viewId: dashboard.id })}>{dashboard.title}</AppLink>
        ) : (
          dashboard.title
        );
      case 'summary':
        return dashboard.summary;
      case 'description':
        return dashboard.description;
      case 'owner':
        return dashboard.owner ?? '';
      case 'created_at':
        return dashboard.createdAt ? formatDateTime(dashboard.createdAt, 'default', user.timezone ?? 'UTC') : '';
      case 'favorite':
        return <FavoriteToggle grn={toGrn('dashboard', dashboard.id)} isFavorite={dashboard.favorite} />;
      case 'actions':
        return (
          <ButtonToolbar>
            <ShareButton
              entityType="dashboard"
              entityId={dashboard.id}
              owner={dashboard.owner}
              onClick={() => setPending({ kind: 'share', dashboard })}
            />
            {canDelete(dashboard) && (
              <Button
                variant="danger"
                aria-label={`Delete ${dashboard.title}`}
                onClick={() => setPending({ kind: 'delete', dashboards: [dashboard], bulk: false })}
              >
                Delete
              </Button>
            )}
          </ButtonToolbar>
        );
      default:
        return '';
    }
  };

  const bulkActions = (selectedIds: readonly string[]): DropdownMenuItem[] => {
    const chosen = rows.filter((dashboard) => selectedIds.includes(dashboard.id) && canDelete(dashboard));
    return [
      { label: 'Delete', disabled: chosen.length === 0, onSelect: () => setPending({ kind: 'delete', dashboards: chosen, bulk: true }) },
    ];
  };

  const body = () => {
    if (dashboards.error && !dashboards.data)
      return (
        <Alert variant="danger" title={LOADING_DASHBOARDS_FAILED_TITLE}>
          {loadingDashboardsFailed(statusOf(dashboards.error))}
        </Alert>
      );
    if (!dashboards.data) return <LoadingIndicator />;
    if (dashboards.data.total === 0 && query === '') return <EmptyState text={NO_DASHBOARDS_FOUND} />;
    return (
      <EntityOverviewTable
        aria-label={DASHBOARDS_TITLE}
        entities={rows}
        columns={DASHBOARD_COLUMNS}
        layout={layout}
        onLayoutChange={onLayoutChange}
        renderCell={renderCell}
        bulkActions={rows.some(canDelete) ? bulkActions : undefined}
        entityLabel={(dashboard) => dashboard.title}
        paging={{
          totalItems: dashboards.data.total,
          page,
          query,
          onChange: (nextPage, nextQuery) => {
            setQuery(nextQuery);
            toUrl(nextQuery === query ? nextPage : 1, pageSize);
          },
        }}
      />
    );
  };

  const toDelete = pending?.kind === 'delete' ? pending.dashboards : [];
  const bulk = pending?.kind === 'delete' && pending.bulk;
  return (
    <>
      <PageHeader
        title={DASHBOARDS_TITLE}
        description="Dashboards gather the widgets of searches on pages of their own, to watch your systems at a glance or on a wall screen."
        actions={
          canCreate && hasScreen('DASHBOARDS_NEW') ? (
            <LinkButton variant="primary" href={pathTo('DASHBOARDS_NEW')}>
              {CREATE_DASHBOARD}
            </LinkButton>
          ) : undefined
        }
      />
      {body()}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={bulk ? 'Delete dashboards' : 'Delete dashboard'}
        confirmText="Delete"
        confirmVariant="danger"
        submitting={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove(toDelete, bulk)}
      >
        {bulk ? bulkDeleteQuestion(toDelete.length) : deleteQuestion(toDelete[0]?.title ?? '')}
      </ConfirmDialog>
      {pending?.kind === 'share' && (
        <ShareDialog
          entityType="dashboard"
          entityId={pending.dashboard.id}
          entityTitle={pending.dashboard.title}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

export default DashboardsPage;
