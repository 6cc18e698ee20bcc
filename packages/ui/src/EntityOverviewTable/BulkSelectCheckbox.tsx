import { useEffect, useRef } from 'react';
import type { BulkSelectState } from './columnRules';
import { Checkbox } from './EntityOverviewTable.styles';

export interface BulkSelectCheckboxProps {
  /** Unchecked, partial (shown as indeterminate, `aria-checked="mixed"`) or checked. */
  state: BulkSelectState;
  onChange: () => void;
  'aria-label': string;
  disabled?: boolean;
}

/** A native checkbox with the third, partial state. */
export function BulkSelectCheckbox({ state, onChange, disabled, 'aria-label': ariaLabel }: BulkSelectCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'partial';
  }, [state]);
  return (
    <Checkbox ref={ref} type="checkbox" aria-label={ariaLabel} checked={state === 'checked'} disabled={disabled} onChange={onChange} />
  );
}
