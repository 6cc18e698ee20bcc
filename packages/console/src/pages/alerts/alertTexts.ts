/** Titles, labels and failure messages of the alerts area (Alerts & Events, Event Definitions, Notifications). */
export const ALERT_TITLES = {
  alerts: 'Alerts & Events',
  definitions: 'Event Definitions',
  notifications: 'Notifications',
} as const;

export const PRIORITY_LABELS: Readonly<Record<number, string>> = { 1: 'Low', 2: 'Normal', 3: 'High' };
export const priorityLabel = (priority: number) => PRIORITY_LABELS[priority] ?? String(priority);

export const ALERT_FAILURES = {
  loadEvents: 'Could not load events',
  loadDefinitions: 'Could not load event definitions',
  saveDefinition: 'Could not save event definition',
  deleteDefinition: 'Could not delete event definition',
  scheduleDefinition: 'Could not change the event definition schedule',
  loadNotifications: 'Could not load notifications',
  saveNotification: 'Could not save notification',
  deleteNotification: 'Could not delete notification',
  testNotification: 'Notification test failed',
  allowUrl: 'Could not update Url Whitelist',
} as const;

export const deleteDefinitionQuestion = (title: string) => `Are you sure you want to delete "${title}"?`;
export const deleteNotificationQuestion = (title: string) =>
  `Are you sure you want to delete "${title}"? Event definitions using it will no longer send it.`;
export const bulkResultText = (done: number, failures: ReadonlyArray<{ entityId: string; failureExplanation: string }>) =>
  failures.length === 0
    ? `${done} event definition${done === 1 ? '' : 's'} updated`
    : `${failures.length} of ${done + failures.length} failed: ${failures.map((f) => f.failureExplanation).join('; ')}`;
export const NOTIFICATION_TEST_SUCCESS = 'Notification was executed successfully.';
