import { useSidecarConfig, useUpdateSidecarConfig, type SidecarConfig } from '@sift/api';
import { Checkbox, describeIsoDuration, DescriptionList, ISODurationInput, isoDurationToMs } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const SIDECAR_CONFIG_TEXTS = {
  title: 'Sidecars System',
  help: 'How often Sidecars poll, and when a silent one is inactive or removed.',
  modalTitle: 'Update Sidecars system configuration',
  inactive: 'Inactive threshold',
  inactiveHelp: 'A Sidecar that has not reported for this long is inactive, and its status unknown.',
  expiration: 'Expiration threshold',
  expirationHelp: 'A Sidecar that has not reported for this long is removed.',
  interval: 'Update interval',
  intervalHelp: 'How often each Sidecar asks the server for its configurations.',
  sendStatus: 'Send status updates',
  sendStatusHelp: 'Sidecars send their status and host metrics with every update.',
  override: 'Override configurations',
  overrideHelp: "The server's update interval and status setting override those in each Sidecar's own configuration file.",
  on: 'Enabled',
  off: 'Disabled',
  invalid:
    'Enter valid ISO 8601 durations: an update interval of at least 1 second and shorter than the inactive threshold, and an expiration threshold of at least 1 minute and longer than the inactive threshold.',
} as const;

const T = SIDECAR_CONFIG_TEXTS;
type Period = 'updateInterval' | 'inactiveThreshold' | 'expirationThreshold';

/** The configuration being edited, and which durations are valid as typed. */
interface Draft {
  config: SidecarConfig;
  valid: Record<Period, boolean>;
}

/** Why the draft cannot be saved, if it cannot: the durations' own rules and their order. */
export function sidecarConfigProblem(draft: Draft): string | undefined {
  const { updateInterval, inactiveThreshold, expirationThreshold } = draft.config;
  const interval = isoDurationToMs(updateInterval);
  const inactive = isoDurationToMs(inactiveThreshold);
  const expiration = isoDurationToMs(expirationThreshold);
  const ok =
    Object.values(draft.valid).every(Boolean) &&
    interval !== undefined &&
    inactive !== undefined &&
    expiration !== undefined &&
    interval >= 1000 &&
    interval < inactive &&
    expiration >= 60_000 &&
    expiration > inactive;
  return ok ? undefined : T.invalid;
}

/** Sidecars: update interval, status updates, override, and the inactive and expiration thresholds. */
export function SidecarConfigSection({ canEdit }: { canEdit: boolean }) {
  const config = useSidecarConfig();
  const update = useUpdateSidecarConfig();
  const period = (draft: Draft, change: (edit: (d: Draft) => Draft) => void, key: Period, label: string, help: string) => (
    <ISODurationInput
      label={label}
      help={help}
      duration={draft.config[key]}
      update={(duration) => change((d) => ({ ...d, config: { ...d.config, [key]: duration } }))}
      onTextChange={(_text, valid) => change((d) => ({ ...d, valid: { ...d.valid, [key]: valid } }))}
    />
  );

  return (
    <ConfigurationSection<SidecarConfig, Draft>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => ({ config: data, valid: { updateInterval: true, inactiveThreshold: true, expirationThreshold: true } })}
      validate={sidecarConfigProblem}
      save={(draft) => update.trigger(draft.config)}
      submitting={update.isMutating}
      renderForm={(draft, change) => (
        <>
          {period(draft, change, 'inactiveThreshold', T.inactive, T.inactiveHelp)}
          {period(draft, change, 'expirationThreshold', T.expiration, T.expirationHelp)}
          {period(draft, change, 'updateInterval', T.interval, T.intervalHelp)}
          <Checkbox
            label={T.sendStatus}
            description={T.sendStatusHelp}
            checked={draft.config.sendStatus}
            onChange={(checked) => change((d) => ({ ...d, config: { ...d.config, sendStatus: checked } }))}
          />
          <Checkbox
            label={T.override}
            description={T.overrideHelp}
            checked={draft.config.configurationOverride}
            onChange={(checked) => change((d) => ({ ...d, config: { ...d.config, configurationOverride: checked } }))}
          />
        </>
      )}
    >
      {(data) => (
        <DescriptionList
          items={[
            { term: T.inactive, description: describeIsoDuration(data.inactiveThreshold, true, '') },
            { term: T.expiration, description: describeIsoDuration(data.expirationThreshold, true, '') },
            { term: T.interval, description: describeIsoDuration(data.updateInterval, true, '') },
            { term: T.sendStatus, description: data.sendStatus ? T.on : T.off },
            { term: T.override, description: data.configurationOverride ? T.on : T.off },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
