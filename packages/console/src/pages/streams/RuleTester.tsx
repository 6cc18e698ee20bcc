import { useState } from 'react';
import { useMessage, useTestStreamMatch, type Stream, type StreamTestMatch } from '@sift/api';
import { Alert, Button, FormGroup, Panel, RadioGroup, Textarea, TextInput } from '@sift/ui';
import { failureMessage, runReporting } from './reportFailure';
import { describeRule, STREAM_FAILURES } from './streamTexts';

export interface RuleTesterProps {
  stream: Stream;
  /** A message to start with, from the page's `message_id` and `index` query parameters. */
  initialMessage?: { id: string; index: string } | null;
}

export const TESTER_TEXTS = {
  matches: 'This message would be routed to this stream.',
  noMatch: 'This message would not be routed to this stream.',
  notAnObject: 'The message must be a JSON object of fields, e.g. {"source": "web-01"}.',
  noRules: 'The stream has no rules yet, so it matches no message.',
} as const;

const EXAMPLE = '{\n  "source": "web-01",\n  "message": "GET /index.html HTTP/1.1 200"\n}';

/** Parses the pasted message: a JSON object, or an error to show. */
export function parseMessageJson(text: string): { fields: Record<string, unknown> } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { error: TESTER_TEXTS.notAnObject };
    return { fields: value as Record<string, unknown> };
  } catch (error: unknown) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Runs the stream's stored rules on a message (loaded by id and index, or pasted as JSON) and shows which rules match. */
export function RuleTester({ stream, initialMessage = null }: RuleTesterProps) {
  const [mode, setMode] = useState<'message' | 'json'>(initialMessage ? 'message' : 'json');
  const [messageId, setMessageId] = useState(initialMessage?.id ?? '');
  const [index, setIndex] = useState(initialMessage?.index ?? '');
  const [loaded, setLoaded] = useState(initialMessage);
  const message = useMessage(loaded?.index ?? null, loaded?.id ?? null);
  const [json, setJson] = useState(EXAMPLE);
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [tested, setResult] = useState<{ rulesKey: string; match: StreamTestMatch } | null>(null);
  const test = useTestStreamMatch();
  const rulesKey = JSON.stringify([stream.matchingType, stream.rules]);

  // A result describes the rules it ran on; once they change it would mislead, so it is dropped.
  const result = tested?.rulesKey === rulesKey ? tested.match : null;

  const run = (fields: Record<string, unknown>) =>
    void runReporting(async () => setResult({ rulesKey, match: await test.trigger(stream.id, fields) }), STREAM_FAILURES.testRules);
  const onTest = () => {
    setResult(null);
    if (mode === 'json') {
      const parsed = parseMessageJson(json);
      if ('error' in parsed) {
        setJsonError(parsed.error);
        return;
      }
      setJsonError(null);
      run(parsed.fields);
    } else if (message.data) {
      run(message.data.fields);
    }
  };

  return (
    <Panel title="Test the rules on a message">
      <RadioGroup
        aria-label="Message to test"
        orientation="horizontal"
        value={mode}
        onChange={(value) => {
          setMode(value === 'message' ? 'message' : 'json');
          setResult(null);
        }}
        options={[
          { value: 'message', label: 'A stored message (by id and index)' },
          { value: 'json', label: 'A message as JSON' },
        ]}
      />
      {mode === 'message' ? (
        <div>
          <FormGroup label="Message ID">
            {(control) => <TextInput {...control} value={messageId} onChange={(event) => setMessageId(event.target.value)} />}
          </FormGroup>
          <FormGroup label="Index">
            {(control) => <TextInput {...control} value={index} onChange={(event) => setIndex(event.target.value)} />}
          </FormGroup>
          <Button
            disabled={messageId.trim() === '' || index.trim() === ''}
            onClick={() => setLoaded({ id: messageId.trim(), index: index.trim() })}
          >
            Load message
          </Button>
          {message.error && <Alert variant="danger">{`Could not load the message: ${failureMessage(message.error)}`}</Alert>}
          {message.data && <p>{`Loaded message ${message.data.id}: ${String(message.data.fields['message'] ?? '')}`}</p>}
        </div>
      ) : (
        <FormGroup label="Message fields (JSON)" error={jsonError ?? undefined}>
          {(control) => <Textarea {...control} rows={6} monospace value={json} onChange={(event) => setJson(event.target.value)} />}
        </FormGroup>
      )}
      <p>
        <Button variant="primary" loading={test.isMutating} disabled={mode === 'message' && !message.data} onClick={onTest}>
          Test rules
        </Button>
      </p>
      <div aria-live="polite">
        {result && (
          <>
            <Alert variant={result.matches ? 'success' : 'warning'}>
              {stream.rules.length === 0 ? TESTER_TEXTS.noRules : result.matches ? TESTER_TEXTS.matches : TESTER_TEXTS.noMatch}
            </Alert>
            <ul aria-label="Rule results">
              {stream.rules.map((rule) => (
                <li key={rule.id}>{`${result.rules[rule.id] ? 'Matches' : 'Does not match'}: ${describeRule(rule)}`}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Panel>
  );
}
