import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { inputCss } from '../Input/Input.styles';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const Wrapper = styled.div<{ $fullWidth: boolean }>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  align-items: center;
  color: ${colorVars.text.secondary};

  > svg {
    position: absolute;
    right: ${spacing(1)};
    pointer-events: none;
  }
`;

const Control = styled.select`
  ${inputCss}
  flex: 1 1 auto;
  appearance: none;
  padding-right: ${spacing(4)};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children' | 'multiple'> {
  /** The choices, in order. For long or searchable lists use `Select`. */
  options: readonly NativeSelectOption[];
  /** The chosen value. */
  value: string | undefined;
  /** Called with the chosen option's value. */
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** A first, empty choice shown while nothing is chosen (e.g. "Select a capability"). */
  placeholder?: string;
  /** Marks the control invalid (red border, `aria-invalid`). */
  invalid?: boolean;
  /** Stretches the control to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The browser's own `<select>` for a short, fixed list (a unit, a capability, a page size): native
 * keyboard and mobile pickers, no popup to position. Give it a label: a `FormGroup`, or `aria-label`.
 */
export function NativeSelect({ options, value, onChange, placeholder, invalid = false, fullWidth = false, ...props }: NativeSelectProps) {
  const chosen = value ?? '';
  return (
    <Wrapper $fullWidth={fullWidth}>
      <Control
        {...props}
        value={chosen}
        aria-invalid={invalid || props['aria-invalid'] || undefined}
        onChange={(event) => onChange(event.target.value, event)}
      >
        {placeholder !== undefined && (
          <option value="" disabled={chosen !== ''}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Control>
      <Icon name="chevron-down" size="sm" />
    </Wrapper>
  );
}
