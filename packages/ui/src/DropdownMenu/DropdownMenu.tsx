import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon';
import { isPlainLeftClick } from '../NavItem/navRules';
import { colorVars } from '../theme/cssVariables';
import { radius, shadow, spacing, zIndex } from '../theme/tokens';
import { typography } from '../theme/typography';

export interface DropdownMenuItem {
  /** The item's text; typing its first letters moves to it. */
  label: string;
  /** A link target; with `onNavigate`, plain left clicks navigate in the app. */
  href?: string;
  /** Called when the item is chosen (click, Enter or Space). */
  onSelect?: () => void;
  /** Marks the current page (`aria-current`). */
  active?: boolean;
  /** Not selectable. */
  disabled?: boolean;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 100%;
  padding: ${spacing(0, 1.5)};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${colorVars.text.primary};
  font: inherit;
  font-weight: ${typography.weight.medium};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${colorVars.background.hover};
  }

  &[data-active='true'] {
    border-bottom-color: ${colorVars.primary.main};
    color: ${colorVars.primary.text};
  }
`;

export const Menu = styled.div`
  z-index: ${zIndex.dropdown};
  min-width: 180px;
  padding: ${spacing(0.5, 0)};
  border: 1px solid ${colorVars.border.default};
  border-radius: ${radius.overlay};
  background: ${colorVars.background.raised};
  box-shadow: ${shadow.overlay};

  &:focus {
    outline: none;
  }
`;

export const Item = styled.a`
  display: block;
  width: 100%;
  padding: 4px 12px;
  border: 0;
  background: none;
  color: ${colorVars.text.primary};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:focus,
  &:hover {
    outline: none;
    background: ${colorVars.background.hover};
    color: ${colorVars.text.primary};
  }

  &[aria-current='page'] {
    font-weight: ${typography.weight.bold};
    background: ${colorVars.background.selected};
  }

  &[aria-disabled='true'] {
    color: ${colorVars.text.disabled};
    cursor: not-allowed;
  }
`;

export interface DropdownMenuProps {
  /** The trigger's text, e.g. "System" or "System / Inputs". */
  title: ReactNode;
  /** The entries. */
  items: readonly DropdownMenuItem[];
  /** Marks the trigger as the active section. */
  active?: boolean;
  /** Client-side navigation for link items (plain left click, Enter or Space only). */
  onNavigate?: (href: string) => void;
  placement?: Placement;
}

/**
 * A menu button: click, Enter, Space or ArrowDown opens it; arrows, Home, End and typing move
 * between items (focus stays in the menu while open); Enter chooses; Escape closes and returns
 * focus to the trigger.
 */
export function DropdownMenu({ title, items, active = false, onNavigate, placement = 'bottom-start' }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  useEffect(() => {
    labelsRef.current = items.map((item) => item.label);
  }, [items]);

  const {
    refs: floatingRefs,
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(2), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { setReference, setFloating } = floatingRefs;
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { event: 'mousedown' }),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices: items.flatMap((item, i) => (item.disabled ? [i] : [])),
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: open ? setActiveIndex : undefined }),
  ]);

  const choose = (item: DropdownMenuItem, event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onSelect?.();
    if (item.href && onNavigate && isPlainLeftClick(event)) {
      event.preventDefault();
      onNavigate(item.href);
    }
    setOpen(false);
  };

  return (
    <>
      <Trigger ref={setReference} type="button" data-active={active || undefined} {...getReferenceProps()}>
        {title}
        <Icon name="chevron-down" size="sm" />
      </Trigger>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal initialFocus={0} returnFocus>
            <Menu ref={setFloating} style={floatingStyles} {...getFloatingProps()}>
              {items.map((item, index) => (
                <Item
                  key={item.label}
                  as={item.href && !item.disabled ? 'a' : 'button'}
                  href={item.disabled ? undefined : item.href}
                  type={item.href && !item.disabled ? undefined : 'button'}
                  role="menuitem"
                  aria-current={item.active ? 'page' : undefined}
                  aria-disabled={item.disabled || undefined}
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(node: HTMLElement | null) => {
                    listRef.current[index] = node;
                  }}
                  {...getItemProps({
                    onClick: (event: MouseEvent<HTMLElement>) => choose(item, event),
                  })}
                >
                  {item.label}
                </Item>
              ))}
            </Menu>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
