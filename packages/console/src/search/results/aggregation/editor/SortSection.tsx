import { FormGroup, NativeSelect, SortableList } from '@sift/ui';
import { EditorSection, ElementBox, inOrderOf, Inline } from './EditorSection';
import { sortFieldChoices, withSortField, type EditorDraft, type EditorErrors, type SortDraft } from './editorModel';

export interface SortSectionProps {
  draft: EditorDraft;
  errors: EditorErrors;
  onChange: (sorts: SortDraft[]) => void;
}

const DIRECTIONS = [
  { value: 'Ascending', label: 'Ascending' },
  { value: 'Descending', label: 'Descending' },
];

/** Sort: on a metric or a row grouping, each once, with a direction; reordered by drag or removed. */
export function SortSection({ draft, errors, onChange }: SortSectionProps) {
  const { sorts } = draft;
  const items = sorts.map((s, index) => ({ id: s.id, title: s.field === '' ? `Sort ${index + 1}` : `Sort by ${s.field}` }));
  const update = (next: SortDraft) => onChange(sorts.map((s) => (s.id === next.id ? next : s)));
  return (
    <EditorSection title="Sort">
      <SortableList
        aria-label="Sorts"
        items={items}
        onMoveItem={(moved) => onChange(inOrderOf(sorts, moved))}
        onRemoveItem={(item) => onChange(sorts.filter((s) => s.id !== item.id))}
        renderItem={(item) => {
          const sort = sorts.find((s) => s.id === item.id);
          if (!sort) return null;
          const choices = sortFieldChoices(draft, sort.id);
          const options = [
            ...(sort.field !== '' && !choices.some((c) => c.field === sort.field) ? [{ field: sort.field }] : []),
            ...choices,
          ];
          return (
            <ElementBox>
              <Inline>
                <FormGroup label="Field" error={errors[`sorts.${sort.id}.field`]}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      fullWidth
                      placeholder="Select a field"
                      value={sort.field}
                      options={options.map((c) => ({ value: c.field, label: c.field }))}
                      onChange={(value) => update(withSortField(draft, sort, value))}
                    />
                  )}
                </FormGroup>
                <FormGroup label="Direction" error={errors[`sorts.${sort.id}.direction`]}>
                  {(control) => (
                    <NativeSelect
                      {...control}
                      fullWidth
                      placeholder="Select a direction"
                      value={sort.direction}
                      options={DIRECTIONS}
                      onChange={(value) => update({ ...sort, direction: value === 'Ascending' || value === 'Descending' ? value : '' })}
                    />
                  )}
                </FormGroup>
              </Inline>
            </ElementBox>
          );
        }}
      />
    </EditorSection>
  );
}
