import styled from 'styled-components';
import type { Input } from '@sift/api';
import { colorVars, CopyToClipboardButton, DescriptionList, IconButton, Panel, radius, spacing, typography } from '@sift/ui';
import { sendSnippets } from './sendSnippets';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  align-items: start;
  gap: ${spacing(2)};
`;

const Snippet = styled.figure`
  margin: 0 0 ${spacing(2)};

  figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${spacing(0.5)};
    font-weight: ${typography.weight.bold};
  }

  pre {
    margin: 0;
    padding: ${spacing(1)};
    overflow-x: auto;
    border-radius: ${radius.small};
    background: ${colorVars.background.sunken};
    font-family: ${typography.fontFamily.monospace};
    font-size: ${typography.size.small};
  }
`;

const FieldList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${spacing(0.5)};
  }
`;

export const ENCRYPTED_SET = '(encrypted value set)';
export const ENCRYPTED_UNSET = '(not set)';
export const NO_STATIC_FIELDS = 'No static fields.';

/** A stored configuration value as text: encrypted values say only whether they are set. */
export function configurationText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'object' && !Array.isArray(value) && 'is_set' in value)
    return (value as { is_set: unknown }).is_set ? ENCRYPTED_SET : ENCRYPTED_UNSET;
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface InputDetailsProps {
  input: Input;
  /** The host senders reach the console at; it stands for an input listening on every interface. */
  consoleHost: string;
  /** Offers removal of static fields when given. */
  onRemoveStaticField?: (key: string) => void;
}

/** An input's configuration, its static fields, and how to send to it. */
export function InputDetails({ input, consoleHost, onRemoveStaticField }: InputDetailsProps) {
  const snippets = sendSnippets(input, consoleHost);
  const staticFields = Object.entries(input.staticFields);
  return (
    <>
      <Columns>
        <Panel title="Configuration" headingLevel={4} collapsible defaultExpanded={false}>
          <DescriptionList
            items={Object.entries(input.attributes).map(([key, value]) => ({ term: key, description: configurationText(value) }))}
          />
        </Panel>
        <Panel title="Static fields" headingLevel={4}>
          {staticFields.length === 0 && <p>{NO_STATIC_FIELDS}</p>}
          {staticFields.length > 0 && (
            <FieldList aria-label={`Static fields of ${input.title}`}>
              {staticFields.map(([key, value]) => (
                <li key={key}>
                  <strong>{key}:</strong> {value}
                  {onRemoveStaticField && (
                    <IconButton name="x" title={`Remove static field ${key}`} onClick={() => onRemoveStaticField(key)} />
                  )}
                </li>
              ))}
            </FieldList>
          )}
        </Panel>
      </Columns>
      {snippets.length > 0 && (
        <Panel title="Send messages to this input" headingLevel={4} collapsible defaultExpanded={false}>
          {snippets.map((snippet) => (
            <Snippet key={snippet.title}>
              <figcaption>
                {snippet.title}
                <CopyToClipboardButton text={snippet.code} size="small">
                  Copy
                </CopyToClipboardButton>
              </figcaption>
              <pre>
                <code>{snippet.code}</code>
              </pre>
            </Snippet>
          ))}
        </Panel>
      )}
    </>
  );
}
