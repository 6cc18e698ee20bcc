import styled from 'styled-components';
import { useInputs, useNodes, type FieldType, type Message } from '@sift/api';
import { colorVars, Icon, Label, typography } from '@sift/ui';
import { AppLink } from '../../../components/AppLink';
import { pathTo } from '../../../routing/routes';
import { FieldActionsMenu } from '../../sidebar/FieldActionsMenu/FieldActionsMenu';
import type { FieldActionHandlers } from '../../sidebar/useFieldActions';
import { fieldActionsDisabled } from '../../sidebar/fieldActions';
import { CreateExtractorMenu } from './CreateExtractorMenu';
import { FieldValue } from './FieldValue';
import { FIELD_TRUNCATE_CHARS } from './messageTableRules';
import { SurroundingSearchMenu } from './SurroundingSearchMenu';
import { TestAgainstStreamMenu } from './TestAgainstStreamMenu';

/** Texts of the message details (2-search-and-dashboards.md §8). */
export const STOPPED_NODE = 'stopped node';
export const DELETED_INPUT = 'deleted input';
export const NOT_STORED_LABEL = 'Not stored';
export const NOT_STORED_TEXT = 'Message is not stored';

const Details = styled.div`
  display: grid;
  gap: 8px;
  padding: 8px 12px 16px;
  border-top: 1px dashed ${colorVars.border.default};
  background: ${colorVars.background.sunken};
`;
const Title = styled.h3`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0;
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;
const Meta = styled.p`
  margin: 0;
  color: ${colorVars.text.secondary};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  min-height: 28px;
  &:empty {
    display: none;
  }
`;
const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ${typography.fontFamily.monospace};
  }
`;

/** Internal fields shown as "Received by … on …" rather than in the list. */
const HIDDEN_FIELDS = new Set(['_id', 'gl2_source_node', 'gl2_source_input']);

/** Fields of a message in alphabetical order (§2), without the id and the receipt fields. */
export function sortedFieldNames(message: Message): string[] {
  return Object.keys(message.fields)
    .filter((name) => !HIDDEN_FIELDS.has(name))
    .sort((a, b) => a.localeCompare(b));
}

export interface MessageDetailsProps {
  message: Message;
  fieldTypes: ReadonlyMap<string, FieldType>;
  analysisDisabledFields: readonly string[];
  tableFields: ReadonlySet<string>;
  handlers: FieldActionHandlers | null;
  /** Level of the title: h3 inside a widget (default), h2 on the message page. */
  headingLevel?: 'h2' | 'h3';
  /** Where a surrounding search opens (a new tab by default). */
  onOpenSearch?: (href: string) => void;
}

/** An expanded message: permalink title, where it was received and stored, and every field with its value actions. */
export function MessageDetails({
  message,
  fieldTypes,
  analysisDisabledFields,
  tableFields,
  handlers,
  headingLevel = 'h3',
  onOpenSearch,
}: MessageDetailsProps) {
  const nodes = useNodes().data?.nodes ?? [];
  const inputs = useInputs().data ?? [];
  const nodeId = message.fields['gl2_source_node'];
  const inputId = message.fields['gl2_source_input'];
  const node = nodes.find((n) => n.nodeId === nodeId);
  const input = inputs.find((i) => i.id === inputId);
  return (
    <Details>
      <Title as={headingLevel}>
        <Icon name="info" size="sm" />
        {message.index ? (
          <AppLink href={pathTo('MESSAGE_SHOW', { index: message.index, messageId: message.id })}>{message.id}</AppLink>
        ) : (
          <span>{message.id}</span>
        )}
        {!message.index && <Label variant="warning">{NOT_STORED_LABEL}</Label>}
      </Title>
      {(nodeId !== undefined || inputId !== undefined) && (
        <Meta>{`Received by ${input ? input.title : DELETED_INPUT} on ${node ? node.hostname : STOPPED_NODE}`}</Meta>
      )}
      <Meta>{message.index ? `Stored in index ${message.index}` : NOT_STORED_TEXT}</Meta>
      <Actions role="group" aria-label="Message actions">
        <SurroundingSearchMenu message={message} onOpen={onOpenSearch} />
        <CreateExtractorMenu message={message} fields={sortedFieldNames(message)} input={input} node={node} />
        <TestAgainstStreamMenu message={message} />
      </Actions>
      <Fields>
        {sortedFieldNames(message).map((name) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>
              {handlers ? (
                <FieldActionsMenu
                  field={name}
                  value={message.fields[name]}
                  type={fieldTypes.get(name)}
                  disabled={fieldActionsDisabled(name, fieldTypes.get(name), analysisDisabledFields)}
                  inTable={tableFields.has(name)}
                  handlers={handlers}
                />
              ) : (
                name
              )}
            </dt>
            <dd>
              <FieldValue value={message.fields[name]} ranges={message.highlightRanges[name]} limit={FIELD_TRUNCATE_CHARS} />
            </dd>
          </div>
        ))}
      </Fields>
    </Details>
  );
}
