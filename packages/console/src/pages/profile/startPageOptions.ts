import { useMemo } from 'react';
import { START_PAGE_ENTITY_TYPES, useStartPageEntities, type StartPageEntityType } from '@sift/api';
import type { SelectOption } from '@sift/ui';

export const START_PAGE_TYPES = START_PAGE_ENTITY_TYPES;
export type StartPageType = StartPageEntityType;

export const START_PAGE_TYPE_LABELS: Record<StartPageType, string> = { dashboard: 'Dashboard', stream: 'Stream', search: 'Search' };

export function isStartPageType(value: string | null | undefined): value is StartPageType {
  return START_PAGE_TYPES.some((type) => type === value);
}

/** The entities that can be a start page of `type`, as select options by title (nothing is read without a type). */
export function useStartPageOptions(type: StartPageType | undefined): { data: SelectOption[] | undefined; error: Error | undefined } {
  const { data, error } = useStartPageEntities(type);
  const options = useMemo(() => data?.map((entity) => ({ label: entity.title, value: entity.id })), [data]);
  return { data: options, error };
}
