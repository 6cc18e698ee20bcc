import { useMemo } from 'react';
import { DEFAULT_EVENT_SEARCH, EventsApi, useApiRead, type EventSearchRequest } from '@sift/api';
import type { EventAnnotation } from '@sift/charts';

/** At most this many alerts are drawn on one chart (the newest). */
export const MAX_EVENT_ANNOTATIONS = 100;

/** The alerts request for a chart's searched range, or null when the chart draws none. */
export function annotationRequest(enabled: boolean, range: { from: string; to: string } | undefined): EventSearchRequest | null {
  if (!enabled || !range) return null;
  return {
    ...DEFAULT_EVENT_SEARCH,
    perPage: MAX_EVENT_ANNOTATIONS,
    timerange: { type: 'absolute', from: range.from, to: range.to },
    filter: { alerts: 'only', eventDefinitions: [] },
  };
}

/** The alerts raised in a time chart's range, as annotations: their time, and their message and definition as the label. */
export function useEventAnnotations(
  enabled: boolean,
  range: { from: string; to: string } | undefined,
): readonly EventAnnotation[] | undefined {
  const request = annotationRequest(enabled, range);
  const { data } = useApiRead(request ? ['events', 'annotations', request] : null, (c) =>
    EventsApi.search(c, request ?? DEFAULT_EVENT_SEARCH),
  );
  return useMemo(
    () =>
      data?.events.map(({ event }) => {
        const definition = data.context.eventDefinitions[event.eventDefinitionId]?.title;
        return { id: event.id, timestamp: event.timestamp, label: definition ? `${definition}: ${event.message}` : event.message };
      }),
    [data],
  );
}
