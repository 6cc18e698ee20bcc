import { useMemo } from 'react';
import type { AggregationConfig, SearchTypeResult } from '@sift/api';
import {
  AreaChart, BarChart, DataTable, EmptyAggregation, extractNumber, HeatmapChart, isHeatmapColorScale, LineChart, NumericChart, PieChart, ScatterChart, toChartData, toGeoMarkers,
  toHeatmapData, toTableModel, WorldMapChart,
  type ChartColorSetting, type PivotDescriptor, type PivotRow, type ValueClickContext,
} from '@sift/charts';

export interface AggregationWidgetProps {
  /** The widget title, the charts' accessible name. */
  title: string;
  config: AggregationConfig;
  /** The widget's results by search-type name (`chart`, `trend`). */
  results: Readonly<Record<string, SearchTypeResult>>;
  /** IANA timezone of time keys. */
  timezone?: string;
  onValueClick?: (context: ValueClickContext) => void;
}

function pivotRows(result: SearchTypeResult | undefined): PivotRow[] {
  if (result?.type !== 'pivot') return [];
  return result.rows.map((row) => ({ ...row, values: row.values.map((v) => ({ ...v, value: typeof v.value === 'number' || typeof v.value === 'string' ? v.value : null })) }));
}

const descriptors = (pivots: AggregationConfig['rowPivots']): PivotDescriptor[] => pivots.map((p) => ({ fields: p.fields, type: p.type }));

/** An aggregation widget's result drawn with the charts package, read-only (editing belongs to dashboards). */
export function AggregationWidget({ title, config, results, timezone, onValueClick }: AggregationWidgetProps) {
  const rows = useMemo(() => pivotRows(results['chart']), [results]);
  const options = useMemo(() => ({
    rowPivots: descriptors(config.rowPivots),
    columnPivots: descriptors(config.columnPivots),
    includeRollup: config.rollup,
    chartColors: (config.chartColors ?? []).map((c): ChartColorSetting => ({ field_name: c.fieldName, chart_color: c.chartColor })),
    ...(timezone ? { timezone } : {}),
  }), [config, timezone]);
  const seriesIds = config.series.map((s) => s.name ?? s.function);
  const data = useMemo(() => toChartData(rows, options), [rows, options]);
  if (config.series.length === 0 && config.visualization !== 'table') return <EmptyAggregation />;
  const vc = config.visualizationConfig;
  const common = { title, onValueClick, data };
  switch (config.visualization) {
    case 'bar':
      return <BarChart {...common} barMode={vc?.kind === 'bar' && vc.barmode ? vc.barmode : undefined} axisType={vc?.kind === 'bar' ? vc.axisType : undefined} timezone={timezone} />;
    case 'line':
      return <LineChart {...common} interpolation={vc?.kind === 'line' ? vc.interpolation : undefined} axisType={vc?.kind === 'line' ? vc.axisType : undefined} timezone={timezone} />;
    case 'area':
      return <AreaChart {...common} interpolation={vc?.kind === 'area' ? vc.interpolation : undefined} axisType={vc?.kind === 'area' ? vc.axisType : undefined} timezone={timezone} />;
    case 'scatter':
      return <ScatterChart {...common} axisType={vc?.kind === 'scatter' ? vc.axisType : undefined} timezone={timezone} />;
    case 'pie':
      return <PieChart {...common} chartColors={options.chartColors} />;
    case 'numeric': {
      const trend = vc?.kind === 'numeric' && vc.trend;
      return (
        <NumericChart
          title={title}
          onValueClick={onValueClick}
          value={extractNumber(rows, seriesIds[0])}
          seriesId={seriesIds[0]}
          trend={trend}
          previousValue={trend ? extractNumber(pivotRows(results['trend']), seriesIds[0]) : null}
          trendPreference={vc?.kind === 'numeric' ? vc.trendPreference : undefined}
        />
      );
    }
    case 'heatmap': {
      const hc = vc?.kind === 'heatmap' ? vc : null;
      const heatmap = toHeatmapData(rows, { rowPivots: options.rowPivots, columnPivots: options.columnPivots, timezone, useSmallestAsDefault: hc?.useSmallestAsDefault ?? false, defaultValue: hc?.defaultValue ?? null });
      return (
        <HeatmapChart
          title={title}
          onValueClick={onValueClick}
          data={heatmap}
          colorScale={hc && isHeatmapColorScale(hc.colorScale) ? hc.colorScale : undefined}
          reverseScale={hc?.reverseScale}
          autoScale={hc?.autoScale}
          zMin={hc?.zMin}
          zMax={hc?.zMax}
        />
      );
    }
    case 'map':
      return (
        <WorldMapChart
          title={title}
          onValueClick={onValueClick}
          data={toGeoMarkers(rows, { rowPivots: options.rowPivots })}
          viewport={vc?.kind === 'map' ? vc.viewport : undefined}
          chartColors={options.chartColors}
        />
      );
    default:
      return (
        <DataTable
          title={title}
          onValueClick={onValueClick}
          model={toTableModel(rows, { ...options, series: seriesIds, rollup: config.rollup })}
          pinnedColumns={vc?.kind === 'table' ? vc.pinnedColumns : undefined}
        />
      );
  }
}
