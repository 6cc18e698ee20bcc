import { useThreatIntelConfig, useUpdateThreatIntelConfig, type ThreatIntelConfig } from '@sift/api';
import { Checkbox, DescriptionList, FormGroup, TextInput } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const THREAT_INTEL_CONFIG_TEXTS = {
  title: 'Threat Intelligence Lookup Configuration',
  help: 'The sources that the threat-intelligence lookup functions and data adapters may ask; a source that is off is not asked.',
  modalTitle: 'Update threat intelligence lookup configuration',
  tor: 'Tor exit nodes',
  torLabel: 'Look up Tor exit nodes',
  torHelp: 'Lookups tell whether an IP address is a Tor exit node, from the list the Tor Project publishes.',
  spamhaus: 'Spamhaus (E)DROP lists',
  spamhausLabel: 'Look up the Spamhaus (E)DROP lists',
  spamhausHelp: 'Lookups tell whether an IP address is in a network that Spamhaus lists as hijacked or run by criminals.',
  abusech: 'abuse.ch Ransomware Tracker (deprecated)',
  abusechLabel: 'Look up the abuse.ch Ransomware Tracker (deprecated)',
  abusechHelp: 'Deprecated: abuse.ch shut the tracker down on 8 December 2019, so its lookups find nothing.',
  otx: 'AlienVault OTX',
  otxLabel: 'Look up AlienVault OTX',
  otxHelp: 'Lookups ask the Open Threat Exchange what it knows about an IP address or a domain.',
  otxKey: 'OTX API key',
  otxKeyHelp: 'Never shown in clear. Leave it empty for no key.',
  keyStored: 'Stored, not shown',
  keyNone: 'None',
  on: 'Enabled',
  off: 'Disabled',
} as const;

const T = THREAT_INTEL_CONFIG_TEXTS;
const state = (on: boolean) => (on ? T.on : T.off);
type Flag = 'torEnabled' | 'spamhausEnabled' | 'abusechRansomEnabled' | 'otxEnabled';

/** The threat-intelligence plugin's switches (Tor, Spamhaus, the deprecated abuse.ch tracker, OTX) and the OTX API key. */
export function ThreatIntelConfigSection({ canEdit }: { canEdit: boolean }) {
  const config = useThreatIntelConfig();
  const update = useUpdateThreatIntelConfig();

  return (
    <ConfigurationSection<ThreatIntelConfig, ThreatIntelConfig>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      renderForm={(draft, change) => {
        const flag = (key: Flag, label: string, description: string) => (
          <Checkbox
            label={label}
            description={description}
            checked={draft[key]}
            onChange={(checked) => change((current) => ({ ...current, [key]: checked }))}
          />
        );
        return (
          <>
            {flag('torEnabled', T.torLabel, T.torHelp)}
            {flag('spamhausEnabled', T.spamhausLabel, T.spamhausHelp)}
            {flag('abusechRansomEnabled', T.abusechLabel, T.abusechHelp)}
            {flag('otxEnabled', T.otxLabel, T.otxHelp)}
            <FormGroup label={T.otxKey} optional help={T.otxKeyHelp}>
              {(control) => (
                <TextInput
                  {...control}
                  type="password"
                  autoComplete="off"
                  fullWidth
                  value={draft.otxApiKey ?? ''}
                  onChange={(event) => {
                    const key = event.target.value;
                    change((current) => ({ ...current, otxApiKey: key === '' ? null : key }));
                  }}
                />
              )}
            </FormGroup>
          </>
        );
      }}
    >
      {(data) => (
        <DescriptionList
          items={[
            { term: T.tor, description: state(data.torEnabled) },
            { term: T.spamhaus, description: state(data.spamhausEnabled) },
            { term: T.abusech, description: state(data.abusechRansomEnabled) },
            { term: T.otx, description: state(data.otxEnabled) },
            { term: T.otxKey, description: data.otxApiKey === null ? T.keyNone : T.keyStored },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
