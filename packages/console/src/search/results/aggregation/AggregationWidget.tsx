import { Suspense, useMemo, type ReactNode } from 'react';
import type { AggregationConfig, SearchTypeResult } from '@sift/api';
import {
  EmptyAggregation,
  extractNumber,
  isHeatmapColorScale,
  toChartData,
  toGeoMarkers,
  toHeatmapData,
  toTableModel,
  type ValueClickContext,
} from '@sift/charts';
import { Spinner } from '@sift/ui';
import { useSearchValueActions } from '../../eventDefinition/EventDefinitionFromValues';
import { chartOptions, pivotRows } from './chartData';
import { useEventAnnotations } from './eventAnnotations';
import { bucketEstimate, searchedRange } from './timeBuckets';
import {
  AreaChart,
  BarChart,
  DataTable,
  HeatmapChart,
  LineChart,
  NumericChart,
  PieChart,
  ScatterChart,
  WorldMapChart,
} from './visualizations';

export interface AggregationWidgetProps {
  /** The widget title, the charts' accessible name. */
  title: string;
  config: AggregationConfig;
  /** The widget's results by search-type name (`chart`, `trend`). */
  results: Readonly<Record<string, SearchTypeResult>>;
  /** IANA timezone of time keys. */
  timezone?: string;
  onValueClick?: (context: ValueClickContext) => void;
  /** Offers a data table's sort controls (edit mode) and receives the new sort. */
  onSortChange?: (sort: AggregationConfig['sort']) => void;
}

/** An aggregation widget's result drawn with the charts package; each visualization's code loads when first drawn. */
export function AggregationWidget(props: AggregationWidgetProps) {
  // On the search page a value's actions open "Create event definition" unless the caller handles clicks itself.
  const valueActions = useSearchValueActions();
  const { config } = props;
  const onValueClick =
    props.onValueClick ?? (valueActions ? (click: ValueClickContext) => valueActions.chartValue(config, click) : undefined);
  return (
    <Suspense fallback={<Spinner text="Loading..." />}>
      <Visualization {...props} onValueClick={onValueClick} />
    </Suspense>
  );
}

function Visualization({ title, config, results, timezone, onValueClick, onSortChange }: AggregationWidgetProps): ReactNode {
  const rows = useMemo(() => pivotRows(results['chart']), [results]);
  const options = useMemo(() => chartOptions(config, timezone), [config, timezone]);
  const seriesIds = config.series.map((s) => s.name ?? s.function);
  const data = useMemo(() => toChartData(rows, options), [rows, options]);
  const timeRange = searchedRange(results['chart']);
  const overTime = config.rowPivots[0]?.type === 'time';
  // "Show event annotations": the alerts of the searched range, drawn on the time axis.
  const annotations = useEventAnnotations(overTime && config.eventAnnotation, timeRange);
  if (config.series.length === 0 && config.visualization !== 'table') return <EmptyAggregation />;
  const vc = config.visualizationConfig;
  // A chart over time spans the range searched, with bars as wide as their buckets (sparse data stays in place).
  const time = overTime ? { timeRange, bucketMs: bucketEstimate(config, timeRange) } : {};
  const common = { title, onValueClick, data, ...time, ...(annotations ? { annotations } : {}) };
  switch (config.visualization) {
    case 'bar':
      return (
        <BarChart
          {...common}
          barMode={vc?.kind === 'bar' && vc.barmode ? vc.barmode : undefined}
          axisType={vc?.kind === 'bar' ? vc.axisType : undefined}
          timezone={timezone}
        />
      );
    case 'line':
      return (
        <LineChart
          {...common}
          interpolation={vc?.kind === 'line' ? vc.interpolation : undefined}
          axisType={vc?.kind === 'line' ? vc.axisType : undefined}
          timezone={timezone}
        />
      );
    case 'area':
      return (
        <AreaChart
          {...common}
          interpolation={vc?.kind === 'area' ? vc.interpolation : undefined}
          axisType={vc?.kind === 'area' ? vc.axisType : undefined}
          timezone={timezone}
        />
      );
    case 'scatter':
      return <ScatterChart {...common} axisType={vc?.kind === 'scatter' ? vc.axisType : undefined} timezone={timezone} />;
    case 'pie':
      return <PieChart title={title} onValueClick={onValueClick} data={data} chartColors={options.chartColors} />;
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
      const heatmap = toHeatmapData(rows, {
        rowPivots: options.rowPivots,
        columnPivots: options.columnPivots,
        timezone,
        useSmallestAsDefault: hc?.useSmallestAsDefault ?? false,
        defaultValue: hc?.defaultValue ?? null,
      });
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
          {...(onSortChange ? { editable: true, sort: config.sort, onSortChange } : {})}
        />
      );
  }
}
