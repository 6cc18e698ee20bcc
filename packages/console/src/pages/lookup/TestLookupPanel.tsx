import { useState } from 'react';
import styled from 'styled-components';
import { useTestLookupAdapter, useTestLookupTable, type LookupResult } from '@sift/api';
import { Alert, Button, colorVars, DescriptionList, Form, FormField, Panel, spacing, typography } from '@sift/ui';
import { failureMessage } from '../streams/reportFailure';
import { LOOKUP_FAILURES, LOOKUP_TEXTS, ttlText } from './lookupTexts';

const Code = styled.pre`
  margin: 0;
  font-family: ${typography.fontFamily.monospace};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${colorVars.text.primary};
`;
const Result = styled.div`
  margin-top: ${spacing(2)};
  display: grid;
  gap: ${spacing(1)};
`;

/* Alerts here carry no title: its heading would skip levels under the panel's h2. */

/** A value as JSON text (never as HTML): strings quoted, objects indented. */
const json = (value: unknown) => (value === null || value === undefined ? 'null' : JSON.stringify(value, null, 2));

/** What a lookup answered: its single and multi value, the string list, how long a cache keeps it, or that it failed. */
export function LookupResultView({ lookupKey, result }: { lookupKey: string; result: LookupResult }) {
  const items = [
    { term: 'Single value', description: <Code>{json(result.singleValue)}</Code> },
    { term: 'Multi value', description: <Code>{json(result.multiValue)}</Code> },
    ...(result.stringListValue ? [{ term: 'String list', description: <Code>{json(result.stringListValue)}</Code> }] : []),
    { term: 'TTL', description: ttlText(result.ttlMs) },
  ];
  return (
    <Result role="region" aria-label={`Lookup result for ${lookupKey}`}>
      {result.hasError && (
        <Alert variant="danger">
          The lookup failed: the data adapter reported an error for this key; a cache keeps the failure for the TTL below.
        </Alert>
      )}
      {!result.hasError && result.singleValue === null && result.multiValue === null && (
        <Alert variant="warning">No value found for this key, and the table has no default value.</Alert>
      )}
      <DescriptionList items={items} />
    </Result>
  );
}

/**
 * Graylog's "Test lookup": a key looked up through a table's cache and data adapter, as a message would, or
 * (on a data adapter's page) in the adapter directly, past every cache.
 */
export function TestLookupPanel({ tableName, adapterName }: { tableName?: string; adapterName?: string }) {
  const table = useTestLookupTable();
  const adapter = useTestLookupAdapter();
  const test = adapterName === undefined ? table : adapter;
  const target = adapterName ?? tableName ?? '';
  const [answer, setAnswer] = useState<{ key: string; result: LookupResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Panel title={LOOKUP_TEXTS.testLookup} headingLevel={2}>
      <Form<{ key: string }>
        aria-label={LOOKUP_TEXTS.testLookup}
        onSubmit={async ({ key }) => {
          setFailure(null);
          try {
            setAnswer({ key, result: await test.trigger(target, key) });
          } catch (error) {
            setAnswer(null);
            setFailure(failureMessage(error));
          }
        }}
      >
        <FormField name="key" label="Key" required help="The key to look up, e.g. an IP address or a user name from a message." />
        <div>
          <Button type="submit" variant="primary" loading={test.isMutating}>
            {LOOKUP_TEXTS.lookUp}
          </Button>
        </div>
      </Form>
      {failure && <Alert variant="danger">{`${LOOKUP_FAILURES.testLookup}: ${failure}`}</Alert>}
      {answer && <LookupResultView lookupKey={answer.key} result={answer.result} />}
    </Panel>
  );
}
