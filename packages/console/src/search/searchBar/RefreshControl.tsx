import { ButtonGroup, DropdownMenu, IconButton } from '@sift/ui';
import { refreshIntervalLabel, type RefreshInterval } from './refresh';

export interface RefreshState {
  enabled: boolean;
  intervalMs: number | null;
  /** Live updates (beyond Graylog): new messages stream into the message table; periodic refresh is off meanwhile. */
  live?: boolean;
}

/** The refresh menu's entry for live updates. */
export const LIVE_OPTION_LABEL = 'Live';
export const STOP_LIVE_TITLE = 'Stop live updates';

export interface RefreshControlProps {
  value: RefreshState;
  onChange: (value: RefreshState) => void;
  /** From the searches cluster config. */
  intervals: readonly RefreshInterval[];
  /** The server streams new messages (`GET /sift/capabilities`); without it there is no "Live" entry. */
  liveAvailable?: boolean;
}

/**
 * Starts and stops auto-refresh and picks its interval; choosing an interval starts it. Where the
 * server offers it, "Live" streams new messages instead of refreshing periodically.
 */
export function RefreshControl({ value, onChange, intervals, liveAvailable = false }: RefreshControlProps) {
  const hasIntervals = intervals.length > 0 && value.intervalMs !== null;
  if (!hasIntervals && !liveAvailable) return null;
  const live = liveAvailable && value.live === true;
  const current = value.intervalMs === null ? null : refreshIntervalLabel(value.intervalMs);
  const refreshing = !live && value.enabled && current !== null;
  const items = hasIntervals
    ? intervals.map((interval) => ({
        label: interval.label,
        active: refreshing && interval.ms === value.intervalMs,
        onSelect: () => onChange({ enabled: true, intervalMs: interval.ms, live: false }),
      }))
    : [];
  if (liveAvailable)
    items.push({ label: LIVE_OPTION_LABEL, active: live, onSelect: () => onChange({ ...value, enabled: false, live: true }) });

  let toggle: { name: 'x' | 'play'; title: string; next: RefreshState };
  if (live) toggle = { name: 'x', title: STOP_LIVE_TITLE, next: { ...value, enabled: false, live: false } };
  else if (refreshing) toggle = { name: 'x', title: `Pause refreshing (every ${current})`, next: { ...value, enabled: false } };
  else if (current !== null)
    toggle = { name: 'play', title: `Start refreshing every ${current}`, next: { ...value, enabled: true, live: false } };
  else toggle = { name: 'play', title: 'Start live updates', next: { ...value, enabled: false, live: true } };

  return (
    <ButtonGroup aria-label="Refresh">
      <IconButton name={toggle.name} title={toggle.title} onClick={() => onChange(toggle.next)} />
      <DropdownMenu title={live ? LIVE_OPTION_LABEL : refreshing ? `Every ${current}` : 'Not updating'} items={items} />
    </ButtonGroup>
  );
}
