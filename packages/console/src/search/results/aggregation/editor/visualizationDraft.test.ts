import { describe, expect, it } from 'vitest';
import { messageCountWidget } from '../../defaultWidgets';
import {
  configFromDraft,
  draftFromConfig,
  isUnchanged,
  newGrouping,
  offersEventAnnotations,
  validateDraft,
  withVisualization,
  type EditorDraft,
} from './editorModel';
import type { VisualizationConfigDraft } from './visualizationDraft';

const countDraft = (): EditorDraft => {
  const widget = messageCountWidget('w1');
  if (widget.type !== 'aggregation') throw new Error('expected an aggregation');
  return draftFromConfig(widget.config);
};
const withConfig = (type: 'heatmap' | 'map' | 'table', change: (config: VisualizationConfigDraft) => VisualizationConfigDraft) => {
  const draft = withVisualization(countDraft(), type);
  if (!draft.visualizationConfig) throw new Error('expected a config');
  return { ...draft, visualizationConfig: change(draft.visualizationConfig) };
};
const heatmap = (change: Partial<Extract<VisualizationConfigDraft, { kind: 'heatmap' }>>) =>
  withConfig('heatmap', (c) => (c.kind === 'heatmap' ? { ...c, ...change } : c));

describe('visualization config forms', () => {
  it('starts a heatmap at its defaults: Viridis, not reversed, auto scale, no bounds', () => {
    expect(withVisualization(countDraft(), 'heatmap').visualizationConfig).toEqual({
      kind: 'heatmap',
      colorScale: 'Viridis',
      reverseScale: false,
      autoScale: true,
      zMin: null,
      zMax: null,
      defaultValue: null,
      useSmallestAsDefault: false,
    });
  });

  it('requires Min and Max only without auto scale', () => {
    expect(validateDraft(heatmap({ autoScale: true }))['visualization.config.zMin']).toBeUndefined();
    const errors = validateDraft(heatmap({ autoScale: false, zMin: null, zMax: ' ' }));
    expect(errors['visualization.config.zMin']).toBe('Min is required.');
    expect(errors['visualization.config.zMax']).toBe('Max is required.');
  });

  it('discards the bounds when saved with auto scale, and keeps them as floats without', () => {
    const auto = configFromDraft(heatmap({ autoScale: true, zMin: '1', zMax: '9' }));
    expect(auto.visualizationConfig).toMatchObject({ autoScale: true, zMin: null, zMax: null });
    const fixed = configFromDraft(heatmap({ autoScale: false, zMin: '0.50', zMax: '12' }));
    expect(fixed.visualizationConfig).toMatchObject({ autoScale: false, zMin: '0.5', zMax: '12' });
  });

  it('requires the world map zoom, latitude and longitude', () => {
    const draft = withConfig('map', (c) => (c.kind === 'map' ? { ...c, viewport: { zoom: null, centerX: null, centerY: null } } : c));
    const errors = validateDraft(draft);
    expect([errors['visualization.config.zoom'], errors['visualization.config.centerX'], errors['visualization.config.centerY']]).toEqual([
      'Zoom is required.',
      'Latitude is required.',
      'Longitude is required.',
    ]);
    const complete = withConfig('map', (c) => (c.kind === 'map' ? { ...c, viewport: { zoom: 3, centerX: 48.1, centerY: 11.6 } } : c));
    expect(validateDraft(complete)).toEqual({});
    expect(configFromDraft(complete).visualizationConfig).toEqual({ kind: 'map', viewport: { zoom: 3, centerX: 48.1, centerY: 11.6 } });
  });

  it("drops pinned columns that are not a row grouping's field", () => {
    const draft = withConfig('table', (c) => (c.kind === 'table' ? { ...c, pinnedColumns: ['timestamp', 'source', 'gone'] } : c));
    const withSource = { ...draft, groupings: [...draft.groupings, { ...newGrouping(), field: 'source' }] };
    expect(configFromDraft(withSource).visualizationConfig).toEqual({ kind: 'table', pinnedColumns: ['timestamp', 'source'] });
    expect(configFromDraft(draft).visualizationConfig).toEqual({ kind: 'table', pinnedColumns: ['timestamp'] });
  });

  it('counts a heatmap whose bounds change without auto scale as a change, and with auto scale as none', () => {
    const saved = configFromDraft(heatmap({ autoScale: true }));
    expect(isUnchanged(heatmap({ autoScale: true, zMin: '4' }), saved)).toBe(true);
    expect(isUnchanged(heatmap({ autoScale: false, zMin: '4', zMax: '5' }), saved)).toBe(false);
  });
});

describe('event annotations', () => {
  it('are offered on bar, line, area and scatter charts over a time row grouping only', () => {
    expect(offersEventAnnotations(countDraft())).toBe(true);
    expect(offersEventAnnotations(withVisualization(countDraft(), 'line'))).toBe(true);
    expect(offersEventAnnotations(withVisualization(countDraft(), 'pie'))).toBe(false);
    expect(offersEventAnnotations(withVisualization(countDraft(), 'table'))).toBe(false);
    const bySource = { ...countDraft(), groupings: [{ ...newGrouping(), field: 'source' }] };
    expect(offersEventAnnotations(bySource)).toBe(false);
  });

  it('are saved as asked on a time chart, and off on any other', () => {
    const on = (draft: EditorDraft): EditorDraft => ({ ...draft, rest: { ...draft.rest, eventAnnotation: true } });
    expect(configFromDraft(on(countDraft())).eventAnnotation).toBe(true);
    expect(configFromDraft(on(withVisualization(countDraft(), 'pie'))).eventAnnotation).toBe(false);
  });
});
