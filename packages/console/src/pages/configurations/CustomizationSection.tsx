import styled from 'styled-components';
import {
  generateObjectId,
  PUBLIC_NOTIFICATION_VARIANTS,
  PUBLIC_NOTIFICATIONS_CUSTOMIZATION,
  usePublicNotifications,
  useUpdatePublicNotifications,
  type PublicNotification,
} from '@sift/api';
import { Button, Checkbox, FormGroup, Label, NativeSelect, Textarea, TextInput } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const CUSTOMIZATION_TEXTS = {
  title: 'Notifications',
  help: 'Messages shown to every user at the top of the console (or on the login page), e.g. planned maintenance.',
  modalTitle: 'Update notifications',
  none: 'No notifications are configured.',
  add: 'Add notification',
  remove: 'Remove notification',
  notification: 'Notification',
  fieldTitle: 'Title',
  shortMessage: 'Short message',
  longMessage: 'Long message',
  longMessageHelp: 'Shown behind "Read More".',
  variant: 'Style',
  isActive: 'Active',
  isDismissible: 'Users may dismiss it',
  atLogin: 'Show on the login page',
  isGlobal: 'Show on every page',
  hiddenTitle: 'Hide the title',
  active: 'Active',
  inactive: 'Inactive',
  required: (n: number) => `Notification ${n}: the title and the short message are required.`,
  /** The customization failure toast (3-administration.md §8), word for word. */
  failureTitle: (key: string) => `Could not update customization: ${key}`,
  failureMessage: (error: string) => `Update failed: ${error}`,
} as const;

const Notification = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0 0 12px;
  padding: 8px 12px 12px;
  border: 1px solid var(--sift-border-default);
  border-radius: 4px;
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  display: grid;
  gap: 4px;
`;

const FLAGS = ['isActive', 'isDismissible', 'atLogin', 'isGlobal', 'hiddenTitle'] as const;

function blank(): PublicNotification {
  return {
    id: generateObjectId(),
    title: '',
    shortMessage: '',
    longMessage: '',
    isActive: true,
    isDismissible: true,
    atLogin: false,
    isGlobal: true,
    variant: 'default',
    hiddenTitle: false,
  };
}

/** Customization on System -> Configurations: the public notifications every user sees. */
export function CustomizationSection({ canEdit }: { canEdit: boolean }) {
  const config = usePublicNotifications();
  const update = useUpdatePublicNotifications();
  const T = CUSTOMIZATION_TEXTS;

  return (
    <ConfigurationSection<PublicNotification[], PublicNotification[]>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      validate={(draft) => {
        const index = draft.findIndex((n) => n.title.trim() === '' || n.shortMessage.trim() === '');
        return index < 0 ? undefined : T.required(index + 1);
      }}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      failure={{ title: T.failureTitle(PUBLIC_NOTIFICATIONS_CUSTOMIZATION), message: T.failureMessage }}
      renderForm={(draft, change) => {
        const edit = (id: string, patch: Partial<PublicNotification>) =>
          change((current) => current.map((n) => (n.id === id ? { ...n, ...patch } : n)));
        return (
          <>
            {draft.map((n, index) => (
              <Notification key={n.id} aria-label={`${T.notification} ${index + 1}`}>
                <legend>
                  {T.notification} {index + 1}
                </legend>
                <FormGroup label={T.fieldTitle}>
                  {(control) => (
                    <TextInput {...control} required fullWidth value={n.title} onChange={(e) => edit(n.id, { title: e.target.value })} />
                  )}
                </FormGroup>
                <FormGroup label={T.shortMessage}>
                  {(control) => (
                    <TextInput
                      {...control}
                      required
                      fullWidth
                      value={n.shortMessage}
                      onChange={(e) => edit(n.id, { shortMessage: e.target.value })}
                    />
                  )}
                </FormGroup>
                <FormGroup label={T.longMessage} optional help={T.longMessageHelp}>
                  {(control) => (
                    <Textarea {...control} rows={3} value={n.longMessage} onChange={(e) => edit(n.id, { longMessage: e.target.value })} />
                  )}
                </FormGroup>
                <FormGroup label={T.variant}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      options={PUBLIC_NOTIFICATION_VARIANTS.map((v) => ({ value: v, label: v }))}
                      value={n.variant}
                      onChange={(value) => edit(n.id, { variant: value as PublicNotification['variant'] })}
                    />
                  )}
                </FormGroup>
                {FLAGS.map((flag) => (
                  <Checkbox key={flag} label={T[flag]} checked={n[flag]} onChange={(checked) => edit(n.id, { [flag]: checked })} />
                ))}
                <div>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`${T.remove} ${index + 1}`}
                    onClick={() => change((current) => current.filter((x) => x.id !== n.id))}
                  >
                    {T.remove}
                  </Button>
                </div>
              </Notification>
            ))}
            <Button onClick={() => change((current) => [...current, blank()])}>{T.add}</Button>
          </>
        );
      }}
    >
      {(data) =>
        data.length === 0 ? (
          <p>{T.none}</p>
        ) : (
          <List aria-label={T.title}>
            {data.map((n) => (
              <li key={n.id}>
                {n.title} <Label variant={n.isActive ? 'success' : 'default'}>{n.isActive ? T.active : T.inactive}</Label>{' '}
                <Label>{n.variant}</Label>
              </li>
            ))}
          </List>
        )
      }
    </ConfigurationSection>
  );
}
