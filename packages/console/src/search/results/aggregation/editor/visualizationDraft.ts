import type { VisualizationConfig } from '@sift/api';

/** A world map's viewport as the form holds it: null while an input is empty. */
export interface MapViewportDraft {
  centerX: number | null;
  centerY: number | null;
  zoom: number | null;
}

/** A visualization's config as the form holds it (only the map's numbers may be missing). */
export type VisualizationConfigDraft = Exclude<VisualizationConfig, { kind: 'map' }> | { kind: 'map'; viewport: MapViewportDraft };

/** Titles of the config fields that can be required (§5: '{title} is required.'). */
export const CONFIG_FIELD_TITLES = {
  zMin: 'Min',
  zMax: 'Max',
  zoom: 'Zoom',
  centerX: 'Latitude',
  centerY: 'Longitude',
} as const;
export type RequiredConfigField = keyof typeof CONFIG_FIELD_TITLES;

export const configFieldRequired = (title: string) => `${title} is required.`;

const blank = (value: string | number | null) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * '{title} is required.' for every shown, empty required field: a heatmap's Min and Max without auto
 * scale, a world map's zoom, latitude and longitude (§5). Keys are `visualization.config.<field>`.
 */
export function configErrors(config: VisualizationConfigDraft | null, errors: Record<string, string>): void {
  const require = (field: RequiredConfigField, value: string | number | null) => {
    if (blank(value)) errors[`visualization.config.${field}`] = configFieldRequired(CONFIG_FIELD_TITLES[field]);
  };
  if (config?.kind === 'heatmap' && !config.autoScale) {
    require('zMin', config.zMin);
    require('zMax', config.zMax);
  }
  if (config?.kind === 'map') {
    require('zoom', config.viewport.zoom);
    require('centerX', config.viewport.centerX);
    require('centerY', config.viewport.centerY);
  }
}

/** A typed bound as the float it reads as ('1.50' → '1.5'), or null. */
function asFloat(text: string | null): string | null {
  if (text === null) return null;
  const value = Number.parseFloat(text);
  return Number.isNaN(value) ? null : String(value);
}

/**
 * The config to save: a heatmap with auto scale drops its bounds, a table keeps only pinned columns
 * that are row groupings (multi-select values outside the options are dropped, §5). Call it on a
 * valid draft (a map's viewport is complete then).
 */
export function configFromDraftConfig(config: VisualizationConfigDraft | null, rowFields: readonly string[]): VisualizationConfig | null {
  if (config === null) return null;
  switch (config.kind) {
    case 'heatmap':
      return config.autoScale
        ? { ...config, zMin: null, zMax: null }
        : { ...config, zMin: asFloat(config.zMin), zMax: asFloat(config.zMax) };
    case 'table':
      return { ...config, pinnedColumns: config.pinnedColumns.filter((column) => rowFields.includes(column)) };
    case 'map': {
      const { centerX, centerY, zoom } = config.viewport;
      return { kind: 'map', viewport: { centerX: centerX ?? 0, centerY: centerY ?? 0, zoom: zoom ?? 1 } };
    }
    default:
      return config;
  }
}
