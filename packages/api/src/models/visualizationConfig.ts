import { boolOr, isObject, num, obj, oneOf, optNum, optStr, strings } from './decode';

export const VISUALIZATIONS = ['table', 'bar', 'line', 'area', 'pie', 'scatter', 'numeric', 'heatmap', 'map'] as const;
export type Visualization = (typeof VISUALIZATIONS)[number];

export const AXIS_TYPES = ['linear', 'logarithmic'] as const;
export type AxisType = (typeof AXIS_TYPES)[number];
export const BAR_MODES = ['stack', 'overlay', 'group', 'relative'] as const;
export type BarMode = (typeof BAR_MODES)[number];
export const INTERPOLATIONS = ['linear', 'step-after', 'spline'] as const;
export type Interpolation = (typeof INTERPOLATIONS)[number];
export const TREND_PREFERENCES = ['LOWER', 'NEUTRAL', 'HIGHER'] as const;
export type TrendPreference = (typeof TREND_PREFERENCES)[number];

/** `visualization_config` on the wire, by visualization (API.md §4). */
export type VisualizationConfigWire =
  | { barmode?: BarMode; axis_type: AxisType }
  | { interpolation: Interpolation; axis_type: AxisType }
  | { axis_type: AxisType }
  | { trend: boolean; trend_preference: TrendPreference }
  | {
      color_scale: string;
      reverse_scale: boolean;
      auto_scale: boolean;
      z_min: string | null;
      z_max: string | null;
      default_value: number | null;
      use_smallest_as_default: boolean;
    }
  | { viewport: { center_x: number; center_y: number; zoom: number } }
  | { pinned_columns: string[] };

export type VisualizationConfig =
  | { kind: 'bar'; barmode: BarMode | null; axisType: AxisType }
  | { kind: 'line' | 'area'; interpolation: Interpolation; axisType: AxisType }
  | { kind: 'scatter'; axisType: AxisType }
  | { kind: 'numeric'; trend: boolean; trendPreference: TrendPreference }
  | {
      kind: 'heatmap';
      colorScale: string;
      reverseScale: boolean;
      autoScale: boolean;
      zMin: string | null;
      zMax: string | null;
      defaultValue: number | null;
      useSmallestAsDefault: boolean;
    }
  | { kind: 'map'; viewport: { centerX: number; centerY: number; zoom: number } }
  | { kind: 'table'; pinnedColumns: string[] };

function axis(source: Record<string, unknown>, field: string): AxisType {
  return oneOf(AXIS_TYPES, source['axis_type'] ?? 'linear', `${field}.axis_type`);
}

/** Reads the config for `visualization`; null stays null (and `pie` has none). */
export function decodeVisualizationConfig(visualization: Visualization, value: unknown, field: string): VisualizationConfig | null {
  if (value === undefined || value === null || visualization === 'pie') return null;
  const source = obj(value, field);
  switch (visualization) {
    case 'bar':
      return {
        kind: 'bar',
        barmode:
          source['barmode'] === undefined || source['barmode'] === null ? null : oneOf(BAR_MODES, source['barmode'], `${field}.barmode`),
        axisType: axis(source, field),
      };
    case 'line':
    case 'area':
      return {
        kind: visualization,
        interpolation: oneOf(INTERPOLATIONS, source['interpolation'] ?? 'linear', `${field}.interpolation`),
        axisType: axis(source, field),
      };
    case 'scatter':
      return { kind: 'scatter', axisType: axis(source, field) };
    case 'numeric':
      return {
        kind: 'numeric',
        trend: boolOr(source['trend'], `${field}.trend`, false),
        trendPreference: oneOf(TREND_PREFERENCES, source['trend_preference'] ?? 'NEUTRAL', `${field}.trend_preference`),
      };
    case 'heatmap':
      return {
        kind: 'heatmap',
        colorScale: optStr(source['color_scale'], `${field}.color_scale`) ?? 'Viridis',
        reverseScale: boolOr(source['reverse_scale'], `${field}.reverse_scale`, false),
        autoScale: boolOr(source['auto_scale'], `${field}.auto_scale`, true),
        zMin: optStr(source['z_min'], `${field}.z_min`),
        zMax: optStr(source['z_max'], `${field}.z_max`),
        defaultValue: optNum(source['default_value'], `${field}.default_value`),
        useSmallestAsDefault: boolOr(source['use_smallest_as_default'], `${field}.use_smallest_as_default`, false),
      };
    case 'map': {
      const viewport = isObject(source['viewport']) ? source['viewport'] : { center_x: 0, center_y: 0, zoom: 1 };
      return {
        kind: 'map',
        viewport: {
          centerX: num(viewport['center_x'], `${field}.viewport.center_x`),
          centerY: num(viewport['center_y'], `${field}.viewport.center_y`),
          zoom: num(viewport['zoom'], `${field}.viewport.zoom`),
        },
      };
    }
    case 'table':
      return { kind: 'table', pinnedColumns: strings(source['pinned_columns'], `${field}.pinned_columns`) };
  }
}

export function encodeVisualizationConfig(config: VisualizationConfig | null): VisualizationConfigWire | null {
  if (!config) return null;
  switch (config.kind) {
    case 'bar':
      return config.barmode === null ? { axis_type: config.axisType } : { barmode: config.barmode, axis_type: config.axisType };
    case 'line':
    case 'area':
      return { interpolation: config.interpolation, axis_type: config.axisType };
    case 'scatter':
      return { axis_type: config.axisType };
    case 'numeric':
      return { trend: config.trend, trend_preference: config.trendPreference };
    case 'heatmap':
      return {
        color_scale: config.colorScale,
        reverse_scale: config.reverseScale,
        auto_scale: config.autoScale,
        z_min: config.zMin,
        z_max: config.zMax,
        default_value: config.defaultValue,
        use_smallest_as_default: config.useSmallestAsDefault,
      };
    case 'map':
      return { viewport: { center_x: config.viewport.centerX, center_y: config.viewport.centerY, zoom: config.viewport.zoom } };
    case 'table':
      return { pinned_columns: config.pinnedColumns };
  }
}
