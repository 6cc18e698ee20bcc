import type { StrategyDescription } from '@sift/api';
import { Checkbox, FormGroup, ISODurationInput, NativeSelect, NumberInput } from '@sift/ui';
import { choose, configKind, STRATEGY_FIELDS as F, strategyName, type StrategyChoice } from './strategyRules';

export interface StrategyPickerProps {
  /** "Rotation strategy" or "Retention strategy". */
  label: string;
  /** The strategies the server offers. */
  strategies: readonly StrategyDescription[];
  value: StrategyChoice;
  onChange: (value: StrategyChoice) => void;
  /** Id prefix of the controls. */
  id: string;
}

/** A strategy of an index set: which one, then its config's fields (ADMIN-API.md §6.3). */
export function StrategyPicker({ label, strategies, value, onChange, id }: StrategyPickerProps) {
  const set = (key: string, next: unknown) => onChange({ ...value, config: { ...value.config, [key]: next } });
  const config = value.config;
  const number = (key: string, fieldLabel: string) => (
    <FormGroup id={`${id}-${key}`} label={fieldLabel}>
      {(control) => (
        <NumberInput
          {...control}
          min={1}
          value={typeof config[key] === 'number' ? String(config[key]) : ''}
          onChange={(event) => set(key, event.target.value === '' ? null : Number(event.target.value))}
        />
      )}
    </FormGroup>
  );
  const period = (key: string, fieldLabel: string) => (
    <ISODurationInput
      id={`${id}-${key}`}
      label={fieldLabel}
      duration={typeof config[key] === 'string' ? config[key] : ''}
      update={(duration) => set(key, duration)}
      // An invalid text is kept too, so that the form refuses it instead of saving the last valid one.
      onTextChange={(text, valid) => !valid && set(key, text)}
    />
  );
  const options = strategies.map((s) => ({ value: s.type, label: strategyName(s.type) }));
  if (!strategies.some((s) => s.type === value.className)) options.push({ value: value.className, label: strategyName(value.className) });

  return (
    <div role="group" aria-label={label}>
      <FormGroup id={id} label={label}>
        {(control) => (
          <NativeSelect
            {...control}
            options={options}
            value={value.className}
            onChange={(className) => {
              const strategy = strategies.find((s) => s.type === className);
              if (strategy) onChange(choose(strategy, value));
            }}
          />
        )}
      </FormGroup>
      {configKind(config) === 'count' && number('max_docs_per_index', F.maxDocs)}
      {configKind(config) === 'size' && number('max_size', F.maxSize)}
      {configKind(config) === 'time' && (
        <>
          {period('rotation_period', F.rotationPeriod)}
          <Checkbox
            label={F.rotateEmpty}
            checked={config['rotate_empty_index_set'] === true}
            onChange={(on) => set('rotate_empty_index_set', on)}
          />
        </>
      )}
      {configKind(config) === 'time-size' && (
        <>
          {period('index_lifetime_min', F.lifetimeMin)}
          {period('index_lifetime_max', F.lifetimeMax)}
        </>
      )}
      {configKind(config) === 'indices' && number('max_number_of_indices', F.maxIndices)}
    </div>
  );
}
