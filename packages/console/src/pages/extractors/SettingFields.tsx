import { Checkbox, FormGroup, TextInput } from '@sift/ui';
import type { SettingDefinition } from './extractorDraft';

export interface SettingFieldsProps {
  definitions: readonly SettingDefinition[];
  values: Record<string, string | boolean>;
  onChange: (key: string, value: string | boolean) => void;
  /** Messages by setting key. */
  errors: Record<string, string | undefined>;
}

/** The settings of an extractor type or a converter: text boxes and checkboxes. */
export function SettingFields({ definitions, values, onChange, errors }: SettingFieldsProps) {
  return (
    <>
      {definitions.map((d) =>
        d.kind === 'boolean' ? (
          <Checkbox
            key={d.key}
            label={d.label}
            description={d.help}
            checked={values[d.key] === true}
            onChange={(checked) => onChange(d.key, checked)}
          />
        ) : (
          <FormGroup key={d.key} label={d.label} optional={!d.required} help={d.help} error={errors[d.key]}>
            {(control) => (
              <TextInput
                {...control}
                fullWidth
                inputMode={d.kind === 'integer' ? 'numeric' : undefined}
                value={String(values[d.key] ?? '')}
                onChange={(event) => onChange(d.key, event.target.value)}
              />
            )}
          </FormGroup>
        ),
      )}
    </>
  );
}
