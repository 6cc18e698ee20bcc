import type { ReactNode } from 'react';
import { ErrorText, HelpText, StyledInput, StyledTextarea } from '../Input/Input.styles';
import { FieldShell } from './FieldShell';
import { Select } from '../Select/Select';
import type { SelectOption } from '../Select/selectOptions';
import { ChoiceRow, Group, RadioGroup } from './FormField.styles';
import { assertFieldType, fieldLabel, TEXTAREA_ROWS, type FieldType, type FieldValidator } from './fieldRules';
import { NumberField } from './NumberField';
import { describedBy, useFieldState } from './useFieldState';

export interface FormFieldProps {
  /** Name of the value in the react-final-form form. */
  name: string;
  /** Visible label. Optional fields get " (optional)" appended, except checkboxes. */
  label: string;
  /** One of text, password, email, number, file, tel, textarea, select, checkbox, radio; any other type throws. */
  type?: FieldType;
  /** An empty value gives "Field is required". */
  required?: boolean;
  /** A shorter text gives "Must be greater than {minLength}". */
  minLength?: number;
  /** A longer text gives "Must be smaller than {maxLength}". */
  maxLength?: number;
  /** Custom check run after the built-in ones; return a message or undefined. */
  validate?: FieldValidator;
  /** Help text under the control. */
  help?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** Choices for `select` and `radio`. */
  options?: readonly SelectOption[];
  /** Rows of a `textarea` (10 by default). */
  rows?: number;
  /** The browser's autofill hint, e.g. `username`, `current-password`. */
  autoComplete?: string;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Focus the control on mount (text-like types), e.g. the username on the sign-in page. */
  autoFocus?: boolean;
}

type ControlProps = Omit<FormFieldProps, 'type'>;

function TextControl({ type, ...props }: ControlProps & { type: 'text' | 'password' | 'email' | 'tel' | 'textarea' }) {
  const { input, error, ids } = useFieldState<string>(props.name, props, {}, props.id);
  const shared = {
    id: ids.input,
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    placeholder: props.placeholder,
    disabled: props.disabled,
    autoComplete: props.autoComplete,
    autoFocus: props.autoFocus,
    'aria-required': props.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, props.help !== undefined, error),
  };
  return (
    <FieldShell ids={ids} label={fieldLabel(props.label, { required: Boolean(props.required), type })} help={props.help} error={error}>
      {type === 'textarea' ? <StyledTextarea {...shared} rows={props.rows ?? TEXTAREA_ROWS} /> : <StyledInput {...shared} type={type} />}
    </FieldShell>
  );
}

function FileControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<File[]>(props.name, props, {}, props.id);
  return (
    <FieldShell ids={ids} label={fieldLabel(props.label, { required: Boolean(props.required), type: 'file' })} help={props.help} error={error}>
      <StyledInput
        id={ids.input}
        name={input.name}
        type="file"
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, props.help !== undefined, error)}
        onChange={(event) => input.onChange(Array.from(event.target.files ?? []))}
        onBlur={() => input.onBlur()}
      />
    </FieldShell>
  );
}

function SelectControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<string | undefined>(props.name, props, {}, props.id);
  return (
    <FieldShell ids={ids} label={fieldLabel(props.label, { required: Boolean(props.required), type: 'select' })} help={props.help} error={error}>
      {/* The select is several elements; leaving all of them is what touches the field. */}
      <div
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
        }}
      >
        <Select
          id={ids.input}
          options={props.options ?? []}
          value={input.value || undefined}
          onChange={(value) => input.onChange(value)}
          placeholder={props.placeholder}
          disabled={props.disabled}
          invalid={Boolean(error)}
          aria-describedby={describedBy(ids, props.help !== undefined, error)}
        />
      </div>
    </FieldShell>
  );
}

function CheckboxControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<boolean>(props.name, props, { type: 'checkbox' }, props.id);
  return (
    <Group>
      <ChoiceRow>
        <input
          id={ids.input}
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, props.help !== undefined, error)}
        />
        {fieldLabel(props.label, { required: Boolean(props.required), type: 'checkbox' })}
      </ChoiceRow>
      {props.help !== undefined && <HelpText id={ids.help}>{props.help}</HelpText>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </Group>
  );
}

function RadioControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<string>(props.name, props, {}, props.id);
  return (
    <FieldShell ids={ids} label={fieldLabel(props.label, { required: Boolean(props.required), type: 'radio' })} help={props.help} error={error} labelFor={false}>
      <RadioGroup role="radiogroup" aria-labelledby={ids.label} aria-describedby={describedBy(ids, props.help !== undefined, error)} aria-required={props.required || undefined}>
        {(props.options ?? []).map((option) => (
          <ChoiceRow key={option.value}>
            <input
              type="radio"
              name={input.name}
              value={option.value}
              checked={input.value === option.value}
              disabled={props.disabled || option.disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => input.onChange(option.value)}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
            />
            {option.label}
          </ChoiceRow>
        ))}
      </RadioGroup>
    </FieldShell>
  );
}

/**
 * A form field bound to the surrounding react-final-form `<Form>`: label, control, help and the
 * validation message ("Field is required", "Must be greater than {n}", "Must be smaller than {n}" or
 * the custom validator's), shown only once the field has been touched.
 */
export function FormField({ type = 'text', ...props }: FormFieldProps) {
  // Types can arrive from server-side form descriptions at runtime, so check beyond the compiler.
  assertFieldType(type);
  switch (type) {
    case 'number':
      return <NumberField {...props} />;
    case 'file':
      return <FileControl {...props} />;
    case 'select':
      return <SelectControl {...props} />;
    case 'checkbox':
      return <CheckboxControl {...props} />;
    case 'radio':
      return <RadioControl {...props} />;
    default:
      return <TextControl {...props} type={type} />;
  }
}
