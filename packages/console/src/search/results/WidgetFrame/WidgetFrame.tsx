import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars, ConfirmDialog, DropdownMenu, Icon, type DropdownMenuItem } from '@sift/ui';
import { isGridArrowKey, type GridArrowKey } from '../gridLayout';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetTitle } from './WidgetTitle';

/** Class of the drag handle: only the header drags a widget on an unlocked grid. */
export const WIDGET_DRAG_HANDLE_CLASS = 'widget-drag-handle';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${colorVars.border.default};
  border-radius: 4px;
  background: ${colorVars.background.surface};
  color: ${colorVars.text.primary};
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${colorVars.primary.main};
    outline-offset: 2px;
  }
`;
const Header = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 32px;
  padding: 2px 4px 2px 12px;
  border-bottom: 1px solid ${colorVars.border.subtle};
  &.${WIDGET_DRAG_HANDLE_CLASS} {
    cursor: move;
  }
`;
const TitleSlot = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: 8px;
`;
const Body = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

export interface WidgetFrameProps {
  title: string;
  /** Editing actions (rename, duplicate, remove) are offered. */
  editable: boolean;
  /** The widget fills the page. */
  focused: boolean;
  /** The widget spans the whole grid width. */
  fullWidth: boolean;
  /** The grid can be rearranged: the header is the drag handle. */
  draggable: boolean;
  /** Shows a spinner next to the title while the widget's results load. */
  loading?: boolean;
  /** Focus or un-focus; `byKeyboard` when `f` or Escape asked (the widget keeps the keyboard focus). */
  onFocusChange: (focused: boolean, byKeyboard?: boolean) => void;
  onStretchToggle: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onRename: (title: string) => void;
  /** Actions of the widget's type, listed after the editing actions (editable mode only). */
  typeActions?: readonly DropdownMenuItem[];
  /** Actions of the widget's type that change nothing (e.g. Export), offered in read-only mode too; listed last. */
  viewActions?: readonly DropdownMenuItem[];
  /** An arrow key pressed on the widget (Shift: resize); without it the arrow keys do nothing (a locked grid). */
  onArrowKey?: (key: GridArrowKey, resize: boolean) => void;
  /** The widget takes the keyboard focus when it appears (after `f` or Escape re-rendered it). */
  takeFocus?: boolean;
  children: ReactNode;
}

/** Keys of a widget that has the keyboard focus (itself, not a control inside it). */
export const WIDGET_KEY_SHORTCUTS =
  'F Escape ArrowUp ArrowDown ArrowLeft ArrowRight Shift+ArrowUp Shift+ArrowDown Shift+ArrowLeft Shift+ArrowRight';

/** A widget's chrome: title (double-click to edit), actions menu, the remove confirmation, and an error boundary around the body. */
export function WidgetFrame(props: WidgetFrameProps) {
  const { title, editable, focused, fullWidth, draggable, loading = false, children } = props;
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [editingTitle, setEditingTitle] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const { takeFocus = false, onArrowKey, onFocusChange } = props;
  useEffect(() => {
    if (takeFocus) frame.current?.focus();
  }, [takeFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed into the widget's controls (title field, menus, tables) are theirs.
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'f' && !focused) onFocusChange(true, true);
    else if (event.key === 'Escape' && focused) onFocusChange(false, true);
    else if (isGridArrowKey(event.key) && onArrowKey) onArrowKey(event.key, event.shiftKey);
    else return;
    event.preventDefault();
  };
  const items: DropdownMenuItem[] = [
    focused
      ? { label: 'Un-focus', onSelect: () => props.onFocusChange(false) }
      : { label: 'Focus', onSelect: () => props.onFocusChange(true) },
    ...(focused ? [] : [{ label: fullWidth ? 'Compress width' : 'Stretch width', onSelect: props.onStretchToggle }]),
    ...(editable
      ? [
          { label: 'Edit title', onSelect: () => setEditingTitle(true) },
          { label: 'Duplicate', onSelect: props.onDuplicate },
          { label: 'Remove', onSelect: () => setConfirmingRemove(true) },
          ...(props.typeActions ?? []),
        ]
      : []),
    ...(props.viewActions ?? []),
  ];
  return (
    <Frame ref={frame} role="group" aria-label={title} tabIndex={0} aria-keyshortcuts={WIDGET_KEY_SHORTCUTS} onKeyDown={onKeyDown}>
      <Header className={draggable ? WIDGET_DRAG_HANDLE_CLASS : undefined}>
        <TitleSlot>
          {draggable && <Icon name="grip" size="sm" />}
          <WidgetTitle
            title={title}
            editable={editable}
            onChange={props.onRename}
            editing={editingTitle}
            onEditingChange={setEditingTitle}
          />
          {loading && <Icon name="loader" size="sm" spin title="Loading" />}
        </TitleSlot>
        <DropdownMenu
          title={
            <span aria-label={`Actions of ${title}`}>
              <Icon name="more" />
            </span>
          }
          items={items}
          placement="bottom-end"
        />
      </Header>
      <Body>
        <WidgetErrorBoundary>{children}</WidgetErrorBoundary>
      </Body>
      <ConfirmDialog
        open={confirmingRemove}
        title="Remove widget"
        confirmText="Remove"
        confirmVariant="danger"
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => {
          setConfirmingRemove(false);
          props.onRemove();
        }}
      >
        {`Are you sure you want to remove the widget "${title}"?`}
      </ConfirmDialog>
    </Frame>
  );
}
