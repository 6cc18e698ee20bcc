import { useEffect, useState } from 'react';
import {
  useBulkEventDefinitions,
  useDeleteEventDefinition,
  useEventDefinitions,
  useScheduleEventDefinition,
  type EventDefinition,
  type EventDefinitionBulkAction,
} from '@sift/api';
import {
  Badge,
  Button,
  ButtonToolbar,
  ConfirmDialog,
  EntityOverviewTable,
  LIST_DEFAULT_PAGE_SIZE,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  toast,
  type DropdownMenuItem,
  type OverviewColumn,
  type SortState,
  type TableLayoutPreferences,
} from '@sift/ui';
import { AppLink } from '../components/AppLink';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { useCurrentUserContext, usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { ALERT_FAILURES, ALERT_TITLES, bulkResultText, deleteDefinitionQuestion, priorityLabel } from './alerts/alertTexts';
import { AlertsNav } from './alerts/AlertsNav';
import { failureMessage, runReporting } from './streams/reportFailure';

export const DEFINITION_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'priority', title: 'Priority', sortable: true },
  { id: 'status', title: 'Status', sortable: true },
  { id: 'actions', title: 'Actions' },
];
const ATTRIBUTES = DEFINITION_COLUMNS.map((c) => c.id);
type Row = EventDefinition & { id: string };
const isScheduled = (definition: EventDefinition) => definition.scheduler?.isScheduled === true;

function DefinitionsOverview() {
  const user = useCurrentUserContext();
  const [sort, setSort] = useState<SortState>({ attributeId: 'title', direction: 'asc' });
  const [paging, setPaging] = useState({ page: 1, perPage: LIST_DEFAULT_PAGE_SIZE, query: '' });
  const definitions = useEventDefinitions({ ...paging, sort: sort.attributeId, order: sort.direction });
  const remove = useDeleteEventDefinition();
  const schedule = useScheduleEventDefinition();
  const bulk = useBulkEventDefinitions();
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const canCreate = usePermitted(['eventdefinitions:create']);
  const can = (action: string, id: string) => hasPermission(user.permissions, `eventdefinitions:${action}:${id}`);

  useEffect(() => {
    if (definitions.error) toast.error(ALERT_FAILURES.loadDefinitions, failureMessage(definitions.error));
  }, [definitions.error]);
  if (!definitions.data && definitions.error) return <FetchErrorPage error={definitions.error} />;

  const rows = (definitions.data?.elements ?? []).filter((d): d is Row => d.id !== null);
  const layout: TableLayoutPreferences = { displayedAttributes: ATTRIBUTES, sort, perPage: paging.perPage };
  const runBulk = async (action: EventDefinitionBulkAction, ids: string[]) => {
    try {
      const failures = await bulk.trigger(action, ids);
      const text = bulkResultText(ids.length - failures.length, failures);
      if (failures.length === 0) toast.success(text);
      else toast.error(ALERT_FAILURES.scheduleDefinition, text);
    } catch (error) {
      toast.error(ALERT_FAILURES.scheduleDefinition, failureMessage(error));
    }
  };
  const renderCell = (definition: Row, column: OverviewColumn) => {
    switch (column.id) {
      case 'title':
        return <AppLink href={pathTo('ALERTS_DEFINITIONS_SHOW', { definitionId: definition.id })}>{definition.title}</AppLink>;
      case 'description':
        return definition.description;
      case 'priority':
        return priorityLabel(definition.priority);
      case 'status':
        return <Badge variant={isScheduled(definition) ? 'success' : 'warning'}>{isScheduled(definition) ? 'Enabled' : 'Disabled'}</Badge>;
      case 'actions':
        return (
          <ButtonToolbar aria-label={`Actions of ${definition.title}`}>
            <AppLink href={pathTo('ALERTS_DEFINITIONS_REPLAY_SEARCH', { definitionId: definition.id })}>Replay search</AppLink>
            {can('edit', definition.id) && (
              <LinkButton size="xsmall" href={pathTo('ALERTS_DEFINITIONS_EDIT', { definitionId: definition.id })}>
                Edit
              </LinkButton>
            )}
            {can('edit', definition.id) && (
              <Button
                size="xsmall"
                disabled={schedule.isMutating}
                onClick={() =>
                  void runReporting(() => schedule.trigger(definition.id, !isScheduled(definition)), ALERT_FAILURES.scheduleDefinition)
                }
              >
                {isScheduled(definition) ? 'Disable' : 'Enable'}
              </Button>
            )}
            {can('delete', definition.id) && (
              <Button size="xsmall" variant="danger" onClick={() => setDeleting([definition])}>
                Delete
              </Button>
            )}
          </ButtonToolbar>
        );
      default:
        return '';
    }
  };
  const bulkActions = (ids: readonly string[]): DropdownMenuItem[] => [
    { label: 'Enable', disabled: ids.length === 0, onSelect: () => void runBulk('schedule', [...ids]) },
    { label: 'Disable', disabled: ids.length === 0, onSelect: () => void runBulk('unschedule', [...ids]) },
    { label: 'Delete', disabled: ids.length === 0, onSelect: () => setDeleting(rows.filter((r) => ids.includes(r.id))) },
  ];
  const confirmDelete = async (chosen: Row[]) => {
    if (chosen.length === 1 && chosen[0]) await runReporting(() => remove.trigger(chosen[0]?.id ?? ''), ALERT_FAILURES.deleteDefinition);
    else
      await runBulk(
        'delete',
        chosen.map((d) => d.id),
      );
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title={ALERT_TITLES.definitions}
        description="Event definitions search the incoming messages on a schedule and raise an event, or an alert when they have notifications, when their condition is met."
        actions={
          <>
            <AlertsNav current="definitions" />
            {canCreate && (
              <LinkButton href={pathTo('ALERTS_DEFINITIONS_CREATE')} variant="success">
                Create event definition
              </LinkButton>
            )}
          </>
        }
      />
      {definitions.data ? (
        <EntityOverviewTable
          aria-label="Event definitions"
          entities={rows}
          columns={DEFINITION_COLUMNS}
          layout={layout}
          onLayoutChange={(next) => {
            if (next.sort) setSort(next.sort);
            if (next.perPage !== paging.perPage) setPaging({ ...paging, page: 1, perPage: next.perPage });
          }}
          renderCell={renderCell}
          bulkActions={bulkActions}
          entityLabel={(d) => d.title}
          paging={{
            totalItems: definitions.data.total,
            page: paging.page,
            query: paging.query,
            onChange: (page, query) => setPaging({ ...paging, page: query === paging.query ? page : 1, query }),
          }}
        />
      ) : (
        <LoadingIndicator />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete event definition"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating || bulk.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        >
          {deleting.length === 1 && deleting[0]
            ? deleteDefinitionQuestion(deleting[0].title)
            : `Are you sure you want to delete ${deleting.length} event definitions?`}
        </ConfirmDialog>
      )}
    </>
  );
}

/** `/alerts/definitions`: every event definition with priority and status; enable, disable and delete one or a selection. */
export function EventDefinitionsPage() {
  usePageTitle(ALERT_TITLES.definitions);
  return usePermitted(['eventdefinitions:read']) ? <DefinitionsOverview /> : <MissingPermissionsPage />;
}

export default EventDefinitionsPage;
