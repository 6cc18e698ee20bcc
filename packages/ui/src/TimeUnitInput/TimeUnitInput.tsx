import { useId } from 'react';
import styled from 'styled-components';
import { FieldLabel, HelpText, StyledInput, StyledNativeSelect } from '../Input/Input.styles';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import { isTimeUnit, TIME_UNIT_DEFAULT_UNIT, TIME_UNIT_DEFAULT_VALUE, TIME_UNITS, timeUnitLabel, type TimeUnit } from './timeUnits';

export interface TimeUnitValue {
  value: number;
  unit: TimeUnit;
  enabled: boolean;
}

export interface TimeUnitInputProps {
  /** Visible label, e.g. "Refresh interval". */
  label: string;
  /** The amount; 1 when absent. */
  value?: number;
  /** The unit; SECONDS when absent (use REFRESH_INTERVAL_DEFAULT_UNIT, MINUTES, for refresh intervals). */
  unit?: TimeUnit;
  /** Whether the setting is on; when off, amount and unit cannot be edited. */
  enabled?: boolean;
  /** Called with the whole new state on every change. */
  update: (next: TimeUnitValue) => void;
  /** The units offered; all seven by default. */
  units?: readonly TimeUnit[];
  /** Hide the enable toggle for settings that are always on. */
  hideCheckbox?: boolean;
  help?: string;
  disabled?: boolean;
  /** Id of the amount input; generated when absent. */
  id?: string;
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0;

  > input[type='number'] {
    flex: 1;
    min-width: 0;
    border-radius: 0;
  }
  > select {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
    border-left: none;
  }
  > input[type='number']:first-child {
    border-radius: 4px 0 0 4px;
  }
`;

const Toggle = styled.label`
  display: flex;
  align-items: center;
  padding: ${spacing(0, 1)};
  background: ${colorVars.background.sunken};
  border: 1px solid ${colorVars.border.strong};
  border-right: none;
  border-radius: 4px 0 0 4px;

  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${colorVars.primary.main};
  }
`;

const Group = styled.div`
  margin-bottom: ${spacing(1.5)};
  font-family: ${typography.fontFamily.body};
`;

/** An amount plus a unit (NANOSECONDS to DAYS), with a toggle to switch the setting on or off. Starts at 1 SECONDS. */
export function TimeUnitInput({
  label,
  value = TIME_UNIT_DEFAULT_VALUE,
  unit = TIME_UNIT_DEFAULT_UNIT,
  enabled = true,
  update,
  units = TIME_UNITS,
  hideCheckbox = false,
  help,
  disabled = false,
  id,
}: TimeUnitInputProps) {
  const generated = useId();
  const inputId = id ?? `time-unit-${generated}`;
  const editable = !disabled && (hideCheckbox || enabled);
  const current: TimeUnitValue = { value, unit, enabled: hideCheckbox || enabled };
  return (
    <Group>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Row>
        {!hideCheckbox && (
          <Toggle title={`Enable ${label}`}>
            <input
              type="checkbox"
              aria-label={`Enable ${label}`}
              checked={enabled}
              disabled={disabled}
              onChange={(event) => update({ ...current, enabled: event.target.checked })}
            />
          </Toggle>
        )}
        <StyledInput
          id={inputId}
          type="number"
          min={0}
          value={Number.isNaN(value) ? '' : String(value)}
          disabled={!editable}
          aria-describedby={help ? `${inputId}-help` : undefined}
          onChange={(event) => update({ ...current, value: event.target.value === '' ? 0 : Number(event.target.value) })}
        />
        <StyledNativeSelect
          aria-label={`${label} unit`}
          value={unit}
          disabled={!editable}
          onChange={(event) => {
            if (isTimeUnit(event.target.value)) update({ ...current, unit: event.target.value });
          }}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {timeUnitLabel(u)}
            </option>
          ))}
        </StyledNativeSelect>
      </Row>
      {help && <HelpText id={`${inputId}-help`}>{help}</HelpText>}
    </Group>
  );
}
