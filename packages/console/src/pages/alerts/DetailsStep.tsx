import { EVENT_PRIORITIES } from '@sift/api';
import { FormGroup, NativeSelect, Textarea, TextInput } from '@sift/ui';
import { PRIORITY_LABELS } from './alertTexts';
import type { DefinitionDraft, DraftErrors } from './definitionDraft';

export interface StepProps {
  draft: DefinitionDraft;
  errors: DraftErrors;
  onChange: (next: Partial<DefinitionDraft>) => void;
}

const PRIORITY_OPTIONS = EVENT_PRIORITIES.map((p) => ({ value: String(p), label: PRIORITY_LABELS[p] ?? String(p) }));

/** Event Details: title, description and priority. */
export function DetailsStep({ draft, errors, onChange }: StepProps) {
  return (
    <>
      <FormGroup label="Title" error={errors['title']}>
        {(control) => (
          <TextInput
            {...control}
            fullWidth
            value={draft.title}
            invalid={Boolean(errors['title'])}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        )}
      </FormGroup>
      <FormGroup label="Description" optional>
        {(control) => (
          <Textarea {...control} rows={3} value={draft.description} onChange={(e) => onChange({ description: e.target.value })} />
        )}
      </FormGroup>
      <FormGroup label="Priority">
        {(control) => (
          <NativeSelect
            {...control}
            options={PRIORITY_OPTIONS}
            value={String(draft.priority)}
            onChange={(value) => onChange({ priority: EVENT_PRIORITIES.find((p) => String(p) === value) ?? 2 })}
          />
        )}
      </FormGroup>
    </>
  );
}
