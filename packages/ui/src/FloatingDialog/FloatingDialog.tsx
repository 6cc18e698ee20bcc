import { FloatingFocusManager, FloatingPortal, useDismiss, useFloating, useId, useInteractions, useRole } from '@floating-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { IconButton } from '../Button/Button';
import { Body, Header, ResizeHandle, Title, Window } from './FloatingDialog.styles';
import { centeredBounds, clampBounds, FLOATING_DIALOG_DEFAULT_SIZE, FLOATING_DIALOG_RESIZE_DEBOUNCE_MS, type Bounds } from './bounds';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
/** Pixels per arrow key press when moving or resizing with the keyboard. */
const KEY_STEP = 10;

export interface FloatingDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Heading and drag handle; also the accessible name. */
  title: string;
  /** Called by the close button and Escape. */
  onClose: () => void;
  /** Initial size; 450 by 400 by default. */
  defaultSize?: { width: number; height: number };
  /** Initial position; centered by default. */
  defaultPosition?: { x: number; y: number };
  /** Trap focus inside while open. Off by default so the page stays usable next to the dialog. */
  modal?: boolean;
  children?: ReactNode;
}

/**
 * A movable, resizable dialog over the page (no backdrop). Drag it by its header, resize from the
 * bottom-right corner; with the keyboard, focus the header and use the arrows to move, Shift+arrows
 * to resize. It stays inside the viewport, re-checked 150 ms after the window stops resizing.
 */
export function FloatingDialog({
  open,
  title,
  onClose,
  defaultSize = FLOATING_DIALOG_DEFAULT_SIZE,
  defaultPosition,
  modal = false,
  children,
}: FloatingDialogProps) {
  const [bounds, setBounds] = useState<Bounds>(() =>
    defaultPosition ? clampBounds({ ...defaultSize, ...defaultPosition }, viewport()) : centeredBounds(defaultSize, viewport()),
  );
  const drag = useRef<{ mode: 'move' | 'resize'; startX: number; startY: number; start: Bounds } | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const { refs: floatingRefs, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { setFloating } = floatingRefs;
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false }), useRole(context, { role: 'dialog' })]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setBounds((current) => clampBounds(current, viewport())), FLOATING_DIALOG_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const begin = (mode: 'move' | 'resize', event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, start: bounds };
  };
  const beginMove = (event: PointerEvent<HTMLElement>) => begin('move', event);
  const beginResize = (event: PointerEvent<HTMLElement>) => begin('resize', event);
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const { start } = current;
    const next =
      current.mode === 'move'
        ? { ...start, x: start.x + dx, y: start.y + dy }
        : { ...start, width: start.width + dx, height: start.height + dy };
    setBounds(clampBounds(next, viewport()));
  };
  const end = () => {
    drag.current = null;
  };

  const onHeaderKey = (event: KeyboardEvent<HTMLElement>) => {
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const delta = deltas[event.key];
    if (!delta) return;
    event.preventDefault();
    const [dx, dy] = delta;
    setBounds((b) =>
      clampBounds(event.shiftKey ? { ...b, width: b.width + dx, height: b.height + dy } : { ...b, x: b.x + dx, y: b.y + dy }, viewport()),
    );
  };

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={modal} initialFocus={headerRef} returnFocus>
        <Window
          ref={setFloating}
          aria-labelledby={titleId}
          style={{ left: bounds.x, top: bounds.y, width: bounds.width, height: bounds.height }}
          data-testid="floating-dialog"
          {...getFloatingProps()}
        >
          <Header
            tabIndex={0}
            aria-label={`Move ${title}: arrow keys move, Shift and arrow keys resize`}
            onPointerDown={beginMove}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={onHeaderKey}
            ref={headerRef}
          >
            <Title id={titleId}>{title}</Title>
            <IconButton name="x" title="Close" size="xsmall" onClick={onClose} />
          </Header>
          <Body>{children}</Body>
          <ResizeHandle
            aria-hidden
            onPointerDown={beginResize}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            data-testid="resize-handle"
          />
        </Window>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
