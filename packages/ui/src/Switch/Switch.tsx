import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Choice, ChoiceDescription, ChoiceLabel } from '../Checkbox/Checkbox.styles';
import { motion, radius, spacing } from '../theme/tokens';
import { colorVars } from '../theme/cssVariables';

// A checkbox with the switch role, drawn as a track with a sliding thumb.
const Track = styled.input`
  flex: none;
  position: relative;
  width: ${spacing(4)};
  height: ${spacing(2)};
  margin: 0;
  appearance: none;
  border-radius: ${radius.round};
  background: ${colorVars.border.strong};
  cursor: inherit;
  transition: background ${motion.fast} ease-out;

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: ${spacing(1.5)};
    height: ${spacing(1.5)};
    border-radius: ${radius.round};
    background: ${colorVars.background.surface};
    transition: transform ${motion.fast} ease-out;
  }
  &:checked {
    background: ${colorVars.primary.main};
  }
  &:checked::before {
    transform: translateX(${spacing(2)});
  }
  &:disabled {
    opacity: 0.5;
  }
  &:focus-visible {
    outline: 2px solid ${colorVars.border.focus};
    outline-offset: 2px;
  }
`;

const Description = styled(ChoiceDescription)`
  padding-left: ${spacing(5)};
`;

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children' | 'role'> {
  /** Visible label on the right of the switch. Without one, give the switch an `aria-label`. */
  label?: ReactNode;
  /** Smaller help text under the label; it becomes the switch's accessible description. */
  description?: ReactNode;
  /** Called with the new state. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An on/off switch for a setting that takes effect at once (a disabled flag, a feature toggle). Inside a
 * form that is saved with a button, use a `Checkbox`.
 */
export function Switch({ label, description, onChange, disabled, ...props }: SwitchProps) {
  const descriptionId = useId();
  const describedBy = [props['aria-describedby'], description !== undefined ? descriptionId : undefined].filter(Boolean).join(' ');
  const track = (
    <Track
      {...props}
      type="checkbox"
      role="switch"
      disabled={disabled}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      onChange={(event) => onChange?.(event.target.checked, event)}
    />
  );
  if (label === undefined) return track;
  return (
    <Choice>
      <ChoiceLabel $disabled={disabled}>
        {track}
        {label}
      </ChoiceLabel>
      {description !== undefined && <Description id={descriptionId}>{description}</Description>}
    </Choice>
  );
}
