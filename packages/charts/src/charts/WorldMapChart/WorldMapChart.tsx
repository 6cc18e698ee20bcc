import { memo, useCallback, useMemo, useState, type MouseEvent } from 'react';
import { ComposableMap, ZoomableGroup, type ZoomPanCallbackProps } from 'react-simple-maps';
import { DEFAULT_CHART_COLORS } from '@sift/ui';
import type { GeoMarker } from '../../transforms/geo';
import { assignColors } from '../../transforms/colors';
import type { ChartColorSetting } from '../../transforms/types';
import { markerRadius } from '../../scales/markerRadius';
import {
  DEFAULT_MAP_VIEWPORT,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  scaleToZoom,
  toViewport,
  zoomToScale,
  type MapViewport,
} from '../../scales/mapViewport';
import { ChartTooltip } from '../../primitives/ChartTooltip';
import { DataSummaryTable } from '../../primitives/DataSummaryTable';
import { Legend } from '../../primitives/Legend';
import { useChartTheme } from '../../theme/useChartTheme';
import { ChartFrame } from '../ChartFrame';
import { formatValue } from '../format';
import type { BaseChartProps } from '../types';
import { useParentSize } from '../useParentSize';
import { ValueNavigator, type GridPosition } from '../ValueNavigator';
import { countryPaths, mapProjection } from './countryPaths';
import { MapMarkers, type PlacedMarker } from './MapMarkers';
import { Controls, LegendBox, MapBox, ZoomButton } from './WorldMap.styles';

export interface WorldMapChartProps extends BaseChartProps {
  /** Markers from `toGeoMarkers`: one per geo point and series, sized by value. */
  data: readonly GeoMarker[];
  /** Where the map starts (the saved viewport); a new value moves the map there. Default: the whole world. */
  viewport?: MapViewport;
  /** Called with the new viewport after each zoom or pan, for saving. */
  onViewportChange?: (viewport: MapViewport) => void;
  /** Marker colours by series id; the palette otherwise. */
  chartColors?: readonly ChartColorSetting[];
  palette?: readonly string[];
}

/** Position of the map: centre as [longitude, latitude] (map order) and scale factor. */
interface Position {
  center: [number, number];
  scale: number;
}

const fromViewport = (v: MapViewport): Position => ({ center: [v.centerY, v.centerX], scale: zoomToScale(v.zoom) });
const LEGEND_ROW = 18;

