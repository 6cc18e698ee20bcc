import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { parseErrorsOf, usePipelineFunctions, type ProcessingSourceRequest, type RuleParseError } from '@sift/api';
import { Button, ButtonToolbar, CodeEditor, FormGroup, spacing, Textarea, toast } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { PIPELINE_FAILURES } from './pipelineTexts';
import { functionCompletions, toDiagnostics, tokenizeRule } from './ruleLanguage';
import { RuleTrialPanel } from './RuleTrialPanel';
import { useRuleParse } from './useRuleParse';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spacing(2)};
  max-width: 960px;
`;

export interface RuleFormProps {
  initial: ProcessingSourceRequest;
  /** Whether the rule exists already (the save button says "Update rule"). */
  existing: boolean;
  readOnly: boolean;
  /** Saves; a refusal with parse errors shows them in the editor, any other failure as a toast. */
  onSave: (rule: ProcessingSourceRequest) => Promise<void>;
  onCancel: () => void;
}

/** A rule's description and source: highlighted, completed with the server's functions, parsed as it is typed. */
export function RuleForm({ initial, existing, readOnly, onSave, onCancel }: RuleFormProps) {
  const [description, setDescription] = useState(initial.description);
  const [source, setSource] = useState(initial.source);
  const [refused, setRefused] = useState<{ source: string; errors: RuleParseError[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const functions = usePipelineFunctions();
  const parsed = useRuleParse(source, !readOnly);
  // The save's own errors hold until the source changes; then the live parse speaks.
  const errors = refused && refused.source === source ? refused.errors : parsed;
  const diagnostics = useMemo(() => toDiagnostics(errors), [errors]);
  const list = functions.data;
  const completions = useCallback((word: string) => functionCompletions(list ?? [], word), [list]);

  const save = async () => {
    setSaving(true);
    try {
      await onSave({ description, source });
    } catch (error) {
      const parseErrors = parseErrorsOf(error);
      if (parseErrors) setRefused({ source, errors: parseErrors });
      else toast.error(PIPELINE_FAILURES.saveRule, failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Fields>
      <FormGroup label="Description" optional>
        {(control) => (
          <Textarea {...control} rows={2} value={description} readOnly={readOnly} onChange={(e) => setDescription(e.target.value)} />
        )}
      </FormGroup>
      <FormGroup label="Rule source" help="Ctrl+Space lists the functions; the source is checked as you type.">
        {(control) => (
          <CodeEditor
            id={control.id}
            aria-describedby={control['aria-describedby']}
            value={source}
            onChange={setSource}
            tokenize={tokenizeRule}
            diagnostics={diagnostics}
            completions={readOnly ? undefined : completions}
            readOnly={readOnly}
            minLines={12}
          />
        )}
      </FormGroup>
      <ButtonToolbar>
        {!readOnly && (
          <Button variant="primary" onClick={() => void save()} disabled={saving}>
            {existing ? 'Update rule' : 'Create rule'}
          </Button>
        )}
        <Button onClick={onCancel}>{readOnly ? 'Back' : 'Cancel'}</Button>
      </ButtonToolbar>
      <RuleTrialPanel source={source} />
    </Fields>
  );
}
