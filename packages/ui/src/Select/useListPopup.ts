import { autoUpdate, flip, offset, shift, size, useFloating, type Middleware, type Placement } from '@floating-ui/react';
import { useCallback, useState, type CSSProperties } from 'react';

/** Space kept between a list popup and the viewport's edges, in pixels. */
export const LIST_POPUP_VIEWPORT_PADDING = 8;
/** Gap between the control and its list, in pixels. */
export const LIST_POPUP_OFFSET = 2;

export interface UseListPopupOptions {
  /** Whether the list shows; it follows its control only while open. */
  open: boolean;
  /** The list's own maximum height; it gets shorter when the viewport has less room. */
  maxHeight: number;
  /** Make the list exactly as wide as its control (Select, Typeahead); otherwise CSS decides. */
  matchWidth?: boolean;
}

export interface ListPopup {
  /** Ref for the control the list belongs to. */
  setReference: (node: HTMLElement | null) => void;
  /**
   * The `root` for the list's `FloatingPortal`: the dialog the control is in (a modal marks everything
   * outside itself hidden from assistive technology), else undefined for the page; null until the
   * control has mounted.
   */
  portalRoot: HTMLElement | undefined | null;
  /** Ref for the list's outer element, rendered in a `FloatingPortal` with `portalRoot`. */
  setFloating: (node: HTMLElement | null) => void;
  /** Position styles for the list's outer element. */
  floatingStyles: CSSProperties;
  /** Where the list ended up: `bottom-start`, or `top-start` when there was no room below. */
  placement: Placement;
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Lifts the height cap of the previous placement and measures again, so that flip() weighs the list's
 * full height rather than the few pixels it was squeezed to last time (or while it was hidden).
 */
const uncap: Middleware = {
  name: 'uncap',
  fn({ elements, middlewareData }) {
    if (middlewareData['uncap']) return {};
    elements.floating.style.maxHeight = '';
    return { data: { done: true }, reset: { rects: true } };
  },
};

/**
 * Positions the list of a combobox (Select, Typeahead, the query completion) with @floating-ui, as
 * the other overlays are: portalled out of the scrolling bodies and widgets that would clip it (to the
 * enclosing dialog's element, or the page), below its control or above when there is more room there,
 * shifted inside the viewport and no taller than the room left.
 */
export function useListPopup({ open, maxHeight, matchWidth = false }: UseListPopupOptions): ListPopup {
  const { refs, floatingStyles, placement } = useFloating<HTMLElement>({
    open,
    placement: 'bottom-start',
    middleware: [
      uncap,
      offset(LIST_POPUP_OFFSET),
      flip({ padding: LIST_POPUP_VIEWPORT_PADDING }),
      // Sideways only as far as the viewport needs: a list stays aligned with a control at the edge.
      shift(),
      size({
        padding: LIST_POPUP_VIEWPORT_PADDING,
        apply({ availableHeight, rects, elements }) {
          // maxHeight is the list's own height; the popup's border comes on top of it.
          const frame = elements.floating.offsetHeight - elements.floating.clientHeight;
          elements.floating.style.maxHeight = `${Math.max(0, Math.min(maxHeight + frame, Math.floor(availableHeight)))}px`;
          if (matchWidth) elements.floating.style.width = `${rects.reference.width}px`;
        },
      }),
    ],
    // A closed list stays mounted (downshift needs its menu element) but does not follow scrolling.
    whileElementsMounted: open ? autoUpdate : undefined,
  });
  const [portalRoot, setPortalRoot] = useState<HTMLElement | undefined | null>(null);
  const { setReference: setFloatingReference } = refs;
  const setReference = useCallback(
    (node: HTMLElement | null) => {
      setFloatingReference(node);
      if (node) setPortalRoot(node.closest<HTMLElement>(DIALOG) ?? undefined);
    },
    [setFloatingReference],
  );
  return { setReference, portalRoot, setFloating: refs.setFloating, floatingStyles, placement };
}
