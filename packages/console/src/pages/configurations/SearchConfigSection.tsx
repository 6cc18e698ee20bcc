import { useSearchesClusterConfig, useUpdateSearchesClusterConfig, type SearchesClusterConfig } from '@sift/api';
import {
  Checkbox,
  describeIsoDuration,
  DescriptionList,
  FormGroup,
  ISODurationInput,
  isValidIsoDuration,
  KeyValueTable,
  TagInput,
} from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';

export const SEARCH_CONFIG_TEXTS = {
  title: 'Search Configuration',
  modalTitle: 'Update search configuration',
  limit: 'Query time range limit',
  limitEnable: 'Limit the time range of searches',
  noLimit: 'No limit',
  relative: 'Relative time range presets',
  surrounding: 'Surrounding time ranges',
  surroundingFields: 'Surrounding search filter fields',
  autoRefresh: 'Auto-refresh options',
  defaultAutoRefresh: 'Default auto-refresh',
  analysisDisabled: 'Fields without field analysis',
  none: 'None',
  invalidLimit: 'Enter a time range limit above zero as an ISO 8601 duration, e.g. P30D, before saving.',
  invalidPeriods: (periods: readonly string[]) => `Not an ISO 8601 duration: ${periods.join(', ')}.`,
  /** The spec's failure toast (3-administration.md §8): its title, and its message before the server's. */
  failedTitle: 'Could not update search config',
  failedMessage: (error: string) => `Search config update failed: ${error}`,
} as const;

const labels = (options: Record<string, string> | null) => {
  const values = Object.values(options ?? {});
  return values.length > 0 ? values.join(', ') : SEARCH_CONFIG_TEXTS.none;
};
const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : SEARCH_CONFIG_TEXTS.none);
const isZero = (period: string) => describeIsoDuration(period, isValidIsoDuration(period)) === 'Never';
const badPeriods = (config: SearchesClusterConfig) =>
  [config.relativeTimerangeOptions, config.surroundingTimerangeOptions, config.autoRefreshTimerangeOptions ?? {}]
    .flatMap((options) => Object.keys(options))
    .filter((period) => !isValidIsoDuration(period));

/** Period-to-label options (time range presets), edited as a table. */
function PeriodOptions({
  label,
  options,
  onChange,
}: {
  label: string;
  options: Record<string, string>;
  onChange: (options: Record<string, string>) => void;
}) {
  return (
    <div>
      <h3>{label}</h3>
      <KeyValueTable editable aria-label={label} headers={['Period', 'Label', 'Actions']} pairs={options} onChange={onChange} />
    </div>
  );
}

/** The configuration being edited, with the time range limit's switch, last valid value and validity as typed. */
interface Draft {
  config: SearchesClusterConfig;
  limited: boolean;
  limit: string;
  limitValid: boolean;
}

const toDraft = (config: SearchesClusterConfig): Draft => {
  const limited = !isZero(config.queryTimeRangeLimit);
  return { config, limited, limit: limited ? config.queryTimeRangeLimit : 'P30D', limitValid: true };
};

const problemOf = (draft: Draft): string | undefined => {
  if (draft.limited && !draft.limitValid) return SEARCH_CONFIG_TEXTS.invalidLimit;
  const invalid = badPeriods(draft.config);
  return invalid.length > 0 ? SEARCH_CONFIG_TEXTS.invalidPeriods(invalid) : undefined;
};

/** The search configuration: time range limit and presets, surrounding searches, auto-refresh and field analysis. */
export function SearchConfigSection({ canEdit }: { canEdit: boolean }) {
  const config = useSearchesClusterConfig();
  const update = useUpdateSearchesClusterConfig();
  const T = SEARCH_CONFIG_TEXTS;

  return (
    <ConfigurationSection<SearchesClusterConfig, Draft>
      title={T.title}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={toDraft}
      validate={problemOf}
      save={(draft) => update.trigger({ ...draft.config, queryTimeRangeLimit: draft.limited ? draft.limit : 'PT0S' })}
      submitting={update.isMutating}
      failure={{ title: T.failedTitle, message: T.failedMessage }}
      renderForm={(draft, change) => {
        const edit = (patch: Partial<SearchesClusterConfig>) => change((d) => ({ ...d, config: { ...d.config, ...patch } }));
        return (
          <>
            <Checkbox label={T.limitEnable} checked={draft.limited} onChange={(limited) => change((d) => ({ ...d, limited }))} />
            <ISODurationInput
              label={T.limit}
              duration={draft.limit}
              disabled={!draft.limited}
              validator={(period) => !isZero(period)}
              update={(limit) => change((d) => ({ ...d, limit }))}
              onTextChange={(_text, limitValid) => change((d) => ({ ...d, limitValid }))}
            />
            <PeriodOptions
              label={T.relative}
              options={draft.config.relativeTimerangeOptions}
              onChange={(pairs) => edit({ relativeTimerangeOptions: pairs })}
            />
            <PeriodOptions
              label={T.surrounding}
              options={draft.config.surroundingTimerangeOptions}
              onChange={(pairs) => edit({ surroundingTimerangeOptions: pairs })}
            />
            <FormGroup label={T.surroundingFields} id="surrounding-filter-fields">
              <TagInput
                id="surrounding-filter-fields"
                value={draft.config.surroundingFilterFields}
                onChange={(fields) => edit({ surroundingFilterFields: fields })}
              />
            </FormGroup>
            <PeriodOptions
              label={T.autoRefresh}
              options={draft.config.autoRefreshTimerangeOptions ?? {}}
              onChange={(pairs) => edit({ autoRefreshTimerangeOptions: pairs })}
            />
            <FormGroup label={T.analysisDisabled} id="analysis-disabled-fields">
              <TagInput
                id="analysis-disabled-fields"
                value={draft.config.analysisDisabledFields}
                onChange={(fields) => edit({ analysisDisabledFields: fields })}
              />
            </FormGroup>
          </>
        );
      }}
    >
      {(data) => (
        <DescriptionList
          items={[
            {
              term: T.limit,
              description: isZero(data.queryTimeRangeLimit) ? T.noLimit : describeIsoDuration(data.queryTimeRangeLimit, true, ''),
            },
            { term: T.relative, description: labels(data.relativeTimerangeOptions) },
            { term: T.surrounding, description: labels(data.surroundingTimerangeOptions) },
            { term: T.surroundingFields, description: list(data.surroundingFilterFields) },
            { term: T.autoRefresh, description: labels(data.autoRefreshTimerangeOptions) },
            {
              term: T.defaultAutoRefresh,
              description: data.defaultAutoRefreshOption
                ? (data.autoRefreshTimerangeOptions?.[data.defaultAutoRefreshOption] ?? data.defaultAutoRefreshOption)
                : T.none,
            },
            { term: T.analysisDisabled, description: list(data.analysisDisabledFields) },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
