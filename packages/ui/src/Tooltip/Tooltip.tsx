import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { cloneTrigger, existingRef } from '../Popover/triggerElement';
import { colorVars } from '../theme/cssVariables';
import { radius, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';

/** Tooltips wrap at this width (1-shell.md §9). */
export const TOOLTIP_MAX_WIDTH = 300;

const Bubble = styled.div`
  z-index: ${zIndex.tooltip};
  max-width: ${TOOLTIP_MAX_WIDTH}px;
  padding: ${spacing(0.5, 1)};
  border-radius: ${radius.medium};
  background: ${colorVars.text.primary};
  color: ${colorVars.text.inverse};
  font-size: ${typography.size.small};
  line-height: ${typography.lineHeight.body};
  overflow-wrap: anywhere;
  pointer-events: none;
`;

export interface TooltipProps {
  /** The element described by the tooltip. It must be focusable so keyboard users can see the tooltip too. */
  children: ReactElement;
  /** Short plain text (no interactive content: use a Popover for that). */
  content: ReactNode;
  /** Preferred side; flips at viewport edges. */
  placement?: Placement;
  /** Controlled visibility, e.g. to confirm an action ("Copied!"). Hover and focus open it when uncontrolled. */
  open?: boolean;
  /** Milliseconds before it opens on hover. */
  delay?: number;
}

/** A short text label shown on hover or keyboard focus; Escape hides it. Max width 300 px. */
export function Tooltip({ children, content, placement = 'top', open: controlled, delay = 300 }: TooltipProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const {
    refs: floatingRefs,
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setUncontrolled,
    placement,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference, setFloating } = floatingRefs;
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { enabled: controlled === undefined, delay: { open: delay, close: 0 }, move: false }),
    useFocus(context, { enabled: controlled === undefined }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const ref = useMergeRefs([setReference, existingRef(children)]);
  return (
    <>
      {cloneTrigger(children, getReferenceProps({ ref, ...(children.props as Record<string, unknown>) }))}
      {open && (
        <FloatingPortal>
          <Bubble ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      )}
    </>
  );
}
