import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldType } from '@sift/api';
import { ListPopupPortal, useListPopup } from '@sift/ui';
import { applyCompletion } from './completion';
import { COMPLETION_LIST_MAX_HEIGHT, Listbox, Mirror, Option, TextArea, Token, Wrapper } from './QueryInput.styles';
import { highlightSegments } from './tokenize';
import { useCompletions, type SuggestValues } from './useCompletions';

export const QUERY_PLACEHOLDER =
  'Type your search query here and press enter. E.g.: ("not found" AND http) OR http_response_code:[400 TO 404]';

export interface QueryInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter (without Shift) while no completion is chosen. */
  onSubmit: () => void;
  /** Known fields, for name completion and to know which are enumerable. */
  fields: readonly FieldType[];
  /** Asks for value suggestions of an enumerable field. */
  suggestValues: SuggestValues;
  /** Character ranges ([start, end)) the validation marked. */
  errorRanges?: ReadonlyArray<readonly [number, number]>;
  /** Ids of texts describing the input (e.g. the validation explanation). */
  'aria-describedby'?: string;
  placeholder?: string;
}

/**
 * The query editor: a transparent textarea over a highlighted mirror of the same text (never HTML),
 * completing field names and, for enumerable fields, values. Enter searches, Shift+Enter breaks the line.
 */
export function QueryInput({
  value,
  onChange,
  onSubmit,
  fields,
  suggestValues,
  errorRanges = [],
  placeholder = QUERY_PLACEHOLDER,
  'aria-describedby': describedBy,
}: QueryInputProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const mirror = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { completion, update, close } = useCompletions(fields, suggestValues);
  const open = completion !== null;
  const { setReference, setFloating, floatingStyles, placement, portalRoot } = useListPopup({
    open,
    maxHeight: COMPLETION_LIST_MAX_HEIGHT,
  });

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value]);

  const change = (next: string, caret: number) => {
    onChange(next);
    setActive(0);
    update(next, caret);
  };

  const choose = (index: number) => {
    if (!completion) return;
    const item = completion.items[index];
    if (!item) return;
    const applied = applyCompletion(value, completion.context, item.value);
    onChange(applied.query);
    close();
    requestAnimationFrame(() => {
      textarea.current?.setSelectionRange(applied.caret, applied.caret);
      if (item && completion.context.kind === 'field') update(applied.query, applied.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const count = completion.items.length;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActive((active + 1) % count);
        return;
      }
      if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((active - 1 + count) % count);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(active);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
    }
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      update(value, event.currentTarget.selectionStart);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      close();
      onSubmit();
    }
  };

  const listId = `${id}-completions`;
  return (
    <Wrapper ref={setReference}>
      <Mirror ref={mirror} aria-hidden="true" data-testid="query-mirror">
        {highlightSegments(value, errorRanges).map((segment, index) => (
          // Index keys: segments are recomputed from the text on every change.
          <Token key={index} $kind={segment.kind} $error={segment.error} data-kind={segment.kind} data-error={segment.error || undefined}>
            {segment.text}
          </Token>
        ))}
        {value.endsWith('\n') ? ' ' : null}
      </Mirror>
      <TextArea
        ref={textarea}
        rows={1}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-label="Search query"
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={close}
        onScroll={(event) => {
          if (mirror.current) mirror.current.scrollTop = event.currentTarget.scrollTop;
        }}
      />
      {open && (
        <ListPopupPortal root={portalRoot}>
          <Listbox
            ref={setFloating}
            style={floatingStyles}
            data-placement={placement}
            id={listId}
            role="listbox"
            aria-label={completion.context.kind === 'field' ? 'Fields' : `Values of ${completion.context.field}`}
          >
            {completion.items.map((item, index) => (
              <Option
                key={item.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
              >
                <span>{item.value}</span>
                {item.occurrence !== undefined && <small>{item.occurrence}</small>}
              </Option>
            ))}
          </Listbox>
        </ListPopupPortal>
      )}
    </Wrapper>
  );
}
