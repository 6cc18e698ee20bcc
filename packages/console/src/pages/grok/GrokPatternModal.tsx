import { useState } from 'react';
import { type GrokPattern } from '@sift/api';
import { Alert, Button, FormGroup, ModalForm, Textarea, TextInput } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { GROK_TEXTS } from './grokTexts';

export interface GrokPatternModalProps {
  /** The pattern to edit, or undefined to create one. */
  pattern: GrokPattern | undefined;
  submitting: boolean;
  onSubmit: (pattern: { name: string; pattern: string }) => void;
  /** The captures of the pattern on sample data (the server's tester). */
  onTest: (pattern: { name: string; pattern: string }, sample: string) => Promise<Record<string, unknown>>;
  onCancel: () => void;
}

type TestOutcome = { kind: 'captures'; captures: Record<string, unknown> } | { kind: 'error'; message: string };

/** A pattern's name and expression, with a tester on sample data before saving. */
export function GrokPatternModal({ pattern, submitting, onSubmit, onTest, onCancel }: GrokPatternModalProps) {
  const [name, setName] = useState(pattern?.name ?? '');
  const [expression, setExpression] = useState(pattern?.pattern ?? '');
  const [sample, setSample] = useState('');
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const test = () =>
    void onTest({ name: name.trim() || 'TEST', pattern: expression }, sample).then(
      (captures) => setOutcome({ kind: 'captures', captures }),
      (error: unknown) => setOutcome({ kind: 'error', message: failureMessage(error) }),
    );
  const captures = outcome?.kind === 'captures' ? Object.entries(outcome.captures) : [];
  return (
    <ModalForm
      open
      title={pattern ? `Edit grok pattern ${pattern.name}` : 'Create grok pattern'}
      submitText={pattern ? 'Update pattern' : 'Create pattern'}
      submitting={submitting}
      onCancel={onCancel}
      onSubmit={() => onSubmit({ name: name.trim(), pattern: expression })}
    >
      <FormGroup label="Name" help="Letters, digits and underscores, used as %{NAME} in other patterns.">
        {(control) => (
          <TextInput
            {...control}
            name="name"
            required
            pattern="[A-Za-z0-9_]+"
            fullWidth
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </FormGroup>
      <FormGroup label="Pattern">
        {(control) => (
          <Textarea
            {...control}
            name="pattern"
            required
            monospace
            rows={3}
            value={expression}
            onChange={(e) => setExpression(e.target.value)}
          />
        )}
      </FormGroup>
      <FormGroup label="Sample data" optional help="A line this pattern should match.">
        {(control) => <Textarea {...control} name="sample" monospace rows={2} value={sample} onChange={(e) => setSample(e.target.value)} />}
      </FormGroup>
      <Button onClick={test} disabled={expression.trim() === '' || sample === ''}>
        {GROK_TEXTS.testTitle}
      </Button>
      {outcome?.kind === 'error' && <Alert variant="danger">{outcome.message}</Alert>}
      {outcome?.kind === 'captures' && captures.length === 0 && <Alert variant="warning">{GROK_TEXTS.noMatch}</Alert>}
      {captures.length > 0 && (
        <Alert variant="success" title="Matched">
          <ul aria-label="Captures">
            {captures.map(([key, value]) => (
              <li key={key}>
                {key}: {typeof value === 'string' ? value : JSON.stringify(value)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </ModalForm>
  );
}
