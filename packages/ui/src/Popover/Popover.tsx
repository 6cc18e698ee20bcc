import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useId,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { cloneTrigger, existingRef } from './triggerElement';
import { PopoverBody, PopoverBox, PopoverTitle } from './Popover.styles';

export const POPOVER_TRIGGERS = ['click', 'hover', 'focus'] as const;
export type PopoverTrigger = (typeof POPOVER_TRIGGERS)[number];

export interface PopoverProps {
  /** The one element that opens the popover, e.g. a `<Button>`. */
  children: ReactElement;
  /** What the popover shows. */
  content: ReactNode;
  /** A heading; also the popover's accessible name. */
  title?: ReactNode;
  /** What opens it: click (default), hover, focus, or several. */
  trigger?: PopoverTrigger | readonly PopoverTrigger[];
  /** Preferred side; it flips to the other side at viewport edges. */
  placement?: Placement;
  /** Controlled open state. */
  open?: boolean;
  /** Called when the popover asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Accessible name when there is no `title`. */
  'aria-label'?: string;
}

/**
 * Rich content next to a trigger. Opened by click it is a dialog: focus moves in and stays inside
 * until Escape or an outside click closes it, then returns to the trigger. Opened by hover or focus
 * it does not take focus.
 */
export function Popover({
  children,
  content,
  title,
  trigger = 'click',
  placement = 'bottom',
  open: controlled,
  onOpenChange,
  'aria-label': ariaLabel,
}: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  const triggers: readonly PopoverTrigger[] = typeof trigger === 'string' ? [trigger] : trigger;
  const byClick = triggers.includes('click');
  const {
    refs: floatingRefs,
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference, setFloating } = floatingRefs;
  const titleId = useId();
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: byClick }),
    useHover(context, { enabled: triggers.includes('hover'), handleClose: safePolygon(), delay: { open: 100, close: 100 } }),
    useFocus(context, { enabled: triggers.includes('focus') }),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const ref = useMergeRefs([setReference, existingRef(children)]);
  const box = (
    <PopoverBox
      ref={setFloating}
      style={floatingStyles}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      data-placement={context.placement}
      {...getFloatingProps()}
    >
      {title && <PopoverTitle id={titleId}>{title}</PopoverTitle>}
      <PopoverBody>{content}</PopoverBody>
    </PopoverBox>
  );
  return (
    <>
      {cloneTrigger(children, getReferenceProps({ ref, ...(children.props as Record<string, unknown>) }))}
      {open && (
        <FloatingPortal>
          {byClick ? (
            <FloatingFocusManager context={context} modal returnFocus>
              {box}
            </FloatingFocusManager>
          ) : (
            box
          )}
        </FloatingPortal>
      )}
    </>
  );
}
