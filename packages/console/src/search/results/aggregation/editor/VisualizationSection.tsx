import { AXIS_TYPES, BAR_MODES, INTERPOLATIONS, TREND_PREFERENCES, VISUALIZATIONS } from '@sift/api';
import { Checkbox, FormGroup, NativeSelect } from '@sift/ui';
import { HeatmapConfigFields, MapConfigFields, TableConfigFields } from './ChartConfigFields';
import { EditorSection, Inline, SectionError } from './EditorSection';
import {
  defaultVisualizationConfig,
  EVENT_ANNOTATIONS_LABEL,
  offersEventAnnotations,
  VISUALIZATION_TITLES,
  withVisualization,
  type EditorDraft,
  type EditorErrors,
} from './editorModel';
import type { VisualizationConfigDraft } from './visualizationDraft';

export interface VisualizationSectionProps {
  draft: EditorDraft;
  errors: EditorErrors;
  onChange: (draft: EditorDraft) => void;
}

const TYPES = VISUALIZATIONS.map((type) => ({ value: type, label: VISUALIZATION_TITLES[type] }));
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }));
const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((v) => v === value) ?? fallback;

interface ConfigFieldsProps {
  config: VisualizationConfigDraft;
  errors: EditorErrors;
  rowFields: readonly string[];
  onChange: (next: VisualizationConfigDraft) => void;
}

/** The options of each visualization: bar mode, interpolation, axis type, trend, heatmap scale, map viewport, pinned columns. */
function ConfigFields({ config, errors, rowFields, onChange }: ConfigFieldsProps) {
  if (config.kind === 'heatmap') return <HeatmapConfigFields config={config} errors={errors} onChange={onChange} />;
  if (config.kind === 'map') return <MapConfigFields config={config} errors={errors} onChange={onChange} />;
  if (config.kind === 'table') return <TableConfigFields config={config} rowFields={rowFields} onChange={onChange} />;
  return (
    <Inline>
      {config.kind === 'bar' && (
        <FormGroup label="Mode" help={config.barmode === 'overlay' ? 'Overlay works best with at most 3 series.' : undefined}>
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              options={options(BAR_MODES)}
              value={config.barmode ?? 'group'}
              onChange={(value) => onChange({ ...config, barmode: pick(BAR_MODES, value, 'group') })}
            />
          )}
        </FormGroup>
      )}
      {(config.kind === 'line' || config.kind === 'area') && (
        <FormGroup label="Interpolation">
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              options={options(INTERPOLATIONS)}
              value={config.interpolation}
              onChange={(value) => onChange({ ...config, interpolation: pick(INTERPOLATIONS, value, 'linear') })}
            />
          )}
        </FormGroup>
      )}
      {(config.kind === 'bar' || config.kind === 'line' || config.kind === 'area' || config.kind === 'scatter') && (
        <FormGroup label="Axis type">
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              options={options(AXIS_TYPES)}
              value={config.axisType}
              onChange={(value) => onChange({ ...config, axisType: pick(AXIS_TYPES, value, 'linear') })}
            />
          )}
        </FormGroup>
      )}
      {config.kind === 'numeric' && (
        <>
          <Checkbox label="Display trend" checked={config.trend} onChange={(trend) => onChange({ ...config, trend })} />
          {config.trend && (
            <FormGroup label="Trend preference">
              {(control) => (
                <NativeSelect
                  {...control}
                  fullWidth
                  options={options(TREND_PREFERENCES.map((p) => p.toLowerCase()))}
                  value={config.trendPreference.toLowerCase()}
                  onChange={(value) => onChange({ ...config, trendPreference: pick(TREND_PREFERENCES, value.toUpperCase(), 'NEUTRAL') })}
                />
              )}
            </FormGroup>
          )}
        </>
      )}
    </Inline>
  );
}

/** Visualization: the nine types (a switch resets the config to the type's defaults) and the type's options. */
export function VisualizationSection({ draft, errors, onChange }: VisualizationSectionProps) {
  const config = draft.visualizationConfig ?? (draft.visualization === '' ? null : defaultVisualizationConfig(draft.visualization));
  return (
    <EditorSection title="Visualization">
      <FormGroup label="Type" error={errors['visualization.type']}>
        {(control) => (
          <NativeSelect
            {...control}
            fullWidth
            placeholder="Select a visualization"
            options={TYPES}
            value={draft.visualization}
            onChange={(value) => onChange(withVisualization(draft, pick(VISUALIZATIONS, value, 'table')))}
          />
        )}
      </FormGroup>
      {config && (
        <ConfigFields
          config={config}
          errors={errors}
          rowFields={draft.groupings.filter((g) => g.direction === 'row' && g.field !== '').map((g) => g.field)}
          onChange={(next) => onChange({ ...draft, visualizationConfig: next })}
        />
      )}
      {offersEventAnnotations(draft) && (
        <Checkbox
          label={EVENT_ANNOTATIONS_LABEL}
          description="Marks the events of the time range on the chart."
          checked={draft.rest.eventAnnotation}
          onChange={(eventAnnotation) => onChange({ ...draft, rest: { ...draft.rest, eventAnnotation } })}
        />
      )}
      {errors['visualization'] && <SectionError role="alert">{errors['visualization']}</SectionError>}
    </EditorSection>
  );
}
