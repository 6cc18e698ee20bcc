import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Menu, Item, type DropdownMenuItem } from '../DropdownMenu/DropdownMenu';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { typography } from '../theme/typography';
import styled from 'styled-components';

/** A viewport point, e.g. where a chart value was clicked. */
export interface MenuPoint {
  x: number;
  y: number;
}

export interface PointMenuProps {
  /** Where the menu opens (viewport coordinates); null keeps it closed. */
  at: MenuPoint | null;
  /** The entries. */
  items: readonly Omit<DropdownMenuItem, 'href' | 'active'>[];
  /** Called when the menu closes: an item was chosen, Escape, or a click outside. */
  onClose: () => void;
  /** A heading above the items, e.g. the value the actions apply to; also the menu's accessible name. */
  title: string;
}

const Heading = styled.div`
  padding: ${spacing(0.5, 1.5)};
  color: ${colorVars.text.secondary};
  font-size: ${typography.size.small};
  font-weight: ${typography.weight.medium};
  max-width: 320px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A menu opened at a point rather than under a button: the actions of a value in a chart. Focus moves to
 * the first item; arrows move, Enter chooses, Escape or a click outside closes, and focus returns to where
 * it was.
 */
export function PointMenu({ at, items, onClose, title }: PointMenuProps) {
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const headingId = useId();
  const open = at !== null;
  const {
    refs: floatingRefs,
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    placement: 'bottom-start',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setFloating, setPositionReference } = floatingRefs;
  useLayoutEffect(() => {
    if (!at) return;
    setPositionReference({
      getBoundingClientRect: () => ({ x: at.x, y: at.y, left: at.x, top: at.y, right: at.x, bottom: at.y, width: 0, height: 0 }),
    });
  }, [at, setPositionReference]);
  const { getFloatingProps, getItemProps } = useInteractions([
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: true,
      disabledIndices: items.flatMap((item, i) => (item.disabled ? [i] : [])),
    }),
  ]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal initialFocus={0} returnFocus>
        <Menu ref={setFloating} style={floatingStyles} {...getFloatingProps()} aria-labelledby={headingId}>
          <Heading id={headingId}>{title}</Heading>
          {items.map((item, index) => (
            <Item
              key={item.label}
              as="button"
              type="button"
              role="menuitem"
              aria-disabled={item.disabled || undefined}
              tabIndex={activeIndex === index ? 0 : -1}
              ref={(node: HTMLElement | null) => {
                listRef.current[index] = node;
              }}
              {...getItemProps({
                onClick: () => {
                  if (item.disabled) return;
                  onClose();
                  item.onSelect?.();
                },
              })}
            >
              {item.label}
            </Item>
          ))}
        </Menu>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
