import useSWR from 'swr';
import { StreamsApi, useApiClient, ViewsApi } from '@sift/api';
import type { SelectOption } from '@sift/ui';

export const START_PAGE_TYPES = ['dashboard', 'stream', 'search'] as const;
export type StartPageType = (typeof START_PAGE_TYPES)[number];

export const START_PAGE_TYPE_LABELS: Record<StartPageType, string> = { dashboard: 'Dashboard', stream: 'Stream', search: 'Search' };

export function isStartPageType(value: string | null | undefined): value is StartPageType {
  return START_PAGE_TYPES.some((type) => type === value);
}

/** Enough for the entity select to list everything a user can pick in practice; it filters as one types. */
const ALL = { page: 1, perPage: 1000 } as const;

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

async function readOptions(client: ReturnType<typeof useApiClient>, type: StartPageType): Promise<SelectOption[]> {
  if (type === 'stream') return (await StreamsApi.list(client)).map((stream) => ({ label: stream.title, value: stream.id })).sort(byLabel);
  const page = type === 'dashboard' ? await ViewsApi.dashboards(client, ALL) : await ViewsApi.savedSearches(client, ALL);
  return page.elements.flatMap((view) => (view.id ? [{ label: view.title, value: view.id }] : [])).sort(byLabel);
}

const RESOURCE = { dashboard: 'dashboards', stream: 'streams', search: 'savedSearches' } as const;

/** The entities that can be a start page of `type` (nothing is fetched without a type). */
export function useStartPageOptions(type: StartPageType | undefined) {
  const client = useApiClient();
  return useSWR(type ? [RESOURCE[type], 'startPageOptions', type] : null, () => (type ? readOptions(client, type) : Promise.resolve([])));
}
