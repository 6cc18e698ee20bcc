import { ButtonGroup, DropdownMenu, IconButton } from '@sift/ui';
import { refreshIntervalLabel, type RefreshInterval } from './refresh';

export interface RefreshState {
  enabled: boolean;
  intervalMs: number | null;
}

export interface RefreshControlProps {
  value: RefreshState;
  onChange: (value: RefreshState) => void;
  /** From the searches cluster config. */
  intervals: readonly RefreshInterval[];
}

/** Starts and stops auto-refresh and picks its interval; choosing an interval starts it. */
export function RefreshControl({ value, onChange, intervals }: RefreshControlProps) {
  if (intervals.length === 0 || value.intervalMs === null) return null;
  const current = refreshIntervalLabel(value.intervalMs);
  return (
    <ButtonGroup aria-label="Refresh">
      <IconButton
        name={value.enabled ? 'x' : 'play'}
        title={value.enabled ? `Pause refreshing (every ${current})` : `Start refreshing every ${current}`}
        onClick={() => onChange({ ...value, enabled: !value.enabled })}
      />
      <DropdownMenu
        title={value.enabled ? `Every ${current}` : 'Not updating'}
        items={intervals.map((interval) => ({ label: interval.label, active: value.enabled && interval.ms === value.intervalMs, onSelect: () => onChange({ enabled: true, intervalMs: interval.ms }) }))}
      />
    </ButtonGroup>
  );
}
