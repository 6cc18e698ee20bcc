// Public entry of @sift/charts. Explicit named exports only; a test snapshots this list.

// Pivot result transforms (pure)
export type {
  PivotRow,
  PivotValue,
  PivotValueSource,
  PivotRowSource,
  ChartColorSetting,
  PivotDescriptor,
  KeyPart,
} from './transforms/types';
export { EMPTY_VALUE_LABEL, formatKeyPart, formatTimestamp, browserTimezone } from './transforms/keys';
// The default palette is the ui's DEFAULT_CHART_COLORS.
export { assignColors } from './transforms/colors';
export { toChartData } from './transforms/chartSeries';
export type { ChartData, ChartDataOptions, ChartSeries, ChartPoint } from './transforms/chartSeries';
export { toHeatmapData, heatmapDomain } from './transforms/heatmap';
export type { HeatmapData, HeatmapOptions, HeatmapRow, HeatmapCell } from './transforms/heatmap';
export {
  extractNumber,
  computeTrend,
  TREND_PREFERENCES,
  TREND_ABSOLUTE_FORMAT,
  TREND_PERCENTAGE_FORMAT,
  NO_VALUE_LABEL,
} from './transforms/numeric';
export type { Trend, TrendPreference, TrendSentiment } from './transforms/numeric';
export { toGeoMarkers, parseGeoPoint } from './transforms/geo';
export type { GeoMarker } from './transforms/geo';
export { toTableModel } from './transforms/table';
export type { TableModel, TableColumn, TableRow, TableOptions, Cell } from './transforms/table';
export { nextSortStep, applySortStep, sortRows, SORT_DIRECTIONS } from './transforms/sort';
export type { SortConfig, SortDirection, SortStep } from './transforms/sort';

// Chart rules
export { AXIS_TYPES } from './scales/valueScale';
export type { AxisType } from './scales/valueScale';
export { BAR_MODES, DEFAULT_BAR_MODE, OVERLAY_MAX_SERIES, barOpacity } from './scales/barLayout';
export type { BarMode } from './scales/barLayout';
export { HEATMAP_COLOR_SCALES, DEFAULT_HEATMAP_COLOR_SCALE, isHeatmapColorScale, colorInterpolator } from './scales/colorScales';
export type { HeatmapColorScale } from './scales/colorScales';
export { LEGEND_ENTRIES_PER_ROW, LEGEND_MAX_HEIGHT, legendYPosition } from './scales/legendLayout';
export { MARKER_RADIUS_DEFAULT, MARKER_RADIUS_INCREMENT } from './scales/markerRadius';
export { DEFAULT_MAP_VIEWPORT, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from './scales/mapViewport';
export type { MapViewport } from './scales/mapViewport';

// Charts
export { BarChart } from './charts/BarChart/BarChart';
export type { BarChartProps } from './charts/BarChart/BarChart';
export { LineChart } from './charts/LineChart/LineChart';
export type { LineChartProps } from './charts/LineChart/LineChart';
export { AreaChart } from './charts/AreaChart/AreaChart';
export type { AreaChartProps } from './charts/AreaChart/AreaChart';
export { ScatterChart } from './charts/ScatterChart/ScatterChart';
export type { ScatterChartProps } from './charts/ScatterChart/ScatterChart';
export { PieChart, PIES_PER_ROW } from './charts/PieChart/PieChart';
export type { PieChartProps } from './charts/PieChart/PieChart';
export { HeatmapChart } from './charts/HeatmapChart/HeatmapChart';
export type { HeatmapChartProps } from './charts/HeatmapChart/HeatmapChart';
export { NumericChart } from './charts/NumericChart/NumericChart';
export type { NumericChartProps } from './charts/NumericChart/NumericChart';
export { WorldMapChart } from './charts/WorldMapChart/WorldMapChart';
export type { WorldMapChartProps } from './charts/WorldMapChart/WorldMapChart';
export { DataTable } from './charts/DataTable/DataTable';
export type { DataTableProps } from './charts/DataTable/DataTable';
export { EmptyAggregation, EMPTY_AGGREGATION_TITLE, EMPTY_AGGREGATION_HINT } from './charts/EmptyAggregation';
export type { ValueClickContext, EventAnnotation, BaseChartProps } from './charts/types';
export { INTERPOLATIONS, DEFAULT_INTERPOLATION } from './primitives/Paths';
export type { Interpolation } from './primitives/Paths';
export { useChartTheme } from './theme/useChartTheme';
export type { ChartTheme } from './theme/useChartTheme';
