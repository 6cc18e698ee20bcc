import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { FieldType, Stream, TimeRange } from '@sift/api';
import { Select } from '@sift/ui';
import { SHAKE_DURATION_MS } from '../constants';
import { QueryInput } from '../queryInput/QueryInput';
import type { SuggestValues } from '../queryInput/useCompletions';
import type { SearchBarValues } from '../searchModel';
import { useSearchBarServices } from '../services';
import type { RangePreset } from '../timeRange/durations';
import { TimeRangePicker } from '../timeRange/TimeRangePicker';
import { useQueryValidation } from '../useQueryValidation';
import type { LiveStatus } from '../live/useLiveMessages';
import { LiveIndicator } from './LiveIndicator';
import { RefreshControl, type RefreshState } from './RefreshControl';
import type { RefreshInterval } from './refresh';
import { SearchButton } from './SearchButton';
import { explanationRanges } from './validation';
import { ValidationStatus } from './ValidationStatus';

const Form = styled.form`
  display: grid;
  gap: 8px;
  margin-bottom: 12px;
`;

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  flex-wrap: wrap;
`;

const Streams = styled.div`
  flex: 1;
  min-width: 220px;
`;

export interface SearchBarProps {
  /** The form (time range, streams, query). */
  values: SearchBarValues;
  onChange: (values: SearchBarValues) => void;
  /** The values of the last search; the button shows a dot while the form differs. */
  lastSearched: SearchBarValues;
  /** Runs the search; only called while the query is valid (also while a search runs: the new one replaces it). */
  onSubmit: (values: SearchBarValues) => void;
  /** The search is running. */
  running: boolean;
  /** Streams the user may search. */
  streams: readonly Stream[];
  /** Known fields for completion. */
  fields: readonly FieldType[];
  presets: readonly RangePreset[];
  limitSeconds: number;
  timezone: string;
  canConfigureRanges: boolean;
  configureRangesHref: string;
  refresh: RefreshState;
  onRefreshChange: (refresh: RefreshState) => void;
  refreshIntervals: readonly RefreshInterval[];
  /** The server offers live updates (the refresh control's "Live" entry). */
  liveAvailable?: boolean;
  /** The live stream's state and the messages it brought since the last search. */
  live?: { status: LiveStatus; received: number };
}

/**
 * Time range, streams, query with validation, the search button and the refresh control. An ERROR
 * blocks searching (the status shakes when the user tries); a WARNING is shown but does not block.
 */
export function SearchBar(props: SearchBarProps) {
  const { values, onChange, lastSearched, onSubmit, running, streams, fields } = props;
  const services = useSearchBarServices();
  const validation = useQueryValidation(values);
  const [shaking, setShaking] = useState(false);
  const statusId = useId();
  const invalid = validation.status === 'ERROR';
  const dirty = JSON.stringify(values) !== JSON.stringify(lastSearched);

  useEffect(() => {
    if (!shaking) return undefined;
    const timer = setTimeout(() => setShaking(false), SHAKE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [shaking]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    let { status } = validation;
    // A search asked for before the debounced validation answered checks the query at once.
    if (validation.validating)
      status = (
        await services
          .validate({ query: values.queryString, timerange: values.timerange, streams: values.streams })
          .catch(() => ({ status: 'OK' as const }))
      ).status;
    if (status === 'ERROR') {
      setShaking(true);
      return;
    }
    onSubmit(values);
  };
  const suggestValues: SuggestValues = (field, input) =>
    services.suggest({ field, input, timerange: values.timerange, streams: values.streams });
  const set = (patch: Partial<SearchBarValues>) => onChange({ ...values, ...patch });

  return (
    <Form
      onSubmit={(event) => {
        void submit(event);
      }}
      aria-label="Search bar"
      noValidate
    >
      <Line>
        <TimeRangePicker
          value={values.timerange}
          onChange={(timerange: TimeRange) => set({ timerange })}
          presets={props.presets}
          limitSeconds={props.limitSeconds}
          timezone={props.timezone}
          canConfigureRanges={props.canConfigureRanges}
          configureRangesHref={props.configureRangesHref}
        />
        <Streams>
          <Select
            multi
            clearable
            aria-label="Streams"
            placeholder="Select streams the search should include. Searches in all streams if empty."
            options={streams.map((stream) => ({ value: stream.id, label: stream.title }))}
            value={values.streams}
            onChange={(ids) => set({ streams: ids })}
          />
        </Streams>
        <RefreshControl
          value={props.refresh}
          onChange={props.onRefreshChange}
          intervals={props.refreshIntervals}
          liveAvailable={props.liveAvailable}
        />
        {props.live && <LiveIndicator status={props.live.status} received={props.live.received} />}
      </Line>
      <Line>
        <SearchButton running={running} dirty={dirty} disabled={invalid || validation.validating} />
        <QueryInput
          value={values.queryString}
          onChange={(queryString) => set({ queryString })}
          onSubmit={() => {
            void submit();
          }}
          fields={fields}
          suggestValues={suggestValues}
          errorRanges={explanationRanges(values.queryString, validation.explanations)}
          aria-describedby={statusId}
        />
        <ValidationStatus id={statusId} status={validation.status} explanations={validation.explanations} shaking={shaking} />
      </Line>
    </Form>
  );
}
