import { useParams } from 'wouter';
import { useEventNotification, type EventNotification } from '@sift/api';
import { DescriptionList, LoadingIndicator, MissingPermissionsPage, PageHeader } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { AlertsNav } from './alerts/AlertsNav';
import { notificationDraft, notificationTypeLabel } from './alerts/notificationDraft';

const stored = (isSet: boolean) => (isSet ? 'Stored' : 'None');

function configItems(notification: EventNotification) {
  const d = notificationDraft(notification);
  if (d.type === 'http-notification-v1') {
    return [
      { term: 'URL', description: d.url },
      { term: 'Basic authentication', description: stored(d.basicAuth.isSet) },
      { term: 'API Key', description: d.apiKey || 'None' },
      { term: 'API Secret', description: stored(d.apiSecret.isSet) },
      { term: 'Send API Key as header', description: d.apiKeyAsHeader ? 'Yes' : 'No' },
      { term: 'Skip TLS verification', description: d.skipTlsVerification ? 'Yes' : 'No' },
    ];
  }
  return [
    { term: 'Sender', description: d.sender },
    { term: 'Email Recipient(s)', description: d.emailRecipients.join(', ') || 'None' },
    { term: 'User Recipient(s)', description: d.userRecipients.join(', ') || 'None' },
    { term: 'Subject', description: d.subject },
    { term: 'Time Zone', description: d.timeZone },
  ];
}

function NotificationDetails({ id }: { id: string }) {
  const notification = useEventNotification(id);
  const canEdit = usePermitted([`eventnotifications:edit:${id}`]);
  if (notification.error) return <FetchErrorPage error={notification.error} />;
  if (!notification.data) return <LoadingIndicator />;
  const n = notification.data;
  return (
    <>
      <PageHeader
        title={n.title}
        description={n.description || 'No description.'}
        actions={
          <>
            <AlertsNav current="notifications" />
            {canEdit && (
              <LinkButton href={pathTo('ALERTS_NOTIFICATIONS_EDIT', { notificationId: id })} variant="primary">
                Edit
              </LinkButton>
            )}
          </>
        }
      />
      <DescriptionList items={[{ term: 'Type', description: notificationTypeLabel(n.config.type) }, ...configItems(n)]} />
    </>
  );
}

/** `/alerts/notifications/{notificationId}`: a notification's type and settings (secrets only as stored or not). */
export function NotificationShowPage() {
  const { notificationId = '' } = useParams<{ notificationId: string }>();
  usePageTitle('Notification');
  return usePermitted([`eventnotifications:read:${notificationId}`]) ? (
    <NotificationDetails id={notificationId} />
  ) : (
    <MissingPermissionsPage />
  );
}

export default NotificationShowPage;