/** A world map with a circle per geo point, sized by value; zoom and pan report the viewport for saving. */
export function WorldMapChart(props: WorldMapChartProps) {
  const { data, title, description, onValueClick, onViewportChange, chartColors, palette = DEFAULT_CHART_COLORS } = props;
  const viewport = props.viewport ?? DEFAULT_MAP_VIEWPORT;
  const theme = useChartTheme();
  const { ref, width, height } = useParentSize<HTMLDivElement>(props);
  const [position, setPosition] = useState<Position>(() => fromViewport(viewport));
  const [hover, setHover] = useState<{ marker: PlacedMarker; x: number; y: number } | null>(null);
  const [active, setActive] = useState<GridPosition | null>(null);

  // A new saved viewport moves the map there (state adjusted while rendering, not in an effect).
  const viewportKey = `${viewport.zoom}|${viewport.centerX}|${viewport.centerY}`;
  const [appliedKey, setAppliedKey] = useState(viewportKey);
  if (appliedKey !== viewportKey) {
    setAppliedKey(viewportKey);
    setPosition(fromViewport(viewport));
  }

  const seriesIds = useMemo(() => [...new Set(data.map((m) => m.seriesId))], [data]);
  const colors = useMemo(() => assignColors(seriesIds, chartColors, palette), [seriesIds, chartColors, palette]);
  const markers = useMemo<PlacedMarker[]>(() => {
    const ranges = new Map<string, [number, number]>();
    for (const m of data) {
      const r = ranges.get(m.seriesId);
      ranges.set(m.seriesId, r ? [Math.min(r[0], m.value), Math.max(r[1], m.value)] : [m.value, m.value]);
    }
    // Largest first, so that small markers stay on top and reachable.
    return [...data]
      .sort((a, b) => b.value - a.value)
      .map((m) => {
        const [min, max] = ranges.get(m.seriesId)!;
        return { ...m, radius: markerRadius(m.value, min, max), color: colors.get(m.seriesId)! };
      });
  }, [data, colors]);

  const legendHeight = seriesIds.length > 1 ? LEGEND_ROW * Math.ceil(seriesIds.length / 5) + 4 : 0;
  const mapHeight = Math.max(0, height - legendHeight);
  const projection = useMemo(() => mapProjection(width, mapHeight), [width, mapHeight]);

  const report = useCallback((next: Position) => onViewportChange?.(toViewport(next.center, next.scale)), [onViewportChange]);
  const onMoveEnd = useCallback(
    ({ coordinates, zoom: k }: ZoomPanCallbackProps) => {
      if (!coordinates || k === undefined) return;
      const next = { center: coordinates, scale: k };
      setPosition(next);
      report(next);
    },
    [report],
  );
  const zoomBy = (levels: number) => {
    const next = { ...position, scale: zoomToScale(scaleToZoom(position.scale) + levels) };
    setPosition(next);
    report(next);
  };
  const currentZoom = scaleToZoom(position.scale);

  const onHover = useCallback((marker: PlacedMarker | null, event?: MouseEvent) => {
    if (!marker || !event) return setHover(null);
    const box = (event.currentTarget as SVGElement).ownerSVGElement?.getBoundingClientRect();
    setHover({ marker, x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) });
  }, []);
  const onClick = useCallback(
    (m: PlacedMarker, event: MouseEvent) =>
      onValueClick?.({
        rowKey: m.rowKey,
        columnKey: [],
        seriesId: m.seriesId,
        seriesName: m.seriesId,
        value: m.value,
        clientX: event.clientX,
        clientY: event.clientY,
      }),
    [onValueClick],
  );

  // Keyboard order: west to east.
  const byLongitude = useMemo(() => [...markers].sort((a, b) => a.longitude - b.longitude || b.latitude - a.latitude), [markers]);
  const markerKey = (m: PlacedMarker) => `${m.seriesId}\u241E${m.key}`;
  /** Where a marker is drawn now (after zoom and pan), relative to the map box. */
  const anchorOf = ({ col }: GridPosition) => {
    const m = byLongitude[col];
    const box = ref.current?.getBoundingClientRect();
    const circle = m && ref.current?.querySelector(`[data-marker="${CSS.escape(markerKey(m))}"]`)?.getBoundingClientRect();
    return box && circle ? { x: circle.left + circle.width / 2 - box.left, y: circle.top + circle.height / 2 - box.top } : { x: 0, y: 0 };
  };
  const onActiveChange = (p: GridPosition | null) => {
    setActive(p);
    const m = p ? byLongitude[p.col] : undefined;
    if (!p || !m) return setHover(null);
    setHover({ marker: m, ...anchorOf(p) });
  };
  const activeMarker = active ? byLongitude[active.col] : undefined;

  const table = useMemo(() => {
    const points = [...new Set(data.map((m) => m.key))];
    const value = new Map(data.map((m) => [`${m.seriesId}\u241E${m.key}`, m.value]));
    const field = data[0]?.rowKey[data[0].rowKey.length - 1]?.field ?? 'Location';
    return (
      <DataSummaryTable
        caption={title}
        columns={[`${field} (latitude, longitude)`, ...seriesIds]}
        rows={points.map((p) => [p, ...seriesIds.map((s) => value.get(`${s}\u241E${p}`) ?? null)])}
      />
    );
  }, [data, seriesIds, title]);

  return (
    <ChartFrame title={title} description={description} width={props.width} height={props.height} hidden={table}>
      <MapBox ref={ref} style={{ fontFamily: theme.fontFamily }}>
        {width > 0 && mapHeight > 0 && (
          <ComposableMap
            width={width}
            height={mapHeight}
            projection={projection}
            aria-hidden="true"
            data-testid="world-map"
            style={{ width, height: mapHeight }}
          >
            <ZoomableGroup
              center={position.center}
              zoom={position.scale}
              minZoom={zoomToScale(MAP_DEFAULT_ZOOM)}
              maxZoom={zoomToScale(MAP_MAX_ZOOM)}
              translateExtent={[
                [0, mapHeight / 2 - width / 2],
                [width, mapHeight / 2 + width / 2],
              ]}
              onMoveEnd={onMoveEnd}
            >
              <Countries width={width} height={mapHeight} />
              <MapMarkers
                markers={markers}
                onHover={onHover}
                onClick={onValueClick ? onClick : undefined}
                activeKey={activeMarker ? markerKey(activeMarker) : null}
                activeColor={theme.text}
              />
            </ZoomableGroup>
          </ComposableMap>
        )}
        <ValueNavigator
          label={`${title}, locations`}
          insetFocusRing
          left={0}
          top={0}
          width={width}
          height={mapHeight}
          columns={() => byLongitude.length}
          rows={1}
          isValid={(p) => byLongitude[p.col] !== undefined}
          active={active}
          onActiveChange={onActiveChange}
          describe={(p) => {
            const m = byLongitude[p.col];
            return m ? `${m.key}, ${m.seriesId}: ${formatValue(m.value)}` : '';
          }}
          anchor={anchorOf}
          onActivate={
            onValueClick
              ? (p, clientX, clientY) => {
                  const m = byLongitude[p.col];
                  if (m)
                    onValueClick({
                      rowKey: m.rowKey,
                      columnKey: [],
                      seriesId: m.seriesId,
                      seriesName: m.seriesId,
                      value: m.value,
                      clientX,
                      clientY,
                    });
                }
              : undefined
          }
        />
        <Controls role="group" aria-label="Map zoom">
          <ZoomButton type="button" aria-label="Zoom in" title="Zoom in" disabled={currentZoom >= MAP_MAX_ZOOM} onClick={() => zoomBy(1)}>
            +
          </ZoomButton>
          <ZoomButton
            type="button"
            aria-label="Zoom out"
            title="Zoom out"
            disabled={currentZoom <= MAP_DEFAULT_ZOOM}
            onClick={() => zoomBy(-1)}
          >
            −
          </ZoomButton>
        </Controls>
        {seriesIds.length > 1 && (
          <LegendBox style={{ height: legendHeight - 4 }}>
            <Legend
              entries={seriesIds.map((s) => ({ id: s, label: s, color: colors.get(s)! }))}
              color={theme.text}
              fontSize={theme.fontSize}
              rowHeight={LEGEND_ROW}
            />
          </LegendBox>
        )}
        {hover && (
          <ChartTooltip
            left={hover.x}
            top={hover.y}
            containerWidth={width}
            background={theme.tooltipBackground}
            border={theme.tooltipBorder}
            color={theme.text}
            shadow={theme.tooltipShadow}
          >
            <strong>{hover.marker.key}</strong>
            <div>
              {hover.marker.seriesId}: {formatValue(hover.marker.value)}
            </div>
          </ChartTooltip>
        )}
      </MapBox>
    </ChartFrame>
  );
}

// Country shapes never change with data or hover: projected once per map size (`countryPaths`), and
// drawn as react-simple-maps' `Geographies` and `Geography` draw them (which decoded the atlas and
// projected every country again on each mount, one render after it).
const Countries = memo(function Countries({ width, height }: { width: number; height: number }) {
  const paths = countryPaths(width, height);
  return (
    <g className="rsm-geographies ">
      {paths.map((d, i) => (
        <path key={`geo-${i}`} tabIndex={-1} className="rsm-geography " d={d ?? undefined} />
      ))}
    </g>
  );
});
