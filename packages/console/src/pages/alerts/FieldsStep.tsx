import { Button, Checkbox, FormGroup, IconButton, TextInput } from '@sift/ui';
import { newField, type FieldDraft } from './definitionDraft';
import type { StepProps } from './DetailsStep';

/** Fields: custom event fields from templates (`${source.<field>}`), optionally part of the event key. */
export function FieldsStep({ draft, errors, onChange }: StepProps) {
  const update = (id: string, next: Partial<FieldDraft>) =>
    onChange({ fields: draft.fields.map((f) => (f.id === id ? { ...f, ...next } : f)) });
  return (
    <>
      <p style={{ margin: 0 }}>
        Custom fields add information to each event, for example <code>{'${source.user}'}</code> for the user of the message or group.
      </p>
      {draft.fields.map((field, index) => (
        <div key={field.id} role="group" aria-label={`Field ${index + 1}`} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <FormGroup label="Name" error={errors[`fields.${field.id}.name`]}>
            {(control) => (
              <TextInput
                {...control}
                value={field.name}
                invalid={Boolean(errors[`fields.${field.id}.name`])}
                onChange={(e) => update(field.id, { name: e.target.value })}
              />
            )}
          </FormGroup>
          <FormGroup label="Template">
            {(control) => (
              <TextInput {...control} value={field.template} onChange={(e) => update(field.id, { template: e.target.value })} />
            )}
          </FormGroup>
          <Checkbox label="Use as event key" checked={field.isKey} onChange={(checked) => update(field.id, { isKey: checked })} />
          <IconButton
            name="trash"
            title={`Remove field ${field.name || index + 1}`}
            onClick={() => onChange({ fields: draft.fields.filter((f) => f.id !== field.id) })}
          />
        </div>
      ))}
      <div>
        <Button size="small" onClick={() => onChange({ fields: [...draft.fields, newField()] })}>
          Add Custom Field
        </Button>
      </div>
    </>
  );
}
