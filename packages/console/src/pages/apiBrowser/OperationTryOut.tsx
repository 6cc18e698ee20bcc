import { useState } from 'react';
import styled from 'styled-components';
import { useTryApiOperation, type ApiOperation, type ApiTryResult } from '@sift/api';
import { Alert, Badge, Button, FormGroup, METHOD_VARIANTS, Panel, Textarea, TextInput } from '@sift/ui';
import { API_BROWSER_TEXTS as T } from './apiBrowserTexts';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Code = styled.pre`
  margin: 0;
  max-height: 480px;
  overflow: auto;
  padding: 8px;
  font-size: 0.75rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  font-family: 'JetBrains Mono', ui-monospace, monospace;
  overflow-wrap: anywhere;
`;

const hasBody = (op: ApiOperation) => op.requestBodySchema !== null || op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH';

/** `a=1&b=2` as query parameters, keeping repeated keys' last value. */
function parseQuery(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.replace(/^\?/, '')).entries());
}

function responseText(result: ApiTryResult): string {
  if (result.body === null) return '';
  return typeof result.body === 'string' ? result.body : JSON.stringify(result.body, null, 2);
}

/** One operation: its parameters and schema, a form to send it with the user's session, and the answer. */
export function OperationTryOut({ operation }: { operation: ApiOperation }) {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [body, setBody] = useState(operation.requestBodySchema ? '{}' : '');
  const [bodyError, setBodyError] = useState<string | undefined>(undefined);
  const tryCall = useTryApiOperation();
  const mutating = operation.method !== 'GET';

  const send = () => {
    let parsed: unknown = undefined;
    if (hasBody(operation) && body.trim() !== '') {
      try {
        parsed = JSON.parse(body) as unknown;
      } catch {
        setBodyError(T.invalidBody);
        return;
      }
    }
    setBodyError(undefined);
    void tryCall
      .trigger({
        method: operation.method,
        path: operation.path,
        pathParams: values,
        query: parseQuery(query),
        ...(parsed !== undefined ? { body: parsed } : {}),
      })
      .catch(() => undefined);
  };

  const result = tryCall.result;
  return (
    <Panel
      headingLevel={2}
      title={
        <Title>
          <Badge variant={METHOD_VARIANTS[operation.method]}>{operation.method}</Badge>
          {operation.path}
        </Title>
      }
    >
      {operation.summary !== `${operation.method} ${operation.path}` && <p>{operation.summary}</p>}
      {operation.description && <p>{operation.description}</p>}
      <Form
        aria-label={`Try ${operation.method} ${operation.path}`}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {pathParameters.map((p) => (
          <FormGroup key={p.name} label={p.name} help={p.description || `${T.pathParameters}: ${p.type}`}>
            {(control) => (
              <TextInput
                {...control}
                required
                fullWidth
                value={values[p.name] ?? ''}
                onChange={(event) => setValues((current) => ({ ...current, [p.name]: event.target.value }))}
              />
            )}
          </FormGroup>
        ))}
        <FormGroup
          label={T.query}
          optional
          help={queryParameters.length > 0 ? `${T.queryHelp} Known: ${queryParameters.map((p) => p.name).join(', ')}.` : T.queryHelp}
        >
          {(control) => <TextInput {...control} fullWidth value={query} onChange={(event) => setQuery(event.target.value)} />}
        </FormGroup>
        {hasBody(operation) && (
          <FormGroup label={T.body} optional={operation.requestBodySchema === null} error={bodyError}>
            {(control) => <Textarea {...control} monospace rows={8} value={body} onChange={(event) => setBody(event.target.value)} />}
          </FormGroup>
        )}
        {operation.requestBodySchema && (
          <details>
            <summary>{T.bodySchema}</summary>
            <Code>{JSON.stringify(operation.requestBodySchema, null, 2)}</Code>
          </details>
        )}
        {mutating && <Alert variant="warning">{T.changesData}</Alert>}
        <div>
          <Button type="submit" variant="primary" loading={tryCall.isMutating}>
            {T.send}
          </Button>
        </div>
      </Form>
      {tryCall.error && <Alert variant="danger">{tryCall.error.message}</Alert>}
      {result && (
        <section aria-label={T.response}>
          <h3>
            {T.response}: {result.status === 0 ? 'no answer' : `${result.status} ${result.statusText}`.trim()} ({result.durationMs} ms)
          </h3>
          <p>
            <code>
              {result.method} {result.url}
            </code>
          </p>
          <Code aria-label="Response body">{responseText(result)}</Code>
        </section>
      )}
    </Panel>
  );
}
