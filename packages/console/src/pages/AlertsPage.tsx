import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useEventSearch, useStream, type EventRecord } from '@sift/api';
import {
  Alert,
  Badge,
  EntityOverviewTable,
  formatDateTime,
  FormGroup,
  LoadingIndicator,
  NativeSelect,
  PageHeader,
  toast,
  type OverviewColumn,
  type TableLayoutPreferences,
} from '@sift/ui';
import { useCurrentUserContext } from '../shell/currentUser';
import { hasPermission } from '../shell/permissions';
import { usePageTitle } from '../shell/usePageTitle';
import { ALERT_FAILURES, ALERT_TITLES, priorityLabel } from './alerts/alertTexts';
import { AlertsNav } from './alerts/AlertsNav';
import { EventDetails } from './alerts/EventDetails';
import {
  ALERT_FILTERS,
  DEFAULT_EVENT_FILTERS,
  EVENT_RANGES,
  eventSearchRequest,
  PRIORITY_FILTERS,
  type EventFilters,
} from './alerts/eventFilters';
import { failureMessage } from './streams/reportFailure';

export const EVENT_COLUMNS: readonly OverviewColumn[] = [
  { id: 'message', title: 'Description' },
  { id: 'key', title: 'Key' },
  { id: 'type', title: 'Type' },
  { id: 'definition', title: 'Event Definition' },
  { id: 'priority', title: 'Priority' },
  { id: 'timestamp', title: 'Timestamp', sortable: true },
];
const ATTRIBUTES = EVENT_COLUMNS.map((column) => column.id);

type Row = EventRecord;

/** Alerts & Events: the events of a time range, newest first, narrowed by query, kind and priority, each with its details. */
export function AlertsPage() {
  usePageTitle(ALERT_TITLES.alerts);
  const user = useCurrentUserContext();
  const timezone = user.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const streamId = new URLSearchParams(useSearch()).get('stream_id');
  const stream = useStream(streamId);
  const [filters, setFilters] = useState<EventFilters>({ ...DEFAULT_EVENT_FILTERS, streamId });
  const events = useEventSearch(eventSearchRequest(filters));
  const change = (next: Partial<EventFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  useEffect(() => {
    if (events.error) toast.error(ALERT_FAILURES.loadEvents, failureMessage(events.error));
  }, [events.error]);

  const layout: TableLayoutPreferences = {
    displayedAttributes: ATTRIBUTES,
    sort: { attributeId: 'timestamp', direction: filters.direction },
    perPage: filters.perPage,
  };
  const onLayoutChange = (next: TableLayoutPreferences) => {
    if (next.perPage !== filters.perPage) change({ perPage: next.perPage });
    if (next.sort && next.sort.direction !== filters.direction) change({ direction: next.sort.direction });
  };
  const definitions = events.data?.context.eventDefinitions ?? {};
  const renderCell = (event: Row, column: OverviewColumn) => {
    switch (column.id) {
      case 'message':
        return event.message;
      case 'key':
        return event.key ?? '';
      case 'type':
        return <Badge variant={event.alert ? 'danger' : 'info'}>{event.alert ? 'Alert' : 'Event'}</Badge>;
      case 'definition':
        return definitions[event.eventDefinitionId]?.title ?? event.eventDefinitionId;
      case 'priority':
        return priorityLabel(event.priority);
      case 'timestamp':
        return formatDateTime(event.timestamp, 'default', timezone);
      default:
        return '';
    }
  };

  return (
    <>
      <PageHeader
        title={ALERT_TITLES.alerts}
        description="Events are raised by event definitions when their conditions are met; an event whose definition has notifications is an alert."
        actions={<AlertsNav current="alerts" />}
      />
      {streamId && <p role="status">{`Events of the stream ${stream.data?.title ?? streamId}.`}</p>}
      <div
        role="group"
        aria-label="Event filters"
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: 16 }}
      >
        <FormGroup label="Show">
          {(control) => (
            <NativeSelect
              {...control}
              options={ALERT_FILTERS}
              value={filters.alerts}
              onChange={(value) => change({ alerts: ALERT_FILTERS.find((f) => f.value === value)?.value ?? 'include' })}
            />
          )}
        </FormGroup>
        <FormGroup label="Priority">
          {(control) => (
            <NativeSelect
              {...control}
              options={PRIORITY_FILTERS}
              value={filters.priority}
              onChange={(value) => change({ priority: value })}
            />
          )}
        </FormGroup>
        <FormGroup label="Time range">
          {(control) => (
            <NativeSelect
              {...control}
              options={EVENT_RANGES}
              value={String(filters.rangeSeconds)}
              onChange={(value) => change({ rangeSeconds: Number(value) })}
            />
          )}
        </FormGroup>
      </div>
      {!events.data && events.error && (
        <Alert variant="danger">
          {ALERT_FAILURES.loadEvents}: {failureMessage(events.error)}
        </Alert>
      )}
      {events.data ? (
        <EntityOverviewTable
          aria-label="Events"
          entities={events.data.events.map((entry) => entry.event)}
          columns={EVENT_COLUMNS}
          layout={layout}
          onLayoutChange={onLayoutChange}
          renderCell={renderCell}
          renderRowDetails={(event) => (
            <EventDetails
              event={event}
              definitionTitle={definitions[event.eventDefinitionId]?.title}
              canOpenDefinition={hasPermission(user.permissions, `eventdefinitions:read:${event.eventDefinitionId}`)}
              timezone={timezone}
            />
          )}
          entityLabel={(event) => event.message}
          filtered={filters.query !== '' || filters.priority !== '' || filters.alerts !== 'include'}
          paging={{
            totalItems: events.data.totalEvents,
            page: filters.page,
            query: filters.query,
            onChange: (page, query) => (query === filters.query ? setFilters({ ...filters, page }) : change({ query })),
          }}
        />
      ) : (
        !events.error && <LoadingIndicator />
      )}
    </>
  );
}

export default AlertsPage;
