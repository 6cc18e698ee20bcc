import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { ApiClient, ApiProvider, SessionGate, type FieldType, type QueryValidation, type Stream } from '@sift/api';
import { SiftThemeProvider } from '@sift/ui';
import { SearchBar, type SearchBarProps } from '../searchBar/SearchBar';
import { DEFAULT_SEARCH_BAR_VALUES, type SearchBarValues } from '../searchModel';
import { SearchBarServicesProvider, type SearchBarServices } from '../services';
import { relativePresets } from '../timeRange/durations';

export const field = (name: string, properties: string[] = [], type = 'string'): FieldType => ({ name, type, properties, indexNames: [] });

export const testStreams = [
  { id: 's1', title: 'Web logs' },
  { id: 's2', title: 'Firewall' },
] as unknown as Stream[];

/** Services that answer what the test says, recording calls. */
export function fakeServices(overrides: Partial<SearchBarServices> = {}) {
  return {
    validate: vi.fn(async (): Promise<QueryValidation> => ({ status: 'OK', explanations: [] })),
    suggest: vi.fn(async () => ({ suggestions: [], sumOtherDocsCount: 0 })),
    keywordRange: vi.fn(async () => ({ from: '2024-05-01T00:00:00.000Z', to: '2024-05-02T00:00:00.000Z', timezone: 'UTC' })),
    ...overrides,
  } satisfies SearchBarServices;
}

function Harness(props: Partial<SearchBarProps> & { initial?: SearchBarValues }) {
  const [values, setValues] = useState(props.initial ?? DEFAULT_SEARCH_BAR_VALUES);
  const [refresh, setRefresh] = useState(props.refresh ?? { enabled: false, intervalMs: 5000 });
  return (
    <SearchBar
      values={values}
      onChange={setValues}
      lastSearched={props.lastSearched ?? props.initial ?? DEFAULT_SEARCH_BAR_VALUES}
      onSubmit={props.onSubmit ?? (() => undefined)}
      running={props.running ?? false}
      streams={props.streams ?? testStreams}
      fields={props.fields ?? []}
      presets={props.presets ?? relativePresets({ PT5M: '5 minutes', PT0S: 'all messages', PT1H: '1 hour' }, 0)}
      limitSeconds={props.limitSeconds ?? 0}
      timezone={props.timezone ?? 'UTC'}
      canConfigureRanges={props.canConfigureRanges ?? false}
      configureRangesHref="/system/configurations"
      refresh={refresh}
      onRefreshChange={setRefresh}
      refreshIntervals={
        props.refreshIntervals ?? [
          { ms: 5000, label: '5 seconds' },
          { ms: 60000, label: '1 minute' },
        ]
      }
    />
  );
}

/** Renders the search bar with fake services; the form state lives in the harness. */
export function renderSearchBar(props: Partial<SearchBarProps> & { initial?: SearchBarValues; services?: SearchBarServices } = {}) {
  const services = props.services ?? fakeServices();
  const client = new ApiClient({ session: new SessionGate('jane'), fetch: () => new Promise<Response>(() => undefined) });
  const view = render(
    <SiftThemeProvider mode="teint" withGlobalStyles={false}>
      <ApiProvider client={client}>
        <SearchBarServicesProvider services={services}>
          <Harness {...props} />
        </SearchBarServicesProvider>
      </ApiProvider>
    </SiftThemeProvider>,
  );
  return { ...view, services };
}
