import { usePermissionsConfig, useUpdatePermissionsConfig } from '@sift/api';
import { Checkbox, DescriptionList } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const PERMISSIONS_TEXTS = {
  title: 'Permissions',
  modalTitle: 'Update permissions',
  everyone: 'Allow sharing with everyone',
  everyoneHelp: 'Entities such as saved searches and dashboards may be shared with every user at once.',
  users: 'Allow sharing with users',
  usersHelp: 'Entities may be shared with single users.',
  enabled: 'Enabled',
  disabled: 'Disabled',
} as const;

/** Sharing restrictions: whether entities may be shared with everyone, and with single users. */
export function PermissionsSection({ canEdit }: { canEdit: boolean }) {
  const config = usePermissionsConfig();
  const update = useUpdatePermissionsConfig();
  const T = PERMISSIONS_TEXTS;
  const state = (on: boolean) => (on ? T.enabled : T.disabled);

  return (
    <ConfigurationSection
      title={T.title}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      renderForm={(draft, change) => (
        <>
          <Checkbox
            label={T.everyone}
            description={T.everyoneHelp}
            checked={draft.allowSharingWithEveryone}
            onChange={(checked) => change((current) => ({ ...current, allowSharingWithEveryone: checked }))}
          />
          <Checkbox
            label={T.users}
            description={T.usersHelp}
            checked={draft.allowSharingWithUsers}
            onChange={(checked) => change((current) => ({ ...current, allowSharingWithUsers: checked }))}
          />
        </>
      )}
    >
      {(data) => (
        <DescriptionList
          items={[
            { term: T.everyone, description: state(data.allowSharingWithEveryone) },
            { term: T.users, description: state(data.allowSharingWithUsers) },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
