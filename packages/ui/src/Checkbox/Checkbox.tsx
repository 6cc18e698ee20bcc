import { useEffect, useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Choice, ChoiceDescription, ChoiceInput, ChoiceLabel } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children'> {
  /** Visible label on the right of the box. Without one, give the checkbox an `aria-label`. */
  label?: ReactNode;
  /** Smaller help text under the label; it becomes the checkbox's accessible description. */
  description?: ReactNode;
  /** Shows the mixed state (some of a group checked); assistive technology reads it as "mixed". */
  indeterminate?: boolean;
  /** Marks the checkbox invalid (`aria-invalid`). */
  invalid?: boolean;
  /** Called with the new checked state. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
}

/** A native checkbox in the theme's colours, with its label, help and an optional mixed state. */
export function Checkbox({ label, description, indeterminate = false, invalid = false, onChange, disabled, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  useEffect(() => {
    // The mixed state exists only as a DOM property, not as an attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const describedBy = [props['aria-describedby'], description !== undefined ? descriptionId : undefined].filter(Boolean).join(' ');
  const box = (
    <ChoiceInput
      {...props}
      ref={ref}
      type="checkbox"
      disabled={disabled}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      onChange={(event) => onChange?.(event.target.checked, event)}
    />
  );
  if (label === undefined) return box;
  return (
    <Choice>
      <ChoiceLabel $disabled={disabled}>
        {box}
        {label}
      </ChoiceLabel>
      {description !== undefined && <ChoiceDescription id={descriptionId}>{description}</ChoiceDescription>}
    </Choice>
  );
}
