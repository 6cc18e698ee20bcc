import type { ReactNode } from 'react';
import { Select } from '../Select/Select';
import type { SelectOption } from '../Select/selectOptions';
import { addListValues, parseList, type FieldValidator } from './fieldRules';
import { FormGroup } from './FormGroup';
import { useFieldState } from './useFieldState';

export interface ListFieldProps {
  /** Name of the value in the react-final-form form: a list of strings (a comma-separated string is read as one). */
  name: string;
  /** Visible label; optional fields get " (optional)". */
  label: string;
  /** The known values. */
  options: readonly SelectOption[];
  /** Typed values that are not among the options can be added (comma-separated for several at once). */
  allowCreate?: boolean;
  /** An empty list gives "Field is required". */
  required?: boolean;
  /** Custom check on the list. */
  validate?: FieldValidator;
  help?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** A multi-value field. Values are comma-split, an empty string is an empty list, and new values need `allowCreate`. */
export function ListField({ options, allowCreate = false, ...props }: ListFieldProps) {
  const { input, error, ids } = useFieldState<string[] | string>(
    props.name,
    { required: props.required, validate: props.validate },
    { format: (value: unknown) => parseList(value as string | string[] | undefined) },
    props.id,
  );
  const current = parseList(input.value);
  const known = options.map((option) => option.value);
  return (
    <FormGroup id={ids.input} label={props.label} optional={!props.required} help={props.help} error={error}>
      {(control) => (
        <div
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) input.onBlur();
          }}
        >
          <Select
            multi
            id={control.id}
            options={options}
            creatable={allowCreate}
            value={current}
            onChange={(next) => {
              const added = next.length > current.length ? next[next.length - 1] : undefined;
              input.onChange(added === undefined ? next : addListValues(current, added, { allowCreate, options: known }));
            }}
            placeholder={props.placeholder}
            disabled={props.disabled}
            invalid={Boolean(error)}
            aria-describedby={control['aria-describedby']}
          />
        </div>
      )}
    </FormGroup>
  );
}
