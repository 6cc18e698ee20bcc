import styled from 'styled-components';
import type { SystemNotification } from '@sift/api';
import { Alert, Button, EmptyState, formatDateTime } from '@sift/ui';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NO_NOTIFICATIONS = 'There are no notifications.';

/** "no_input_running" → "No input running". */
export function notificationTitle(type: string): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface NotificationsListProps {
  notifications: readonly SystemNotification[];
  /** Dismisses a notification; without it (no permission) there is no Dismiss button. */
  onDismiss?: (notification: SystemNotification) => void;
  /** Whether the user may dismiss notifications of this type. */
  canDismiss?: (notification: SystemNotification) => boolean;
}

/** System notifications as alerts; all text is rendered as text, never as HTML. */
export function NotificationsList({ notifications, onDismiss, canDismiss = () => true }: NotificationsListProps) {
  if (notifications.length === 0) return <EmptyState text={NO_NOTIFICATIONS} />;
  return (
    <List aria-label="System notifications">
      {notifications.map((notification) => (
        <li key={`${notification.type}/${notification.key ?? ''}`}>
          <Alert variant={notification.severity === 'urgent' ? 'danger' : 'warning'} title={notificationTitle(notification.type)}>
            <div>
              Triggered at {formatDateTime(notification.timestamp)}
              {notification.key ? ` (${notification.key})` : ''}
            </div>
            {Object.entries(notification.details).map(([key, value]) => (
              <div key={key}>
                {key}: {detailText(value)}
              </div>
            ))}
            {onDismiss && canDismiss(notification) && (
              <Button size="small" onClick={() => onDismiss(notification)}>
                Dismiss
              </Button>
            )}
          </Alert>
        </li>
      ))}
    </List>
  );
}
