import styled from 'styled-components';
import type { TimeRange } from '@sift/api';
import { Checkbox, FormGroup, NativeSelect, NumberInput, spacing } from '@sift/ui';
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

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(1)};
  flex-wrap: wrap;
`;

const UNIT_OPTIONS = RELATIVE_UNITS.map((unit) => ({ value: unit.unit, label: unit.label }));

function Edge({ label, seconds, openLabel, error, disabled = false, onChange }: EdgeProps) {
  const amount = toAmount(seconds ?? 300);
  const open = seconds === null;
  const setAmount = (value: number, unit: RelativeUnit) => onChange(toSeconds({ value: clampAmount(value, unit), unit }));
  return (
    <FormGroup labelFor="group" label={label} error={error}>
      {(control) => (
        <Row role="group" aria-labelledby={control['aria-labelledby']}>
          <Checkbox
            label={openLabel}
            checked={open}
            disabled={disabled}
            onChange={(checked) => onChange(checked ? null : toSeconds(amount))}
          />
          <NumberInput
            min={1}
            aria-label={`${label} value`}
            invalid={Boolean(error)}
            aria-describedby={control['aria-describedby']}
            disabled={open || disabled}
            value={amount.value}
            onChange={(event) => setAmount(Number(event.target.value), amount.unit)}
            style={{ width: 96 }}
          />
          <NativeSelect
            aria-label={`${label} unit`}
            disabled={open || disabled}
            value={amount.unit}
            options={UNIT_OPTIONS}
            onChange={(unit) => setAmount(amount.value, unit as RelativeUnit)}
          />
          <span>ago</span>
        </Row>
      )}
    </FormGroup>
  );
}

/** From and Until as amounts ago; "All Time" forces Until to Now; hours capped at 23, minutes and seconds at 59. */
export function RelativeRangeEditor({ range, errors, onChange }: RelativeRangeEditorProps) {
  const from = 'range' in range ? range.range : range.from;
  const to = 'range' in range ? null : range.to;
  const allTime = from === 0;
  return (
    <div>
      <Edge
        label="From"
        seconds={allTime ? null : from}
        openLabel="All Time"
        error={errors.from}
        onChange={(seconds) => onChange(normalizeRelative(seconds ?? 0, seconds === null ? null : to))}
      />
      <Edge
        label="Until"
        seconds={allTime ? null : to}
        openLabel="Now"
        error={errors.to}
        disabled={allTime}
        onChange={(seconds) => onChange(normalizeRelative(from, seconds))}
      />
    </div>
  );
}
