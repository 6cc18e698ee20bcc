import { useEventNotifications } from '@sift/api';
import { Checkbox, FormGroup, NumberInput, TimeUnitInput } from '@sift/ui';
import { durationMs, durationOf, DURATION_UNITS } from './definitionDraft';
import type { StepProps } from './DetailsStep';
import { notificationTypeLabel } from './notificationDraft';

const ALL_NOTIFICATIONS = { page: 1, perPage: 500 } as const;

/** Notifications: which notifications an alert sends, the grace period between them and how many messages they carry. */
export function NotificationsStep({ draft, onChange }: StepProps) {
  const notifications = useEventNotifications(ALL_NOTIFICATIONS);
  const grace = durationOf(draft.gracePeriodMs);
  const toggle = (id: string, on: boolean) =>
    onChange({ notificationIds: on ? [...draft.notificationIds, id] : draft.notificationIds.filter((n) => n !== id) });
  const available = notifications.data?.elements ?? [];
  return (
    <>
      <p style={{ margin: 0 }}>An event definition with notifications raises alerts; without, it raises events only.</p>
      <fieldset style={{ display: 'grid', gap: 4, border: 0, padding: 0, margin: 0 }}>
        <legend>Notifications</legend>
        {notifications.data && available.length === 0 && <p style={{ margin: 0 }}>No notifications exist yet.</p>}
        {available.map(
          (notification) =>
            notification.id !== null && (
              <Checkbox
                key={notification.id}
                label={`${notification.title} (${notificationTypeLabel(notification.config.type)})`}
                checked={draft.notificationIds.includes(notification.id)}
                onChange={(checked) => toggle(notification.id ?? '', checked)}
              />
            ),
        )}
      </fieldset>
      <TimeUnitInput
        label="Grace Period"
        value={grace.value}
        unit={grace.unit}
        units={DURATION_UNITS}
        hideCheckbox
        help="Notifications for the same event key are not sent again within this time."
        update={(next) => onChange({ gracePeriodMs: durationMs({ value: next.value, unit: next.unit }) })}
      />
      <FormGroup
        label="Message Backlog"
        optional
        help="How many of the messages behind an alert its notifications include; empty for the server's default."
      >
        {(control) => (
          <NumberInput
            {...control}
            min={0}
            value={draft.backlogSize ?? ''}
            onChange={(e) =>
              onChange({ backlogSize: e.target.value.trim() === '' ? null : Math.max(0, Math.floor(Number(e.target.value))) })
            }
          />
        )}
      </FormGroup>
    </>
  );
}
