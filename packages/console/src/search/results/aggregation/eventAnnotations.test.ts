import { describe, expect, it } from 'vitest';
import { annotationRequest, MAX_EVENT_ANNOTATIONS } from './eventAnnotations';

describe('event annotations of a time chart', () => {
  const range = { from: '2026-11-27T03:00:00.000Z', to: '2026-11-27T04:00:00.000Z' };

  it('asks for the alerts of the searched range, at most 100', () => {
    expect(MAX_EVENT_ANNOTATIONS).toBe(100);
    expect(annotationRequest(true, range)).toMatchObject({
      perPage: 100,
      timerange: { type: 'absolute', ...range },
      filter: { alerts: 'only', eventDefinitions: [] },
    });
  });

  it('asks for nothing when the chart shows no annotations or its range is unknown', () => {
    expect(annotationRequest(false, range)).toBeNull();
    expect(annotationRequest(true, undefined)).toBeNull();
  });
});
