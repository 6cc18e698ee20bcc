import type { VisualizationConfig } from '@sift/api';
import { HEATMAP_COLOR_SCALES, MAP_MAX_ZOOM } from '@sift/charts';
import { Checkbox, FormGroup, NativeSelect, NumberInput, Select } from '@sift/ui';
import { Inline, parseNumber } from './EditorSection';
import type { EditorErrors } from './editorModel';
import { CONFIG_FIELD_TITLES, type MapViewportDraft, type RequiredConfigField } from './visualizationDraft';

type Heatmap = Extract<VisualizationConfig, { kind: 'heatmap' }>;
type Table = Extract<VisualizationConfig, { kind: 'table' }>;

const errorOf = (errors: EditorErrors, field: RequiredConfigField) => errors[`visualization.config.${field}`];
const SCALES = HEATMAP_COLOR_SCALES.map((scale) => ({ value: scale, label: scale }));

interface FieldsProps<T> {
  config: T;
  errors: EditorErrors;
  onChange: (next: T) => void;
}

/** A heatmap's colour scale, its direction, auto scale or fixed bounds, and the value of empty cells. */
export function HeatmapConfigFields({ config, errors, onChange }: FieldsProps<Heatmap>) {
  const bound = (field: 'zMin' | 'zMax') => (
    <FormGroup label={CONFIG_FIELD_TITLES[field]} error={errorOf(errors, field)}>
      {(control) => (
        <NumberInput
          {...control}
          fullWidth
          inputMode="decimal"
          step="any"
          value={config[field] ?? ''}
          invalid={Boolean(errorOf(errors, field))}
          onChange={(event) => onChange({ ...config, [field]: event.target.value.trim() === '' ? null : event.target.value })}
        />
      )}
    </FormGroup>
  );
  return (
    <>
      <FormGroup label="Color Scale">
        {(control) => (
          <NativeSelect
            {...control}
            fullWidth
            options={SCALES}
            value={config.colorScale}
            onChange={(colorScale) => onChange({ ...config, colorScale })}
          />
        )}
      </FormGroup>
      <Checkbox label="Reverse Scale" checked={config.reverseScale} onChange={(reverseScale) => onChange({ ...config, reverseScale })} />
      <Checkbox
        label="Auto Scale"
        description="The colours span the smallest to the largest value; without it, from Min to Max."
        checked={config.autoScale}
        onChange={(autoScale) => onChange({ ...config, autoScale })}
      />
      {!config.autoScale && (
        <Inline>
          {bound('zMin')}
          {bound('zMax')}
        </Inline>
      )}
      <Checkbox
        label="Use smallest as default"
        description="Cells without a value take the smallest value."
        checked={config.useSmallestAsDefault}
        onChange={(useSmallestAsDefault) => onChange({ ...config, useSmallestAsDefault })}
      />
      {!config.useSmallestAsDefault && (
        <FormGroup label="Default Value" optional help="The value of cells without one.">
          {(control) => (
            <NumberInput
              {...control}
              fullWidth
              inputMode="decimal"
              step="any"
              value={config.defaultValue ?? ''}
              onChange={(event) => onChange({ ...config, defaultValue: parseNumber(event.target.value) })}
            />
          )}
        </FormGroup>
      )}
    </>
  );
}

/** A world map's viewport: zoom, and the centre as latitude and longitude, all required (§5). */
export function MapConfigFields({ config, errors, onChange }: FieldsProps<{ kind: 'map'; viewport: MapViewportDraft }>) {
  const number = (field: keyof MapViewportDraft, bounds: { min: number; max: number }) => (
    <FormGroup label={CONFIG_FIELD_TITLES[field]} error={errorOf(errors, field)}>
      {(control) => (
        <NumberInput
          {...control}
          fullWidth
          inputMode="decimal"
          step="any"
          {...bounds}
          value={config.viewport[field] ?? ''}
          invalid={Boolean(errorOf(errors, field))}
          onChange={(event) => onChange({ ...config, viewport: { ...config.viewport, [field]: parseNumber(event.target.value) } })}
        />
      )}
    </FormGroup>
  );
  return (
    <>
      {number('zoom', { min: 1, max: MAP_MAX_ZOOM })}
      <Inline>
        {number('centerX', { min: -90, max: 90 })}
        {number('centerY', { min: -180, max: 180 })}
      </Inline>
    </>
  );
}

/** A data table's pinned columns, chosen among the row groupings' fields. */
export function TableConfigFields({ config, onChange, rowFields }: Omit<FieldsProps<Table>, 'errors'> & { rowFields: readonly string[] }) {
  return (
    <FormGroup label="Pinned columns" optional help="Row grouping columns that stay in view when the table scrolls sideways.">
      {(control) => (
        <Select
          {...control}
          multi
          options={rowFields.map((field) => ({ value: field, label: field }))}
          value={config.pinnedColumns.filter((column) => rowFields.includes(column))}
          noOptionsMessage="Add a row grouping to pin its column."
          onChange={(pinnedColumns) => onChange({ ...config, pinnedColumns })}
        />
      )}
    </FormGroup>
  );
}
