import { useState } from 'react';
import type { ContentPack, ContentPackParameterValue } from '@sift/api';
import { Checkbox, FormGroup, ModalForm, Textarea, TextInput } from '@sift/ui';
import { packParameters, parameterValue, readPackDocument } from './contentPackRules';

/** A content pack document, chosen as a file or pasted, checked before it is uploaded. */
export function UploadPackModal({
  submitting,
  onSubmit,
  onCancel,
}: {
  submitting: boolean;
  onSubmit: (pack: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <ModalForm
      open
      title="Upload content pack"
      submitText="Upload"
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => {
        const read = readPackDocument(text);
        if ('error' in read) setError(read.error);
        else onSubmit(read.pack);
      }}
    >
      <FormGroup label="Content pack file" optional help="A content pack as exported, in JSON.">
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file)
                void file.text().then((t) => {
                  setText(t);
                  setError(undefined);
                });
            }}
          />
        )}
      </FormGroup>
      <FormGroup label="Content pack" error={error}>
        {(control) => (
          <Textarea
            {...control}
            monospace
            rows={8}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormGroup>
    </ModalForm>
  );
}

/** Installing a pack's revision: a value for each parameter (its default to start with) and a comment. */
export function InstallPackModal({
  pack,
  submitting,
  onSubmit,
  onCancel,
}: {
  pack: ContentPack;
  submitting: boolean;
  onSubmit: (values: Record<string, { type: string; value: ContentPackParameterValue }>, comment: string) => void;
  onCancel: () => void;
}) {
  const parameters = packParameters(pack);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(parameters.map((p) => [p.name, p.defaultValue === null ? '' : String(p.defaultValue)])),
  );
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const values = parameters.map((p) => ({ parameter: p, result: parameterValue(p, texts[p.name] ?? '') }));
  return (
    <ModalForm
      open
      title={`Install content pack ${pack.name}`}
      submitText="Install"
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => {
        setChecked(true);
        if (values.some((v) => 'error' in v.result)) return;
        onSubmit(
          Object.fromEntries(
            values.map((v) => [v.parameter.name, { type: v.parameter.type, value: 'value' in v.result ? v.result.value : '' }]),
          ),
          comment,
        );
      }}
    >
      <p>{`Revision ${pack.rev}: ${pack.entities.length} entities.`}</p>
      {values.map(({ parameter, result }) =>
        parameter.type === 'boolean' ? (
          <Checkbox
            key={parameter.name}
            label={parameter.title}
            description={parameter.description || undefined}
            checked={texts[parameter.name] === 'true'}
            onChange={(on) => setTexts({ ...texts, [parameter.name]: String(on) })}
          />
        ) : (
          <FormGroup
            key={parameter.name}
            label={parameter.title}
            help={parameter.description || undefined}
            error={checked && 'error' in result ? result.error : undefined}
          >
            {(control) => (
              <TextInput
                {...control}
                fullWidth
                value={texts[parameter.name] ?? ''}
                onChange={(e) => setTexts({ ...texts, [parameter.name]: e.target.value })}
              />
            )}
          </FormGroup>
        ),
      )}
      <FormGroup label="Comment" optional>
        {(control) => <Textarea {...control} rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />}
      </FormGroup>
    </ModalForm>
  );
}
