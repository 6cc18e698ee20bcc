import { useId, type FocusEventHandler, type ReactNode } from 'react';
import styled from 'styled-components';
import { Choice, ChoiceDescription, ChoiceInput, ChoiceLabel } from '../Checkbox/Checkbox.styles';
import { spacing } from '../theme/tokens';

export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Smaller help text under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

const Root = styled.div<{ $orientation: RadioGroupOrientation }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ $orientation }) => ($orientation === 'vertical' ? spacing(0.5) : spacing(0.5, 2))};
`;

export interface RadioGroupProps {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen value; none is chosen when it matches no option. */
  value: string | undefined;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Name shared by the radios; generated when absent. */
  name?: string;
  /** Stack the options (default) or set them in a row. */
  orientation?: RadioGroupOrientation;
  /** Disables every option. */
  disabled?: boolean;
  /** Marks the group invalid (`aria-invalid` on each radio). */
  invalid?: boolean;
  /** Id of the group element. */
  id?: string;
  /** Accessible name, when no `aria-labelledby` (a `FormGroup` with `labelFor="group"` gives one). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
}

/** One choice out of a few, all visible at once. Arrow keys move between the options, as in any radio group. */
export function RadioGroup({
  options,
  value,
  onChange,
  name,
  orientation = 'vertical',
  disabled = false,
  invalid = false,
  onBlur,
  onFocus,
  id,
  ...aria
}: RadioGroupProps) {
  const generated = useId();
  const groupName = name ?? `radio-${generated}`;
  return (
    <Root role="radiogroup" id={id} $orientation={orientation} {...aria}>
      {options.map((option) => {
        const descriptionId = `${groupName}-${option.value}-description`;
        return (
          <Choice key={option.value}>
            <ChoiceLabel $disabled={disabled || option.disabled}>
              <ChoiceInput
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={disabled || option.disabled}
                aria-invalid={invalid || undefined}
                aria-describedby={option.description !== undefined ? descriptionId : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                onFocus={onFocus}
              />
              {option.label}
            </ChoiceLabel>
            {option.description !== undefined && <ChoiceDescription id={descriptionId}>{option.description}</ChoiceDescription>}
          </Choice>
        );
      })}
    </Root>
  );
}
