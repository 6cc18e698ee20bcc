import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SearchApi, useApiClient, type QueryValidation, type TimeRange } from '@sift/api';

/** The server calls the search bar makes; stories and tests may supply their own. */
export interface SearchBarServices {
  /** `POST /search/validate`; a failing request counts as OK. */
  validate: (request: { query: string; timerange: TimeRange; streams: string[] }) => Promise<QueryValidation>;
  /** `POST /search/suggest` (page size 50). */
  suggest: (request: {
    field: string;
    input: string;
    timerange: TimeRange;
    streams: string[];
  }) => Promise<{ suggestions: Array<{ value: string; occurrence: number }>; sumOtherDocsCount: number | null }>;
  /** The natural-date test of a keyword: its resolved range, or a rejection when unparsable. */
  keywordRange: (keyword: string, timezone: string) => Promise<{ from: string; to: string; timezone: string }>;
}

const ServicesContext = createContext<SearchBarServices | null>(null);

/** Supplies search bar services (e.g. network-free ones in stories). */
export function SearchBarServicesProvider({ services, children }: { services: SearchBarServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The provided services, else the real API calls of the current client. */
export function useSearchBarServices(): SearchBarServices {
  const provided = useContext(ServicesContext);
  const client = useApiClient();
  return useMemo(
    () =>
      provided ?? {
        validate: (request) => SearchApi.validate(client, request),
        suggest: (request) => SearchApi.suggest(client, request),
        keywordRange: (keyword, timezone) => SearchApi.keywordRange(client, keyword, timezone),
      },
    [provided, client],
  );
}
