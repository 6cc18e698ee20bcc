import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { List, useDynamicRowHeight, useListRef, type RowComponentProps } from 'react-window';
import type { FieldType, Message, SortSpec } from '@sift/api';
import { Button, colorVars, Icon, Pagination } from '@sift/ui';
import { FieldActionsMenu } from '../../sidebar/FieldActionsMenu/FieldActionsMenu';
import { fieldActionsDisabled } from '../../sidebar/fieldActions';
import type { FieldActionHandlers } from '../../sidebar/useFieldActions';
import { Cell, MessageRow, type MessageRowProps } from './MessageRow';
import { MESSAGES_PER_PAGE, nextMessageSort, sortDirectionOf, VIRTUALIZE_ABOVE_ROWS } from './messageTableRules';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  font-size: 0.875rem;
`;
const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  color: ${colorVars.text.secondary};
`;
const Header = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  border-bottom: 2px solid ${colorVars.border.default};
  font-weight: 600;
`;
/** A column's field menu: the header's own weight, no extra padding. */
const HeaderField = styled.span`
  & > button {
    padding: 0 4px 0 0;
    font-weight: inherit;
  }
`;
const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;
const Empty = styled.p`
  margin: 0;
  padding: 12px;
  color: ${colorVars.text.secondary};
`;

export interface MessageTableProps {
  /** Accessible name of the table (the widget title). */
  title: string;
  messages: readonly Message[];
  /** Messages matching the search, across pages. */
  total: number;
  fields: readonly string[];
  sort: readonly SortSpec[];
  showMessageRow: boolean;
  /** Shows a message's summary field, when it has one, below its row. */
  showSummary?: boolean;
  /** 1-based page. */
  page: number;
  onPageChange: (page: number) => void;
  /** Sort controls appear only in editable mode. */
  editable: boolean;
  onSortChange: (sort: SortSpec[]) => void;
  /** Id of the message to mark and scroll to. */
  highlightMessage?: string | null;
  cellColor: (field: string, value: unknown) => string | undefined;
  fieldTypes: ReadonlyMap<string, FieldType>;
  analysisDisabledFields: readonly string[];
  handlers: FieldActionHandlers | null;
  timezone: string;
  /** Told when a row is expanded (expanding turns off auto-refresh). */
  onMessageExpanded?: () => void;
  /** A page is being fetched. */
  loading?: boolean;
}

/** Accessible name of a column header's field menu (the same field's menu in the details is named by the field alone). */
export const columnActionsLabel = (field: string) => `Actions of field ${field}`;

type RowProps = Omit<MessageRowProps, 'message' | 'expanded' | 'marked' | 'style' | 'ariaRowIndex' | 'virtualIndex'> & {
  messages: readonly Message[];
  expanded: ReadonlySet<string>;
  markedId: string | null;
};

function VirtualRow({ index, style, messages, expanded, markedId, ...rest }: RowComponentProps<RowProps>) {
  const message = messages[index];
  if (!message) return null;
  return (
    <MessageRow
      {...rest}
      message={message}
      expanded={expanded.has(message.id)}
      marked={message.id === markedId}
      style={style}
      ariaRowIndex={index + 2}
      virtualIndex={index}
    />
  );
}

function columnTemplate(fields: readonly string[]): string {
  return fields.map((field) => (field === 'timestamp' ? 'minmax(210px, max-content)' : 'minmax(120px, 1fr)')).join(' ') || '1fr';
}

/** A message table: sortable columns, 4-line previews, expandable details, paging, virtualised above 150 rows. */
export function MessageTable(props: MessageTableProps) {
  const {
    title,
    messages,
    total,
    fields,
    sort,
    page,
    onPageChange,
    editable,
    onSortChange,
    highlightMessage = null,
    loading = false,
    onMessageExpanded,
  } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(() => columnTemplate(fields), [fields]);
  const listRef = useListRef(null);
  // Expanded rows grow: heights are measured, estimated until then.
  const rowHeight = useDynamicRowHeight({ defaultRowHeight: props.showMessageRow ? 96 : 32, key: `${page}:${fields.join(',')}` });
  const virtual = messages.length > VIRTUALIZE_ABOVE_ROWS;
  const markedIndex = highlightMessage ? messages.findIndex((m) => m.id === highlightMessage) : -1;
  useEffect(() => {
    if (virtual && markedIndex >= 0) listRef.current?.scrollToRow({ index: markedIndex, align: 'center' });
  }, [virtual, markedIndex, listRef]);
  const onToggle = useCallback(
    (id: string) => {
      setExpanded((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else {
          next.add(id);
          onMessageExpanded?.();
        }
        return next;
      });
    },
    [onMessageExpanded],
  );
  const totalPages = Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE));
  const rowProps: RowProps = {
    messages,
    expanded,
    markedId: highlightMessage,
    fields,
    columns,
    showMessageRow: props.showMessageRow,
    showSummary: props.showSummary ?? false,
    onToggle,
    cellColor: props.cellColor,
    timezone: props.timezone,
    fieldTypes: props.fieldTypes,
    analysisDisabledFields: props.analysisDisabledFields,
    tableFields: new Set(fields),
    handlers: props.handlers,
  };
  return (
    <Wrapper>
      <Toolbar>
        <span aria-live="polite">{loading ? 'Loading messages...' : `${total.toLocaleString('en-US')} messages`}</span>
        {totalPages > 1 && <Pagination currentPage={page} totalPages={totalPages} onChange={onPageChange} disabled={loading} />}
      </Toolbar>
      <div
        role="table"
        aria-label={title}
        aria-rowcount={messages.length + 1}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <div role="rowgroup">
          <Header role="row" aria-rowindex={1} $columns={columns}>
            {fields.map((field) => {
              const direction = sortDirectionOf(sort, field);
              return (
                <Cell
                  key={field}
                  role="columnheader"
                  aria-sort={direction === 'Ascending' ? 'ascending' : direction === 'Descending' ? 'descending' : undefined}
                >
                  {props.handlers ? (
                    <HeaderField>
                      <FieldActionsMenu
                        field={field}
                        label={columnActionsLabel(field)}
                        type={props.fieldTypes.get(field)}
                        disabled={fieldActionsDisabled(field, props.fieldTypes.get(field), props.analysisDisabledFields)}
                        inTable
                        handlers={props.handlers}
                      />
                    </HeaderField>
                  ) : (
                    field
                  )}
                  {editable && (
                    <Button
                      variant="link"
                      size="small"
                      aria-label={`Sort ${field}`}
                      title={direction ? `Sorted ${direction}` : 'Not sorted'}
                      onClick={() => onSortChange(nextMessageSort(sort, field))}
                    >
                      <Icon
                        name={direction === 'Ascending' ? 'arrow-up' : direction === 'Descending' ? 'arrow-down' : 'arrow-up-down'}
                        size="xs"
                      />
                    </Button>
                  )}
                </Cell>
              );
            })}
          </Header>
        </div>
        {messages.length === 0 && !loading && <Empty>No messages found.</Empty>}
        {virtual ? (
          <List
            role="rowgroup"
            listRef={listRef}
            rowComponent={VirtualRow}
            rowCount={messages.length}
            rowHeight={rowHeight}
            rowProps={rowProps}
            style={{ flex: 1, minHeight: 0 }}
          />
        ) : (
          <Body role="rowgroup">
            {messages.map((message, index) => (
              <MessageRow
                key={message.id}
                {...rowProps}
                message={message}
                expanded={expanded.has(message.id)}
                marked={message.id === highlightMessage}
                ariaRowIndex={index + 2}
              />
            ))}
          </Body>
        )}
      </div>
    </Wrapper>
  );
}
