import { useId } from 'react';
import type { TimeRange } from '@sift/api';
import { FieldError, Fieldset, NativeSelect, Row, TextInput } from '../searchBar/styles';
import { normalizeRelative } from './conversion';
import type { RangeErrors } from './limits';
import { clampAmount, RELATIVE_UNITS, toAmount, toSeconds, type RelativeUnit } from './relative';

export interface RelativeRangeEditorProps {
  /** A relative range. */
  range: Extract<TimeRange, { type: 'relative' }>;
  errors: RangeErrors;
  onChange: (range: TimeRange) => void;
}

interface EdgeProps {
  label: 'From' | 'Until';
  /** Seconds ago; null for the open end (All Time for From, Now for Until). */
  seconds: number | null;
  openLabel: string;
  error?: string;
  disabled?: boolean;
  onChange: (seconds: number | null) => void;
}

function Edge({ label, seconds, openLabel, error, disabled = false, onChange }: EdgeProps) {
  const id = useId();
  const amount = toAmount(seconds ?? 300);
  const open = seconds === null;
  const setAmount = (value: number, unit: RelativeUnit) => onChange(toSeconds({ value: clampAmount(value, unit), unit }));
  return (
    <Fieldset>
      <legend>{label}</legend>
      <Row>
        <label>
          <input type="checkbox" checked={open} disabled={disabled} onChange={(event) => onChange(event.target.checked ? null : toSeconds(amount))} /> {openLabel}
        </label>
        <TextInput
          type="number"
          min={1}
          aria-label={`${label} value`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={open || disabled}
          value={amount.value}
          onChange={(event) => setAmount(Number(event.target.value), amount.unit)}
          style={{ width: 90 }}
        />
        <NativeSelect aria-label={`${label} unit`} disabled={open || disabled} value={amount.unit} onChange={(event) => setAmount(amount.value, event.target.value as RelativeUnit)}>
          {RELATIVE_UNITS.map((unit) => <option key={unit.unit} value={unit.unit}>{unit.label}</option>)}
        </NativeSelect>
        <span>ago</span>
      </Row>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Fieldset>
  );
}

/** From and Until as amounts ago; "All Time" forces Until to Now; hours capped at 23, minutes and seconds at 59. */
export function RelativeRangeEditor({ range, errors, onChange }: RelativeRangeEditorProps) {
  const from = 'range' in range ? range.range : range.from;
  const to = 'range' in range ? null : range.to;
  const allTime = from === 0;
  return (
    <div>
      <Edge label="From" seconds={allTime ? null : from} openLabel="All Time" error={errors.from} onChange={(seconds) => onChange(normalizeRelative(seconds ?? 0, seconds === null ? null : to))} />
      <Edge label="Until" seconds={allTime ? null : to} openLabel="Now" error={errors.to} disabled={allTime} onChange={(seconds) => onChange(normalizeRelative(from, seconds))} />
    </div>
  );
}
