import {
  TIME_UNITS,
  useIndexSetDefaults,
  useRetentionStrategies,
  useRotationStrategies,
  useUpdateIndexSetDefaults,
  type IndexSetDefaults,
  type TimeUnit,
} from '@sift/api';
import { Checkbox, DescriptionList, FormGroup, LoadingIndicator, NativeSelect, NumberInput, TextInput } from '@sift/ui';
import { retentionText, rotationText } from '../indices/indexSetTexts';
import { StrategyPicker } from '../indices/StrategyPicker';
import { strategyProblems } from '../indices/strategyRules';
import { ConfigurationSection } from './ConfigurationSection';

export const INDEX_SET_DEFAULTS_TEXTS = {
  title: 'Index Set Defaults',
  help: 'A new index set starts with these settings.',
  modalTitle: 'Update index set defaults',
  analyzer: 'Analyzer',
  shards: 'Index shards',
  replicas: 'Index replicas',
  segments: 'Max. number of segments',
  optimization: 'Index optimization after rotation',
  optimizationDisabled: 'Disable index optimization after rotation',
  on: 'Enabled',
  off: 'Disabled',
  refresh: 'Field type refresh interval',
  refreshUnit: 'Field type refresh interval unit',
  rotation: 'Rotation strategy',
  retention: 'Retention strategy',
  invalidNumbers: 'Enter an analyzer, at least 1 shard, 0 or more replicas, at least 1 segment and a refresh interval of at least 1.',
  /** The spec's toasts for this section (3-administration.md §8). */
  updated: 'Index defaults configuration updated successfully',
  failed: 'Index defaults configuration update failed',
} as const;

const T = INDEX_SET_DEFAULTS_TEXTS;
const whole = (value: number, min: number) => Number.isInteger(value) && value >= min;
const unitName = (unit: TimeUnit) => unit.toLowerCase();

const problemOf = (draft: IndexSetDefaults): string | undefined => {
  const numbersOk =
    draft.indexAnalyzer.trim() !== '' &&
    whole(draft.shards, 1) &&
    whole(draft.replicas, 0) &&
    whole(draft.indexOptimizationMaxNumSegments, 1) &&
    whole(draft.fieldTypeRefreshInterval, 1);
  const problems = [
    ...(numbersOk ? [] : [T.invalidNumbers]),
    ...strategyProblems(draft.rotationStrategy),
    ...strategyProblems(draft.retentionStrategy),
  ];
  return problems.length > 0 ? problems.join(' ') : undefined;
};

/** The index set defaults (ADMIN-API.md §6.4): what a new index set starts from, saved through `PUT /system/indices/index_set_defaults`. */
export function IndexSetDefaultsSection({ canEdit }: { canEdit: boolean }) {
  const config = useIndexSetDefaults();
  const update = useUpdateIndexSetDefaults();
  const rotations = useRotationStrategies();
  const retentions = useRetentionStrategies();

  return (
    <ConfigurationSection<IndexSetDefaults, IndexSetDefaults>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      validate={problemOf}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      success={T.updated}
      failure={{ title: T.failed, message: (error) => error }}
      renderForm={(draft, change) => {
        const edit = (patch: Partial<IndexSetDefaults>) => change((d) => ({ ...d, ...patch }));
        const number = (key: 'shards' | 'replicas' | 'indexOptimizationMaxNumSegments' | 'fieldTypeRefreshInterval', label: string) => (
          <FormGroup id={`index-defaults-${key}`} label={label}>
            {(control) => (
              <NumberInput
                {...control}
                value={Number.isNaN(draft[key]) ? '' : String(draft[key])}
                onChange={(event) => edit({ [key]: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
              />
            )}
          </FormGroup>
        );
        if (!rotations.data || !retentions.data) return <LoadingIndicator />;
        return (
          <>
            <FormGroup id="index-defaults-analyzer" label={T.analyzer}>
              {(control) => (
                <TextInput {...control} value={draft.indexAnalyzer} onChange={(event) => edit({ indexAnalyzer: event.target.value })} />
              )}
            </FormGroup>
            {number('shards', T.shards)}
            {number('replicas', T.replicas)}
            {number('indexOptimizationMaxNumSegments', T.segments)}
            <Checkbox
              label={T.optimizationDisabled}
              checked={draft.indexOptimizationDisabled}
              onChange={(checked) => edit({ indexOptimizationDisabled: checked })}
            />
            {number('fieldTypeRefreshInterval', T.refresh)}
            <FormGroup id="index-defaults-refresh-unit" label={T.refreshUnit}>
              {(control) => (
                <NativeSelect
                  {...control}
                  options={TIME_UNITS.map((unit) => ({ value: unit, label: unitName(unit) }))}
                  value={draft.fieldTypeRefreshIntervalUnit}
                  onChange={(unit) => edit({ fieldTypeRefreshIntervalUnit: unit as TimeUnit })}
                />
              )}
            </FormGroup>
            <StrategyPicker
              id="index-defaults-rotation"
              label={T.rotation}
              strategies={rotations.data.strategies}
              value={{ className: draft.rotationStrategyClass, config: draft.rotationStrategy }}
              onChange={(next) => edit({ rotationStrategyClass: next.className, rotationStrategy: next.config })}
            />
            <StrategyPicker
              id="index-defaults-retention"
              label={T.retention}
              strategies={retentions.data.strategies}
              value={{ className: draft.retentionStrategyClass, config: draft.retentionStrategy }}
              onChange={(next) => edit({ retentionStrategyClass: next.className, retentionStrategy: next.config })}
            />
          </>
        );
      }}
    >
      {(data) => (
        <DescriptionList
          items={[
            { term: T.analyzer, description: data.indexAnalyzer },
            { term: T.shards, description: String(data.shards) },
            { term: T.replicas, description: String(data.replicas) },
            { term: T.segments, description: String(data.indexOptimizationMaxNumSegments) },
            { term: T.optimization, description: data.indexOptimizationDisabled ? T.off : T.on },
            { term: T.refresh, description: `${data.fieldTypeRefreshInterval} ${unitName(data.fieldTypeRefreshIntervalUnit)}` },
            { term: T.rotation, description: rotationText(data) },
            { term: T.retention, description: retentionText(data) },
          ]}
        />
      )}
    </ConfigurationSection>
  );
}
