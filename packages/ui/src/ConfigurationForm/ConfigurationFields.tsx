import { Alert } from '../Alert/Alert';
import { FormField } from '../FormField/FormField';
import { FormGroup } from '../FormField/FormGroup';
import { ListField } from '../FormField/ListField';
import { NumberField } from '../FormField/NumberField';
import { useFieldState } from '../FormField/useFieldState';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { Select } from '../Select/Select';
import { TEXTAREA_ROWS } from '../FormField/fieldRules';
import { Textarea } from '../Textarea/Textarea';
import {
  fieldOptions,
  hasAttribute,
  isConfigurationFieldType,
  isEncryptedField,
  numberAttributes,
  sortedConfigurationFields,
  type RequestedConfiguration,
  type RequestedConfigurationField,
} from './configurationModel';
import { EncryptedField } from './EncryptedField';

/** Dropdowns with more options than this get a searchable `Select` instead of the native one (time zones, for example). */
export const NATIVE_DROPDOWN_MAX_OPTIONS = 20;

/** The message in place of a field whose type the form does not know; its value is sent back unchanged. */
export const unsupportedFieldMessage = (key: string, type: string): string =>
  `The field "${key}" has the type "${type}", which this form cannot show. Its current value is kept.`;

function DropdownField({ name, field }: { name: string; field: RequestedConfigurationField }) {
  const required = !field.is_optional;
  const { input, error, ids } = useFieldState<string>(name, { required });
  const options = fieldOptions(field);
  return (
    <FormGroup id={ids.input} label={field.human_name} optional={field.is_optional} help={field.description || undefined} error={error}>
      {(control) =>
        options.length > NATIVE_DROPDOWN_MAX_OPTIONS ? (
          <div
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
            }}
          >
            <Select
              id={control.id}
              options={options}
              value={input.value || undefined}
              onChange={(value) => input.onChange(value ?? '')}
              invalid={Boolean(error)}
              aria-describedby={control['aria-describedby']}
            />
          </div>
        ) : (
          <NativeSelect
            {...control}
            fullWidth
            options={options}
            value={input.value}
            onChange={(value) => input.onChange(value)}
            onBlur={input.onBlur}
            aria-required={required || undefined}
            placeholder={input.value === '' ? '' : undefined}
          />
        )
      }
    </FormGroup>
  );
}

function PlainBinaryField({ name, field }: { name: string; field: RequestedConfigurationField }) {
  const required = !field.is_optional;
  const { input, error, ids } = useFieldState<string>(name, { required });
  return (
    <FormGroup id={ids.input} label={field.human_name} optional={field.is_optional} help={field.description || undefined} error={error}>
      {(control) => (
        <Textarea
          {...control}
          monospace
          rows={TEXTAREA_ROWS}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          aria-required={required || undefined}
        />
      )}
    </FormGroup>
  );
}

function ConfigurationField({ name, fieldKey, field }: { name: string; fieldKey: string; field: RequestedConfigurationField }) {
  const common = { name, label: field.human_name, required: !field.is_optional, help: field.description || undefined };
  if (isEncryptedField(field)) return <EncryptedField name={name} field={field} />;
  if (!isConfigurationFieldType(field.type)) return <Alert variant="danger">{unsupportedFieldMessage(fieldKey, field.type)}</Alert>;
  switch (field.type) {
    case 'text': {
      const type = hasAttribute(field, 'textarea')
        ? 'textarea'
        : hasAttribute(field, 'is_password') || hasAttribute(field, 'is_sensitive')
          ? 'password'
          : 'text';
      return <FormField {...common} type={type} autoComplete={type === 'password' ? 'off' : undefined} />;
    }
    case 'number':
      return <NumberField {...common} {...numberAttributes(field)} />;
    case 'boolean':
      // Booleans are always optional on the server; unchecked is an answer, so no marker and no "required".
      return <FormField {...common} required={false} type="checkbox" />;
    case 'dropdown':
      return <DropdownField name={name} field={field} />;
    case 'list':
      return <ListField {...common} options={fieldOptions(field)} allowCreate={hasAttribute(field, 'allow_create')} />;
    case 'inline_binary':
      return <PlainBinaryField name={name} field={field} />;
  }
}

export interface ConfigurationFieldsProps {
  /** The plugin's `requested_configuration`, as the server sends it. */
  requestedConfiguration: RequestedConfiguration;
  /** Where the values live in the surrounding react-final-form form; start them with `initialConfigurationFormValues`. */
  name?: string;
}

/**
 * The fields of a plugin's `requested_configuration`, in Graylog's order, inside a react-final-form
 * form of your own (for screens with more fields, such as an input's title). Turn the values into the
 * request's configuration with `configurationPayload`. For the common case use `ConfigurationForm`.
 */
export function ConfigurationFields({ requestedConfiguration, name = 'configuration' }: ConfigurationFieldsProps) {
  return (
    <>
      {sortedConfigurationFields(requestedConfiguration).map(([key, field]) => (
        <ConfigurationField key={key} name={`${name}.${key}`} fieldKey={key} field={field} />
      ))}
    </>
  );
}
