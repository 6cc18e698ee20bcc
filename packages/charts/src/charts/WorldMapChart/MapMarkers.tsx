import { memo, type MouseEvent } from 'react';
import { Marker, useZoomPanContext } from 'react-simple-maps';
import type { GeoMarker } from '../../transforms/geo';

export interface PlacedMarker extends GeoMarker {
  radius: number;
  color: string;
}

export interface MapMarkersProps {
  markers: readonly PlacedMarker[];
  onHover: (marker: PlacedMarker | null, event?: MouseEvent) => void;
  onClick?: (marker: PlacedMarker, event: MouseEvent) => void;
  /** Key (`seriesId␞key`) of the marker at the keyboard position, outlined in `activeColor`. */
  activeKey?: string | null;
  activeColor?: string;
}

/** Circles at geo points. Radii are in screen pixels, so they are divided by the zoom scale. */
export const MapMarkers = memo(function MapMarkers({ markers, onHover, onClick, activeKey = null, activeColor }: MapMarkersProps) {
  const { k } = useZoomPanContext();
  return (
    <>
      {markers.map((m) => {
        const key = `${m.seriesId}\u241E${m.key}`;
        const active = key === activeKey;
        return (
          <Marker key={key} coordinates={[m.longitude, m.latitude]}>
            <circle
              data-testid="map-marker"
              data-marker={key}
              data-radius={m.radius}
              r={m.radius / k}
              style={{
                fill: m.color,
                fillOpacity: 0.55,
                stroke: active ? activeColor : m.color,
                strokeWidth: active ? 3 : 1.5,
                vectorEffect: 'non-scaling-stroke',
                cursor: onClick ? 'pointer' : undefined,
              }}
              onMouseMove={(e) => onHover(m, e)}
              onMouseLeave={() => onHover(null)}
              onClick={onClick ? (e) => onClick(m, e) : undefined}
            />
          </Marker>
        );
      })}
    </>
  );
});
