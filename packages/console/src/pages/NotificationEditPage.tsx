import { useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import { useEventNotification, useSaveEventNotification, useTestEventNotification } from '@sift/api';
import {
  Button,
  ButtonToolbar,
  FormGroup,
  LoadingIndicator,
  MissingPermissionsPage,
  NativeSelect,
  PageHeader,
  Panel,
  Textarea,
  TextInput,
  toast,
} from '@sift/ui';
import { pathTo } from '../routing/routes';
import { usePermitted } from '../shell/currentUser';
import { FetchErrorPage } from '../shell/FetchErrorPage';
import { usePageTitle } from '../shell/usePageTitle';
import { ALERT_FAILURES, NOTIFICATION_TEST_SUCCESS } from './alerts/alertTexts';
import { AlertsNav } from './alerts/AlertsNav';
import { ChatNotificationFields } from './alerts/ChatNotificationFields';
import { EmailNotificationFields } from './alerts/EmailNotificationFields';
import { HttpNotificationFields } from './alerts/HttpNotificationFields';
import {
  emptyNotificationDraft,
  notificationDraft,
  notificationFromDraft,
  NOTIFICATION_TYPES,
  validateNotification,
  withType,
  type NotificationDraft,
} from './alerts/notificationDraft';
import { failureMessage } from './streams/reportFailure';

function NotificationForm({ initial }: { initial: NotificationDraft }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveEventNotification();
  const test = useTestEventNotification();
  const errors = validateNotification(draft);
  const shown = submitted ? errors : {};
  const change = (next: Partial<NotificationDraft>) => setDraft((current) => ({ ...current, ...next }));
  const isNew = draft.id === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      await save.trigger(notificationFromDraft(draft));
      toast.success(`Notification "${draft.title.trim()}" was ${isNew ? 'created' : 'updated'} successfully.`);
      navigate(pathTo('ALERTS_NOTIFICATIONS'));
    } catch (error) {
      toast.error(ALERT_FAILURES.saveNotification, failureMessage(error));
    }
  };
  const runTest = async () => {
    try {
      await test.trigger(notificationFromDraft(draft));
      toast.success(NOTIFICATION_TEST_SUCCESS);
    } catch (error) {
      toast.error(ALERT_FAILURES.testNotification, failureMessage(error));
    }
  };

  return (
    <Panel headingLevel={2} title={isNew ? 'New notification' : `Edit notification "${initial.title}"`}>
      <form aria-label="Notification" noValidate onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
        <FormGroup label="Title" error={shown['title']}>
          {(control) => (
            <TextInput
              {...control}
              fullWidth
              value={draft.title}
              invalid={Boolean(shown['title'])}
              onChange={(e) => change({ title: e.target.value })}
            />
          )}
        </FormGroup>
        <FormGroup label="Description" optional>
          {(control) => (
            <Textarea {...control} rows={3} value={draft.description} onChange={(e) => change({ description: e.target.value })} />
          )}
        </FormGroup>
        <FormGroup label="Notification Type">
          {(control) => (
            <NativeSelect
              {...control}
              options={NOTIFICATION_TYPES}
              value={draft.type}
              disabled={!isNew}
              onChange={(value) => {
                const type = NOTIFICATION_TYPES.find((t) => t.value === value)?.value;
                if (type) setDraft((current) => withType(current, type));
              }}
            />
          )}
        </FormGroup>
        {draft.type === 'http-notification-v1' && <HttpNotificationFields draft={draft} errors={shown} onChange={change} />}
        {draft.type === 'email-notification-v1' && <EmailNotificationFields draft={draft} errors={shown} onChange={change} />}
        {(draft.type === 'slack-notification-v1' || draft.type === 'teams-notification-v1') && (
          <ChatNotificationFields draft={draft} errors={shown} onChange={change} />
        )}
        <ButtonToolbar aria-label="Notification actions">
          <Button type="submit" variant="primary" disabled={save.isMutating}>
            {isNew ? 'Create' : 'Update'}
          </Button>
          <Button onClick={() => navigate(pathTo('ALERTS_NOTIFICATIONS'))}>Cancel</Button>
          <Button disabled={test.isMutating || Object.keys(errors).length > 0} onClick={() => void runTest()}>
            Execute test notification
          </Button>
        </ButtonToolbar>
      </form>
    </Panel>
  );
}

function EditExisting({ id }: { id: string }) {
  const notification = useEventNotification(id);
  if (notification.error) return <FetchErrorPage error={notification.error} />;
  if (!notification.data) return <LoadingIndicator />;
  return <NotificationForm initial={notificationDraft(notification.data)} />;
}

/** `/alerts/notifications/new` and `/{notificationId}/edit`: an HTTP, email, Slack or Teams notification, tested before or after saving. */
export function NotificationEditPage() {
  const { notificationId } = useParams<{ notificationId?: string }>();
  usePageTitle(notificationId ? 'Edit notification' : 'New notification');
  const allowed = usePermitted([notificationId ? `eventnotifications:edit:${notificationId}` : 'eventnotifications:create']);
  if (!allowed) return <MissingPermissionsPage />;
  return (
    <>
      <PageHeader
        title={notificationId ? 'Edit notification' : 'New notification'}
        description="Notifications tell people or systems about alerts: an HTTP request with the event as JSON, an email, or a message to a Slack or Microsoft Teams channel."
        actions={<AlertsNav current="notifications" />}
      />
      {notificationId ? <EditExisting id={notificationId} /> : <NotificationForm initial={emptyNotificationDraft()} />}
    </>
  );
}

export default NotificationEditPage;
