import { useMemo } from 'react';
import { useFieldTypes, useSearchesClusterConfig, type FieldType, type TimeRange } from '@sift/api';
import { useCurrentUserContext } from '../../shell/currentUser';

export interface SearchFieldContext {
  /** Field types by name. */
  fieldTypes: ReadonlyMap<string, FieldType>;
  fieldTypeList: readonly FieldType[];
  /** `analysis_disabled_fields` of the searches cluster config. */
  analysisDisabledFields: readonly string[];
  /** The user's timezone (UTC when unset). */
  timezone: string;
}

/** Field types for the search's streams and range, analysis-disabled fields and the user's timezone. */
export function useSearchFieldContext(streams: readonly string[] = [], timerange: TimeRange | null = null): SearchFieldContext {
  const { data: types } = useFieldTypes(streams, timerange);
  const { data: config } = useSearchesClusterConfig();
  const user = useCurrentUserContext();
  return useMemo(
    () => ({
      fieldTypes: new Map((types ?? []).map((type) => [type.name, type])),
      fieldTypeList: types ?? [],
      analysisDisabledFields: config?.analysisDisabledFields ?? [],
      timezone: user.timezone ?? 'UTC',
    }),
    [types, config, user.timezone],
  );
}
