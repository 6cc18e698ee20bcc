import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePublicNotifications, type PublicNotificationVariant } from '@sift/api';
import { PublicNotification, type AlertVariant } from '@sift/ui';

/** The ids of dismissed public notifications, a JSON list in local storage. */
export const DISMISSED_PUBLIC_NOTIFICATIONS_STORAGE_KEY = 'sift.dismissedPublicNotifications';

const Stack = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
`;

/** Line breaks of the long message are kept; the text is rendered as text, never as HTML. */
const LongMessage = styled.span`
  white-space: pre-wrap;
`;

/** Graylog's colour variants on the four the alert has. */
const ALERT_VARIANT: Record<PublicNotificationVariant, AlertVariant> = {
  danger: 'danger',
  default: 'info',
  info: 'info',
  primary: 'info',
  success: 'success',
  warning: 'warning',
};

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_PUBLIC_NOTIFICATIONS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(ids: readonly string[]) {
  try {
    window.localStorage.setItem(DISMISSED_PUBLIC_NOTIFICATIONS_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage may be unavailable (private mode); the dismissal then lasts for this page only.
  }
}

/** Dismissed ids, shared with other tabs through the storage event. */
function useDismissedIds(): [ReadonlySet<string>, (id: string, knownIds: readonly string[]) => void] {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(readDismissed()));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DISMISSED_PUBLIC_NOTIFICATIONS_STORAGE_KEY || event.key === null) setDismissed(new Set(readDismissed()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const dismiss = useCallback((id: string, knownIds: readonly string[]) => {
    // Ids of notifications that no longer exist are dropped, so the list does not grow forever.
    const next = [...new Set([...readDismissed().filter((d) => knownIds.includes(d)), id])];
    writeDismissed(next);
    setDismissed((current) => new Set([...current, ...next]));
  }, []);
  return [dismissed, dismiss];
}

/**
 * The public notifications at the top of the logged-in app (1-shell.md §4): inactive and dismissed
 * ones are hidden; a dismissal is remembered in local storage, so it survives reloads.
 */
export function PublicNotifications() {
  const { data } = usePublicNotifications();
  const [dismissed, dismiss] = useDismissedIds();
  const notifications = data ?? [];
  const visible = notifications.filter((n) => n.isActive && !dismissed.has(n.id));
  if (visible.length === 0) return null;
  const knownIds = notifications.map((n) => n.id);
  return (
    <Stack role="region" aria-label="Public notifications">
      {visible.map((n) => (
        <PublicNotification
          key={n.id}
          variant={ALERT_VARIANT[n.variant]}
          title={n.hiddenTitle ? '' : n.title}
          shortMessage={n.shortMessage}
          longMessage={n.longMessage ? <LongMessage>{n.longMessage}</LongMessage> : undefined}
          isDismissible={n.isDismissible}
          onDismiss={() => dismiss(n.id, knownIds)}
        />
      ))}
    </Stack>
  );
}
