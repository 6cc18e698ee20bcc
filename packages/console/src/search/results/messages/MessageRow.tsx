import { memo, useEffect, useRef, type CSSProperties, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { Message } from '@sift/api';
import { colorVars, formatDateTime, IconButton, typography } from '@sift/ui';
import { FieldValue } from './FieldValue';
import { HighlightedText } from './HighlightedText';
import { MessageDetails, type MessageDetailsProps } from './MessageDetails';
import { fieldText, MESSAGE_PREVIEW_CHARS, MESSAGE_PREVIEW_LINES, truncateText } from './messageTableRules';

/** Characters of a cell value before the cell says "Show all". */
const CELL_CHARS = 300;

export const Row = styled.div<{ $columns: string; $marked: boolean }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  border-bottom: 1px solid ${colorVars.border.subtle};
  background: ${({ $marked }) => ($marked ? colorVars.warning.subtle : 'transparent')};
  outline: ${({ $marked }) => ($marked ? `2px solid ${colorVars.warning.main}` : 'none')};
  outline-offset: -2px;
  cursor: pointer;
  &:hover {
    background: ${colorVars.background.hover};
  }
  &[data-expanded='true'] {
    background: ${colorVars.background.selected};
  }
`;
export const Cell = styled.div`
  padding: 4px 8px;
  min-width: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
const Preview = styled.div`
  grid-column: 1 / -1;
  padding: 0 8px 8px 36px;
  color: ${colorVars.text.secondary};
  font-family: ${typography.fontFamily.monospace};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${MESSAGE_PREVIEW_LINES};
  overflow: hidden;
`;
const Summary = styled.div`
  grid-column: 1 / -1;
  padding: 0 8px 4px 36px;
  font-weight: ${typography.weight.bold};
  overflow-wrap: anywhere;
`;
const Full = styled.div`
  grid-column: 1 / -1;
  cursor: auto;
`;

export interface MessageRowProps extends Omit<MessageDetailsProps, 'message'> {
  message: Message;
  /** Columns of the table (`message` shows in the message row instead). */
  fields: readonly string[];
  /** CSS grid-template-columns shared with the header. */
  columns: string;
  showMessageRow: boolean;
  /** Shows the message's `summary` field, when it has one, in a line of its own. */
  showSummary?: boolean;
  expanded: boolean;
  onToggle: (id: string) => void;
  /** The message named by `highlightMessage`: marked and scrolled to. */
  marked: boolean;
  /** Colour of a cell from the highlighting rules. */
  cellColor: (field: string, value: unknown) => string | undefined;
  timezone: string;
  style?: CSSProperties;
  ariaRowIndex?: number;
  /** Index in a virtualised list (react-window measures rows by it). */
  virtualIndex?: number;
}

function cellText(field: string, value: unknown, timezone: string): string {
  if (field === 'timestamp' && typeof value === 'string') return formatDateTime(value, 'complete', timezone);
  return fieldText(value);
}

/** One message: its columns, a preview of at most 4 lines, and the details when expanded. */
export const MessageRow = memo(function MessageRow(props: MessageRowProps) {
  const { message, fields, columns, showMessageRow, expanded, onToggle, marked, cellColor, timezone, style, ariaRowIndex, virtualIndex } =
    props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (marked) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [marked]);
  const toggle = (event: MouseEvent) => {
    // Selecting text in a row must not fold it.
    if (window.getSelection()?.toString()) return;
    if ((event.target as HTMLElement).closest('a, button, [role="menu"]')) return;
    onToggle(message.id);
  };
  const summary = props.showSummary ? fieldText(message.fields['summary']) : '';
  const preview = showMessageRow ? truncateText(fieldText(message.fields['message']), MESSAGE_PREVIEW_CHARS).text : '';
  return (
    <Row
      ref={ref}
      role="row"
      aria-rowindex={ariaRowIndex}
      data-expanded={expanded || undefined}
      data-message-id={message.id}
      data-index={virtualIndex}
      data-marked={marked || undefined}
      $columns={columns}
      $marked={marked}
      style={style}
      onClick={toggle}
    >
      {fields.map((field, index) => {
        const value = message.fields[field];
        const color = cellColor(field, value);
        return (
          <Cell key={field} role="cell" style={color ? { backgroundColor: color } : undefined}>
            {index === 0 && (
              <IconButton
                name={expanded ? 'chevron-down' : 'chevron-right'}
                title={expanded ? 'Collapse message' : 'Expand message'}
                aria-expanded={expanded}
                onClick={() => onToggle(message.id)}
              />
            )}
            {field === 'timestamp' ? (
              cellText(field, value, timezone)
            ) : (
              <FieldValue value={value} ranges={message.highlightRanges[field]} limit={CELL_CHARS} />
            )}
          </Cell>
        );
      })}
      {summary !== '' && (
        <Summary role="cell" aria-label="Summary">
          {truncateText(summary, MESSAGE_PREVIEW_CHARS).text}
        </Summary>
      )}
      {showMessageRow && preview !== '' && (
        <Preview role="cell">
          <HighlightedText text={preview} ranges={message.highlightRanges['message']} />
        </Preview>
      )}
      {expanded && (
        <Full role="cell">
          <MessageDetails {...props} />
        </Full>
      )}
    </Row>
  );
});
