import { useState } from 'react';
import { GROK_IMPORT_STRATEGIES, parseGrokPatternFile, type GrokImportStrategy } from '@sift/api';
import { Alert, FormGroup, ModalForm, RadioGroup, Textarea } from '@sift/ui';
import { GROK_IMPORT_TEXTS, invalidLinesText, patternsToImport } from './grokTexts';

export interface GrokImportModalProps {
  submitting: boolean;
  onSubmit: (patterns: Array<{ name: string; pattern: string }>, strategy: GrokImportStrategy) => void;
  onCancel: () => void;
}

/** A pattern file (chosen or pasted) and what to do with patterns of the same name; unreadable lines stop the import. */
export function GrokImportModal({ submitting, onSubmit, onCancel }: GrokImportModalProps) {
  const [text, setText] = useState('');
  const [strategy, setStrategy] = useState<GrokImportStrategy>('ABORT_ON_CONFLICT');
  const [checked, setChecked] = useState(false);
  const { patterns, invalidLines } = parseGrokPatternFile(text);
  const problem =
    invalidLines.length > 0 ? invalidLinesText(invalidLines) : patterns.length === 0 && checked ? 'The file holds no patterns.' : undefined;
  return (
    <ModalForm
      open
      title="Import grok patterns"
      submitText="Import"
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => {
        setChecked(true);
        if (invalidLines.length === 0 && patterns.length > 0) onSubmit(patterns, strategy);
      }}
    >
      <FormGroup label="Pattern file" optional help="A text file with one pattern per line: NAME, white space, then the pattern.">
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".txt,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void file.text().then(setText);
            }}
          />
        )}
      </FormGroup>
      <FormGroup label="Patterns" help="The file's contents; you may also paste or change them here." error={problem}>
        {(control) => <Textarea {...control} monospace rows={8} value={text} onChange={(e) => setText(e.target.value)} />}
      </FormGroup>
      <FormGroup label="When a pattern with the same name exists" labelFor="group">
        {(control) => (
          <RadioGroup
            {...control}
            name="strategy"
            value={strategy}
            onChange={(value) => setStrategy(value as GrokImportStrategy)}
            options={GROK_IMPORT_STRATEGIES.map((s) => ({ value: s, label: GROK_IMPORT_TEXTS[s] }))}
          />
        )}
      </FormGroup>
      {patterns.length > 0 && invalidLines.length === 0 && <Alert variant="info">{patternsToImport(patterns.length)}</Alert>}
    </ModalForm>
  );
}
