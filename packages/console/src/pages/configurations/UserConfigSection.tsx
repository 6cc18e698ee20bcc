import { useUpdateUserConfig, useUserConfig, type UserConfig } from '@sift/api';
import { Checkbox, describeIsoDuration, DescriptionList, ISODurationInput } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const USER_CONFIG_TEXTS = {
  title: 'User Configuration',
  modalTitle: 'Update user configuration',
  enable: 'Enable global session timeout',
  enableHelp: 'Every session ends after this time without activity, whatever each user has set.',
  interval: 'Global session timeout',
  off: 'Off',
  invalidInterval: 'Enter a valid ISO 8601 duration, e.g. PT1H, before saving.',
} as const;

/** The configuration being edited, and whether the interval as typed is a valid duration. */
interface Draft {
  config: UserConfig;
  intervalValid: boolean;
}

/** Users: the global session timeout (off with one hour ready by default). */
export function UserConfigSection({ canEdit }: { canEdit: boolean }) {
  const config = useUserConfig();
  const update = useUpdateUserConfig();
  const T = USER_CONFIG_TEXTS;

  return (
    <ConfigurationSection<UserConfig, Draft>
      title={T.title}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => ({ config: data, intervalValid: true })}
      validate={(draft) => (draft.config.enableGlobalSessionTimeout && !draft.intervalValid ? T.invalidInterval : undefined)}
      save={(draft) => update.trigger(draft.config)}
      submitting={update.isMutating}
      renderForm={(draft, change) => (
        <>
          <Checkbox
            label={T.enable}
            description={T.enableHelp}
            checked={draft.config.enableGlobalSessionTimeout}
            onChange={(checked) => change((d) => ({ ...d, config: { ...d.config, enableGlobalSessionTimeout: checked } }))}
          />
          <ISODurationInput
            label={T.interval}
            duration={draft.config.globalSessionTimeoutInterval}
            disabled={!draft.config.enableGlobalSessionTimeout}
            update={(duration) => change((d) => ({ ...d, config: { ...d.config, globalSessionTimeoutInterval: duration } }))}
            onTextChange={(_text, valid) => change((d) => ({ ...d, intervalValid: valid }))}
          />
        </>
      )}
    >
      {(data) => (
        <DescriptionList
          items={[
            {
              term: T.interval,
              description: data.enableGlobalSessionTimeout ? describeIsoDuration(data.globalSessionTimeoutInterval, true, '') : T.off,
            },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
