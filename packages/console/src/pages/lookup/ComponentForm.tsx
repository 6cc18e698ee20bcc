import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { LookupComponent, LookupTypeDescriptor, ValidationResult } from '@sift/api';
import {
  Alert,
  Button,
  ConfigurationFields,
  configurationPayload,
  Form,
  FormField,
  FormGroup,
  initialConfigurationFormValues,
  NativeSelect,
  Panel,
  spacing,
  toast,
} from '@sift/ui';
import type { ComponentKind } from './componentKinds';
import { lookupTypeForm } from './componentTypes';
import { toFieldErrors } from './validationErrors';

const Buttons = styled.div`
  display: flex;
  gap: ${spacing(1)};
  margin-top: ${spacing(1)};
`;
const Chooser = styled.div`
  max-width: 480px;
  margin-bottom: ${spacing(2)};
`;

type Values = { title: string; description: string; name: string; config: Record<string, unknown> };
const OWN_FIELDS = ['title', 'description', 'name'];

export interface ComponentFormProps {
  kind: ComponentKind;
  /** The cache or adapter to edit; absent to create one of a chosen type. */
  component?: LookupComponent;
  /** The types the server offers (`/system/lookup/types/*`). */
  types: Record<string, LookupTypeDescriptor>;
  /** The server's checks; its field errors show at their fields and nothing is saved. Rejects when the check itself fails. */
  validate: (component: LookupComponent) => Promise<ValidationResult>;
  onSave: (component: LookupComponent) => Promise<void>;
  onCancel: () => void;
}

/** Create or edit a cache or data adapter: title, description, name, and the plugin form of its type. */
export function ComponentForm({ kind, component, types, validate, onSave, onCancel }: ComponentFormProps) {
  const [chosen, setChosen] = useState(component?.configType ?? '');
  const descriptor = types[chosen];
  const options = useMemo(
    () =>
      Object.values(types)
        .map((type) => ({ value: type.type, label: lookupTypeForm(type).name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [types],
  );
  return (
    <>
      {!component && (
        <Chooser>
          <FormGroup label={`${kind.Noun} type`} help={descriptor ? lookupTypeForm(descriptor).description : undefined}>
            {(control) => (
              <NativeSelect {...control} placeholder={`Select ${kind.noun} type`} options={options} value={chosen} onChange={setChosen} />
            )}
          </FormGroup>
        </Chooser>
      )}
      {descriptor && (
        <TypedForm
          key={descriptor.type}
          kind={kind}
          component={component}
          descriptor={descriptor}
          validate={validate}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    </>
  );
}

function TypedForm({
  kind,
  component,
  descriptor,
  validate,
  onSave,
  onCancel,
}: Omit<ComponentFormProps, 'types'> & { descriptor: LookupTypeDescriptor }) {
  const form = lookupTypeForm(descriptor);
  const initialValues = useMemo<Values>(
    () => ({
      title: component?.title ?? '',
      description: component?.description ?? '',
      name: component?.name ?? '',
      config: initialConfigurationFormValues(form.fields, component?.config ?? descriptor.defaultConfig),
    }),
    [component, descriptor, form.fields],
  );
  const label = component ? `Edit ${kind.noun}` : `Create ${kind.noun}`;

  const submit = async (values: Values) => {
    const draft: LookupComponent = {
      id: component?.id ?? '',
      scope: component?.scope ?? null,
      contentPack: component?.contentPack ?? null,
      customErrorTtl: component?.customErrorTtl ?? null,
      title: (values.title ?? '').trim(),
      description: values.description ?? '',
      name: (values.name ?? '').trim(),
      configType: descriptor.type,
      // Properties the form does not show (a plugin's, a newer server's) keep their values.
      config: {
        ...(component?.config ?? descriptor.defaultConfig),
        ...configurationPayload(form.fields, values.config ?? {}),
        type: descriptor.type,
      },
    };
    let result: ValidationResult;
    try {
      result = await validate(draft);
    } catch {
      return undefined;
    }
    const { fields, other } = toFieldErrors(result.errors, (field) => {
      const key = field.replace(/^config\./, '');
      if (OWN_FIELDS.includes(key)) return key;
      return key in form.fields ? `config.${key}` : null;
    });
    if (other.length > 0) toast.error(kind.failures.save, other.join('\n'));
    if (Object.keys(fields).length > 0 || other.length > 0) return fields;
    await onSave(draft);
    return undefined;
  };

  return (
    <Form<Values> aria-label={label} initialValues={initialValues} onSubmit={submit}>
      <Panel title={form.name} headingLevel={2}>
        {form.deprecation && <Alert variant="warning">{form.deprecation}</Alert>}
        <FormField name="title" label="Title" required help={`A short title of the ${kind.noun} for lists and pages.`} />
        <FormField name="description" label="Description" type="textarea" rows={2} />
        <FormField name="name" label="Name" required help={`The unique name of the ${kind.noun}.`} />
        <ConfigurationFields requestedConfiguration={form.fields} name="config" />
      </Panel>
      <Buttons>
        <Button type="submit" variant="primary">
          {component ? `Update ${kind.noun}` : `Create ${kind.noun}`}
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}
