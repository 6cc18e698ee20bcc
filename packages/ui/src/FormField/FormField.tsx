import { lazy, Suspense, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { StyledInput } from '../Input/Input.styles';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import type { SelectOption } from '../Select/selectOptions';
import { TextInput } from '../TextInput/TextInput';
import { Textarea } from '../Textarea/Textarea';
import { assertFieldType, TEXTAREA_ROWS, type FieldType, type FieldValidator } from './fieldRules';
import { FormGroup } from './FormGroup';
import { ErrorText, HelpText } from '../Input/Input.styles';
import { Group } from './FormField.styles';
import { NumberField } from './NumberField';
import { useFieldState } from './useFieldState';

/**
 * Select (downshift, react-window, @floating-ui) loads with the first select field, so that a form of
 * text fields (the sign-in page) does not carry it (the console's login bundle budget).
 */
const Select = lazy(() => import('../Select/Select').then((module) => ({ default: module.Select })));

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
  };
  return (
    <FormGroup id={ids.input} label={props.label} optional={!props.required} help={props.help} error={error}>
      {(control) =>
        type === 'textarea' ? (
          <Textarea {...control} {...shared} rows={props.rows ?? TEXTAREA_ROWS} />
        ) : (
          <TextInput {...control} {...shared} type={type} />
        )
      }
    </FormGroup>
  );
}

function FileControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<File[]>(props.name, props, {}, props.id);
  return (
    <FormGroup id={ids.input} label={props.label} optional={!props.required} help={props.help} error={error}>
      {(control) => (
        <StyledInput
          {...control}
          name={input.name}
          type="file"
          disabled={props.disabled}
          aria-required={props.required || undefined}
          onChange={(event) => input.onChange(Array.from(event.target.files ?? []))}
          onBlur={() => input.onBlur()}
        />
      )}
    </FormGroup>
  );
}

function SelectControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<string | undefined>(props.name, props, {}, props.id);
  return (
    <FormGroup id={ids.input} label={props.label} optional={!props.required} help={props.help} error={error}>
      {(control) => (
        // The select is several elements; leaving all of them is what touches the field.
        <div
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
          }}
        >
          <Suspense>
            <Select
              id={control.id}
              options={props.options ?? []}
              value={input.value || undefined}
              onChange={(value) => input.onChange(value)}
              placeholder={props.placeholder}
              disabled={props.disabled}
              invalid={Boolean(error)}
              aria-describedby={control['aria-describedby']}
            />
          </Suspense>
        </div>
      )}
    </FormGroup>
  );
}

function CheckboxControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<boolean>(props.name, props, { type: 'checkbox' }, props.id);
  const describedBy = [props.help !== undefined ? ids.help : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  return (
    <Group>
      <Checkbox
        id={ids.input}
        name={input.name}
        label={props.label}
        checked={Boolean(input.checked)}
        onChange={(checked) => input.onChange(checked)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        disabled={props.disabled}
        invalid={Boolean(error)}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {props.help !== undefined && <HelpText id={ids.help}>{props.help}</HelpText>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </Group>
  );
}

function RadioControl(props: ControlProps) {
  const { input, error, ids } = useFieldState<string>(props.name, props, {}, props.id);
  return (
    <FormGroup id={ids.input} label={props.label} optional={!props.required} help={props.help} error={error} labelFor="group">
      {(control) => (
        <RadioGroup
          {...control}
          name={input.name}
          options={props.options ?? []}
          value={input.value}
          onChange={(value) => input.onChange(value)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={props.disabled}
          invalid={Boolean(error)}
          aria-required={props.required || undefined}
        />
      )}
    </FormGroup>
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
