import { useState } from 'react';
import { STAGE_MATCHES, type StageMatch, type Stream } from '@sift/api';
import { FormGroup, ModalForm, NumberInput, RadioGroup, Select, Textarea, TextInput } from '@sift/ui';
import { STAGE_MATCH_TEXTS, stageTitle } from './pipelineTexts';
import type { StageDraft } from './ruleLanguage';

/** A pipeline's title and description (creating one, or "Edit pipeline details"). */
export function PipelineDetailsModal({
  title,
  initial,
  submitText,
  submitting,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: { title: string; description: string };
  submitText: string;
  submitting: boolean;
  onSubmit: (details: { title: string; description: string }) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  return (
    <ModalForm
      open
      title={title}
      submitText={submitText}
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => onSubmit({ title: name.trim(), description })}
    >
      <FormGroup label="Title">
        {(control) => <TextInput {...control} name="title" required fullWidth value={name} onChange={(e) => setName(e.target.value)} />}
      </FormGroup>
      <FormGroup label="Description" optional>
        {(control) => (
          <Textarea {...control} name="description" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
        )}
      </FormGroup>
    </ModalForm>
  );
}

/** A stage's number, how its rules must match and which rules it runs. */
export function StageModal({
  initial,
  taken,
  ruleTitles,
  submitting,
  onSubmit,
  onCancel,
}: {
  /** The stage to edit, or undefined to add one. */
  initial: StageDraft | undefined;
  /** Stage numbers other stages use. */
  taken: readonly number[];
  ruleTitles: readonly string[];
  submitting: boolean;
  onSubmit: (stage: StageDraft) => void;
  onCancel: () => void;
}) {
  const [stageText, setStageText] = useState(String(initial?.stage ?? (taken.length ? Math.max(...taken) + 1 : 0)));
  const stage = /^-?\d{1,9}$/.test(stageText.trim()) ? Number(stageText.trim()) : undefined;
  const [match, setMatch] = useState<StageMatch>(initial?.match ?? 'EITHER');
  const [rules, setRules] = useState<string[]>([...(initial?.rules ?? [])]);
  const clash = stage !== undefined && taken.includes(stage);
  return (
    <ModalForm
      open
      title={initial ? `Edit ${stageTitle(initial.stage)}` : 'Add new stage'}
      submitText={initial ? 'Update stage' : 'Add stage'}
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => {
        if (stage !== undefined && !clash) onSubmit({ stage, match, rules });
      }}
    >
      <FormGroup
        label="Stage"
        help="Stages run in ascending order; rules of the same stage run at the same time."
        error={stage === undefined ? 'A stage is a whole number.' : clash ? 'Another stage has this number already.' : undefined}
      >
        {(control) => <NumberInput {...control} name="stage" value={stageText} onChange={(e) => setStageText(e.target.value)} />}
      </FormGroup>
      <FormGroup label="Continue processing on next stage when" labelFor="group">
        {(control) => (
          <RadioGroup
            {...control}
            name="match"
            value={match}
            onChange={(value) => setMatch(value as StageMatch)}
            options={STAGE_MATCHES.map((m) => ({ value: m, label: STAGE_MATCH_TEXTS[m] }))}
          />
        )}
      </FormGroup>
      <FormGroup label="Stage rules" optional>
        {(control) => (
          <Select
            {...control}
            multi
            searchable
            value={rules}
            onChange={setRules}
            options={ruleTitles.map((t) => ({ value: t, label: t }))}
            placeholder="Choose rules"
          />
        )}
      </FormGroup>
    </ModalForm>
  );
}

/** The streams a pipeline processes the messages of. */
export function ConnectionsModal({
  pipelineTitle,
  streams,
  initial,
  submitting,
  onSubmit,
  onCancel,
}: {
  pipelineTitle: string;
  streams: readonly Stream[];
  initial: readonly string[];
  submitting: boolean;
  onSubmit: (streamIds: string[]) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([...initial]);
  return (
    <ModalForm
      open
      title={`Edit connections of ${pipelineTitle}`}
      submitText="Update connections"
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => onSubmit(chosen)}
    >
      <FormGroup label="Streams" help="The pipeline processes the messages of these streams." optional>
        {(control) => (
          <Select
            {...control}
            multi
            searchable
            value={chosen}
            onChange={setChosen}
            options={[...streams].sort((a, b) => a.title.localeCompare(b.title)).map((s) => ({ value: s.id, label: s.title }))}
            placeholder="Choose streams"
          />
        )}
      </FormGroup>
    </ModalForm>
  );
}
