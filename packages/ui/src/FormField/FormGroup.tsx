import { useId, type ReactNode } from 'react';
import { ErrorText, FieldLabel, HelpText } from '../Input/Input.styles';
import { OPTIONAL_SUFFIX } from './fieldRules';
import { Group } from './FormField.styles';

/** What a control inside a `FormGroup` needs to be tied to its label, help and error. */
export interface FormControlProps {
  id: string;
  /** Set for `labelFor="group"`: the control is a group (radios) named by the label element. */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormGroupProps {
  /** Visible label of the control. */
  label: ReactNode;
  /** Appends "(optional)" to the label. Leave it off for checkboxes and switches, which are never required. */
  optional?: boolean;
  /** Help text under the control. */
  help?: ReactNode;
  /** Validation message under the control; marks it invalid. */
  error?: string;
  /** Id of the control; generated when absent. */
  id?: string;
  /**
   * `input` (default): the label is a `<label for>` of one control. `group`: the label names a group
   * of controls (a radio group) through `aria-labelledby`.
   */
  labelFor?: 'input' | 'group';
  /** The control, or a function that receives the ids and ARIA attributes to put on it. */
  children: ReactNode | ((control: FormControlProps) => ReactNode);
}

/** The ids a form group derives from its control's id. */
export function formGroupIds(id: string) {
  return { input: id, label: `${id}-label`, help: `${id}-help`, error: `${id}-error` };
}

/**
 * The layout every form field shares: label (with the optional marker), the control, help text and
 * the validation message, wired together for assistive technology.
 */
export function FormGroup({ label, optional = false, help, error, id, labelFor = 'input', children }: FormGroupProps) {
  const generated = useId();
  const ids = formGroupIds(id ?? `form-group-${generated}`);
  const describedBy = [help !== undefined ? ids.help : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  const control: FormControlProps = {
    id: ids.input,
    'aria-labelledby': labelFor === 'group' ? ids.label : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    'aria-invalid': error ? true : undefined,
  };
  const text = (
    <>
      {label}
      {optional && ` ${OPTIONAL_SUFFIX}`}
    </>
  );
  return (
    <Group>
      {labelFor === 'input' ? (
        <FieldLabel id={ids.label} htmlFor={ids.input}>
          {text}
        </FieldLabel>
      ) : (
        <FieldLabel as="div" id={ids.label}>
          {text}
        </FieldLabel>
      )}
      {typeof children === 'function' ? children(control) : children}
      {help !== undefined && <HelpText id={ids.help}>{help}</HelpText>}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </Group>
  );
}
