import { useEffect, useState } from 'react';
import { useDeleteEventNotification, useEventNotifications, useTestEventNotification, type EventNotification } from '@sift/api';
import {
  ButtonToolbar,
  Button,
  ConfirmDialog,
  EntityOverviewTable,
  LIST_DEFAULT_PAGE_SIZE,
  LoadingIndicator,
  MissingPermissionsPage,
  PageHeader,
  toast,
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
import { ALERT_FAILURES, ALERT_TITLES, deleteNotificationQuestion, NOTIFICATION_TEST_SUCCESS } from './alerts/alertTexts';
import { AlertsNav } from './alerts/AlertsNav';
import { notificationTypeLabel } from './alerts/notificationDraft';
import { failureMessage, runReporting } from './streams/reportFailure';

export const NOTIFICATION_COLUMNS: readonly OverviewColumn[] = [
  { id: 'title', title: 'Title', sortable: true },
  { id: 'description', title: 'Description', sortable: true },
  { id: 'type', title: 'Type', sortable: true },
  { id: 'actions', title: 'Actions' },
];
const ATTRIBUTES = NOTIFICATION_COLUMNS.map((c) => c.id);
type Row = EventNotification & { id: string };

function NotificationsOverview() {
  const user = useCurrentUserContext();
  const [sort, setSort] = useState<SortState>({ attributeId: 'title', direction: 'asc' });
  const [paging, setPaging] = useState({ page: 1, perPage: LIST_DEFAULT_PAGE_SIZE, query: '' });
  const notifications = useEventNotifications({ ...paging, sort: sort.attributeId, order: sort.direction });
  const remove = useDeleteEventNotification();
  const test = useTestEventNotification();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const canCreate = usePermitted(['eventnotifications:create']);
  const can = (action: string, id: string) => hasPermission(user.permissions, `eventnotifications:${action}:${id}`);

  useEffect(() => {
    if (notifications.error) toast.error(ALERT_FAILURES.loadNotifications, failureMessage(notifications.error));
  }, [notifications.error]);
  if (!notifications.data && notifications.error) return <FetchErrorPage error={notifications.error} />;

  const layout: TableLayoutPreferences = { displayedAttributes: ATTRIBUTES, sort, perPage: paging.perPage };
  const runTest = async (notification: Row) => {
    try {
      await test.trigger(notification);
      toast.success(NOTIFICATION_TEST_SUCCESS);
    } catch (error) {
      toast.error(ALERT_FAILURES.testNotification, failureMessage(error));
    }
  };
  const renderCell = (notification: Row, column: OverviewColumn) => {
    switch (column.id) {
      case 'title':
        return <AppLink href={pathTo('ALERTS_NOTIFICATIONS_SHOW', { notificationId: notification.id })}>{notification.title}</AppLink>;
      case 'description':
        return notification.description;
      case 'type':
        return notificationTypeLabel(notification.config.type);
      case 'actions':
        return (
          <ButtonToolbar aria-label={`Actions of ${notification.title}`}>
            {can('edit', notification.id) && (
              <LinkButton size="xsmall" href={pathTo('ALERTS_NOTIFICATIONS_EDIT', { notificationId: notification.id })}>
                Edit
              </LinkButton>
            )}
            {can('edit', notification.id) && (
              <Button size="xsmall" disabled={test.isMutating} onClick={() => void runTest(notification)}>
                Test
              </Button>
            )}
            {can('delete', notification.id) && (
              <Button size="xsmall" variant="danger" onClick={() => setDeleting(notification)}>
                Delete
              </Button>
            )}
          </ButtonToolbar>
        );
      default:
        return '';
    }
  };

  return (
    <>
      <PageHeader
        title={ALERT_TITLES.notifications}
        description="Notifications are sent when an event definition with them raises an alert."
        actions={
          <>
            <AlertsNav current="notifications" />
            {canCreate && (
              <LinkButton href={pathTo('ALERTS_NOTIFICATIONS_CREATE')} variant="success">
                Create notification
              </LinkButton>
            )}
          </>
        }
      />
      {notifications.data ? (
        <EntityOverviewTable
          aria-label="Notifications"
          entities={notifications.data.elements.filter((n): n is Row => n.id !== null)}
          columns={NOTIFICATION_COLUMNS}
          layout={layout}
          onLayoutChange={(next) => {
            if (next.sort) setSort(next.sort);
            if (next.perPage !== paging.perPage) setPaging({ ...paging, page: 1, perPage: next.perPage });
          }}
          renderCell={renderCell}
          entityLabel={(n) => n.title}
          paging={{
            totalItems: notifications.data.total,
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
          title="Delete notification"
          confirmText="Delete"
          confirmVariant="danger"
          submitting={remove.isMutating}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            void runReporting(() => remove.trigger(deleting.id), ALERT_FAILURES.deleteNotification).then(() => setDeleting(null))
          }
        >
          {deleteNotificationQuestion(deleting.title)}
        </ConfirmDialog>
      )}
    </>
  );
}

/** `/alerts/notifications`: every notification with its type, tested or deleted from the list. */
export function NotificationsPage() {
  usePageTitle(ALERT_TITLES.notifications);
  return usePermitted(['eventnotifications:read']) ? <NotificationsOverview /> : <MissingPermissionsPage />;
}

export default NotificationsPage;
