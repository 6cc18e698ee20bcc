import type { FieldType } from '@sift/api';
import { Checkbox, FormGroup, NativeSelect, NumberInput, SortableList } from '@sift/ui';
import { EditorSection, ElementBox, inOrderOf, Inline, parseNumber } from './EditorSection';
import {
  FIXED_INTERVAL_UNITS,
  SCALING_RANGE,
  withGroupingField,
  withIntervalType,
  type EditorErrors,
  type GroupingDraft,
} from './editorModel';

export interface GroupingSectionProps {
  groupings: readonly GroupingDraft[];
  fields: readonly FieldType[];
  errors: EditorErrors;
  onChange: (groupings: GroupingDraft[]) => void;
}

const DIRECTIONS = [
  { value: 'row', label: 'Row' },
  { value: 'column', label: 'Column' },
];
const INTERVAL_TYPES = [
  { value: 'auto', label: 'Auto' },
  { value: 'timeunit', label: 'Fixed' },
];
const UNITS = FIXED_INTERVAL_UNITS.map((unit) => ({ value: unit, label: unit[0]?.toUpperCase() + unit.slice(1) }));

function GroupingRow({
  grouping,
  fields,
  errors,
  onChange,
}: {
  grouping: GroupingDraft;
  fields: readonly FieldType[];
  errors: EditorErrors;
  onChange: (next: GroupingDraft) => void;
}) {
  const key = (name: string) => `groupings.${grouping.id}.${name}`;
  const { interval } = grouping;
  return (
    <ElementBox>
      <Inline>
        <FormGroup label="Direction">
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              options={DIRECTIONS}
              value={grouping.direction}
              onChange={(value) => onChange({ ...grouping, direction: value === 'column' ? 'column' : 'row' })}
            />
          )}
        </FormGroup>
        <FormGroup label="Field" error={errors[key('field')]}>
          {(control) => (
            <NativeSelect
              {...control}
              fullWidth
              placeholder="Select a field"
              value={grouping.field}
              options={fields.map((f) => ({ value: f.name, label: f.name }))}
              onChange={(value) =>
                onChange(
                  withGroupingField(
                    grouping,
                    value,
                    fields.find((f) => f.name === value),
                  ),
                )
              }
            />
          )}
        </FormGroup>
      </Inline>
      {grouping.type === 'time' && (
        <Inline>
          <FormGroup label="Interval">
            {(control) => (
              <NativeSelect
                {...control}
                fullWidth
                options={INTERVAL_TYPES}
                value={interval.type}
                onChange={(value) => onChange(withIntervalType(grouping, value === 'timeunit' ? 'timeunit' : 'auto'))}
              />
            )}
          </FormGroup>
          {interval.type === 'auto' ? (
            <FormGroup label="Scaling" error={errors[key('scaling')]} help={interval.scaling === null ? undefined : `${interval.scaling}x`}>
              {(control) => (
                <input
                  {...control}
                  type="range"
                  min={SCALING_RANGE.min}
                  max={SCALING_RANGE.max}
                  step={SCALING_RANGE.step}
                  value={interval.scaling ?? 1}
                  onChange={(event) => onChange({ ...grouping, interval: { type: 'auto', scaling: parseNumber(event.target.value) } })}
                />
              )}
            </FormGroup>
          ) : (
            <>
              <FormGroup label="Value" error={errors[key('value')]}>
                {(control) => (
                  <NumberInput
                    {...control}
                    fullWidth
                    min={1}
                    value={interval.value ?? ''}
                    invalid={Boolean(errors[key('value')])}
                    onChange={(event) => onChange({ ...grouping, interval: { ...interval, value: parseNumber(event.target.value) } })}
                  />
                )}
              </FormGroup>
              <FormGroup label="Unit">
                {(control) => (
                  <NativeSelect
                    {...control}
                    fullWidth
                    options={UNITS}
                    value={interval.unit}
                    onChange={(value) =>
                      onChange({
                        ...grouping,
                        interval: { ...interval, unit: FIXED_INTERVAL_UNITS.find((u) => u === value) ?? interval.unit },
                      })
                    }
                  />
                )}
              </FormGroup>
            </>
          )}
        </Inline>
      )}
      {grouping.type === 'values' && (
        <Inline>
          <FormGroup label="Limit" error={errors[key('limit')]}>
            {(control) => (
              <NumberInput
                {...control}
                fullWidth
                min={1}
                value={grouping.limit ?? ''}
                invalid={Boolean(errors[key('limit')])}
                onChange={(event) => onChange({ ...grouping, limit: parseNumber(event.target.value) })}
              />
            )}
          </FormGroup>
          <Checkbox
            label="Skip empty values"
            checked={grouping.skipEmptyValues}
            onChange={(checked) => onChange({ ...grouping, skipEmptyValues: checked })}
          />
        </Inline>
      )}
    </ElementBox>
  );
}

/** Group-by: row and column groupings in order, each reordered by drag or removed. */
export function GroupingSection({ groupings, fields, errors, onChange }: GroupingSectionProps) {
  const items = groupings.map((g, index) => ({ id: g.id, title: g.field === '' ? `Grouping ${index + 1}` : `Grouping by ${g.field}` }));
  return (
    <EditorSection title="Group By">
      <SortableList
        aria-label="Groupings"
        items={items}
        onMoveItem={(moved) => onChange(inOrderOf(groupings, moved))}
        onRemoveItem={(item) => onChange(groupings.filter((g) => g.id !== item.id))}
        renderItem={(item) => {
          const grouping = groupings.find((g) => g.id === item.id);
          return (
            grouping && (
              <GroupingRow
                grouping={grouping}
                fields={fields}
                errors={errors}
                onChange={(next) => onChange(groupings.map((g) => (g.id === next.id ? next : g)))}
              />
            )
          );
        }}
      />
    </EditorSection>
  );
}
