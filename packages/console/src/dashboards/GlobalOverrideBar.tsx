import { useState } from 'react';
import styled from 'styled-components';
import type { TimeRange } from '@sift/api';
import { Button, TextInput } from '@sift/ui';
import { RefreshControl, type RefreshState } from '../search/searchBar/RefreshControl';
import type { RefreshInterval } from '../search/searchBar/refresh';
import type { RangePreset } from '../search/timeRange/durations';
import { TimeRangePicker } from '../search/timeRange/TimeRangePicker';

/** The placeholder and name of the dashboard's query override (2-search-and-dashboards.md §2). */
export const OVERRIDE_QUERY_PLACEHOLDER = 'Apply filter to all widgets';
export const RESET_OVERRIDE = 'Reset global override';

/** A time range and query that replace those of every widget on the dashboard, until reset. */
export interface GlobalOverride {
  timerange: TimeRange | null;
  queryString: string;
}

export const NO_OVERRIDE: GlobalOverride = { timerange: null, queryString: '' };

export function isOverridden(override: GlobalOverride): boolean {
  return override.timerange !== null || override.queryString.trim() !== '';
}

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

const Query = styled.div`
  flex: 1;
  min-width: 240px;
`;

export interface GlobalOverrideBarProps {
  override: GlobalOverride;
  onChange: (override: GlobalOverride) => void;
  /** What the time range control shows while no range overrides the widgets' own. */
  defaultTimerange: TimeRange;
  presets: readonly RangePreset[];
  limitSeconds: number;
  timezone: string;
  canConfigureRanges: boolean;
  configureRangesHref: string;
  refresh: RefreshState;
  onRefreshChange: (refresh: RefreshState) => void;
  refreshIntervals: readonly RefreshInterval[];
  /** Runs the dashboard's search again. */
  onRefresh: () => void;
}

/** The dashboard's global override bar: time range, query "Apply filter to all widgets", refresh, and a reset. */
export function GlobalOverrideBar(props: GlobalOverrideBarProps) {
  const { override, onChange } = props;
  const [query, setQuery] = useState(override.queryString);
  const [applied, setApplied] = useState(override.queryString);
  // A reset from outside (or a new dashboard) empties the field too.
  if (applied !== override.queryString) {
    setApplied(override.queryString);
    setQuery(override.queryString);
  }
  return (
    <Bar
      role="search"
      aria-label="Global override"
      onSubmit={(event) => {
        event.preventDefault();
        const next = query.trim();
        if (next === override.queryString) props.onRefresh();
        else onChange({ ...override, queryString: next });
      }}
    >
      <TimeRangePicker
        value={override.timerange ?? props.defaultTimerange}
        onChange={(timerange) => onChange({ ...override, timerange })}
        presets={props.presets}
        limitSeconds={props.limitSeconds}
        timezone={props.timezone}
        canConfigureRanges={props.canConfigureRanges}
        configureRangesHref={props.configureRangesHref}
      />
      <Query>
        <TextInput
          fullWidth
          aria-label={OVERRIDE_QUERY_PLACEHOLDER}
          placeholder={OVERRIDE_QUERY_PLACEHOLDER}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Query>
      <RefreshControl value={props.refresh} onChange={props.onRefreshChange} intervals={props.refreshIntervals} />
      {/* Never inert while a search runs: Enter in the query field must always submit (a busy default button blocks it). */}
      <Button type="submit" variant="primary" icon="search">
        Search
      </Button>
      {isOverridden(override) && (
        <Button type="button" onClick={() => onChange(NO_OVERRIDE)}>
          {RESET_OVERRIDE}
        </Button>
      )}
    </Bar>
  );
}
