import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ListPopupPortal } from '../Select/ListPopupPortal';
import { useListPopup } from '../Select/useListPopup';
import { applyCompletion, markLines, wordBefore, type CodeCompletion, type CodeDiagnostic, type CodeToken } from './codeEditorModel';
import {
  CODE_COMPLETION_MAX_HEIGHT,
  Description,
  Frame,
  Line,
  Listbox,
  Mirror,
  Option,
  Popup,
  Problems,
  TextArea,
  Token,
} from './CodeEditor.styles';

export interface CodeEditorProps {
  /** The source text. */
  value: string;
  onChange: (value: string) => void;
  /** Cuts the source into coloured pieces; the pieces joined must be the whole source. */
  tokenize: (source: string) => CodeToken[];
  /** Problems to mark at their line and column and to list under the editor. */
  diagnostics?: readonly CodeDiagnostic[];
  /** Completions of the identifier before the caret (empty when the caret follows none, after Ctrl+Space). */
  completions?: (word: string) => CodeCompletion[];
  /** Accessible name, when no label names the editor through `id` or `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  id?: string;
  /** Lines shown at least; the editor grows with its source. */
  minLines?: number;
  /** Height in pixels from which the editor scrolls instead of growing. */
  maxHeight?: number;
  readOnly?: boolean;
}

/** Completions shown at once, at most. */
export const CODE_COMPLETION_LIMIT = 50;

/**
 * A code editor for short sources (rules, patterns, templates): a transparent textarea over a highlighted
 * copy of the source (text only, never HTML) with line numbers, problems underlined at their line and
 * column and listed below, and completion of the word before the caret (Ctrl+Space asks for it).
 * Tab is left to move focus, so the editor never traps the keyboard.
 */
export function CodeEditor({
  value,
  onChange,
  tokenize,
  diagnostics = [],
  completions,
  id,
  minLines = 6,
  maxHeight,
  readOnly = false,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: CodeEditorProps) {
  const ownId = useId();
  const editorId = id ?? `${ownId}-editor`;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [items, setItems] = useState<CodeCompletion[]>([]);
  const [active, setActive] = useState(0);
  const open = items.length > 0;
  const { setReference, setFloating, floatingStyles, placement, portalRoot } = useListPopup({
    open,
    maxHeight: CODE_COMPLETION_MAX_HEIGHT,
  });
  const lines = useMemo(() => markLines(value, tokenize(value), diagnostics), [value, tokenize, diagnostics]);
  const errorLines = useMemo(() => new Set(diagnostics.map((d) => d.line)), [diagnostics]);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [value]);

  const complete = (source: string, caret: number, explicit: boolean) => {
    const { word } = wordBefore(source, caret);
    setActive(0);
    setItems(completions && (word !== '' || explicit) ? completions(word).slice(0, CODE_COMPLETION_LIMIT) : []);
  };
  const close = () => setItems([]);

  const choose = (index: number) => {
    const item = items[index];
    const element = textarea.current;
    if (!item || !element) return;
    const applied = applyCompletion(value, element.selectionStart, item);
    onChange(applied.source);
    close();
    requestAnimationFrame(() => textarea.current?.setSelectionRange(applied.caret, applied.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const handled: Record<string, () => void> = {
        ArrowDown: () => setActive((active + 1) % items.length),
        ArrowUp: () => setActive((active - 1 + items.length) % items.length),
        Enter: () => choose(active),
        Tab: () => choose(active),
        Escape: close,
      };
      const action = handled[event.key];
      if (action) {
        event.preventDefault();
        action();
        return;
      }
    }
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      complete(value, event.currentTarget.selectionStart, true);
    }
  };

  const listId = `${ownId}-completions`;
  const problemsId = `${ownId}-problems`;
  const activeItem = items[active];
  const sorted = [...diagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
  return (
    <div>
      <Frame ref={setReference} $invalid={diagnostics.length > 0} $maxHeight={maxHeight}>
        <Mirror aria-hidden="true" data-testid="code-mirror">
          {lines.map((tokens, index) => (
            // Index keys: lines are recomputed from the source on every change.
            <Line key={index} data-line={index + 1} $error={errorLines.has(index + 1)}>
              {tokens.map((token, t) => (
                <Token key={t} $kind={token.kind} $error={token.error} data-kind={token.kind} data-error={token.error || undefined}>
                  {token.text}
                </Token>
              ))}
            </Line>
          ))}
        </Mirror>
        <TextArea
          ref={textarea}
          id={editorId}
          rows={minLines}
          value={value}
          readOnly={readOnly}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
          aria-invalid={diagnostics.length > 0 || undefined}
          aria-autocomplete={completions ? 'list' : undefined}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={[describedBy, diagnostics.length > 0 ? problemsId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            onChange(event.target.value);
            complete(event.target.value, event.target.selectionStart, false);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </Frame>
      {sorted.length > 0 && (
        <Problems id={problemsId} aria-label="Problems">
          {sorted.map((d, index) => (
            <li key={index}>
              Line {d.line}, column {d.column + 1}: {d.message}
            </li>
          ))}
        </Problems>
      )}
      {open && (
        <ListPopupPortal root={portalRoot}>
          <Popup ref={setFloating} style={floatingStyles} data-placement={placement}>
            <Listbox id={listId} role="listbox" aria-label="Completions">
              {items.map((item, index) => (
                <Option
                  key={item.label}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(index);
                  }}
                >
                  <span>{item.detail ?? item.label}</span>
                </Option>
              ))}
            </Listbox>
            {activeItem?.description && <Description>{activeItem.description}</Description>}
          </Popup>
        </ListPopupPortal>
      )}
    </div>
  );
}
