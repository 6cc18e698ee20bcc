import { useParams } from 'wouter';
import { useEventNotification, type EventNotification } from '@sift/api';
import styled from 'styled-components';
import { DescriptionList, LoadingIndicator, MissingPermissionsPage, PageHeader, typography } from '@sift/ui';
import { LinkButton } from '../components/LinkButton';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { AlertsNav } from './alerts/AlertsNav';
import { notificationDraft, notificationTypeLabel } from './alerts/notificationDraft';

const CustomMessage = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  font-family: ${typography.fontFamily.monospace};
`;

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
  if (d.type === 'slack-notification-v1' || d.type === 'teams-notification-v1') {
    const slack = d.type === 'slack-notification-v1';
    const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
    return [
      { term: 'Webhook URL', description: d.webhookUrl },
      ...(slack
        ? [
            { term: 'Channel', description: d.channel },
            { term: 'Include Title', description: yesNo(d.includeTitle) },
          ]
        : []),
      { term: 'Custom Message', description: d.customMessage ? <CustomMessage>{d.customMessage}</CustomMessage> : 'None' },
      { term: 'Color', description: d.color },
      { term: 'Time Zone', description: d.timeZone },
      { term: 'Backlog Size', description: d.backlogSize === '0' ? 'As the event definition attaches' : d.backlogSize },
      ...(slack ? [{ term: 'User Name', description: d.userName || 'None' }] : []),
      { term: 'Icon URL', description: d.iconUrl || 'None' },
      ...(slack
        ? [
            { term: 'Icon Emoji', description: d.iconEmoji || 'None' },
            { term: 'Notify Channel', description: yesNo(d.notifyChannel) },
            { term: 'Link Names', description: yesNo(d.linkNames) },
          ]
        : []),
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
