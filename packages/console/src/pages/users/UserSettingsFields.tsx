import styled from 'styled-components';
import type { Role } from '@sift/api';
import { Checkbox, FormGroup, NativeSelect, TextInput } from '@sift/ui';
import { TIMEOUT_UNITS, validateTimeout, type SessionTimeout, type TimeoutUnit } from './sessionTimeout';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

/** A legend for assistive technology only, where a panel heading already names the group. */
const HiddenLegend = styled.legend`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const BROWSER_TIMEZONE = 'Browser default';

/** Every IANA time zone the browser knows, after "Browser default" (no zone stored). */
export function timezoneOptions(): Array<{ value: string; label: string }> {
  return [{ value: '', label: BROWSER_TIMEZONE }, ...Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }))];
}

export function TimezoneSelect({ value, onChange }: { value: string | null; onChange: (zone: string | null) => void }) {
  return (
    <FormGroup label="Time zone" help="Dates and times are shown in this zone.">
      {(control) => (
        <NativeSelect
          {...control}
          options={timezoneOptions()}
          value={value ?? ''}
          onChange={(zone) => onChange(zone === '' ? null : zone)}
        />
      )}
    </FormGroup>
  );
}

export function SessionTimeoutInput({ value, onChange }: { value: SessionTimeout; onChange: (next: SessionTimeout) => void }) {
  const error = validateTimeout(value);
  return (
    <FormGroup label="Session timeout" help="A session ends after this long without activity." error={error}>
      {(control) => (
        <Row>
          <TextInput
            {...control}
            inputMode="numeric"
            value={Number.isFinite(value.value) ? String(value.value) : ''}
            onChange={(event) => onChange({ ...value, value: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            style={{ width: '96px' }}
          />
          <NativeSelect
            aria-label="Session timeout unit"
            options={TIMEOUT_UNITS.map(({ value: v, label }) => ({ value: v, label }))}
            value={value.unit}
            onChange={(unit) => onChange({ ...value, unit: unit as TimeoutUnit })}
          />
        </Row>
      )}
    </FormGroup>
  );
}

/** One checkbox per role; `selected` holds role names (as users carry them). `hideLegend` under a "Roles" heading. */
export function RolesPicker({
  roles,
  selected,
  onChange,
  hideLegend = false,
}: {
  roles: readonly Role[];
  selected: readonly string[];
  onChange: (names: string[]) => void;
  hideLegend?: boolean;
}) {
  return (
    <Fieldset>
      {hideLegend ? <HiddenLegend>Roles</HiddenLegend> : <legend>Roles</legend>}
      {roles.map((role) => (
        <Checkbox
          key={role.name}
          label={role.name}
          description={role.description || undefined}
          checked={selected.includes(role.name)}
          onChange={(checked) => onChange(checked ? [...selected, role.name] : selected.filter((name) => name !== role.name))}
        />
      ))}
    </Fieldset>
  );
}
