import { useState } from 'react';
import { useRuleTrial, useRuleTrialSample, useStreams, RULE_TRIAL_SAMPLE_SIZE, type Message, type RuleTrialResult } from '@sift/api';
import { Alert, FormGroup, Panel, Select } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { Muted, Stack } from './PipelineTable';
import { ChangeTable } from './FieldTables';
import { valueText, type FieldChange } from './simulation';

const byField = (a: FieldChange, b: FieldChange) => a.field.localeCompare(b.field);

/** What the rule did to one message, in the simulator's tables. */
function TrialMessage({ message, result }: { message: Message; result: RuleTrialResult | undefined }) {
  const text = valueText(message.fields['message']);
  const title = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  const added = Object.keys(result?.added ?? {})
    .map((field) => ({ field, after: result?.fields[field] ?? result?.added[field] }))
    .sort(byField);
  const changed = Object.keys(result?.changed ?? {})
    .map((field) => ({ field, before: result?.changed[field], after: result?.fields[field] }))
    .sort(byField);
  const removed = Object.keys(result?.removed ?? {})
    .map((field) => ({ field, before: result?.removed[field] }))
    .sort(byField);
  return (
    <section aria-label={`Message ${title}`}>
      <Stack>
        <strong>{title || '(no message text)'}</strong>
        {!result && <Muted>Running the rule…</Muted>}
        {result && !result.matched && <Muted>The rule&apos;s condition does not hold for this message.</Muted>}
        {result?.failed && <Alert variant="warning">The rule failed on this message.</Alert>}
        {result?.dropped && <Alert variant="warning">The rule drops this message.</Alert>}
        {result?.matched && !result.dropped && added.length + changed.length + removed.length === 0 && (
          <Muted>The rule does not change this message.</Muted>
        )}
        <ChangeTable title="Added fields" changes={added} columns={['after']} />
        <ChangeTable title="Changed fields" changes={changed} columns={['before', 'after']} />
        <ChangeTable title="Removed fields" changes={removed} columns={['before']} />
      </Stack>
    </section>
  );
}

/**
 * Beside the rule editor: the rule as typed, run (debounced) on the newest messages of a chosen stream,
 * with the fields it adds, changes and removes on each, or the parser's errors. Nothing is saved.
 */
export function RuleTrialPanel({ source }: { source: string }) {
  const streams = useStreams();
  const [streamId, setStreamId] = useState<string | undefined>(undefined);
  const sample = useRuleTrialSample(streamId ?? null);
  const trial = useRuleTrial(source, sample.data);
  const options = (streams.data ?? []).map((s) => ({ value: s.id, label: s.title })).sort((a, b) => a.label.localeCompare(b.label));
  const messages = sample.data ?? [];
  return (
    <Panel title="Try the rule" headingLevel={2}>
      <Stack>
        <FormGroup
          label="Stream"
          help={`The rule runs on the newest ${RULE_TRIAL_SAMPLE_SIZE} messages of this stream as you type; nothing is saved or changed.`}
        >
          {(control) => (
            <Select {...control} searchable value={streamId} onChange={setStreamId} options={options} placeholder="Choose a stream" />
          )}
        </FormGroup>
        {sample.error && <Alert variant="danger">The stream&apos;s messages could not be read: {failureMessage(sample.error)}</Alert>}
        {trial.error && <Alert variant="danger">The rule could not be tried: {failureMessage(trial.error)}</Alert>}
        {streamId && sample.data && messages.length === 0 && <Muted>The stream has no messages yet.</Muted>}
        {trial.data?.errors && (
          <Alert variant="danger" title="The rule does not parse">
            <ul>
              {trial.data.errors.map((e, i) => (
                <li key={i}>{`Line ${e.line}, position ${e.positionInLine}: ${e.reason}`}</li>
              ))}
            </ul>
          </Alert>
        )}
        {!trial.data?.errors &&
          messages.map((message, i) => <TrialMessage key={message.id} message={message} result={trial.data?.results[i]} />)}
      </Stack>
    </Panel>
  );
}
